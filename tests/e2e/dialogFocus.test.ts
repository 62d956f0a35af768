/**
 * The dialogs whose code loads when they are first opened (src/components/ConfirmDialog.tsx) give the
 * keyboard focus back to the control that opened them when they close (WAI-ARIA dialog pattern): by
 * Escape, by their Close button and by their answer buttons, on the first opening (while "Loading…"
 * shows) and on a later one.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { openChromium, openScreen, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { logInWithMangoTub, postApi } from '../../scripts/browser/shopApi.ts';
import { accountTexts } from '../../domain/messages/account.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { messages } from '../../domain/messages/index.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop(8941);
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

/** No service worker: every request of the dialogs' code reaches page.route. */
function newContext(): Promise<BrowserContext> {
  return browser.newContext({ viewport: { width: 390, height: 844 }, serviceWorkers: 'block' });
}

/** Holds the dialogs' code until `release()`, so the first opening shows "Loading…" first. */
async function holdDialogCode(page: Page): Promise<() => void> {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/(Dialog|ConfirmModal)-[^/]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

function isFocused(element: Locator): Promise<boolean> {
  return element.evaluate((node) => node === document.activeElement);
}

/** From the control before the opener (Shift+Tab), Tab to the opener and Enter it: a keyboard user's way in. */
async function openByKeyboard(page: Page, opener: Locator): Promise<void> {
  await opener.focus();
  await page.keyboard.press('Shift+Tab');
  expect(await isFocused(opener)).toBe(false);
  await page.keyboard.press('Tab');
  expect(await isFocused(opener)).toBe(true);
  await page.keyboard.press('Enter');
}

/** "the opener", or else the tag and text of the focused element, so a failure says where the focus went. */
function focusedElement(opener: Locator): Promise<string> {
  return opener.evaluate((node) => {
    const active = document.activeElement;
    return active === node ? 'the opener' : `${active?.tagName ?? 'nothing'} ${active?.textContent?.slice(0, 40) ?? ''}`;
  });
}

async function expectFocusBackOn(page: Page, opener: Locator): Promise<void> {
  await page.getByRole('dialog').or(page.getByRole('alertdialog')).waitFor({ state: 'detached' });
  await expect.poll(() => focusedElement(opener)).toBe('the opener');
  // And it stays there once Radix's own focus handling (a timer after the dialog is gone) has run.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 50)));
  expect(await focusedElement(opener)).toBe('the opener');
}

/** Presses the dialog's button by keyboard (focus it, Enter), as the dialog's own Tab order would. */
async function pressDialogButton(page: Page, name: string): Promise<void> {
  const button = page.getByRole('dialog').or(page.getByRole('alertdialog')).getByRole('button', { name, exact: true });
  await button.focus();
  await page.keyboard.press('Enter');
}

describe('/register: the consent summaries', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    context = await newContext();
    page = await context.newPage();
  });
  afterAll(async () => {
    await context?.close();
  });

  it('the Privacy Policy summary gives the focus back to "Read the Privacy Policy" (first opening, while loading, then Escape)', async () => {
    const release = await holdDialogCode(page);
    await openScreen(page, `${shop.url}/register`);
    const opener = page.getByRole('button', { name: 'Read the Privacy Policy' });
    await openByKeyboard(page, opener);
    await page.getByRole('status').filter({ hasText: 'Loading…' }).waitFor();
    release();
    await page.getByRole('dialog', { name: 'Privacy Policy' }).waitFor();
    await page.keyboard.press('Escape');
    await expectFocusBackOn(page, opener);
  });

  it('a second opening gives it back too, closed by its Close button', async () => {
    const opener = page.getByRole('button', { name: 'Read the Privacy Policy' });
    await openByKeyboard(page, opener);
    await page.getByRole('dialog', { name: 'Privacy Policy' }).waitFor();
    await pressDialogButton(page, 'Close');
    await expectFocusBackOn(page, opener);
  });

  it('the Terms & Conditions summary gives the focus back to its opener, by Escape and by Close', async () => {
    const opener = page.getByRole('button', { name: 'Read the Terms & Conditions' });
    await openByKeyboard(page, opener);
    await page.getByRole('dialog', { name: 'Terms & Conditions' }).waitFor();
    await page.keyboard.press('Escape');
    await expectFocusBackOn(page, opener);

    await openByKeyboard(page, opener);
    await page.getByRole('dialog', { name: 'Terms & Conditions' }).waitFor();
    await pressDialogButton(page, 'Close');
    await expectFocusBackOn(page, opener);
  });
});

describe('a customer\'s confirmations', () => {
  let context: BrowserContext;
  let page: Page;
  beforeAll(async () => {
    const phone = '9812300411';
    const password = 'kulfi-stick-41';
    const api = (path: string, body: unknown, token?: string) => postApi(shop.url, path, body, token);
    expect((await api('SignUp.php', { name: 'Kiran Shah', email: 'kiran.focus@example.com', phone, password })).code).toBe('200');
    const { token } = (await api('Login.php', { userId: phone, password })) as { token: string };
    // The first address is the default, which has no Delete; the second has one.
    for (const address of ['9 Yagnik Road', '12 Kalavad Road']) {
      expect((await api('addAddress.php', { address, pinCode: '360001' }, token)).code).toBe('200');
    }

    context = await newContext();
    page = await context.newPage();
    await logInWithMangoTub(page, shop.url, phone, password);
  });
  afterAll(async () => {
    await context?.close();
  });

  it.each([
    { path: '/settings/delete-account', opener: accountTexts.deleteAccountTitle, question: accountTexts.deleteAccountQuestion, keep: accountTexts.deleteAccountNo },
    { path: '/cart', opener: cartTexts.clearCart, question: cartTexts.clearCartQuestion, keep: cartTexts.keepCart },
  ])('$question gives the focus back to $opener (first opening while loading, Escape; then $keep)', async ({ path, opener: openerName, question, keep }) => {
    const release = await holdDialogCode(page);
    await openScreen(page, `${shop.url}${path}`);
    const opener = page.getByRole('button', { name: openerName, exact: true });
    await openByKeyboard(page, opener);
    await page.getByRole('status').filter({ hasText: messages.loadingScreen }).waitFor();
    release();
    await page.getByRole('alertdialog', { name: question }).waitFor();
    await page.keyboard.press('Escape');
    await expectFocusBackOn(page, opener);

    await openByKeyboard(page, opener);
    await page.getByRole('alertdialog', { name: question }).waitFor();
    await pressDialogButton(page, keep);
    await expectFocusBackOn(page, opener);
  });

  it('"Delete this address?" gives the focus back to the address\'s Delete (Escape, then No)', async () => {
    await openScreen(page, `${shop.url}/settings/addresses`);
    const opener = page.getByRole('listitem').filter({ hasText: '12 Kalavad Road' }).getByRole('button', { name: 'Delete 12 Kalavad Road' });
    for (const close of [() => page.keyboard.press('Escape'), () => pressDialogButton(page, 'No')]) {
      await openByKeyboard(page, opener);
      await page.getByRole('alertdialog', { name: 'Delete this address?' }).waitFor();
      await close();
      await expectFocusBackOn(page, opener);
    }
  });
});
