/**
 * Desk accounts: sign-in with the customers' bar (argon2id, login limits per account and per client
 * address, in counts of their own), the signed-in person's record, and the owner's staff management.
 */
import { asc, eq } from 'drizzle-orm';
import type { DeskAccountRecord, DeskAnswer } from '../../domain/desk/contract.ts';
import { validateDeskAccount } from '../../domain/desk/accounts.ts';
import type { DeskRole } from '../../domain/desk/roles.ts';
import { HttpError, ok, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { isUniqueViolation } from '../db/errors.ts';
import { deskUsers } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import { endAllDeskSessions, startDeskSession, type DeskSession } from './deskSessions.ts';
import { countSignInAttempt, keysOf, signInSucceeded, type LimiterKeys, type LoginLimits } from './loginLimiter.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { deskAnswers } from '../../domain/desk/messages.ts';
import { deskAnswerSaid } from '../said.ts';

type DeskUserRow = typeof deskUsers.$inferSelect;

export function deskAccountRecord(row: Pick<DeskUserRow, 'id' | 'email' | 'name' | 'role' | 'active'>): DeskAccountRecord {
  return { deskUserId: row.id, email: row.email, name: row.name, role: row.role as DeskRole, active: row.active };
}

function deskLimiterKeys(account: { id: number } | { email: string }, clientAddress: string): LimiterKeys {
  return keysOf('id' in account ? `desk-account:${account.id}` : `desk-id:${account.email}`, `desk-ip:${clientAddress}`);
}

export interface SignInResult {
  answer: DeskAnswer<'signIn'> | Refusal;
  /** The browser's device token after a successful sign-in (loginLimiter.ts), for its device cookie. */
  deviceToken: string | null;
}

/**
 * `deviceToken`: the device cookie the browser sent, if any; a trusted one of this account spares the
 * attempt the limits strangers can reach (loginLimiter.ts), the password is checked all the same.
 */
export async function signIn(
  db: Db,
  limits: LoginLimits,
  request: { email: string; password: string },
  clientAddress: string,
  deviceToken: string | null = null,
): Promise<SignInResult> {
  const email = request.email.trim().toLowerCase();
  if (email === '' || request.password === '') return { answer: refuse('400', deskAnswerSaid('signInMissing')), deviceToken: null };
  const [account] = await db.select().from(deskUsers).where(eq(deskUsers.email, email));
  const keys = deskLimiterKeys(account ? { id: account.id } : { email }, clientAddress);
  const counted = await countSignInAttempt(db, limits, keys, deviceToken);
  if (counted.wait > 0) {
    throw new HttpError(429, deskAnswerSaid('tooManySignIns', Math.ceil(counted.wait / 60)), { 'retry-after': String(counted.wait) });
  }
  const matches = await verifyPassword(account?.passwordHash ?? (await decoyPasswordHash()), request.password);
  if (!account || !matches || !account.active) return { answer: refuse('401', deskAnswerSaid('invalidCredentials')), deviceToken: null };
  const newDeviceToken = await signInSucceeded(db, keys, counted);
  const token = await startDeskSession(db, account.id);
  return { answer: ok(deskAnswers.signedIn, { token, Data: deskAccountRecord(account) }), deviceToken: newDeviceToken };
}

export function me(session: DeskSession): DeskAnswer<'me'> {
  return ok(deskAnswers.signedIn, { Data: { deskUserId: session.deskUserId, email: session.email, name: session.name, role: session.role, active: true } });
}

/** A new desk account; `actor` is the owner adding staff, null for the owner created from the command line. */
export async function createDeskAccount(
  db: Db,
  fields: { email: string; name: string; password: string },
  role: DeskRole,
  actor: number | null,
): Promise<DeskAnswer<'staffAdd'> | Refusal> {
  const checked = validateDeskAccount(fields);
  if (!checked.ok) return refuse('400', checked.said);
  const passwordHash = await hashPassword(checked.value.password);
  try {
    const created = await db.transaction(async (tx) => {
      const [row] = await tx.insert(deskUsers).values({ email: checked.value.email, name: checked.value.name, role, passwordHash }).returning();
      const record = deskAccountRecord(row!);
      if (actor !== null) {
        await recordAudit(tx, { actor, action: 'staff.add', subjectType: 'deskUser', subjectId: record.deskUserId, after: { ...record } });
      }
      return record;
    });
    return ok(deskAnswers.accountAdded(role), { Data: created });
  } catch (error) {
    if (isUniqueViolation(error)) return refuse('409', deskAnswerSaid('emailTaken'));
    throw error;
  }
}

export async function listStaff(db: Db): Promise<DeskAnswer<'staffList'>> {
  const rows = await db.select().from(deskUsers).orderBy(asc(deskUsers.role), asc(deskUsers.name), asc(deskUsers.id));
  return ok(deskAnswers.accounts, { Data: rows.map(deskAccountRecord) });
}

/** Deactivates a staff member and ends their sessions at once. The owner's own account is not removed here. */
export async function removeStaff(db: Db, session: DeskSession, deskUserId: number): Promise<DeskAnswer<'staffRemove'> | Refusal> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(deskUsers).where(eq(deskUsers.id, deskUserId)).for('update');
    if (!row) return refuse('404', deskAnswerSaid('noSuchAccount'));
    if (row.role === 'owner') return refuse('409', deskAnswerSaid('ownerNotRemovable'));
    if (!row.active) return refuse('409', deskAnswerSaid('alreadyRemoved', row.name));
    const [updated] = await tx.update(deskUsers).set({ active: false }).where(eq(deskUsers.id, deskUserId)).returning();
    await endAllDeskSessions(tx, deskUserId);
    const before = deskAccountRecord(row);
    const after = deskAccountRecord(updated!);
    await recordAudit(tx, { actor: session.deskUserId, action: 'staff.remove', subjectType: 'deskUser', subjectId: deskUserId, before: { ...before }, after: { ...after } });
    return ok(deskAnswers.removed(row.name), { Data: after });
  });
}
