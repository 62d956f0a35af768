/**
 * API throughput of `npm run bench`: getProducts, getOrders and createOrder on the shop's server,
 * each next to a bare node:http server answering the bytes the shop answered, measured with the same
 * autocannon settings one after the other in the same run.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { cartTotals } from '../../domain/cart.ts';
import { productsAnswer, SUCCESS_CODE } from '../../domain/contract.ts';
import { startServer, type RecordedAnswer, type RunningServer } from './childProcess.ts';

export const LOAD = { connections: 10, warmUpSeconds: 2, seconds: 10 } as const;
/** getOrders answers every order of the customer: this many. */
export const ORDERS_OF_READER = 10;

const SHOP_SERVER = new URL('./shopServer.ts', import.meta.url).pathname;
const BARE_SERVER = new URL('./bareServer.ts', import.meta.url).pathname;
/** Per-response headers the bare server's node:http writes itself. */
const HOP_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding']);

export interface Measurement {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  requests: number;
  /** Answers not HTTP 2xx, connection errors and timeouts. */
  failed: number;
  /** HTTP 2xx answers whose code is not "200". */
  refused: number;
}

export interface CallResult {
  call: string;
  bytes: number;
  shop: Measurement;
  bare: Measurement;
}

interface BenchmarkedCall {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  headers: Record<string, string>;
  body?: string;
  /** Each request gets its own Idempotency-Key, as a client placing new orders does. */
  newOrderEachTime?: boolean;
}

async function request(url: string, call: Omit<BenchmarkedCall, 'name'>): Promise<RecordedAnswer> {
  const headers = { ...call.headers, ...(call.newOrderEachTime ? { 'idempotency-key': randomUUID() } : {}) };
  const response = await fetch(`${url}${call.path}`, { method: call.method, headers, body: call.body });
  const body = await response.text();
  const recordedHeaders = Object.fromEntries([...response.headers].filter(([name]) => !HOP_HEADERS.has(name)));
  return { status: response.status, headers: recordedHeaders, body };
}

async function expectSuccess(url: string, call: Omit<BenchmarkedCall, 'name'>): Promise<Record<string, unknown>> {
  const answer = await request(url, call);
  const parsed = JSON.parse(answer.body) as Record<string, unknown>;
  if (answer.status !== 200 || parsed.code !== SUCCESS_CODE) throw new Error(`${call.method} ${call.path} answered ${answer.status} ${answer.body}`);
  return parsed;
}

function post(path: string, body: unknown, token?: string): Omit<BenchmarkedCall, 'name'> {
  return {
    method: 'POST',
    path,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  };
}

/** Registers a customer with an address and answers their token and address id. */
async function newCustomer(url: string, name: string, phone: string): Promise<{ token: string; addressId: number }> {
  const email = `${name.toLowerCase().replace(/\W+/g, '.')}.${randomUUID()}@example.com`;
  const password = 'kesar-pista-42';
  await expectSuccess(url, post('/api/SignUp.php', { name, email, phone, password }));
  const login = await expectSuccess(url, post('/api/Login.php', { userId: email, password }));
  const token = String(login.token);
  const address = await expectSuccess(url, post('/api/addAddress.php', { address: '12 Kalawad Road, Near Crystal Mall', pinCode: '360005', phone }, token));
  return { token, addressId: Number(address.addressId) };
}

/** An order the shop accepts under order rule A: one 5 Litre tub, priced as the storefront prices it. */
async function validOrderBody(url: string, addressId: number): Promise<string> {
  const products = productsAnswer.parse(JSON.parse((await request(url, { method: 'GET', path: '/api/getProducts.php', headers: {} })).body));
  const product = products.Data.find((candidate) => candidate.status === 'In Stock' && candidate.product_data?.some((size) => size.size === '5 Litre' && size.status === 'In Stock'));
  const size = product?.product_data?.find((candidate) => candidate.size === '5 Litre' && candidate.status === 'In Stock');
  if (!product || !size) throw new Error('The demo catalogue has no 5 Litre tub in stock');
  const totals = cartTotals([{ productId: product.pid, category: product.type ?? '', size: { ...size, status: 'In Stock' }, quantity: 1 }], 'A');
  const line = totals.lines[0]!;
  return JSON.stringify({
    addressId,
    totalAmount: totals.totalAmount,
    orderMeta: [{ pid: product.pid, pMetaId: size.id, quantity: 1, amount: line.amount }],
  });
}

