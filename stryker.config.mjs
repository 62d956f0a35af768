// @ts-check
/**
 * Mutation testing (issue 25): StrykerJS changes one operator, condition or literal at a time in the
 * rules' files below and runs the machine-alone path suites (vitest.mutation.config.ts) against each
 * change; a mutant no test notices survives. Sampled to what two shared cores run in minutes: the
 * order rules, the desk's status flow and the order history and inbox machines. Mutants of code that runs
 * only when a module loads (the machines' config objects) are left out (`ignoreStatic`): each would
 * rerun every path. Run with `npm run mutation`; the report is reports/mutation/.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: [
    'domain/orderRule.ts',
    'domain/desk/orderStatus.ts',
    // The guards of the order history and the desk inbox, by line range.
    'machines/orders.ts:97-111',
    'machines/desk/inbox.ts:97-119',
  ],
  coverageAnalysis: 'perTest',
  ignoreStatic: true,
  concurrency: 1,
  timeoutMS: 60_000,
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
