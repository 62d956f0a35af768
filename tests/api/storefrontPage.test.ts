/** Issue 9, point 19: the storefront's routes answer HTTP 200, any other path 404, both with the storefront's page. */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from './harness.ts';

const PAGE = '<!doctype html><meta name="order-rule" content="A" /><title>Rajkot Scoops</title><div id="root"></div>';
let server: TestServer;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'storefront-page-'));
  writeFileSync(join(clientDir, 'index.html'), PAGE);
  server = await startTestServer({ clientDir });
});
afterAll(() => server?.close());

const open = (path: string) => fetch(`${server.url}${path}`);

describe('the storefront page', () => {
  it.each([
    ['/', 'Ice cream delivered across Rajkot | Rajkot Scoops'],
    ['/products', 'Products | Rajkot Scoops'],
    ['/products?category=ConeCandy', 'Products | Rajkot Scoops'],
    ['/cart', 'Your Cart | Rajkot Scoops'],
    ['/login?returnTo=%2Fcart', 'Login | Rajkot Scoops'],
    ['/settings/addresses/edit/3', 'Edit Address | Rajkot Scoops'],
    ['/privacy-policy', 'Privacy Policy | Rajkot Scoops'],
    ['/terms', 'Terms &amp; Conditions | Rajkot Scoops'],
    ['/desk', 'Desk | Rajkot Scoops desk'],
    ['/desk/orders', 'Orders | Rajkot Scoops desk'],
    ['/desk/orders/12/ticket', 'Order ticket | Rajkot Scoops desk'],
  ])('%s answers 200 with the page, titled %j', async (path, title) => {
    const response = await open(path);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).toContain('<div id="root"></div>');
    expect(html).toContain(`<title>${title}</title>`);
  });

  it.each(['/nope', '/settings/nope', '/settings/addresses/edit/3/extra', '/products/42/extra', '/assets/missing-chunk.js', '/desk/nope', '/desks'])(
    '%s answers 404 with the page (the app shows its 404 screen)',
    async (path) => {
      const response = await open(path);
      expect(response.status).toBe(404);
      expect(response.headers.get('content-type')).toContain('text/html');
      const html = await response.text();
      expect(html).toContain('<div id="root"></div>');
      expect(html).toContain('<title>Page not found | Rajkot Scoops</title>');
    },
  );

  it('answers HEAD like GET', async () => {
    expect((await fetch(`${server.url}/cart`, { method: 'HEAD' })).status).toBe(200);
    expect((await fetch(`${server.url}/nope`, { method: 'HEAD' })).status).toBe(404);
  });

  it('still answers an unknown API call with the contract JSON', async () => {
    const response = await open('/api/nope.php');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ code: '404', msg: 'No such API call' });
  });
});
