import { defineConfig } from 'vitest/config';
import mutationGroups from './scripts/mutation-groups.json';

const MUTATION_GROUPS: Record<string, { what: string; mutate: string[]; tests: string[] }> = mutationGroups;

/**
 * The suite `npm run mutation` asks to kill the mutants of one group (MUTATION_GROUP, stryker.config.mjs):
 * a mutant runs only against its rule's suite.
 */
const group = MUTATION_GROUPS[process.env.MUTATION_GROUP ?? 'orderHistory'];

export default defineConfig({
  test: {
    name: 'mutation',
    include: group?.tests ?? [],
    // A file that fails before its tests run counts as a failed test (scripts/mutationLoadFailures.ts).
    reporters: ['default', './scripts/mutationLoadFailures.ts'],
    testTimeout: 30_000,
  },
});
