/**
 * The password field's Show / Hide button in Chromium on phone widths (320 to 430 px) in English, Gujarati
 * and Hindi: it stays inside its field (and so inside the card) and the page never scrolls sideways, with
 * the password shown or hidden. It once stuck out past the field and the card at 390 px.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { accountTexts } from '../../domain/messages/account.ts';
import { accountTexts as guAccountTexts } from '../../domain/messages/gu/account.ts';
import { accountTexts as hiAccountTexts } from '../../domain/messages/hi/account.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop(8872);
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** How far (px) each password toggle of the page reaches past its field, and whether the page scrolls sideways. */
function overflow(page: Page) {
  return page.evaluate(() => {
    const toggles = [...document.querySelectorAll('main button[aria-pressed]')];
    return {
      past: toggles.map((toggle) => {
        const field = toggle.parentElement!.parentElement!.getBoundingClientRect();
        return Math.max(0, Math.round(toggle.getBoundingClientRect().right - field.right));
      }),
      sideways: document.documentElement.scrollWidth > document.documentElement.clientWidth,
    };
  });
}

describe.each([
  { language: 'en', texts: accountTexts },
  { language: 'gu', texts: guAccountTexts },
  { language: 'hi', texts: hiAccountTexts },
] as const)('the password fields in $language', ({ language, texts }) => {
  it.each([320, 390, 430])('stay inside their field at %i px, shown and hidden', async (width) => {
    const context = await browser.newContext({ viewport: { width, height: 844 }, serviceWorkers: 'block' });
    try {
      const page = await context.newPage();
      await page.addInitScript((code) => localStorage.setItem('language', code), language);
      for (const route of ['/login', '/register']) {
        await page.goto(`${shop.url}${route}`, { waitUntil: 'load' });
        await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe(language);
        const show = page.locator('main button[aria-pressed]').first();
        await expect.poll(() => show.textContent()).toBe(texts.showPassword);
        await page.evaluate(() => document.fonts.ready.then(() => undefined));
        const count = await page.locator('main button[aria-pressed]').count();
        expect(await overflow(page)).toEqual({ past: Array.from({ length: count }, () => 0), sideways: false });

        await show.click();
        await expect.poll(() => show.textContent()).toBe(texts.hidePassword);
        expect(await overflow(page)).toEqual({ past: Array.from({ length: count }, () => 0), sideways: false });
      }
    } finally {
      await context.close();
    }
  });
});
