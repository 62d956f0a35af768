/**
 * Calls of one customer racing each other: parallel password changes (exactly one wins, the session
 * rule of docs/api.md holds), an account deletion racing new orders (every order placed meanwhile loses
 * the personal data with the others) and logins (none leaves a session behind). No call answers 5xx.
 * Runs on both databases.
 */
import { randomUUID } from 'node:crypto';
import { eq, like, or } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { orders, sessions, users } from '../../server/db/schema.ts';
import { verifyPassword } from '../../server/services/passwords.ts';
import {
  addAddress, call, catalogue, expectSuccess, newCustomer, oneTubOrder, startTestServer, type CatalogueSize, type Customer, type Reply, type TestServer,
} from './harness.ts';

let server: TestServer;
let tub: CatalogueSize;
beforeAll(async () => {
  server = await startTestServer();
  tub = (await catalogue(server)).find((size) => size.inStock && size.size === '5 Litre')!;
});
afterAll(() => server.close());

const statusOf = (reply: Reply) => `${reply.status} ${String(reply.body.code)}`;

describe('parallel password changes', () => {
  const PARALLEL = 5;

  it(`${PARALLEL} parallel changes with the right current password: exactly one wins, the others are refused, never 5xx`, async () => {
    const customer = await newCustomer(server);
    const other = expectSuccess('login', await call(server, 'login', { userId: customer.phone, password: customer.password })).token;
    const newPasswords = Array.from({ length: PARALLEL }, (_, index) => `new-password-${index}-${randomUUID().slice(0, 8)}`);

    const replies = await Promise.all(
      newPasswords.map((newPassword) => call(server, 'changePassword', { oldPassword: customer.password, newPassword }, { token: customer.token })),
    );

    for (const reply of replies) expect(reply.status, reply.text).toBe(200);
    const winners = replies.flatMap((reply, index) => (reply.body.code === '200' ? [index] : []));
    expect(winners, replies.map(statusOf).join(', ')).toHaveLength(1);
    for (const reply of replies.filter((_, index) => index !== winners[0])) {
      expect(reply.body).toMatchObject({ code: '400', msg: 'Incorrect current password', status: 'error' });
    }

    // The stored password is the winner's new one; the old one and the losers' no longer match.
    const winner = newPasswords[winners[0]!]!;
    const [row] = await server.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, customer.userId));
    expect(await verifyPassword(row!.hash, winner)).toBe(true);
    for (const password of [customer.password, ...newPasswords.filter((password) => password !== winner)]) {
      expect(await verifyPassword(row!.hash, password)).toBe(false);
    }
    // docs/api.md: the session that changed the password stays signed in; the other sessions are revoked.
    expectSuccess('getUserDetail', await call(server, 'getUserDetail', undefined, { token: customer.token }));
    expect((await call(server, 'getUserDetail', undefined, { token: other })).status).toBe(401);
    expectSuccess('login', await call(server, 'login', { userId: customer.email, password: winner }));
  });
});

describe('account deletion racing new orders', () => {
  const ORDERS = 40;

  async function raceOnce(): Promise<{ customer: Customer; street: string; replies: Reply[]; deletion: Reply }> {
    const customer = await newCustomer(server, `Racer ${randomUUID().slice(0, 8)}`);
    const street = `${randomUUID()} Kalawad Road`;
    const addressId = await addAddress(server, customer, { address: street, phone: customer.phone });
    const body = oneTubOrder(tub, addressId);
    const placing = Array.from({ length: ORDERS }, () => call(server, 'createOrder', body, { token: customer.token }));
    // The deletion goes out while the orders are on their way, in the middle of them.
    const deleting = call(server, 'deleteAccount', {}, { token: customer.token });
    const more = Array.from({ length: ORDERS / 2 }, () => call(server, 'createOrder', body, { token: customer.token }));
    const [deletion, ...replies] = await Promise.all([deleting, ...placing, ...more]);
    return { customer, street, replies, deletion: deletion! };
  }

  it(`${ORDERS * 1.5} orders placed around a deletion: each answers success or 401, and no order keeps the street, phone or name`, async () => {
    const { customer, street, replies, deletion } = await raceOnce();
    expectSuccess('deleteAccount', deletion);
    for (const reply of replies) {
      expect(['200 200', '401 401'], reply.text).toContain(statusOf(reply));
    }
    const placed = replies.filter((reply) => reply.body.code === '200').map((reply) => Number(reply.body.orderId));

    const { db } = server.database;
    expect(await db.select().from(users).where(eq(users.id, customer.userId))).toEqual([]);
    expect(await db.select({ id: orders.id }).from(orders).where(eq(orders.userId, customer.userId))).toEqual([]);
    const keeping = await db
      .select({ id: orders.id })
      .from(orders)
      .where(or(like(orders.address, `%${street}%`), eq(orders.phone, customer.phone)));
    expect(keeping, `orders keeping personal data: ${keeping.map((row) => row.id).join(', ')}`).toEqual([]);
    for (const orderId of placed) {
      const [order] = await db.select().from(orders).where(eq(orders.id, orderId));
      expect(order).toMatchObject({ userId: null, address: '', phone: '' });
    }
    // Nothing of the customer answers afterwards.
    expect((await call(server, 'getOrders', undefined, { token: customer.token })).status).toBe(401);
  });
});

describe('account deletion racing logins', () => {
  // At most 2 x LOGINS failures for one phone: under the login limit of 5, so no answer is 429.
  const LOGINS = 2;

  it('logins sent around a deletion answer success or the refusal of an unknown account, never 5xx, and leave no session behind', async () => {
    for (let round = 0; round < 6; round += 1) {
      const customer = await newCustomer(server, `Leaver ${randomUUID().slice(0, 8)}`);
      const login = () => call(server, 'login', { userId: customer.phone, password: customer.password });
      const before = Array.from({ length: LOGINS }, login);
      const deleting = call(server, 'deleteAccount', {}, { token: customer.token });
      const after = Array.from({ length: LOGINS }, login);
      const [deletion, ...replies] = await Promise.all([deleting, ...before, ...after]);
      expectSuccess('deleteAccount', deletion!);
      for (const reply of replies) expect(['200 200', '200 401'], reply.text).toContain(statusOf(reply));

      const { db } = server.database;
      expect(await db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, customer.userId))).toEqual([]);
      for (const reply of replies.filter((candidate) => candidate.body.code === '200')) {
        expect((await call(server, 'getOrders', undefined, { token: String(reply.body.token) })).status).toBe(401);
      }
    }
  });
});
