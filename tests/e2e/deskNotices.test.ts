/**
 * What the desk hands to the world outside the browser, in Chromium (issue 27, points 6 and 7): Tell on
 * WhatsApp opens wa.me with the customer's mobile and the message in the language the customer ordered in,
 * and the ticket at 58 mm keeps the order's time whole on a line of its own, inside the paper, headed by the
 * shop's name, address and phone as the owner saved them in the shop settings.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { inboxMessages, ownerMessages, ticketMessages } from '../../domain/desk/messages.ts';
import { deskSections, ticketPath } from '../../domain/desk/sections.ts';
import { orderNotice } from '../../domain/desk/whatsApp.ts';
import { LANGUAGE_COOKIE } from '../../domain/languageCookie.ts';
import { displayOrderId } from '../../domain/orders.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { addOwner, signInAtDesk } from '../../scripts/browser/deskOwner.ts';
import { postApi } from '../../scripts/browser/shopApi.ts';

let shop: RunningShop;
let browser: Browser;
let context: BrowserContext;
let desk: Page;
let orderId: number;
const phone = '9812300091';
const customerName = 'Nirali Vyas';
const ONE_TUB = 1450;

const api = (path: string, body: unknown, token?: string) => postApi(shop.url, path, body, token);
const card = () => desk.getByRole('listitem', { name: displayOrderId(orderId), exact: true });

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-desk-notices-'));
  await addOwner(dataDir);
  shop = await startShop(18749, {}, dataDir);
  browser = await openChromium();
  context = await browser.newContext({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  // WhatsApp itself is not reached: the tab it would open is answered here, its address kept.
  await context.route('https://wa.me/**', (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>wa.me</title>' }));
  desk = await context.newPage();
  expect((await api('SignUp.php', { name: customerName, email: 'nirali.notices@example.com', phone, password: 'kesar-pista-9' })).code).toBe('200');
  const { token } = (await api('Login.php', { userId: phone, password: 'kesar-pista-9' })) as { token: string };
  // An address without a phone: the message goes to the account's mobile.
  const { addressId } = await api('addAddress.php', { address: '12 Yagnik Road', pinCode: '360001' }, token);
  // Placed from a storefront shown in Gujarati (its language cookie).
  const response = await fetch(`${shop.url}/api/createOrder.php`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}`, cookie: `${LANGUAGE_COOKIE}=gu` },
    body: JSON.stringify({ addressId, paymentMethod: 'cash', totalAmount: String(ONE_TUB), orderMeta: [{ pid: 1, pMetaId: 2, quantity: 1, amount: String(ONE_TUB) }] }),
  });
  const order = (await response.json()) as Record<string, unknown>;
  expect(order.code, JSON.stringify(order)).toBe('200');
  orderId = Number(order.orderId);
  await signInAtDesk(desk, shop.url);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('Tell on WhatsApp', () => {
  it('has nothing to tell a pending order, then opens wa.me with the mobile and the Gujarati message once accepted', async () => {
    await desk.getByRole('navigation').getByRole('link', { name: deskSections.orders.label, exact: true }).click();
    await card().waitFor();
    expect(await card().getByRole('link', { name: inboxMessages.tellOnWhatsApp }).count()).toBe(0);
    await card().getByRole('button', { name: inboxMessages.actionLabels.accept, exact: true }).click();
    const link = card().getByRole('link', { name: inboxMessages.tellOnWhatsApp });
    await link.waitFor();
    const [tab] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await tab.waitForLoadState();
    const opened = new URL(tab.url());
    expect(opened.origin + opened.pathname).toBe(`https://wa.me/91${phone}`);
    const expected = orderNotice({ status: 'confirm', displayId: displayOrderId(orderId), customerName, phone: '', customerPhone: phone, cancelReason: null }, 'gu');
    expect(opened.searchParams.get('text')).toBe(expected);
    expect(expected).toContain('નમસ્તે');
    // Opened apart from the desk, which keeps its page (noopener).
    expect(await tab.evaluate(() => window.opener)).toBeNull();
    await tab.close();
  });
});

describe('the ticket at 58 mm', () => {
  it('prints the shop details the owner saved, keeps the time whole on a line of its own, with every line inside the paper', async () => {
    // Issue 27, point 6: the owner edits what the ticket says of the shop.
    const edited = { name: 'Patel Ice Cream Parlour', address: '7 Yagnik Road, Rajkot 360001', phone: '0281 245 6789' };
    await desk.goto(`${shop.url}${deskSections.settings.path}`);
    await desk.getByLabel(ownerMessages.shopName, { exact: true }).fill(edited.name);
    await desk.getByLabel(ownerMessages.shopAddress, { exact: true }).fill(edited.address);
    await desk.getByLabel(ownerMessages.shopPhone, { exact: true }).fill(edited.phone);
    await desk.getByRole('button', { name: ownerMessages.saveShopContact }).click();
    await desk.getByText(ownerMessages.shopContactSaved).first().waitFor();
    await desk.goto(`${shop.url}${ticketPath(orderId)}`);
    await desk.getByRole('radio', { name: ticketMessages.widthOption(58) }).check();
    const ticket = desk.locator('[data-ticket-width="58"]');
    await ticket.waitFor();
    await desk.emulateMedia({ media: 'print' });
    const measured = await ticket.evaluate((paper) => {
      const time = paper.querySelector('strong + span')!;
      const id = paper.querySelector('strong')!;
      const box = paper.getBoundingClientRect();
      const inside = [...paper.querySelectorAll('p, h1')].every((line) => {
        const lineBox = line.getBoundingClientRect();
        return lineBox.left >= box.left - 0.5 && lineBox.right <= box.right + 0.5 && line.scrollWidth <= line.clientWidth + 1;
      });
      return {
        timeText: time.textContent ?? '',
        timeLineBoxes: time.getClientRects().length,
        timeBelowId: time.getBoundingClientRect().top >= id.getBoundingClientRect().bottom - 1,
        paperMillimetres: (box.width * 25.4) / 96,
        inside,
      };
    });
    expect(measured.timeText).toMatch(/\d/);
    expect(measured.timeLineBoxes).toBe(1);
    expect(measured.timeBelowId).toBe(true);
    expect(Math.round(measured.paperMillimetres)).toBe(58);
    expect(measured.inside).toBe(true);
    expect(await ticket.locator('h1').textContent()).toBe(edited.name);
    expect(await ticket.locator('p').nth(0).textContent()).toBe(edited.address);
    expect(await ticket.locator('p').nth(1).textContent()).toBe(edited.phone);
  });
});
