/** The sessions behind live streams: until when one lasts by itself (its expiry), read again as a stream opens. */
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { deskSessions, sessions } from '../db/schema.ts';
import type { SessionKind } from '../sessionRevocations.ts';

/** The session's expiry while it is neither revoked nor expired; null once it has ended. */
export async function sessionLiveUntil(db: Db, kind: SessionKind, sessionId: number, now = new Date()): Promise<Date | null> {
  const [row] =
    kind === 'customer'
      ? await db.select({ expiresAt: sessions.expiresAt }).from(sessions).where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt), gt(sessions.expiresAt, now)))
      : await db
          .select({ expiresAt: deskSessions.expiresAt })
          .from(deskSessions)
          .where(and(eq(deskSessions.id, sessionId), isNull(deskSessions.revokedAt), gt(deskSessions.expiresAt, now)));
  return row?.expiresAt ?? null;
}
