/** axe-core scan of every route in Chromium: no serious or critical violation. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { seriousViolations } from '../../scripts/browser/axe.ts';
import { openChromium, openScreen, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { logInWithMangoTub, postApi } from '../../scripts/browser/shopApi.ts';

const routes = [
  '/', '/products', '/products/1', '/cart', '/login', '/register', '/forgot-password', '/reset-password', '/privacy-policy', '/terms', '/sitemap',
  '/no-such-page', '/order-history', '/profile', '/settings/personal-details', '/settings/change-password', '/settings/addresses',
  '/settings/addresses/add', '/settings/delete-account',
];

let shop: RunningShop;
let browser: Browser;
let page: Page;

beforeAll(async () => {
  shop = await startShop(8191);
  browser = await openChromium();
  page = await browser.newPage({ viewport: { width: 390, height: 844 }, bypassCSP: true });
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('accessibility (axe-core)', () => {
  it('the scan itself finds a serious violation on a page made to have one', async () => {
    await page.setContent('<html lang="en"><body><main><h1>Form</h1><input type="text"><img src="x.png"></main></body></html>');
    expect((await seriousViolations(page)).map((violation) => violation.id)).toEqual(expect.arrayContaining(['label', 'image-alt']));
  });

  it.each(routes)('%s has no serious or critical violation for a visitor', async (route) => {
    await page.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' });
    expect(await seriousViolations(page)).toEqual([]);
  });

  describe('for a logged-in customer with an order, an address and a full cart', () => {
    const customerRoutes = [
      '/products', '/cart', '/order-history', '/profile', '/settings/personal-details', '/settings/change-password',
      '/settings/addresses', '/settings/addresses/add', '/settings/delete-account',
    ];

    beforeAll(async () => {
      const phone = '9812300077';
      const password = 'kulfi-stick-9';
      const api = (path: string, body: unknown, token?: string) => postApi(shop.url, path, body, token);
      expect((await api('SignUp.php', { name: 'Nisha Desai', email: 'nisha.a11y@example.com', phone, password })).code).toBe('200');
      const { token } = (await api('Login.php', { userId: phone, password })) as { token: string };
      const added = await api('addAddress.php', { address: '4 Race Course Road', pinCode: '360001' }, token);
      expect(added.code).toBe('200');
      const order = await api(
        'createOrder.php',
        { addressId: added.addressId, totalAmount: '1450', orderMeta: [{ pid: 1, pMetaId: 2, quantity: 1, amount: '1450' }] },
        token,
      );
      expect(order.code).toBe('200');

      await logInWithMangoTub(page, shop.url, phone, password);
    });

    it.each(customerRoutes)('%s has no serious or critical violation', async (route) => {
      await openScreen(page, `${shop.url}${route}`);
      // The header's Profile link (first word of the name) shows the session was restored.
      await page.locator('header a', { hasText: /^Nisha$/ }).first().waitFor({ state: 'attached' });
      expect(await seriousViolations(page)).toEqual([]);
    });

    it('the expanded order and the address dialogs have no serious or critical violation', async () => {
      await openScreen(page, `${shop.url}/order-history`);
      await page.getByRole('button', { name: /details/i }).first().click();
      await page.getByRole('button', { name: 'Cancel Order' }).waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      // Cancel Order's question (issue 13), kept.
      await page.getByRole('button', { name: 'Cancel Order' }).click();
      const question = page.getByRole('alertdialog', { name: /^Cancel order ORD\d+\?$/ });
      await question.waitFor();
      expect(await seriousViolations(page)).toEqual([]);
      await question.getByRole('button', { name: 'Keep my order' }).click();
      await question.waitFor({ state: 'detached' });
      await openScreen(page, `${shop.url}/cart`);
      await page.getByRole('button', { name: 'Manage addresses' }).click();
      await page.getByRole('dialog').waitFor();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
});
