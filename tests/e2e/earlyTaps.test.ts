/**
 * Issue 28 in Chromium on the production build (`npm run build`): a tap on the server-rendered page before
 * it has hydrated is not lost. The app's scripts are held back until the taps are done, so every tap lands
 * before hydration whatever the machine's speed (more surely than a slowed CPU, which only makes it
 * likely); the tapped button shows it is waiting, and once the scripts run the taps take effect, in order,
 * a button tapped twice counting once, and beside a cart kept from an earlier visit. And the pictures: the
 * list's first loads at once with high priority and the rest lazily, a desk upload in the WebP width its
 * card needs (srcset).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PICTURE_WIDTHS } from '../../domain/images.ts';
import { messages } from '../../domain/messages/index.ts';
import { buildApp } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { deskUsers } from '../../server/db/schema.ts';
import { seedDemoCatalogue } from '../../server/db/seed.ts';
import { CLIENT_DIR, UPLOADS_DIR } from '../../server/main.ts';
import { addProduct } from '../../server/services/deskCatalogue.ts';
import { openChromium, serverPageHydrated } from '../../scripts/browser/chromium.ts';

const PORT = 18644;
const url = `http://127.0.0.1:${PORT}`;
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true };
/** The app's scripts: every built script but the one that holds the taps. */
const APP_SCRIPTS = /\/assets\/(?!earlyTaps-)[^/]+\.js$/;
const PHOTO_CONE = 'Photo Cone';

let database: Database;
let browser: Browser;
let shop: FastifyInstance;

beforeAll(async () => {
  database = await openDatabase({ dataDir: null });
  await seedDemoCatalogue(database.db);
  const [owner] = await database.db
    .insert(deskUsers)
    .values({ email: `owner.${randomUUID()}@example.com`, name: 'Meena Patel', role: 'owner', passwordHash: 'not used here' })
    .returning({ id: deskUsers.id });
  const photo = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#b3261e' } }).png().toBuffer();
  const added = await addProduct(database.db, owner!.id, { title: PHOTO_CONE, type: 'ConeCandy', sizes: [{ size: '6', price: 180, mrp: 200 }] }, photo);
  expect(added.code).toBe('200');
  shop = await buildApp({ db: database.db, listen: database.listen, orderRule: 'A', clientDir: CLIENT_DIR, uploadsDir: UPLOADS_DIR, logger: false });
  await shop.listen({ port: PORT, host: '127.0.0.1' });
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.close();
  await database?.close();
});

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 20_000 });
const card = (page: Page, name: string) => page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cartCount = (page: Page, n: number) => page.getByRole('banner').getByLabel(messages.cartItemCount(n)).filter({ visible: true });
const stepper = (page: Page, item: string) => page.getByRole('group', { name: messages.quantityOf(item) });

/** A phone's page of `path` whose app scripts wait for `release()`: what it shows is the server's page, not yet hydrated. */
async function heldPage(context: BrowserContext, path: string) {
  const page = await context.newPage();
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(APP_SCRIPTS, async (route) => {
    await released;
    await route.continue();
  });
  // Not 'domcontentloaded': the page's module scripts, held here, run before it.
  await page.goto(`${url}${path}`, { waitUntil: 'commit' });
  return { page, release };
}

