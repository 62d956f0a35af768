/**
 * Starts the built storefront (`npm run build` first) on a fresh embedded database and opens Debian's
 * Chromium through playwright-core; never a downloaded browser.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--no-first-run',
];

export interface RunningShop {
  url: string;
  stop(): Promise<void>;
}

/**
 * The e2e project's global setup (tests/e2e/dataDirTemplate.ts) names here an embedded database that is
 * already created, migrated and seeded: an empty data folder starts as a copy of it, which skips the
 * database's creation (about half of a shop's start).
 */
export const DATA_DIR_TEMPLATE = 'SHOP_DATA_DIR_TEMPLATE';

/** An empty data folder becomes a copy of the template, when the run has one; a folder with a database is left as it is. */
export function startFromTemplate(dataDir: string): void {
  const template = process.env[DATA_DIR_TEMPLATE];
  if (template && readdirSync(dataDir).length === 0) cpSync(template, dataDir, { recursive: true });
}

/** `dataDir`: the embedded database's folder (default: a fresh one), e.g. to start the shop again on it. */
export async function startShop(port: number, env: Record<string, string> = {}, dataDir = mkdtempSync(join(tmpdir(), 'shop-e2e-'))): Promise<RunningShop> {
  startFromTemplate(dataDir);
  // node with tsx's loader, as the stress tests start it: npx and tsx's own launcher would add two node processes to each start.
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: 'inherit',
    detached: true,
  });
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 240; attempt += 1) {
    const ready = await fetch(`${url}/api/health`).then((response) => response.ok, () => false);
    if (ready) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      if (child.pid) process.kill(-child.pid, 'SIGTERM');
      await exited;
      // The whole group (a server started with WORKERS has workers under it), so that DATA_DIR is free again.
      while (child.pid && groupAlive(child.pid)) await new Promise((resolve) => setTimeout(resolve, 50));
    },
  };
}

function groupAlive(groupId: number): boolean {
  try {
    process.kill(-groupId, 0);
    return true;
  } catch {
    return false;
  }
}

export function openChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/** Chromium with a profile kept in `userDataDir`: not incognito, as a browser that installs apps must be. */
export function openChromiumProfile(userDataDir: string): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, { executablePath: CHROMIUM, args: CHROMIUM_ARGS, headless: true });
}

/**
 * Opens a screen and waits until it shows its content. A logged-in customer's page keeps the live order
 * stream open, so the network never goes idle: wait for the screen's heading and for its loading texts
 * to be gone instead.
 */
export async function openScreen(page: Page, url: string): Promise<void> {
  await page.goto(url, { waitUntil: 'load' });
  await page.getByRole('heading', { level: 1 }).first().waitFor();
  await page.waitForFunction(() => !/Loading/.test(document.querySelector('main')?.textContent ?? ''));
}

/** React has taken over the screen the server rendered (its elements carry React's fibers): a click now reaches the machines. */
export async function serverPageHydrated(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const element = document.querySelector('main h1, main h2');
    return element !== null && Object.keys(element).some((key) => key.startsWith('__reactFiber$'));
  });
}
