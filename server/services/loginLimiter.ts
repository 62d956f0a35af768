/**
 * Failed logins counted per identifier and per client address in fixed windows, in the database so
 * that every server process behind a load balancer sees the same counts. Once a key reaches its
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

export function limiterKeys(identifier: string, clientAddress: string): { identifier: string; address: string } {
  return { identifier: `id:${identifier}`, address: `ip:${clientAddress}` };
}

/** Seconds until the caller may try again, or 0 when it may try now. */
export async function loginRetryAfter(
  db: Db,
  limits: LoginLimits,
  keys: { identifier: string; address: string },
  now = new Date(),
): Promise<number> {
  const windowMs = limits.windowMinutes * 60_000;
  const rows = await db.select().from(loginAttempts).where(inArray(loginAttempts.key, [keys.identifier, keys.address]));
  let wait = 0;
  for (const row of rows) {
    const limit = row.key === keys.identifier ? limits.perIdentifier : limits.perAddress;
    const endsAt = row.windowStart.getTime() + windowMs;
    if (row.failures >= limit && endsAt > now.getTime()) wait = Math.max(wait, Math.ceil((endsAt - now.getTime()) / 1000));
  }
  return wait;
}

export async function recordLoginFailure(
  db: Db,
  limits: LoginLimits,
  keys: { identifier: string; address: string },
  now = new Date(),
): Promise<void> {
  const nowText = now.toISOString();
  const expiredBefore = new Date(now.getTime() - limits.windowMinutes * 60_000).toISOString();
  for (const key of [keys.identifier, keys.address]) {
    await db
      .insert(loginAttempts)
      .values({ key, windowStart: now, failures: 1 })
      .onConflictDoUpdate({
        target: loginAttempts.key,
        set: {
          failures: sql`case when ${loginAttempts.windowStart} <= ${expiredBefore}::timestamptz then 1 else ${loginAttempts.failures} + 1 end`,
          windowStart: sql`case when ${loginAttempts.windowStart} <= ${expiredBefore}::timestamptz then ${nowText}::timestamptz else ${loginAttempts.windowStart} end`,
        },
      });
  }
}

export async function clearLoginFailures(db: Db, key: string): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.key, key));
}
