/** Settings from the environment (README, "Settings"). */
import { resolve } from 'node:path';
import type { OrderRuleName } from '../domain/constants.ts';
import { parseOrderRuleName } from '../domain/orderRule.ts';

export interface ServerConfig {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  orderRule: OrderRuleName;
  logLevel: string;
  /** API requests one client address may make per minute, all calls together. */
  requestsPerMinute: number;
  /** The shop's public address pictures are given on (PUBLIC_URL), without a trailing slash; null: each request's own. */
  publicUrl: string | null;
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
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: resolve(env.DATA_DIR ?? './data'),
    databaseUrl: env.DATABASE_URL?.trim() || null,
    orderRule,
    logLevel: env.LOG_LEVEL ?? 'info',
    requestsPerMinute,
    publicUrl: parsePublicUrl(env.PUBLIC_URL),
  };
}
