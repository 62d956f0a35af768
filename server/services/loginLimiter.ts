/**
 * Login attempts counted per account (or, for an identifier that names no account, per identifier)
 * and per client address in fixed windows, in the database so
 * that every server process behind a load balancer sees the same counts. An attempt is counted in one
 * statement before the password is checked, so parallel guesses cannot slip past the limit; a
 * successful login takes its attempt back and clears the identifier's count. Once a key is past its
 * limit, every login for it (right password or not) is answered 429 until its window ends.
 */
import { eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';

export interface LoginLimits {
  perIdentifier: number;
  perAddress: number;
  windowMinutes: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perIdentifier: 5, perAddress: 50, windowMinutes: 15 };

export interface LimiterKeys {
  /** The account's key, or the identifier's when it names no account. */
  identifier: string;
  address: string;
}

/**
 * The keys one attempt counts under. An identifier that names an account counts under the account,
 * so its email (in any spelling) and its phone share one count; one that names no account gets its own.
 */
export function limiterKeys(account: { userId: number } | { identifier: string }, clientAddress: string): LimiterKeys {
  return { identifier: 'userId' in account ? accountKey(account.userId) : identifierKey(account.identifier), address: addressKey(clientAddress) };
}

export function accountKey(userId: number): string {
  return `account:${userId}`;
}

export function identifierKey(identifier: string): string {
  return `id:${identifier}`;
}

export function addressKey(clientAddress: string): string {
  return `ip:${clientAddress}`;
}

/**
 * Counts one attempt for both keys; answers the seconds to wait when a key is past its limit
 * (the attempt must then not be tried), or 0.
 */
export async function countLoginAttempt(db: Db, limits: LoginLimits, keys: LimiterKeys, now = new Date()): Promise<number> {
  const windowMs = limits.windowMinutes * 60_000;
  const nowText = now.toISOString();
  const expiredBefore = new Date(now.getTime() - windowMs).toISOString();
  let wait = 0;
  for (const [key, limit] of [[keys.identifier, limits.perIdentifier], [keys.address, limits.perAddress]] as const) {
    const [row] = await db
      .insert(loginAttempts)
      .values({ key, windowStart: now, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStart} <= ${expiredBefore}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${loginAttempts.windowStart} <= ${expiredBefore}::timestamptz then ${nowText}::timestamptz else ${loginAttempts.windowStart} end`,
        },
      })
      .returning();
    if (row && row.failures > limit) {
      wait = Math.max(wait, Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000));
    }
  }
  return wait;
}

/** After a successful login: the identifier starts afresh and the address gets its attempt back. */
export async function loginSucceeded(db: Db, keys: LimiterKeys): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.identifier));
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(eq(loginAttempts.key, keys.address));
}

/** Removes the counts kept under a person's account, email and phone (on account deletion). */
export async function forgetAccount(db: Db, userId: number, identifiers: readonly string[]): Promise<void> {
  await db.delete(loginAttempts).where(inArray(loginAttempts.key, [accountKey(userId), ...identifiers.map(identifierKey)]));
}
