/** axe-core scan of every route in Chromium: no serious or critical violation. */
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { openChromium, startShop, type RunningShop } from './browser.ts';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
const routes = [
  '/', '/products', '/cart', '/login', '/register', '/forgot-password', '/reset-password', '/privacy-policy', '/terms', '/sitemap',
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

async function seriousViolations(target: Page) {
  await target.addScriptTag({ content: axeSource });
  const violations = await target.evaluate(async () => {
    const result = await (window as unknown as { axe: { run: () => Promise<{ violations: { id: string; impact: string; nodes: unknown[] }[] }> } }).axe.run();
    return result.violations.map((violation) => ({ id: violation.id, impact: violation.impact, nodes: violation.nodes.length }));
  });
  return violations.filter((violation) => violation.impact === 'serious' || violation.impact === 'critical');
}

describe('accessibility (axe-core)', () => {
  it('the scan itself finds a serious violation on a page made to have one', async () => {
    await page.setContent('<html lang="en"><body><main><h1>Form</h1><input type="text"><img src="x.png"></main></body></html>');
    expect((await seriousViolations(page)).map((violation) => violation.id)).toEqual(expect.arrayContaining(['label', 'image-alt']));
  });

  it.each(routes)('%s has no serious or critical violation', async (route) => {
    await page.goto(`${shop.url}${route}`, { waitUntil: 'networkidle' });
    expect(await seriousViolations(page)).toEqual([]);
  });
});
