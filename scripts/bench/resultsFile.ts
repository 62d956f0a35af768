/**
 * docs/benchmarks.md holds one section per script between markers; each script rewrites its own
 * section and leaves the rest of the file as it is.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const RESULTS_FILE = fileURLToPath(new URL('../../docs/benchmarks.md', import.meta.url));

const PREAMBLE = `# Benchmarks

Every figure below is written by a script, with the machine it ran on; nothing here is typed by hand.
\`npm run size\` rewrites the size section, \`npm run mutation\` the mutation one, \`npm run mistakes\` the
planted mistakes' one and \`npm run bench\` the others (\`--api\` the API one, \`--pages\` the page load one,
\`--api --baseline\` the baseline it is compared with).

Absolute figures depend on the machine and on whatever else runs on it (each section gives the machine
and its load average when the run started); in the API table the ratio to the bare \`node:http\` server
measured in the same run is the figure to compare.
`;

const SECTIONS = ['size', 'bench-baseline', 'bench', 'bench-pages', 'mutation', 'mistakes'] as const;
export type SectionName = (typeof SECTIONS)[number];

function newResultsFile(): string {
  return [PREAMBLE, ...SECTIONS.map((name) => `<!-- ${name}:start -->\nNot run yet.\n<!-- ${name}:end -->\n`)].join('\n');
}

export function writeSection(name: SectionName, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  const current = existsSync(RESULTS_FILE) ? readFileSync(RESULTS_FILE, 'utf8') : newResultsFile();
  const startAt = current.indexOf(start);
  const endAt = current.indexOf(end);
  const next =
    startAt >= 0 && endAt > startAt
      ? current.slice(0, startAt) + block + current.slice(endAt + end.length)
      : `${current.trimEnd()}\n\n${block}\n`;
  writeFileSync(RESULTS_FILE, next);
}
