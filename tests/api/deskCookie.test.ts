/**
 * The desk's token out of reach of scripts (issue 26, point 8): signIn sets it as an HttpOnly,
 * SameSite=Strict cookie on Path=/api/desk (Secure behind TRUST_PROXY); the cookie authorises a desk
 * call, the live stream included, only beside the desk's own header, so that no cookie alone authorises
 * anything; signOut ends the session and clears the cookie.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskCalls, type DeskCallName } from '../../domain/desk/contract.ts';
import { DESK_REQUEST_HEADER } from '../../domain/desk/deskCall.ts';
import { deskPerson, type DeskPerson } from './deskHelpers.ts';
import { newCustomer, send, startTestServer, type Reply, type TestServer } from './harness.ts';

let server: TestServer;
let owner: DeskPerson;

beforeAll(async () => {
  server = await startTestServer();
  owner = await deskPerson(server, 'owner');
});
afterAll(() => server?.close());

/** Signs `person` in at the desk and answers the Set-Cookie header and the cookie to send back. */
async function signInCookie(target: TestServer, person: { email: string; password: string }, headers: Record<string, string> = {}) {
  const reply = await send(target, deskCalls.signIn.path, { email: person.email, password: person.password }, { method: 'POST', headers });
  expect(reply.body.code, reply.text).toBe('200');
  const setCookies = reply.headers.getSetCookie();
  const setCookie = setCookies.find((header) => header.startsWith('desk_token=')) ?? '';
  const deviceCookie = setCookies.find((header) => header.startsWith('desk_device=')) ?? '';
  return { setCookie, cookie: setCookie.split(';')[0]!, deviceCookie };
}

function deskWith(name: DeskCallName, headers: Record<string, string>, body: unknown = {}): Promise<Reply> {
  return send(server, deskCalls[name].path, body, { method: 'POST', headers });
}

describe('the desk cookie', () => {
  it('is set at sign-in: HttpOnly, SameSite=Strict, Path=/api/desk, for the desk session’s 14 hours, not Secure over plain http', async () => {
    const { setCookie, deviceCookie } = await signInCookie(server, owner);
    expect(setCookie).toMatch(/^desk_token=[\w-]{43};/);
    expect(setCookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=50400', 'Path=/api/desk', 'SameSite=Strict']);
    // The device cookie (tests/api/lockouts.test.ts): out of scripts' reach too, kept for 180 days.
    expect(deviceCookie).toMatch(/^desk_device=[\w-]{43};/);
    expect(deviceCookie.split('; ').slice(1).sort()).toEqual(['HttpOnly', 'Max-Age=15552000', 'Path=/api/desk', 'SameSite=Strict']);
  });

  it('is the only place the desk in the browser gets its token: with the desk header the answer holds none; a script without it gets one', async () => {
    const inBrowser = await send(server, deskCalls.signIn.path, { email: owner.email, password: owner.password }, { method: 'POST', headers: { [DESK_REQUEST_HEADER]: '1' } });
    expect(inBrowser.body.code, inBrowser.text).toBe('200');
    expect(inBrowser.body).not.toHaveProperty('token');
    expect(inBrowser.headers.getSetCookie().some((header) => header.startsWith('desk_token='))).toBe(true);
    const script = await send(server, deskCalls.signIn.path, { email: owner.email, password: owner.password }, { method: 'POST' });
    expect(script.body.token).toMatch(/^[\w-]{43}$/);
  });

  it('is Secure behind a TLS proxy (TRUST_PROXY)', async () => {
    const proxied = await startTestServer({ trustProxy: 1 });
    try {
      const person = await deskPerson(proxied, 'staff');
      const { setCookie } = await signInCookie(proxied, person, { 'x-forwarded-proto': 'https' });
      expect(setCookie.split('; ')).toContain('Secure');
    } finally {
      await proxied.close();
    }
  });

  it('with the desk header authorises reads and changes; alone, or with another header value, it authorises nothing and changes nothing', async () => {
    const { cookie } = await signInCookie(server, owner);
    const me = await deskWith('me', { cookie, [DESK_REQUEST_HEADER]: '1' });
    expect(me.status, me.text).toBe(200);
    expect(me.body.Data).toMatchObject({ deskUserId: owner.deskUserId, role: 'owner' });

    const withoutTheHeader: Record<string, string>[] = [{ cookie }, { cookie, [DESK_REQUEST_HEADER]: '0' }];
    for (const headers of withoutTheHeader) {
      const areas = await deskWith('pinCodesAdd', headers, { pinCode: '360579', locality: 'Porbandar Road' });
      expect(areas.status, areas.text).toBe(401);
      expect(areas.body).toEqual({ code: '401', msg: expect.any(String) });
      const signOut = await deskWith('signOut', headers);
      expect(signOut.status, signOut.text).toBe(401);
    }
    // Nothing changed: the area is not there and the session still works.
    const list = await deskWith('pinCodesList', { cookie, [DESK_REQUEST_HEADER]: '1' });
    expect(list.status, list.text).toBe(200);
    expect(JSON.stringify(list.body.Data)).not.toContain('360579');

    const added = await deskWith('pinCodesAdd', { cookie, [DESK_REQUEST_HEADER]: '1' }, { pinCode: '360579', locality: 'Porbandar Road' });
    expect(added.body.code, added.text).toBe('200');
    await deskWith('pinCodesRemove', { cookie, [DESK_REQUEST_HEADER]: '1' }, { pinCode: '360579' });
  });

  it("a customer's auth_token cookie with the desk header is no desk session", async () => {
    const customer = await newCustomer(server);
    const reply = await deskWith('me', { cookie: `auth_token=${customer.token}`, [DESK_REQUEST_HEADER]: '1' });
    expect(reply.status, reply.text).toBe(401);
  });

  it('opens the live stream with the desk header, not alone', async () => {
    const { cookie } = await signInCookie(server, owner);
    const alone = await fetch(`${server.url}/api/${deskCalls.events.path}`, { headers: { cookie } });
    expect(alone.status).toBe(401);
    const stop = new AbortController();
    const stream = await fetch(`${server.url}/api/${deskCalls.events.path}`, { headers: { cookie, [DESK_REQUEST_HEADER]: '1' }, signal: stop.signal });
    expect(stream.status).toBe(200);
    expect(stream.headers.get('content-type')).toMatch(/^text\/event-stream/);
    stop.abort();
  });

  it('sign-out ends the session and clears the cookie', async () => {
    const { cookie } = await signInCookie(server, owner);
    const signOut = await deskWith('signOut', { cookie, [DESK_REQUEST_HEADER]: '1' });
    expect(signOut.body.code, signOut.text).toBe('200');
    expect(signOut.headers.get('set-cookie')).toMatch(/^desk_token=; Max-Age=0; Path=\/api\/desk; HttpOnly; SameSite=Strict/);
    expect((await deskWith('me', { cookie, [DESK_REQUEST_HEADER]: '1' })).status).toBe(401);
  });
});
