/**
 * `npm run atlas`: the flow atlas (scripts/atlas/site.ts). Writes docs/atlas/ (the pages and diagrams,
 * committed) and coverage/atlas/ (the same pages with the browser paths' screenshots and storyboards; test
 * output, gitignored: the screenshots are megabytes and change with every run; not under dist/, which
 * npm run build empties and the server serves). What the screens and Chromium
 * reached comes from their last run (coverage/atlas-data/, tests/ui/atlasRecord.ts) and is kept in
 * docs/atlas/layers.json; the machine alone is measured here, as npm run docs does.
 *
 *   npm run atlas                      pages from the last runs' records
 *   npm run atlas -- --run             runs the screen and browser paths first (needs Chromium)
 *   npm run atlas -- --since <ref>     marks what changed since a commit (coverage/atlas only)
 *   npm run atlas -- --check           exits 1 when docs/atlas differs from what the machines give
 */
import { execFileSync, spawnSync } from 'node:child_process';
import { cp, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { allTransitions, label } from '../model/graph.ts';
import { registeredMachines, type RegisteredMachine } from '../model/registry.ts';
import { diffMachines, machineModules, type ChangeRow } from './atlas/diff.ts';
import { gapsFromRecords, LAYERS, type LayerGaps, type LayerRecord } from './atlas/layers.ts';
import { journeysPage } from './atlas/journeys.ts';
import type { JourneyRecord } from './atlas/journeyRecord.ts';
import { systemPage } from './atlas/system.ts';
import { journeyModel } from '../model/models/storefront.ts';
import { generatePaths } from '../model/paths.ts';
import { indexPage, machinePage, storyFile, storyPage, type AtlasInput, type Storyboard } from './atlas/site.ts';
import { measure } from './flows/figures.ts';
import { readFlow } from './flows/structure.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const DOCS = join(ROOT, 'docs', 'atlas');
const OUT = join(ROOT, 'coverage', 'atlas');
const DATA = join(ROOT, 'coverage', 'atlas-data');

async function jsonFiles<T>(dir: string): Promise<T[]> {
  if (!existsSync(dir)) return [];
  const names = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.json')).sort();
  return Promise.all(names.map(async (name) => JSON.parse(await readFile(join(dir, name), 'utf8')) as T));
}

/** The machine alone, measured now: the inventory less what its generated paths did not take. */
async function machineRecords(machines: readonly RegisteredMachine[]): Promise<LayerRecord[]> {
  return Promise.all(
    machines.map(async ({ model }) => {
      const missing = new Set((await measure(model)).missingTransitions);
      const transitions = allTransitions(model.machine).filter((transition) => !missing.has(label(transition))).map((transition) => transition.id);
      return { layer: 'machine' as const, machine: model.machine.id, transitions };
    }),
  );
}

/** The committed gaps, with every layer that has fresh records replaced by what those records say. */
async function currentGaps(machines: readonly RegisteredMachine[], fresh: boolean): Promise<LayerGaps> {
  const committed: LayerGaps = existsSync(join(DOCS, 'layers.json')) ? JSON.parse(await readFile(join(DOCS, 'layers.json'), 'utf8')) : {};
  const inventory = Object.fromEntries(machines.map(({ model }) => [model.machine.id, allTransitions(model.machine).map((transition) => transition.id)]));
  const records = [...(await machineRecords(machines)), ...(fresh ? await jsonFiles<LayerRecord>(join(DATA, 'layers')) : [])];
  const measured = gapsFromRecords(inventory, records);
  const gaps: LayerGaps = {};
  for (const id of Object.keys(inventory)) {
    for (const layer of LAYERS) {
      const value = measured[id]?.[layer] ?? committed[id]?.[layer];
      if (value) (gaps[id] ??= {})[layer] = value;
    }
  }
  return gaps;
}

/** The registered machines as they were at a commit: its machines/, model/ and domain/ unpacked beside the tree. */
async function machinesAt(ref: string): Promise<{ dir: string; machines: RegisteredMachine[]; cleanup: () => Promise<void> }> {
  await mkdir(join(ROOT, 'coverage'), { recursive: true });
  const dir = await mkdtemp(join(ROOT, 'coverage', 'atlas-since-'));
  const archive = execFileSync('git', ['archive', '--format=tar', ref, 'machines', 'model', 'domain'], { cwd: ROOT, maxBuffer: 1 << 28 });
  execFileSync('tar', ['-x', '-C', dir], { input: archive });
  const module = (await import(pathToFileURL(join(dir, 'model', 'registry.ts')).href)) as { registeredMachines: RegisteredMachine[] };
  return { dir, machines: module.registeredMachines, cleanup: () => rm(dir, { recursive: true, force: true }) };
}

/** Per machine, what changed since the commit: its chart, its guards and actions, and the rules (modules) it imports. */
async function changesSince(ref: string, machines: readonly RegisteredMachine[]): Promise<Record<string, ChangeRow[]>> {
  const old = await machinesAt(ref);
  try {
    const byName = new Map(old.machines.map((entry) => [entry.name, entry.model.machine]));
    const rows: [string, ChangeRow[]][] = [];
    for (const entry of machines) {
      const before = byName.get(entry.name) ?? null;
      const modules = {
        before: before ? await machineModules(old.dir, before.id) : new Map<string, string>(),
        after: await machineModules(ROOT, entry.model.machine.id),
      };
      rows.push([entry.name, diffMachines(before, entry.model.machine, modules)]);
    }
    return Object.fromEntries(rows);
  } finally {
    await old.cleanup();
  }
}

/** The journeys as the screen paths last recorded them (docs/atlas/journeys.json, or fresher test output), and as Chromium did with its screenshots. */
async function currentJourneys(fresh: boolean): Promise<{ screens: JourneyRecord[]; browser: JourneyRecord[] | null }> {
  const committed = join(DOCS, 'journeys.json');
  const [screens] = fresh ? await jsonFiles<JourneyRecord[]>(join(DATA, 'journeys', 'screens')) : [];
  const [browser] = fresh ? await jsonFiles<JourneyRecord[]>(join(DATA, 'journeys', 'browser')) : [];
  return { screens: screens ?? (existsSync(committed) ? JSON.parse(await readFile(committed, 'utf8')) : []), browser: browser ?? null };
}

/** Whether the recorded journeys are the paths the journey model generates now (else the screen paths must run again). */
function journeysMatchModel(journeys: readonly JourneyRecord[]): boolean {
  const generated = generatePaths(journeyModel).map((path) => path.description);
  return JSON.stringify(journeys.map((journey) => journey.path).sort()) === JSON.stringify(generated.sort());
}

async function pages(input: AtlasInput, journeys: readonly JourneyRecord[]): Promise<Map<string, string>> {
  const files = new Map<string, string>();
  files.set('index.html', indexPage(input));
  files.set('system.html', await systemPage());
  files.set('journeys.html', journeysPage(journeys));
  for (const entry of input.machines) files.set(`${entry.name}.html`, await machinePage(entry, input));
  if (input.stories) {
    const flows = new Map(input.machines.map((entry) => [entry.model.machine.id, { name: entry.name, transitions: readFlow(entry.model.machine).transitions }]));
    for (const file of new Set(input.stories.map(storyFile))) files.set(file, storyPage(input.stories.filter((story) => storyFile(story) === file), input.stories, flows));
  }
  return files;
}

async function writeAll(dir: string, files: Map<string, string>): Promise<void> {
  await rm(dir, { recursive: true, force: true });
  for (const [name, content] of files) {
    await mkdir(join(dir, name, '..'), { recursive: true });
    await writeFile(join(dir, name), content);
  }
}

function runPaths(): void {
  for (const args of [['vitest', 'run', '--project', 'ui'], ['vitest', 'run', '--config', 'tests/browser/vitest.config.ts']]) {
    const run = spawnSync('npx', args, { cwd: ROOT, stdio: 'inherit' });
    if (run.status !== 0) throw new Error(`npx ${args.join(' ')} failed`);
  }
}

async function main(args: string[]): Promise<number> {
  const sinceAt = args.indexOf('--since');
  const since = sinceAt >= 0 ? args[sinceAt + 1] : undefined;
  const known = new Set(['--check', '--run', '--since', since]);
  const unknown = args.filter((arg) => !known.has(arg));
  if (unknown.length || (sinceAt >= 0 && !since)) {
    console.error(`usage: tsx scripts/atlas.ts [--check | --run] [--since <git ref>] (unknown: ${unknown.join(' ')})`);
    return 2;
  }
  const machines = registeredMachines;
  if (args.includes('--check')) {
    const { screens: journeys } = await currentJourneys(false);
    const expected = await pages({ machines, gaps: await currentGaps(machines, false), stories: null, changes: null }, journeys);
    const stale: string[] = [];
    if (!journeysMatchModel(journeys)) stale.push('docs/atlas/journeys.json (not the journey model\'s paths: run `npx vitest run --project ui tests/ui/storefront.test.tsx` first)');
    for (const [name, content] of expected) {
      const present = existsSync(join(DOCS, name)) ? await readFile(join(DOCS, name), 'utf8') : null;
      if (present !== content) stale.push(`docs/atlas/${name} (${present === null ? 'missing' : 'differs'})`);
    }
    const extra = (await readdir(DOCS)).filter((name) => name !== 'layers.json' && name !== 'journeys.json' && !expected.has(name));
    stale.push(...extra.map((name) => `docs/atlas/${name} (no machine produces it)`));
    if (stale.length) {
      console.error(`docs/atlas is stale; run \`npm run atlas\`:\n${stale.map((line) => `  ${line}`).join('\n')}`);
      return 1;
    }
    console.log(`docs/atlas is up to date (${expected.size + 1} files).`);
    return 0;
  }
  if (args.includes('--run')) runPaths();
  const gaps = await currentGaps(machines, true);
  const journeys = await currentJourneys(true);
  if (!journeysMatchModel(journeys.screens)) console.warn('The recorded journeys are not the journey model\'s paths: run the screen paths again (npm run atlas -- --run).');
  const committed = await pages({ machines, gaps, stories: null, changes: null }, journeys.screens);
  committed.set('layers.json', `${JSON.stringify(gaps, null, 1)}\n`);
  committed.set('journeys.json', `${JSON.stringify(journeys.screens, null, 1)}\n`);
  await writeAll(DOCS, committed);

  const stories = (await jsonFiles<Storyboard[]>(join(DATA, 'storyboards'))).flat();
  const changes = since ? { ref: since, byMachine: await changesSince(since, machines) } : null;
  const built = await pages({ machines, gaps, stories, changes }, journeys.browser ?? journeys.screens);
  await writeAll(OUT, built);
  if (existsSync(join(DATA, 'shots'))) await cp(join(DATA, 'shots'), join(OUT, 'shots'), { recursive: true });
  const steps = stories.reduce((sum, story) => sum + story.steps.length, 0);
  console.log(`docs/atlas: ${committed.size} files; coverage/atlas: ${built.size} pages, ${stories.length} storyboards, ${steps} steps${changes ? `, changes since ${since}: ${Object.values(changes.byMachine).flat().length}` : ''}. Open coverage/atlas/index.html.`);
  return 0;
}

process.exitCode = await main(process.argv.slice(2));
