import { defineConfig } from 'vitest/config';

/**
 * The machine-alone path suites of the machines and rules `npm run mutation` mutates (stryker.config.mjs):
 * the tests asked to kill each mutant. The whole `model` project (vitest.config.ts) takes minutes per
 * run on two shared cores; these are the suites that run the mutated code.
 */
export default defineConfig({
  test: {
    name: 'model',
    include: ['tests/model/orders.test.ts', 'tests/model/inbox.test.ts', 'tests/model/checkout.test.ts'],
    testTimeout: 30_000,
  },
});
