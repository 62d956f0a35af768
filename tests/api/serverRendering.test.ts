/**
 * Issue 14, content in the HTML: `/` and `/products` arrive rendered with the catalogue the database
 * holds (names and prices), the page embeds that catalogue as JSON for the client's catalogue machine,
 * a desk change shows in the next page, and the other routes still come as the empty page. The server's
 * rendering code is built here from src/entry-server.tsx (as `npm run build` builds it into dist/server/).
 * This file changes the catalogue, so it runs on a database of its own.
 */
import { createHash, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { eq } from 'drizzle-orm';
import { build } from 'vite';
import { get as httpGet } from 'node:http';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../domain/contract.ts';
import { deskCalls } from '../../domain/desk/contract.ts';
import { formatAmount } from '../../domain/money.ts';
import { messages } from '../../domain/messages/index.ts';
import { productsTexts } from '../../domain/messages/products.ts';
import { productTexts } from '../../domain/messages/product.ts';
import { PAGE_DATA_ID, type PageData } from '../../domain/pageData.ts';
import { labelTexts } from '../../domain/messages/labels.ts';
import { titleTexts } from '../../domain/messages/titles.ts';
import * as guIndex from '../../domain/messages/gu/index.ts';
import * as guLabels from '../../domain/messages/gu/labels.ts';
import * as guProducts from '../../domain/messages/gu/products.ts';
import * as guTitles from '../../domain/messages/gu/titles.ts';
import * as hiIndex from '../../domain/messages/hi/index.ts';
import * as hiProducts from '../../domain/messages/hi/products.ts';
import * as hiTitles from '../../domain/messages/hi/titles.ts';
import { shopDetails } from '../../domain/shop.ts';
import { deskUsers, products } from '../../server/db/schema.ts';
import { startDeskSession } from '../../server/services/deskSessions.ts';
import { call, expectSuccess, send, startPrivateTestServer, type TestServer } from './harness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The early-taps script and the entry's stylesheet as the build writes them (src/earlyTapsScript.ts; a `</style>` to be kept in). */
const EARLY_TAPS = 'window.earlyTapsInstalled = "</script>";';
const ENTRY_CSS = 'body{margin:0}.note::after{content:"</style>"}';
const PAGE =
  '<!doctype html><html lang="en"><head><script src="/assets/earlyTaps-test.js"></script><meta name="description" content="Rajkot Scoops: ice cream." /><meta name="order-rule" content="A" />' +
  '<title>Rajkot Scoops</title><script type="module" crossorigin src="/assets/index-test.js"></script><link rel="stylesheet" crossorigin href="/assets/index-test.css"></head><body><div id="root"></div></body></html>';
/** The entry's script and stylesheet as the server sends them: the stylesheet inside the page (server/inlinedAssets.ts). */
const ENTRY_TAGS = '<script type="module" crossorigin src="/assets/index-test.js"></script><style>body{margin:0}.note::after{content:"<\\/style>"}</style>';
/** The stylesheets and preloads the server adds to a page (the entry's own are in the built page). */
const added = (html: string) => html.slice(html.indexOf(ENTRY_TAGS) + ENTRY_TAGS.length, html.indexOf('</head>'));
/** What vite's manifest says of the Gujarati font's stylesheet (the build's own names differ). */
const MANIFEST = {
  'node_modules/@fontsource/noto-sans-gujarati/gujarati-400.css': { file: 'assets/gujarati-400-test.css', src: 'node_modules/@fontsource/noto-sans-gujarati/gujarati-400.css' },
  'index.html': { file: 'assets/index-test.js', css: ['assets/index-test.css'], isEntry: true },
  'src/OtherRoutes.tsx': { file: 'assets/OtherRoutes-test.js', src: 'src/OtherRoutes.tsx', imports: ['index.html'] },
  'src/screens/ProductsScreen.tsx': {
    file: 'assets/ProductsScreen-test.js', css: ['assets/ProductsScreen-test.css'], imports: ['index.html', '_WholesaleHint-test.js'],
  },
  '_WholesaleHint-test.js': { file: 'assets/WholesaleHint-test.js', css: ['assets/WholesaleHint-test.css'] },
  'src/screens/ProductScreen.tsx': { file: 'assets/ProductScreen-test.js', css: ['assets/ProductScreen-test.css'], imports: ['index.html'] },
  'src/desk/main.tsx': { file: 'assets/main-test.js', css: ['assets/main-test.css'], src: 'src/desk/main.tsx', imports: ['index.html', '_roles-test.js'] },
  '_roles-test.js': { file: 'assets/roles-test.js' },
};
const preload = (file: string) => `<link rel="modulepreload" crossorigin href="/assets/${file}" />`;
const stylesheet = (file: string) => `<link rel="stylesheet" href="/assets/${file}" />`;
let clientDir: string;
let server: TestServer;
let owner: string;

beforeAll(async () => {
  // Inside node_modules/, so that the built entry finds react and the others as dist/server/ does.
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  clientDir = mkdtempSync(join(cache, 'server-rendering-'));
  writeFileSync(join(clientDir, 'index.html'), PAGE);
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'assets', 'earlyTaps-test.js'), EARLY_TAPS);
  writeFileSync(join(clientDir, 'assets', 'index-test.css'), ENTRY_CSS);
  mkdirSync(join(clientDir, '.vite'));
  writeFileSync(join(clientDir, '.vite', 'manifest.json'), JSON.stringify(MANIFEST));
  await build({ root: ROOT, logLevel: 'silent', build: { ssr: 'src/entry-server.tsx', outDir: join(clientDir, 'server'), emptyOutDir: true } });
  server = await startPrivateTestServer({ clientDir });
  const [row] = await server.database.db
    .insert(deskUsers)
    .values({ email: `owner.${randomUUID()}@example.com`, name: 'Meena Patel', role: 'owner', passwordHash: 'not used here' })
    .returning({ id: deskUsers.id });
  owner = await startDeskSession(server.database.db, row!.id);
}, 120_000);
afterAll(async () => {
  await server?.close();
  if (clientDir) rmSync(clientDir, { recursive: true, force: true });
});

