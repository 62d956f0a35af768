/**
 * The embedded database's folder with real server processes (node server/main.ts, as npm start runs
 * it): one server per DATA_DIR, the lock of a killed server taken over, SIGTERM with a request in
 * flight, damaged files named at start, backup and restore, and the one plain "ready" line.
 * PGlite only: the PostgreSQL run of tests/api skips this file (PostgreSQL has its own pg_dump).
 */
import { spawn } from 'node:child_process';
import { cpSync, mkdtempSync, readFileSync, rmSync, statSync, truncateSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../../server/db/client.ts';
import { DamagedDatabaseError, DataDirLockedError, lockDataDir, PGLITE_PG_MAJOR } from '../../server/db/dataDir.ts';
import { seedDemoCatalogue } from '../../server/db/seed.ts';
import {
  callApi, linesOf, newStressCustomer, randomCart, seededRandom, sortedLines, stockedSizes, successOf,
  type OrderBody, type StockedSize, type StressCustomer,
} from '../stress/client.ts';
import { createStressDatabase, StressShop, type StressDatabase } from '../stress/server.ts';
import { usingPostgres } from './harness.ts';

const ROOT = new URL('../../', import.meta.url);
const PROCESS_TEST_MS = 180_000;
const SHOP_ENV = { API_REQUESTS_PER_MINUTE: '100000' };
/** PostgreSQL's state byte in global/pg_control (DBState): 1 is "shut down" cleanly, 6 "in production". */
const PG_CONTROL_STATE_OFFSET = 16;
const DB_SHUTDOWNED = 1;

const shops: StressShop[] = [];
const folders: string[] = [];

async function openShop(database: StressDatabase, env: Record<string, string> = {}): Promise<StressShop> {
  const shop = await StressShop.open(database, { ...SHOP_ENV, ...env });
  shops.push(shop);
  return shop;
}

async function pgliteDatabase(): Promise<StressDatabase> {
  const database = await createStressDatabase('pglite');
  folders.push(database.env.DATA_DIR!);
  return database;
}

function folder(prefix: string): string {
  const path = mkdtempSync(join(tmpdir(), prefix));
  folders.push(path);
  return path;
}

afterAll(async () => {
  for (const shop of shops) await shop.kill();
  for (const path of folders) rmSync(path, { recursive: true, force: true });
});

/** Runs an npm script's file (backup, restore) as npm would, on a DATA_DIR; its exit code and output. */
async function runScript(script: string, args: string[], dataDir: string): Promise<{ code: number | null; output: string }> {
  const { DATABASE_URL: _url, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
    cwd: ROOT,
    env: { ...inherited, DATA_DIR: dataDir },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise<number | null>((resolve) => child.once('exit', resolve));
  return { code, output };
}

function controlFileState(dataDir: string): number {
  return readFileSync(join(dataDir, 'global', 'pg_control')).readUInt32LE(PG_CONTROL_STATE_OFFSET);
}

// One server's life on one DATA_DIR, in order (each start costs seconds, so the steps share it).
describe.skipIf(usingPostgres)('one server per DATA_DIR, its ready line, SIGTERM and SIGKILL', () => {
  let database: StressDatabase;
  let shop: StressShop;
  let customer: StressCustomer;
  let sizes: StockedSize[];

  beforeAll(async () => {
    database = await pgliteDatabase();
    shop = await openShop(database, { LOG_LEVEL: 'info' });
    await shop.start();
    customer = await newStressCustomer(shop.url, seededRandom(1));
    sizes = await stockedSizes(shop.url);
  }, PROCESS_TEST_MS);

  it('prints one plain line "Storefront ready at http://localhost:PORT" besides its JSON logs', { timeout: PROCESS_TEST_MS }, async () => {
    const port = new URL(shop.url).port;
    expect(await shop.untilOutput(/Storefront ready/)).toBe(`[start 1] Storefront ready at http://localhost:${port}`);
    // The JSON logs go on beside it.
    await shop.untilOutput(/"msg":"storefront ready"/);
  });

  it('a second server on the same DATA_DIR exits at once, non-zero, naming the folder and the first server; the first keeps answering', { timeout: PROCESS_TEST_MS }, async () => {
    const second = await openShop(database);
    second.launch();
    // Whichever comes first: its exit, or (the fault this pins) its ready line.
    const outcome = await Promise.race([second.untilExit(), second.untilOutput(/Storefront ready/).then((line) => ({ listening: line }))]);
    expect(outcome).toEqual({ code: 1, signal: null });
    const message = second.recentOutput();
    expect(message).toContain(`DATA_DIR (${database.env.DATA_DIR}) is in use by another process (storefront server, pid ${shop.pid}`);
    expect(message).toContain('only one process may use a data directory at a time');
    // It stopped before opening PGlite: it never got as far as listening.
    expect(message).not.toContain('Storefront ready');

    successOf('createOrder', await callApi(shop.url, 'createOrder', randomCart(seededRandom(2), sizes, customer.addressId), { token: customer.token }));
    expect(successOf('getOrders', await callApi(shop.url, 'getOrders', undefined, { token: customer.token })).Data).toHaveLength(1);
  });

  it('SIGTERM (twice): a createOrder in flight is answered and kept, no new connection is taken, the database is closed cleanly and DATA_DIR given back, exit 0', { timeout: PROCESS_TEST_MS }, async () => {
    const order: OrderBody = randomCart(seededRandom(5), sizes, customer.addressId);
    const body = Buffer.from(JSON.stringify(order));

    // The request's head and a little of its body now; the rest once SIGTERM has arrived.
    const answer = new Promise<{ status: number; connection: string | undefined; text: string }>((resolve, reject) => {
      // Logged URLs carry no query string: this request's log line is the next createOrder one.
      const createOrderLine = /"url":"\/api\/createOrder\.php".*"msg":"incoming request"/;
      const earlier = shop.countOutput(createOrderLine);
      const sent = request(`${shop.url}/api/createOrder.php`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'content-length': body.length, authorization: `Bearer ${customer.token}`, 'idempotency-key': 'in-flight' },
      });
      sent.on('response', (response) => {
        let text = '';
        response.on('data', (chunk: Buffer) => (text += chunk.toString()));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, connection: response.headers.connection, text }));
      });
      sent.on('error', reject);
      sent.write(body.subarray(0, 10));
      shop.untilOutput(createOrderLine, earlier + 1).then(async () => {
        process.kill(shop.pid, 'SIGTERM');
        await shop.untilOutput(/"msg":"shutting down"/);
        // Under npm start the signal comes again (npm and tsx pass it on to the node process): the shutdown goes on.
        process.kill(shop.pid, 'SIGTERM');
        // Closing: the listening socket is gone, so a new connection is refused.
        await expect(fetch(`${shop.url}/api/health`)).rejects.toThrow();
        sent.end(body.subarray(10));
      }).catch(reject);
    });
    const exited = shop.untilExit();
    const reply = await answer;
    expect(reply.status).toBe(200);
    // Its connection is not kept: the shutdown does not wait for the client to drop it (server/connections.ts).
    expect(reply.connection).toBe('close');
    // As the old backend did, the answer gives the id as text (server/legacyAnswers.ts).
    const placed = JSON.parse(reply.text) as { code: string; orderId: string };
    expect(placed.code).toBe('200');
    expect((await exited).code).toBe(0);

    // Closed cleanly (a shutdown checkpoint, not a crash to recover from), and DATA_DIR is free.
    expect(controlFileState(database.env.DATA_DIR!)).toBe(DB_SHUTDOWNED);
    lockDataDir(database.env.DATA_DIR!, 'test', '').release();

    await shop.start();
    const orders = successOf('getOrders', await callApi(shop.url, 'getOrders', undefined, { token: customer.token })).Data;
    const kept = orders.find((found) => String(found.orderId) === placed.orderId);
    expect(kept, `order ${placed.orderId}`).toBeDefined();
    expect(linesOf(kept!.orderMeta)).toEqual(sortedLines(order.orderMeta));
  });

  it('the lock of a server killed with SIGKILL is taken over by the next start, which finds the data', { timeout: PROCESS_TEST_MS }, async () => {
    const killedPid = shop.pid;
    await shop.kill();
    // The file still names the killed server; the lock itself went with its process.
    expect(readFileSync(join(database.env.DATA_DIR!, 'storefront.lock'), 'utf8')).toContain(`"pid":${killedPid}`);
    await shop.start();
    expect(successOf('getOrders', await callApi(shop.url, 'getOrders', undefined, { token: customer.token })).Data).toHaveLength(2);
    // The restarted server holds DATA_DIR again.
    expect(() => lockDataDir(database.env.DATA_DIR!, 'test', '')).toThrow(DataDirLockedError);
    await shop.kill();
  });
});

