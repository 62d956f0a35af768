/**
 * Every error answer is the contract's {code, msg} JSON, fastify's own included (a bad % escape in
 * the address, an unsupported media type, a body too large, malformed JSON, a wrong method, an
 * unknown /api/ path, HEAD), and every /api/ answer says Cache-Control: no-store, since API answers
 * carry personal data and tokens.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calls, type CallName } from '../../domain/contract.ts';
import { addAddress, call, expectSuccess, newCustomer, startTestServer, uniquePhone, type Customer, type TestServer } from './harness.ts';

let server: TestServer;
let customer: Customer;
beforeAll(async () => {
  server = await startTestServer();
  customer = await newCustomer(server);
  await addAddress(server, customer);
});
afterAll(() => server.close());

interface RawRequest {
  method: string;
  path: string;
  headers?: Record<string, string>;
  body?: string;
}

async function raw({ method, path, headers = {}, body }: RawRequest) {
  const response = await fetch(`${server.url}${path}`, { method, headers, body });
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const json = { 'content-type': 'application/json' };
const errors: [string, RawRequest, number, string?][] = [
  ['a bad % escape in the path', { method: 'GET', path: '/api/%zz' }, 400],
  ['a cut UTF-8 % escape after a call name', { method: 'GET', path: '/api/getProducts.php%E0%A4%A' }, 400],
  ['an unsupported media type', { method: 'POST', path: '/api/Login.php', headers: { 'content-type': 'application/xml' }, body: '<userId/>' }, 415],
  ['a multipart body', { method: 'POST', path: '/api/createOrder.php', headers: { 'content-type': 'multipart/form-data; boundary=x' }, body: '--x--' }, 415],
  ['a body too large', { method: 'POST', path: '/api/SignUp.php', headers: json, body: JSON.stringify({ name: 'x'.repeat(100_000) }) }, 413],
  ['malformed JSON', { method: 'POST', path: '/api/Login.php', headers: json, body: '{"userId": "a@b.in",' }, 400],
  ['an empty body said to be JSON', { method: 'POST', path: '/api/Login.php', headers: json, body: '' }, 400],
  ['JSON of the wrong shape', { method: 'POST', path: '/api/Login.php', headers: json, body: '[1,2]' }, 400],
  ['PUT on a POST call', { method: 'PUT', path: '/api/Login.php', headers: json, body: '{}' }, 405, 'POST'],
  ['GET on a POST call', { method: 'GET', path: '/api/createOrder.php' }, 405, 'POST'],
  ['DELETE on a GET call', { method: 'DELETE', path: '/api/getPinCodes.php' }, 405, 'GET, HEAD'],
  ['DELETE on a call of GET and POST', { method: 'DELETE', path: '/api/getProducts.php' }, 405, 'GET, POST, HEAD'],
  ['PATCH on a call with two methods', { method: 'PATCH', path: '/api/getAddress.php' }, 405, 'POST, GET, HEAD'],
  ['an unknown call', { method: 'GET', path: '/api/addToCart.php' }, 404],
  ['an unknown call by POST', { method: 'POST', path: '/api/addToCart.php', headers: json, body: '{}' }, 404],
  ['the bare /api/', { method: 'GET', path: '/api/' }, 404],
  ['a path climbing out', { method: 'GET', path: '/api/..%2F..%2Fpackage.json' }, 404],
  ['a call name in the wrong case', { method: 'POST', path: '/api/login.php', headers: json, body: '{}' }, 404],
  ['a customer call without a token', { method: 'GET', path: '/api/getOrders.php' }, 401],
];

function expectContractError(answer: { status: number; headers: Headers; text: string }, status: number) {
  expect(answer.status, answer.text).toBe(status);
  expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
  expect(answer.headers.get('cache-control')).toBe('no-store');
  const body = JSON.parse(answer.text) as Record<string, unknown>;
  expect(Object.keys(body).sort()).toEqual(['code', 'msg']);
  expect(body.code).toBe(String(status));
  expect(typeof body.msg).toBe('string');
  expect((body.msg as string).length).toBeGreaterThan(5);
  for (const internal of [/FST_ERR/, /statusCode/, /^\s*at /m, /node_modules/, /\.[jt]s:\d/, /Error:/, /Bad Request/]) {
    expect(answer.text).not.toMatch(internal);
  }
}

describe('error answers are {code, msg} JSON', () => {
  it.each(errors)('%s', async (_label, request, status, allow) => {
    const answer = await raw(request);
    expectContractError(answer, status);
    if (allow) expect(answer.headers.get('allow')).toBe(allow);
  });

  it.each([
    ['HEAD on a POST call', '/api/Login.php', 405],
    ['HEAD on an unknown call', '/api/nothingHere.php', 404],
  ])('%s: JSON content type, no body (HEAD has none)', async (_label, path, status) => {
    const answer = await raw({ method: 'HEAD', path });
    expect(answer.status).toBe(status);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    expect(answer.headers.get('cache-control')).toBe('no-store');
    expect(answer.text).toBe('');
  });

  it('HEAD on a GET call answers 200 like its GET, without a body', async () => {
    const answer = await raw({ method: 'HEAD', path: '/api/getPinCodes.php' });
    expect(answer.status).toBe(200);
    expect(answer.text).toBe('');
    expect(answer.headers.get('cache-control')).toBe('no-store');
  });

  it('a query string with a bad % escape is ignored: the call answers as usual', async () => {
    const answer = await raw({ method: 'GET', path: '/api/getProducts.php?%E0%A4%A' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ code: '200', Data: expect.any(Array) });
  });
});

/** The catalogue, the same for everyone: kept by a browser and revalidated with its ETag (tests/api/catalogueCache.test.ts). */
const CATALOGUE_CALLS: readonly CallName[] = ['getProducts', 'getConeCandy'];

