/**
 * After `stryker run` (npm run mutation): the mutation score of the files mutated and every mutant no
 * path suite killed, from Stryker's JSON report, written to docs/benchmarks.md's mutation section. Why
 * each one survives is kept beside it in SURVIVOR_REASONS (by file, line and replacement), so that a
 * survivor nobody has looked at says so.
 */
import { readFileSync } from 'node:fs';
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

/** Why a mutant survives, keyed `<file>:<line> <replacement>`. */
const SURVIVOR_REASONS: Record<string, string> = {};

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
    survivors.push(`| ${file}:${line} | ${mutant.mutatorName} | \`${replacement.slice(0, 80)}\` | \`${code.slice(0, 90)}\` | ${mutant.status === 'NoCoverage' ? 'no path runs it; ' : ''}${SURVIVOR_REASONS[key] ?? 'not looked at yet'} |`);
  }
}

const [load] = loadavg();
writeSection(
  'mutation',
  `## Mutation testing (\`npm run mutation\`)

StrykerJS with the vitest runner: each mutant (one operator, condition or literal changed) is run against the
machine-alone path suites of vitest.mutation.config.ts. Files and line ranges as stryker.config.mjs samples them;
mutants of code that runs only when a module loads are left out (ignored). Run on ${new Date().toISOString().slice(0, 10)},
load average ${load?.toFixed(1)} at the end.

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
