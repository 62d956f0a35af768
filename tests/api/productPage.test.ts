/**
 * Issue 13, part 7: a product's page (`/products/:id`) carries its product's link preview, so that a
 * link pasted into WhatsApp shows the product: the title, Open Graph (title, description with "From ₹…",
 * picture and page as full addresses, type product) and Twitter card tags, escaped so that no product
 * name can break out of them. A pid the catalogue does not have (unknown, or hidden by the shop) is
 * answered 404 with the page, as any unknown path. This file adds products, so it runs on a database of
 * its own.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../domain/contract.ts';
import { productTexts } from '../../domain/messages/product.ts';
import { formatAmount } from '../../domain/money.ts';
import { products, productSizes } from '../../server/db/schema.ts';
import { call, expectSuccess, startPrivateTestServer, type TestServer } from './harness.ts';

const PAGE =
  '<!doctype html><head><meta name="description" content="Rajkot Scoops: ice cream tubs, cones and candy delivered across Rajkot." />' +
  '<meta name="order-rule" content="A" /><title>Rajkot Scoops</title></head><div id="root"></div>';
const TRICKY_TITLE = `Kesar "Pista" <script>alert(1)</script> & 'Badam'`;
let server: TestServer;
let tricky: number;
let hidden: number;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'product-page-'));
  writeFileSync(join(clientDir, 'index.html'), PAGE);
  server = await startPrivateTestServer({ clientDir });
  // Added before the first catalogue answer is kept, so every answer has them.
  const { db } = server.database;
  const [trickyRow, hiddenRow] = await db
    .insert(products)
    .values([
      { title: TRICKY_TITLE, type: 'Classic Flavors', image: 'kesar-pista.png', sortOrder: 900 },
      { title: 'Hidden Mango', type: 'Classic Flavors', image: 'mango.png', sortOrder: 901, hidden: true },
    ])
    .returning({ id: products.id });
  tricky = trickyRow!.id;
  hidden = hiddenRow!.id;
  await db.insert(productSizes).values([
    { productId: tricky, size: '5 Litre', price: 1200, mrp: 1450, sortOrder: 1 },
    { productId: tricky, size: '750 ML', price: 240, mrp: 260, sortOrder: 0 },
    { productId: hidden, size: '750 ML', price: 200, mrp: 220 },
  ]);
}, 60_000);
afterAll(() => server?.close());

async function page(path: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${server.url}${path}`, { headers });
  return { status: response.status, html: await response.text() };
}

/** The content of each meta tag of the page, by its property or name. */
function metaOf(html: string): Map<string, string> {
  const tags = [...html.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)];
  return new Map(tags.map(([, key, content]) => [key!, content!]));
}

const unescape = (text: string) =>
  text.replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

describe('a product page', () => {
  it('carries its product\'s title, description with the lowest price, picture and address as a link preview', async () => {
    const main = calls.getProducts.answer.parse(expectSuccess('getProducts', await call(server, 'getProducts'))).Data;
    const product = main[0]!;
    const { status, html } = await page(`/products/${product.pid}`);
    expect(status).toBe(200);
    expect(html).toContain(`<title>${product.title} | Rajkot Scoops</title>`);
    const meta = metaOf(html);
    const lowest = Math.min(...product.product_data!.filter((size) => size.status === 'In Stock').map((size) => size.mrp || size.price));
    expect(meta.get('og:type')).toBe('product');
    expect(meta.get('og:title')).toBe(product.title);
    expect(unescape(meta.get('og:description')!)).toMatch(new RegExp(`^From ${formatAmount('en', lowest).replace(/[.]/g, '\\.')}\\. `));
    // The catalogue answer's picture, a full address on the server the page was asked from.
    expect(meta.get('og:image')).toBe(product.image);
    expect(meta.get('og:image')).toMatch(new RegExp(`^${server.url}/`));
    expect(meta.get('og:url')).toBe(`${server.url}/products/${product.pid}`);
    expect(meta.get('twitter:card')).toBe('summary_large_image');
    expect(meta.get('twitter:title')).toBe(product.title);
    // The page's description is the preview's too, once.
    expect(meta.get('description')).toBe(meta.get('og:description'));
    expect(html.match(/<meta name="description"/g)).toHaveLength(1);
  });

  it('puts the picture and the page on PUBLIC_URL\'s address when the shop sets one', async () => {
    const clientDir = mkdtempSync(join(tmpdir(), 'product-page-public-'));
    writeFileSync(join(clientDir, 'index.html'), PAGE);
    const shop = await startPrivateTestServer({ clientDir, publicUrl: 'https://scoops.example.in' });
    try {
      const response = await fetch(`${shop.url}/products/1`);
      const meta = metaOf(await response.text());
      expect(response.status).toBe(200);
      expect(meta.get('og:url')).toBe('https://scoops.example.in/products/1');
      expect(meta.get('og:image')).toMatch(/^https:\/\/scoops\.example\.in\/uploads\//);
    } finally {
      await shop.close();
    }
  });

  it('escapes the product\'s name: quotes and <script> stay text in every tag', async () => {
    const { status, html } = await page(`/products/${tricky}`);
    expect(status).toBe(200);
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('"Pista"');
    const meta = metaOf(html);
    expect(unescape(meta.get('og:title')!)).toBe(TRICKY_TITLE);
    expect(unescape(meta.get('twitter:title')!)).toBe(TRICKY_TITLE);
    // The 750 ML size is the cheaper one (MRP 260).
    expect(unescape(meta.get('og:description')!)).toBe(productTexts.previewDescription(formatAmount('en', 260), `Creamy ${TRICKY_TITLE} ice cream, delivered frozen across Rajkot.`));
    expect(unescape(/<title>([^<]*)<\/title>/.exec(html)![1]!)).toBe(`${TRICKY_TITLE} | Rajkot Scoops`);
    // Every tag the preview writes is whole: ten tags of its own, each read back above.
    expect([...metaOf(html).keys()].filter((key) => /^(og|twitter):/.test(key))).toHaveLength(10);
  });

  it.each([
    ['an unknown pid', () => '/products/987654'],
    ['a hidden product', () => `/products/${hidden}`],
    ['a pid that is not a number', () => '/products/mango'],
    ['a pid with a leading zero', () => `/products/0${tricky}`],
  ])('of %s answers 404 with the page and no preview', async (_case, path) => {
    const { status, html } = await page(path());
    expect(status).toBe(404);
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain('<title>Page not found | Rajkot Scoops</title>');
    expect(html).not.toContain('og:');
  });

  it('other pages carry no product preview', async () => {
    for (const path of ['/', '/products', '/cart']) {
      const { status, html } = await page(path);
      expect(status).toBe(200);
      expect(html).not.toContain('og:type');
    }
  });
});