describe.skipIf(usingPostgres)('damaged database files are named at start', () => {
  let healthy: string;
  let ordersFile: string;

  beforeAll(async () => {
    healthy = folder('shop-healthy-');
    const database = await openDatabase({ dataDir: healthy });
    await seedDemoCatalogue(database.db);
    await database.close();
    const client = await PGlite.create(healthy);
    ordersFile = (await client.query<{ path: string }>(`select pg_relation_filepath('orders') as path`)).rows[0]!.path;
    await client.close();
  });

  function damagedCopy(damage: (dataDir: string) => void): string {
    const copy = folder('shop-damaged-');
    cpSync(healthy, copy, { recursive: true });
    damage(copy);
    return copy;
  }

  const damages: [string, (dataDir: string) => void, RegExp][] = [
    ['PG_VERSION deleted', (dataDir) => rmSync(join(dataDir, 'PG_VERSION')), /PG_VERSION is missing/],
    ['global/pg_control truncated', (dataDir) => truncateSync(join(dataDir, 'global', 'pg_control'), 100), /global\/pg_control has 100 bytes instead of 8192/],
    ['global/pg_control overwritten with garbage', (dataDir) => writeFileSync(join(dataDir, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a)), /PGlite cannot start on them/],
    ['the orders table overwritten with garbage', (dataDir) => writeFileSync(join(dataDir, ordersFile), Buffer.alloc(8192, 0x5a)), /table public\.orders cannot be read: invalid page/],
  ];

  it.each(damages)('%s', async (_name, damage, what) => {
    const dataDir = damagedCopy(damage);
    const opening = openDatabase({ dataDir });
    await expect(opening).rejects.toThrow(DamagedDatabaseError);
    const message = await opening.then(() => '', (error: Error) => error.message);
    expect(message).toMatch(new RegExp(`^The database files in DATA_DIR \\(${dataDir}\\) are damaged \\(.+\\): restore a backup \\(npm run restore\\)$`));
    expect(message).toMatch(what);
    // The damaged folder is given back, for npm run restore.
    lockDataDir(dataDir, 'test', '').release();
  });

  it('a folder holding only other files (the log .ci/run keeps there) is no damaged database: PGlite makes one beside them', async () => {
    const dataDir = folder('shop-with-log-');
    writeFileSync(join(dataDir, 'start.log'), 'the server log\n');
    const database = await openDatabase({ dataDir });
    expect(await seedDemoCatalogue(database.db)).toBe(true);
    await database.close();
    expect(readFileSync(join(dataDir, 'start.log'), 'utf8')).toBe('the server log\n');
    expect(readFileSync(join(dataDir, 'PG_VERSION'), 'utf8').trim()).toBe(PGLITE_PG_MAJOR);
  });

  it('the server process prints that message and exits non-zero, instead of "Failed query: CREATE SCHEMA"', { timeout: PROCESS_TEST_MS }, async () => {
    const dataDir = damagedCopy((copy) => writeFileSync(join(copy, 'global', 'pg_control'), Buffer.alloc(8192, 0x5a)));
    const database: StressDatabase = { kind: 'pglite', env: { DATA_DIR: dataDir }, direct: () => Promise.reject(new Error('unused')), drop: async () => undefined };
    const shop = await openShop(database);
    shop.launch();
    expect((await shop.untilExit()).code).toBe(1);
    expect(shop.recentOutput()).toContain(`The database files in DATA_DIR (${dataDir}) are damaged (PGlite cannot start on them`);
    expect(shop.recentOutput()).not.toContain('Failed query');
  });
});

