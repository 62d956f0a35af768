/**
 * `npm run size`: the JavaScript and CSS each route of the production build loads on a first visit
 * (raw, and gzip and brotli as the server sends them: the .gz and .br copies the build writes beside each
 * file, scripts/precompress.ts), checked against scripts/size-budget.json: the first-load JavaScript of the
 * routes it names, and the JavaScript every route adds to what every page loads first (its own chunks).
 * Zlib's gzip -9 of the same files stays beside the served gzip, for comparison with earlier figures.
 * Every route's screen other than the eagerly loaded ones must come in its own lazy chunk. Rewrites the size section of
 * docs/benchmarks.md and exits non-zero when a check fails.
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Manifest } from 'vite';
import { buildClient, type ClientBuild } from './bench/buildClient.ts';
import { describeMachine } from './bench/machine.ts';
import { writeSection } from './bench/resultsFile.ts';
import { ROOT } from './bench/root.ts';
import { routePatterns } from '../domain/routes.ts';
import { staticClosure } from '../server/viteManifest.ts';
import { kilobytes, markdownTable } from './bench/table.ts';

interface Budget {
  firstLoadJsGzipKB: Record<string, number>;
  /** The most gzip JavaScript any route may add to what every page loads first (its own chunks). */
  routeChunksGzipKB: number;
  eagerlyLoadedScreens: string[];
}

interface AppRoute {
  path: string;
  component: string;
  /** The screen's source file, relative to the repository. */
  screen: string;
  lazy: boolean;
  /** The lazily loaded route table the route is declared in (src/OtherRoutes.tsx); none for src/App.tsx's own. */
  table: string | null;
}

interface Sizes {
  raw: number;
  /** What a client that accepts gzip but not brotli receives. */
  gzip: number;
  /** What a client that accepts brotli receives. */
  brotli: number;
  /** Zlib's gzip at level 9, as this script counted before the build's gzip copies came from zopfli. */
  gzip9: number;
}

const APP_SOURCE = 'src/App.tsx';
/** The routes other than the home page, a module src/App.tsx loads lazily for any other path. */
const OTHER_ROUTES_SOURCE = 'src/OtherRoutes.tsx';
const OTHER_ROUTES_COMPONENT = 'OtherRoutes';
const NOT_FOUND_LABEL = '(any other path)';

