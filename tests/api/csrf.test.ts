/**
 * Requests a browser sends on its own (CSRF): a page on another port of this host (same site) or on
 * another site auto-submits forms or fetches with the auth_token cookie. No such request changes
 * anything: every call that changes something needs the Authorization: Bearer header, which a page
 * elsewhere cannot send (it needs a CORS preflight this server never grants). The cookie still reads
 * the customer's own data by GET when the browser marks the request as the site's own.
 *
 * Also TRUST_PROXY: the client address (login limits) from X-Forwarded-For, and Secure cookies.
 */
import { randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTotals, type CartLine } from '../../domain/cart.ts';
import { calls, type CallName } from '../../domain/contract.ts';
import { parseTrustProxy } from '../../server/config.ts';
import { loginAttempts } from '../../server/db/schema.ts';
import { COOKIE_READS } from '../../server/routes/define.ts';
import {
  addAddress, call, catalogue, expectSuccess, newCustomer, send, startTestServer, type Customer, type Reply, type TestServer,
} from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Victim extends Customer {
  cookie: string;
  addressId: number;
  orderId: number;
}

async function newVictim(): Promise<Victim> {
  const customer = await newCustomer(server, 'Cookie Holder');
  const login = await call(server, 'login', { userId: customer.email, password: customer.password });
  const setCookie = login.headers.get('set-cookie') ?? '';
  expect(setCookie).toMatch(/^auth_token=/);
  const cookie = setCookie.split(';')[0]!;
  const addressId = await addAddress(server, customer);
  const tub = (await catalogue(server)).find((size) => size.inStock && size.size === '5 Litre')!;
  const line: CartLine = {
    productId: tub.pid, category: tub.type, quantity: 1,
    size: { id: tub.pMetaId, size: tub.size, price: tub.price, mrp: tub.mrp, status: 'In Stock' },
  };
  const totals = cartTotals([line], 'A');
  const order = await call(server, 'createOrder', {
    addressId, totalAmount: totals.totalAmount,
    orderMeta: [{ pid: tub.pid, pMetaId: tub.pMetaId, quantity: 1, amount: totals.lines[0]!.amount }],
  }, { token: customer.token });
  return { ...customer, cookie, addressId, orderId: expectSuccess('createOrder', order).orderId };
}

/** Everything of the customer, as one text: any change by a forged request shows here. */
async function everythingOf(customer: Customer): Promise<string> {
  const id = customer.userId;
  const result = (await server.database.db.execute(sql.raw(`
    select coalesce(string_agg(t, E'\\n' order by t), '') as rows from (
      select u::text as t from users u where id = ${id}
      union all select s::text from sessions s where user_id = ${id}
      union all select a::text from addresses a where user_id = ${id}
      union all select o::text from orders o where user_id = ${id}
      union all select l::text from login_attempts l where key = 'account:${id}') x`))) as unknown as { rows: { rows: string }[] };
  return result.rows[0]!.rows;
}

/** What an attacker's page would post to each call that changes something. */
function forgedBodies(victim: Victim): [CallName, Record<string, unknown>][] {
  return [
    ['editProfile', { name: 'Hacked Name' }],
    ['createOrder', { addressId: victim.addressId, totalAmount: 1, orderMeta: '[{"pid":1,"pMetaId":1,"quantity":1,"amount":1}]' }],
    ['deleteAccount', {}],
    ['addAddress', { address: '1 Attacker Street', pinCode: '360005' }],
    ['editAddress', { addressId: victim.addressId, address: '1 Attacker Street', pinCode: '360005' }],
    ['deleteAddress', { addressId: victim.addressId }],
    ['makeDefaultAddress', { addressId: victim.addressId }],
    ['changePassword', { oldPassword: victim.password, newPassword: 'attacker-chosen-1' }],
    ['cancelOrder', { orderId: victim.orderId }],
    ['logout', {}],
  ];
}

const otherPort = () => `http://127.0.0.1:${randomInt(1024, 65535)}`;

