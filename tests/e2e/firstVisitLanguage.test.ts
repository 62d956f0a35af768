/**
 * Issue 24, point 4: a phone set to Gujarati opens the shop in Gujarati on its first visit (the server's page
 * by Accept-Language, the browser by navigator.languages), with the language switch in the phone's header
 * bar, not only in the menu; a language the customer chose wins on the next visit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openChromium, serverPageHydrated, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { productsTexts as guProducts } from '../../domain/messages/gu/products.ts';
import { LANGUAGE_NAMES } from '../../domain/locale.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop(18677);
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('the phone language on a first visit', () => {
  it('a Gujarati phone at 390 px opens /products in Gujarati, names as shops write them, the switch in sight; English chosen stays', async () => {
    const context = await browser.newContext({ locale: 'gu-IN', viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${shop.url}/products`);
    await serverPageHydrated(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('gu');
    await page.getByRole('heading', { level: 1, name: guProducts.ourProducts }).waitFor();
    await page.getByRole('heading', { name: 'હાફૂસ કેરી', exact: true }).waitFor();
    // The switch is in the bar, visible without opening the menu.
    const languageSwitch = page.locator('header select');
    expect(await languageSwitch.isVisible()).toBe(true);
    expect(await languageSwitch.inputValue()).toBe('gu');

    await languageSwitch.selectOption('en');
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');
    await page.reload();
    await serverPageHydrated(page);
    expect(await page.evaluate(() => document.documentElement.lang)).toBe('en');
    expect(await page.locator('header select option:checked').textContent()).toBe(LANGUAGE_NAMES.en);
    await context.close();
  });
});