async function page(path: string, cookie?: string, acceptLanguage?: string): Promise<{ status: number; html: string; data: PageData | null; vary: string | null }> {
  const headers = { ...(cookie ? { cookie } : {}), ...(acceptLanguage ? { 'accept-language': acceptLanguage } : {}) };
  const response = await fetch(`${server.url}${path}`, { headers });
  const html = await response.text();
  const script = new RegExp(`<script type="application/json" id="${PAGE_DATA_ID}">([^<]*)</script>`).exec(html);
  return { status: response.status, html, data: script ? (JSON.parse(script[1]!) as PageData) : null, vary: response.headers.get('vary') };
}

const titleOf = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];

/** The app's markup inside <div id="root">. */
const appOf = (html: string) => /<div id="root">([\s\S]*?)<\/div><script type="application\/json"/.exec(html)?.[1] ?? '';

async function lists() {
  const main = expectSuccess('getProducts', await call(server, 'getProducts'));
  const coneCandy = expectSuccess('getConeCandy', await call(server, 'getConeCandy'));
  return { main: calls.getProducts.answer.parse(main).Data, coneCandy: calls.getConeCandy.answer.parse(coneCandy).Data };
}

describe('pages rendered on the server', () => {
  it('/products arrives with every product of the database, its price, and the catalogue embedded as JSON', async () => {
    const { status, html, data } = await page('/products');
    expect(status).toBe(200);
    const catalogue = await lists();
    expect(data).toEqual({ path: '/products', catalogue });
    const app = appOf(html);
    const shown = [...catalogue.main, ...catalogue.coneCandy];
    expect(shown.length).toBeGreaterThan(3);
    for (const product of shown) expect(app).toContain(`>${product.title.replace(/&/g, '&amp;')}</a></h3>`);
    // One price per card (the size shown first), the first product's first size among them.
    expect(app.match(/<article /g)).toHaveLength(shown.length);
    expect(app).toContain(formatAmount('en', catalogue.main[0]!.product_data![0]!.mrp));
    expect(app).toContain(productsTexts.ourProducts);
    // Every screen comes whole: no hidden block waiting for an inline script (the page's CSP runs none).
    expect(app).not.toContain('<script');
    // (React's hidden blocks carry the `hidden` attribute; an aria-hidden decoration is not one.)
    expect(app).not.toMatch(/<[^>]*\shidden(?=[\s=>])/);
  });

  it.each([['br', 'br'], ['gzip', 'gzip'], ['gzip;q=0, br', 'br'], ['identity', null]] as const)(
    'the page comes compressed as Accept-Encoding %s asks (issue 28): %s, the same page',
    async (accept, encoding) => {
      const plain = await fetch(`${server.url}/products`, { headers: { 'accept-encoding': 'identity' } });
      const raw = Buffer.from(await plain.arrayBuffer());
      const response = await new Promise<{ encoding: string | undefined; vary: string | undefined; body: Buffer }>((resolve, reject) => {
        httpGet(`${server.url}/products`, { headers: { 'accept-encoding': accept } }, (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('end', () => resolve({ encoding: answer.headers['content-encoding'], vary: answer.headers.vary, body: Buffer.concat(chunks) }));
        }).on('error', reject);
      });
      expect(response.encoding).toBe(encoding ?? undefined);
      expect(response.vary).toContain('Accept-Encoding');
      const decoded = encoding === 'br' ? brotliDecompressSync(response.body) : encoding === 'gzip' ? gunzipSync(response.body) : response.body;
      expect(decoded.toString('utf8')).toBe(raw.toString('utf8'));
      if (encoding) expect(response.body.length).toBeLessThan(raw.length / 3);
    },
  );

  it('/ arrives with the featured products and the same embedded catalogue', async () => {
    const { status, html, data } = await page('/');
    expect(status).toBe(200);
    const catalogue = await lists();
    expect(data).toEqual({ path: '/', catalogue });
    const app = appOf(html);
    expect(app).toContain(messages.whyChooseUs);
    expect(app).toContain(`>${catalogue.main[0]!.title}</a></h3>`);
    expect(app).toContain(formatAmount('en', catalogue.main[0]!.product_data![0]!.mrp));
  });

  it('a product\'s page (issue 13) arrives with its product, sizes and price, the catalogue embedded; an unknown pid is not rendered', async () => {
    const catalogue = await lists();
    const product = catalogue.coneCandy[0]!;
    const { status, html, data } = await page(`/products/${product.pid}`);
    expect(status).toBe(200);
    expect(data).toEqual({ path: `/products/${product.pid}`, catalogue });
    const app = appOf(html);
    expect(app).toMatch(new RegExp(`<h1[^>]*>${product.title.replace(/&/g, '&amp;')}</h1>`));
    expect(app).toContain(formatAmount('en', product.product_data![0]!.mrp));
    expect(app).toContain(productTexts.sizesAndPrices);
    expect(app).not.toContain('<script');
    const unknown = await page('/products/987654');
    expect(unknown.status).toBe(404);
    expect(unknown.data).toBeNull();
    expect(unknown.html).toContain('<div id="root"></div>');
  });

  it('a desk change shows in the next page', async () => {
    const before = await page('/products');
    const product = before.data!.catalogue.main[0]!;
    const size = product.product_data![0]!;
    const mrp = size.mrp + 111;
    const reply = await send(server, deskCalls.catalogueSetPrice.path, { pid: product.pid, pMetaId: size.id, price: size.price, mrp }, { token: owner, method: 'POST' });
    expect(reply.body.code, reply.text).toBe('200');
    const after = await page('/products');
    expect(appOf(before.html)).not.toContain(formatAmount('en', mrp));
    expect(appOf(after.html)).toContain(formatAmount('en', mrp));
    expect(after.data!.catalogue.main[0]!.product_data![0]!.mrp).toBe(mrp);
    expect((await page('/')).data!.catalogue.main[0]!.product_data![0]!.mrp).toBe(mrp);
  });

  it('the footer shows the opening hours the desk saved, as the page\'s delivery-schedule meta carries them', async () => {
    const before = appOf((await page('/')).html);
    expect(before).toContain(messages.everyDay('10:00 AM to 10:00 PM'));
    const reply = await send(server, deskCalls.settingsSetHours.path, { opensAt: '11:00', closesAt: '23:00', cutOff: '22:00', usualMinutes: 45 }, { token: owner, method: 'POST' });
    expect(reply.body.code, reply.text).toBe('200');
    const { html } = await page('/');
    expect(appOf(html)).toContain(messages.everyDay('11:00 AM to 11:00 PM'));
    expect(appOf(html)).not.toContain(messages.everyDay('10:00 AM to 10:00 PM'));
    expect(html).toContain('<meta name="delivery-schedule" content="11:00,23:00,22:00,45" />');
    expect(html).toContain('<meta name="opening-hours" content="11:00,23:00" />');
    expect(appOf((await page('/products')).html)).toContain(messages.everyDay('11:00 AM to 11:00 PM'));
  });

  it('the embedded JSON cannot close its script: a product named with </script> stays text', async () => {
    const product = (await page('/products')).data!.catalogue.main[0]!;
    const title = `Mango </script><script>alert(1)</script> <!-- Tub`;
    await server.database.db.update(products).set({ title }).where(eq(products.id, Number(product.pid)));
    const reply = await send(server, deskCalls.catalogueSetHidden.path, { pid: product.pid, hidden: false }, { token: owner, method: 'POST' });
    expect(reply.body.code, reply.text).toBe('200');
    const { html, data } = await page('/products');
    expect(data!.catalogue.main[0]!.title).toBe(title);
    expect(html).not.toContain('<script>alert(1)');
    // The early taps', the entry's and the embedded catalogue's, nothing more.
    expect(html.match(/<script/g)).toHaveLength(3);
  });

  it.each(['/cart', '/login', '/nope'])('%s still comes as the empty page the client renders', async (path) => {
    const { html, data } = await page(path);
    expect(html).toContain('<div id="root"></div>');
    expect(data).toBeNull();
  });

  it('vite\'s manifest is not served to browsers', async () => {
    const response = await fetch(`${server.url}/.vite/manifest.json`);
    expect(response.headers.get('content-type')).not.toContain('json');
  });

  it('comes with its render-blocking script and stylesheet inside it, the script allowed by its hash alone (issue 28: no round trip before the first paint)', async () => {
    for (const path of ['/', '/products', '/cart', '/desk/orders']) {
      const response = await fetch(`${server.url}${path}`);
      const html = await response.text();
      expect(html, path).not.toContain('src="/assets/earlyTaps-test.js"');
      expect(html, path).not.toContain('href="/assets/index-test.css"');
      expect(html, path).toContain(ENTRY_TAGS);
      const inline = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1];
      expect(inline, path).toBe('window.earlyTapsInstalled = "<\\/script>";');
      const hash = `'sha256-${createHash('sha256').update(inline!).digest('base64')}'`;
      const scriptSrc = /script-src ([^;]*)/.exec(response.headers.get('content-security-policy') ?? '')?.[1];
      expect(scriptSrc, path).toBe(`'self' ${hash}`);
    }
  });

  it('every page but the home page and the desk preloads the route table (src/OtherRoutes.tsx) beside the entry', async () => {
    for (const path of ['/products', '/products/1', '/cart', '/login', '/no-such-page']) {
      const { html } = await page(path);
      expect(html, path).toContain(preload('OtherRoutes-test.js'));
      expect(html, path).not.toContain(preload('index-test.js'));
    }
    expect(added((await page('/')).html)).toBe('');
    expect((await page('/desk/orders')).html).not.toContain(preload('OtherRoutes-test.js'));
  });

  it("the desk's page preloads the desk's scripts and links its stylesheet, which the entry does not name (scripts/deskPreloads.ts)", async () => {
    for (const path of ['/desk', '/desk/orders']) {
      const { html } = await page(path);
      expect(added(html), path).toBe(stylesheet('main-test.css') + preload('main-test.js') + preload('roles-test.js'));
    }
  });

  it('a rendered screen\'s page links its stylesheets and preloads its scripts, so that its first paint is styled', async () => {
    const products = (await page('/products')).html;
    // After the entry's script and stylesheet, so that the browser asks for those first.
    for (const file of ['ProductsScreen-test.js', 'WholesaleHint-test.js']) expect(added(products)).toContain(preload(file));
    for (const file of ['ProductsScreen-test.css', 'WholesaleHint-test.css']) expect(added(products)).toContain(stylesheet(file));
    expect(products).not.toContain('ProductScreen-test');
    const product = (await page('/products/1')).html;
    expect(product).toContain(preload('ProductScreen-test.js'));
    expect(product).toContain(stylesheet('ProductScreen-test.css'));
    const cart = (await page('/cart')).html;
    expect(added(cart)).toBe(preload('OtherRoutes-test.js'));
  });

  it('the rendering code is not served to browsers', async () => {
    const response = await fetch(`${server.url}/server/entry-server.js`);
    expect(response.headers.get('content-type')).not.toContain('javascript');
  });
});

