/** A call that failed: its text is what the customer sees (spec section 8). */
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