describe('a tap before the page has hydrated (issue 28)', () => {
  it('on Add: the button shows it waits, and the product is in the cart once the app has hydrated, once for two taps', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const { page, release } = await heldPage(context, '/products');
      const add = card(page, 'Alphonso Mango').getByRole('button', { name: messages.addNamed('Alphonso Mango 750 ML') });
      await shown(add);
      await add.tap();
      await add.tap();
      await expect(add.getAttribute('aria-busy')).resolves.toBe('true');
      release();
      await shown(stepper(page, 'Alphonso Mango 750 ML'));
      await shown(cartCount(page, 1));
      await expect(stepper(page, 'Alphonso Mango 750 ML').getByText('1', { exact: true }).count()).resolves.toBe(1);
    } finally {
      await context.close();
    }
  });

  it('on a size, then Add: both take effect, in order (the 5 Litre tub goes in the cart)', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const { page, release } = await heldPage(context, '/products');
      const mango = card(page, 'Alphonso Mango');
      await shown(mango);
      await mango.getByRole('button', { name: '5 Litre', exact: true }).tap();
      await mango.getByRole('button', { name: /^Add / }).tap();
      release();
      await shown(stepper(page, 'Alphonso Mango 5 Litre'));
      await shown(cartCount(page, 1));
    } finally {
      await context.close();
    }
  });

  it('beside a cart kept from an earlier visit: the kept line stays and the tapped one joins it', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const earlier = await context.newPage();
      await earlier.goto(`${url}/products`, { waitUntil: 'load' });
      await serverPageHydrated(earlier);
      await card(earlier, 'Chocolate Cone').getByRole('button', { name: /^Add / }).tap();
      await shown(cartCount(earlier, 1));
      await earlier.close();

      const { page, release } = await heldPage(context, '/products');
      const add = card(page, 'Alphonso Mango').getByRole('button', { name: /^Add / });
      await shown(add);
      await add.tap();
      release();
      await shown(stepper(page, 'Alphonso Mango 750 ML'));
      await shown(cartCount(page, 2));
    } finally {
      await context.close();
    }
  });
});

describe('pictures (issue 28)', () => {
  it.each(['/products', '/'])('on %s the first card\'s picture loads at once with high priority, the others lazily', async (path) => {
    const context = await browser.newContext({ ...PHONE, javaScriptEnabled: false });
    try {
      const page = await context.newPage();
      await page.goto(`${url}${path}`);
      const pictures = page.locator('article img');
      await expect(pictures.first().getAttribute('fetchpriority')).resolves.toBe('high');
      await expect(pictures.first().getAttribute('loading')).resolves.toBeNull();
      const rest = await pictures.evaluateAll((images) => images.slice(1).map((image) => [image.getAttribute('loading'), image.getAttribute('fetchpriority')]));
      expect(rest.length).toBeGreaterThan(0);
      expect(rest.every(([loading, priority]) => loading === 'lazy' && priority === null)).toBe(true);
    } finally {
      await context.close();
    }
  });

  it('a desk upload comes in the WebP width its card needs on a 3x phone; the demo art as its SVG', async () => {
    const context = await browser.newContext(PHONE);
    try {
      const page = await context.newPage();
      await page.goto(`${url}/products`, { waitUntil: 'load' });
      const picture = card(page, PHOTO_CONE).locator('img');
      await picture.scrollIntoViewIfNeeded();
      await expect.poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
      const srcset = (await picture.getAttribute('srcset')) ?? '';
      expect(srcset.split(', ').map((candidate) => candidate.replace(/^.*\/uploads\/desk\/[0-9a-f-]{36}-/, ''))).toEqual(
        PICTURE_WIDTHS.map((width) => `${width}w.webp ${width}w`),
      );
      await expect(picture.getAttribute('sizes')).resolves.toBe('(min-width: 600px) 260px, 50vw');
      // Half of 390 pixels at 3 device pixels each wants more than 480: the 960 one, a WebP.
      const chosen = await picture.evaluate((image: HTMLImageElement) => image.currentSrc);
      expect(chosen).toMatch(/-960w\.webp$/);
      const response = await fetch(chosen);
      expect(response.headers.get('content-type')).toBe('image/webp');
      // The demo art: one address, whose answer to a browser is the SVG (the Flutter app gets a PNG there).
      const mango = card(page, 'Alphonso Mango').locator('img');
      await expect(mango.getAttribute('srcset')).resolves.toBeNull();
      const art = await fetch(await mango.evaluate((image: HTMLImageElement) => image.currentSrc), { headers: { accept: 'image/avif,image/webp,image/svg+xml,*/*' } });
      expect(art.headers.get('content-type')).toBe('image/svg+xml');
    } finally {
      await context.close();
    }
  });
});
