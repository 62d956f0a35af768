/**
 * The owner's desk in Chromium (issue 12): the owner signs in at /desk, marks a size out of stock and
 * changes a price (the storefront's product list shows both on its next load), adds a pin code, and
 * downloads the CSV of the day's orders, which holds the order a customer just placed; axe finds no
 * serious or critical violation on any owner screen.
 */
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { indiaDay } from '../../domain/desk/shopRules.ts';
import { deskSections } from '../../domain/desk/sections.ts';
import { displayOrderId } from '../../domain/orders.ts';
import { seriousViolations } from '../../scripts/browser/axe.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { addOwner, signInAtDesk } from '../../scripts/browser/deskOwner.ts';
import { postApi } from '../../scripts/browser/shopApi.ts';

const ownerSections = ['today', 'catalogue', 'deliveryArea', 'settings', 'staff', 'auditLog'] as const;

let shop: RunningShop;
let browser: Browser;
let desk: Page;
let storefront: Page;
let orderId: number;

const api = (path: string, body: unknown, token?: string) => postApi(shop.url, path, body, token);

const mangoCard = (page: Page) => page.locator('article').filter({ has: page.getByRole('heading', { name: 'Alphonso Mango', exact: true }) });

async function openSection(id: (typeof ownerSections)[number]): Promise<void> {
  await desk.getByRole('navigation').getByRole('link', { name: deskSections[id].label, exact: true }).click();
  await desk.getByRole('heading', { level: 1, name: deskSections[id].label }).waitFor();
  await desk.getByRole('status').waitFor({ state: 'detached' });
}

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-desk-owner-'));
  await addOwner(dataDir);
  shop = await startShop(8641, {}, dataDir);
  browser = await openChromium();
  desk = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true, acceptDownloads: true });
  storefront = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();

  const phone = '9812300041';
  const password = 'mango-lassi-7';
  expect((await api('SignUp.php', { name: 'Kiran Mehta', email: 'kiran.desk@example.com', phone, password })).code).toBe('200');
  const { token } = (await api('Login.php', { userId: phone, password })) as { token: string };
  const added = await api('addAddress.php', { address: '9 Yagnik Road', pinCode: '360001' }, token);
  const order = await api('createOrder.php', { addressId: added.addressId, totalAmount: '1450', orderMeta: [{ pid: 1, pMetaId: 2, quantity: 1, amount: '1450' }] }, token);
  expect(order.code).toBe('200');
  orderId = Number(order.orderId);

  await signInAtDesk(desk, shop.url);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('the owner at the desk', () => {
  it('marks a size out of stock, and the storefront shows it out of stock on its next load', async () => {
    await storefront.goto(`${shop.url}/products`, { waitUntil: 'networkidle' });
    await mangoCard(storefront).getByRole('button', { name: '5 Litre', exact: true }).waitFor();

    await openSection('catalogue');
    await desk.getByRole('button', { name: 'Mark out of stock: Alphonso Mango 5 Litre' }).click();
    await desk.getByText('Stock updated').first().waitFor();
    await desk.getByRole('button', { name: 'Mark in stock: Alphonso Mango 5 Litre' }).waitFor();

    await storefront.reload({ waitUntil: 'networkidle' });
    await mangoCard(storefront).getByRole('button', { name: '5 Litre (Out of Stock)' }).waitFor();
  });

  it('refuses a price above the MRP before sending, then saves a new MRP the storefront shows', async () => {
    await openSection('catalogue');
    const price = desk.getByLabel('Price (₹): Alphonso Mango 750 ML');
    const mrp = desk.getByLabel('MRP (₹): Alphonso Mango 750 ML');
    const save = desk.getByRole('button', { name: 'Save price: Alphonso Mango 750 ML' });
    await price.fill('300');
    await desk.getByText('The price (₹300) cannot be above the MRP (₹260)').waitFor();
    expect(await save.isDisabled()).toBe(true);
    await price.fill('249');
    await mrp.fill('275');
    await save.click();
    await desk.getByText('Price updated').first().waitFor();

    await storefront.reload({ waitUntil: 'networkidle' });
    await mangoCard(storefront).getByText('₹275').waitFor();
  });

  it('adds a pin code to the delivery area', async () => {
    await openSection('deliveryArea');
    await desk.getByLabel('Pin code', { exact: true }).fill('360007');
    await desk.getByLabel('Locality', { exact: true }).fill('Raiya Road');
    await desk.getByRole('button', { name: 'Add pin code' }).click();
    await desk.getByRole('rowheader', { name: '360007' }).waitFor();
    const pinCodes = (await (await fetch(`${shop.url}/api/getPinCodes.php`)).json()) as { Data: { pinCode: string }[] };
    expect(pinCodes.Data.map((pin) => String(pin.pinCode))).toContain('360007');
  });

  it("downloads the CSV of the day's orders, holding the customer's order", async () => {
    await openSection('today');
    const today = indiaDay(new Date());
    await desk.getByLabel('From', { exact: true }).fill(today);
    await desk.getByLabel('To', { exact: true }).fill(today);
    const [download] = await Promise.all([desk.waitForEvent('download'), desk.getByRole('button', { name: 'Download CSV' }).click()]);
    const csv = readFileSync((await download.path())!, 'utf8');
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    expect(csv).toContain(displayOrderId(orderId));
    expect(csv).toContain('Alphonso Mango');
  });

  it.each(ownerSections)('the %s screen has no serious or critical violation', async (id) => {
    await openSection(id);
    expect(await seriousViolations(desk)).toEqual([]);
  });
});
