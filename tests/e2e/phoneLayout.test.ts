/**
 * Issue 13, part 5 in Chromium on a 390x844 phone screen: the header's cart icon shows the count without
 * opening the menu; /products has a sticky bar with the cart's count and total whose "View cart" opens
 * /cart, and which never hides the last products; on /cart with two lines Place Order is on the first
 * screen, without scrolling; Clear Cart asks first ("Keep my cart" keeps it, "Yes, clear my cart" clears
 * it with the spec's toast); axe finds nothing serious on those screens; the server-rendered /products
 * hydrates without a mismatch while the stored cart brings the bar in.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { cartTexts } from '../../domain/messages/cart.ts';
import { messages } from '../../domain/messages/index.ts';
import { toastTexts } from '../../domain/messages/toasts.ts';
import { productsTexts } from '../../domain/messages/products.ts';
import { seriousViolations } from '../../scripts/browser/axe.ts';
import { openChromium, serverPageHydrated, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';

const PHONE = { width: 390, height: 844 };

let shop: RunningShop;
let browser: Browser;
let context: BrowserContext;
let page: Page;
/** What the browser's console said as an error or warning (React reports a hydration mismatch there). */
const consoleProblems: string[] = [];

beforeAll(async () => {
  shop = await startShop(8720);
  browser = await openChromium();
});

/** A fresh browser (an empty cart); axe's script needs the page's CSP bypassed. */
beforeEach(async () => {
  await context?.close();
  context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', bypassCSP: true });
  page = await context.newPage();
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') consoleProblems.push(message.text());
  });
});
afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.stop();
});

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });
const card = (name: string) => page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
/** The header's cart icon: outside the menu, named by the cart's count. */
const cartIcon = (count: number) => page.getByRole('banner').getByRole('link', { name: messages.cartItemCount(count), exact: true });
const inViewport = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height && box.x >= 0 && box.x + box.width <= PHONE.width;
};

describe('the storefront on a phone', () => {
  it('the header count and the products cart bar, View cart, Place Order on the first screen of /cart, and Clear Cart asking first', async () => {
    await page.goto(`${shop.url}/products`, { waitUntil: 'load' });
    await serverPageHydrated(page);
    await expect.poll(() => page.locator('article').count()).toBeGreaterThan(20);
    await shown(cartIcon(0));
    const bar = page.getByRole('region', { name: productsTexts.cartBar });
    expect(await bar.count()).toBe(0);

    const mango = card('Alphonso Mango');
    await mango.getByRole('button', { name: /^5 Litre/ }).click();
    await mango.getByRole('button', { name: /^Add / }).click();
    await card('Chocolate Cone').getByRole('button', { name: /^Add / }).click();

    // The count is in the header without opening the menu.
    await shown(cartIcon(2));
    expect(await cartIcon(2).textContent()).toBe('2');
    expect(await page.getByRole('navigation', { name: messages.mainNavigation }).isVisible()).toBe(false);
    expect(await inViewport(cartIcon(2))).toBe(true);

    // The bar: on screen at the bottom, with the count and the total.
    await shown(bar);
    expect(await bar.getByText(productsTexts.cartBarItems(2)).isVisible()).toBe(true);
    const barTotal = (await bar.getByText(/^Total ₹/).textContent())!;
    expect(barTotal).toMatch(/^Total ₹[\d,]+$/);
    expect(await inViewport(bar)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // At the end of the list the bar sits below the last product, never over it.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    await expect.poll(async () => {
      const last = await page.locator('article').last().boundingBox();
      const barBox = await bar.boundingBox();
      return last !== null && barBox !== null && last.y + last.height <= barBox.y;
    }).toBe(true);

    await bar.getByRole('link', { name: productsTexts.viewCart }).click();
    await page.waitForURL('**/cart');
    await shown(page.getByRole('heading', { level: 1, name: cartTexts.yourCart }));
    await expect.poll(() => page.locator('main li h3').count()).toBe(2);

    // Place Order is on the first screen, with the total beside it, without scrolling.
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    const placeOrder = page.getByRole('button', { name: cartTexts.placeOrder, exact: true });
    await shown(placeOrder);
    expect(await inViewport(placeOrder)).toBe(true);
    const checkout = page.getByRole('region', { name: cartTexts.checkout });
    expect(await checkout.getByText(barTotal.replace('Total ', '')).isVisible()).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    // Clear Cart asks; keeping the cart keeps both lines.
    await page.getByRole('button', { name: cartTexts.clearCart, exact: true }).click();
    const question = page.getByRole('alertdialog', { name: cartTexts.clearCartQuestion });
    await shown(question);
    expect(await seriousViolations(page)).toEqual([]);
    await question.getByRole('button', { name: cartTexts.keepCart }).click();
    await question.waitFor({ state: 'detached' });
    expect(await page.locator('main li h3').count()).toBe(2);
    expect(await cartIcon(2).count()).toBe(1);

    // Asked again and confirmed, the cart empties with the spec's toast.
    await page.getByRole('button', { name: cartTexts.clearCart, exact: true }).click();
    await question.getByRole('button', { name: cartTexts.clearCartConfirm }).click();
    await shown(page.getByRole('heading', { level: 2, name: cartTexts.cartEmpty }));
    await shown(page.getByText(toastTexts.cartCleared, { exact: true }).first());
    await shown(cartIcon(0));
  });

  it('the server-rendered /products hydrates without a mismatch, and the stored cart brings the bar in', async () => {
    await page.goto(`${shop.url}/products`, { waitUntil: 'load' });
    // The server rendered this page: Add reaches the cart once React has taken it over.
    await serverPageHydrated(page);
    await card('Chocolate Cone').getByRole('button', { name: /^Add / }).click();
    await shown(page.getByRole('region', { name: productsTexts.cartBar }));
    consoleProblems.length = 0;

    await page.reload({ waitUntil: 'load' });
    await shown(page.getByRole('region', { name: productsTexts.cartBar }).getByText(productsTexts.cartBarItems(1)));
    await shown(cartIcon(1));
    expect(consoleProblems.filter((text) => /hydrat|did not match|server rendered/i.test(text))).toEqual([]);
  });
});
