/** Answer shapes shared by every service: business outcomes are HTTP 200 with `code` and `msg`. */
import { SUCCESS_CODE } from '../domain/contract.ts';

export interface Refusal {
  code: '400' | '401' | '403' | '404' | '409';
  msg: string;
}

export function refuse(code: Refusal['code'], msg: string): Refusal {
  return { code, msg };
}

export function ok<T extends object>(msg: string, body: T): T & { code: typeof SUCCESS_CODE; msg: string } {
  return { code: SUCCESS_CODE, msg, ...body };
}

/** A failure that is not a business outcome: it sets the HTTP status (401, 429). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }
}
