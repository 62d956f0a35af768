/**
 * Several server processes over one PostgreSQL (issue 14): everything one request leaves for the next
 * lives in a shared engine, so it holds whichever process answers. Two processes of server/main.ts,
 * started as `npm run server` starts one, share the per-minute limit's count (in Redis, and without
 * Redis in the database), a login lock (the database), a live order event (LISTEN/NOTIFY), a session
 * revocation ending a live stream (LISTEN/NOTIFY) and a desk change of the catalogue (the cached
 * getProducts of the other process drops its copy). WORKERS=2 runs
 * two processes on one port; on the embedded database it refuses with its reason.
 *
 * PostgreSQL only (TEST_DATABASE_URL, the api-postgres project); the Redis part also needs Redis at
 * REDIS_URL (default redis://127.0.0.1:6379) and is skipped, saying so, when it does not answer.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { redisAnswers } from '../../scripts/bench/redis.ts';
import { CUSTOMER_EVENTS_PATH, deskCalls } from '../../domain/desk/contract.ts';
import { TOO_MANY_STREAMS } from '../../server/routes/live.ts';
import { DEFAULT_LOGIN_LIMITS } from '../../server/services/loginLimiter.ts';
import { createScratchDatabase, type ScratchDatabase } from '../../server/db/scratchDatabase.ts';
import { deskUsers } from '../../server/db/schema.ts';
import { openDatabase } from '../../server/db/client.ts';
import { startDeskSession } from '../../server/services/deskSessions.ts';
import {
  addAddress, call, catalogue, expectSuccess, newCustomer, oneTubOrder, send, usingPostgres, type TestServer,
} from './harness.ts';

const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const REQUESTS_PER_MINUTE = 60;

const redisUp = usingPostgres ? await redisAnswers(REDIS_URL) : false;

interface ServerProcess extends TestServer {
  child: ChildProcess;
  output: () => string;
}

/** Starts server/main.ts in a process of its own; resolves once it says where it is ready. */
function startProcess(env: Record<string, string>): Promise<ServerProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: ROOT,
    env: { ...process.env, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'warn', API_REQUESTS_PER_MINUTE: String(REQUESTS_PER_MINUTE), ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return new Promise((resolve, reject) => {
    const onData = () => {
      const ready = /Storefront ready at http:\/\/localhost:(\d+)/.exec(output);
      if (!ready) return;
      child.stdout!.off('data', onData);
      resolve({
        url: `http://127.0.0.1:${ready[1]}`,
        child,
        output: () => output,
        close: async () => {
          if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
          await exited;
        },
      } as ServerProcess);
    };
    child.stdout!.on('data', onData);
    void exited.then(() => reject(new Error(`server/main.ts exited before it was ready:\n${output}`)));
  });
}

/** Two processes on one fresh PostgreSQL database, with these settings. */
async function twoProcesses(env: Record<string, string>): Promise<{ a: ServerProcess; b: ServerProcess; database: ScratchDatabase; close(): Promise<void> }> {
  const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'api_processes');
  const [a, b] = await Promise.all([startProcess({ DATABASE_URL: database.url, ...env }), startProcess({ DATABASE_URL: database.url, ...env })]);
  return {
    a: a!, b: b!, database,
    close: async () => {
      await Promise.all([a!.close(), b!.close()]);
      await database.drop();
    },
  };
}

/** Sends requests alternately to a and b: the count they share runs out at the limit, whoever answers. */
async function expectSharedRequestLimit(a: ServerProcess, b: ServerProcess): Promise<void> {
  const first = await call(a, 'getPinCodes');
  expect(first.status, first.text).toBe(200);
  const remaining = Number(first.headers.get('x-ratelimit-remaining'));
  expect(remaining).toBeLessThan(REQUESTS_PER_MINUTE);
  // The next answer, from the other process, counts on from the same number.
  const second = await call(b, 'getPinCodes');
  expect(Number(second.headers.get('x-ratelimit-remaining'))).toBe(remaining - 1);
  for (let sent = 1; sent < remaining; sent += 1) {
    const reply = await call(sent % 2 ? a : b, 'getPinCodes');
    expect(reply.status, `request ${sent} of ${remaining}: ${reply.text}`).toBe(200);
  }
  for (const server of [a, b]) {
    const refused = await call(server, 'getPinCodes');
    expect(refused.status, refused.text).toBe(429);
    expect(refused.body.msg).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  }
}