describe.skipIf(usingPostgres)('npm run backup and npm run restore', () => {
  it('a backup restored into a fresh DATA_DIR holds every order with all its lines', { timeout: PROCESS_TEST_MS }, async () => {
    const source = await pgliteDatabase();
    const shop = await openShop(source);
    await shop.start();
    const random = seededRandom(6);
    const sizes = await stockedSizes(shop.url);
    const placed: { email: string; password: string; orderId: number; body: OrderBody }[] = [];
    for (let customers = 0; customers < 3; customers += 1) {
      const customer = await newStressCustomer(shop.url, random);
      for (let orders = 0; orders < 3; orders += 1) {
        let body = randomCart(random, sizes, customer.addressId);
        while (body.orderMeta.length < 2) body = randomCart(random, sizes, customer.addressId);
        const { orderId } = successOf('createOrder', await callApi(shop.url, 'createOrder', body, { token: customer.token }));
        placed.push({ email: customer.email, password: customer.password, orderId, body });
      }
    }
    const backups = folder('shop-backups-');
    const file = join(backups, 'shop.tar.gz');

    // While the server runs, the backup refuses and says why.
    const whileRunning = await runScript('scripts/backup.ts', [file], source.env.DATA_DIR!);
    expect(whileRunning.code).toBe(1);
    expect(whileRunning.output).toContain(`storefront server, pid ${shop.pid}`);
    expect(whileRunning.output).toContain('npm run backup needs the database to itself. Stop the server first');

    expect((await shop.signal('SIGTERM')).code).toBe(0);
    const backup = await runScript('scripts/backup.ts', [file], source.env.DATA_DIR!);
    expect(backup.output).toContain(`to ${file}`);
    expect(backup.output).toContain(`3 customers, 9 orders with ${placed.reduce((lines, order) => lines + order.body.orderMeta.length, 0)} lines`);
    expect(backup.code).toBe(0);
    expect(statSync(file).size).toBeGreaterThan(0);

    // Restore refuses a DATA_DIR that holds a database (unless --force).
    const refused = await runScript('scripts/restore.ts', [file], source.env.DATA_DIR!);
    expect(refused.code).toBe(1);
    expect(refused.output).toContain(`DATA_DIR (${source.env.DATA_DIR}) is not empty`);

    const restored = await pgliteDatabase();
    const restore = await runScript('scripts/restore.ts', [file], restored.env.DATA_DIR!);
    expect(restore.output).toContain('3 customers, 9 orders');
    expect(restore.code).toBe(0);

    // By SQL: every order with every line.
    const rows = await restored.direct((query) =>
      query<{ order_id: number; pid: number; size_id: number; quantity: number }>(
        'select order_id, product_id as pid, size_id, quantity from order_items order by order_id, size_id',
      ),
    );
    const expected = placed
      .flatMap((order) => order.body.orderMeta.map((line) => ({ order_id: order.orderId, pid: line.pid, size_id: line.pMetaId, quantity: line.quantity })))
      .sort((a, b) => a.order_id - b.order_id || a.size_id - b.size_id);
    expect(rows).toEqual(expected);

    // Through the API, with each customer's login.
    const restoredShop = await openShop(restored);
    await restoredShop.start();
    for (const email of new Set(placed.map((order) => order.email))) {
      const mine = placed.filter((order) => order.email === email);
      const { token } = successOf('login', await callApi(restoredShop.url, 'login', { userId: email, password: mine[0]!.password }));
      const listed = successOf('getOrders', await callApi(restoredShop.url, 'getOrders', undefined, { token })).Data;
      expect(listed.map((order) => order.orderId).sort((a, b) => a - b)).toEqual(mine.map((order) => order.orderId).sort((a, b) => a - b));
      for (const order of mine) {
        const found = listed.find((candidate) => candidate.orderId === order.orderId)!;
        expect(linesOf(found.orderMeta)).toEqual(sortedLines(order.body.orderMeta));
        expect(found.totalAmount).toBe(order.body.totalAmount);
      }
    }
    // Never under a running server, --force or not.
    const underServer = await runScript('scripts/restore.ts', [file, '--force'], restored.env.DATA_DIR!);
    expect(underServer.code).toBe(1);
    expect(underServer.output).toContain(`storefront server, pid ${restoredShop.pid}`);
    await restoredShop.kill();
  });
});
