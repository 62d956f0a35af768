/**
 * Registers one desk call (domain/desk/contract.ts): resolves the desk token (HTTP 401 when missing,
 * unknown, expired or revoked; HTTP 403 when it is a customer's token), checks the role with
 * domain/desk/roles.ts's mayDo (HTTP 403 for a staff member on an owner call), parses the body with the
 * call's schema (HTTP 400), and sends what the service answers with its HTTP status (deskStatus: a refusal
 * is 401, 403, 404, 409 or 422 with its `{ code, msg }`). The token comes from the Authorization
 * header, or from the desk's HttpOnly cookie only when the request also carries the desk's own header
 * (domain/desk/deskCall.ts DESK_REQUEST_HEADER): no cookie alone authorises a desk call.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { deskCalls, type DeskCallName } from '../../domain/desk/contract.ts';
import { DESK_REQUEST_HEADER, DESK_TOKEN_COOKIE } from '../../domain/desk/deskCall.ts';
import { mayDo } from '../../domain/desk/roles.ts';

import { HttpError } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { findDeskSession, type DeskSession } from '../services/deskSessions.ts';
import { findSession } from '../services/sessions.ts';
import { tokenOfCookies, type CallLimit } from './define.ts';

import { httpSaid, deskAnswerSaid } from '../said.ts';

export type DeskBody<N extends DeskCallName> = z.output<(typeof deskCalls)[N]['request']>;

export interface DeskExchange {
  request: FastifyRequest;
  reply: FastifyReply;
}

export function headerBearer(request: FastifyRequest): string | null {
  return /^bearer\s+(\S+)\s*$/i.exec(request.headers.authorization ?? '')?.[1] ?? null;
}

/** The request's desk token: its Bearer header's, or its desk cookie's when the desk's header comes with it. */
function deskToken(request: FastifyRequest): string | null {
  const bearer = headerBearer(request);
  if (bearer) return bearer;
  return request.headers[DESK_REQUEST_HEADER] === '1' ? tokenOfCookies(request.headers.cookie, DESK_TOKEN_COOKIE) : null;
}

/** The desk session of the request's desk token; throws 401 or 403 as the file's comment says. */
export async function deskSessionOf(db: Db, request: FastifyRequest): Promise<DeskSession> {
  const token = deskToken(request);
  if (!token) throw new HttpError(401, httpSaid('tokenNotFound'));
  if (token.length > 100) throw new HttpError(401, httpSaid('unauthorized'));
  const session = await findDeskSession(db, token);
  if (session) return session;
  if (await findSession(db, token)) throw new HttpError(403, deskAnswerSaid('notADeskToken'));
  throw new HttpError(401, httpSaid('unauthorized'));
}

/**
 * The HTTP status of a desk answer: a service's refusal code becomes the answer's status, its "400" (the
 * value is refused by the shop's rules) becoming 422 Unprocessable Content; 400 itself stays for a body
 * the call's schema cannot read. The storefront's `/api/*.php` calls keep answering HTTP 200 (old apps).
 */
const REFUSAL_STATUS: Readonly<Record<string, number>> = { '400': 422, '401': 401, '403': 403, '404': 404, '409': 409 };

/** Sends the service's answer with its HTTP status; a refusal's body carries that status as its `code`. */
export function deskAnswer(reply: FastifyReply, answer: object): object {
  const code = (answer as { code?: unknown }).code;
  const status = typeof code === 'string' ? REFUSAL_STATUS[code] : undefined;
  if (status === undefined) return answer;
  reply.code(status);
  return { ...answer, code: String(status) };
}

/** A desk call that needs a signed-in desk account allowed to do the call's action. */
export function deskCall<N extends DeskCallName>(
  app: FastifyInstance,
  db: Db,
  name: N,
  handler: (body: DeskBody<N>, session: DeskSession, exchange: DeskExchange) => Promise<object>,
  limit?: CallLimit,
): void {
  const call = deskCalls[name];
  app.route({
    method: call.method,
    url: `/api/${call.path}`,
    config: limit ? { rateLimit: limit } : {},
    handler: async (request, reply) => {
      const session = await deskSessionOf(db, request);
      if (call.action && !mayDo(session.role, call.action)) throw new HttpError(403, deskAnswerSaid('onlyTheOwner'));
      const body = call.request.parse(request.body ?? {}) as DeskBody<N>;
      return deskAnswer(reply, await handler(body, session, { request, reply }));
    },
  });
}

/** A desk call anyone may make (signIn). */
export function openDeskCall<N extends DeskCallName>(
  app: FastifyInstance,
  name: N,
  handler: (body: DeskBody<N>, exchange: DeskExchange) => Promise<object>,
  limit?: CallLimit,
): void {
  const call = deskCalls[name];
  app.route({
    method: call.method,
    url: `/api/${call.path}`,
    config: limit ? { rateLimit: limit } : {},
    handler: async (request, reply) => deskAnswer(reply, await handler(call.request.parse(request.body ?? {}) as DeskBody<N>, { request, reply })),
  });
}
