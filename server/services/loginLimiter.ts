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
 *
 * Device cookies (OWASP, "Slow Down Online Guessing Attacks with Device Cookies"): a successful sign-in
 * gives the browser a random device token for that account (only its SHA-256 kept). An attempt that
 * presents a trusted device token of the account it signs in to is counted under that device alone
 * (DEVICE_TRIES wrong passwords in a row, then the device is trusted no more) and is not refused by the
 * limits above, which strangers from many addresses can reach. The token never authorises anything by
 * itself: the password is checked all the same.
 */
import { createHash, randomBytes } from 'node:crypto';
import { and, desc, eq, gt, inArray, like, lt, lte, notInArray, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { loginAttempts, trustedDevices } from '../db/schema.ts';

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

/** Wrong passwords in a row from a trusted device before it is trusted no more. */
export const DEVICE_TRIES = 5;
/** Days a device stays trusted after its last sign-in. */
export const DEVICE_TRUST_DAYS = 180;
/**
 * Trusted devices kept per account, the most recently trusted first: a client without cookies (the
 * shop's Flutter app) makes a new one at every login, and the table must not grow with them.
 */
export const DEVICES_PER_ACCOUNT = 10;

function deviceHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** One sign-in attempt as counted: the seconds to wait (0: go on) and the trusted device it was counted under, if any. */
export interface CountedSignIn {
  wait: number;
  trustedDevice: string | null;
}

/**
 * Counts one sign-in attempt: under its device when `deviceToken` is a trusted device of the keys'
 * account with tries left (then no other limit refuses it), else under the keys' limits.
 */
export async function countSignInAttempt(db: Db, limits: LoginLimits, keys: LimiterKeys, deviceToken: string | null, now = new Date()): Promise<CountedSignIn> {
  if (deviceToken && deviceToken.length <= 100) {
    const [trusted] = await db
      .update(trustedDevices)
      .set({ failures: sql`${trustedDevices.failures} + 1` })
      .where(and(
        eq(trustedDevices.tokenHash, deviceHash(deviceToken)),
        eq(trustedDevices.account, keys.account),
        lt(trustedDevices.failures, DEVICE_TRIES),
        gt(trustedDevices.trustedUntil, now),
      ))
      .returning({ tokenHash: trustedDevices.tokenHash });
    if (trusted) return { wait: 0, trustedDevice: deviceToken };
  }
  return { wait: await countLoginAttempt(db, limits, keys, now), trustedDevice: null };
}

/**
 * After a successful sign-in: a trusted device starts afresh and stays trusted longer; any other
 * attempt is forgiven as in loginSucceeded and its browser becomes a trusted device of the account.
 * Answers the device token for the browser's cookie.
 */
export async function signInSucceeded(db: Db, keys: LimiterKeys, counted: CountedSignIn, now = new Date()): Promise<string> {
  const trustedUntil = new Date(now.getTime() + DEVICE_TRUST_DAYS * 86_400_000);
  if (counted.trustedDevice) {
    await db.update(trustedDevices).set({ failures: 0, trustedUntil }).where(eq(trustedDevices.tokenHash, deviceHash(counted.trustedDevice)));
    return counted.trustedDevice;
  }
  await loginSucceeded(db, keys);
  const token = randomBytes(32).toString('base64url');
  await db.delete(trustedDevices).where(and(eq(trustedDevices.account, keys.account), lte(trustedDevices.trustedUntil, now)));
  await db.insert(trustedDevices).values({ tokenHash: deviceHash(token), account: keys.account, trustedUntil });
  const newest = db
    .select({ tokenHash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .where(eq(trustedDevices.account, keys.account))
    .orderBy(desc(trustedDevices.trustedUntil))
    .limit(DEVICES_PER_ACCOUNT);
  await db.delete(trustedDevices).where(and(eq(trustedDevices.account, keys.account), notInArray(trustedDevices.tokenHash, newest)));
  return token;
}

/** Every count kept under an account key, from all addresses and at each (a reset password forgives them). */
export function countsOfAccount(key: string) {
  return or(eq(loginAttempts.key, key), like(loginAttempts.key, `${key.replace(/[\\%_]/g, '\\$&')}@%`))!;
}

/** Removes the counts kept under a person's account, email and phone, and the account's trusted devices (on account deletion). */
export async function forgetAccount(db: Db, userId: number, identifiers: readonly string[]): Promise<void> {
  await db.delete(loginAttempts).where(or(...[accountKey(userId), ...identifiers.map(identifierKey)].map(countsOfAccount)));
  await db.delete(trustedDevices).where(eq(trustedDevices.account, accountKey(userId)));
}
