/** Desk sessions: opaque bearer tokens like customers' (only their SHA-256 kept), in their own table. */
import { createHash, randomBytes } from 'node:crypto';
import { and, eq, gt, isNull } from 'drizzle-orm';
import type { DeskRole } from '../../domain/desk/roles.ts';
import type { Db } from '../db/client.ts';
import { deskSessions, deskUsers } from '../db/schema.ts';
import type { DbOrTx } from './audit.ts';

/** A working day and some: the desk signs in again after half a day. */
export const DESK_SESSION_HOURS = 14;

export interface DeskSession {
  sessionId: number;
  deskUserId: number;
  name: string;
  email: string;
  role: DeskRole;
}

export function deskTokenHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

export async function startDeskSession(db: Db, deskUserId: number): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await db.insert(deskSessions).values({
    deskUserId,
    tokenHash: deskTokenHash(token),
    expiresAt: new Date(Date.now() + DESK_SESSION_HOURS * 3_600_000),
  });
  return token;
}

/** The session of a token, while it is unexpired, not revoked and its account active. */
export async function findDeskSession(db: Db, token: string): Promise<DeskSession | null> {
  const [row] = await db
    .select({ sessionId: deskSessions.id, deskUserId: deskUsers.id, name: deskUsers.name, email: deskUsers.email, role: deskUsers.role })
    .from(deskSessions)
    .innerJoin(deskUsers, eq(deskUsers.id, deskSessions.deskUserId))
    .where(and(eq(deskSessions.tokenHash, deskTokenHash(token)), isNull(deskSessions.revokedAt), gt(deskSessions.expiresAt, new Date()), eq(deskUsers.active, true)));
  return row ? { ...row, role: row.role as DeskRole } : null;
}

export async function endDeskSession(db: Db, sessionId: number): Promise<void> {
  await db.update(deskSessions).set({ revokedAt: new Date() }).where(eq(deskSessions.id, sessionId));
}

export async function endAllDeskSessions(tx: DbOrTx, deskUserId: number): Promise<void> {
  await tx.update(deskSessions).set({ revokedAt: new Date() }).where(and(eq(deskSessions.deskUserId, deskUserId), isNull(deskSessions.revokedAt)));
}
