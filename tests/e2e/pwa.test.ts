/**
 * The installable, weak-network friendly storefront (issue 14) in Chromium, on the production build
 * (`npm run build`): the install criteria (manifest and service worker found), browsing /products and the
 * cart offline after one visit, an order placed offline saying the shop cannot be reached, no API answer of
 * a customer's kept by the service worker, and the spec's update prompt once a new build is deployed.
 * The servers run in this process (server/app.ts) on one database, so that a second build can be served
 * on the same address.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { build, type Plugin } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts } from '../../domain/messages/account.ts';
import { messages } from '../../domain/messages/index.ts';
import { webAppTexts } from '../../domain/messages/webApp.ts';
import { webApp } from '../../domain/webApp.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { seedDemoCatalogue } from '../../server/db/seed.ts';
import { CLIENT_DIR, UPLOADS_DIR } from '../../server/main.ts';
import { openChromium, openChromiumProfile } from '../../scripts/browser/chromium.ts';

const PORT = 8590;
const UPDATE_PORT = 8591;

let database: Database;
let browser: Browser;
let shop: FastifyInstance;
const url = `http://127.0.0.1:${PORT}`;

async function serve(clientDir: string, port: number): Promise<FastifyInstance> {
  const app = await buildApp({ db: database.db, listen: database.listen, orderRule: 'A', clientDir, uploadsDir: UPLOADS_DIR, logger: false });
  await app.listen({ port, host: '127.0.0.1' });
  return app;
}

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await seedDemoCatalogue(database.db);
  shop = await serve(CLIENT_DIR, PORT);
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await database?.close();
});

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 15_000 });
const card = (page: Page, name: string) => page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });

/** Resolves once the page's service worker is active (it registers once the browser is idle after the first paint). */
const workerReady = (page: Page) =>
  page.evaluate(async () => (await navigator.serviceWorker.ready).active?.scriptURL ?? null);

/** The width and height a PNG's header states. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

async function addToCart(page: Page, name: string, size: string): Promise<void> {
  const product = card(page, name);
  await product.getByRole('button', { name: new RegExp(`^${size}`) }).click();
  await product.getByRole('button', { name: `Add ${name} ${size}` }).click();
  await shown(product.getByRole('group', { name: `Quantity of ${name} ${size}` }));
}

/** Every API address any of the page's caches holds. */
const cachedApiAddresses = (page: Page) =>
  page.evaluate(async () => {
    const found: string[] = [];
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) if (new URL(request.url).pathname.startsWith('/api/')) found.push(new URL(request.url).pathname);
    }
    return found.sort();
  });

describe('the storefront as an installable app', () => {
  it('meets the install criteria: a manifest with the shop name, theme colour and icons, and a service worker', async () => {
    // A profile of its own: Chromium installs no app from an incognito window, which every newContext is.
    const profile = mkdtempSync(join(tmpdir(), 'pwa-profile-'));
    const context = await openChromiumProfile(profile);
    const page = await context.newPage();
    await page.goto(url);
    expect(await workerReady(page)).toBe(`${url}/sw.js`);

    const manifestUrl = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(manifestUrl).toBeTruthy();
    const manifest = (await (await fetch(new URL(manifestUrl!, url))).json()) as {
      name: string; short_name: string; start_url: string; display: string; theme_color: string;
      icons: { src: string; sizes: string; type: string; purpose: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Rajkot Scoops', short_name: webApp.shortName, start_url: '/', display: 'standalone', theme_color: webApp.themeColour });
    expect(await page.locator('meta[name="theme-color"]').getAttribute('content')).toBe(manifest.theme_color);
    const icons = new Map(manifest.icons.map((icon) => [`${icon.sizes} ${icon.purpose}`, icon.src]));
    const appleTouch = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
    for (const [key, src, side] of [
      ['192x192 any', icons.get('192x192 any'), 192],
      ['512x512 any', icons.get('512x512 any'), 512],
      ['512x512 maskable', icons.get('512x512 maskable'), 512],
      ['apple-touch-icon', appleTouch, 180],
    ] as const) {
      expect(src, key).toBeTruthy();
      const response = await fetch(new URL(src!, url));
      expect(response.headers.get('content-type'), key).toBe('image/png');
      expect(pngSize(Buffer.from(await response.arrayBuffer())), key).toEqual({ width: side, height: side });
    }

    // Chromium's own verdict: no installability error (manifest, icons, service worker, start URL).
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors' as never)) as { installabilityErrors: { errorId: string }[] };
    expect(installabilityErrors).toEqual([]);
    const sw = await fetch(`${url}/sw.js`);
    expect(sw.headers.get('cache-control')).toBe('no-cache');
    // Sent compressed (the build's copies, written after vite-plugin-pwa wrote the worker), as Chromium registered it above.
    expect(sw.headers.get('content-encoding')).toMatch(/^(br|gzip)$/);
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  });

  it('after one visit to /products, browses the products and fills the cart offline', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${url}/products`);
    await expect.poll(() => page.locator('article').count()).toBeGreaterThan(20);
    await workerReady(page);

    await context.setOffline(true);
    await page.reload();
    await shown(page.getByRole('heading', { level: 1, name: 'Our Products' }));
    await expect.poll(() => page.locator('article').count()).toBeGreaterThan(20);
    await addToCart(page, 'Alphonso Mango', '750 ML');
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    await shown(page.getByRole('region', { name: 'Items in your cart' }).getByText('Alphonso Mango'));

    // A page never opened online: the shell answers, and the app routes to it.
    await page.goto(`${url}/sitemap`);
    await shown(page.getByRole('heading', { level: 1, name: 'Sitemap' }));
    await context.close();
  });

  it('offline, placing an order says the shop cannot be reached, and no customer answer is kept', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    const phone = '9876590001';
    const password = 'kesar-pista-42';
    const post = async (call: string, body: object, token?: string) =>
      (await (
        await fetch(`${url}/api/${call}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
          body: JSON.stringify(body),
        })
      ).json()) as { code: string; token?: string };
    expect((await post('SignUp.php', { name: 'Asha Patel', email: 'asha.pwa@example.com', phone, password })).code).toBe('200');
    const { token } = await post('Login.php', { userId: phone, password });
    expect((await post('addAddress.php', { address: '21 Race Course Road', pinCode: '360005', phone }, token)).code).toBe('200');

    await page.goto(`${url}/login`);
    await workerReady(page);
    await page.getByLabel('Email or phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await shown(page.getByText(accountTexts.loginSuccessful, { exact: true }).first());
    await page.goto(`${url}/products`);
    await addToCart(page, 'Kesar Pista', '5 Litre');
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    await shown(page.getByRole('region', { name: 'Delivery Address' }).getByText('21 Race Course Road', { exact: false }));
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await expect.poll(() => placeOrder.isEnabled()).toBe(true);

    await context.setOffline(true);
    await placeOrder.click();
    await shown(page.getByText(messages.serviceUnavailable, { exact: true }).first());
    await context.setOffline(false);

    // Orders, addresses, the account and the login went to the server only: the caches hold the catalogue alone.
    const kept = await cachedApiAddresses(page);
    expect(kept.length).toBeGreaterThan(0);
    for (const address of kept) expect(address).toMatch(/^\/api\/(getProducts|getConeCandy|getPrivacyPolicy|getTermsCondition)\.php$/);
    await context.close();
  });
});

