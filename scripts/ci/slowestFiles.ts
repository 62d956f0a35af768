/**
 * Prints where a CI run's test time went, from vitest's JSON reports: each file's wall time, slowest first,
 * and the sum per folder of tests/. CI's time budget (40 minutes, issue 25) is kept by reading this.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';

interface FileResult {
  name: string;
  startTime: number;
  endTime: number;
  assertionResults: unknown[];
}

const files = process.argv
  .slice(2)
  .flatMap((report) => (JSON.parse(readFileSync(report, 'utf8')) as { testResults: FileResult[] }).testResults)
  .map((file) => ({ file: relative(process.cwd(), file.name), seconds: (file.endTime - file.startTime) / 1000, tests: file.assertionResults.length }));

const byFolder = new Map<string, { seconds: number; files: number; tests: number }>();
for (const { file, seconds, tests } of files) {
  const folder = file.split('/').slice(0, 2).join('/');
  const sum = byFolder.get(folder) ?? { seconds: 0, files: 0, tests: 0 };
  byFolder.set(folder, { seconds: sum.seconds + seconds, files: sum.files + 1, tests: sum.tests + tests });
}

const line = (seconds: number, rest: string) => `${seconds.toFixed(0).padStart(6)} s  ${rest}`;
console.log('Test time per folder (files run two at a time, so the sum exceeds the wall clock):');
for (const [folder, sum] of [...byFolder].sort((a, b) => b[1].seconds - a[1].seconds)) {
  console.log(line(sum.seconds, `${folder} (${sum.files} file runs, ${sum.tests} tests)`));
}
console.log('Slowest file runs:');
for (const { file, seconds, tests } of files.sort((a, b) => b.seconds - a.seconds).slice(0, 25)) {
  console.log(line(seconds, `${file} (${tests} tests)`));
}
