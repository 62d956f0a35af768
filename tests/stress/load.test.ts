/**
 * Load test: virtual customers browse, log in, add addresses, order, list and cancel orders against
 * one server process for a bounded time. Every answer must be a success (no 5xx, no refusal), the
 * server must log no error, its memory must stay flat after a warm-up, and every order placed must be
 * listed afterwards with the status the customer left it in and the items sent.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES_PER_USER } from '../../domain/constants.ts';
import type { CallName } from '../../domain/contract.ts';
import {
  callApi, DELIVERY_PIN_CODE, isSuccess, linesOf, newStressCustomer, randomCart, seededRandom, sortedLines, stockedSizes, stressSeed,
  successOf, type CallOptions, type CallReply, type OrderBody, type Random, type StressCustomer,
} from './client.ts';
import { createStressDatabase, StressShop, stressDatabaseKinds } from './server.ts';

/** STRESS_LOAD_MS runs a longer soak. */
const LOAD_MS = Number(process.env.STRESS_LOAD_MS ?? 60_000);
const CUSTOMERS = 6;
/** A pause between one customer's calls, so that the load is sustained rather than a flood on a shared machine. */
const THINK_MS = [0, 10] as const;
/** Memory is compared from this point on: by then the code paths are compiled, the caches filled, and PGlite's initdb freed. */
const WARM_UP_MS = 15_000;
const MEMORY_SAMPLE_MS = 2_500;
/**
 * Memory is the lowest RSS sample of a window (the live memory with the least garbage not yet
 * collected), compared between the window after the warm-up and the last window. Single samples swing
 * by 40 to 60 MB with garbage collection, so they would make the comparison noise.
 */
const MEMORY_WINDOW_MS = 10_000;
/**
 * The floor may rise this much. In clean runs (60 s, and 150 s soaks) it moved by -40 to +22 MB (PGlite
 * about 510 MB, PostgreSQL 165 to 240 MB); a control run that kept 32 KB per request rose by 125 MB on
 * PostgreSQL. PGlite serves about a quarter as many calls, so there only larger leaks show.
 */
const MEMORY_GROWTH_LIMIT_BYTES = 64 * 1024 * 1024;

interface PlacedOrder {
  orderId: number;
  body: OrderBody;
  cancelled: boolean;
}

interface Shopper {
  customer: StressCustomer;
  addressIds: number[];
  orders: PlacedOrder[];
  keys: number;
}

