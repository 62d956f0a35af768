/**
 * Issue 14, content in the HTML, in Chromium on the production build (`npm run build`): with JavaScript
 * off, `/products` and `/` show the product cards the server rendered; with JavaScript on, the page
 * hydrates without a hydration error, the catalogue starts from the page (no getProducts call), and the
 * machines drive it from there (adding to the cart works). A cart kept from an earlier visit (storage
 * the server cannot see) hydrates without a mismatch too.
 */
import type { FastifyInstance } from 'fastify';
import type { Browser, ConsoleMessage, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { messages } from '../../domain/messages/index.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { seedDemoCatalogue } from '../../server/db/seed.ts';
import { CLIENT_DIR, UPLOADS_DIR } from '../../server/main.ts';
import { openChromium, serverPageHydrated } from '../../scripts/browser/chromium.ts';

const PORT = 8610;
const url = `http://127.0.0.1:${PORT}`;

let database: Database;
let browser: Browser;
let shop: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await seedDemoCatalogue(database.db);
  shop = await buildApp({ db: database.db, listen: database.listen, orderRule: 'A', clientDir: CLIENT_DIR, uploadsDir: UPLOADS_DIR, logger: false });
  await shop.listen({ port: PORT, host: '127.0.0.1' });
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await database?.close();
});

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 15_000 });
const card = (page: Page, name: string) => page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The header's cart count: the menu's badge on a wide screen, the cart icon on a phone (issue 13), whichever shows. */
const cartCount = (page: Page, n: number) => page.getByRole('banner').getByLabel(messages.cartItemCount(n)).filter({ visible: true });

/** The console's errors and the page's uncaught errors, and the catalogue calls the page made. */
function watch(page: Page) {
  const errors: string[] = [];
  const catalogueCalls: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error' || message.type() === 'warning') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('request', (request) => {
    if (/\/api\/(getProducts|getConeCandy)/.test(request.url())) catalogueCalls.push(request.url());
  });
  return { errors, catalogueCalls };
}

describe('pages rendered on the server', () => {
  it.each(['/products', '/'])('with JavaScript off, %s shows the product cards', async (path) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${url}${path}`);
      await shown(card(page, 'Alphonso Mango'));
      await expect(card(page, 'Alphonso Mango').getByText('₹260').count()).resolves.toBe(1);
      if (path === '/products') {
        await expect(card(page, 'Chocolate Cone').count()).resolves.toBe(1);
        await expect(page.locator('article').count()).resolves.toBeGreaterThan(20);
      }
    } finally {
      await context.close();
    }
  });

  it.each([
    ['/products', 'ProductsScreen'],
    ['/products/1', 'ProductScreen'],
  ])('%s links its screen\'s stylesheet and preloads its script: styled before any script runs', async (path, screen) => {
    const context = await browser.newContext({ javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      const stylesheets: string[] = [];
      page.on('requestfinished', (request) => {
        if (request.resourceType() === 'stylesheet') stylesheets.push(new URL(request.url()).pathname);
      });
      await page.goto(`${url}${path}`, { waitUntil: 'load' });
      expect(stylesheets.some((href) => href.startsWith(`/assets/${screen}-`))).toBe(true);
      await expect(page.locator(`link[rel="modulepreload"][href^="/assets/${screen}-"]`).count()).resolves.toBe(1);
      await expect(page.locator('link[rel="modulepreload"][href^="/assets/OtherRoutes-"]').count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });

  it('with JavaScript on, /products hydrates without errors, starts from the page, and adding to the cart works', async () => {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const seen = watch(page);
      await page.goto(`${url}/products`, { waitUntil: 'load' });
      await serverPageHydrated(page);
      // The machines drive the list the server rendered: the search filters it.
      const all = await page.locator('article').count();
      await page.getByRole('searchbox', { name: 'Search products' }).fill('mango');
      await expect.poll(() => page.locator('article').count()).toBeLessThan(all);
      const names = await page.locator('article h3').allTextContents();
      expect(names.length).toBeGreaterThan(0);
      expect(names.every((name) => /mango/i.test(name))).toBe(true);
      await page.getByRole('searchbox', { name: 'Search products' }).fill('');
      await expect.poll(() => page.locator('article').count()).toBe(all);
      const mango = card(page, 'Alphonso Mango');
      await mango.getByRole('button', { name: /^Add / }).click();
      await shown(cartCount(page, 1));
      expect(seen.catalogueCalls).toEqual([]);
      expect(seen.errors).toEqual([]);

      // Again, with the cart kept in storage, which the server does not see: no mismatch, the count shows.
      await page.reload({ waitUntil: 'load' });
      await serverPageHydrated(page);
      await shown(cartCount(page, 1));
      await shown(card(page, 'Alphonso Mango').getByRole('group', { name: /^Quantity of/ }));
      expect(seen.errors).toEqual([]);
      expect(seen.catalogueCalls).toEqual([]);

      // The home page hydrates too, and moving on to /products (client-side) keeps the catalogue.
      await page.goto(`${url}/`, { waitUntil: 'load' });
      await serverPageHydrated(page);
      await page.getByRole('link', { name: 'Browse Flavors' }).click();
      await shown(page.getByRole('heading', { name: 'Our Products' }));
      await shown(card(page, 'Chocolate Cone'));
      expect(seen.errors).toEqual([]);
      expect(seen.catalogueCalls).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
