/**
 * `npm run mutation [-- group ...]`: StrykerJS once per group of scripts/mutation-groups.json (all groups when none is
 * named), each mutant against its rule's suite only, then the score and every survivor written to
 * docs/benchmarks.md (scripts/mutationReport.ts). MUTATION_CONCURRENCY sets Stryker's test runners (1 here:
 * two shared cores).
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { lineRange, MUTATION_GROUPS } from './mutationGroups.ts';

const named = process.argv.slice(2);
const unknown = named.filter((group) => !(group in MUTATION_GROUPS));
if (unknown.length > 0) {
  console.error(`Unknown mutation group(s): ${unknown.join(', ')}. Groups: ${Object.keys(MUTATION_GROUPS).join(', ')}`);
  process.exit(2);
}
const groups = named.length > 0 ? named : Object.keys(MUTATION_GROUPS);

/** A line range names the lines it meant when written; its first and last lines are printed so that a file grown since shows. */
function describeRange(pattern: string): string {
  const range = lineRange(pattern);
  if (!range) return pattern;
  const lines = readFileSync(range.file, 'utf8').split('\n');
  const { first, last } = range;
  return `${pattern}: from "${lines[first - 1]?.trim()}" to "${lines[last - 1]?.trim()}"`;
}

mkdirSync('reports/mutation', { recursive: true });
for (const group of groups) {
  const started = Date.now();
  console.log(`\n== mutation group ${group}: ${MUTATION_GROUPS[group]!.what}`);
  for (const pattern of MUTATION_GROUPS[group]!.mutate) console.log(`   ${describeRange(pattern)}`);
  const run = spawnSync('npx', ['stryker', 'run'], { stdio: 'inherit', env: { ...process.env, MUTATION_GROUP: group } });
  if (run.status !== 0) {
    console.error(`stryker run failed for group ${group} (exit ${run.status})`);
    process.exit(run.status ?? 1);
  }
  const seconds = Math.round((Date.now() - started) / 1000);
  writeFileSync(`reports/mutation/${group}.seconds`, `${seconds}\n`);
  console.log(`== mutation group ${group} took ${seconds} s`);
}

const report = spawnSync('npx', ['tsx', 'scripts/mutationReport.ts'], { stdio: 'inherit' });
process.exit(report.status ?? 1);
