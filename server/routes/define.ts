/**
 * Registers one call of the contract: parses the body with the shared zod schema (HTTP 400 when the
 * shape or types are wrong), resolves the bearer token for customer calls (HTTP 401 when missing,
 * expired or revoked), and sends what the service answers.
 *
 * Who may call (docs/api.md, "Auth"): the `Authorization: Bearer` header authorises every customer
 * call. A browser sends that header across origins only after a CORS preflight, which this server
 * never grants, so a page elsewhere (another port of this host included) cannot send it. The
 * `auth_token` cookie, which a browser attaches on its own to forms and requests from any page of the
 * same site, stands in for the header only on GET reads that change nothing (getUserDetail, getOrders,
 * getAddress), and only when the browser does not mark the request as sent by another site.
 */
import { parseCookie, stringifySetCookie } from 'cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { z } from 'zod/mini';
import { calls, type CallName } from '../../domain/contract.ts';

import { serverSaid } from '../../domain/messages/server.ts';
import { HttpError, refuse } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { DEVICE_TRUST_DAYS } from '../services/loginLimiter.ts';
import { findSessionOfKey, sessionKey, slideSession, type Session, type SessionKey } from '../services/sessions.ts';
import { httpSaid } from '../said.ts';

export const TOKEN_COOKIE = 'auth_token';

/** The calls the cookie may authorise: reads that change nothing, and only by GET. */
export const COOKIE_READS: ReadonlySet<CallName> = new Set<CallName>(['getUserDetail', 'getOrders', 'getAddress']);

type Body<N extends CallName> = z.output<(typeof calls)[N]['request']>;

export interface Exchange {
  request: FastifyRequest;
  reply: FastifyReply;
}

/** What the browser says of who sent the request: absent (not a browser, or an old one), or its own origin, or typed by the person. */
function sentByThisSite(request: FastifyRequest): boolean {
  const site = request.headers['sec-fetch-site'];
  return site === undefined || site === 'same-origin' || site === 'none';
}

/**
 * What a cookie value that is no valid percent-encoding reads as: a token no session has (HTTP 401).
 * The library's own decoding would pass such a value on undecoded.
 */
const MALFORMED = 'malformed';

function decodeCookieValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return MALFORMED;
  }
}

/** The token of a Cookie header's first `name` cookie (auth_token unless told); null when it has none, or an empty one. */
export function tokenOfCookies(header: string | undefined, name = TOKEN_COOKIE): string | null {
  return parseCookie(header ?? '', { decode: decodeCookieValue })[name] || null;
}

/**
 * A sign-in's device cookie (services/loginLimiter.ts): HttpOnly, SameSite=Strict, sent back only to the
 * sign-in call under `path`, kept as long as the server trusts the device. It authorises nothing.
 */
export function setDeviceCookie(reply: FastifyReply, cookie: { name: string; path: string }, token: string, secure: boolean): void {
  const maxAge = DEVICE_TRUST_DAYS * 86_400;
  reply.header('set-cookie', stringifySetCookie({ name: cookie.name, value: token, httpOnly: true, sameSite: 'strict', path: cookie.path, maxAge, secure }));
}

function bearerToken(name: CallName, request: FastifyRequest): string | null {
  const header = /^bearer\s+(.+)$/i.exec(request.headers.authorization ?? '');
  if (header) return header[1]!.trim() || null;
  if (COOKIE_READS.has(name) && request.method === 'GET' && sentByThisSite(request)) return tokenOfCookies(request.headers.cookie);
  return null;
}

/** The request's token as a session key (HTTP 401 when it has none, or one no session can have). */
function sessionKeyOf(name: CallName, request: FastifyRequest): SessionKey {
  const token = bearerToken(name, request);
  if (!token) throw new HttpError(401, httpSaid('tokenNotFound'));
  if (token.length > 100) throw new HttpError(401, httpSaid('unauthorized'));
  return sessionKey(token);
}

async function sessionOf(db: Db, name: CallName, request: FastifyRequest): Promise<Session> {
  const key = sessionKeyOf(name, request);
  const session = await findSessionOfKey(db, key);
  if (!session) throw new HttpError(401, httpSaid('unauthorized'));
  await slideSession(db, key);
  return session;
}

/** Per-call limits on top of the app-wide one, as @fastify/rate-limit reads them. */
export interface CallLimit {
  max: number;
  timeWindow: string;
}

function register<N extends CallName>(
  app: FastifyInstance,
  name: N,
  run: (request: FastifyRequest, reply: FastifyReply) => Promise<object>,
  limit?: CallLimit,
) {
  const call = calls[name];
  for (const method of call.methods) {
    app.route({ method, url: `/api/${call.path}`, config: limit ? { rateLimit: limit } : {}, handler: run });
  }
}

function parseBody<N extends CallName>(name: N, request: FastifyRequest): Body<N> {
  return calls[name].request.parse(request.body ?? {}) as Body<N>;
}

export function publicCall<N extends CallName>(
  app: FastifyInstance,
  name: N,
  handler: (body: Body<N>, exchange: Exchange) => Promise<object>,
  limit?: CallLimit,
): void {
  register(app, name, (request, reply) => handler(parseBody(name, request), { request, reply }), limit);
}

/** A call for a logged-in customer; a `userId` in the body must be the token's own. */
export function customerCall<N extends CallName>(
  app: FastifyInstance,
  db: Db,
  name: N,
  handler: (body: Body<N>, session: Session, exchange: Exchange) => Promise<object>,
): void {
  register(app, name, async (request, reply) => {
    const session = await sessionOf(db, name, request);
    const body = parseBody(name, request);
    const claimedUser = (body as { userId?: unknown }).userId;
    if (claimedUser !== undefined && claimedUser !== session.userId) {
      return refuse('403', serverSaid('otherAccountData'));
    }
    return handler(body, session, { request, reply });
  });
}

/**
 * A request refused for its form before its statement ran (`error`: a body or header that does not
 * parse), refused as customerCall refuses it: HTTP 401 first when the token has no live session.
 */
export async function refusedAfterSession(db: Db, key: SessionKey, error: unknown): Promise<never> {
  if (!(await findSessionOfKey(db, key))) throw new HttpError(401, httpSaid('unauthorized'));
  throw error;
}

/** The calls whose body names no user, so that only the session says whose data they touch. */
type NamedKeys<T> = keyof { [K in keyof T as string extends K ? never : K]: T[K] };
type CallWithoutUser = { [N in CallName]: 'userId' extends NamedKeys<Body<N>> ? never : N }[CallName];

/**
 * A call for a logged-in customer whose service finds the session itself, in the same statement as
 * its data (the hot calls, issue 14: one round trip fewer), and throws HTTP 401 when the token has no
 * live session (services/sessions.ts sessionUser). A body that fails to parse is refused as
 * customerCall refuses it (refusedAfterSession): HTTP 401 before 400 for a token without a session.
 */
export function customerCallWithSessionKey<N extends CallWithoutUser>(
  app: FastifyInstance,
  db: Db,
  name: N,
  handler: (body: Body<N>, key: SessionKey, exchange: Exchange) => Promise<object>,
): void {
  register(app, name, async (request, reply) => {
    const key = sessionKeyOf(name, request);
    // Moves a live session's expiry on (at most hourly); a dead token's 401 comes from the handler.
    await slideSession(db, key);
    let body: Body<N>;
    try {
      body = parseBody(name, request);
    } catch (error) {
      return refusedAfterSession(db, key, error);
    }
    return handler(body, key, { request, reply });
  });
}
