/**
 * After `stryker run` (npm run mutation): the mutation score of the files mutated and every mutant no
 * path suite killed, from Stryker's JSON report, written to docs/benchmarks.md's mutation section. Why
 * each one survives is kept beside it in SURVIVOR_REASONS (by file, line and replacement), so that a
 * survivor nobody has looked at says so.
 */
import { readFileSync, statSync } from 'node:fs';
import { loadavg } from 'node:os';
import { writeSection } from './bench/resultsFile.ts';

interface Mutant {
  mutatorName: string;
  replacement?: string;
  status: string;
  location: { start: { line: number; column: number } };
}

interface Report {
  files: Record<string, { source: string; mutants: Mutant[] }>;
}

const REPORT = 'reports/mutation/mutation.json';

/**
 * Why a mutant survives, keyed `<file>:<line> <replacement>`, or `<file>:<line>` for every mutant of the line.
 * "Killed since" names the commit after which the mutant fails a path suite when made by hand; the next run counts it.
 */
const SURVIVOR_REASONS: Record<string, string> = {
  ...Object.fromEntries(
    [30, 39, 42, 43, 44, 45, 46, 55, 56, 57, 59, 60].map((line) => [
      `domain/desk/orderStatus.ts:${line}`,
      "the desk's refusal words and the cancel reason's checks are the server's (server/services/deskOrders.ts), tested by tests/unit/deskRules.test.ts and the desk's API tests, which this run does not take; the inbox machine's paths ask canDo only",
    ]),
  ),
  'domain/orderRule.ts:17': "killed since the checkout paths read the order rule's toast against spec section 5's words (model/oracles/checkout.ts refusal): made by hand, 'true ?' and 'MIN + count' each fail 42 paths",
  'domain/orderRule.ts:19': "killed since the checkout paths read the order rule's toast (see line 17)",
  'domain/orderRule.ts:35': 'equivalent under reading B: a 5 Litre line is not cone/candy, so the next line lets the cart through anyway',
  'domain/orderRule.ts:36 false':
    "killed by the checkout paths when made by hand (38 failing paths of reading B, the 750 ML-only cart), yet reported surviving: Stryker's per-test coverage apparently did not run reading B's paths for it; to be checked with coverageAnalysis 'all'",
  'domain/orderRule.ts:36 lines.some(isConeCandy)': 'killed since the sample cart smallMixed (a 750 ML tub and two cone packs, valid in reading B): made by hand it fails 42 paths',
  'domain/orderRule.ts:38': "equivalent: a shortfall's reading is only told apart as 'A' or not (the button's words, orderRuleMessage)",
  'machines/desk/inbox.ts:106': 'no path names an order the inbox does not list (its buttons name listed orders only); canDo would then throw',
  'machines/desk/inbox.ts:111': 'no path names an order the inbox does not list (see line 106)',
  'machines/desk/inbox.ts:116': 'no path names an order the inbox does not list (see line 106)',
  'machines/orders.ts:108': 'equivalent: the guard is read only once the list has loaded, when orders is never null',
  'machines/orders.ts:109':
    "'||' and 'true' for the first operand are equivalent (no order is found for a null id); 'true' for the second is killed since the paths reload a list without the open order (made by hand it fails 6 paths)",
};

const DETECTED = new Set(['Killed', 'Timeout']);
const UNDETECTED = new Set(['Survived', 'NoCoverage']);

const report = JSON.parse(readFileSync(REPORT, 'utf8')) as Report;
const rows: string[] = [];
const survivors: string[] = [];
let detectedAll = 0;
let countedAll = 0;
for (const [file, { source, mutants }] of Object.entries(report.files).sort(([a], [b]) => a.localeCompare(b))) {
  const detected = mutants.filter((mutant) => DETECTED.has(mutant.status)).length;
  const undetected = mutants.filter((mutant) => UNDETECTED.has(mutant.status));
  const counted = detected + undetected.length;
  detectedAll += detected;
  countedAll += counted;
  const ignored = mutants.length - counted;
  rows.push(`| ${file} | ${counted} | ${detected} | ${undetected.length} | ${ignored} | ${counted ? ((100 * detected) / counted).toFixed(1) : '-'} % |`);
  const lines = source.split('\n');
  for (const mutant of undetected.sort((a, b) => a.location.start.line - b.location.start.line)) {
    const line = mutant.location.start.line;
    const replacement = (mutant.replacement ?? mutant.mutatorName).replace(/\s+/g, ' ').replace(/\|/g, '\\|');
    const key = `${file}:${line} ${mutant.replacement ?? mutant.mutatorName}`;
    const code = (lines[line - 1] ?? '').trim().replace(/\|/g, '\\|');
    survivors.push(`| ${file}:${line} | ${mutant.mutatorName} | \`${replacement.slice(0, 80)}\` | \`${code.slice(0, 90)}\` | ${mutant.status === 'NoCoverage' ? 'no path runs it; ' : ''}${SURVIVOR_REASONS[key] ?? SURVIVOR_REASONS[`${file}:${line}`] ?? 'not looked at yet'} |`);
  }
}

const [load] = loadavg();
writeSection(
  'mutation',
  `## Mutation testing (\`npm run mutation\`)

StrykerJS with the vitest runner: each mutant (one operator, condition or literal changed) is run against the
machine-alone path suites of vitest.mutation.config.ts. Files and line ranges as stryker.config.mjs samples them;
mutants of code that runs only when a module loads are left out (ignored). Stryker's report written ${statSync(REPORT).mtime.toISOString().slice(0, 16).replace('T', ' ')} UTC;
load average ${load?.toFixed(1)} when this section was written. A reason that says "killed since" names a change after that run.

| file | mutants | killed | survived | ignored | score |
|---|---:|---:|---:|---:|---:|
${rows.join('\n')}
| **all** | ${countedAll} | ${detectedAll} | ${countedAll - detectedAll} | | **${countedAll ? ((100 * detectedAll) / countedAll).toFixed(1) : '-'} %** |

Surviving mutants:

| where | mutator | replacement | code | why it survives |
|---|---|---|---|---|
${survivors.join('\n') || '| (none) | | | | |'}
`,
);
console.log(`mutation score ${((100 * detectedAll) / countedAll).toFixed(1)} % (${detectedAll}/${countedAll}); ${survivors.length} survivors written to docs/benchmarks.md`);
