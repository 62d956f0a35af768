/**
 * The cart's hardening (issue 9, points 14-18) in Chromium against the real server on a fresh database:
 * the quantity limit and a damaged stored cart, two tabs of one browser sharing the cart, the delivery
 * address kept across a reload, the quoted address texts, and the Default Address that needs a street.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { MAX_LINE_QUANTITY } from '../../domain/constants.ts';
import { accountTexts } from '../../domain/messages/account.ts';
import { toastTexts } from '../../domain/messages/toasts.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { cartTexts } from '../../domain/messages/cart.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop(8297);
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function newPage(width = 1280, height = 800): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: { width, height } });
  return { context, page: await context.newPage() };
}

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });
const toast = (page: Page, text: string) => page.getByText(text, { exact: true }).first();
const card = (page: Page, name: string) => page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cartLines = (page: Page) => page.getByRole('region', { name: 'Items in your cart' }).getByRole('listitem');
const storedQuantities = (page: Page) =>
  page.evaluate(() => (JSON.parse(localStorage.getItem('cart') ?? '{"items":[]}') as { items: { product: { name: string }; size: { size: string }; quantity: number }[] }).items.map(
    (item) => `${item.product.name} ${item.size.size} x${item.quantity}`,
  ));

async function addToCart(page: Page, name: string, size: string): Promise<void> {
  if (!page.url().endsWith('/products')) await page.goto(`${shop.url}/products`);
  const product = card(page, name);
  await product.getByRole('button', { name: new RegExp(`^${size}`) }).click();
  await product.getByRole('button', { name: `Add ${name} ${size}` }).click();
  await shown(product.getByRole('group', { name: `Quantity of ${name} ${size}` }));
}

let customers = 0;
/** A customer made through the API (no address yet), logged in through the login screen. */
async function loggedInCustomer(page: Page, addresses: string[] = []): Promise<{ token: string }> {
  customers += 1;
  const phone = `98765${String(40000 + customers)}`;
  const password = 'kesar-pista-42';
  const post = async (call: string, body: object, token?: string) => {
    const response = await fetch(`${shop.url}/api/${call}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { code: string; token?: string };
  };
  expect((await post('SignUp.php', { name: 'Asha Patel', email: `asha.cart${customers}@example.com`, phone, password })).code).toBe('200');
  const { token } = await post('Login.php', { userId: phone, password });
  for (const address of addresses) expect((await post('addAddress.php', { address, pinCode: '360005', phone }, token)).code).toBe('200');
  await page.goto(`${shop.url}/login`);
  await page.getByLabel('Email or phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await shown(toast(page, accountTexts.loginSuccessful));
  return { token: token! };
}

describe('the cart in Chromium', () => {
  it('stops + at 99 on the card and the cart line, and a stored line above it comes back clamped beside the good lines', async () => {
    const { context, page } = await newPage();
    await addToCart(page, 'Alphonso Mango', '750 ML');
    await addToCart(page, 'Kesar Pista', '5 Litre');
    // Another version of the storefront, or a hand, left 150 tubs and a damaged line in the stored cart.
    await page.evaluate(() => {
      const cart = JSON.parse(localStorage.getItem('cart')!) as { version: number; items: { quantity: number }[] };
      cart.items[0]!.quantity = 150;
      cart.items.splice(1, 0, { quantity: 'lots' } as unknown as { quantity: number });
      localStorage.setItem('cart', JSON.stringify(cart));
    });
    await page.goto(`${shop.url}/cart`);
    await expect.poll(() => cartLines(page).count()).toBe(2);
    const mango = cartLines(page).filter({ hasText: 'Alphonso Mango' });
    await expect.poll(() => mango.getByRole('group', { name: /^Quantity of/ }).textContent()).toContain(String(MAX_LINE_QUANTITY));
    const increase = page.getByRole('button', { name: 'Increase Alphonso Mango 750 ML' });
    expect(await increase.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: 'Increase Kesar Pista 5 Litre' }).isDisabled()).toBe(false);
    await page.getByRole('button', { name: 'Decrease Alphonso Mango 750 ML' }).click();
    await expect.poll(() => increase.isDisabled()).toBe(false);
    await increase.click();
    await expect.poll(() => increase.isDisabled()).toBe(true);
    await expect.poll(() => storedQuantities(page)).toEqual([`Alphonso Mango 750 ML x${MAX_LINE_QUANTITY}`, 'Kesar Pista 5 Litre x1']);

    await page.getByRole('link', { name: /^Products$/ }).first().click();
    const productCard = card(page, 'Alphonso Mango');
    await productCard.getByRole('button', { name: /^750 ML/ }).click();
    expect(await productCard.getByRole('button', { name: 'Increase Alphonso Mango 750 ML' }).isDisabled()).toBe(true);
    await context.close();
  });

  it('keeps two tabs of one browser in step: each takes the other\'s change and neither drops the other\'s lines', async () => {
    const { context, page: tabA } = await newPage();
    const tabB = await context.newPage();
    await tabA.goto(`${shop.url}/products`);
    await tabB.goto(`${shop.url}/cart`);
    await shown(tabB.getByRole('heading', { level: 2, name: cartTexts.cartEmpty }));

    await addToCart(tabA, 'Alphonso Mango', '5 Litre');
    await expect.poll(() => cartLines(tabB).allTextContents()).toEqual([expect.stringContaining('Alphonso Mango')]);

    await addToCart(tabB, 'Kesar Pista', '750 ML');
    await expect.poll(() => storedQuantities(tabA)).toEqual(['Alphonso Mango 5 Litre x1', 'Kesar Pista 750 ML x1']);
    await tabA.getByRole('link', { name: /^Cart/ }).first().click();
    await expect.poll(() => cartLines(tabA).count()).toBe(2);

    // Tab A raises the tub, then tab B raises the 750 ML: both changes stay.
    await tabA.getByRole('button', { name: 'Increase Alphonso Mango 5 Litre' }).click();
    await tabB.getByRole('link', { name: /^Cart/ }).first().click();
    await expect.poll(() => cartLines(tabB).filter({ hasText: 'Alphonso Mango' }).getByRole('group').textContent()).toContain('2');
    await tabB.getByRole('button', { name: 'Increase Kesar Pista 750 ML' }).click();
    await expect.poll(() => storedQuantities(tabB)).toEqual(['Alphonso Mango 5 Litre x2', 'Kesar Pista 750 ML x2']);
    await expect.poll(() => cartLines(tabA).filter({ hasText: 'Kesar Pista' }).getByRole('group').textContent()).toContain('2');

    // Clear Cart in one tab (once confirmed) empties the other.
    await tabA.getByRole('button', { name: 'Clear Cart' }).click();
    await tabA.getByRole('alertdialog', { name: cartTexts.clearCartQuestion }).getByRole('button', { name: cartTexts.clearCartConfirm }).click();
    await shown(tabB.getByRole('heading', { level: 2, name: cartTexts.cartEmpty }));
    await context.close();
  });

  it('keeps the chosen delivery address across a reload until logout, and says so when it is chosen', async () => {
    const { context, page } = await newPage();
    await loggedInCustomer(page, ['12 Kalawad Road', '4 Yagnik Road']);
    await addToCart(page, 'Alphonso Mango', '5 Litre');
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    const delivery = page.getByRole('region', { name: 'Delivery Address' });
    await shown(delivery.getByText('12 Kalawad Road, Rajkot - 360005'));

    await page.getByRole('button', { name: 'Manage addresses' }).click();
    await page.getByRole('dialog').getByRole('radio', { name: /4 Yagnik Road/ }).check();
    await shown(toast(page, addressTexts.deliveryAddressUpdated));
    await page.getByRole('dialog').getByRole('button', { name: 'Done' }).click();
    await shown(delivery.getByText('4 Yagnik Road, Rajkot - 360005'));

    await page.reload();
    await shown(page.getByRole('region', { name: 'Delivery Address' }).getByText('4 Yagnik Road, Rajkot - 360005'));
    expect(await page.getByRole('region', { name: 'Delivery Address' }).getByText('12 Kalawad Road').count()).toBe(0);

    await page.goto(`${shop.url}/profile`);
    await page.getByRole('button', { name: 'Log out' }).click();
    await shown(toast(page, toastTexts.loggedOut));
    expect(await page.evaluate(() => localStorage.getItem('delivery_address'))).toBeNull();
    await context.close();
  });

  it('asks to select a pin code in the cart\'s Add address dialog', async () => {
    const { context, page } = await newPage();
    await loggedInCustomer(page, ['12 Kalawad Road']);
    await addToCart(page, 'Alphonso Mango', '5 Litre');
    await page.goto(`${shop.url}/cart`);
    await page.getByRole('button', { name: 'Add address' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('House / flat').fill('21');
    await dialog.getByLabel('Street', { exact: true }).fill('Race Course Road');
    await dialog.getByRole('button', { name: 'Save address' }).click();
    await shown(dialog.getByText(addressTexts.selectPinCode, { exact: true }));
    await context.close();
  });

  it('sends no order to the Default Address of a new customer until the street is entered in the cart', async () => {
    const { context, page } = await newPage();
    await loggedInCustomer(page);
    await addToCart(page, 'Alphonso Mango', '5 Litre');
    await page.getByRole('link', { name: /^Cart/ }).first().click();
    const delivery = page.getByRole('region', { name: 'Delivery Address' });
    await shown(delivery.getByText(cartTexts.enterStreetForDelivery));
    const placeOrder = page.getByRole('button', { name: cartTexts.selectDeliveryAddressButton });
    expect(await placeOrder.isDisabled()).toBe(true);

    const form = delivery.getByRole('region', { name: cartTexts.enterStreetForDelivery });
    await form.getByLabel('House / flat').fill('21');
    await form.getByLabel('Street', { exact: true }).fill('Race Course Road');
    await form.getByLabel('Landmark (optional)').fill('Jubilee Garden');
    await form.getByRole('button', { name: 'Save address' }).click();
    await shown(toast(page, addressTexts.addressUpdated));
    await shown(delivery.getByText('21, Race Course Road, Rajkot - 360001'));
    // Issue 23: the landmark as typed, under its label; the order's text (below) keeps the old apps' wording.
    await shown(delivery.getByText(addressTexts.addressLandmarkLine('Jubilee Garden')));
    expect(await delivery.getByText(cartTexts.enterStreetForDelivery).count()).toBe(0);

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/order-history');
    await page.getByRole('button', { name: /details/i }).first().click();
    await shown(page.getByText('21, Race Course Road, near Jubilee Garden').first());
    await context.close();
  });
});
