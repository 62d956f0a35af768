/**
 * The rules the apps' calls stay under: the new methods (GET logout, DELETE deleteAccount) count only
 * with the Authorization header and under the request limit, checkPhone is limited like Login,
 * resetPassword never changes a password, and picture addresses take PUBLIC_URL or a plausible Host.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexts } from '../../domain/messages/server.ts';
import { users } from '../../server/db/schema.ts';
import {
  call, expectSuccess, newCustomer, send, startPrivateTestServer, startTestServer, uniquePhone, type TestServer,
} from '../api/harness.ts';
import { flutterCall } from './apps.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('GET logout and DELETE deleteAccount', () => {
  it('count only with the token in the Authorization header, never with the cookie alone', async () => {
    const customer = await newCustomer(server);
    const cookie = `auth_token=${encodeURIComponent(customer.token)}`;
    const logout = await send(server, 'logout.php', undefined, { method: 'GET', headers: { cookie } });
    expect(logout.status).toBe(401);
    expect(logout.body).toEqual({ code: '401', msg: 'Invalid Token' });
    const remove = await send(server, 'deleteAccount.php', undefined, { method: 'DELETE', headers: { cookie, 'content-type': 'application/json' } });
    expect(remove.status).toBe(401);
    // The session and the account are still there.
    expectSuccess('getUserDetail', await call(server, 'getUserDetail', undefined, { token: customer.token }));
    expect(await server.database.db.select({ id: users.id }).from(users).where(eq(users.id, customer.userId))).toHaveLength(1);
  });

  it('are held to the request limit like every API call', async () => {
    const limited = await startPrivateTestServer({ requestsPerMinute: 3 });
    try {
      const answers = [];
      for (let attempt = 0; attempt < 3; attempt += 1) answers.push((await flutterCall(limited, 'GET', 'logout.php', 'not-a-token')).status);
      answers.push((await flutterCall(limited, 'DELETE', 'deleteAccount.php', 'not-a-token')).status);
      expect(answers).toEqual([401, 401, 401, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('checkPhone is limited like Login', () => {
  it('per phone number and per client address, with a 429 past the limit', async () => {
    const limited = await startPrivateTestServer({ loginLimits: { perIdentifier: 3, perAddress: 5, perAccount: 1000, windowMinutes: 15 } });
    try {
      const phone = uniquePhone();
      const statuses = [];
      for (let attempt = 0; attempt < 4; attempt += 1) statuses.push((await flutterCall(limited, 'POST', 'checkPhone.php', null, { phone })).status);
      expect(statuses).toEqual([200, 200, 200, 429]);
      // Other numbers from the same address: the address's limit (5 checks) ends them too.
      const others = [];
      for (let attempt = 0; attempt < 2; attempt += 1) others.push((await flutterCall(limited, 'POST', 'checkPhone.php', null, { phone: uniquePhone() })).status);
      expect(others).toEqual([200, 429]);
      const refused = await flutterCall(limited, 'POST', 'checkPhone.php', null, { phone: uniquePhone() });
      expect(refused.body.code).toBe('429');
      expect(refused.body.msg).toMatch(/^Too many phone number checks/);
    } finally {
      await limited.close();
    }
  });
});

describe('resetPassword', () => {
  it('changes nothing with or without a code (the shop issues none yet), for a known or unknown number', async () => {
    const customer = await newCustomer(server);
    const [before] = await server.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, customer.userId));
    for (const body of [
      { phone: customer.phone, password: 'Taken#Over99' },
      { phone: customer.phone, password: 'Taken#Over99', code: '123456' },
      { phone: uniquePhone(), password: 'Taken#Over99' },
    ]) {
      const reply = await flutterCall(server, 'POST', 'resetPassword.php', null, body);
      expect(reply.status).toBe(200);
      expect(reply.body).toEqual({ code: '403', msg: serverTexts.resetNeedsShopCode });
    }
    const [after] = await server.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, customer.userId));
    expect(after!.hash).toBe(before!.hash);
  });
});

describe('picture addresses', () => {
  const firstImage = (body: string) => (JSON.parse(body) as { Data: { image: string }[] }).Data[0]!.image;

  it('follow the Host the request came to when it is a plausible host', async () => {
    const reply = await server.app.inject({ method: 'GET', url: '/api/getProducts.php', headers: { host: 'scoops.example.in:8080' } });
    expect(firstImage(reply.body)).toMatch(/^http:\/\/scoops\.example\.in:8080\/uploads\/[a-z0-9-]+\.png$/);
  });

  it('stay paths on this server when the Host header is not a plausible host', async () => {
    for (const host of ['evil.example/"><script>', 'a b', 'evil.example@x']) {
      const reply = await server.app.inject({ method: 'GET', url: '/api/getProducts.php', headers: { host } });
      expect(firstImage(reply.body), host).toMatch(/^\/uploads\/[a-z0-9-]+\.png$/);
    }
  });

  it('answer browsers, which ask for SVG, the SVG, and the Flutter app, which does not, the PNG', async () => {
    const image = (await send(server, 'getProducts.php')).body.Data as { image: string }[];
    const address = image[0]!.image;
    const chrome = 'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8';
    const asBrowser = await fetch(address, { headers: { accept: chrome } });
    expect(asBrowser.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
    expect(asBrowser.headers.get('vary')).toMatch(/accept/i);
    expect(await asBrowser.text()).toMatch(/^<svg /);
    for (const accept of [undefined, '*/*', 'image/png', 'image/svg+xml;q=0']) {
      const response = await server.app.inject({ method: 'GET', url: new URL(address).pathname, headers: accept ? { accept } : {} });
      expect(response.statusCode, accept).toBe(200);
      expect(response.headers['content-type'], accept).toBe('image/png');
      expect([...response.rawPayload.subarray(0, 4)]).toEqual([0x89, 0x50, 0x4e, 0x47]);
    }
  });

  it('use PUBLIC_URL, whatever the Host, and the storefront may load pictures from it', async () => {
    const shop = await startPrivateTestServer({ publicUrl: 'https://scoops.example.in' });
    try {
      const reply = await shop.app.inject({ method: 'GET', url: '/api/getProducts.php', headers: { host: 'evil.example' } });
      expect(firstImage(reply.body)).toMatch(/^https:\/\/scoops\.example\.in\/uploads\/[a-z0-9-]+\.png$/);
      expect(reply.headers['content-security-policy']).toMatch(/img-src 'self' data: https:\/\/scoops\.example\.in/);
    } finally {
      await shop.close();
    }
  });
});
