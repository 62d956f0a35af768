// @vitest-environment happy-dom
/** The storefront's API client against a stubbed fetch: prefix, Bearer token, contract parsing, section 8 texts. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { wordsIn } from '../../domain/wording.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { messages } from '../../domain/messages/index.ts';
import { LANGUAGE_HEADER } from '../../domain/locale.ts';
import { show } from '../../src/app/language.ts';
import { acceptedCall, ApiError, callApi, whenUnauthorized } from '../../src/app/api.ts';
import { storageKeys } from '../../src/app/storage.ts';
import { cartTexts } from '../../domain/messages/cart.ts';

interface Sent {
  url: string;
  method: string;
  authorization: string | null;
  body: string;
}

let sent: Sent[];

function answerWith(status: number, body: string, contentType = 'application/json') {
  vi.stubGlobal('fetch', async (input: Request) => {
    sent.push({ url: input.url, method: input.method, authorization: input.headers.get('authorization'), body: await input.text() });
    return new Response(body, { status, headers: { 'content-type': contentType } });
  });
}

const failure = (promise: Promise<unknown>) => promise.then(() => null, (error: unknown) => error as ApiError);
/** What a failure shows the customer: its words (the client's own by key), worded in the shown language. */
const shown = (error: ApiError | null) => (error ? wordsIn('en', error.words) : null);

beforeEach(() => {
  sent = [];
  localStorage.clear();
});
afterEach(() => vi.unstubAllGlobals());

describe('requests', () => {
  it('calls the same-origin /api/ path with the stored token as a Bearer header', async () => {
    localStorage.setItem(storageKeys.token, 'token-123');
    answerWith(200, JSON.stringify({ code: 200, msg: 'ok', Data: [] }));
    const answer = await callApi('getOrders');
    expect(sent).toHaveLength(1);
    expect(new URL(sent[0]!.url).pathname).toBe('/api/getOrders.php');
    expect(new URL(sent[0]!.url).origin).toBe(window.location.origin);
    expect(sent[0]!.method).toBe('GET');
    expect(sent[0]!.authorization).toBe('Bearer token-123');
    expect(answer.code).toBe('200');
  });

  it('sends no authorization header without a stored token, and POST bodies as JSON', async () => {
    answerWith(200, JSON.stringify({ code: '201', msg: 'Invalid credentials' }));
    await callApi('login', { userId: '9876543210', password: 'secret1' });
    expect(sent[0]!.authorization).toBeNull();
    expect(sent[0]!.method).toBe('POST');
    expect(JSON.parse(sent[0]!.body)).toEqual({ userId: '9876543210', password: 'secret1' });
  });
});

describe('the shown language', () => {
  afterEach(() => show('en'));

  it('every call names the shown language, in which the server words its refusals', async () => {
    const languages: (string | null)[] = [];
    vi.stubGlobal('fetch', async (input: Request) => {
      languages.push(input.headers.get(LANGUAGE_HEADER));
      return new Response(JSON.stringify({ code: '200', msg: 'ok', Data: [] }), { status: 200, headers: { 'content-type': 'application/json' } });
    });
    await callApi('getOrders');
    await show('gu');
    await callApi('getOrders');
    expect(languages).toEqual(['en', 'gu']);
  });
});

describe('answers', () => {
  it('a refusal answers its code and msg; acceptedCall throws the msg', async () => {
    answerWith(200, JSON.stringify({ code: '201', msg: 'This pin code is not in our delivery area' }));
    expect(await callApi('getOrders')).toEqual({ code: '201', msg: 'This pin code is not in our delivery area' });
    const error = await failure(acceptedCall('getOrders'));
    expect(error).toBeInstanceOf(ApiError);
    expect(shown(error)).toBe('This pin code is not in our delivery area');
  });

  it.each([
    ['text that is not JSON', '<html>Bad gateway</html>'],
    ['a success that does not match the contract', JSON.stringify({ code: '200', msg: 'ok', Data: 'not a list' })],
  ])('%s is "Invalid JSON response from server"', async (_name, body) => {
    answerWith(200, body);
    expect(shown(await failure(callApi('getOrders')))).toBe(httpTexts.invalidJson);
  });
});

