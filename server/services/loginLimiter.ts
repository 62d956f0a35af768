/**
 * Login attempts counted in fixed windows, in the database so that every server process behind a load
 * balancer sees the same counts (issue 26, point 4: no stranger can lock anyone out):
 * - per account and client address (`perIdentifier`): the guesses of one address at one account. Past
 *   it, that address is refused for that account, the right password too, so a guess cannot be
 *   confirmed early; the account's owner signing in from anywhere else is not;
 * - per client address (`perAddress`), whatever the account;
 * - per account from every address together (`perAccount`, many times `perIdentifier`): the slow
 *   backstop that keeps guessing from many addresses limited overall.
 * An identifier that names no account counts as an account of its own. An attempt is counted in one
 * statement per key before the password is checked, so parallel guesses cannot slip past a limit; a
 * successful login clears its account-and-address count and takes its attempt back from the others.
 */
import { eq, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts } from '../db/schema.ts';

export interface LoginLimits {
  /** Attempts at one account (or unknown identifier) from one client address. */
  perIdentifier: number;
  /** Attempts from one client address, whatever the account. */
  perAddress: number;
  /** Attempts at one account from all addresses together. */
  perAccount: number;
  windowMinutes: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perIdentifier: 5, perAddress: 50, perAccount: 100, windowMinutes: 15 };

export interface LimiterKeys {
  /** The account's key, or the identifier's when it names no account: counted from every address together. */
  account: string;
  /** The account's (or identifier's) key at one client address. */
  accountAtAddress: string;
  address: string;
}

/**
 * The keys one attempt counts under. An identifier that names an account counts under the account,
 * so its email (in any spelling) and its phone share one count; one that names no account gets its own.
 */
export function limiterKeys(account: { userId: number } | { identifier: string }, clientAddress: string): LimiterKeys {
  return keysOf('userId' in account ? accountKey(account.userId) : identifierKey(account.identifier), addressKey(clientAddress));
}

/** The keys of an account key and an address key (the desk's sign-in and checkPhone count under keys of their own). */
export function keysOf(account: string, address: string): LimiterKeys {
  return { account, accountAtAddress: atAddressKey(account, address), address };
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

/** The count of one key (an account's, a reset code's) from one address key. */
export function atAddressKey(key: string, address: string): string {
  return `${key}@${address}`;
}

/**
 * Counts one attempt under `key`; answers the seconds to wait when the key is past `limit` in its
 * window (the attempt must then not be tried), or 0.
 */
export async function countAttempt(db: Db, key: string, limit: number, windowMinutes: number, now = new Date()): Promise<number> {
  const windowMs = windowMinutes * 60_000;
  const nowText = now.toISOString();
  const expiredBefore = new Date(now.getTime() - windowMs).toISOString();
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
  return row && row.failures > limit ? Math.ceil((row.windowStart.getTime() + windowMs - now.getTime()) / 1000) : 0;
}

/**
 * Counts one attempt under each of the keys; answers the seconds to wait when a key is past its limit
 * (the attempt must then not be tried), or 0.
 */
export async function countLoginAttempt(db: Db, limits: LoginLimits, keys: LimiterKeys, now = new Date()): Promise<number> {
  let wait = 0;
  for (const [key, limit] of [[keys.accountAtAddress, limits.perIdentifier], [keys.address, limits.perAddress], [keys.account, limits.perAccount]] as const) {
    wait = Math.max(wait, await countAttempt(db, key, limit, limits.windowMinutes, now));
  }
  return wait;
}

/** After a successful login: the account at this address starts afresh; the address and the account get their attempt back. */
export async function loginSucceeded(db: Db, keys: LimiterKeys): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, keys.accountAtAddress));
  await db
    .update(loginAttempts)
    .set({ failures: sql`greatest(${loginAttempts.failures} - 1, 0)` })
    .where(inArray(loginAttempts.key, [keys.address, keys.account]));
}

/** Every count kept under an account key, from all addresses and at each (a reset password forgives them). */
export function countsOfAccount(key: string) {
  return or(eq(loginAttempts.key, key), like(loginAttempts.key, `${key.replace(/[\\%_]/g, '\\$&')}@%`))!;
}

/** Removes the counts kept under a person's account, email and phone (on account deletion). */
export async function forgetAccount(db: Db, userId: number, identifiers: readonly string[]): Promise<void> {
  await db.delete(loginAttempts).where(or(...[accountKey(userId), ...identifiers.map(identifierKey)].map(countsOfAccount)));
}
