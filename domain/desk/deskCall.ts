/** The shape every desk call shares (see ./contract.ts for the rules of the desk API). */
import { z } from 'zod/mini';
import { answerCode } from '../contract.ts';
import type { DeskAction } from './roles.ts';

export const DESK_API_PREFIX = 'desk/';

/**
 * The desk's token in the browser (issue 26, point 8): signIn sets it as this cookie, HttpOnly (no
 * script reads it), SameSite=Strict and Path=/api/desk (sent to the desk's calls only), Secure behind
 * TLS; signOut clears it.
 */
export const DESK_TOKEN_COOKIE = 'desk_token';
export const DESK_COOKIE_PATH = `/api/${DESK_API_PREFIX.slice(0, -1)}`;
/**
 * The header every call of the desk's page sends (value "1"): the cookie authorises a desk call only
 * together with it. A page of another origin cannot send a custom header without a CORS preflight this
 * server never grants, and a form cannot send one at all, so no cookie alone authorises a desk call.
 */
export const DESK_REQUEST_HEADER = 'x-desk-request';

export interface DeskCallDefinition {
  /** Under /api/: `desk/<name>`. */
  path: string;
  method: 'POST' | 'GET';
  /** What roles.ts's mayDo is asked on the server; null: no token needed (signIn only). */
  action: DeskAction | null;
  request: z.ZodMiniType;
  answer: z.ZodMiniType;
}

/** A POST desk call at /api/desk/<name>. */
export function deskCall<R extends z.ZodMiniType, A extends z.ZodMiniType>(name: string, action: DeskAction | null, request: R, answer: A) {
  return { path: `${DESK_API_PREFIX}${name}`, method: 'POST' as const, action, request, answer };
}

export const deskAnswer = z.object({ code: answerCode, msg: z._default(z.string(), '') });
/** A success answer carrying `Data`. */
export const deskDataAnswer = <T extends z.ZodMiniType>(data: T) => z.extend(deskAnswer, { Data: data });
export const noBody = z.object({});
