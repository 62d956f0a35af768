/**
 * The old apps where they really call (issue 26, point 7): the customer API also under the Flutter
 * app's `/AdminPanel/WebApi/` (one route set: the same answers, old-backend conversion, limits and
 * rules); `/uploads/` pictures embeddable by pages of other origins (Cross-Origin-Resource-Policy:
 * cross-origin on images only, nosniff and their CSP kept); customer sessions valid 30 days after their
 * last use, never more than 180 days after they began, revocations as before.
 */
import { createHash } from 'node:crypto';
import { readdirSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls } from '../../domain/contract.ts';
import { serverTexts } from '../../domain/messages/server.ts';
import { sessions } from '../../server/db/schema.ts';
import { UPLOADS_DIR } from '../../server/main.ts';
import { SESSION_DAYS } from '../../server/services/sessions.ts';
const SESSION_MAX_DAYS = 180;
import { call, expectSuccess, newCustomer, startTestServer, type Customer, type TestServer } from './harness.ts';

const DAY_MS = 86_400_000;
let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

async function flutter(target: TestServer, method: 'GET' | 'POST', path: string, token: string | null, body?: unknown) {
  const response = await fetch(`${target.url}/AdminPanel/WebApi/${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? 'null'}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  return { status: response.status, text, headers: response.headers, body: (text.startsWith('{') ? JSON.parse(text) : {}) as Record<string, unknown> };
}

describe('the customer API under /AdminPanel/WebApi/', () => {
  it('answers every call as /api/ does, in the old backend’s shapes', async () => {
    const customer = await newCustomer(server, 'Nirav Mehta');
    const login = await flutter(server, 'POST', calls.login.path, null, { userId: customer.phone, password: customer.password });
    expect(login.status, login.text).toBe(200);
    expect(login.body).toMatchObject({ code: '200', userId: String(customer.userId), token: expect.any(String) });
    expect(login.headers.get('cache-control')).toBe('no-store');

    const products = await flutter(server, 'POST', calls.getProducts.path, null, { FCMToken: 'Test' });
    const viaApi = await call(server, 'getProducts', {}, { method: 'POST' });
    expect(products.body).toEqual(viaApi.body);
    expect((products.body.Data as { pid: unknown }[])[0]!.pid).toEqual(expect.any(String));

    const detail = await flutter(server, 'GET', calls.getUserDetail.path, login.body.token as string);
    expect(detail.body).toMatchObject({ code: '200', userId: String(customer.userId) });
    const dead = await flutter(server, 'GET', calls.getUserDetail.path, 'no-such-token');
    expect([dead.status, dead.body.msg]).toEqual([401, serverTexts.invalidToken]);
    // A method the call does not take: the same 405 as under /api/.
    expect((await flutter(server, 'GET', calls.createOrder.path, login.body.token as string)).status).toBe(405);
  });

  it('shares the limits of /api/: the per-minute count is one for both addresses', async () => {
    const limited = await startTestServer({ requestsPerMinute: 4 });
    try {
      const statuses = [];
      for (let index = 0; index < 3; index += 1) statuses.push((await call(limited, 'getPinCodes')).status);
      for (let index = 0; index < 2; index += 1) statuses.push((await flutter(limited, 'GET', calls.getPinCodes.path, null)).status);
      expect(statuses).toEqual([200, 200, 200, 200, 429]);
    } finally {
      await limited.close();
    }
  });

  it('holds the customer calls only: not the desk, the live streams or the health check', async () => {
    for (const path of ['desk/signIn', 'orderEvents', 'health']) {
      const reply = await flutter(server, 'POST', path, null, {});
      expect(reply.status, `${path}: ${reply.text}`).toBe(404);
    }
  });
});

describe('pictures of /uploads/ for pages of other origins', () => {
  const svgName = readdirSync(UPLOADS_DIR).find((name) => name.endsWith('.svg'))!;

  it.each([
    ['an SVG as it is stored', `/uploads/${svgName}`, 'image/svg+xml'],
    ['its PNG rendering (what the apps are given)', `/uploads/${svgName.replace(/\.svg$/, '.png')}`, 'image/png'],
  ])('%s may be embedded anywhere, still nosniff and under the CSP', async (_what, path, type) => {
    const response = await fetch(`${server.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain(type);
    expect(response.headers.get('cross-origin-resource-policy')).toBe('cross-origin');
    expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response.headers.get('content-security-policy')).toMatch(/default-src 'self'/);
  });

  it('what is not a picture stays same-origin: a missing upload, the API', async () => {
    const missing = await fetch(`${server.url}/uploads/no-such-picture.txt`);
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    expect((await call(server, 'getPinCodes')).headers.get('cross-origin-resource-policy')).toBe('same-origin');
  });
});

