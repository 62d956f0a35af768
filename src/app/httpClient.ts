/**
 * The storefront's one HTTP client (ky: same-origin /api/ prefix, no retries, 20 s timeout): the request
 * of each call, its answer parsed with the shared contract schemas, HTTP failures mapped to the texts of
 * spec section 8, and no answer at all (network down, timeout) read as "Temporary service is not available".
 * Loaded by src/app/api.ts with the first call rather than with the first-load JavaScript; the schemas
 * (zod) load while the first request is on the way.
 */
import ky, { isHTTPError } from 'ky';
import type { CallRequest, ParsedAnswer } from '../../domain/contract.ts';
import { endpoints, type CallName } from '../../domain/endpoints.ts';
import { SUCCESS_CODE } from '../../domain/answerCode.ts';
import { LANGUAGE_HEADER, shownLanguage } from '../../domain/locale.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { messages } from '../../domain/messages/index.ts';
import { ApiError } from './apiError.ts';

/** Every call names the shown language, in which the server words its refusals (server/refusalLanguage.ts). */
const http = ky.create({
  prefixUrl: '/api',
  retry: 0,
  timeout: 20_000,
  credentials: 'same-origin',
  hooks: { beforeRequest: [(request) => request.headers.set(LANGUAGE_HEADER, shownLanguage())] },
});

/**
 * The text of an HTTP failure (spec section 8): 401, 403 and 404 have their own texts, a server fault is
 * "API error: {status}"; any other refusal (400 malformed, 413 too large, 429 too many requests) shows the
 * server's own msg when it sent one, since it says what to do.
 */
export function httpErrorMessage(status: number, serverMessage?: unknown): string {
  if (status === 401) return httpTexts.unauthorized;
  if (status === 403) return httpTexts.forbidden;
  if (status === 404) return httpTexts.notFound;
  if (status < 500 && typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  return httpTexts.apiError(status);
}

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
  let text: string;
  try {
    const response = await http(call.path, {
      method,
      headers,
      ...(method === 'POST' ? { json: body ?? {} } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    text = await response.text();
  } catch (error) {
    if (isHTTPError(error)) {
      if (error.response.status === 401) onUnauthorized();
      const server = (await error.response.json().catch(() => null)) as { msg?: unknown } | null;
      throw new ApiError(httpErrorMessage(error.response.status, server?.msg), error.response.status);
    }
    // The caller gave up (the screen closed): not a failure to tell anyone about.
    if (options.signal?.aborted) throw error;
    // No HTTP answer at all (fetch's TypeError "Failed to fetch", ky's TimeoutError): the server cannot be reached.
    throw new ApiError(messages.serviceUnavailable, null);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(httpTexts.invalidJson, null);
  }
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
  if (!parsed.success) throw new ApiError(httpTexts.invalidJson, null);
  return parsed.data as ParsedAnswer<N>;
}
