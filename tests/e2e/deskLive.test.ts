/**
 * A shop day in two Chromium browser contexts (issue 12, Tests): a customer registers, logs in and orders;
 * the desk, signed in as staff the owner added at the desk, sees the order arrive live with the alarm
 * sounding and the count in the tab title; staff accepts and marks it delivered while the customer's
 * order history, never reloaded, shows Shipped and then Completed. Then staff issues a password reset
 * code on the desk's password help, and the logged-out customer resets their password with it at
 * /reset-password and logs in with the new password.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { titleWithWaiting } from '../../domain/desk/inbox.ts';
import { deskMessages, inboxMessages, ownerMessages, passwordHelpMessages } from '../../domain/desk/messages.ts';
import { deskSections } from '../../domain/desk/sections.ts';
import { accountTexts } from '../../domain/messages/account.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { toastTexts } from '../../domain/messages/toasts.ts';
import { resetPasswordTexts } from '../../domain/messages/resetPassword.ts';
import { statusBadge } from '../../domain/orders.ts';
import { documentTitle } from '../../domain/routes.ts';
import { INVALID_CREDENTIALS } from '../../server/services/accounts.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { addOwner, DEMO_OWNER } from '../../scripts/browser/deskOwner.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { titleTexts } from '../../domain/messages/titles.ts';

const STAFF = { email: 'ravi.counter@rajkot-scoops.example', name: 'Ravi Joshi', password: 'cone-counter-88' };
const CUSTOMER = { name: 'Priya Vora', email: 'priya.live@example.com', phone: '9825011223', password: 'rose-kulfi-5', newPassword: 'pista-roll-61' };

let shop: RunningShop;
let browser: Browser;
let customerContext: BrowserContext;
let deskContext: BrowserContext;
let customer: Page;
let desk: Page;
let displayId: string;

/** Waits until the element is visible; fails the test when it does not appear within 15 s. */
const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 15_000 });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const beeps = (page: Page) => page.evaluate(() => (window as unknown as { __oscillatorStarts: number }).__oscillatorStarts);

async function signInAtDesk(page: Page, person: { email: string; password: string }): Promise<void> {
  await page.goto(`${shop.url}/desk`);
  await page.getByLabel(deskMessages.email, { exact: true }).fill(person.email);
  await page.getByLabel(deskMessages.password, { exact: true }).fill(person.password);
  await page.getByRole('button', { name: deskMessages.signInButton }).click();
  await shown(page.getByRole('navigation', { name: deskMessages.deskNavigation }));
}

async function logIn(page: Page, password: string): Promise<void> {
  await page.goto(`${shop.url}/login`);
  await page.getByLabel(accountTexts.loginIdentifierLabel).fill(CUSTOMER.phone);
  await page.getByLabel(accountTexts.passwordLabel, { exact: true }).fill(password);
  await page.getByRole('button', { name: accountTexts.loginAction }).click();
}

beforeAll(async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'shop-desk-live-'));
  await addOwner(dataDir);
  shop = await startShop(8530, {}, dataDir);
  browser = await openChromium();
  customerContext = await browser.newContext({ viewport: { width: 390, height: 844 } });
  customer = await customerContext.newPage();
  deskContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  // The alarm's sound, observed where it is made: every oscillator the page starts is counted.
  await deskContext.addInitScript(() => {
    const counted = window as unknown as { __oscillatorStarts: number; AudioContext: unknown };
    counted.__oscillatorStarts = 0;
    const node = () => ({ connect: (next: unknown) => next });
    counted.AudioContext = class {
      state = 'running';
      currentTime = 0;
      destination = node();
      resume = () => Promise.resolve();
      createGain = () => ({ ...node(), gain: { setValueAtTime: () => undefined, exponentialRampToValueAtTime: () => undefined } });
      createOscillator = () => ({ ...node(), frequency: { value: 0 }, start: () => (counted.__oscillatorStarts += 1), stop: () => undefined });
    };
  });
  desk = await deskContext.newPage();
}, 240_000);

afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('a shop day: the customer orders, the desk answers, the customer watches', () => {
  it('the owner adds a staff member at the desk, who signs in on another browser and watches the live inbox', async () => {
    const ownerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const owner = await ownerContext.newPage();
    await signInAtDesk(owner, DEMO_OWNER);
    await owner.getByRole('link', { name: deskSections.staff.label, exact: true }).click();
    const form = owner.getByRole('region', { name: ownerMessages.addStaff });
    await form.getByLabel(deskMessages.email, { exact: true }).fill(STAFF.email);
    await form.getByLabel(ownerMessages.name, { exact: true }).fill(STAFF.name);
    await form.getByLabel(deskMessages.password, { exact: true }).fill(STAFF.password);
    await form.getByRole('button', { name: ownerMessages.addStaff }).click();
    await shown(toast(owner, ownerMessages.staffAdded));
    await ownerContext.close();

    await signInAtDesk(desk, STAFF);
    await desk.waitForURL(`**${deskSections.orders.path}`);
    // Staff see the orders, phone orders and password help only.
    await expect(desk.getByRole('link', { name: deskSections.staff.label, exact: true }).count()).resolves.toBe(0);
    await shown(desk.getByText(inboxMessages.live));
    await shown(desk.getByText(inboxMessages.empty));
    expect(await desk.title()).toBe(documentTitle(deskSections.orders.path, titleTexts));
    expect(await beeps(desk)).toBe(0);
  });

  it('the customer registers, logs in and orders; the desk shows the order live, sounds the alarm and counts it in the title', async () => {
    await customer.goto(`${shop.url}/register`);
    await customer.getByLabel(accountTexts.fullNameLabel).fill(CUSTOMER.name);
    await customer.getByLabel(accountTexts.emailLabel, { exact: true }).fill(CUSTOMER.email);
    await customer.getByLabel(accountTexts.phoneLabel, { exact: true }).fill(CUSTOMER.phone);
    await customer.getByLabel(accountTexts.passwordLabel, { exact: true }).fill(CUSTOMER.password);
    await customer.getByLabel(accountTexts.confirmPasswordLabel, { exact: true }).fill(CUSTOMER.password);
    await customer.getByLabel(accountTexts.agreeToPrivacy).check();
    await customer.getByLabel(accountTexts.agreeToTerms).check();
    await customer.getByRole('button', { name: accountTexts.registerAction }).click();
    await shown(toast(customer, accountTexts.registrationSuccessful));
    await logIn(customer, CUSTOMER.password);
    await shown(toast(customer, accountTexts.loginSuccessful));

    await customer.goto(`${shop.url}/products`);
    const mango = customer.locator('article').filter({ has: customer.getByRole('heading', { name: 'Alphonso Mango', exact: true }) });
    await mango.getByRole('button', { name: /^5 Litre/ }).click();
    await mango.getByRole('button', { name: /^Add / }).click();
    await shown(mango.getByRole('group', { name: /^Quantity of/ }));
    await customer.goto(`${shop.url}/cart`);
    await customer.getByRole('button', { name: addressTexts.addAddressAction }).click();
    const addDialog = customer.getByRole('dialog');
    await addDialog.getByLabel(addressTexts.houseLabel).fill('5');
    await addDialog.getByLabel(addressTexts.streetLabel, { exact: true }).fill('Amin Marg');
    await addDialog.getByLabel(addressTexts.pinCodeLabel).selectOption('360005');
    await addDialog.getByLabel(addressTexts.addressDialogPhoneLabel).fill(CUSTOMER.phone);
    await addDialog.getByRole('button', { name: addressTexts.saveAddressDialog }).click();
    await shown(toast(customer, addressTexts.addressAdded));
    await customer.getByRole('button', { name: addressTexts.manageAddressesDialogTitle }).click();
    await customer.getByRole('dialog').getByRole('radio', { name: /5, Amin Marg/ }).check();
    await customer.getByRole('dialog').getByRole('button', { name: addressTexts.addressesDone }).click();
    await customer.getByRole('button', { name: cartTexts.placeOrder }).click();
    await customer.waitForURL('**/order-history');
    await shown(toast(customer, cartTexts.orderPlaced));
    await shown(customer.getByText(statusBadge('pending').label, { exact: true }).first());
    displayId = (await customer.getByText(/^ORD\d+$/).first().textContent()) ?? '';
    expect(displayId).toMatch(/^ORD\d+$/);
    // From here on the customer's page is never reloaded: a reload would drop this mark.
    await customer.evaluate(() => ((window as unknown as { __notReloaded: boolean }).__notReloaded = true));

    const card = desk.getByRole('listitem', { name: displayId });
    await shown(card);
    await shown(card.getByText(CUSTOMER.phone));
    await shown(card.getByText(statusBadge('pending').label, { exact: true }));
    await shown(desk.getByText(inboxMessages.waiting(1)));
    await expect.poll(() => desk.title()).toBe(titleWithWaiting(1, documentTitle(deskSections.orders.path, titleTexts)));
    // The alarm sounded: its beeps started oscillators in the page.
    await expect.poll(() => beeps(desk)).toBeGreaterThan(0);
  });

  it('staff accepts: the title loses its count and the customer sees Shipped without a reload', async () => {
    const card = desk.getByRole('listitem', { name: displayId });
    await card.getByRole('button', { name: inboxMessages.actionLabels.accept, exact: true }).click();
    await shown(toast(desk, inboxMessages.accepted(displayId)));
    await shown(card.getByText(statusBadge('confirm').label, { exact: true }));
    await expect.poll(() => desk.title()).toBe(documentTitle(deskSections.orders.path, titleTexts));
    await expect(desk.getByText(inboxMessages.waiting(1)).count()).resolves.toBe(0);

    await shown(customer.getByText(statusBadge('confirm').label, { exact: true }).first());
    await expect(customer.getByText(statusBadge('pending').label, { exact: true }).count()).resolves.toBe(0);
    expect(await customer.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  });

  it('staff marks it delivered and the customer sees Completed without a reload', async () => {
    const card = desk.getByRole('listitem', { name: displayId });
    await card.getByRole('button', { name: inboxMessages.actionLabels.deliver, exact: true }).click();
    await shown(toast(desk, inboxMessages.delivered(displayId)));
    await shown(card.getByText(statusBadge('completed').label, { exact: true }));

    await shown(customer.getByText(statusBadge('completed').label, { exact: true }).first());
    await expect(customer.getByText(statusBadge('confirm').label, { exact: true }).count()).resolves.toBe(0);
    expect(await customer.evaluate(() => (window as unknown as { __notReloaded?: boolean }).__notReloaded)).toBe(true);
  });

  it('staff issues a reset code by phone; the logged-out customer resets the password with it and logs in with the new one', async () => {
    await customer.goto(`${shop.url}/profile`);
    await customer.getByRole('button', { name: accountTexts.logOutAction }).click();
    await shown(toast(customer, toastTexts.loggedOut));

    await desk.getByRole('link', { name: deskSections.passwordHelp.label, exact: true }).click();
    await desk.getByLabel(passwordHelpMessages.phone).fill(CUSTOMER.phone);
    await desk.getByRole('button', { name: passwordHelpMessages.issue }).click();
    const issued = desk.getByRole('region', { name: passwordHelpMessages.codeFor(CUSTOMER.name, CUSTOMER.phone) });
    await shown(issued);
    const code = (await issued.getByText(/^\d{6}$/).textContent()) ?? '';
    expect(code).toMatch(/^\d{6}$/);

    await customer.goto(`${shop.url}/reset-password`);
    await customer.getByLabel(resetPasswordTexts.resetPhoneLabel).fill(CUSTOMER.phone);
    await customer.getByLabel(resetPasswordTexts.resetCodeLabel).fill(code);
    await customer.getByLabel(resetPasswordTexts.resetNewPasswordLabel, { exact: true }).fill(CUSTOMER.newPassword);
    await customer.getByLabel(resetPasswordTexts.resetConfirmPasswordLabel, { exact: true }).fill(CUSTOMER.newPassword);
    await customer.getByRole('button', { name: resetPasswordTexts.resetPasswordButton }).click();
    await shown(toast(customer, accountTexts.passwordResetSuccessfully));
    await customer.waitForURL('**/login');

    await logIn(customer, CUSTOMER.password);
    await shown(toast(customer, INVALID_CREDENTIALS));
    await logIn(customer, CUSTOMER.newPassword);
    await shown(toast(customer, accountTexts.loginSuccessful));
  });
});