describe('HTTP failures (spec section 8)', () => {
  it.each([
    [401, 'Authentication token not found. Please login again.', httpTexts.unauthorized],
    [403, 'nope', httpTexts.forbidden],
    [404, 'no such call', httpTexts.notFound],
    [500, 'Something went wrong', 'API error: 500'],
    [502, null, 'API error: 502'],
    [429, 'Too many requests, please try again in a minute.', 'Too many requests, please try again in a minute.'],
    [400, null, 'API error: 400'],
  ])('HTTP %i answers %j', async (status, serverMessage, text) => {
    answerWith(status, serverMessage === null ? '' : JSON.stringify({ code: String(status), msg: serverMessage }));
    const error = await failure(callApi('getOrders'));
    expect(error).toBeInstanceOf(ApiError);
    expect(shown(error)).toBe(text);
    expect(error?.status).toBe(status);
  });

  it('tells the session when a call answers 401, and only then', async () => {
    const told = vi.fn();
    whenUnauthorized(told);
    answerWith(403, JSON.stringify({ code: '403', msg: 'x' }));
    await failure(callApi('getOrders'));
    expect(told).not.toHaveBeenCalled();
    answerWith(401, JSON.stringify({ code: '401', msg: 'x' }));
    await failure(callApi('getOrders'));
    expect(told).toHaveBeenCalledTimes(1);
  });
});

describe('no answer at all (spec section 8, other labels)', () => {
  it.each([
    ['fetch rejects as a browser does offline', () => Promise.reject(new TypeError('Failed to fetch'))],
    ['the connection is reset', () => Promise.reject(new TypeError('NetworkError when attempting to fetch resource.'))],
  ])('%s: "Temporary service is not available", not the browser\'s words', async (_name, fetchStub) => {
    vi.stubGlobal('fetch', fetchStub);
    const told = vi.fn();
    whenUnauthorized(told);
    const error = await failure(callApi('getProducts'));
    expect(error).toBeInstanceOf(ApiError);
    expect(shown(error)).toBe('Temporary service is not available');
    expect(shown(error)).toBe(messages.serviceUnavailable);
    expect(error?.status).toBeNull();
    expect(told).not.toHaveBeenCalled();
    expect(shown(await failure(acceptedCall('getOrders')))).toBe(messages.serviceUnavailable);
  });

  it('a call the caller abandoned stays an abort, not a service failure', async () => {
    const controller = new AbortController();
    // The screen closes while the request is on the way: the caller's signal aborts, fetch rejects.
    vi.stubGlobal('fetch', () => {
      controller.abort();
      return Promise.reject(new DOMException('The operation was aborted.', 'AbortError'));
    });
    const pending = failure(callApi('getOrders', undefined, { signal: controller.signal }));
    const error = await pending;
    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(ApiError);
    expect((error as unknown as Error).message).not.toBe(messages.serviceUnavailable);
  });
});

describe('a refusal without a msg (spec section 8 fallbacks)', () => {
  it('acceptedCall throws an empty message with the code, so each flow shows its own fallback', async () => {
    answerWith(200, JSON.stringify({ code: '409', msg: '' }));
    const error = await failure(acceptedCall('getOrders'));
    expect(error).toBeInstanceOf(ApiError);
    expect(shown(error)).toBe('');
    expect(shown(error)).not.toBe(cartTexts.tryAgainLater);
    expect(error?.code).toBe('409');
    expect(error?.status).toBe(200);
  });

  it('a refusal keeps the status and message texts changePassword reads (section 7)', async () => {
    answerWith(200, JSON.stringify({ code: '400', msg: 'Incorrect current password', status: 'error', message: 'Incorrect current password' }));
    expect(await callApi('changePassword', { oldPassword: 'a', newPassword: 'b' })).toEqual({
      code: '400', msg: 'Incorrect current password', status: 'error', message: 'Incorrect current password',
    });
  });
});