describe('customer sessions slide with use', () => {
  const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

  async function sessionRow(customer: Customer) {
    const [row] = await server.database.db.select().from(sessions).where(eq(sessions.tokenHash, hashOf(customer.token)));
    return row!;
  }

  /** Makes the customer's session look `ageDays` old with `leftMs` to live. */
  async function age(customer: Customer, ageDays: number, leftMs: number) {
    const now = Date.now();
    await server.database.db
      .update(sessions)
      .set({ createdAt: new Date(now - ageDays * DAY_MS), expiresAt: new Date(now + leftMs) })
      .where(eq(sessions.tokenHash, hashOf(customer.token)));
  }

  it.each(['getUserDetail', 'getOrders'] as const)('a use (%s) a minute before the end makes it valid 30 days from now', async (name) => {
    const customer = await newCustomer(server);
    await age(customer, SESSION_DAYS, 60_000);
    const before = Date.now();
    expectSuccess(name, await call(server, name, undefined, { token: customer.token }));
    const expiresAt = (await sessionRow(customer)).expiresAt.getTime();
    expect(expiresAt).toBeGreaterThanOrEqual(before + SESSION_DAYS * DAY_MS - 1_000);
    expect(expiresAt).toBeLessThanOrEqual(Date.now() + SESSION_DAYS * DAY_MS + 1_000);
  });

  it('never past 180 days after it began', async () => {
    const customer = await newCustomer(server);
    await age(customer, SESSION_MAX_DAYS - 2, 60_000);
    const createdAt = (await sessionRow(customer)).createdAt.getTime();
    expectSuccess('getUserDetail', await call(server, 'getUserDetail', undefined, { token: customer.token }));
    expect((await sessionRow(customer)).expiresAt.getTime()).toBe(createdAt + SESSION_MAX_DAYS * DAY_MS);
  });

  it('is not written again by a use within the hour', async () => {
    const customer = await newCustomer(server);
    await age(customer, 10, 60_000);
    expectSuccess('getUserDetail', await call(server, 'getUserDetail', undefined, { token: customer.token }));
    const slid = (await sessionRow(customer)).expiresAt.getTime();
    expectSuccess('getAddress', await call(server, 'getAddress', undefined, { token: customer.token }));
    expect((await sessionRow(customer)).expiresAt.getTime()).toBe(slid);
  });

  it('an expired or revoked session stays ended', async () => {
    const expired = await newCustomer(server);
    await age(expired, 31, -1_000);
    const expiredAt = (await sessionRow(expired)).expiresAt.getTime();
    expect((await call(server, 'getUserDetail', undefined, { token: expired.token })).status).toBe(401);
    expect((await call(server, 'getOrders', undefined, { token: expired.token })).status).toBe(401);
    expect((await sessionRow(expired)).expiresAt.getTime()).toBe(expiredAt);

    const loggedOut = await newCustomer(server);
    await age(loggedOut, 10, 60_000);
    expectSuccess('logout', await call(server, 'logout', {}, { token: loggedOut.token, method: 'POST' }));
    expect((await call(server, 'getUserDetail', undefined, { token: loggedOut.token })).status).toBe(401);
  });
});
