import { configure } from '@testing-library/react';

// Screens are lazily imported: the first render of each is transformed on the spot, which takes seconds
// when the machine is busy with other suites. Waiting longer than Testing Library's 1 s default for
// what a step promises keeps that from failing a path; nothing here asserts on time.
configure({ asyncUtilTimeout: 10_000 });