describe('Cache-Control: no-store on every API answer but the catalogue\'s', () => {
  it.each((Object.keys(calls) as CallName[]).filter((name) => !CATALOGUE_CALLS.includes(name)))('%s', async (name) => {
    const method = calls[name].methods[0];
    // Its own customer: logout and deleteAccount end theirs.
    const caller = await newCustomer(server);
    const answer = await call(server, name, method === 'GET' ? undefined : {}, { token: caller.token, method });
    // The call answers (success or a refusal of the empty body); the header is on it either way.
    expect(answer.status, answer.text).toBeLessThan(500);
    expect(answer.headers.get('cache-control'), `${name} ${answer.status}`).toBe('no-store');
  });

  it.each(CATALOGUE_CALLS)('%s: no-cache, with an ETag', async (name) => {
    const answer = await call(server, name);
    expectSuccess(name, answer);
    expect(answer.headers.get('cache-control')).toBe('no-cache');
    expect(answer.headers.get('etag')).toMatch(/^"[\w-]+"$/);
  });

  it('login and signUp, which carry a token or personal data, and getOrders and getAddress', async () => {
    const login = await call(server, 'login', { userId: customer.email, password: customer.password });
    expectSuccess('login', login);
    const signUp = await call(server, 'signUp', {
      name: 'Nila Shah', email: `nila.${randomUUID()}@example.com`, phone: uniquePhone(), password: 'kesar-pista-42',
    });
    expectSuccess('signUp', signUp);
    for (const answer of [
      login,
      signUp,
      await call(server, 'getOrders', undefined, { token: customer.token }),
      await call(server, 'getAddress', {}, { token: customer.token }),
      await call(server, 'editProfile', { name: 'Still Asha' }, { token: customer.token }),
      await call(server, 'getPinCodes'),
    ]) {
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
    }
    expect((await raw({ method: 'GET', path: '/api/health' })).headers.get('cache-control')).toBe('no-store');
  });

  it('pictures outside /api/ keep their own caching', async () => {
    const picture = await raw({ method: 'GET', path: '/uploads/placeholder.svg' });
    expect(picture.status).toBe(200);
    expect(picture.headers.get('cache-control')).not.toBe('no-store');
  });
});

describe('requests Node cannot parse are answered {code, msg} too', () => {
  async function rawHttp(request: string): Promise<string> {
    const { connect } = await import('node:net');
    const { port, hostname } = new URL(server.url);
    return new Promise((resolve, reject) => {
      const socket = connect(Number(port), hostname, () => socket.end(request));
      let answer = '';
      socket.on('data', (chunk) => (answer += chunk.toString()));
      socket.on('close', () => resolve(answer));
      socket.on('error', reject);
    });
  }

  it.each([
    ['a malformed header line', 'GET /api/getProducts.php HTTP/1.1\r\nHost: shop\r\nNot a header\r\n\r\n', 400],
    ['a malformed request line', 'GET\x00 /api/ HTTP/1.1\r\nHost: shop\r\n\r\n', 400],
    ['headers too large', `GET /api/getProducts.php HTTP/1.1\r\nHost: shop\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`, 431],
  ])('%s', async (_label, request, status) => {
    const answer = await rawHttp(request);
    const [head, body] = answer.split('\r\n\r\n');
    expect(head).toMatch(new RegExp(`^HTTP/1\\.1 ${status} `));
    expect(head).toMatch(/content-type: application\/json/i);
    const parsed = JSON.parse(body!) as Record<string, unknown>;
    expect(Object.keys(parsed).sort()).toEqual(['code', 'msg']);
    expect(parsed.code).toBe(String(status));
    expect(typeof parsed.msg).toBe('string');
  });
});
