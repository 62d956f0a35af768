/**
 * Issue 13, part 7 in Chromium: a product's page opened directly (as from a link pasted in WhatsApp) shows
 * the product's picture, description and sizes, the server's HTML carries its link preview (Open Graph
 * tags with the picture's full address), Add to cart counts in the header, Share copies the link where the
 * browser has no share sheet, the page has no serious or critical axe violation, and a product's name on
 * /products leads to its page. An unknown pid is answered 404 and shows "Product not found".
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { productTexts } from '../../domain/messages/product.ts';
import { seriousViolations } from '../../scripts/browser/axe.ts';
import { openChromium, serverPageHydrated, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';

const PORT = 8730;
let shop: RunningShop;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let product: { pid: string; title: string };

beforeAll(async () => {
  shop = await startShop(PORT);
  browser = await openChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
  page = await context.newPage();
  const answer = (await (await fetch(`${shop.url}/api/getProducts.php`)).json()) as { Data: { pid: string; title: string }[] };
  product = answer.Data[0]!;
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const metaOf = (html: string, key: string) => new RegExp(`<meta (?:property|name)="${key}" content="([^"]*)" />`).exec(html)?.[1];

describe('a product page', () => {
  it('the server\'s HTML carries the product\'s link preview, with full addresses', async () => {
    const response = await fetch(`${shop.url}/products/${product.pid}`);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(metaOf(html, 'og:type')).toBe('product');
    expect(metaOf(html, 'og:title')).toBe(product.title);
    // Whole rupees, as the customer's screens show them (the demo prices have no paise).
    expect(metaOf(html, 'og:description')).toMatch(/^From ₹\d[\d,]*\. /);
    expect(metaOf(html, 'og:url')).toBe(`${shop.url}/products/${product.pid}`);
    expect(metaOf(html, 'twitter:card')).toBe('summary_large_image');
    const image = metaOf(html, 'og:image')!;
    expect(image).toMatch(new RegExp(`^${shop.url}/uploads/`));
    // The picture a chat app fetches is there, and a raster one (WhatsApp shows no SVG).
    const picture = await fetch(image);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toMatch(/^image\/(png|jpeg|webp)/);
    // The page comes rendered: the product's name is its heading before any script runs.
    expect(html).toMatch(new RegExp(`<h1[^>]*>${product.title.replace(/&/g, '&amp;')}</h1>`));
  });

  it('opened directly: hydrates without errors; picture, description, sizes; Add counts in the header; Share copies the link; axe finds nothing serious', async () => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    await page.goto(`${shop.url}/products/${product.pid}`, { waitUntil: 'load' });
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await serverPageHydrated(page);
    await expect.poll(() => page.title()).toBe(`${product.title} | Rajkot Scoops`);
    const picture = main.getByRole('img', { name: new RegExp(`^${product.title}, `) });
    await picture.waitFor();
    expect(await picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    expect(await main.getByText(/delivered frozen across Rajkot|kept frozen and delivered across Rajkot/).count()).toBe(1);
    const sizes = main.getByRole('group', { name: `Sizes of ${product.title}` });
    expect(await sizes.getByRole('button').count()).toBeGreaterThan(0);
    await main.getByText(/^From ₹/).waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await main.getByRole('button', { name: new RegExp(`^Add ${product.title} `) }).first().click();
    await page.getByRole('navigation', { name: 'Main' }).getByLabel('1 items in cart').waitFor();

    await main.getByRole('button', { name: productTexts.share }).click();
    await page.getByText(productTexts.linkCopied, { exact: true }).waitFor();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(`${shop.url}/products/${product.pid}`);
    expect(errors).toEqual([]);
  });

  it('a product\'s name on /products leads to its page', async () => {
    await page.goto(`${shop.url}/products`, { waitUntil: 'load' });
    await page.getByRole('main').getByRole('link', { name: product.title, exact: true }).click();
    await page.waitForURL(`**/products/${product.pid}`);
    await page.getByRole('main').getByRole('heading', { level: 1, name: product.title }).waitFor();
  });

  it('an unknown pid is answered 404 and shows Product not found with a way back', async () => {
    const response = await page.goto(`${shop.url}/products/987654`, { waitUntil: 'load' });
    expect(response!.status()).toBe(404);
    const main = page.getByRole('main');
    await main.getByRole('heading', { level: 1, name: productTexts.productNotFound }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await main.getByRole('link', { name: productTexts.allProducts }).click();
    await page.waitForURL('**/products');
  });
});
