/**
 * axe-core on every desk screen (issue 12, Tests): the sign-in, every section of domain/desk/sections.ts
 * as the owner sees it (a new section is scanned without touching this file), an order's ticket, the
 * cancel dialog and password help showing an issued code. No serious or critical violation.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { deskMessages, inboxMessages, passwordHelpMessages, ticketMessages } from '../../domain/desk/messages.ts';
import { deskSectionIds, deskSections, sectionsFor, type DeskSectionId } from '../../domain/desk/sections.ts';
import { displayOrderId } from '../../domain/orders.ts';
import { addAxe } from '../../scripts/browser/axe.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { addOwner, DEMO_OWNER } from '../../scripts/browser/deskOwner.ts';
import { deskPageSettled } from '../../scripts/browser/deskPages.ts';
import { postApi } from '../../scripts/browser/shopApi.ts';

const CUSTOMER = { name: 'Hetal Trivedi', email: 'hetal.desk-a11y@example.com', phone: '9825044556', password: 'rajbhog-cone-3' };

let shop: RunningShop;
let browser: Browser;
let page: Page;
let displayId: string;

const api = (path: string, body: unknown, token?: string) => postApi(shop.url, path, body, token);

interface AxeNode {
  target: unknown;
  any: { data?: { messageKey?: string } | null }[];
}
interface AxeResult {
  id: string;
  impact: string;
  nodes: AxeNode[];
}

/**
 * axe's serious and critical violations, and also the text it only marks "incomplete" because its colour
 * equals its background (1:1, which axe takes for text hidden on purpose; on a desk button it is text
 * nobody can read).
 */
async function seriousViolations(target: Page) {
  await addAxe(target);
  const { violations, unreadable } = await target.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: () => Promise<{ violations: AxeResult[]; incomplete: AxeResult[] }> } }).axe.run();
    const targets = (nodes: AxeNode[]) => nodes.map((node) => String(node.target));
    return {
      violations: result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, targets: targets(violation.nodes) })),
      unreadable: targets(
        result.incomplete
          .filter((check) => check.id === 'color-contrast')
          .flatMap((check) => check.nodes)
          .filter((node) => node.any.some((reason) => reason.data?.messageKey === 'equalRatio')),
      ),
    };
  });
  return [
    ...violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical'),
    ...(unreadable.length ? [{ id: 'color-contrast (text the colour of its background)', impact: 'serious', targets: unreadable }] : []),
  ];
}

async function openSection(id: DeskSectionId): Promise<void> {
  await page.getByRole('navigation', { name: deskMessages.deskNavigation }).getByRole('link', { name: deskSections[id].label, exact: true }).click();
  await page.getByRole('heading', { level: 1, name: deskSections[id].label }).waitFor();
  await deskPageSettled(page);
}

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-desk-a11y-'));
  await addOwner(dataDir);
  shop = await startShop(8531, {}, dataDir);
  // An order in the inbox, so that the inbox, the ticket and today show one.
  expect((await api('SignUp.php', { ...CUSTOMER })).code).toBe('200');
  const { token } = (await api('Login.php', { userId: CUSTOMER.phone, password: CUSTOMER.password })) as { token: string };
  const added = await api('addAddress.php', { address: '3 Jawahar Road', pinCode: '360001' }, token);
  const order = await api('createOrder.php', { addressId: added.addressId, totalAmount: '1450', orderMeta: [{ pid: 1, pMetaId: 2, quantity: 1, amount: '1450' }] }, token);
  expect(order.code).toBe('200');
  displayId = displayOrderId(Number(order.orderId));
  browser = await openChromium();
  page = await browser.newPage({ viewport: { width: 1280, height: 900 }, bypassCSP: true });
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('accessibility of the desk (axe-core)', () => {
  it('the sign-in has no serious or critical violation, nor after a refused sign-in', async () => {
    await page.goto(`${shop.url}/desk`);
    await page.getByRole('heading', { level: 1, name: deskMessages.signInTitle }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByLabel(deskMessages.email, { exact: true }).fill(DEMO_OWNER.email);
    await page.getByLabel(deskMessages.password, { exact: true }).fill('not-the-password');
    await page.getByRole('button', { name: deskMessages.signInButton }).click();
    await page.getByRole('alert').waitFor();
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByLabel(deskMessages.password, { exact: true }).fill(DEMO_OWNER.password);
    await page.getByRole('button', { name: deskMessages.signInButton }).click();
    await page.getByRole('navigation', { name: deskMessages.deskNavigation }).waitFor();
  });

  it('the owner sees every section, so every section is scanned below', () => {
    expect(sectionsFor('owner')).toEqual(deskSectionIds);
  });

  it.each(deskSectionIds)('the %s section has no serious or critical violation', async (id) => {
    await openSection(id);
    expect(await seriousViolations(page)).toEqual([]);
  });

  it("the inbox's cancel dialog has no serious or critical violation", async () => {
    await openSection('orders');
    const card = page.getByRole('listitem', { name: displayId });
    const cancel = card.getByRole('button', { name: inboxMessages.actionLabels.cancel, exact: true });
    await cancel.focus();
    await page.keyboard.press('Enter');
    await page.getByRole('alertdialog', { name: inboxMessages.cancelTitle(displayId) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: inboxMessages.keepOrder }).click();
    await page.getByRole('alertdialog').waitFor({ state: 'detached' });
    // The focus goes back to the Cancel button that opened it (WAI-ARIA dialog pattern).
    await expect.poll(() => cancel.evaluate((button) => button === document.activeElement)).toBe(true);
  });

  it("an order's ticket has no serious or critical violation", async () => {
    await page.getByRole('listitem', { name: displayId }).getByRole('link', { name: inboxMessages.printTicket }).click();
    await page.getByRole('button', { name: ticketMessages.print }).waitFor();
    await page.getByText(displayId, { exact: true }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: ticketMessages.back }).click();
    await page.getByRole('heading', { level: 1, name: deskSections.orders.label }).waitFor();
  });

  it('password help showing an issued code has no serious or critical violation', async () => {
    await openSection('passwordHelp');
    await page.getByLabel(passwordHelpMessages.phone).fill(CUSTOMER.phone);
    await page.getByRole('button', { name: passwordHelpMessages.issue }).click();
    await page.getByRole('region', { name: passwordHelpMessages.codeFor(CUSTOMER.name, CUSTOMER.phone) }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
