/**
 * The catalogue's answers are kept in memory (server/services/catalogueCache.ts) and carry an ETag:
 * a desk change is seen by the next getProducts, a change announced by another process (a bare
 * NOTIFY on the catalogue channel) drops the copy too, a matching If-None-Match answers 304, and a
 * changed catalogue answers a new ETag. Personal answers are never kept by anyone (no-store). This
 * file changes the catalogue, so it runs on a database of its own.
 */
import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskCalls, type DeskCallName } from '../../domain/desk/contract.ts';
import { deskUsers, productSizes } from '../../server/db/schema.ts';
import { CATALOGUE_CHANNEL } from '../../server/services/catalogueChanges.ts';
import { startDeskSession } from '../../server/services/deskSessions.ts';
import {
  addAddress, call, catalogue, expectSuccess, newCustomer, oneTubOrder, send, startPrivateTestServer,
  type CatalogueSize, type TestServer,
} from './harness.ts';

let server: TestServer;
let owner: string;
let size: CatalogueSize;

beforeAll(async () => {
  server = await startPrivateTestServer();
  const [row] = await server.database.db
    .insert(deskUsers)
    .values({ email: `owner.${randomUUID()}@example.com`, name: 'Meena Patel', role: 'owner', passwordHash: 'not used here' })
    .returning({ id: deskUsers.id });
  owner = await startDeskSession(server.database.db, row!.id);
  size = (await catalogue(server)).find((candidate) => candidate.inStock && candidate.size === '750 ML')!;
});
afterAll(() => server.close());

async function deskChange(name: DeskCallName, body: unknown): Promise<void> {
  const reply = await send(server, deskCalls[name].path, body, { token: owner, method: 'POST' });
  expect(reply.body.code, reply.text).toBe('200');
}

const priceOf = async (sizeId: number) => (await catalogue(server)).find((candidate) => candidate.pMetaId === sizeId)!.price;

describe('getProducts kept in memory', () => {
  it('answers no-cache with an ETag; the same ETag in If-None-Match answers 304 without a body', async () => {
    const first = await call(server, 'getProducts');
    expectSuccess('getProducts', first);
    const etag = first.headers.get('etag');
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers.get('cache-control')).toBe('no-cache');
    expect((await call(server, 'getProducts')).headers.get('etag')).toBe(etag);

    const again = await call(server, 'getProducts', undefined, { headers: { 'if-none-match': etag! } });
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(again.headers.get('etag')).toBe(etag);
    // A list of tags, and the weak form of the tag, match too; another tag does not.
    expect((await call(server, 'getProducts', undefined, { headers: { 'if-none-match': `"other", W/${etag}` } })).status).toBe(304);
    const other = await call(server, 'getProducts', undefined, { headers: { 'if-none-match': '"not-this-one"' } });
    expect(other.status).toBe(200);
    expect(other.text).toBe(first.text);
  });

  it('getConeCandy has an ETag of its own', async () => {
    const products = (await call(server, 'getProducts')).headers.get('etag');
    const cones = await call(server, 'getConeCandy');
    expectSuccess('getConeCandy', cones);
    expect(cones.headers.get('etag')).toMatch(/^"[\w-]+"$/);
    expect(cones.headers.get('etag')).not.toBe(products);
  });

  it('a desk price change is seen by the very next getProducts, with a new ETag; the old ETag answers 200', async () => {
    const before = await call(server, 'getProducts');
    const oldEtag = before.headers.get('etag')!;
    await deskChange('catalogueSetPrice', { pid: size.pid, pMetaId: size.pMetaId, price: size.price - 7, mrp: size.mrp });
    const after = await call(server, 'getProducts', undefined, { headers: { 'if-none-match': oldEtag } });
    expect(after.status).toBe(200);
    const product = expectSuccess('getProducts', after).Data.find((candidate) => candidate.pid === size.pid)!;
    expect(product.product_data!.find((candidate) => candidate.id === size.pMetaId)!.price).toBe(size.price - 7);
    expect(after.headers.get('etag')).not.toBe(oldEtag);
    await deskChange('catalogueSetPrice', { pid: size.pid, pMetaId: size.pMetaId, price: size.price, mrp: size.mrp });
    expect(await priceOf(size.pMetaId)).toBe(size.price);
  });

  it('a desk stock change is seen by the next getProducts', async () => {
    await deskChange('catalogueSetStock', { pid: size.pid, pMetaId: size.pMetaId, inStock: false });
    expect((await catalogue(server)).find((candidate) => candidate.pMetaId === size.pMetaId)!.inStock).toBe(false);
    await deskChange('catalogueSetStock', { pid: size.pid, pMetaId: size.pMetaId, inStock: true });
    expect((await catalogue(server)).find((candidate) => candidate.pMetaId === size.pMetaId)!.inStock).toBe(true);
  });

  it('a change written behind the server\'s back is not seen until a notification on the channel (as another process sends) drops the copy', async () => {
    await priceOf(size.pMetaId);
    await server.database.db.update(productSizes).set({ price: size.price - 11 }).where(eq(productSizes.id, size.pMetaId));
    try {
      // Kept: the copy answers, not the database.
      expect(await priceOf(size.pMetaId)).toBe(size.price);
      await server.database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, 'price')`);
      await expect.poll(() => priceOf(size.pMetaId)).toBe(size.price - 11);
    } finally {
      await server.database.db.update(productSizes).set({ price: size.price }).where(eq(productSizes.id, size.pMetaId));
      await server.database.db.execute(sql`select pg_notify(${CATALOGUE_CHANNEL}, 'price')`);
    }
    await expect.poll(() => priceOf(size.pMetaId)).toBe(size.price);
  });
});

describe('personal answers are never kept', () => {
  it('orders, addresses and the account answer Cache-Control: no-store and no ETag', async () => {
    const customer = await newCustomer(server, 'Nisha Joshi');
    const addressId = await addAddress(server, customer);
    const created = await call(server, 'createOrder', oneTubOrder((await catalogue(server)).find((candidate) => candidate.inStock && candidate.size === '5 Litre')!, addressId), { token: customer.token });
    expectSuccess('createOrder', created);
    const answers = [
      created,
      await call(server, 'getOrders', undefined, { token: customer.token }),
      await call(server, 'getAddress', undefined, { token: customer.token }),
      await call(server, 'getUserDetail', undefined, { token: customer.token }),
    ];
    for (const answer of answers) {
      expect(answer.status, answer.text).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.get('etag')).toBeNull();
    }
  });
});
