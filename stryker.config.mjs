// @ts-check
/**
 * Mutation testing (issue 25): StrykerJS changes one operator, condition or literal at a time in a rule's
 * file and runs that rule's path suite against each change; a mutant no test notices survives.
 *
 * Each mutant is active from the moment the suite loads (`coverageAnalysis: 'off'`, so Stryker activates it
 * statically), exactly as a mistake made by hand: the generated paths replay the machine, so they are
 * generated from the mutated machine too and only the suites' independent checks (model/oracles/, the
 * drivers' literal tables) can notice it. With per-test coverage Stryker runs a mutant against the tests
 * named in its unmutated run and activates it only after the paths were generated: the paths then compare
 * the mutated machine with the real one, which catches what no check states, and a mutant that changes the
 * paths' names runs no test at all.
 *
 * So that a mutant runs only its rule's suite, `npm run mutation` (scripts/mutation.ts) runs Stryker once
 * per group of scripts/mutation-groups.json, naming it in MUTATION_GROUP; vitest.mutation.config.ts reads the
 * same table. The desk's refusal words (the refusal function of domain/desk/orderStatus.ts) are the server's alone: no machine runs
 * them, so their group runs the domain's table (tests/unit/deskRules.test.ts) and is counted apart.
 */
import { readFileSync } from 'node:fs';

/** @type {Record<string, { mutate: string[]; tests: string[]; what: string }>} */
const MUTATION_GROUPS = JSON.parse(readFileSync(new URL('./scripts/mutation-groups.json', import.meta.url), 'utf8'));

const group = process.env.MUTATION_GROUP ?? 'orderHistory';
const chosen = MUTATION_GROUPS[group];
if (!chosen) throw new Error(`MUTATION_GROUP ${group} is not one of ${Object.keys(MUTATION_GROUPS).join(', ')}`);

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  plugins: ['@stryker-mutator/vitest-runner'],
  vitest: { configFile: 'vitest.mutation.config.ts', related: false },
  mutate: chosen.mutate,
  coverageAnalysis: 'off',
  concurrency: Number(process.env.MUTATION_CONCURRENCY ?? 1),
  timeoutMS: 60_000,
  dryRunTimeoutMinutes: 30,
  reporters: ['clear-text', 'progress-append-only', 'json'],
  jsonReporter: { fileName: `reports/mutation/${group}.json` },
  tempDirName: `.stryker-tmp/${group}`,
  cleanTempDir: 'always',
};
