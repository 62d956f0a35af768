/**
 * The compact Orders list in Chromium (issue 27, point 4): on a 1280x800 screen at least eight order cards
 * are wholly in view, grouped by status with the new (Pending) ones first, newest first within a group;
 * a card's details unfold from its items line; the desk that loses a race is told who won (issue 27, points 4
 * and 8: the desk API's HTTP 409); axe finds nothing serious.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { inboxMessages } from '../../domain/desk/messages.ts';
import { deskSections } from '../../domain/desk/sections.ts';
import { displayOrderId, statusBadge } from '../../domain/orders.ts';
import { seriousViolations } from '../../scripts/browser/axe.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { addOwner, DEMO_OWNER, signInAtDesk } from '../../scripts/browser/deskOwner.ts';
import { postApi } from '../../scripts/browser/shopApi.ts';

let shop: RunningShop;
let browser: Browser;
let desk: Page;
const placed: number[] = [];
const ONE_TUB = 1450;

const api = (path: string, body: unknown, token?: string) => postApi(shop.url, path, body, token);
const card = (orderId: number) => desk.getByRole('listitem', { name: displayOrderId(orderId), exact: true });

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-desk-orders-list-'));
  await addOwner(dataDir);
  shop = await startShop(18727, {}, dataDir);
  browser = await openChromium();
  desk = await browser.newPage({ viewport: { width: 1280, height: 800 }, bypassCSP: true });
  const phone = '9812300078';
  const password = 'kesar-pista-8';
  expect((await api('SignUp.php', { name: 'Hetal Joshi', email: 'hetal.list@example.com', phone, password })).code).toBe('200');
  const { token } = (await api('Login.php', { userId: phone, password })) as { token: string };
  const { addressId } = await api('addAddress.php', { address: '4 Race Course Road', pinCode: '360001' }, token);
  for (let count = 0; count < 10; count += 1) {
    const order = await api('createOrder.php', { addressId, paymentMethod: count % 2 ? 'upi' : 'cash', totalAmount: String(ONE_TUB), orderMeta: [{ pid: 1, pMetaId: 2, quantity: 1, amount: String(ONE_TUB) }] }, token);
    expect(order.code, JSON.stringify(order)).toBe('200');
    placed.push(Number(order.orderId));
  }
  await signInAtDesk(desk, shop.url);
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('the compact Orders list', () => {
  it('shows at least eight whole cards on 1280x800, new ones first and newest first, then the accepted ones', async () => {
    await desk.getByRole('navigation').getByRole('link', { name: deskSections.orders.label, exact: true }).click();
    await card(placed[0]!).waitFor();
    // The two oldest are accepted: they move under Shipped, after the new ones.
    for (const orderId of placed.slice(0, 2)) {
      await card(orderId).getByRole('button', { name: inboxMessages.actionLabels.accept, exact: true }).click();
      await card(orderId).getByText(statusBadge('confirm').label, { exact: true }).waitFor();
    }
    await desk.evaluate(() => window.scrollTo(0, 0));
    const groups = await desk.getByRole('heading', { level: 2 }).allInnerTexts();
    expect(groups).toEqual([inboxMessages.group(statusBadge('pending').label, 8), inboxMessages.group(statusBadge('confirm').label, 2)]);
    const listed = await desk.locator('main li[aria-label^="ORD"]').evaluateAll((cards) =>
      cards.map((element) => {
        const box = element.getBoundingClientRect();
        return { id: element.getAttribute('aria-label'), whollyInView: box.top >= 0 && box.bottom <= window.innerHeight && box.left >= 0 && box.right <= window.innerWidth };
      }),
    );
    const newestFirst = (ids: number[]) => [...ids].reverse().map(displayOrderId);
    expect(listed.map((entry) => entry.id)).toEqual([...newestFirst(placed.slice(2)), ...newestFirst(placed.slice(0, 2))]);
    expect(listed.filter((entry) => entry.whollyInView).length).toBeGreaterThanOrEqual(8);
  });

  it("unfolds a card's details: the address and who accepted it", async () => {
    const accepted = card(placed[0]!);
    await accepted.locator('summary').click();
    await accepted.getByText('4 Race Course Road', { exact: false }).waitFor();
    expect(await accepted.innerText()).toMatch(/Accepted by .+ at \d{1,2}:\d{2} [ap]m/);
  });

  it('the desk that loses a race is told who won, from the desk API\'s HTTP 409, and the card shows the winner\'s change', async () => {
    const orderId = placed.at(-1)!;
    const other = (await api('desk/signIn', { email: DEMO_OWNER.email, password: DEMO_OWNER.password })) as { token: string };
    let answered: number | null = null;
    // Another desk accepts the order while this desk's Accept is on its way.
    await desk.route('**/api/desk/accept', async (route) => {
      expect((await api('desk/accept', { orderId }, other.token)).code).toBe('200');
      const response = await route.fetch();
      answered = response.status();
      await route.fulfill({ response });
    });
    try {
      await card(orderId).getByRole('button', { name: inboxMessages.actionLabels.accept, exact: true }).click();
      await desk.getByRole('alert').filter({ hasText: `${displayOrderId(orderId)} is already Shipped: accepted by ${DEMO_OWNER.name} at` }).waitFor();
      expect(answered).toBe(409);
      await card(orderId).getByText(statusBadge('confirm').label, { exact: true }).waitFor();
    } finally {
      await desk.unroute('**/api/desk/accept');
    }
  });

  it('keeps axe clean', async () => {
    expect(await seriousViolations(desk)).toEqual([]);
  });
});
