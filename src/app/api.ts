/**
 * The API client as the app's effects call it. The client itself (src/app/httpClient.ts: ky, the paths,
 * the contract's schemas, the texts of spec section 8) loads with the first call: no page needs it for
 * its first paint, so it stays out of the first-load JavaScript.
 */
import type { CallRequest, ParsedAnswer } from '../../domain/contract.ts';
import type { CallName } from '../../domain/endpoints.ts';
import { SUCCESS_CODE } from '../../domain/answerCode.ts';
import { sayMessages } from '../../domain/messages/index.ts';
import { ApiError } from './apiError.ts';
import type { CallOptions } from './httpClient.ts';
import { readToken } from './storage.ts';

export { ApiError } from './apiError.ts';
export type { CallOptions } from './httpClient.ts';

/** Told when any call answers HTTP 401, so the session can end. */
let onUnauthorized: () => void = () => {};
export function whenUnauthorized(listener: () => void): void {
  onUnauthorized = listener;
}

/** The HTTP client, loaded by the first call (again by the next one if loading failed). */
let clientLoaded: Promise<typeof import('./httpClient.ts')> | null = null;
function loadClient() {
  clientLoaded ??= import('./httpClient.ts').catch((error: unknown) => {
    clientLoaded = null;
    throw error;
  });
  return clientLoaded;
}

/** Calls the API and answers the parsed answer, whatever its `code`; throws ApiError on HTTP failure. */
export async function callApi<N extends CallName>(name: N, body?: CallRequest<N>, options: CallOptions = {}): Promise<ParsedAnswer<N>> {
  const token = readToken();
  // The client could not load: like no answer at all, the server cannot be reached.
  const client = await loadClient().catch(() => {
    throw new ApiError(sayMessages('serviceUnavailable'), null);
  });
  return client.sendCall(name, body, options, { token, onUnauthorized: () => onUnauthorized() });
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
