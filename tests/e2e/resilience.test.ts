/**
 * Never a blank app (issue 9, point 11) in Chromium: the /cart screen's code fails to load once (a
 * brief network drop, played with page.route); the header and footer stay, the page says "Temporary
 * service is not available", and Try Again loads the screen once the network is back.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Route } from 'playwright-core';
import { messages } from '../../domain/messages/index.ts';
import { openChromium, startShop, type RunningShop } from '../../scripts/browser/chromium.ts';
import { cartTexts } from '../../domain/messages/cart.ts';

let shop: RunningShop;
let browser: Browser;

beforeAll(async () => {
  shop = await startShop(8237);
  browser = await openChromium();
});
afterAll(async () => {
  await browser?.close();
  await shop?.stop();
});

describe('a screen whose code does not load', () => {
  it('keeps the header and footer, says so, and Try Again shows the cart once the network is back', async () => {
    // page.route sees no request the service worker answers (issue 14): this test plays the network without it.
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 }, serviceWorkers: 'block' });
    const page = await context.newPage();
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(shop.url);
    await page.getByRole('heading', { level: 1, name: "Rajkot's favourite ice cream, delivered to your door" }).waitFor();

    // The network drops for the cart screen's code: its chunk request fails once.
    const aborted: string[] = [];
    const dropCartChunk = async (route: Route) => {
      aborted.push(route.request().url());
      await route.abort('internetdisconnected');
    };
    await page.route(/\/assets\/CartScreen-[^/]+\.js$/, dropCartChunk);
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: /^Cart/ }).click();
    await page.waitForURL('**/cart');

    const alert = page.getByRole('main').getByRole('alert');
    await alert.waitFor({ timeout: 10_000 });
    expect(await alert.getByRole('heading', { level: 1 }).textContent()).toBe(messages.screenUnavailable);
    expect(aborted.length).toBeGreaterThan(0);
    expect(await page.getByRole('banner').getByRole('navigation', { name: 'Main' }).isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').getByRole('link', { name: 'Sitemap' }).isVisible()).toBe(true);

    // The network is back.
    await page.unroute(/\/assets\/CartScreen-[^/]+\.js$/, dropCartChunk);
    await alert.getByRole('button', { name: messages.screenTryAgain }).click();
    await page.getByRole('main').getByRole('heading', { level: 1, name: 'Your Cart' }).waitFor({ timeout: 10_000 });
    expect(await page.getByRole('main').getByRole('alert').count()).toBe(0);
    expect(await page.getByText(cartTexts.cartEmpty).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
