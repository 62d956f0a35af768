import { defineConfig } from 'vitest/config';
import { groupOfRun } from './scripts/mutationGroups.ts';

/**
 * The suite `npm run mutation` asks to kill the mutants of one group (MUTATION_GROUP, scripts/mutationGroups.ts):
 * a mutant runs only against its rule's suite.
 */
const group = groupOfRun();

export default defineConfig({
  test: {
    name: 'mutation',
    include: group?.tests ?? [],
    // A file that fails before its tests run counts as a failed test (scripts/mutationLoadFailures.ts).
    reporters: ['default', './scripts/mutationLoadFailures.ts'],
    testTimeout: 30_000,
  },
});
