/** The storefront's built files: the build's compressed copies sent to browsers that accept them, index.html for every page. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeCompressedCopies } from '../../scripts/precompress.ts';
import { startTestServer, type TestServer } from './harness.ts';

const script = `console.log(${JSON.stringify('Kesar Pista '.repeat(200))});\n`;
let server: TestServer;

beforeAll(async () => {
  const clientDir = mkdtempSync(join(tmpdir(), 'storefront-build-'));
  mkdirSync(join(clientDir, 'assets'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><meta name="order-rule" content="A" /><div id="root"></div>');
  writeFileSync(join(clientDir, 'assets', 'app.js'), script);
  // The copies as the build writes them: brotli, and gzip from zopfli.
  await writeCompressedCopies(clientDir, ['assets/app.js']);
  server = await startTestServer({ clientDir, orderRule: 'B' });
});
afterAll(() => server?.close());

describe('storefront files', () => {
  it('sends the brotli copy to a browser that accepts it', async () => {
    const response = await fetch(`${server.url}/assets/app.js`, { headers: { 'accept-encoding': 'br, gzip' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('br');
    expect(response.headers.get('vary')).toMatch(/accept-encoding/i);
    expect(response.headers.get('cache-control')).toContain('immutable');
    expect(await response.text()).toBe(script);
  });

  it('sends the gzip copy when only gzip is accepted, and the plain file otherwise', async () => {
    const gzipped = await server.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzipped.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzipped.rawPayload).toString()).toBe(script);
    // An HTTP client decodes it as it arrives.
    const fetched = await fetch(`${server.url}/assets/app.js`, { headers: { 'accept-encoding': 'gzip' } });
    expect(fetched.headers.get('content-encoding')).toBe('gzip');
    expect(await fetched.text()).toBe(script);
    const plain = await server.app.inject({ url: '/assets/app.js', headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(script);
  });

  it('answers index.html, with the shop order rule, for any page of the storefront', async () => {
    const page = await server.app.inject({ url: '/settings/addresses/edit/3' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<meta name="order-rule" content="B" />');
  });
});
