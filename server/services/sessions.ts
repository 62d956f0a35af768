/**
 * Opaque bearer tokens: 32 random bytes given to the client, only their SHA-256 stored, with an expiry
 * that slides (issue 26, point 7): a session stays valid SESSION_DAYS after its last use, and never longer
 * than SESSION_MAX_DAYS after it began. Revocations (logout, password change or reset, account deletion)
 * end it as before.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { sessions } from '../db/schema.ts';

/** Days a session stays valid after its last use. */
export const SESSION_DAYS = 30;
/** Days a session may last however often it is used. */
export const SESSION_MAX_DAYS = 180;
/** A session's expiry is moved on at most this often: its row is not written on every request. */
export const SLIDE_EVERY_MS = 3_600_000;
const DAY_MS = 86_400_000;

export interface Session {
  sessionId: number;
  userId: number;
}

function tokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function startSession(db: Db, userId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(sessions).values({
    userId,
    tokenHash: tokenHash(token),
    expiresAt: new Date(Date.now() + SESSION_DAYS * 86_400_000),
  });
  return token;
}

/**
 * What a statement needs to find a token's live session itself (issue 14): getOrders and createOrder
 * read it in the same statement as their data (sessionUser) instead of asking findSession first.
 */
export interface SessionKey {
  tokenHash: string;
  now: Date;
}

export function sessionKey(token: string): SessionKey {
  return { tokenHash: tokenHash(token), now: new Date() };
}

/** The live session of the `tokenHash` and `now` placeholders: not revoked, not expired. */
const isLive = and(eq(sessions.tokenHash, sql.placeholder('tokenHash')), isNull(sessions.revokedAt), gt(sessions.expiresAt, sql.placeholder('now')))!;

/** A subquery for a statement of its own: the user id of the live session of the `tokenHash` and `now` placeholders (no row when none). */
export const sessionUser = sql`select ${sessions.userId} as id from ${sessions} where ${isLive}`;

/** Every other customer call asks it first: a prepared statement. */
const liveSession = prepared((db) =>
  db.select({ sessionId: sessions.id, userId: sessions.userId }).from(sessions).where(isLive).prepare('find_session'),
);

export async function findSession(db: Db, token: string): Promise<Session | null> {
  return findSessionOfKey(db, sessionKey(token));
}

export async function findSessionOfKey(db: Db, key: SessionKey): Promise<Session | null> {
  const [row] = await liveSession(db).execute({ ...key });
  return row ?? null;
}

/** When this process last asked to move each token's expiry on (by its hash): saves the statement between slides. */
const lastSlide = new Map<string, number>();
const REMEMBERED_SLIDES = 10_000;

/**
 * The request's use of a live session moves its expiry to SESSION_DAYS from now (never past
 * SESSION_MAX_DAYS from its start), once it last moved over an hour ago: the row is written at most
 * once an hour per session, and this process asks at most once an hour per token. A revoked or expired
 * session is left as it is.
 */
export async function slideSession(db: Db, key: SessionKey): Promise<void> {
  const now = key.now.getTime();
  const last = lastSlide.get(key.tokenHash);
  if (last !== undefined && now - last < SLIDE_EVERY_MS) return;
  if (lastSlide.size >= REMEMBERED_SLIDES) lastSlide.clear();
  lastSlide.set(key.tokenHash, now);
  const idleEnd = new Date(now + SESSION_DAYS * DAY_MS);
  await db
    .update(sessions)
    .set({ expiresAt: sql`least(${idleEnd}::timestamptz, ${sessions.createdAt} + make_interval(days => ${SESSION_MAX_DAYS}))` })
    .where(and(
      eq(sessions.tokenHash, key.tokenHash),
      isNull(sessions.revokedAt),
      gt(sessions.expiresAt, key.now),
      lt(sessions.expiresAt, new Date(idleEnd.getTime() - SLIDE_EVERY_MS)),
    ));
}

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeOtherSessions(db: Db, session: Session): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, session.userId), ne(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
}
