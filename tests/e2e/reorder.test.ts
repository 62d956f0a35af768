/**
 * Order again in Chromium (issue 13, part 8), on a phone screen against the real server: a customer's
 * order of an Alphonso Mango 5 Litre tub and two Kesar Pista 750 ML; the shop marks Kesar Pista 750 ML
 * out of stock at the desk; the customer opens the order history, presses Order again on that order, and
 * lands on the cart holding the tub at today's price, with a toast naming Kesar Pista (750 ML).
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Locator } from 'playwright-core';
import { cartTotals } from '../../domain/cart.ts';
import { deskCalls } from '../../domain/desk/contract.ts';
import { orderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { reorderTexts } from '../../domain/messages/reorder.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { addOwner, DEMO_OWNER } from '../../scripts/browser/deskOwner.ts';

const CUSTOMER = { name: 'Hetal Joshi', phone: '9812300088', email: 'hetal.reorder@example.com', password: 'sitafal-basundi-5' };

let shop: RunningShop;
let browser: Browser;

async function api(path: string, body: unknown, token?: string): Promise<Record<string, unknown>> {
  const response = await fetch(`${shop.url}/api/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  return (await response.json()) as Record<string, unknown>;
}

interface ListedSize { id: number; size: string; price: number; mrp: number }
interface Listed { pid: number; title: string; type: string; product_data: ListedSize[] }

async function listedSize(title: string, size: string): Promise<{ product: Listed; size: ListedSize }> {
  const products = (await api('getProducts.php', {})).Data as Listed[];
  const product = products.find((candidate) => candidate.title === title)!;
  return { product, size: product.product_data.find((candidate) => candidate.size === size)! };
}

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });

let orderId: string;

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-reorder-'));
  await addOwner(dataDir);
  shop = await startShop(8620, {}, dataDir);
  browser = await openChromium();

  // The customer's earlier order, placed as the storefront places one (the server prices it again).
  expect((await api('SignUp.php', CUSTOMER)).code).toBe('200');
  const token = ((await api('Login.php', { userId: CUSTOMER.phone, password: CUSTOMER.password })) as { token: string }).token;
  const address = await api('addAddress.php', { address: '4 Kalawad Road', pinCode: '360005' }, token);
  const tub = await listedSize('Alphonso Mango', '5 Litre');
  const kesar = await listedSize('Kesar Pista', '750 ML');
  const line = (listed: { product: Listed; size: ListedSize }, quantity: number) => ({
    productId: listed.product.pid, category: listed.product.type, size: { ...listed.size, status: 'In Stock' as const }, quantity,
  });
  const totals = cartTotals([line(tub, 1), line(kesar, 2)], 'A');
  const placed = await api('createOrder.php', {
    addressId: address.addressId,
    totalAmount: totals.totalAmount,
    orderMeta: JSON.stringify([
      { pid: tub.product.pid, pMetaId: tub.size.id, quantity: 1, amount: totals.lines[0]!.amount },
      { pid: kesar.product.pid, pMetaId: kesar.size.id, quantity: 2, amount: totals.lines[1]!.amount },
    ]),
  }, token);
  expect(placed.code, JSON.stringify(placed)).toBe('200');
  orderId = `ORD${String(placed.orderId).padStart(6, '0')}`;

  // The shop runs out of Kesar Pista 750 ML: the owner marks it at the desk.
  const owner = (await api(deskCalls.signIn.path, { email: DEMO_OWNER.email, password: DEMO_OWNER.password })) as { token: string };
  const stock = await api(deskCalls.catalogueSetStock.path, { pid: kesar.product.pid, pMetaId: kesar.size.id, inStock: false }, owner.token);
  expect(stock.code, JSON.stringify(stock)).toBe('200');
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('Order again in Chromium', () => {
  it('puts the order back into the cart at today\'s prices, naming the line that is out of stock', async () => {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto(`${shop.url}/login?returnTo=/order-history`);
    await page.getByLabel('Email or phone number').fill(CUSTOMER.phone);
    await page.getByLabel('Password', { exact: true }).fill(CUSTOMER.password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/order-history');

    const order = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2, name: orderId }) });
    await shown(order);
    await order.getByRole('button', { name: orderHistoryTexts.orderAgain }).click();

    await page.waitForURL('**/cart');
    await shown(page.getByText(reorderTexts.reorderAdded(1), { exact: true }).first());
    await shown(page.getByText(reorderTexts.reorderUnavailable(['Kesar Pista (750 ML)']), { exact: true }).first());
    const lines = page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
    await expect.poll(() => lines.count()).toBe(1);
    expect(await lines.first().getByRole('heading', { level: 3 }).textContent()).toBe('Alphonso Mango');
    // One 5 Litre tub (order rule A): the cart can place it again.
    await shown(page.getByRole('button', { name: 'Place Order' }));
    await context.close();
  });
});
