import { readFileSync } from 'node:fs';
import { get as httpGet, type IncomingHttpHeaders } from 'node:http';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_PIN_CODES } from '../../domain/addressDefaults.ts';
import { UPLOADS_DIR } from '../../server/main.ts';
import { call, catalogue, expectSuccess, send, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

/** A GET whose body is kept as it came (fetch would decode it). */
function rawGet(path: string, headers: Record<string, string>): Promise<{ status: number | undefined; headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    httpGet(`${server.url}${path}`, { headers }, (answer) => {
      const chunks: Buffer[] = [];
      answer.on('data', (chunk: Buffer) => chunks.push(chunk));
      answer.on('end', () => resolve({ status: answer.statusCode, headers: answer.headers, body: Buffer.concat(chunks) }));
    }).on('error', reject);
  });
}

/** What a browser's picture request says it takes. */
const BROWSER_PICTURE_ACCEPT = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';

describe('catalogue and content calls', () => {
  it('getProducts lists ice cream tubs in 750 ML and 5 Litre, 5 Litre wholesale price below mrp', async () => {
    const answer = expectSuccess('getProducts', await call(server, 'getProducts'));
    expect(answer.Data.length).toBeGreaterThanOrEqual(12);
    for (const product of answer.Data) {
      expect(product.type).not.toBe('ConeCandy');
      const sizes = (product.product_data ?? []).map((size) => size.size);
      expect(sizes).toEqual(['750 ML', '5 Litre']);
      const fiveLitre = product.product_data!.find((size) => size.size === '5 Litre')!;
      expect(fiveLitre.price).toBeLessThan(fiveLitre.mrp);
    }
  });

  it('getConeCandy lists only cone/candy products with pack-count sizes', async () => {
    const answer = expectSuccess('getConeCandy', await call(server, 'getConeCandy'));
    expect(answer.Data.length).toBeGreaterThanOrEqual(8);
    expect(new Set(answer.Data.map((product) => product.type))).toEqual(new Set(['ConeCandy']));
    // Piece counts the shop's apps parse as numbers.
    for (const product of answer.Data) for (const size of product.product_data ?? []) expect(size.size).toMatch(/^\d+$/);
  });

  it('some sizes and one whole product are out of stock', async () => {
    const sizes = await catalogue(server);
    expect(sizes.filter((size) => !size.inStock).length).toBeGreaterThanOrEqual(3);
    const main = expectSuccess('getProducts', await call(server, 'getProducts'));
    expect(main.Data.filter((product) => product.status === 'Out of Stock')).toHaveLength(1);
  });

  it('every product image is a full address on this server under /uploads/, served as a PNG', async () => {
    const main = expectSuccess('getProducts', await call(server, 'getProducts'));
    const cones = expectSuccess('getConeCandy', await call(server, 'getConeCandy'));
    const files = new Set([...main.Data, ...cones.Data].flatMap((product) => [product.image, product.cover]).filter(Boolean));
    expect(files.size).toBeGreaterThanOrEqual(20);
    for (const file of files) {
      expect(file).toMatch(new RegExp(`^${server.url}/uploads/[a-z0-9-]+\\.png$`));
      const response = await fetch(file!);
      expect(response.status, String(file)).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
      expect([...new Uint8Array(await response.arrayBuffer()).subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
  });

  it('the demo SVGs stay served as they are', async () => {
    const response = await fetch(`${server.url}/uploads/alphonso-mango-tub.svg`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect((await fetch(`${server.url}/uploads/no-such-picture.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/..%2Fapp.png`)).status).toBe(404);
  });

  it.each([
    ['/uploads/alphonso-mango-tub.svg', 'br', 'br'],
    ['/uploads/alphonso-mango-tub.svg', 'gzip, deflate', 'gzip'],
    ['/uploads/alphonso-mango-tub.svg', 'identity', null],
    ['/uploads/placeholder.svg', 'gzip;q=0, br', 'br'],
    // The address the catalogue names, as a browser asks for it: the SVG (the storefront's cards).
    ['/uploads/alphonso-mango-tub.png', 'gzip, deflate, br, zstd', 'br'],
    ['/uploads/alphonso-mango-tub.png', 'gzip', 'gzip'],
  ] as const)('the demo SVG at %s asked with Accept-Encoding %s comes %s and decodes to the file (issue 28)', async (path, acceptEncoding, encoding) => {
    const file = readFileSync(join(UPLOADS_DIR, path.replace('/uploads/', '').replace(/\.png$/, '.svg')));
    const answer = await rawGet(path, { accept: BROWSER_PICTURE_ACCEPT, 'accept-encoding': acceptEncoding });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toMatch(/^image\/svg\+xml/);
    expect(answer.headers['content-encoding']).toBe(encoding ?? undefined);
    expect(answer.headers.vary).toContain('Accept-Encoding');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['content-security-policy']).toContain("script-src 'self'");
    const decoded = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
    expect(decoded.equals(file)).toBe(true);
    if (encoding) expect(answer.body.length).toBeLessThan(file.length / 2);
  });

  it('the Flutter app, which does not ask for SVG, still gets the PNG, not encoded', async () => {
    const answer = await rawGet('/uploads/alphonso-mango-tub.png', { accept: '*/*', 'accept-encoding': 'gzip' });
    expect(answer.headers['content-type']).toBe('image/png');
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect([...answer.body.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
  });

  it('a demo SVG asked for again with its ETag answers 304 without a body', async () => {
    const first = await rawGet('/uploads/placeholder.svg', { 'accept-encoding': 'br' });
    expect(first.headers.etag).toBeTruthy();
    const again = await rawGet('/uploads/placeholder.svg', { 'accept-encoding': 'br', 'if-none-match': first.headers.etag! });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it('getPinCodes answers the 13 delivery pin codes of the specification', async () => {
    const answer = expectSuccess('getPinCodes', await call(server, 'getPinCodes'));
    expect(answer.Data.map((pin) => pin.pinCode).sort()).toEqual([...FALLBACK_PIN_CODES].sort());
  });

  it('privacy policy and terms are HTML naming the shop', async () => {
    const privacy = expectSuccess('getPrivacyPolicy', await call(server, 'getPrivacyPolicy'));
    expect(privacy.PrivacyPolicy).toMatch(/<h2>/);
    expect(privacy.PrivacyPolicy).toContain('Rajkot Scoops');
    const terms = expectSuccess('getTermsCondition', await call(server, 'getTermsCondition'));
    expect(terms.TermsAndCondition).toContain('Rajkot Scoops');
  });

  it('an unknown API path answers 404 in the contract shape', async () => {
    const reply = await send(server, 'nothingHere.php');
    expect(reply.status).toBe(404);
    expect(reply.body).toEqual({ code: '404', msg: 'No such API call' });
  });
});
