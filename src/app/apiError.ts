import type { Words } from '../../domain/message.ts';

/**
 * A call that failed (spec section 8). `words` is what the customer is shown: one of the client's own texts
 * by key (worded where it is shown, in the language shown then), or the server's `msg` as it arrived (already
 * in the language the call named); `message` is the same words, or the key, for the logs. The desk's client
 * words its failures at once (English): src/app/httpClient.ts.
 */
export class ApiError extends Error {
  constructor(
    readonly words: Words,
    /** The HTTP status; null when no answer came (or it could not be read). */
    readonly status: number | null,
    /** The answer's `code` when the server answered HTTP 200 but refused (acceptedCall). */
    readonly code: string | null = null,
  ) {
    super(typeof words === 'string' ? words : words.id);
  }
}
