/**
 * The desk's API client, like the storefront's src/app/api.ts: ky, same-origin `/api/desk/<call>` of
 * domain/desk/contract.ts, POST with a JSON body, answers parsed with the call's schema, authorised by the desk's HttpOnly cookie
 * (which the browser sends, no script reads) with the desk's own header beside it (domain/desk/deskCall.ts), HTTP failures read
 * into words, and no answer at all read as "the server cannot be reached". A business refusal (HTTP 200
 * with a code other than "200") rejects with the server's `msg`, so flows show the server's reason.
 */
import ky, { HTTPError } from 'ky';
import { deskCalls, type DeskCallName, type DeskRequest, type ParsedDeskAnswer } from '../../../domain/desk/contract.ts';
import { deskMessages } from '../../../domain/desk/messages.ts';
import { SUCCESS_CODE } from '../../../domain/answerCode.ts';
import { httpTexts } from '../../../domain/messages/http.ts';
import { DESK_REQUEST_HEADER } from '../../../domain/desk/deskCall.ts';

export class DeskApiError extends Error {
  constructor(
    message: string,
    /** The HTTP status; null when no answer came. */
    readonly status: number | null,
    /** The answer's `code` when the server answered HTTP 200 but refused. */
    readonly code: string | null = null,
  ) {
    super(message);
  }
}

/** Told when any desk call answers HTTP 401, so the desk session can end. */
let onUnauthorized: () => void = () => {};
export function whenDeskUnauthorized(listener: () => void): void {
  onUnauthorized = listener;
}

/** For a desk request made outside deskCall (the live stream) that was answered HTTP 401. */
export const notifyDeskUnauthorized = (): void => onUnauthorized();

export const deskClient = ky.create({ prefixUrl: '/api', retry: 0, timeout: 20_000, credentials: 'same-origin' });

/** The header every desk call carries: with it, the desk's cookie authorises the call. */
export const deskHeaders: Readonly<Record<string, string>> = { [DESK_REQUEST_HEADER]: '1' };

/** The words of an HTTP failure: the server's msg when it gave one (a 403 says which role is needed). */
export function deskHttpErrorMessage(status: number, serverMessage?: unknown): string {
  if (status === 401) return deskMessages.sessionEnded;
  if (status < 500 && typeof serverMessage === 'string' && serverMessage.trim()) return serverMessage;
  if (status === 403) return httpTexts.forbidden;
  if (status === 404) return httpTexts.notFound;
  return httpTexts.apiError(status);
}

export interface DeskCallOptions {
  signal?: AbortSignal;
}

/**
 * Calls the desk API and answers the parsed answer once the server accepted (code "200"); rejects with
 * DeskApiError carrying the server's words otherwise (an empty message when it gave none, so that each
 * flow shows its own fallback).
 */
export async function deskCall<N extends DeskCallName>(name: N, body: DeskRequest<N> | FormData, options: DeskCallOptions = {}): Promise<ParsedDeskAnswer<N>> {
  const call = deskCalls[name];
  let json: unknown;
  try {
    const response = await deskClient.post(call.path, {
      // A form (a new product with its picture) goes as multipart/form-data; everything else as JSON.
      ...(body instanceof FormData ? { body } : { json: body ?? {} }),
      headers: deskHeaders,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    json = await response.json();
  } catch (error) {
    if (error instanceof HTTPError) {
      if (error.response.status === 401) onUnauthorized();
      const server = (await error.response.json().catch(() => null)) as { msg?: unknown } | null;
      throw new DeskApiError(deskHttpErrorMessage(error.response.status, server?.msg), error.response.status);
    }
    if (options.signal?.aborted) throw error;
    if (error instanceof SyntaxError) throw new DeskApiError(httpTexts.invalidJson, null);
    throw new DeskApiError(deskMessages.serviceUnavailable, null);
  }
  const { code, msg } = (json ?? {}) as { code?: unknown; msg?: unknown };
  if (String(code) !== SUCCESS_CODE) throw new DeskApiError(typeof msg === 'string' ? msg.trim() : '', 200, String(code ?? ''));
  const parsed = call.answer.safeParse(json);
  if (!parsed.success) throw new DeskApiError(httpTexts.invalidJson, null);
  return parsed.data as ParsedDeskAnswer<N>;
}