describe('pages in the language of the customer\'s cookie (issue 16)', () => {
  const english = (html: string) => new RegExp(`<html lang="en"`).test(html);

  it('/products with shop_language=gu arrives in Gujarati: its texts, <html lang>, title, description and font', async () => {
    const { status, html, vary } = await page('/products', 'theme=dark; shop_language=gu');
    expect(status).toBe(200);
    expect(vary).toMatch(/cookie/i);
    expect(html).toContain('<html lang="gu"');
    expect(titleOf(html)).toBe(`${guTitles.titleTexts.products} | ${shopDetails.name}`);
    expect(html).toContain(`<meta name="description" content="${guTitles.titleTexts.description}" />`);
    expect(html).toContain('<link rel="stylesheet" href="/assets/gujarati-400-test.css" />');
    const app = appOf(html);
    expect(app).toContain(guProducts.productsTexts.ourProducts);
    expect(app).toContain(guLabels.labelTexts.allCategories);
    expect(app).toContain(guLabels.labelTexts.coneCandy);
    // The hours the page carries (an earlier test saved 11:00 to 23:00), in Gujarati's own time style, with no Latin AM/PM (issue 24).
    const [opensAt, closesAt] = /<meta name="opening-hours" content="(\d+):00,(\d+):00" \/>/.exec(html)!.slice(1).map(Number) as [number, number];
    expect(app).toContain(`દરરોજ, સવારે ${opensAt}:00 થી રાત્રે ${closesAt - 12}:00 સુધી`);
    expect(app).not.toContain(productsTexts.ourProducts);
    expect(app).not.toContain(labelTexts.allCategories);
    // The server's own catalogues stay English: its next English page says so.
    expect(appOf((await page('/products')).html)).toContain(productsTexts.ourProducts);
  });

  it('a page the server does not render still comes titled in the language (Hindi /cart)', async () => {
    const { html } = await page('/cart', 'shop_language=hi');
    expect(html).toContain('<html lang="hi"');
    expect(titleOf(html)).toBe(`${hiTitles.titleTexts.cart} | ${shopDetails.name}`);
    expect(html).toContain('<div id="root"></div>');
    expect(html).not.toContain('gujarati-400');
  });

  it.each(['shop_language=fr', 'shop_language=', 'shop_language=GU%3Cscript', 'other=gu'])('with %s the page is English', async (cookie) => {
    const { html } = await page('/products', cookie);
    expect(english(html)).toBe(true);
    expect(titleOf(html)).toBe(`${titleTexts.products} | ${shopDetails.name}`);
    expect(html).toContain('<meta name="description" content="Rajkot Scoops: ice cream." />');
    expect(html).not.toContain('gujarati');
    expect(appOf(html)).toContain(productsTexts.ourProducts);
  });

  it('a first visit from a Gujarati phone (Accept-Language gu, no cookie) comes in Gujarati; a stored choice wins (issue 24)', async () => {
    const first = await page('/products', undefined, 'gu-IN,gu;q=0.9,en-US;q=0.8');
    expect(first.html).toContain('<html lang="gu"');
    expect(appOf(first.html)).toContain(guProducts.productsTexts.ourProducts);
    expect(first.vary).toMatch(/accept-language/i);
    const hindiPhone = await page('/products', undefined, 'mr-IN,hi;q=0.8');
    expect(hindiPhone.html).toContain('<html lang="hi"');
    const chosen = await page('/products', 'shop_language=en', 'gu-IN');
    expect(english(chosen.html)).toBe(true);
    expect((await page('/desk/orders', undefined, 'gu-IN')).html).toContain('<html lang="en"');
  });

  it('the owner\'s desk stays English whatever the cookie says', async () => {
    const { html } = await page('/desk/orders', 'shop_language=gu');
    expect(html).toContain('<html lang="en"');
    expect(titleOf(html)).toBe(`Orders | ${shopDetails.name} desk`);
    // No font stylesheet of Gujarati: the desk's own assets only.
    expect(added(html)).toBe(stylesheet('main-test.css') + preload('main-test.js') + preload('roles-test.js'));
  });

  it('pages asked for at once in different languages each come in their own', async () => {
    const pages = await Promise.all(
      (['gu', 'en', 'hi', 'gu', 'en', 'hi'] as const).map((code, index) => page(index % 2 ? '/' : '/products', `shop_language=${code}`).then((answer) => ({ code, answer }))),
    );
    for (const { code, answer } of pages) {
      expect(answer.html).toContain(`<html lang="${code}"`);
      const heroOrHeading = answer.data!.path === '/' ? ({ en: messages, gu: guIndex.messages, hi: hiIndex.messages })[code].whyChooseUs : ({ en: productsTexts, gu: guProducts.productsTexts, hi: hiProducts.productsTexts })[code].ourProducts;
      expect(appOf(answer.html)).toContain(heroOrHeading);
    }
  });
});