/** The <Route>s a source file declares, with the file of each route's screen. */
function routesOf(sourceFile: string, table: string | null): AppRoute[] {
  const source = readFileSync(join(ROOT, sourceFile), 'utf8');
  const sourceOf = (relative: string) => join('src', relative).replace(/\\/g, '/');
  const lazyScreens = new Map(
    [...source.matchAll(/const (\w+) = lazy(?:Screen)?\(\(\) => import\('\.\/([^']+)'\)\)/g)].map(([, name, file]) => [name!, sourceOf(file!)]),
  );
  const staticScreens = new Map(
    [...source.matchAll(/import \{ (\w+) \} from '\.\/(screens\/[^']+)'/g)].map(([, name, file]) => [name!, sourceOf(file!)]),
  );
  const routes = [...source.matchAll(/<Route(?:\s+path="([^"]*)")?\s*(?:component=\{(\w+)\}\s*\/>|>\{\(\) => <(\w+))/g)]
    .filter(([, , component]) => component !== OTHER_ROUTES_COMPONENT)
    .map(([, path, component, rendered]) => {
      const name = (component ?? rendered)!;
      const screen = lazyScreens.get(name) ?? staticScreens.get(name);
      if (!screen) throw new Error(`${sourceFile}: cannot tell which file the screen ${name} of route ${path ?? NOT_FOUND_LABEL} comes from`);
      return { path: path ?? NOT_FOUND_LABEL, component: name, screen, lazy: lazyScreens.has(name), table };
    });
  if (routes.length === 0) throw new Error(`${sourceFile}: no <Route> found`);
  return routes;
}

/** The routes as src/App.tsx and the route table it loads lazily (src/OtherRoutes.tsx) declare them. */
function readRoutes(): AppRoute[] {
  const routes = [...routesOf(APP_SOURCE, null), ...routesOf(OTHER_ROUTES_SOURCE, OTHER_ROUTES_SOURCE)];
  // The server answers 200 for the routes of domain/routes.ts and 404 for any other path.
  const declared = routes.filter((route) => route.path !== NOT_FOUND_LABEL).map((route) => route.path);
  if (JSON.stringify(declared) !== JSON.stringify(routePatterns)) {
    throw new Error(`${APP_SOURCE} and ${OTHER_ROUTES_SOURCE}: their routes ${declared.join(', ')} differ from domain/routes.ts: ${routePatterns.join(', ')}`);
  }
  return routes;
}

/**
 * The bytes the server sends for a file in an encoding: its compressed copy, or, for a file too small to
 * have one, the file as it is (@fastify/static falls back to the uncompressed file and compresses nothing itself).
 */
function servedBytes(path: string, extension: '.gz' | '.br', raw: number): number {
  return existsSync(path + extension) ? statSync(path + extension).size : raw;
}

function measure(outDir: string, files: Iterable<string>): Sizes {
  const total: Sizes = { raw: 0, gzip: 0, brotli: 0, gzip9: 0 };
  for (const file of files) {
    const path = join(outDir, file);
    const content = readFileSync(path);
    total.raw += content.length;
    total.gzip += servedBytes(path, '.gz', content.length);
    total.brotli += servedBytes(path, '.br', content.length);
    total.gzip9 += gzipSync(content, { level: 9 }).length;
  }
  return total;
}

function filesOf(manifest: Manifest, keys: Iterable<string>) {
  const js = new Set<string>();
  const css = new Set<string>();
  for (const key of keys) {
    const chunk = manifest[key]!;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
  }
  return { js, css };
}

/** The package a module belongs to, the project folder for the project's own code, or the bundler's runtime. */
function ownerOf(moduleId: string): string {
  const inPackages = moduleId.split('node_modules/');
  if (inPackages.length > 1) {
    const parts = inPackages.at(-1)!.split('/');
    return parts[0]!.startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0]!;
  }
  if (!moduleId.startsWith(ROOT)) return moduleId.split('/')[0]!;
  return `${moduleId.slice(ROOT.length).replace(/^\/+/, '').split('/')[0]} (project)`;
}

function contentsTable(client: ClientBuild, files: Set<string>): string {
  const byOwner = new Map<string, number>();
  for (const chunk of client.chunks.filter((candidate) => files.has(candidate.fileName))) {
    for (const [id, info] of Object.entries(chunk.modules)) {
      const owner = ownerOf(id.replace(/\\/g, '/').replace(/^\0/, ''));
      byOwner.set(owner, (byOwner.get(owner) ?? 0) + info.renderedLength);
    }
  }
  const total = [...byOwner.values()].reduce((sum, length) => sum + length, 0);
  const rows = [...byOwner]
    .sort((a, b) => b[1] - a[1])
    .slice(0, 12)
    .map(([owner, length]) => [owner, kilobytes(length), `${((100 * length) / total).toFixed(1)} %`]);
  return markdownTable(['Package or folder', 'Before minification', 'Share'], rows, [1, 2]);
}

const budget = JSON.parse(readFileSync(join(ROOT, 'scripts', 'size-budget.json'), 'utf8')) as Budget;
const machine = describeMachine();
const routes = readRoutes();
console.log('Building the storefront (vite build, with its manifest, into a temporary folder)...');
const client = await buildClient();
try {
  const { manifest } = client;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry);
  if (!entryKey) throw new Error('vite manifest has no entry chunk');
  const entryKeys = staticClosure(manifest, [entryKey]);
  const entryFiles = filesOf(manifest, entryKeys);
  const entryModules = new Set(
    client.chunks.filter((chunk) => entryFiles.js.has(chunk.fileName)).flatMap((chunk) => Object.keys(chunk.modules).map((id) => id.replace(/\\/g, '/'))),
  );

  const failures: string[] = [];
  const rows: string[][] = [];
  for (const route of routes) {
    const eager = budget.eagerlyLoadedScreens.includes(route.screen);
    const screenChunk = manifest[route.screen];
    if (!eager) {
      if (!route.lazy) failures.push(`${route.path}: ${route.component} is imported statically in ${route.table ?? APP_SOURCE}; load it with React.lazy`);
      else if (!screenChunk?.isDynamicEntry) failures.push(`${route.path}: ${route.screen} has no lazy chunk of its own`);
      if (entryModules.has(join(ROOT, route.screen).replace(/\\/g, '/'))) {
        failures.push(`${route.path}: ${route.screen} is bundled into the first load of every page`);
      }
    }
    const routeKeys = new Set(entryKeys);
    if (route.table) {
      if (!manifest[route.table]?.isDynamicEntry) failures.push(`${route.path}: ${route.table} has no lazy chunk of its own`);
      else for (const key of staticClosure(manifest, [route.table])) routeKeys.add(key);
    }
    if (route.lazy && screenChunk) for (const key of staticClosure(manifest, [route.screen])) routeKeys.add(key);
    const files = filesOf(manifest, routeKeys);
    const js = measure(client.outDir, files.js);
    const css = measure(client.outDir, files.css);
    const ownJs = measure(client.outDir, [...files.js].filter((file) => !entryFiles.js.has(file)));
    const limit = budget.firstLoadJsGzipKB[route.path];
    if (limit !== undefined && js.gzip > limit * 1000) {
      failures.push(`${route.path}: first-load JavaScript is ${kilobytes(js.gzip)} gzip as served, over the budget of ${limit} KB`);
    }
    if (ownJs.gzip > budget.routeChunksGzipKB * 1000) {
      failures.push(`${route.path}: its own chunks are ${kilobytes(ownJs.gzip)} gzip as served, over the budget of ${budget.routeChunksGzipKB} KB per route`);
    }
    rows.push([
      route.path,
      eager ? `${route.component} (in the entry)` : route.component,
      String(files.js.size),
      kilobytes(js.raw), kilobytes(js.gzip), kilobytes(js.gzip9), kilobytes(js.brotli),
      kilobytes(ownJs.gzip),
      kilobytes(css.raw), kilobytes(css.gzip), kilobytes(css.brotli),
      limit === undefined ? '' : `${limit} KB`,
      `${budget.routeChunksGzipKB} KB`,
    ]);
  }
  for (const limitedPath of Object.keys(budget.firstLoadJsGzipKB)) {
    if (!routes.some((route) => route.path === limitedPath)) failures.push(`size-budget.json names ${limitedPath}, which is no route of ${APP_SOURCE} or ${OTHER_ROUTES_SOURCE}`);
  }

  // What the first load asks for on demand that is no route's screen: on / it arrives right after the
  // first paint (the HTTP client and the API schemas with the first call, the toaster when the browser is idle).
  const screenKeys = new Set([...routes.map((route) => route.screen), OTHER_ROUTES_SOURCE]);
  const onDemandRows = [...entryKeys]
    .flatMap((key) => manifest[key]!.dynamicImports ?? [])
    .filter((key, index, keys) => !screenKeys.has(key) && keys.indexOf(key) === index)
    .map((key) => {
      const files = [...filesOf(manifest, staticClosure(manifest, [key])).js].filter((file) => !entryFiles.js.has(file));
      const sizes = measure(client.outDir, files);
      return [key, kilobytes(sizes.raw), kilobytes(sizes.gzip), kilobytes(sizes.brotli)];
    });
  const onDemand = markdownTable(['Loaded on demand by the first load', 'JS raw', 'JS gzip (served)', 'JS brotli (served)'], onDemandRows, [1, 2, 3]);

  const table = markdownTable(
    [
      'Route', 'Screen', 'JS files', 'JS raw', 'JS gzip (served)', 'JS gzip -9', 'JS brotli (served)', 'Route chunks gzip (served)',
      'CSS raw', 'CSS gzip (served)', 'CSS brotli (served)', 'JS gzip budget', 'Route chunks budget',
    ],
    rows,
    [2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12],
  );
  const contents = contentsTable(client, entryFiles.js);
  const verdict = failures.length === 0 ? 'All checks pass.' : failures.map((failure) => `- FAILED: ${failure}`).join('\n');
  console.log(`\nMachine: ${machine}\n\n${table}\n\n${onDemand}\n\nWhat the first load of every page contains:\n\n${contents}\n\n${verdict}`);

  writeSection('size', `## First-load size per route (\`npm run size\`)

Machine: ${machine}.
Measured ${new Date().toISOString()} by \`npx tsx scripts/size.ts\` on the production build (\`vite build\` with vite.config.ts, manifest on).

First load of a route = the entry chunk and its static imports, plus, for a route other than \`/\`, the route
table's chunk (\`src/OtherRoutes.tsx\`, which the server preloads beside the entry), plus the route's lazy
screen chunk and its static imports, and the CSS of all of these. "(served)" = the bytes the server sends: the
gzip (zopfli) and brotli (quality 11) copies the build writes beside each file (\`scripts/precompress.ts\`), or
for a file whose copies would be no smaller (a few bytes), the file as it is. "JS gzip -9" = zlib's gzip at level 9 of
the same files, which this table showed before the gzip copies came from zopfli, for comparison. 1 KB = 1000
bytes. "Route chunks gzip (served)" is the JavaScript a route adds to what every page loads. Budgets
(\`scripts/size-budget.json\`), on the served gzip: the first-load JavaScript of the routes named there, and
the route chunks of every route.

${table}

Not counted above, since no page needs them for its first paint, but fetched right after it on every page
(the HTTP client and the API schemas with the first call, the stored cart's checker at start, the toaster
when the browser is idle or with the first toast). Each row counts the chunks it needs beyond the first load, so rows that
share zod count it each:

${onDemand}

What the JavaScript of every page's first load contains (rolldown's rendered length per module, before
minification, grouped by package):

${contents}

${verdict}
`);
  if (failures.length > 0) process.exitCode = 1;
} finally {
  client.remove();
}
