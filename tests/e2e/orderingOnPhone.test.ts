/**
 * Issue 13 as a Rajkot customer lives it, in Chromium on a 390x844 phone against the real server, with the
 * browser's clock set (the delivery promise is the storefront's rule on the shop's schedule): before the day's
 * cut-off the customer checks a pin code, adds two 5 Litre tubs and goes to the cart from the products bar,
 * sees what they save and that the order arrives today, picks UPI on delivery, orders, opens the order and
 * finds the shop's UPI id and QR code, and orders it again; after the cut-off the cart says tomorrow.
 * E2E_SHOTS=<folder> keeps a screenshot of each step.
 */
import { mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { deliveryCheckTexts } from '../../domain/messages/deliveryCheck.ts';
import { orderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { orderPaymentTexts } from '../../domain/messages/orderPayment.ts';
import { paymentTexts } from '../../domain/messages/payment.ts';
import { productsTexts } from '../../domain/messages/products.ts';
import { reorderTexts } from '../../domain/messages/reorder.ts';
import { formatAmount } from '../../domain/money.ts';
import { DEFAULT_UPI_SETTINGS } from '../../domain/upi.ts';
import { seriousViolations } from '../../scripts/browser/axe.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { postApi } from '../../scripts/browser/shopApi.ts';

const PHONE = { width: 390, height: 844 };
const CUSTOMER = { name: 'Jignesh Vora', phone: '9824012345', email: 'jignesh.vora@example.com', password: 'rajbhog-5-litre' };
/** 12:00 and 21:30 in Rajkot: before and after the default cut-off (21:00). */
const NOON = new Date('2026-11-24T12:00:00+05:30');
const AFTER_CUT_OFF = new Date('2026-11-24T21:30:00+05:30');

let shop: RunningShop;
let browser: Browser;
let context: BrowserContext;
let page: Page;
let tub: { mrp: number; price: number };
let step = 0;

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });
const toast = (text: string) => page.getByRole('region', { name: /notifications/i }).getByText(text, { exact: true }).first();
const card = (name: string) => page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const withinScreen = async (locator: Locator) => {
  const box = await locator.boundingBox();
  return box !== null && box.y >= 0 && box.y + box.height <= PHONE.height;
};
/** Whether what is at the button's left, middle and right (its vertical centre) is the button: nothing shows over it. */
const uncovered = (locator: Locator) =>
  locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return [0.1, 0.5, 0.9].every((at) => element.contains(document.elementFromPoint(box.x + box.width * at, box.y + box.height / 2)));
  });
async function shot(name: string): Promise<void> {
  const folder = process.env.E2E_SHOTS;
  if (!folder) return;
  mkdirSync(folder, { recursive: true });
  step += 1;
  await page.screenshot({ path: join(folder, `${String(step).padStart(2, '0')}-${name}.png`) });
}

beforeAll(async () => {
  shop = await startShop(8770);
  browser = await openChromium();
  expect((await postApi(shop.url, 'SignUp.php', CUSTOMER)).code).toBe('200');
  const { token } = (await postApi(shop.url, 'Login.php', { userId: CUSTOMER.phone, password: CUSTOMER.password })) as { token: string };
  const address = await postApi(shop.url, 'addAddress.php', { house: '7 Shreeji Park', street: 'Kalawad Road', landmark: 'Big Bazaar', pinCode: '360005', phone: CUSTOMER.phone }, token);
  expect(address.code, JSON.stringify(address)).toBe('200');
  const products = (await postApi(shop.url, 'getProducts.php', {})).Data as { title: string; product_data: { size: string; price: number; mrp: number }[] }[];
  const mango = products.find((product) => product.title === 'Alphonso Mango')!.product_data.find((size) => size.size === '5 Litre')!;
  tub = { mrp: Number(mango.mrp), price: Number(mango.price) };
  context = await browser.newContext({ viewport: PHONE, serviceWorkers: 'block', bypassCSP: true });
  page = await context.newPage();
}, 240_000);

afterAll(async () => {
  await context?.close();
  await browser?.close();
  await shop?.stop();
});