describe('a new build deployed while the storefront is open', () => {
  const rebuilt = mkdtempSync(join(tmpdir(), 'pwa-rebuild-'));
  const first = mkdtempSync(join(tmpdir(), 'pwa-first-'));
  afterAll(() => {
    rmSync(rebuilt, { recursive: true, force: true });
    rmSync(first, { recursive: true, force: true });
  });

  it('offers the spec\'s prompt, and its button reloads the page into the new version', async () => {
    // The deployed build, and the next one: the same sources with one more line in the entry chunk.
    cpSync(CLIENT_DIR, first, { recursive: true });
    const oneMoreLine: Plugin = { name: 'one-more-line', renderChunk: (code, chunk) => (chunk.isEntry ? `${code}\n/* rebuilt */\n` : null) };
    await build({ configFile: join(import.meta.dirname, '..', '..', 'vite.config.ts'), logLevel: 'error', plugins: [oneMoreLine], build: { outDir: rebuilt, emptyOutDir: true } });
    const entryOf = (dir: string) => /src="(\/assets\/index-[^"]+\.js)"/.exec(readFileSync(join(dir, 'index.html'), 'utf8'))![1]!;
    expect(entryOf(rebuilt)).not.toBe(entryOf(first));

    let app = await serve(first, UPDATE_PORT);
    let context: BrowserContext | undefined;
    try {
      context = await browser.newContext();
      const page = await context.newPage();
      const address = `http://127.0.0.1:${UPDATE_PORT}`;
      await page.goto(`${address}/products`);
      await workerReady(page);
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
      const prompt = page.getByText(webAppTexts.newVersionAvailable, { exact: true });
      expect(await prompt.count()).toBe(0);

      await app.close();
      app = await serve(rebuilt, UPDATE_PORT);
      // What the open page does every hour: ask whether sw.js changed.
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())!.update());
      await shown(prompt);
      await Promise.all([page.waitForEvent('load'), page.getByRole('button', { name: webAppTexts.upgradeNow }).click()]);

      await shown(page.getByRole('heading', { level: 1, name: 'Our Products' }));
      expect(await page.locator('script[type="module"]').first().getAttribute('src')).toBe(entryOf(rebuilt));
      expect(await prompt.count()).toBe(0);
      // The new worker controls the page and keeps the new build's entry.
      const precached = await page.evaluate(async () => {
        const names = await caches.keys();
        const urls: string[] = [];
        for (const name of names.filter((cache) => cache.includes('precache'))) for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
        return urls;
      });
      expect(precached).toContain(entryOf(rebuilt));
      expect(precached).not.toContain(entryOf(first));
      expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting === null)).toBe(true);
    } finally {
      await context?.close();
      await app.close();
    }
  });
});
