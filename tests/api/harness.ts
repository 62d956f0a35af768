/**
 * Starts the real server on a loopback port over a fresh database: PGlite in memory, or PostgreSQL
 * at TEST_DATABASE_URL when the project runs with API_TEST_DB=postgres (each test file then shares
 * that database, so tests make their own customers with unique emails and phones).
 */
import { randomInt, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { cartTotals, type CartLine } from '../../domain/cart.ts';
import { calls, SUCCESS_CODE, type CallName } from '../../domain/contract.ts';
import { buildApp, type AppOptions } from '../../server/app.ts';
import { openDatabase, type Database } from '../../server/db/client.ts';
import { createScratchDatabase } from '../../server/db/scratchDatabase.ts';
import { seedDemoCatalogue } from '../../server/db/seed.ts';
import { UPLOADS_DIR } from '../../server/main.ts';
import { PGLITE_TEMPLATE } from './pgliteTemplate.ts';

export interface TestServer {
  url: string;
  app: FastifyInstance;
  database: Database;
  close(): Promise<void>;
}

export const usingPostgres = process.env.API_TEST_DB === 'postgres';

/** The migrated in-memory database the project's global setup dumped (tests/api/pgliteTemplate.ts), read once per test file. */
let migrated: Blob | undefined;
function migratedPglite(): Blob | undefined {
  const file = process.env[PGLITE_TEMPLATE];
  if (file) migrated ??= new Blob([readFileSync(file)]);
  return migrated;
}

export async function startTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const databaseUrl = process.env.TEST_DATABASE_URL;
  if (usingPostgres && !databaseUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
  return startOn(usingPostgres ? databaseUrl! : null, options, async () => undefined);
}

/**
 * Like startTestServer, on a database no other test file uses: a fresh PostgreSQL database next to
 * TEST_DATABASE_URL (dropped on close), or PGlite in memory. For tests that compare whole tables or
 * count the shared loopback address's login attempts.
 */
export async function startPrivateTestServer(options: Partial<AppOptions> = {}): Promise<TestServer> {
  const sharedUrl = process.env.TEST_DATABASE_URL;
  if (!usingPostgres) return startOn(null, options, async () => undefined);
  if (!sharedUrl) throw new Error('API_TEST_DB=postgres needs TEST_DATABASE_URL');
  const scratch = await createScratchDatabase(sharedUrl, 'api_private');
  return startOn(scratch.url, options, scratch.drop);
}

async function startOn(databaseUrl: string | null, options: Partial<AppOptions>, dropDatabase: () => Promise<void>): Promise<TestServer> {
  const database = await openDatabase(databaseUrl ? { databaseUrl } : { dataDir: null, from: migratedPglite() });
  await seedDemoCatalogue(database.db);
  const app = await buildApp({
    db: database.db,
    orderRule: 'A',
    clientDir: null,
    uploadsDir: UPLOADS_DIR,
    loginLimits: { perIdentifier: 5, perAddress: 10_000, perAccount: 10_000, windowMinutes: 15 },
    requestsPerMinute: 100_000,
    signUpsPerHour: 100_000,
    ...options,
    listen: database.listen,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    app,
    database,
    close: async () => {
      await app.close();
      await database.close();
      await dropDatabase();
    },
  };
}

export interface Reply {
  status: number;
  body: Record<string, unknown>;
  text: string;
  headers: Headers;
}

export interface SendOptions {
  token?: string;
  method?: 'GET' | 'POST' | 'DELETE';
  headers?: Record<string, string>;
  /** Sent as application/x-www-form-urlencoded instead of JSON. */
  form?: boolean;
  /** Sent as it is, for malformed bodies. */
  raw?: string;
}

/** Calls /api/<path> over HTTP. */
export async function send(server: TestServer, path: string, body?: unknown, options: SendOptions = {}): Promise<Reply> {
  const headers: Record<string, string> = { ...options.headers };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  let payload: string | undefined;
  if (options.raw !== undefined) {
    payload = options.raw;
    headers['content-type'] ??= 'application/json';
  } else if (body !== undefined) {
    if (options.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      payload = new URLSearchParams(Object.entries(body as Record<string, unknown>).map(([k, v]) => [k, typeof v === 'string' ? v : JSON.stringify(v)])).toString();
    } else {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
  }
  const method = options.method ?? (body === undefined && options.raw === undefined ? 'GET' : 'POST');
  const response = await fetch(`${server.url}/api/${path}`, { method, headers, body: payload });
  const text = await response.text();
  let parsed: Record<string, unknown>;
  try {
    parsed = JSON.parse(text) as Record<string, unknown>;
  } catch {
    parsed = {};
  }
  return { status: response.status, body: parsed, text, headers: response.headers };
}

/** Calls a contract call by name and checks the success answer parses with the contract's schema. */
export async function call<N extends CallName>(
  server: TestServer,
  name: N,
  body?: unknown,
  options: SendOptions = {},
): Promise<Reply> {
  const definition = calls[name];
  const method = options.method ?? definition.methods[0];
  return send(server, definition.path, method === 'POST' ? (body ?? {}) : undefined, { ...options, method });
}

export function expectSuccess<N extends CallName>(name: N, reply: Reply) {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.code, reply.text).toBe(SUCCESS_CODE);
  return calls[name].answer.parse(reply.body) as ReturnType<(typeof calls)[N]['answer']['parse']>;
}

/** A business refusal: HTTP 200, a code other than "200", and the message expected. */
export function expectRefusal(reply: Reply, message: string | RegExp) {
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.code, reply.text).not.toBe(SUCCESS_CODE);
  if (typeof message === 'string') expect(reply.body.msg).toBe(message);
  else expect(reply.body.msg).toMatch(message);
}

export interface Customer {
  userId: number;
  name: string;
  email: string;
  phone: string;
  password: string;
  token: string;
}

export function uniquePhone(): string {
  // Never 91 first: with digits after it ("9164…77") the number reads as +91 and a mobile (domain/validation.ts
  // normalisePhone), which the login test's "longer digit strings are cut to 10" would trip on 4 % of runs.
  return `9${randomInt(2, 10)}${String(randomInt(0, 100_000_000)).padStart(8, '0')}`;
}

/** Registers a new customer and logs them in. */
export async function newCustomer(server: TestServer, name = 'Asha Patel'): Promise<Customer> {
  const email = `asha.${randomUUID()}@example.com`;
  const phone = uniquePhone();
  const password = 'kesar-pista-42';
  expectSuccess('signUp', await call(server, 'signUp', { name, email, phone, password, FCMToken: '', device_type: 'web' }));
  const login = expectSuccess('login', await call(server, 'login', { userId: email, password }));
  return { userId: login.userId, name, email, phone, password, token: login.token };
}

export async function addAddress(server: TestServer, customer: Customer, fields: Record<string, unknown> = {}): Promise<number> {
  const reply = await call(server, 'addAddress', { address: '12 Kalawad Road, Near Crystal Mall', pinCode: '360005', phone: customer.phone, ...fields }, { token: customer.token });
  return expectSuccess('addAddress', reply).addressId;
}

export interface CatalogueSize {
  pid: number;
  pMetaId: number;
  title: string;
  size: string;
  price: number;
  mrp: number;
  inStock: boolean;
  type: string;
  /** The product's Gujarati and Hindi names as getProducts answers them (empty: none written). */
  names: { gu: string; hi: string };
}

/** Every size of the catalogue, flattened, as getProducts and getConeCandy answer it. */
export async function catalogue(server: TestServer): Promise<CatalogueSize[]> {
  const main = expectSuccess('getProducts', await call(server, 'getProducts'));
  const cones = expectSuccess('getConeCandy', await call(server, 'getConeCandy'));
  return [...main.Data, ...cones.Data].flatMap((product) =>
    (product.product_data ?? []).map((size) => ({
      pid: product.pid,
      pMetaId: size.id,
      title: product.title,
      size: size.size,
      price: size.price,
      mrp: size.mrp,
      inStock: product.status === 'In Stock' && size.status === 'In Stock',
      type: product.type ?? '',
      names: { gu: product.names?.gu ?? '', hi: product.names?.hi ?? '' },
    })),
  );
}

/** The createOrder body of one tub of this size, priced by the domain's cart rules (the shop's order rule A). */
export function oneTubOrder(size: CatalogueSize, addressId: number) {
  const line: CartLine = {
    productId: size.pid,
    category: size.type,
    size: { id: size.pMetaId, size: size.size, price: size.price, mrp: size.mrp, status: 'In Stock' },
    quantity: 1,
  };
  const totals = cartTotals([line], 'A');
  return {
    addressId,
    totalAmount: String(totals.totalAmount),
    orderMeta: [{ pid: size.pid, pMetaId: size.pMetaId, quantity: 1, amount: totals.lines[0]!.amount, size: size.size, title: size.title }],
  };
}