describe('ordering on a phone (issue 13)', () => {
  it('before the cut-off: pin code, two 5 Litre tubs from the products bar, savings, UPI, today\'s promise, the order with its QR code, and Order again', async () => {
    await page.clock.setFixedTime(NOON);
    await page.goto(`${shop.url}/login?returnTo=/products`);
    await page.getByLabel('Email or phone number').fill(CUSTOMER.phone);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/products');

    const check = page.getByRole('region', { name: deliveryCheckTexts.heading });
    await check.getByRole('textbox', { name: deliveryCheckTexts.pinCodeLabel }).fill('360005');
    await check.getByRole('button', { name: deliveryCheckTexts.check }).click();
    await shown(check.getByText('We deliver to 360005 Kalawad Road'));
    await shot('pin-code-checked');

    const mango = card('Alphonso Mango');
    await mango.getByRole('button', { name: /^5 Litre/ }).click();
    await mango.getByRole('button', { name: /^Add / }).click();
    await mango.getByRole('button', { name: /^Increase/ }).click();
    await expect.poll(() => mango.getByRole('group', { name: /^Quantity of/ }).textContent()).toContain('2');
    const bar = page.getByRole('region', { name: productsTexts.cartBar });
    await shown(bar.getByText(productsTexts.cartBarItems(2)));
    expect(await withinScreen(bar.getByRole('link', { name: productsTexts.viewCart }))).toBe(true);
    await shot('products-cart-bar');
    await bar.getByRole('link', { name: productsTexts.viewCart }).click();
    await page.waitForURL('**/cart');

    await shown(page.getByText(cartTexts.youSave(formatAmount('en', 2 * (tub.mrp - tub.price))), { exact: true }));
    await shown(page.getByText(cartTexts.arrivesTodayWithin(60), { exact: true }));
    const placeOrder = page.getByRole('button', { name: 'Place Order' });
    await shown(placeOrder);
    expect(await withinScreen(placeOrder)).toBe(true);
    await page.getByRole('radio', { name: paymentTexts.upi }).check();
    expect(await page.getByRole('radio', { name: paymentTexts.upi }).isChecked()).toBe(true);
    await shown(page.getByText('7 Shreeji Park, Kalawad Road, Rajkot').first());
    await shown(page.getByText(addressTexts.addressLandmarkLine('Big Bazaar')).first());
    expect(await seriousViolations(page)).toEqual([]);
    await shot('cart-upi-today');

    await placeOrder.click();
    await page.waitForURL('**/order-history');
    await shown(toast(cartTexts.orderPlaced));
    const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: 'ORD000001' }) });
    await shown(order);
    await order.getByRole('button', { name: orderHistoryTexts.viewDetails }).click();
    await shown(order.getByText(paymentTexts.upi).first());
    await shown(order.getByText(orderPaymentTexts.payTo(DEFAULT_UPI_SETTINGS.upiId)));
    const qrCode = order.getByRole('img', { name: orderPaymentTexts.qrCodeAlt('ORD000001') });
    await shown(qrCode);
    await expect.poll(() => qrCode.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
    await shot('order-upi-qr-code');

    await order.getByRole('button', { name: orderHistoryTexts.orderAgain }).click();
    await page.waitForURL('**/cart');
    await shown(page.getByText(reorderTexts.reorderAdded(2), { exact: true }).first());
    // A toast on a phone shows at the top: it never covers the cart's Place Order (issue 23's walk, where three did).
    await shown(page.getByRole('button', { name: 'Place Order' }));
    expect(await uncovered(page.getByRole('button', { name: 'Place Order' }))).toBe(true);
    const lines = page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(1);
    expect(await lines.first().getByRole('heading', { level: 3 }).textContent()).toBe('Alphonso Mango');
    await shot('ordered-again');
  });

  it('after the cut-off the cart says the order arrives tomorrow after 10:00 AM, and the order is placed', async () => {
    await page.clock.setFixedTime(AFTER_CUT_OFF);
    await page.goto(`${shop.url}/cart`);
    await shown(page.getByText(cartTexts.arrivesTomorrowAfter('10:00'), { exact: true }));
    expect(await page.getByText(cartTexts.arrivesTodayWithin(60), { exact: true }).count()).toBe(0);
    await shot('cart-after-cut-off');
    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/order-history');
    await shown(toast(cartTexts.orderPlaced));
    await shown(page.getByRole('heading', { level: 2, name: 'ORD000002' }));
    await shot('second-order');
  });
});