/** Reads a customer's live stream until an event of this order comes. */
async function nextOrderEvent(server: ServerProcess, token: string, placeOrder: () => Promise<number>): Promise<{ orderId: number; kind: string }> {
  const aborter = new AbortController();
  const response = await fetch(`${server.url}/api/${CUSTOMER_EVENTS_PATH}`, { headers: { authorization: `Bearer ${token}` }, signal: aborter.signal });
  expect(response.status).toBe(200);
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  try {
    while (!buffer.includes(': listening\n\n')) buffer += (await reader.read()).value ?? '';
    const orderId = await placeOrder();
    for (;;) {
      const data = /event: order\ndata: (.*)\n\n/.exec(buffer);
      if (data) {
        const event = JSON.parse(data[1]!) as { orderId: number; kind: string };
        if (event.orderId === orderId) return event;
        buffer = buffer.slice(data.index + data[0].length);
        continue;
      }
      const { value, done } = await reader.read();
      if (done) throw new Error('the stream ended');
      buffer += value;
    }
  } finally {
    aborter.abort();
  }
}

/** Live streams with two processes: a session's end and its stream limit reach the other process. */
function streamsAcrossProcesses(servers: () => { a: ServerProcess; b: ServerProcess }): void {
  it("a logout on one process ends the customer's live stream on the other", async () => {
    const { a, b } = servers();
    const customer = await newCustomer(a, 'Kavya Mehta');
    const response = await fetch(`${a.url}/api/${CUSTOMER_EVENTS_PATH}`, { headers: { authorization: `Bearer ${customer.token}` } });
    expect(response.status).toBe(200);
    const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
    let text = '';
    while (!text.includes(': listening\n\n')) text += (await reader.read()).value ?? '';
    expectSuccess('logout', await call(b, 'logout', {}, { token: customer.token }));
    // The stream ends (its body is done) without waiting for its maximum life of half an hour.
    while (!(await reader.read()).done);
  });

  it("one session's live streams are limited across both processes: the 4th is refused wherever it opens", async () => {
    const { a, b } = servers();
    const customer = await newCustomer(a, 'Hetal Joshi');
    const open = (server: ServerProcess) => fetch(`${server.url}/api/${CUSTOMER_EVENTS_PATH}`, { headers: { authorization: `Bearer ${customer.token}` }, signal: aborter.signal });
    const aborter = new AbortController();
    try {
      const opened = [await open(a), await open(b), await open(a)];
      expect(opened.map((response) => response.status)).toEqual([200, 200, 200]);
      const refused = [await open(b), await open(a)];
      expect(refused.map((response) => response.status)).toEqual([429, 429]);
      expect(await refused[0]!.json()).toEqual({ code: '429', msg: TOO_MANY_STREAMS });
    } finally {
      aborter.abort();
    }
  });
}

