/**
 * Issue 13, part 3 in Chromium on a 390x844 phone screen: a visitor checks a pin code on /products before
 * signing up and sees its locality from the server, checks one outside the area and is told so with the
 * areas served; the page has no serious or critical axe violation in that state; the cart shows the
 * checked pin code again, also after a reload.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../../scripts/browser/axe.ts';
import { openChromium, serverPageHydrated, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';


let shop: RunningShop;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  shop = await startShop(8631);
  browser = await openChromium();
  page = await browser.newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('a visitor checks the delivery area on a phone', () => {
  it('360005 is Kalawad Road; 360099 is refused with the areas served; axe finds nothing serious; the cart shows it again, also after a reload', async () => {
    await page.goto(`${shop.url}/products`, { waitUntil: 'load' });
    await serverPageHydrated(page);
    const check = page.getByRole('region', { name: 'Do we deliver to you?' });
    const pin = check.getByRole('textbox', { name: 'Your pin code' });
    await pin.fill('360005');
    await check.getByRole('button', { name: 'Check' }).click();
    await check.getByText('We deliver to 360005 Kalawad Road').waitFor();

    await pin.fill('360099');
    await pin.press('Enter');
    await check.getByText('Sorry, we do not deliver to 360099 yet').waitFor();
    expect(await check.getByText(/^We deliver to/).count()).toBe(0);
    await check.getByText('See the 13 areas we deliver to').click();
    await check.getByRole('listitem').filter({ hasText: '360005 Kalawad Road' }).waitFor();
    expect(await check.getByRole('listitem').count()).toBe(13);
    const box = await check.boundingBox();
    expect(box!.width).toBeLessThanOrEqual(390);
    expect(await seriousViolations(page)).toEqual([]);

    // To the cart through the phone's menu: the app keeps running, and with it the check.
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Cart' }).click();
    await page.waitForURL('**/cart');
    const again = page.getByRole('region', { name: 'Do we deliver to you?' });
    await again.getByText('Sorry, we do not deliver to 360099 yet').waitFor();
    expect(await again.getByRole('textbox', { name: 'Your pin code' }).inputValue()).toBe('360099');

    // A reload in the same browser session checks the kept pin code again.
    await page.reload({ waitUntil: 'load' });
    await page.getByRole('region', { name: 'Do we deliver to you?' }).getByText('Sorry, we do not deliver to 360099 yet').waitFor();
  });
});