interface Tally {
  calls: Map<string, number>;
  failures: string[];
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

describe.each(stressDatabaseKinds())('load: mixed shopping on %s', (kind) => {
  let shop: StressShop | null = null;
  afterAll(async () => {
    await shop?.destroy();
  });

  it(`answers every call, keeps memory flat and accounts for every order, on ${kind}`, async () => {
    const seed = stressSeed(`load ${kind}`);
    shop = await StressShop.open(await createStressDatabase(kind), { API_REQUESTS_PER_MINUTE: '1000000' });
    const running = shop;
    await running.start();
    const sizes = await stockedSizes(running.url);
    const setupRandom = seededRandom(seed);
    const shoppers: Shopper[] = [];
    for (let index = 0; index < CUSTOMERS; index += 1) {
      const customer = await newStressCustomer(running.url, setupRandom);
      shoppers.push({ customer, addressIds: [customer.addressId], orders: [], keys: 0 });
    }

    const tally: Tally = { calls: new Map(), failures: [] };
    const call = async (name: CallName, body?: unknown, options?: CallOptions): Promise<CallReply | null> => {
      tally.calls.set(name, (tally.calls.get(name) ?? 0) + 1);
      const reply = await callApi(running.url, name, body, options).catch((error: unknown) => {
        tally.failures.push(`${name}: no answer (${String(error)})`);
        return null;
      });
      if (reply && !isSuccess(reply)) tally.failures.push(`${name}: HTTP ${reply.status} ${reply.text.slice(0, 200)}`);
      return reply && isSuccess(reply) ? reply : null;
    };

    const shopAround = async (shopper: Shopper, random: Random, deadline: number) => {
      const auth = () => ({ token: shopper.customer.token });
      while (Date.now() < deadline) {
        const roll = random.int(1, 100);
        if (roll <= 35) {
          await call('getProducts');
          await call('getConeCandy');
        } else if (roll <= 45) {
          const reply = await call('login', { userId: shopper.customer.email, password: shopper.customer.password });
          if (reply) shopper.customer.token = successOf('login', reply).token;
        } else if (roll <= 50 && shopper.addressIds.length < MAX_ADDRESSES_PER_USER) {
          const fields = { address: `${random.int(1, 300)} University Road`, pinCode: DELIVERY_PIN_CODE, phone: '9876543210' };
          const reply = await call('addAddress', fields, auth());
          if (reply) shopper.addressIds.push(successOf('addAddress', reply).addressId);
        } else if (roll <= 75) {
          const body = randomCart(random, sizes, random.pick(shopper.addressIds));
          shopper.keys += 1;
          const key = `load-${seed}-${shopper.customer.userId}-${shopper.keys}`;
          const reply = await call('createOrder', body, { ...auth(), headers: { 'Idempotency-Key': key } });
          if (reply) shopper.orders.push({ orderId: successOf('createOrder', reply).orderId, body, cancelled: false });
        } else if (roll <= 90) {
          await call('getOrders', undefined, auth());
        } else {
          const pending = shopper.orders.filter((order) => !order.cancelled);
          if (pending.length === 0) continue;
          const order = random.pick(pending);
          if (await call('cancelOrder', { orderId: order.orderId }, auth())) order.cancelled = true;
        }
        await sleep(random.int(...THINK_MS));
      }
    };

    const samples: { atMs: number; bytes: number }[] = [];
    const startedAt = Date.now();
    const sample = () => samples.push({ atMs: Date.now() - startedAt, bytes: running.residentBytes() });
    sample();
    const sampler = setInterval(sample, MEMORY_SAMPLE_MS);
    try {
      const deadline = startedAt + LOAD_MS;
      await Promise.all(shoppers.map((shopper, index) => shopAround(shopper, seededRandom(seed + 1 + index), deadline)));
    } finally {
      clearInterval(sampler);
    }
    sample();

    const callCounts = Object.fromEntries(tally.calls);
    const totalCalls = [...tally.calls.values()].reduce((sum, count) => sum + count, 0);
    const placed = shoppers.flatMap((shopper) => shopper.orders);
    console.log(
      `load ${kind}: ${totalCalls} calls in ${LOAD_MS / 1000} s by ${CUSTOMERS} customers ${JSON.stringify(callCounts)}; ` +
        `${placed.length} orders placed, ${placed.filter((order) => order.cancelled).length} cancelled`,
    );
    console.log(`load ${kind}: server RSS ${samples.map((point) => `${(point.atMs / 1000).toFixed(0)}s ${megabytes(point.bytes)}`).join(', ')}`);

    expect(tally.failures.slice(0, 20)).toEqual([]);
    expect(placed.length).toBeGreaterThan(0);
    expect(running.recentOutput().split('\n').filter((line) => /"level":(50|60)/.test(line))).toEqual([]);

    const lastAtMs = samples.at(-1)!.atMs;
    const afterWarmUp = samples.filter((point) => point.atMs >= WARM_UP_MS && point.atMs < WARM_UP_MS + MEMORY_WINDOW_MS);
    const atEnd = samples.filter((point) => point.atMs > lastAtMs - MEMORY_WINDOW_MS && point.atMs >= WARM_UP_MS + MEMORY_WINDOW_MS);
    expect(afterWarmUp.length, 'samples after the warm-up').toBeGreaterThan(0);
    expect(atEnd.length, 'samples at the end').toBeGreaterThan(0);
    const floor = (points: typeof samples) => Math.min(...points.map((point) => point.bytes));
    const growth = floor(atEnd) - floor(afterWarmUp);
    console.log(`load ${kind}: RSS floor after warm-up ${megabytes(floor(afterWarmUp))}, at the end ${megabytes(floor(atEnd))}, growth ${megabytes(growth)}`);
    expect(growth).toBeLessThan(MEMORY_GROWTH_LIMIT_BYTES);

    for (const shopper of shoppers) {
      const listed = successOf('getOrders', await callApi(running.url, 'getOrders', undefined, { token: shopper.customer.token })).Data;
      expect(listed.map((order) => order.orderId).sort((a, b) => a - b)).toEqual(shopper.orders.map((order) => order.orderId).sort((a, b) => a - b));
      const byId = new Map(listed.map((order) => [order.orderId, order]));
      for (const order of shopper.orders) {
        const found = byId.get(order.orderId)!;
        expect(found.status, `order ${order.orderId}`).toBe(order.cancelled ? 'Cancelled' : 'Pending');
        expect(linesOf(found.orderMeta), `items of order ${order.orderId}`).toEqual(sortedLines(order.body.orderMeta));
        expect(found.totalAmount).toBe(order.body.totalAmount);
      }
    }

    await running.kill();
    const [stored] = await running.database.direct((query) =>
      query<{ orders: number; cancelled: number }>(`select count(*)::int as orders, count(*) filter (where status = 'cancelled')::int as cancelled from orders`),
    );
    expect(stored).toEqual({ orders: placed.length, cancelled: placed.filter((order) => order.cancelled).length });
  });
});