describe.skipIf(!usingPostgres)('two processes over one PostgreSQL (needs TEST_DATABASE_URL)', () => {
  describe.skipIf(!redisUp)(`with the request limits in Redis (needs Redis at ${REDIS_URL})`, () => {
    let servers: Awaited<ReturnType<typeof twoProcesses>>;
    beforeAll(async () => {
      servers = await twoProcesses({ REDIS_URL, REDIS_KEY_PREFIX: `test-${randomUUID()}:`, RATE_LIMIT_STORE: 'redis' });
    }, 120_000);
    afterAll(() => servers?.close());

    it('a login lock earned on one process holds on the other', async () => {
      const { a, b } = servers;
      const customer = await newCustomer(a, 'Leela Desai');
      for (let failed = 0; failed < DEFAULT_LOGIN_LIMITS.perIdentifier; failed += 1) {
        const wrong = await call(failed % 2 ? a : b, 'login', { userId: customer.email, password: 'not-the-password' });
        expect(wrong.status, wrong.text).toBe(200);
        expect(wrong.body.code).not.toBe('200');
      }
      for (const server of [a, b]) {
        const locked = await call(server, 'login', { userId: customer.email, password: customer.password });
        expect(locked.status, locked.text).toBe(429);
        expect(locked.body.msg).toMatch(/^Too many failed login attempts/);
      }
    });

    it('an order placed on one process is a live event on the other\'s stream', async () => {
      const { a, b } = servers;
      const customer = await newCustomer(a, 'Pooja Rana');
      const addressId = await addAddress(b, customer);
      const tub = (await catalogue(b)).find((size) => size.inStock && size.size === '5 Litre')!;
      const event = await nextOrderEvent(a, customer.token, async () =>
        expectSuccess('createOrder', await call(b, 'createOrder', oneTubOrder(tub, addressId), { token: customer.token })).orderId,
      );
      expect(event.kind).toBe('created');
    });

    streamsAcrossProcesses(() => servers);

    it('a desk price change made on one process is in the next getProducts of the other', async () => {
      const { a, b, database } = servers;
      const opened = await openDatabase({ databaseUrl: database.url });
      let owner: string;
      try {
        const [row] = await opened.db
          .insert(deskUsers)
          .values({ email: `owner.${randomUUID()}@example.com`, name: 'Meena Patel', role: 'owner', passwordHash: 'not used here' })
          .returning({ id: deskUsers.id });
        owner = await startDeskSession(opened.db, row!.id);
      } finally {
        await opened.close();
      }
      const size = (await catalogue(b)).find((candidate) => candidate.inStock && candidate.size === '750 ML')!;
      const changed = await send(a, deskCalls.catalogueSetPrice.path, { pid: size.pid, pMetaId: size.pMetaId, price: size.price - 3, mrp: size.mrp }, { token: owner, method: 'POST' });
      expect(changed.body.code, changed.text).toBe('200');
      // The notification reaches b's LISTEN after a's commit; b's answer shows the new price once it has.
      await expect.poll(async () => (await catalogue(b)).find((candidate) => candidate.pMetaId === size.pMetaId)!.price).toBe(size.price - 3);
    });

    it('the per-minute limit counts the requests of both processes together', async () => {
      await expectSharedRequestLimit(servers.a, servers.b);
    });
  });

  describe('with the request limits in the database (no Redis)', () => {
    let servers: Awaited<ReturnType<typeof twoProcesses>>;
    beforeAll(async () => {
      servers = await twoProcesses({ RATE_LIMIT_STORE: 'database', REDIS_URL: '' });
    }, 120_000);
    afterAll(() => servers?.close());

    // Before the per-minute limit's test, which uses the minute's requests up.
    streamsAcrossProcesses(() => servers);

    it('the per-minute limit counts the requests of both processes together', async () => {
      await expectSharedRequestLimit(servers.a, servers.b);
    });
  });

  describe('WORKERS', () => {
    it('WORKERS=2 serves from two processes on one port', async () => {
      const database = await createScratchDatabase(process.env.TEST_DATABASE_URL!, 'api_workers');
      let server: ServerProcess | null = null;
      try {
        server = await startProcess({ DATABASE_URL: database.url, WORKERS: '2', REDIS_URL: '' });
        expect(server.output()).toMatch(/Storefront ready at http:\/\/localhost:\d+ \(2 processes\)/);
        expectSuccess('getProducts', await call(server, 'getProducts'));
      } finally {
        await server?.close();
        await database.drop();
      }
      // Stopped as a whole: the primary exits once both workers have.
      expect(server!.child.exitCode).toBe(0);
    }, 120_000);
  });
});

describe('WORKERS on the embedded database', () => {
  it('refuses to start, saying why', async () => {
    const started = startProcess({ WORKERS: '2', DATABASE_URL: '', DATA_DIR: '/nonexistent-never-opened' });
    await expect(started).rejects.toThrow(/WORKERS=2 needs PostgreSQL \(DATABASE_URL\): the embedded database's files in DATA_DIR belong to one process/);
  });
});
