/**
 * The API client: same-origin /api/ prefix, the stored token as a Bearer header, answers parsed with
 * the shared contract schemas, HTTP failures mapped to the texts of spec section 8, and no answer at all
 * (network down, timeout) read as section 8's "Temporary service is not available".
 *
 * The HTTP client (ky) loads with the first call, and the schemas (zod) while its request is on the way:
 * no page needs either for its first paint, so they stay out of the first-load JavaScript.
 */
import type { CallRequest, ParsedAnswer } from '../../domain/contract.ts';
import { endpoints, SUCCESS_CODE, type CallName } from '../../domain/endpoints.ts';
import { messages } from '../../domain/messages/index.ts';
import { readToken } from './storage.ts';

export class ApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; null when no answer came (or it could not be read). */
    readonly status: number | null,
    /** The answer's `code` when the server answered HTTP 200 but refused (acceptedCall). */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/**
 * The text of an HTTP failure (spec section 8): 401, 403 and 404 have their own texts, a server fault is
 * "API error: {status}"; any other refusal (400 malformed, 413 too large, 429 too many requests) shows the
 * server's own msg when it sent one, since it says what to do.
 */
export function httpErrorMessage(status: number, serverMessage?: unknown): string {
  if (status === 401) return messages.unauthorized;
  if (status === 403) return messages.forbidden;
  if (status === 404) return messages.notFound;
  if (status < 500 && typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  return messages.apiError(status);
}

/** Told when any call answers HTTP 401, so the session can end. */
let onUnauthorized: () => void = () => {};
export function whenUnauthorized(listener: () => void): void {
  onUnauthorized = listener;
}

/** The HTTP client (src/app/httpClient.ts), loaded by the first call (again by the next one if loading failed). */
let clientLoaded: Promise<typeof import('./httpClient.ts')> | null = null;
function loadClient() {
  clientLoaded ??= import('./httpClient.ts').catch((error: unknown) => {
    clientLoaded = null;
    throw error;
  });
  return clientLoaded;
}

export interface CallOptions {
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

/** Calls the API and answers the parsed answer, whatever its `code`; throws ApiError on HTTP failure. */
export async function callApi<N extends CallName>(name: N, body?: CallRequest<N>, options: CallOptions = {}): Promise<ParsedAnswer<N>> {
  const contract = import('../../domain/contract.ts');
  // Awaited below once the answer is in; a failed request must not leave its rejection unobserved.
  contract.catch(() => undefined);
  const call = endpoints[name];
  const method = call.methods[0];
  const token = readToken();
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  const client = loadClient();
  let text: string;
  try {
    const response = await (await client).http(call.path, {
      method,
      headers,
      ...(method === 'POST' ? { json: body ?? {} } : {}),
      ...(options.signal ? { signal: options.signal } : {}),
    });
    text = await response.text();
  } catch (error) {
    const loaded = await client.catch(() => null);
    if (loaded?.isHTTPError(error)) {
      if (error.response.status === 401) onUnauthorized();
      const server = (await error.response.json().catch(() => null)) as { msg?: unknown } | null;
      throw new ApiError(httpErrorMessage(error.response.status, server?.msg), error.response.status);
    }
    // The caller gave up (the screen closed): not a failure to tell anyone about.
    if (options.signal?.aborted) throw error;
    // No HTTP answer at all (fetch's TypeError "Failed to fetch", ky's TimeoutError, or ky itself could not
    // load): the server cannot be reached.
    throw new ApiError(messages.serviceUnavailable, null);
  }
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new ApiError(messages.invalidJson, null);
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
  if (!parsed.success) throw new ApiError(messages.invalidJson, null);
  return parsed.data as ParsedAnswer<N>;
}

/**
 * The answer when the server accepted; otherwise an error carrying the server's msg and code. A refusal
 * without a msg gives an error with an empty message, so that each flow shows its own section 8 fallback
 * ("Login failed - invalid credentials", "Failed to create order", ...).
 */
export async function acceptedCall<N extends CallName>(name: N, body?: CallRequest<N>, options?: CallOptions): Promise<ParsedAnswer<N>> {
  const answer = await callApi(name, body, options);
  if (answer.code !== SUCCESS_CODE) throw new ApiError(answer.msg.trim(), 200, answer.code);
  return answer;
}
