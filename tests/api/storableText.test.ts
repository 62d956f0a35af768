/**
 * Text the database cannot store (NUL, UTF-16 surrogates without their pair) in any string field of
 * any call: HTTP 400 naming the field, never a 500, and nothing changes. And when the database does
 * fail, the log line names the failure without the query's values: no password, hash, token or
 * personal data, no `params` or `query` fields.
 *
 * A private database, so that whole tables can be compared and constraints added to force failures.
 */
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTotals, type CartLine } from '../../domain/cart.ts';
import { calls, type CallName } from '../../domain/contract.ts';
import { GENERIC_FAILURE, LOG_REDACT, loggableError } from '../../server/app.ts';
import { unstorableField } from '../../server/storableText.ts';
import {
  addAddress, call, catalogue, expectSuccess, newCustomer, send, startPrivateTestServer, uniquePhone, type Customer, type TestServer,
} from './harness.ts';

const logLines: string[] = [];
let server: TestServer;
let customer: Customer;
let addressId: number;
let orderId: number;
let line: { pid: number; pMetaId: number; quantity: number; amount: number; size: string; title: string };
let total: number;

beforeAll(async () => {
  server = await startPrivateTestServer({
    logger: { level: 'info', redact: LOG_REDACT, stream: { write: (text: string) => logLines.push(text) } },
  });
  customer = await newCustomer(server);
  addressId = await addAddress(server, customer);
  const tub = (await catalogue(server)).find((size) => size.inStock && size.size === '5 Litre')!;
  const cartLine: CartLine = {
    productId: tub.pid, category: tub.type, quantity: 1,
    size: { id: tub.pMetaId, size: tub.size, price: tub.price, mrp: tub.mrp, status: 'In Stock' },
  };
  const totals = cartTotals([cartLine], 'A');
  line = { pid: tub.pid, pMetaId: tub.pMetaId, quantity: 1, amount: totals.lines[0]!.amount, size: tub.size, title: tub.title };
  total = totals.totalAmount;
  orderId = expectSuccess('createOrder', await call(server, 'createOrder', { addressId, totalAmount: total, orderMeta: [line] }, { token: customer.token })).orderId;
});
afterAll(() => server?.close());

/** A valid body of each call that takes one: each string in it is spoilt in turn. */
function validBodies(): [CallName, Record<string, unknown>][] {
  return [
    ['login', { userId: customer.email, password: customer.password }],
    ['signUp', { name: 'Nila Shah', email: `nila.${randomUUID()}@example.com`, phone: uniquePhone(), password: 'kesar-pista-42', FCMToken: 'fcm', device_type: 'web' }],
    ['checkPhone', { phone: customer.phone }],
    ['editProfile', { userId: String(customer.userId), name: 'Asha Patel', email: customer.email, phone: customer.phone }],
    ['changePassword', { oldPassword: customer.password, newPassword: 'another-secret-1' }],
    ['deleteAccount', { userId: String(customer.userId) }],
    ['createOrder', { addressId: String(addressId), totalAmount: String(total), orderMeta: [{ ...line, pid: String(line.pid) }] }],
    ['cancelOrder', { orderId: `ORD${String(orderId).padStart(6, '0')}` }],
    ['getAddress', { userId: String(customer.userId) }],
    ['addAddress', { address: '14 Kalawad Road', pinCode: '360005', phone: customer.phone }],
    ['editAddress', { addressId: String(addressId), address: '14 Kalawad Road', pinCode: '360005', phone: customer.phone }],
    ['deleteAddress', { addressId: String(addressId) }],
    ['makeDefaultAddress', { addressId: String(addressId) }],
    ['logout', { note: 'a field no call reads' }],
  ];
}

/** Every string of a body with its path, e.g. orderMeta[0].title. */
function stringsOf(value: unknown, path = ''): string[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, index) => stringsOf(item, `${path}[${index}]`));
  if (value && typeof value === 'object') return Object.entries(value).flatMap(([key, item]) => stringsOf(item, path ? `${path}.${key}` : key));
  return [];
}

function spoil(body: Record<string, unknown>, path: string, spoiler: (text: string) => string): Record<string, unknown> {
  const copy = structuredClone(body);
  const parts = path.split(/\.|\[(\d+)\]/).filter((part) => part !== undefined && part !== '');
  let target: Record<string, unknown> = copy;
  for (const part of parts.slice(0, -1)) target = target[part] as Record<string, unknown>;
  const last = parts.at(-1)!;
  target[last] = spoiler(String(target[last]));
  return copy;
}

const spoilers: [string, (text: string) => string][] = [
  ['a NUL byte', (text) => `${text.slice(0, 2)}\u0000${text.slice(2)}`],
  ['a lone high surrogate', (text) => `${text}\ud800`],
  ['a lone low surrogate', (text) => `\udc00${text}`],
  ['a surrogate pair the wrong way round', (text) => `${text.slice(0, 1)}\udc00\ud800${text.slice(1)}`],
];

async function everything(): Promise<string> {
  const tables = ['users', 'sessions', 'login_attempts', 'addresses', 'orders', 'order_items'];
  const query = tables.map((table) => `select '${table}' as name, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as digest from ${table} t`).join(' union all ');
  const result = (await server.database.db.execute(sql.raw(query))) as unknown as { rows: unknown[] };
  return JSON.stringify(result.rows);
}

