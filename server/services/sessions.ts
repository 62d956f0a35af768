/** Opaque bearer tokens: 32 random bytes given to the client, only their SHA-256 stored, with an expiry. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { sessions } from '../db/schema.ts';

export const SESSION_DAYS = 30;

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

export async function revokeSession(db: Db, sessionId: number): Promise<void> {
  await db.update(sessions).set({ revokedAt: new Date() }).where(eq(sessions.id, sessionId));
}

export async function revokeOtherSessions(db: Db, session: Session): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: new Date() })
    .where(and(eq(sessions.userId, session.userId), ne(sessions.id, session.sessionId), isNull(sessions.revokedAt)));
}
