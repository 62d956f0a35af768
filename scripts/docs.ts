/**
 * `npm run docs`: writes docs/flows/ from the machines in model/registry.ts (a page, a Mermaid
 * diagram, a Graphviz SVG and measured figures for each, and an index), removing files no machine
 * produces any more. `npm run docs:check`: regenerates in memory and exits 1, naming every file
 * under docs/flows that is stale, missing or extra.
 */
import { mkdir, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { registeredMachines } from '../model/registry.ts';
import { generateFlowDocs } from './flows/generate.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DIR = join(ROOT, 'docs', 'flows');

/** What docs/flows holds now: file name to content; directories are listed with null. */
async function current(): Promise<Map<string, Buffer | null>> {
  const entries = await readdir(DIR, { withFileTypes: true }).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT') return [];
    throw error;
  });
  const found = new Map<string, Buffer | null>();
  for (const entry of entries.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))) {
    found.set(entry.name, entry.isFile() ? await readFile(join(DIR, entry.name)) : null);
  }
  return found;
}

async function main(args: string[]): Promise<number> {
  const unknown = args.filter((arg) => arg !== '--check');
  if (unknown.length) {
    console.error(`usage: tsx scripts/docs.ts [--check] (unknown: ${unknown.join(' ')})`);
    return 2;
  }
  const check = args.includes('--check');
  const expected = await generateFlowDocs(registeredMachines);
  const existing = await current();
  const shown = (name: string) => relative(ROOT, join(DIR, name));

  const stale: string[] = [];
  for (const [name, content] of expected) {
    const present = existing.get(name);
    if (present === undefined) stale.push(`${shown(name)} (missing)`);
    else if (present === null || !present.equals(Buffer.from(content, 'utf8'))) stale.push(`${shown(name)} (differs)`);
  }
  const extra = [...existing.keys()].filter((name) => !expected.has(name));
  stale.push(...extra.map((name) => `${shown(name)} (no machine produces it)`));

  if (check) {
    if (!stale.length) {
      console.log(`docs/flows is up to date (${expected.size} files).`);
      return 0;
    }
    console.error(`docs/flows is stale; run \`npm run docs\`:\n${stale.map((line) => `  ${line}`).join('\n')}`);
    return 1;
  }

  const directories = [...existing].filter(([, content]) => content === null).map(([name]) => shown(name));
  if (directories.length) {
    console.error(`docs/flows holds only generated files; move these directories away: ${directories.join(', ')}`);
    return 1;
  }
  await mkdir(DIR, { recursive: true });
  for (const [name, content] of expected) {
    const present = existing.get(name);
    if (!present || !present.equals(Buffer.from(content, 'utf8'))) await writeFile(join(DIR, name), content);
  }
  for (const name of extra) await rm(join(DIR, name));
  const changes = [
    ...stale.filter((line) => !line.endsWith('(no machine produces it)')).map((line) => `  wrote ${line}`),
    ...extra.map((name) => `  removed ${shown(name)} (no machine produces it)`),
  ];
  console.log(changes.length ? `docs/flows: ${expected.size} files\n${changes.join('\n')}` : `docs/flows: ${expected.size} files, all up to date.`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
