/**
 * Where the per-minute and sign-up limits (@fastify/rate-limit) count requests. One process alone
 * counts in its memory; several processes must share the count, or each would allow the limit again:
 * Redis (REDIS_URL, through the plugin's own Redis store and a kept ioredis client), or, without
 * Redis, the database's request_counts table (one upsert per request).
 */
import type { RateLimitPluginOptions } from '@fastify/rate-limit';
import { sql } from 'drizzle-orm';
import type { Redis } from 'ioredis';
import type { Db } from '../db/client.ts';

export type LimitStore =
  | { kind: 'memory' }
  | { kind: 'redis'; redis: Redis; prefix: string }
  | { kind: 'database'; db: Db };

export type LimitStoreName = LimitStore['kind'];

/** How often a process deletes the database's counts whose window ended (an address seen once stays otherwise). */
const SWEEP_EVERY_MS = 10 * 60_000;

interface Counted {
  current: number;
  ttl: number;
}

/** @fastify/rate-limit's store interface, counting in request_counts. */
function databaseStore(db: Db, namespace: string) {
  let sweeping: NodeJS.Timeout | null = null;
  class DatabaseStore {
    constructor(
      _options: unknown,
      private readonly prefix = namespace,
    ) {
      sweeping ??= setInterval(() => {
        db.execute(sql`delete from request_counts where window_ends_at < now() - interval '1 hour'`).catch(() => undefined);
      }, SWEEP_EVERY_MS).unref();
    }

    incr(key: string, done: (error: Error | null, counted: Counted | null) => void, timeWindow: number): void {
      db.execute(sql`
        insert into request_counts (key, count, window_ends_at)
        values (${this.prefix + key}, 1, now() + ${timeWindow} * interval '1 millisecond')
        on conflict (key) do update set
          count = case when request_counts.window_ends_at <= now() then 1 else request_counts.count + 1 end,
          window_ends_at = case when request_counts.window_ends_at <= now() then excluded.window_ends_at else request_counts.window_ends_at end
        returning count, greatest(0, ceil(extract(epoch from window_ends_at - now()) * 1000))::bigint::text as ttl`).then(
        (result) => {
          const row = (result as unknown as { rows: { count: number; ttl: string }[] }).rows[0]!;
          done(null, { current: Number(row.count), ttl: Number(row.ttl) });
        },
        (error: unknown) => done(error instanceof Error ? error : new Error(String(error)), null),
      );
    }

    child(routeOptions: { routeInfo: { method: string; url: string } }): DatabaseStore {
      return new DatabaseStore(null, `${this.prefix}${routeOptions.routeInfo.method}${routeOptions.routeInfo.url}-`);
    }
  }
  return DatabaseStore;
}

/** The rate-limit plugin's options for one group of limits (`name`: its own counts, apart from other groups'). */
export function limitStoreOptions(store: LimitStore, name: string): Partial<RateLimitPluginOptions> {
  if (store.kind === 'redis') {
    // A Redis that cannot be reached lets requests through (logged) rather than refusing every one.
    return { redis: store.redis, nameSpace: `${store.prefix}${name}:`, skipOnError: true };
  }
  if (store.kind === 'database') return { store: databaseStore(store.db, `${name}:`) as unknown as RateLimitPluginOptions['store'] };
  return {};
}
