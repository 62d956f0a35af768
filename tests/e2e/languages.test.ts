/**
 * Issue 16 in Chromium: the header's switch shows the storefront in ગુજરાતી or हिन्दी (its texts, `<html lang>`,
 * the script's Noto font served by the shop, rupee amounts in gu-IN / hi-IN), the choice survives a reload
 * (storage key language), every checked page is axe clean in that language, and English comes back. The
 * choice is mirrored into the language cookie, so a reloaded page arrives from the server in the language
 * (its HTML, its title, what a browser without JavaScript shows) and hydrates without a mismatch.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../../scripts/browser/axe.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { messages } from '../../domain/messages/index.ts';
import { messages as guMessages } from '../../domain/messages/gu/index.ts';
import { messages as hiMessages } from '../../domain/messages/hi/index.ts';
import { productsTexts as guProductsTexts } from '../../domain/messages/gu/products.ts';
import { productsTexts as hiProductsTexts } from '../../domain/messages/hi/products.ts';
import { labelTexts as guLabels } from '../../domain/messages/gu/labels.ts';
import { labelTexts as hiLabels } from '../../domain/messages/hi/labels.ts';
import { titleTexts as guTitles } from '../../domain/messages/gu/titles.ts';
import { titleTexts as hiTitles } from '../../domain/messages/hi/titles.ts';
import { LOCALES } from '../../domain/locale.ts';
import { shopDetails } from '../../domain/shop.ts';

let shop: RunningShop;
let browser: Browser;
let page: Page;
const fontsServed: string[] = [];

beforeAll(async () => {
  shop = await startShop(8750);
  browser = await openChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
  page.on('response', (response) => {
    if (/\.woff2$/.test(response.url()) && response.ok()) fontsServed.push(new URL(response.url()).pathname);
  });
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const htmlLang = () => page.evaluate(() => document.documentElement.lang);
const languageSwitch = () => page.locator('header select');

describe.each([
  { language: 'gu', texts: guMessages, products: guProductsTexts, titles: guTitles, labels: guLabels, font: 'noto-sans-gujarati-gujarati', family: 'Noto Sans Gujarati' },
  { language: 'hi', texts: hiMessages, products: hiProductsTexts, titles: hiTitles, labels: hiLabels, font: 'noto-sans-devanagari-devanagari', family: 'Noto Sans Devanagari' },
] as const)('the storefront in $language', ({ language, texts, products, titles, labels, font, family }) => {
  it('the header switch shows its texts, html lang, its font and amounts in its locale; a reload keeps it', async () => {
    await page.goto(`${shop.url}/products`, { waitUntil: 'networkidle' });
    await page.getByRole('heading', { name: 'Alphonso Mango', exact: true }).waitFor();
    await languageSwitch().selectOption(language);

    await expect.poll(htmlLang).toBe(language);
    await page.getByRole('heading', { level: 1, name: products.ourProducts }).waitFor();
    await page.locator('header').getByRole('link', { name: texts.productsLink, exact: true }).waitFor();
    await expect.poll(() => fontsServed.some((path) => path.includes(font))).toBe(true);
    await expect.poll(() => page.evaluate((name) => document.fonts.check(`16px "${name}"`, 'ક ह'), family)).toBe(true);
    // Amounts: the rupee sign and the locale's Indian grouping, as Intl writes it for this locale, in whole rupees (issue 24).
    const price = await page.locator('article').first().getByText(/₹/).first().textContent();
    const amount = Number(/₹([\d,]+)(?![.\d])/.exec(price ?? '')?.[1]?.replaceAll(',', ''));
    expect(price).toContain(`₹${new Intl.NumberFormat(LOCALES[language]).format(amount)}`);

    await page.reload({ waitUntil: 'networkidle' });
    await expect.poll(htmlLang).toBe(language);
    await page.getByRole('heading', { level: 1, name: products.ourProducts }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe(language);
    await expect.poll(() => languageSwitch().inputValue()).toBe(language);
  });

  it('a reload arrives from the server in this language (before any script runs) and hydrates without a mismatch', async () => {
    const reactErrors: string[] = [];
    const collect = (text: string) => {
      if (/hydrat|Minified React error #4(18|19|23|25)/i.test(text)) reactErrors.push(text);
    };
    page.on('console', (message) => message.type() === 'error' && collect(message.text()));
    page.on('pageerror', (error) => collect(`${error.message}`));
    await page.reload({ waitUntil: 'networkidle' });
    await page.getByRole('heading', { level: 1, name: products.ourProducts }).waitFor();
    expect(await page.title()).toBe(`${titles.products} | ${shopDetails.name}`);
    // The browser kept the choice in the language cookie, which the server renders the page by.
    expect((await page.context().cookies()).find((cookie) => cookie.name === 'shop_language')).toMatchObject({ value: language, sameSite: 'Lax', path: '/' });

    // The server's page itself: its HTML, and what a browser without JavaScript shows of it.
    const served = await (await page.request.get(`${shop.url}/products`)).text();
    expect(served).toContain(`<html lang="${language}"`);
    expect(served).toContain(`<title>${titles.products} | ${shopDetails.name}</title>`);
    expect(served).toContain(products.ourProducts);
    expect(served).toMatch(new RegExp(`<link rel="stylesheet" href="/assets/${font.split('-').at(-1)}-400-[^"]+\\.css" />`));
    const noScript = await browser.newContext({ javaScriptEnabled: false });
    try {
      await noScript.addCookies(await page.context().cookies());
      const still = await noScript.newPage();
      await still.goto(`${shop.url}/`);
      expect(await still.evaluate(() => document.documentElement.lang)).toBe(language);
      expect(await still.title()).toBe(`${titles.home} | ${shopDetails.name}`);
      await still.getByRole('heading', { name: texts.whyChooseUs }).waitFor();
      // The hours in the language's own time style, no Latin AM/PM (issue 24).
      const footer = await still.locator('footer').textContent();
      expect(footer).toContain(texts.everyDay(labels.openingHours(labels.clockTime(10, '00'), labels.clockTime(22, '00'))));
      expect(footer).not.toMatch(/AM|PM/);
    } finally {
      await noScript.close();
    }
    page.removeAllListeners('console');
    page.removeAllListeners('pageerror');
    expect(reactErrors).toEqual([]);
  });

  it.each(['/', '/products', '/cart', '/login', '/register', '/sitemap'])('%s is axe clean in this language', async (route) => {
    await page.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' });
    await expect.poll(htmlLang).toBe(language);
    await page.locator('header').getByRole('link', { name: texts.homeLink, exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('English comes back from the switch', async () => {
    await languageSwitch().selectOption('en');
    await expect.poll(htmlLang).toBe('en');
    await page.locator('header').getByRole('link', { name: messages.productsLink, exact: true }).waitFor();
    expect(await page.evaluate(() => localStorage.getItem('language'))).toBe('en');
    await expect.poll(async () => (await page.context().cookies()).find((cookie) => cookie.name === 'shop_language')?.value).toBe('en');
    expect(await (await page.request.get(`${shop.url}/products`)).text()).toContain('<html lang="en"');
  });
});
