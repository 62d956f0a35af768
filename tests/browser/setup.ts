import { configure } from '@testing-library/react';

// In Chromium every lazily imported screen is transformed by Vite's server on its first visit, which on a
// busy machine takes longer than tests/ui/setup.ts allows; nothing here asserts on time.
configure({ asyncUtilTimeout: 30_000 });
