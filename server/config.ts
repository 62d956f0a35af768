/** Settings from the environment (README, "Settings"). */
import { resolve } from 'node:path';
import type { OrderRuleName } from '../domain/constants.ts';
import type { LimitStoreName } from './services/requestLimits.ts';
import { parseOrderRuleName } from '../domain/orderRuleSetting.ts';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  orderRule: OrderRuleName;
  logLevel: string;
  /** API requests one client address may make per minute, all calls together. */
  requestsPerMinute: number;
  /** fastify's trustProxy: false, how many proxies stand in front, or their addresses. */
  trustProxy: TrustProxy;
  /** The shop's public address pictures are given on (PUBLIC_URL), without a trailing slash; null: each request's own. */
  publicUrl: string | null;
  /** WORKERS: server processes on this machine (node:cluster), each serving the same port; PostgreSQL only. */
  workers: number;
  /** REDIS_URL: the Redis the per-minute and sign-up limits count in; null: none. */
  redisUrl: string | null;
  /** REDIS_KEY_PREFIX: what this shop's keys in that Redis start with. */
  redisKeyPrefix: string;
  /** RATE_LIMIT_STORE: where those limits count; by default redis with REDIS_URL, database with WORKERS above 1, else memory. */
  limitStore: LimitStoreName;
}

export type TrustProxy = false | number | string;

/**
 * TRUST_PROXY: unset, empty, `false` or `0`: no proxy, the client address is the connection's.
 * `true` or a whole number N: that many proxies in front (true = 1), and the client address is the
 * one the nearest of them put in X-Forwarded-For (a client cannot forge it). Otherwise a
 * comma-separated list of the proxies' addresses or subnets (`10.0.0.0/8`, `loopback`).
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const text = value?.trim() ?? '';
  if (text === '' || /^(false|0|no|off)$/i.test(text)) return false;
  if (/^(true|yes|on)$/i.test(text)) return 1;
  if (/^\d+$/.test(text)) return Number(text);
  if (/^[\w.:/,\s-]+$/.test(text)) return text.split(',').map((part) => part.trim()).filter(Boolean).join(',');
  throw new Error(`TRUST_PROXY must be true, false, a number of proxies or their addresses, not "${value}"`);
}

/** PUBLIC_URL: an http(s) address, kept without its trailing slash. */
export function parsePublicUrl(value: string | undefined): string | null {
  const text = value?.trim();
  if (!text) return null;
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://shop.example.com, not "${value}"`);
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || url.search || url.hash || url.username || url.password) {
    throw new Error(`PUBLIC_URL must be an http(s) address such as https://shop.example.com, not "${value}"`);
  }
  return `${url.origin}${url.pathname}`.replace(/\/+$/, '');
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const port = Number(env.PORT ?? 8080);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, not "${env.PORT}"`);
  const orderRule = parseOrderRuleName(env.ORDER_RULE);
  if (!orderRule) throw new Error(`ORDER_RULE must be A or B, not "${env.ORDER_RULE}"`);
  const requestsPerMinute = Number(env.API_REQUESTS_PER_MINUTE ?? 600);
  if (!Number.isInteger(requestsPerMinute) || requestsPerMinute < 1) {
    throw new Error(`API_REQUESTS_PER_MINUTE must be a whole number of at least 1, not "${env.API_REQUESTS_PER_MINUTE}"`);
  }
  const workers = Number(env.WORKERS?.trim() || 1);
  if (!Number.isInteger(workers) || workers < 1 || workers > 64) throw new Error(`WORKERS must be a whole number from 1 to 64, not "${env.WORKERS}"`);
  const databaseUrl = env.DATABASE_URL?.trim() || null;
  if (workers > 1 && !databaseUrl) {
    throw new Error(
      `WORKERS=${workers} needs PostgreSQL (DATABASE_URL): the embedded database's files in DATA_DIR belong to one process. Unset WORKERS, or set DATABASE_URL.`,
    );
  }
  const redisUrl = env.REDIS_URL?.trim() || null;
  if (redisUrl && !/^rediss?:\/\//.test(redisUrl)) throw new Error('REDIS_URL must start with redis:// or rediss://');
  const limitStore = (env.RATE_LIMIT_STORE?.trim() || (redisUrl ? 'redis' : workers > 1 ? 'database' : 'memory')) as LimitStoreName;
  if (!['memory', 'redis', 'database'].includes(limitStore)) throw new Error(`RATE_LIMIT_STORE must be memory, redis or database, not "${env.RATE_LIMIT_STORE}"`);
  if (limitStore === 'redis' && !redisUrl) throw new Error('RATE_LIMIT_STORE=redis needs REDIS_URL');
  if (limitStore === 'database' && !databaseUrl) throw new Error('RATE_LIMIT_STORE=database needs PostgreSQL (DATABASE_URL); one process on the embedded database counts in memory');
  if (limitStore === 'memory' && workers > 1) throw new Error(`RATE_LIMIT_STORE=memory would let each of the ${workers} processes allow the limits again: use redis or database`);
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl,
    orderRule,
    logLevel: env.LOG_LEVEL ?? 'info',
    requestsPerMinute,
    trustProxy: parseTrustProxy(env.TRUST_PROXY),
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
    workers,
    redisUrl,
    redisKeyPrefix: env.REDIS_KEY_PREFIX ?? 'shop:',
    limitStore,
  };
}
