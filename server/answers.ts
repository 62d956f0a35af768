/** Answer shapes shared by every service: business outcomes are HTTP 200 with `code` and `msg`. */
import { SUCCESS_CODE } from '../domain/contract.ts';
import type { MessageValues, Said } from '../domain/message.ts';

/**
 * A refusal names its text by key (issue 24): `msgKey` and `msgValues` (docs/api.md), beside `msg` in the
 * specification's English, which server/refusalLanguage.ts words again in the storefront's language.
 */
export interface Refusal {
  code: '400' | '401' | '403' | '404' | '409';
  msg: string;
  msgKey: string;
  msgValues?: MessageValues;
}

/** `msg`, `msgKey` and `msgValues` of a said message. */
export const keyedMsg = (said: Said): { msg: string; msgKey: string; msgValues?: MessageValues } => ({
  msg: said.text,
  msgKey: said.id,
  ...(said.values ? { msgValues: said.values } : {}),
});

export function refuse(code: Refusal['code'], said: Said): Refusal {
  return { code, ...keyedMsg(said) };
}

export function ok<T extends object>(msg: string, body: T): T & { code: typeof SUCCESS_CODE; msg: string } {
  return { code: SUCCESS_CODE, msg, ...body };
}

/** A failure that is not a business outcome: it sets the HTTP status (401, 429). */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly said: Said,
    readonly headers: Record<string, string> = {},
  ) {
    super(said.text);
  }
}
