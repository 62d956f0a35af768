/**
 * The navigation behaviours of spec section 2 in Chromium: the header turning compact past 20 px, the
 * mobile menu closing on a route change, scroll to top, back buttons to /profile, the 404 page's two
 * buttons, and Track Order loading the order history afresh.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop(8193);
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

async function openPage(width: number, height: number): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height } });
  return context.newPage();
}

const headerLook = (page: Page) =>
  page.locator('header').evaluate((header) => {
    const style = getComputedStyle(header);
    return { backdrop: style.backdropFilter, paddingTop: parseFloat(style.paddingTop) };
  });

const scrollY = (page: Page) => page.evaluate(() => window.scrollY);

/** Signs a customer up through the API, then logs in on the login screen. */
async function logIn(page: Page): Promise<void> {
  const phone = '9876512345';
  const password = 'gulkand-500';
  const post = (path: string, body: unknown) =>
    fetch(`${shop.url}/api/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }).then(
      (response) => response.json() as Promise<Record<string, unknown>>,
    );
  expect((await post('SignUp.php', { name: 'Hetal Joshi', email: 'hetal.nav@example.com', phone, password })).code).toBe('200');
  await page.goto(`${shop.url}/login`);
  await page.getByLabel('Email or phone number').fill(phone);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login' }).click();
  await page.waitForURL('**/products');
}

describe('navigation in Chromium', () => {
  it('turns the header compact past 20 px of scroll and full-size again at the top', async () => {
    const page = await openPage(1280, 800);
    await page.goto(`${shop.url}/products`);
    await page.locator('article').first().waitFor();
    const atTop = await headerLook(page);
    expect(atTop.backdrop).toBe('none');

    await page.mouse.wheel(0, 400);
    await expect.poll(async () => (await headerLook(page)).backdrop).toContain('blur');
    await expect.poll(async () => (await headerLook(page)).paddingTop).toBeLessThan(atTop.paddingTop);

    await page.evaluate(() => window.scrollTo(0, 10));
    await expect.poll(async () => (await headerLook(page)).backdrop).toBe('none');
    await page.context().close();
  });

  it('closes the mobile menu and scrolls to the top on every route change', async () => {
    const page = await openPage(390, 844);
    await page.goto(`${shop.url}/products`);
    await page.locator('article').first().waitFor();
    await page.mouse.wheel(0, 1500);
    await expect.poll(() => scrollY(page)).toBeGreaterThan(500);

    await page.getByRole('button', { name: 'Menu' }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Cart' }).waitFor();
    await nav.getByRole('link', { name: 'Cart' }).click();
    await page.waitForURL('**/cart');
    await expect.poll(() => scrollY(page)).toBe(0);
    expect(await nav.getByRole('link', { name: 'Cart' }).isVisible()).toBe(false);
    expect(await page.getByRole('button', { name: 'Menu' }).getAttribute('aria-expanded')).toBe('false');
    await page.context().close();
  });

  it('takes the back buttons of settings, privacy and terms to /profile', async () => {
    const page = await openPage(1280, 800);
    await logIn(page);
    for (const route of ['/settings/personal-details', '/settings/change-password', '/settings/addresses', '/settings/delete-account', '/privacy-policy', '/terms']) {
      await page.goto(`${shop.url}/sitemap`);
      await page.goto(`${shop.url}${route}`);
      await page.getByRole('button', { name: '← Back' }).click();
      await page.waitForURL('**/profile');
      expect(new URL(page.url()).pathname, `Back on ${route}`).toBe('/profile');
    }
    await page.context().close();
  });

  it('offers Back to Home and Go Back on an unknown path', async () => {
    const page = await openPage(390, 844);
    await page.goto(`${shop.url}/sitemap`);
    await page.goto(`${shop.url}/no/such/page`);
    await page.getByRole('heading', { name: 'Page not found' }).waitFor();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await page.waitForURL('**/sitemap');

    await page.goto(`${shop.url}/still/not/here`);
    await page.getByRole('link', { name: 'Back to Home' }).click();
    await page.waitForURL(`${shop.url}/`);
    await page.getByRole('link', { name: 'Browse Flavors' }).waitFor();
    await page.context().close();
  });

  it('loads the order history afresh from Track Order', async () => {
    const page = await openPage(1280, 800);
    await page.goto(shop.url);
    await page.evaluate(() => Object.assign(window, { samePage: true }));
    await page.getByRole('link', { name: 'Track Order' }).click();
    await page.waitForURL('**/order-history');
    await page.getByRole('heading', { name: 'Order History' }).waitFor();
    expect(await page.evaluate(() => 'samePage' in window)).toBe(false);
    await page.context().close();
  });
});