/** How a browser marks a request that a page elsewhere made it send. */
const browserMarks: [string, Record<string, string>][] = [
  ['a form from another port of this host (same site)', { origin: otherPort(), 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'navigate' }],
  ['a form from another site', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate' }],
  ['a no-cors fetch from another port', { origin: otherPort(), 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' }],
  ['an old browser without Sec-Fetch headers, another origin', { origin: otherPort(), referer: `${otherPort()}/attack.html` }],
  ['a request claiming to be the storefront itself', { origin: 'http://127.0.0.1', 'sec-fetch-site': 'same-origin' }],
];

describe('the auth_token cookie alone authorises no change', () => {
  let victim: Victim;
  beforeAll(async () => {
    victim = await newVictim();
  });

  it.each(browserMarks)('%s, form bodies with the cookie only: every write is 401 and nothing changes', async (_label, marks) => {
    const before = await everythingOf(victim);
    for (const [name, body] of forgedBodies(victim)) {
      for (const form of [true, false]) {
        const reply = await send(server, calls[name].path, body, { form, headers: { cookie: victim.cookie, ...marks } });
        expect(reply.status, `${name}: ${reply.text}`).toBe(401);
        expect(reply.body).toEqual({ code: '401', msg: expect.any(String) });
      }
    }
    expect(await everythingOf(victim)).toBe(before);
  });

  it('getAddress by POST (which the cart uses) needs the header too', async () => {
    const reply = await send(server, calls.getAddress.path, {}, { headers: { cookie: victim.cookie } });
    expect(reply.status).toBe(401);
  });

  it('the cookie reads the customer\'s own data by GET, unless the browser says another page sent it', async () => {
    for (const name of COOKIE_READS) {
      for (const marks of [{}, { 'sec-fetch-site': 'same-origin' }, { 'sec-fetch-site': 'none' }] as Record<string, string>[]) {
        const reply = await send(server, calls[name].path, undefined, { method: 'GET', headers: { cookie: victim.cookie, ...marks } });
        expect(reply.status, `${name}: ${reply.text}`).toBe(200);
        expect(reply.body.code).toBe('200');
      }
      for (const site of ['same-site', 'cross-site']) {
        const reply = await send(server, calls[name].path, undefined, { method: 'GET', headers: { cookie: victim.cookie, 'sec-fetch-site': site } });
        expect(reply.status, `${name} ${site}: ${reply.text}`).toBe(401);
      }
    }
    expect([...COOKIE_READS].every((name) => (calls[name].methods as readonly string[]).includes('GET'))).toBe(true);
  });

  it('a CORS preflight for the Authorization header is never granted', async () => {
    const preflight = await fetch(`${server.url}/api/${calls.editProfile.path}`, {
      method: 'OPTIONS',
      headers: { origin: otherPort(), 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    expect(preflight.status).toBeGreaterThanOrEqual(400);
    expect(preflight.headers.get('access-control-allow-origin')).toBeNull();
    expect(preflight.headers.get('access-control-allow-headers')).toBeNull();
    const simple = await send(server, calls.getPinCodes.path, undefined, { headers: { origin: otherPort() } });
    expect(simple.headers.get('access-control-allow-origin')).toBeNull();
  });

  it("the storefront's own calls (Bearer header, JSON) change what they should, with or without the cookie", async () => {
    const customer = await newVictim();
    const asStorefront = { token: customer.token, headers: { cookie: customer.cookie, origin: server.url, 'sec-fetch-site': 'same-origin' } };
    expect(expectSuccess('editProfile', await call(server, 'editProfile', { name: 'Renamed Rightly' }, asStorefront)).name).toBe('Renamed Rightly');
    const second = await addAddress(server, customer, { address: '9 Yagnik Road' });
    expectSuccess('makeDefaultAddress', await call(server, 'makeDefaultAddress', { addressId: second }, asStorefront));
    expectSuccess('cancelOrder', await call(server, 'cancelOrder', { orderId: customer.orderId }, asStorefront));
    expectSuccess('changePassword', await call(server, 'changePassword', { oldPassword: customer.password, newPassword: 'a-new-secret-7' }, asStorefront));
    // The shop's Flutter app: Bearer and a JSON content type, no cookie, no Origin.
    expectSuccess('getUserDetail', await call(server, 'getUserDetail', undefined, { token: customer.token, headers: { 'content-type': 'application/json' } }));
    expectSuccess('deleteAccount', await call(server, 'deleteAccount', {}, asStorefront));
    expect((await call(server, 'getUserDetail', undefined, { token: customer.token })).status).toBe(401);
  });
});

describe('TRUST_PROXY', () => {
  const addresses = () => `203.0.113.${randomInt(1, 255)}`;

  async function countedAddresses(target: TestServer, headers: Record<string, string>): Promise<string[]> {
    const identifier = `nobody.${randomInt(1e9)}@example.com`;
    const reply = await call(target, 'login', { userId: identifier, password: 'wrong-password' }, { headers });
    expect(reply.body.code, reply.text).toBe('401');
    const rows = await target.database.db.select({ key: loginAttempts.key }).from(loginAttempts).where(eq(loginAttempts.key, `ip:${headers['x-forwarded-for']?.split(',').at(-1)?.trim()}`));
    return rows.map((row) => row.key);
  }

  it('off (the default): X-Forwarded-For is ignored, the client is the connection, cookies are not Secure', async () => {
    const forwarded = addresses();
    expect(await countedAddresses(server, { 'x-forwarded-for': forwarded })).toEqual([]);
    const customer = await newCustomer(server);
    const login = await call(server, 'login', { userId: customer.email, password: customer.password }, { headers: { 'x-forwarded-proto': 'https' } });
    expect(login.headers.get('set-cookie')).not.toMatch(/;\s*Secure/i);
  });

  describe('on', () => {
    let proxied: TestServer;
    beforeAll(async () => {
      proxied = await startTestServer({ trustProxy: parseTrustProxy('true') });
    });
    afterAll(() => proxied.close());

    it("the client address is the one the proxy put last in X-Forwarded-For, not one the client wrote before it", async () => {
      const real = addresses();
      const forged = '198.51.100.77';
      expect(await countedAddresses(proxied, { 'x-forwarded-for': `${forged}, ${real}` })).toEqual([`ip:${real}`]);
      const rows = await proxied.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, `ip:${forged}`));
      expect(rows).toEqual([]);
    });

    it('the token cookie is Secure, HttpOnly and SameSite=Strict', async () => {
      const customer = await newCustomer(proxied);
      const login = await call(proxied, 'login', { userId: customer.email, password: customer.password }, { headers: { 'x-forwarded-for': addresses() } });
      const cookie = login.headers.get('set-cookie') ?? '';
      expect(cookie).toMatch(/^auth_token=/);
      expect(cookie).toMatch(/;\s*Secure/i);
      expect(cookie).toMatch(/;\s*HttpOnly/i);
      expect(cookie).toMatch(/;\s*SameSite=Strict/i);
      const logout = await call(proxied, 'logout', {}, { token: customer.token });
      expect(logout.headers.get('set-cookie')).toMatch(/;\s*Secure/i);
    });
  });

  it.each([
    [undefined, false], ['', false], ['false', false], ['0', false], ['true', 1], ['1', 1], ['2', 2],
    ['127.0.0.1', '127.0.0.1'], ['10.0.0.0/8, 192.168.1.1', '10.0.0.0/8,192.168.1.1'], ['loopback', 'loopback'],
  ])('TRUST_PROXY=%j reads as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it('a TRUST_PROXY that is none of these stops the start with a clear message', () => {
    expect(() => parseTrustProxy('yes please; rm -rf')).toThrow(/TRUST_PROXY must be/);
  });
});

describe('replies are what a browser page elsewhere could use', () => {
  it('a forged write answers 401 without setting or clearing the cookie', async () => {
    const victim = await newVictim();
    const reply: Reply = await send(server, calls.logout.path, {}, { form: true, headers: { cookie: victim.cookie, 'sec-fetch-site': 'same-site' } });
    expect(reply.status).toBe(401);
    expect(reply.headers.get('set-cookie')).toBeNull();
    expectSuccess('getUserDetail', await call(server, 'getUserDetail', undefined, { token: victim.token }));
  });
});
