/**
 * `npm run bench`: API throughput and latency of getProducts, getOrders and createOrder on the
 * embedded database and on PostgreSQL, each next to a bare node:http server answering the same bytes
 * in the same run; then page load of / and /products in Chromium with mobile throttling. Prints the
 * tables with the machine and rewrites its sections of docs/benchmarks.md.
 *
 * Flags: `--api` runs the API rows only (section "bench"), `--pages` the page load only (section
 * "bench-pages"); with neither, both. `--api --baseline` writes the API rows into the section
 * "bench-baseline" instead: the figures of a commit later runs are compared with.
 * BENCH_POSTGRES_URL: the PostgreSQL server a fresh database is made on (default the local one);
 * BENCH_REDIS_URL: the Redis of the WORKERS=2 row (default the local one; the database when unreachable).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { execFileSync } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { createScratchDatabase } from '../server/db/scratchDatabase.ts';
import { benchmarkApi, LOAD, ORDERS_OF_READER, type CallResult } from './bench/api.ts';
import { describeMachine } from './bench/machine.ts';
import { benchmarkPageLoad, MOBILE, PAGES, RUNS_PER_PAGE, SLOW_3G, TAP_INTERVAL_MS, THROTTLING, type FirstTapResult, type PageResult } from './bench/pageLoad.ts';
import { redisAnswers } from './bench/redis.ts';
import { writeSection } from './bench/resultsFile.ts';
import { kilobytes, markdownTable } from './bench/table.ts';

/** The server where a fresh database is created for the run and dropped after it. */
const POSTGRES_URL = process.env.BENCH_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** The Redis the WORKERS row counts its limits in (the database when it does not answer). */
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
/** Server processes of the multi-process row. */
const WORKERS = 2;
/** The one-process rows count their limits in memory, whatever the environment says. */
const ONE_PROCESS = { WORKERS: '1', REDIS_URL: '', RATE_LIMIT_STORE: '' };
/** Every step is bounded on its own; this stops a run that hangs anyway. */
const WHOLE_RUN_LIMIT_MS = 10 * 60_000;

const log = (line: string) => console.log(line);

const flags = new Set(process.argv.slice(2));
for (const flag of flags) {
  if (!['--api', '--pages', '--baseline'].includes(flag)) throw new Error(`npm run bench: unknown flag ${flag} (flags: --api, --pages, --baseline)`);
}
const runApi = flags.has('--api') || !flags.has('--pages');
const runPages = flags.has('--pages') || !flags.has('--api');
if (flags.has('--baseline') && (!runApi || runPages)) throw new Error('npm run bench: --baseline goes with --api alone');

interface DatabaseResult {
  database: string;
  results: CallResult[] | null;
  note: string;
}

async function onEmbeddedDatabase(): Promise<DatabaseResult> {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-pglite-'));
  try {
    log('API on the embedded database (PGlite files in a temporary DATA_DIR):');
    return { database: 'PGlite (embedded)', results: await benchmarkApi({ DATA_DIR: dataDir, ...ONE_PROCESS }, log), note: '' };
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

async function onPostgres(): Promise<DatabaseResult[]> {
  const admin = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 5_000 });
  try {
    await admin.connect();
  } catch (error) {
    const note = `PostgreSQL skipped: ${POSTGRES_URL.replace(/\/\/[^@/]*@/, '//')} is unreachable (${error instanceof Error ? error.message : String(error)}).`;
    log(note);
    return [{ database: 'PostgreSQL', results: null, note }];
  }
  let version: string;
  try {
    version = (await admin.query<{ server_version: string }>('SHOW server_version')).rows[0]?.server_version.split(' ')[0] ?? '?';
  } finally {
    await admin.end();
  }
  const results: DatabaseResult[] = [];
  const scratch = await createScratchDatabase(POSTGRES_URL, 'bench');
  try {
    log(`API on PostgreSQL ${version} (fresh database ${scratch.name}):`);
    results.push({ database: `PostgreSQL ${version}`, results: await benchmarkApi({ DATABASE_URL: scratch.url, ...ONE_PROCESS }, log), note: '' });
  } finally {
    await scratch.drop().catch((error: unknown) => log(`Could not drop ${scratch.name}: ${String(error)}`));
  }
  const redisUrl = (await redisAnswers(REDIS_URL)) ? REDIS_URL : null;
  const limits = redisUrl ? 'limits in Redis' : 'limits in the database';
  const shared = await createScratchDatabase(POSTGRES_URL, 'bench');
  try {
    log(`API on PostgreSQL ${version}, WORKERS=${WORKERS}, ${limits} (fresh database ${shared.name}):`);
    const env = { DATABASE_URL: shared.url, WORKERS: String(WORKERS), REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: `bench-${randomUUID()}:` };
    results.push({
      database: `PostgreSQL ${version}, WORKERS=${WORKERS} (${limits})`,
      results: await benchmarkApi(env, log),
      note: redisUrl ? '' : `Redis at ${REDIS_URL} did not answer: the WORKERS=${WORKERS} row counts its limits in the database.`,
    });
  } finally {
    await shared.drop().catch((error: unknown) => log(`Could not drop ${shared.name}: ${String(error)}`));
  }
  return results;
}

