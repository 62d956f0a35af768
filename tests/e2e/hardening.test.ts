/**
 * Issue 9 in Chromium: login from the cart returns to the cart with the cart intact (point 12), a phone
 * number pasted as "+91 98765 43210" is read as 9876543210 (point 13), and every route answers its own
 * HTTP status and sets its own document title (point 19).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { accountTexts } from '../../domain/messages/account.ts';
import { documentTitle, productDocumentTitle, routePatterns } from '../../domain/routes.ts';
import { demoProducts } from '../../server/db/demo/catalogue.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { titleTexts } from '../../domain/messages/titles.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop(8238);
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

const post = (path: string, body: unknown) =>
  fetch(`${shop.url}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
    (response) => response.json() as Promise<Record<string, unknown>>,
  );

async function newPage(): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  return context.newPage();
}

const card = (page: Page, name: string) => page.locator('article').filter({ has: page.getByRole('heading', { name, exact: true }) });
const cartLines = (page: Page) => page.getByRole('main').getByRole('heading', { level: 3 }).allTextContents();

describe('login from the cart (point 12)', () => {
  it('a visitor with a cart presses Place Order, logs in and is back on /cart with the cart intact', async () => {
    const password = 'kesar-pista-42';
    expect((await post('SignUp.php', { name: 'Nirav Mehta', email: 'nirav.cart@example.com', phone: '9876512001', password })).code).toBe('200');
    const page = await newPage();
    await page.goto(`${shop.url}/products`);
    const mango = card(page, 'Alphonso Mango');
    await mango.getByRole('button', { name: /^5 Litre/ }).click();
    await mango.getByRole('button', { name: /^Add / }).click();
    const pista = card(page, 'Kesar Pista');
    await pista.getByRole('button', { name: /^Add / }).click();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL('**/cart');
    await page.getByRole('button', { name: 'Place Order' }).waitFor();
    const before = await cartLines(page);
    expect(before.length).toBe(2);
    const quantities = await page.getByRole('group', { name: /^Quantity of/ }).allTextContents();

    await page.getByRole('button', { name: 'Place Order' }).click();
    await page.waitForURL('**/login?returnTo=%2Fcart');
    await page.getByLabel('Email or phone number').fill('nirav.cart@example.com');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();

    await page.waitForURL((url) => url.pathname === '/cart');
    await page.getByText(accountTexts.loginSuccessful, { exact: true }).first().waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Orders' }).waitFor();
    expect(await cartLines(page)).toEqual(before);
    expect(await page.getByRole('group', { name: /^Quantity of/ }).allTextContents()).toEqual(quantities);
    await page.context().close();
  });

  it('a login link pointing at another site goes to /products', async () => {
    const password = 'kesar-pista-42';
    expect((await post('SignUp.php', { name: 'Kavya Shah', email: 'kavya.link@example.com', phone: '9876512002', password })).code).toBe('200');
    const page = await newPage();
    await page.goto(`${shop.url}/login?returnTo=${encodeURIComponent('//evil.example/cart')}`);
    await page.getByLabel('Email or phone number').fill('9876512002');
    await page.getByLabel('Password', { exact: true }).fill(password);
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/products');
    expect(new URL(page.url()).origin).toBe(shop.url);
    await page.context().close();
  });
});

describe('phone numbers as people paste them (point 13)', () => {
  it('reads "+91 98765 43210" as 9876543210 when typed or pasted in registration, and the account keeps 9876543210', async () => {
    const page = await newPage();
    await page.goto(`${shop.url}/register`);
    const phone = page.getByLabel('Phone', { exact: true });

    // Typed key by key.
    await phone.pressSequentially('+91 98765 43210');
    expect(await phone.inputValue()).toBe('9876543210');
    await page.getByText(accountTexts.phoneHintValid, { exact: true }).waitFor();

    // Pasted from the clipboard.
    await phone.fill('');
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write'], { origin: shop.url });
    await page.evaluate(() => navigator.clipboard.writeText('+91 98765 43210'));
    await phone.focus();
    await page.keyboard.press('ControlOrMeta+V');
    await expect.poll(() => phone.inputValue()).toBe('9876543210');
    await page.getByText(accountTexts.phoneHintValid, { exact: true }).waitFor();

    // A mistyped number keeps its hint instead of turning into another valid number.
    await phone.fill('98765432109');
    expect(await phone.inputValue()).toBe('98765432109');
    await page.getByText(accountTexts.phoneHintExtra, { exact: true }).waitFor();

    await phone.fill('+91 98765 43210');
    await page.getByLabel('Full name').fill('Asha Patel');
    await page.getByLabel('Email', { exact: true }).fill('asha.paste@example.com');
    await page.getByLabel('Password', { exact: true }).fill('kesar-pista-42');
    await page.getByLabel('Confirm password', { exact: true }).fill('kesar-pista-42');
    await page.getByLabel('I agree to the Privacy Policy').check();
    await page.getByLabel('I agree to the Terms & Conditions').check();
    await page.getByRole('button', { name: 'Sign up' }).click();
    await page.waitForURL('**/login');

    // Logging in with the number as pasted finds the account, which keeps the 10 digits.
    await page.getByLabel('Email or phone number').fill('+91 98765 43210');
    await page.getByLabel('Password', { exact: true }).fill('kesar-pista-42');
    await page.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL('**/products');
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null') as { phone: string } | null);
    expect(stored?.phone).toBe('9876543210');
    const login = await post('Login.php', { userId: '9876543210', password: 'kesar-pista-42' });
    expect(login.phone).toBe('9876543210');
    await page.context().close();
  });
});

describe('a status and a title per route (point 19)', () => {
  it('answers 200 and sets its own title on every route, 404 and "Page not found" elsewhere', async () => {
    const page = await newPage();
    const titles = new Set<string>();
    for (const route of routePatterns) {
      // A product's page (issue 13) is titled with its product: the demo catalogue's first, pid 1.
      const path = route.replace(':addressId', '3').replace(':id', '1');
      const title = route === '/products/:id' ? productDocumentTitle(demoProducts[0]!.title) : documentTitle(path, titleTexts);
      const response = await page.goto(`${shop.url}${path}`);
      expect(response?.status(), path).toBe(200);
      await expect.poll(() => page.title()).toBe(title);
      // The title shown, not read again: a visitor's /profile goes on to /login (and its title) once the session is read.
      titles.add(title);
    }
    expect(titles.size).toBe(routePatterns.length);

    for (const path of ['/nope', '/settings/nope']) {
      const response = await page.goto(`${shop.url}${path}`);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await page.title()).toBe('Page not found | Rajkot Scoops');
    }

    // Moving around inside the app changes the title too.
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect.poll(() => page.title()).toBe(documentTitle('/', titleTexts));
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click();
    await expect.poll(() => page.title()).toBe('Products | Rajkot Scoops');
    await page.context().close();
  });
});
