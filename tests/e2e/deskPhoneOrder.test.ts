/**
 * Phone orders in Chromium (issue 12, point 4): staff take an order by phone for an existing customer
 * (at a saved address) and for a new one, priced by the server's catalogue; the customer's history
 * holds it; its ticket opens from the link and again from a fresh load of that address (a bookmark);
 * axe finds no serious or critical violation on the phone order screen.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { phoneOrderMessages } from '../../domain/desk/messages.ts';
import { deskSections } from '../../domain/desk/sections.ts';
import { seriousViolations } from '../../scripts/browser/axe.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { addOwner, DEMO_OWNER, signInAtDesk } from '../../scripts/browser/deskOwner.ts';
import { postApi } from '../../scripts/browser/shopApi.ts';

const STAFF = { email: 'nirav@rajkot-scoops.example', name: 'Nirav Kotak', password: 'cone-candy-99' };
const CUSTOMER = { name: 'Kiran Mehta', phone: '9812300052', password: 'mango-lassi-7' };

let shop: RunningShop;
let browser: Browser;
let desk: Page;
let customerToken: string;

const api = (path: string, body: unknown, token?: string) => postApi(shop.url, path, body, token);

async function seriousViolationIds(): Promise<string[]> {
  return (await seriousViolations(desk)).map((violation) => violation.id);
}

async function openPhoneOrder(): Promise<void> {
  await desk.getByRole('navigation').getByRole('link', { name: deskSections.phoneOrder.label, exact: true }).click();
  await desk.getByLabel(phoneOrderMessages.phone).waitFor();
}

async function findCustomer(phone: string): Promise<void> {
  await desk.getByLabel(phoneOrderMessages.phone).fill(phone);
  await desk.getByRole('button', { name: phoneOrderMessages.find }).click();
}

/** One 5-litre tub of Alphonso Mango (order rule A), reviewed; answers the total the review shows. */
async function oneTubReviewed(): Promise<string> {
  await desk.getByRole('button', { name: phoneOrderMessages.more('Alphonso Mango', '5 Litre') }).click();
  await desk.getByText(phoneOrderMessages.orderRuleMet).waitFor();
  await desk.getByRole('button', { name: phoneOrderMessages.review }).click();
  const review = desk.getByRole('region', { name: phoneOrderMessages.reviewTitle });
  await review.waitFor();
  return (await review.locator('p').last().locator('span').last().textContent()) ?? '';
}

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-desk-phone-'));
  await addOwner(dataDir);
  shop = await startShop(8521, {}, dataDir);
  browser = await openChromium();
  desk = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });

  const owner = (await api('desk/signIn', { email: DEMO_OWNER.email, password: DEMO_OWNER.password })) as { token: string };
  expect((await api('desk/staffAdd', STAFF, owner.token)).code).toBe('200');
  expect((await api('SignUp.php', { ...CUSTOMER, email: 'kiran.phone@example.com' })).code).toBe('200');
  customerToken = ((await api('Login.php', { userId: CUSTOMER.phone, password: CUSTOMER.password })) as { token: string }).token;
  expect((await api('addAddress.php', { address: '9 Yagnik Road', pinCode: '360001' }, customerToken)).code).toBe('200');

  await signInAtDesk(desk, shop.url, STAFF);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('phone orders at the desk', () => {
  it("staff take an order for an existing customer at a saved address; it is in the customer's history, and its ticket opens from a bookmark", async () => {
    await openPhoneOrder();
    expect(await desk.title()).toContain(deskSections.phoneOrder.label);
    await findCustomer(CUSTOMER.phone);
    await desk.getByRole('heading', { name: phoneOrderMessages.existingCustomer(CUSTOMER.name, CUSTOMER.phone) }).waitFor();
    expect(await desk.getByLabel('9 Yagnik Road 360001').isChecked()).toBe(true);
    await desk.getByRole('button', { name: phoneOrderMessages.continue }).click();
    const total = await oneTubReviewed();
    await desk.getByRole('button', { name: phoneOrderMessages.place }).click();
    const placed = desk.getByRole('heading', { name: new RegExp(`^Order ORD\\d+ placed for ${CUSTOMER.name}$`) });
    await placed.waitFor();
    const displayId = /ORD\d+/.exec((await placed.textContent()) ?? '')![0];

    const history = (await (await fetch(`${shop.url}/api/getOrders.php`, { headers: { authorization: `Bearer ${customerToken}` } })).json()) as {
      Data: { orderId: number | string; totalAmount: number | string }[];
    };
    const order = history.Data.find((candidate) => Number(candidate.orderId) === Number(displayId.slice(3)));
    expect(order).toBeTruthy();
    expect(total).toContain(Number(order!.totalAmount).toLocaleString('en-IN'));

    await desk.getByRole('link', { name: phoneOrderMessages.openTicket }).click();
    await desk.getByRole('article').getByText(displayId).waitFor();
    // A fresh load of the ticket's address: the inbox has not loaded anything yet.
    await desk.reload();
    await desk.getByRole('article').getByText(displayId).waitFor();
    expect(await desk.getByRole('article').textContent()).toContain('9 Yagnik Road');
    await desk.goBack();
  });

  it('staff add a new customer with a name and an address in the delivery area; no step of the screen has a serious or critical violation', async () => {
    await desk.goto(`${shop.url}${deskSections.phoneOrder.path}`);
    await desk.getByLabel(phoneOrderMessages.phone).waitFor();
    await findCustomer('9812300077');
    await desk.getByRole('heading', { name: phoneOrderMessages.newCustomer('9812300077') }).waitFor();
    await desk.getByLabel(phoneOrderMessages.name).fill('Bhavna Soni');
    await desk.getByLabel(phoneOrderMessages.address).fill('21 Kalawad Road');
    await desk.getByLabel(phoneOrderMessages.pinCode).selectOption('360001');
    expect(await seriousViolationIds()).toEqual([]);
    await desk.getByRole('button', { name: phoneOrderMessages.continue }).click();
    await desk.getByRole('region', { name: phoneOrderMessages.items, exact: true }).waitFor();
    expect(await seriousViolationIds()).toEqual([]);
    await oneTubReviewed();
    expect(await seriousViolationIds()).toEqual([]);
    await desk.getByRole('button', { name: phoneOrderMessages.place }).click();
    await desk.getByRole('heading', { name: /^Order ORD\d+ placed for Bhavna Soni$/ }).waitFor();
  });
});
