/**
 * Page load of `npm run bench`: the built storefront in Debian's Chromium with a mobile viewport, the
 * CPU slowed 4x and a Slow 4G-like network, every run in a fresh browser context (nothing cached).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser } from 'playwright-core';
import { openChromium } from '../browser/chromium.ts';
import { buildClient } from './buildClient.ts';
import { startServer } from './childProcess.ts';

export const THROTTLING = {
  cpuSlowdown: 4,
  latencyMs: 150,
  downloadBitsPerSecond: 1_600_000,
  uploadBitsPerSecond: 750_000,
} as const;
/**
 * Chrome DevTools' "Slow 3G" preset (2 s round trip, 400 kbit/s each way), with the same 4x slower CPU:
 * the extra rows of the table, what a customer on a weak network waits.
 */
export const SLOW_3G = {
  cpuSlowdown: 4,
  latencyMs: 2000,
  downloadBitsPerSecond: 400_000,
  uploadBitsPerSecond: 400_000,
} as const;
export type Network = typeof THROTTLING | typeof SLOW_3G;
export const NETWORKS = [
  { name: 'mobile', conditions: THROTTLING },
  { name: 'slow 3G', conditions: SLOW_3G },
] as const;
export const PAGES = ['/', '/products'] as const;
export const RUNS_PER_PAGE = 3;
/** A Moto G Power-sized screen, as Lighthouse's mobile profile uses. */
export const MOBILE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true } as const;
const PAGE_TIMEOUT_MS = 60_000;
/** Time after the network goes idle for late paints and long tasks to be reported. */
const SETTLE_MS = 1_000;
const LONG_TASK_BLOCKING_THRESHOLD_MS = 50;

const SHOP_SERVER = new URL('./shopServer.ts', import.meta.url).pathname;

export interface PageLoad {
  firstContentfulPaint: number;
  largestContentfulPaint: number;
  totalBlockingTime: number;
  /** Every long task of the load, before first contentful paint too: a client-rendered page blocks mostly before it. */
  longTaskTime: number;
  bytesTransferred: number;
  requests: number;
}

export interface PageResult {
  page: string;
  /** NETWORKS' name. */
  network: string;
  runs: PageLoad[];
  median: PageLoad;
}

interface PaintRecord {
  largestContentfulPaint: number;
  longTasks: [start: number, duration: number][];
  /** Delivers the entries the observers hold but have not reported yet. */
  flush(): void;
}

/**
 * Runs in the page before its own scripts, so that no entry is missed. A string rather than a function:
 * tsx would wrap the function's inner functions in a helper the page does not have.
 */
const OBSERVE_PAINTS = `{
  const record = { largestContentfulPaint: Number.NaN, longTasks: [] };
  const onPaints = (entries) => { for (const entry of entries) record.largestContentfulPaint = entry.startTime; };
  const onLongTasks = (entries) => { for (const entry of entries) record.longTasks.push([entry.startTime, entry.duration]); };
  const paints = new PerformanceObserver((list) => onPaints(list.getEntries()));
  const longTasks = new PerformanceObserver((list) => onLongTasks(list.getEntries()));
  paints.observe({ type: 'largest-contentful-paint', buffered: true });
  longTasks.observe({ type: 'longtask', buffered: true });
  record.flush = () => { onPaints(paints.takeRecords()); onLongTasks(longTasks.takeRecords()); };
  window.paintRecord = record;
}`;

/** Lighthouse's definition: the part over 50 ms of every long task, counted from first contentful paint. */
function totalBlockingTime(longTasks: readonly [number, number][], firstContentfulPaint: number): number {
  return longTasks.reduce((total, [start, duration]) => {
    const afterPaint = start + duration - Math.max(start, firstContentfulPaint);
    return total + Math.max(0, afterPaint - LONG_TASK_BLOCKING_THRESHOLD_MS);
  }, 0);
}

async function loadOnce(browser: Browser, url: string, network: Network): Promise<PageLoad> {
  const context = await browser.newContext(MOBILE);
  try {
    const page = await context.newPage();
    const devtools = await context.newCDPSession(page);
    let bytesTransferred = 0;
    let requests = 0;
    devtools.on('Network.loadingFinished', (event) => {
      bytesTransferred += event.encodedDataLength;
      requests += 1;
    });
    await devtools.send('Network.enable');
    await devtools.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: network.latencyMs,
      downloadThroughput: network.downloadBitsPerSecond / 8,
      uploadThroughput: network.uploadBitsPerSecond / 8,
    });
    await devtools.send('Emulation.setCPUThrottlingRate', { rate: network.cpuSlowdown });
    await page.addInitScript(OBSERVE_PAINTS);
    await page.goto(url, { waitUntil: 'networkidle', timeout: PAGE_TIMEOUT_MS });
    await page.waitForTimeout(SETTLE_MS);
    const paints = await page.evaluate(() => {
      const record = (window as unknown as { paintRecord: PaintRecord }).paintRecord;
      record.flush();
      return {
        largestContentfulPaint: record.largestContentfulPaint,
        longTasks: record.longTasks,
        firstContentfulPaint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? Number.NaN,
      };
    });
    return {
      firstContentfulPaint: paints.firstContentfulPaint,
      largestContentfulPaint: paints.largestContentfulPaint,
      totalBlockingTime: totalBlockingTime(paints.longTasks, paints.firstContentfulPaint),
      longTaskTime: paints.longTasks.reduce((total, [, duration]) => total + duration, 0),
      bytesTransferred,
      requests,
    };
  } finally {
    await context.close();
  }
}

/** The median of the runs that recorded the figure (NaN when none did). */
function median(values: number[]): number {
  const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
}

/** Builds the storefront, serves it on a fresh embedded database and loads each page RUNS_PER_PAGE times. */
export async function benchmarkPageLoad(log: (line: string) => void): Promise<PageResult[]> {
  log('Building the storefront (vite build into a temporary folder)...');
  const client = await buildClient({ withServer: true });
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-bench-pages-'));
  let shop: Awaited<ReturnType<typeof startServer>> | null = null;
  let browser: Browser | null = null;
  try {
    shop = await startServer(SHOP_SERVER, { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', DATA_DIR: dataDir, CLIENT_DIR: client.outDir });
    browser = await openChromium();
    const results: PageResult[] = [];
    for (const network of NETWORKS) {
      for (const page of PAGES) {
        const runs: PageLoad[] = [];
        for (let run = 1; run <= RUNS_PER_PAGE; run += 1) {
          log(`  ${page} (${network.name}): run ${run} of ${RUNS_PER_PAGE}...`);
          runs.push(await loadOnce(browser, `${shop.url}${page}`, network.conditions));
        }
        const medianOf = (metric: keyof PageLoad) => median(runs.map((load) => load[metric]));
        results.push({
          page,
          network: network.name,
          runs,
          median: {
            firstContentfulPaint: medianOf('firstContentfulPaint'),
            largestContentfulPaint: medianOf('largestContentfulPaint'),
            totalBlockingTime: medianOf('totalBlockingTime'),
            longTaskTime: medianOf('longTaskTime'),
            bytesTransferred: medianOf('bytesTransferred'),
            requests: medianOf('requests'),
          },
        });
      }
    }
    return results;
  } finally {
    await browser?.close();
    await shop?.stop();
    client.remove();
    rmSync(dataDir, { recursive: true, force: true });
  }
}