/** The commit checked out, with "+ changes" when the worktree differs from it. */
function gitCommit(): string {
  const head = execFileSync('git', ['rev-parse', '--short', 'HEAD'], { encoding: 'utf8' }).trim();
  const dirty = execFileSync('git', ['status', '--porcelain', '--untracked-files=no'], { encoding: 'utf8' }).trim();
  return dirty ? `${head} + uncommitted changes` : head;
}

function apiTable(databases: DatabaseResult[]): string {
  const milliseconds = (value: number) => (value < 1 ? '<1 ms' : `${value.toFixed(0)} ms`);
  const perSecond = (value: number) => value.toFixed(0);
  const rows = databases.flatMap(({ database, results }) =>
    (results ?? []).map(({ call, bytes, shop, bare }) => [
      database,
      call,
      kilobytes(bytes),
      perSecond(shop.requestsPerSecond), milliseconds(shop.p50), milliseconds(shop.p99),
      perSecond(bare.requestsPerSecond), milliseconds(bare.p50), milliseconds(bare.p99),
      `${((100 * shop.requestsPerSecond) / bare.requestsPerSecond).toFixed(1)} %`,
      `${shop.requests} / ${shop.failed} / ${shop.refused}`,
    ]),
  );
  return markdownTable(
    ['Database', 'Call', 'Answer', 'Shop req/s', 'Shop p50', 'Shop p99', 'Bare req/s', 'Bare p50', 'Bare p99', 'Shop / bare req/s', 'Shop requests / failed / refused'],
    rows,
    [2, 3, 4, 5, 6, 7, 8, 9],
  );
}

function pageTable(pages: PageResult[]): string {
  const milliseconds = (value: number) => (Number.isNaN(value) ? 'not recorded' : `${value.toFixed(0)} ms`);
  const rows = pages.map(({ page, network, runs, median }) => [
    page,
    network,
    milliseconds(median.firstContentfulPaint),
    milliseconds(median.largestContentfulPaint),
    milliseconds(median.totalBlockingTime),
    milliseconds(median.longTaskTime),
    kilobytes(median.bytesTransferred),
    String(median.requests),
    runs.map((run) => milliseconds(run.largestContentfulPaint)).join(', '),
  ]);
  return markdownTable(['Page', 'Network', 'FCP', 'LCP', 'Total blocking time', 'All long tasks', 'Transferred', 'Requests', 'LCP of each run'], rows, [2, 3, 4, 5, 6, 7]);
}

function firstTapTable(taps: FirstTapResult[]): string {
  const milliseconds = (value: number) => `${value.toFixed(0)} ms`;
  const rows = taps.map(({ page, runs, median }) => [
    page,
    milliseconds(median.addShownAt),
    milliseconds(median.firstTapAt),
    milliseconds(median.tookEffectAt),
    median.taps.toFixed(0),
    kilobytes(median.bytesBeforeEffect),
    runs.map((run) => `${milliseconds(run.tookEffectAt)} (${run.taps})`).join(', '),
  ]);
  return markdownTable(['Page', 'Add on the page', 'First tap', 'A tap takes effect', 'Taps', 'Transferred until then', 'Each run (taps)'], rows, [1, 2, 3, 4, 5]);
}

const watchdog = setTimeout(() => {
  console.error(`npm run bench: still running after ${WHOLE_RUN_LIMIT_MS / 60_000} minutes; stopping (its servers stop with it).`);
  process.exit(1);
}, WHOLE_RUN_LIMIT_MS);
const machine = describeMachine();
log(`Machine: ${machine}`);
const startedAt = new Date();
const command = `npx tsx scripts/bench.ts${[...flags].map((flag) => ` ${flag}`).join('')}`;
const databases = runApi ? [await onEmbeddedDatabase(), ...(await onPostgres())] : [];
if (runPages) log('Page load in Chromium:');
const { loads: pages, firstTaps } = runPages ? await benchmarkPageLoad(log) : { loads: [], firstTaps: [] };
clearTimeout(watchdog);

