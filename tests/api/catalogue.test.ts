import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_PIN_CODES } from '../../domain/addressDefaults.ts';
import { call, catalogue, expectSuccess, send, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

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
