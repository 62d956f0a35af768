/**
 * Issue 23, build point 4, in Chromium on a 390x844 phone against the real server on a fresh database: the
 * walk's own defects. A reload of /products after a pin check hydrates without a mismatch (React #418); a
 * visitor's Back on /terms and /privacy-policy goes back, not to /login; below the minimum the cart says how
 * many more items the order needs and a visitor's button says so too; a kept line whose size went out of
 * stock is named when the catalogue loads; the payment choice survives a reload; an address saved without
 * a phone sends the order with the account's mobile.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, BrowserContext, ConsoleMessage, Locator, Page } from 'playwright-core';
import { accountTexts } from '../../domain/messages/account.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { messages } from '../../domain/messages/index.ts';
import { toastTexts } from '../../domain/messages/toasts.ts';
import { orderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { paymentTexts } from '../../domain/messages/payment.ts';
import { openChromium, serverPageHydrated, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { postApi } from '../../scripts/browser/shopApi.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop(18655);
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const PHONE_SCREEN = { width: 390, height: 844 };

async function phonePage(): Promise<{ context: BrowserContext; page: Page; errors: string[] }> {
  const context = await browser.newContext({ viewport: PHONE_SCREEN, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  const errors: string[] = [];
  page.on('console', (message: ConsoleMessage) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return { context, page, errors };
}

const shown = (locator: Locator) => locator.waitFor({ state: 'visible', timeout: 10_000 });
const card = (page: Page, name: string) => page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cartLines = (page: Page) => page.getByRole('region', { name: cartTexts.itemsInYourCart }).getByRole('listitem');

async function addToCart(page: Page, name: string, size: string): Promise<void> {
  const product = card(page, name);
  await product.getByRole('button', { name: new RegExp(`^${size}`) }).click();
  await product.getByRole('button', { name: `Add ${name} ${size}` }).click();
  await shown(product.getByRole('group', { name: `Quantity of ${name} ${size}` }));
}

describe('the first order walk on a phone (issue 23, point 4)', () => {
  it('h: reloading /products after a pin check logs no hydration mismatch, and the kept pin is answered again', async () => {
    const { context, page, errors } = await phonePage();
    await page.goto(`${shop.url}/products`, { waitUntil: 'load' });
    await serverPageHydrated(page);
    const check = page.getByRole('region', { name: 'Do we deliver to you?' });
    await check.getByRole('textbox', { name: 'Your pin code' }).fill('360005');
    await check.getByRole('button', { name: 'Check' }).click();
    await shown(check.getByText('We deliver to 360005 Kalawad Road'));

    await page.reload({ waitUntil: 'load' });
    await serverPageHydrated(page);
    await shown(page.getByRole('region', { name: 'Do we deliver to you?' }).getByText('We deliver to 360005 Kalawad Road'));
    expect(await page.getByRole('region', { name: 'Do we deliver to you?' }).getByRole('textbox').inputValue()).toBe('360005');
    expect(errors.filter((error) => /418|hydrat/i.test(error))).toEqual([]);
    await context.close();
  });

  it.each(['/terms', '/privacy-policy'])('g: a visitor\'s Back on %s goes back to the page before, not to /login', async (path) => {
    const { context, page } = await phonePage();
    await page.goto(`${shop.url}/products`, { waitUntil: 'load' });
    await serverPageHydrated(page);
    await page.goto(`${shop.url}${path}`, { waitUntil: 'load' });
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await page.getByRole('button', { name: messages.backAction }).click();
    await page.waitForURL('**/products');
    expect(await page.getByText(messages.pleaseLoginForProfile).count()).toBe(0);
    await context.close();
  });

  it('on a phone one toast shows at a time, the newest: the one before waits behind it', async () => {
    const { context, page } = await phonePage();
    await page.goto(`${shop.url}/products`, { waitUntil: 'load' });
    await serverPageHydrated(page);
    const [first, second] = ['Alphonso Mango', 'Kesar Pista'];
    await addToCart(page, first, '750 ML');
    await addToCart(page, second, '750 ML');
    await page.goto(`${shop.url}/cart`, { waitUntil: 'load' });
    await serverPageHydrated(page);
    await shown(cartLines(page).first());
    // Every toast, shown or waiting (a hidden one is not in the accessibility tree, so not a listitem by role).
    const toasts = page.getByRole('region', { name: /notifications/i }).locator('li');
    await page.getByRole('button', { name: messages.decreaseNamed(`${first} 750 ML`) }).click();
    await shown(toasts.first());
    // The toasts' timers stop while the window is in the background (Radix pauses them on blur): both stay.
    await page.evaluate(() => window.dispatchEvent(new Event('blur')));
    await page.getByRole('button', { name: messages.decreaseNamed(`${second} 750 ML`) }).click();
    await expect.poll(() => toasts.count()).toBe(2);
    const shownOnes = await toasts.evaluateAll((items) => items.flatMap((item, index) => ((item as HTMLElement).offsetParent === null ? [] : [index])));
    expect(shownOnes).toEqual([1]);
    await context.close();
  });

  it('d: below the minimum the cart says how many more items the order needs, and a visitor\'s button says it too', async () => {
    const { context, page } = await phonePage();
    await page.goto(`${shop.url}/products`, { waitUntil: 'load' });
    await serverPageHydrated(page);
    await addToCart(page, 'Alphonso Mango', '750 ML');
    const increase = card(page, 'Alphonso Mango').getByRole('button', { name: messages.increaseNamed('Alphonso Mango 750 ML') });
    await increase.click();
    await increase.click();
    await shown(card(page, 'Alphonso Mango').getByRole('group', { name: 'Quantity of Alphonso Mango 750 ML' }).getByText('3'));
    await page.goto(`${shop.url}/cart`, { waitUntil: 'load' });
    await shown(cartLines(page).first());
    await shown(page.getByText(messages.ruleA, { exact: true }));
    await shown(page.getByText(cartTexts.orderNeedsItems(4), { exact: true }));
    const button = page.getByRole('button', { name: cartTexts.addMoreItemsButton(4) });
    await shown(button);
    expect(await button.isDisabled()).toBe(true);
    expect(await page.getByRole('button', { name: cartTexts.selectDeliveryAddressButton }).count()).toBe(0);
    await context.close();
  });

  it('c: a kept line whose size went out of stock is named when the catalogue loads; the line still sold stays', async () => {
    const products = (await postApi(shop.url, 'getProducts.php', {})).Data as { pid: string; title: string; type: string; image: string; status: string; product_data: { id: string; size: string; price: string; mrp: string; status: string }[] }[];
    const withOutOfStockSize = products.find((product) => product.status === 'In Stock' && product.product_data.some((size) => size.status === 'Out of Stock'))!;
    const gone = withOutOfStockSize.product_data.find((size) => size.status === 'Out of Stock')!;
    const { context, page } = await phonePage();
    await page.goto(`${shop.url}/products`, { waitUntil: 'load' });
    await serverPageHydrated(page);
    await addToCart(page, 'Alphonso Mango', '5 Litre');
    // The line as the cart kept it yesterday, when that size was still in stock.
    await page.evaluate(({ product, size }) => {
      const cart = JSON.parse(localStorage.getItem('cart')!) as { version: number; items: unknown[] };
      cart.items.push({
        product: { id: Number(product.pid), name: product.title, category: product.type, image: product.image, cover: product.image, hasCover: false },
        size: { id: Number(size.id), size: size.size, price: Number(size.price), mrp: Number(size.mrp), status: 'In Stock' },
        quantity: 2,
      });
      localStorage.setItem('cart', JSON.stringify(cart));
    }, { product: withOutOfStockSize, size: gone });
    await page.goto(`${shop.url}/cart`, { waitUntil: 'load' });
    await shown(page.getByText(toastTexts.linesNoLongerAvailable([`${withOutOfStockSize.title} (${gone.size})`]), { exact: true }).first());
    await shown(cartLines(page).first());
    expect(await cartLines(page).count()).toBe(1);
    await shown(cartLines(page).first().getByRole('heading', { name: 'Alphonso Mango' }));
    await context.close();
  });

  it('e, a: the payment choice survives a reload; an address without a phone sends the order with the account\'s mobile', async () => {
    const phone = '9812345670';
    const password = 'kesar-pista-42';
    expect((await postApi(shop.url, 'SignUp.php', { name: 'Nirali Joshi', email: 'nirali.walk@example.com', phone, password, FCMToken: '', device_type: 'web' })).code).toBe('200');
    const { token } = (await postApi(shop.url, 'Login.php', { userId: phone, password })) as { token: string };
    const added = await postApi(shop.url, 'addAddress.php', { house: '4', street: 'Amin Marg', landmark: 'રાણી ટાવરની સામે', pinCode: '360005', phone: '' }, token);
    expect(added.code).toBe('200');

    const { context, page } = await phonePage();
    await page.goto(`${shop.url}/login`, { waitUntil: 'load' });
    await page.getByLabel('Email or phone number').fill(phone);
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await shown(page.getByText(accountTexts.loginSuccessful).first());
    await page.waitForURL('**/products');
    await addToCart(page, 'Alphonso Mango', '5 Litre');
    await page.goto(`${shop.url}/cart`, { waitUntil: 'load' });
    await page.getByRole('radio', { name: paymentTexts.upi }).check();
    // b: the landmark as typed, under its label.
    await shown(page.getByText('Landmark: રાણી ટાવરની સામે').first());

    await page.reload({ waitUntil: 'load' });
    await shown(cartLines(page).first());
    expect(await page.getByRole('radio', { name: paymentTexts.upi }).isChecked()).toBe(true);

    const placeOrder = page.getByRole('button', { name: cartTexts.placeOrder });
    await shown(placeOrder);
    await placeOrder.click();
    await page.waitForURL('**/order-history');
    const history = await fetch(`${shop.url}/api/getOrders.php`, { headers: { authorization: `Bearer ${token}` } });
    const orders = ((await history.json()) as { Data: { phone: string; address: string }[] }).Data;
    expect(orders[0]?.phone).toBe(phone);
    expect(orders[0]?.address).toBe('4, Amin Marg, રાણી ટાવરની સામે');
    await page.getByRole('button', { name: /details/i }).first().click();
    const facts = page.getByText(orderHistoryTexts.orderPhone, { exact: true }).first().locator('..');
    await shown(facts.getByText(phone, { exact: true }));
    await context.close();
  });
});