if (runApi) {
  const api = apiTable(databases);
  const notes = databases.map((database) => database.note).filter(Boolean).join('\n');
  console.log(`\nMachine: ${machine}\n\n${api}\n${notes ? `\n${notes}\n` : ''}`);
  const baseline = flags.has('--baseline');
  writeSection(baseline ? 'bench-baseline' : 'bench', `## ${baseline ? 'Baseline: API throughput of an earlier commit' : 'API throughput'} (\`npm run bench\`)

Machine: ${machine}.
Measured ${startedAt.toISOString()} by \`${command}\`${baseline ? ` at commit ${gitCommit()}` : ''}.

### API, shop next to a bare node:http server

autocannon, ${LOAD.connections} connections, ${LOAD.seconds} s per measurement after a ${LOAD.warmUpSeconds} s warm-up, on loopback. The shop
runs in a child process (scripts/bench/shopServer.ts) exactly as server/main.ts starts it (same database
opening, seed, app, logging at warn), except that the per-address limit of API requests per minute is
raised (the \`API_REQUESTS_PER_MINUTE\` setting, given to buildApp as \`requestsPerMinute\`): the one
benchmark client would be refused after 600 requests. The rate-limit plugin still runs on every request.
The WORKERS=${WORKERS} row runs ${WORKERS} such processes on one port (node:cluster, as \`WORKERS=${WORKERS}\` runs server/main.ts),
counting the limit in Redis (or in the database without Redis) as several processes must; the one-process rows count it in memory.
The bare server (scripts/bench/bareServer.ts), another child process, answers each path with the status,
headers and body the shop answered once in the same run. getOrders is read by a customer with
${ORDERS_OF_READER} orders; every createOrder places a new order (its own Idempotency-Key). "Failed"
counts non-2xx answers, errors and timeouts; "refused" counts 2xx answers whose code is not "200".
Latencies are autocannon's p50 and p99, which it records in whole milliseconds. The ratio (shop req/s over bare req/s, same run)
is the figure to compare between runs.

${api}
${notes ? `\n${notes}\n` : ''}`);
}

if (runPages) {
  const pageLoad = pageTable(pages);
  const firstTap = firstTapTable(firstTaps);
  console.log(`\nMachine: ${machine}\n\n${pageLoad}\n\n${firstTap}`);
  writeSection('bench-pages', `## Page load in Chromium (\`npm run bench\`)

Machine: ${machine}.
Measured ${startedAt.toISOString()} by \`${command}\`.

Debian's Chromium (headless) through playwright-core, a ${MOBILE.viewport.width}x${MOBILE.viewport.height} mobile viewport, CPU slowed
${THROTTLING.cpuSlowdown}x (Emulation.setCPUThrottlingRate) and the network at ${THROTTLING.latencyMs} ms latency,
${THROTTLING.downloadBitsPerSecond / 1e6} Mbit/s down and ${THROTTLING.uploadBitsPerSecond / 1e3} kbit/s up (Network.emulateNetworkConditions),
the built storefront on a fresh embedded database, a fresh browser context each run (nothing cached).
The slow 3G rows: Chrome DevTools' Slow 3G (${SLOW_3G.latencyMs} ms latency, ${SLOW_3G.downloadBitsPerSecond / 1e3} kbit/s each way), the same CPU slowdown.
Median of ${RUNS_PER_PAGE} runs per page (${PAGES.join(', ')}). LCP: the last largest-contentful-paint entry; total
blocking time: the part over 50 ms of every long task after first contentful paint, until the network is
idle and one more second has passed; all long tasks: the sum of every long task's duration, before first
contentful paint too (a page rendered in the browser does most of its blocking before its first paint,
where total blocking time does not count it); transferred: the sum of encodedDataLength of every finished
request.

${pageLoad}

### First tap

The same mobile profile, ${RUNS_PER_PAGE} more runs per page, apart from the ones above (a tap ends the page's LCP records).
From the moment the page's first Add button shows (scrolled into view), a tap on it every ${TAP_INTERVAL_MS} ms until the line's
quantity stepper shows. Medians, from the start of navigation: when the first Add was on the page, when the first
tap came (the driver's steps wait for the page's busy main thread as a person's tap would), when a tap took effect
(the app answered it: Add read "Adding...", spec section 4's feedback, which the stepper replaces 500 ms later; a
tap in those 500 ms lands on a disabled button and is not counted), the taps until then, and the bytes of every
response finished by then (Resource Timing's transferSize, the page's own included).

${firstTap}
`);
}
