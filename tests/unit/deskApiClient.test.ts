// @vitest-environment happy-dom
/**
 * The desk's API client against a stubbed fetch: the shop's one client factory (src/app/httpClient.ts)
 * with the desk's header, and the desk API's refusals by HTTP status read as the server's own words.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { DESK_REQUEST_HEADER } from '../../domain/desk/deskCall.ts';
import { deskMessages } from '../../domain/desk/messages.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { LANGUAGE_HEADER } from '../../domain/locale.ts';
import { ApiError } from '../../src/app/apiError.ts';
import { deskCall, whenDeskUnauthorized } from '../../src/desk/app/api.ts';

interface Sent {
  url: string;
  method: string;
  headers: Headers;
  body: string;
}

let sent: Sent[];

function answerWith(status: number, body: string) {
  vi.stubGlobal('fetch', async (input: Request) => {
    sent.push({ url: input.url, method: input.method, headers: input.headers, body: await input.text() });
    return new Response(body, { status, headers: { 'content-type': 'application/json' } });
  });
}

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
const account = { deskUserId: 3, email: 'meera@desk.example', name: 'Meera Shah', role: 'owner', active: true };

beforeEach(() => {
  sent = [];
});
afterEach(() => vi.unstubAllGlobals());

describe('requests', () => {
  it('POSTs the call as JSON to /api/desk/<call> with the desk header, and no storefront language header', async () => {
    answerWith(200, JSON.stringify({ code: '200', msg: 'ok', Data: account }));
    const answer = await deskCall('me', {});
    expect(new URL(sent[0]!.url).pathname).toBe('/api/desk/me');
    expect(sent[0]!.method).toBe('POST');
    expect(sent[0]!.headers.get(DESK_REQUEST_HEADER)).toBe('1');
    expect(sent[0]!.headers.get(LANGUAGE_HEADER)).toBeNull();
    expect(JSON.parse(sent[0]!.body)).toEqual({});
    expect(answer.Data).toEqual(account);
  });

  it('sends a form as multipart/form-data', async () => {
    answerWith(200, JSON.stringify({ code: '200', msg: 'ok', Data: [] }));
    const form = new FormData();
    form.append('product', '{}');
    await failure(deskCall('catalogueAddProduct', form));
    expect(sent[0]!.headers.get('content-type')).toMatch(/^multipart\/form-data; boundary=/);
  });
});

describe('refusals by HTTP status: the server’s words', () => {
  it.each([
    [401, 'Invalid email or password'],
    [403, 'Only the owner can do this'],
    [404, 'Order not found'],
    [409, 'Order ORD000012 is already Shipped: accepted by Ravi Desai at 15:52'],
    [422, 'Please give a reason for cancelling this order'],
  ])('HTTP %i rejects with %j', async (status, words) => {
    answerWith(status, JSON.stringify({ code: String(status), msg: words }));
    const error = await failure(deskCall('me', {}));
    expect(error).toBeInstanceOf(ApiError);
    expect(error?.message).toBe(words);
    expect(error?.status).toBe(status);
  });

  it.each([
    [403, httpTexts.forbidden],
    [404, httpTexts.notFound],
    [500, 'API error: 500'],
  ])('HTTP %i without words reads %j', async (status, shown) => {
    answerWith(status, '');
    expect((await failure(deskCall('me', {})))?.message).toBe(shown);
  });

  it('tells the desk session of a 401, and only of a 401', async () => {
    const told = vi.fn();
    whenDeskUnauthorized(told);
    answerWith(409, JSON.stringify({ code: '409', msg: 'x' }));
    await failure(deskCall('me', {}));
    expect(told).not.toHaveBeenCalled();
    answerWith(401, JSON.stringify({ code: '401', msg: 'x' }));
    await failure(deskCall('me', {}));
    expect(told).toHaveBeenCalledTimes(1);
  });
});

describe('answers that are not the contract’s', () => {
  it('no answer at all: the desk’s "cannot be reached"', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const error = await failure(deskCall('me', {}));
    expect([error?.message, error?.status]).toEqual([deskMessages.serviceUnavailable, null]);
  });

  it.each([
    ['text that is not JSON', '<html>Bad gateway</html>'],
    ['a success that does not match the call’s schema', JSON.stringify({ code: '200', msg: 'ok', Data: 'not an account' })],
  ])('%s is "Invalid JSON response from server"', async (_name, body) => {
    answerWith(200, body);
    expect((await failure(deskCall('me', {})))?.message).toBe(httpTexts.invalidJson);
  });
});