async function load(url: string, call: BenchmarkedCall, seconds: number): Promise<Measurement> {
  let refused = 0;
  const result = await autocannon({
    url,
    connections: LOAD.connections,
    duration: seconds,
    requests: [
      {
        method: call.method,
        path: call.path,
        headers: call.headers,
        ...(call.body === undefined ? {} : { body: call.body }),
        ...(call.newOrderEachTime
          ? { setupRequest: (next) => ({ ...next, headers: { ...next.headers, 'idempotency-key': randomUUID() } }) }
          : {}),
        onResponse: (status, body) => {
          if (status >= 200 && status < 300 && (JSON.parse(body) as { code?: unknown }).code !== SUCCESS_CODE) refused += 1;
        },
      },
    ],
  });
  return {
    requestsPerSecond: result.requests.average,
    p50: result.latency.p50,
    p99: result.latency.p99,
    requests: result.requests.total,
    failed: result.non2xx + result.errors + result.timeouts,
    refused,
  };
}

async function measure(url: string, call: BenchmarkedCall): Promise<Measurement> {
  await load(url, call, LOAD.warmUpSeconds);
  return load(url, call, LOAD.seconds);
}

/** Runs the three calls against the shop on this database (DATA_DIR or DATABASE_URL) and the bare server. */
export async function benchmarkApi(databaseEnv: Record<string, string>, log: (line: string) => void): Promise<CallResult[]> {
  const servers: RunningServer[] = [];
  const answersDir = mkdtempSync(join(tmpdir(), 'shop-bench-answers-'));
  try {
    const shop = await startServer(SHOP_SERVER, { PORT: '0', HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...databaseEnv });
    servers.push(shop);
    const reader = await newCustomer(shop.url, 'Asha Patel', '9876543210');
    const buyer = await newCustomer(shop.url, 'Ravi Mehta', '9876543211');
    const readerOrder = await validOrderBody(shop.url, reader.addressId);
    for (let placed = 0; placed < ORDERS_OF_READER; placed += 1) {
      await expectSuccess(shop.url, { ...post('/api/createOrder.php', JSON.parse(readerOrder), reader.token), newOrderEachTime: true });
    }
    const calls: BenchmarkedCall[] = [
      { name: 'getProducts', method: 'GET', path: '/api/getProducts.php', headers: {} },
      { name: `getOrders (${ORDERS_OF_READER} orders)`, method: 'GET', path: '/api/getOrders.php', headers: { authorization: `Bearer ${reader.token}` } },
      {
        name: 'createOrder (one 5 Litre tub)',
        ...post('/api/createOrder.php', JSON.parse(await validOrderBody(shop.url, buyer.addressId)), buyer.token),
        newOrderEachTime: true,
      },
    ];
    const answers: Record<string, RecordedAnswer> = {};
    for (const call of calls) {
      await expectSuccess(shop.url, call);
      answers[`${call.method} ${call.path}`] = await request(shop.url, call);
    }
    const answersFile = join(answersDir, 'answers.json');
    writeFileSync(answersFile, JSON.stringify(answers));
    const bare = await startServer(BARE_SERVER, { BARE_ANSWERS_FILE: answersFile });
    servers.push(bare);

    const results: CallResult[] = [];
    for (const call of calls) {
      log(`  ${call.name}: shop...`);
      const onShop = await measure(shop.url, call);
      log(`  ${call.name}: bare node:http...`);
      const onBare = await measure(bare.url, call);
      results.push({ call: call.name, bytes: Buffer.byteLength(answers[`${call.method} ${call.path}`]!.body), shop: onShop, bare: onBare });
    }
    return results;
  } finally {
    for (const server of servers.reverse()) await server.stop();
    rmSync(answersDir, { recursive: true, force: true });
  }
}