describe('text the database cannot store answers HTTP 400 naming the field, and changes nothing', () => {
  it.each(spoilers)('%s in every string field of every call, JSON and (for NUL) form bodies', async (_label, spoiler) => {
    const before = await everything();
    let sent = 0;
    for (const [name, body] of validBodies()) {
      for (const path of stringsOf(body)) {
        const forms = spoiler('ab').includes('\u0000') && !path.includes('[') ? [false, true] : [false];
        for (const form of forms) {
          const reply = await send(server, calls[name].path, spoil(body, path, spoiler), { token: customer.token, form });
          const context = `${name} ${path} ${form ? 'form' : 'JSON'}: ${reply.text}`;
          expect(reply.status, context).toBe(400);
          expect(reply.body, context).toEqual({ code: '400', msg: `Invalid request: ${path} contains characters that cannot be stored` });
          sent += 1;
        }
      }
    }
    expect(sent).toBeGreaterThanOrEqual(stringsOf(validBodies().map(([, body]) => body)).length);
    expect(await everything()).toBe(before);
  });

  it('a body that is itself such a string, and a customer who is still there afterwards', async () => {
    const reply = await send(server, calls.addAddress.path, undefined, { token: customer.token, raw: '"\\ud800"' });
    expect(reply.status).toBe(400);
    expect(reply.body).toEqual({ code: '400', msg: 'Invalid request: the body contains characters that cannot be stored' });
    expectSuccess('getUserDetail', await call(server, 'getUserDetail', undefined, { token: customer.token }));
  });

  it('unstorableField finds the first such string; well-formed text (emoji, Gujarati, Hindi) passes', () => {
    expect(unstorableField({ name: 'આશા પટેલ 🍦 आशा', orderMeta: [{ title: 'Kesar 🍨' }] })).toBeNull();
    expect(unstorableField({ orderMeta: [{ title: 'ok' }, { title: 'bad\u0000' }] })).toBe('orderMeta[1].title');
    expect(unstorableField(['x', '\udfff'])).toBe('[1]');
    expect(unstorableField(42)).toBeNull();
  });
});

describe('a database failure is logged without values', () => {
  it('signUp, login and changePassword failing in the database: HTTP 500, and the log holds no hash, token, password, email or params', async () => {
    const { db } = server.database;
    const victim = await newCustomer(server, 'Forced Failure Victim');
    const password = 'Fail-Pass-314';
    const email = `failing.${randomUUID()}@example.com`;
    await db.execute(sql.raw(`alter table users add constraint forced_failure check (name <> 'Forced Failure') not valid`));
    await db.execute(sql.raw(`alter table sessions add constraint forced_session_failure check (user_id <> ${victim.userId}) not valid`));
    await db.execute(sql.raw(`alter table users add constraint forced_update_failure check (id <> ${victim.userId}) not valid`));
    const first = logLines.length;
    try {
      const replies = [
        await call(server, 'signUp', { name: 'Forced Failure', email, phone: uniquePhone(), password, FCMToken: '', device_type: 'web' }),
        await call(server, 'login', { userId: victim.email, password: victim.password }),
        await call(server, 'changePassword', { oldPassword: victim.password, newPassword: password }, { token: victim.token }),
        await call(server, 'editProfile', { name: 'Renamed Victim' }, { token: victim.token }),
      ];
      for (const reply of replies) {
        expect(reply.status, reply.text).toBe(500);
        expect(reply.body).toEqual({ code: '500', msg: GENERIC_FAILURE });
      }
    } finally {
      await db.execute(sql.raw('alter table users drop constraint forced_failure'));
      await db.execute(sql.raw('alter table sessions drop constraint forced_session_failure'));
      await db.execute(sql.raw('alter table users drop constraint forced_update_failure'));
    }

    const lines = logLines.slice(first);
    const failures = lines.filter((text) => text.includes('request failed'));
    expect(failures).toHaveLength(4);
    // The operator still learns what failed.
    expect(failures.join('\n')).toMatch(/forced_failure/);
    expect(failures.join('\n')).toMatch(/forced_session_failure/);
    const all = lines.join('\n');
    for (const secret of ['$argon2', password, victim.password, victim.token, email, victim.email, 'Failing row', 'Renamed Victim']) {
      expect(all, secret).not.toContain(secret);
    }
    expect(all).not.toMatch(/\b[0-9a-f]{64}\b/i);
    expect(all).not.toMatch(/params/i);
    for (const text of lines) {
      const keys: string[] = [];
      JSON.stringify(JSON.parse(text), (key, value: unknown) => {
        keys.push(key);
        return value;
      });
      expect(keys).not.toContain('params');
      expect(keys).not.toContain('query');
      expect(keys).not.toContain('detail');
    }
  });

  it('loggableError cuts drizzle\'s params and masks hashes wherever they are', () => {
    const cause = Object.assign(new Error('new row violates check constraint "x"'), { code: '23514', detail: 'Failing row contains ($argon2id$v=19$m=19456,t=2,p=1$abc$def)' });
    const error = Object.assign(new Error('Failed query: update "users" set "password_hash" = $1 where "users"."id" = $2\nparams: $argon2id$v=19$abc,42'), {
      query: 'update "users" ...', params: ['$argon2id$v=19$abc', 42], cause,
    });
    const logged = JSON.stringify(loggableError(error));
    expect(logged).toContain('Failed query: update');
    expect(logged).toContain('23514');
    expect(logged).not.toMatch(/argon2|params|Failing row|"query"/);
  });
});
