/**
 * The shop's one HTTP client factory (ky: same-origin /api/ prefix, no retries, 20 s timeout), used by the
 * storefront (sendCall below) and the desk (src/desk/app/api.ts): HTTP failures mapped to the texts of
 * spec section 8, no answer at all read as the caller's "cannot be reached" text. The storefront's calls:
 * the request of each call, its answer parsed with the shared contract schemas, no answer at all read as
 * "Temporary service is not available".
 * Loaded by src/app/api.ts with the first call rather than with the first-load JavaScript; the schemas
 * (zod) load while the first request is on the way.
 */
import ky, { isHTTPError } from 'ky';
import type { CallRequest, ParsedAnswer } from '../../domain/contract.ts';
import { endpoints, type CallName } from '../../domain/endpoints.ts';
import { SUCCESS_CODE } from '../../domain/answerCode.ts';
import { LANGUAGE_HEADER } from '../../domain/locale.ts';
import { messageKeys, type Words } from '../../domain/message.ts';
import { httpTexts as englishHttpTexts } from '../../domain/messages/http.ts';
import { sayMessages } from '../../domain/messages/index.ts';
import { wordsIn } from '../../domain/wording.ts';
import { ApiError } from './apiError.ts';
import { shownLanguage } from './language.ts';

const sayHttp = messageKeys('httpTexts', englishHttpTexts);

/** What the storefront's client and the desk's differ in; the rest (ky, /api/, the failures' texts) is one. */
export interface HttpClientOptions {
  /** Headers every call carries. */
  headers: () => Record<string, string>;
  /**
   * The server's own words before section 8's texts for 401, 403 and 404: the desk's API explains each
   * refusal (which role, which order); the storefront shows the specification's texts.
   */
  serverWordsFirst: boolean;
  /** What no HTTP answer at all (network down, timeout) reads as. */
  unreachable: Words;
  /**
   * Whether a failure's words are worded (in English) as the call fails: the desk's are (it is English, and its machines
   * keep worded texts); the storefront's stay by key until a screen or toast shows them.
   */
  wordedAtOnce: boolean;
}

export interface SendOptions {
  method: 'GET' | 'POST' | 'DELETE';
  /** Sent as JSON, or as multipart/form-data when a form. */
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  /** Told when the call answers HTTP 401. */
  onUnauthorized: () => void;
}

/**
 * The words of an HTTP failure (spec section 8): 401, 403 and 404 have their own texts, a server fault is
 * "API error: {status}" (by key); any other refusal (400 malformed, 413 too large, 429 too many requests) shows
 * the server's own msg when it sent one, since it says what to do.
 */
export function httpErrorWords(status: number, serverMessage?: unknown, serverWordsFirst = false): Words {
  const words = status < 500 && typeof serverMessage === 'string' && serverMessage.trim() ? serverMessage : null;
  if (serverWordsFirst && words) return words;
  if (status === 401) return sayHttp('unauthorized');
  if (status === 403) return sayHttp('forbidden');
  if (status === 404) return sayHttp('notFound');
  return words ?? sayHttp('apiError', status);
}

/**
 * A client (same-origin /api/ prefix, no retries, 20 s timeout): `send` answers the JSON of a 2xx answer,
 * and throws ApiError otherwise: an HTTP failure in words (httpErrorWords), no answer as `unreachable`,
 * an answer that is not JSON as "Invalid JSON response from server". A call its caller aborted rejects
 * with the abort itself, not a failure to tell anyone about.
 */
export function createHttpClient({ headers, serverWordsFirst, unreachable, wordedAtOnce }: HttpClientOptions) {
  const failure = (words: Words, status: number | null) => new ApiError(wordedAtOnce ? wordsIn('en', words) : words, status);
  const http = ky.create({
    prefixUrl: '/api',
    retry: 0,
    timeout: 20_000,
    credentials: 'same-origin',
    hooks: { beforeRequest: [(request) => Object.entries(headers()).forEach(([name, value]) => request.headers.set(name, value))] },
  });
  return async function send(path: string, { method, body, headers: callHeaders = {}, signal, onUnauthorized }: SendOptions): Promise<unknown> {
    let text: string;
    try {
      const response = await http(path, {
        method,
        headers: callHeaders,
        ...(body instanceof FormData ? { body } : body === undefined ? {} : { json: body }),
        ...(signal ? { signal } : {}),
      });
      text = await response.text();
    } catch (error) {
      if (isHTTPError(error)) {
        if (error.response.status === 401) onUnauthorized();
        const server = (await error.response.json().catch(() => null)) as { msg?: unknown } | null;
        throw failure(httpErrorWords(error.response.status, server?.msg, serverWordsFirst), error.response.status);
      }
      if (signal?.aborted) throw error;
      // No HTTP answer at all (fetch's TypeError "Failed to fetch", ky's TimeoutError): the server cannot be reached.
      throw failure(unreachable, null);
    }
    try {
      return JSON.parse(text) as unknown;
    } catch {
      throw failure(sayHttp('invalidJson'), null);
    }
  };
}

/** Every storefront call names the shown language, in which the server words its refusals (server/refusalLanguage.ts). */
const storefront = createHttpClient({
  headers: () => ({ [LANGUAGE_HEADER]: shownLanguage() }),
  serverWordsFirst: false,
  unreachable: sayMessages('serviceUnavailable'),
  wordedAtOnce: false,
});

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** What src/app/api.ts hands each call: the stored token, and whom to tell of an HTTP 401. */
export interface CallContext {
  token: string | null;
  onUnauthorized: () => void;
}

/** Sends the call and answers the parsed answer, whatever its `code`; throws ApiError on HTTP failure. */
export async function sendCall<N extends CallName>(
  name: N, body: CallRequest<N> | undefined, options: CallOptions, { token, onUnauthorized }: CallContext,
): Promise<ParsedAnswer<N>> {
  const contract = import('../../domain/contract.ts');
  // Awaited below once the answer is in; a failed request must not leave its rejection unobserved.
  contract.catch(() => undefined);
  const call = endpoints[name];
  const method = call.methods[0];
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const json = await storefront(call.path, {
    method,
    ...(method === 'POST' ? { body: body ?? {} } : {}),
    headers,
    ...(options.signal ? { signal: options.signal } : {}),
    onUnauthorized,
  });
  const code = (json as { code?: unknown } | null)?.code;
  if (String(code) !== SUCCESS_CODE) {
    // A refusal carries code and msg, and the status and message texts some calls add (changePassword).
    const refusal = json as { code?: unknown; msg?: unknown; status?: unknown; message?: unknown };
    return {
      code: String(refusal.code ?? ''),
      msg: typeof refusal.msg === 'string' ? refusal.msg : '',
      ...(typeof refusal.status === 'string' ? { status: refusal.status } : {}),
      ...(typeof refusal.message === 'string' ? { message: refusal.message } : {}),
    } as ParsedAnswer<N>;
  }
  const answer = (await contract).calls[name].answer as unknown as { safeParse: (v: unknown) => { success: boolean; data?: unknown } };
  const parsed = answer.safeParse(json);
  if (!parsed.success) throw new ApiError(sayHttp('invalidJson'), null);
  return parsed.data as ParsedAnswer<N>;
}
