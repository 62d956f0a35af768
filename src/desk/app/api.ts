/**
 * The desk's API client: the shop's one client factory (src/app/httpClient.ts) with the desk's header
 * beside the desk's HttpOnly cookie (which the browser sends, no script reads; domain/desk/deskCall.ts),
 * POST `/api/desk/<call>` of domain/desk/contract.ts with a JSON body (a form for a new product), answers
 * parsed with the call's schema. A refusal comes with its HTTP status (401, 403, 404, 409, 422) and rejects
 * with the server's words, which say why (which role, who changed the order); no answer at all reads as
 * "the shop's server cannot be reached".
 */
import { deskCalls, type DeskCallName, type DeskRequest, type ParsedDeskAnswer } from '../../../domain/desk/contract.ts';
import { DESK_REQUEST_HEADER } from '../../../domain/desk/deskCall.ts';
import { deskMessages } from '../../../domain/desk/messages.ts';
import { httpTexts } from '../../../domain/messages/http.ts';
import { ApiError } from '../../app/apiError.ts';
import { createHttpClient } from '../../app/httpClient.ts';

/** Told when any desk call answers HTTP 401, so the desk session can end. */
let onUnauthorized: () => void = () => {};
export function whenDeskUnauthorized(listener: () => void): void {
  onUnauthorized = listener;
}

/** For a desk request made outside deskCall (the live stream) that was answered HTTP 401. */
export const notifyDeskUnauthorized = (): void => onUnauthorized();

/** The header every desk call carries: with it, the desk's cookie authorises the call. */
export const deskHeaders: Readonly<Record<string, string>> = { [DESK_REQUEST_HEADER]: '1' };

const send = createHttpClient({ headers: () => deskHeaders, serverWordsFirst: true, unreachable: deskMessages.serviceUnavailable, wordedAtOnce: true });

export interface DeskCallOptions {
  signal?: AbortSignal;
}

/** Calls the desk API and answers the parsed answer; rejects with ApiError carrying the server's words otherwise. */
export async function deskCall<N extends DeskCallName>(name: N, body: DeskRequest<N> | FormData, options: DeskCallOptions = {}): Promise<ParsedDeskAnswer<N>> {
  const call = deskCalls[name];
  const json = await send(call.path, {
    method: 'POST',
    body: body ?? {},
    ...(options.signal ? { signal: options.signal } : {}),
    onUnauthorized: () => onUnauthorized(),
  });
  const parsed = call.answer.safeParse(json);
  if (!parsed.success) throw new ApiError(httpTexts.invalidJson, null);
  return parsed.data as ParsedDeskAnswer<N>;
}
