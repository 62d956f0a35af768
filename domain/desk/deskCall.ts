/** The shape every desk call shares (see ./contract.ts for the rules of the desk API). */
import { z } from 'zod/mini';
import { answerCode } from '../contract.ts';
import type { DeskAction } from './roles.ts';

export const DESK_API_PREFIX = 'desk/';

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
