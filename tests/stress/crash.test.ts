/**
 * Crash test: clients stream createOrder calls, each with its own Idempotency-Key, while the server
 * is killed with SIGKILL at seeded random moments (now and then again while it starts) and started
 * again on the same data. Afterwards every acknowledged order must be there once with all its items,
 * no key may have two orders, and a retry with any key must answer that key's one order.
 */
import { afterAll, describe, expect, it } from 'vitest';
import {
  callApi, isSuccess, linesOf, newStressCustomer, randomCart, seededRandom, sortedLines, stockedSizes, stressSeed, successOf,
  type CallReply, type OrderBody, type Random, type StressCustomer,
} from './client.ts';
import { createStressDatabase, StressShop, stressDatabaseKinds, type DirectQuery } from './server.ts';

const KILLS = 15;
/** Clients sending orders at once, so that kills land while requests are in flight. */
const STREAMS = 3;
/**
 * A kill comes this long after the server's first acknowledged order since it started: so every life
 * serves orders however slow the machine is, and kills still land at any point of a request.
 */
const RUN_BEFORE_KILL_MS = [0, 1_200] as const;
/** A server that acknowledges no order for this long after starting is broken. */
const FIRST_ORDER_LIMIT_MS = 60_000;
/** One restart in this many is killed again while it starts (migrating, seeding, listening). */
const KILL_WHILE_STARTING_ONE_IN = 4;
const STARTING_KILL_AFTER_MS = [0, 1_500] as const;
const RETRY_CONCURRENCY = 4;

interface Attempt {
  key: string;
  body: OrderBody;
}

interface Acknowledged extends Attempt {
  orderId: number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Lets clients wait while the server is down; the killer closes it before a kill and opens it once the server is healthy. */
class Gate {
  private opened: Promise<void> = Promise.resolve();
  private open_: () => void = () => undefined;
  isOpen = true;

  close(): void {
    this.isOpen = false;
    this.opened = new Promise((resolve) => {
      this.open_ = resolve;
    });
  }

  open(): void {
    this.isOpen = true;
    this.open_();
  }

  wait(): Promise<void> {
    return this.opened;
  }
}

async function inParallel<T>(items: readonly T[], concurrency: number, run: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < items.length) await run(items[next++]!);
    }),
  );
}

async function ordersPerKey(query: DirectQuery, userId: number) {
  return query<{ key: string | null; orders: number; order_id: number }>(
    `select idempotency_key as key, count(*)::int as orders, min(id)::int as order_id
       from orders where user_id = $1 group by idempotency_key`,
    [userId],
  );
}

async function ordersWithoutItems(query: DirectQuery, userId: number): Promise<number> {
  const [row] = await query<{ count: number }>(
    `select count(*)::int as count from orders o
      where o.user_id = $1 and not exists (select 1 from order_items i where i.order_id = o.id)`,
    [userId],
  );
  return row!.count;
}

describe.each(stressDatabaseKinds())('crash: SIGKILL while orders stream in, on %s', (kind) => {
  let shop: StressShop | null = null;
  afterAll(async () => {
    await shop?.destroy();
  });

  it(`keeps every acknowledged order once, with all its items, through ${KILLS} kills`, async () => {
    const seed = stressSeed(`crash ${kind}`);
    const cartRandom = seededRandom(seed);
    const killRandom = seededRandom(seed + 1);
    shop = await StressShop.open(await createStressDatabase(kind), { API_REQUESTS_PER_MINUTE: '1000000' });
    const running = shop;
    await running.start();
    const sizes = await stockedSizes(running.url);
    const customer: StressCustomer = await newStressCustomer(running.url, cartRandom);

    const acknowledged: Acknowledged[] = [];
    const unanswered: Attempt[] = [];
    const refusals: { key: string; reply: CallReply }[] = [];
    const failuresWhileUp: { key: string; error: string }[] = [];
    const gate = new Gate();
    let sent = 0;
    let streaming = true;

    const placeOrder = (attempt: Attempt) =>
      callApi(running.url, 'createOrder', attempt.body, { token: customer.token, headers: { 'Idempotency-Key': attempt.key } });

    const stream = async () => {
      while (streaming) {
        sent += 1;
        const attempt = { key: `crash-${seed}-${sent}`, body: randomCart(cartRandom, sizes, customer.addressId) };
        const wasUp = gate.isOpen;
        try {
          const reply = await placeOrder(attempt);
          if (!isSuccess(reply)) {
            // A refusal here means the server lost something it had answered (the customer, the session, the address).
            refusals.push({ key: attempt.key, reply });
            return;
          }
          acknowledged.push({ ...attempt, orderId: successOf('createOrder', reply).orderId });
        } catch (error) {
          unanswered.push(attempt);
          if (wasUp && gate.isOpen) failuresWhileUp.push({ key: attempt.key, error: String(error) });
          await gate.wait();
        }
      }
    };

    const killer = async (random: Random) => {
      let killsWhileStarting = 0;
      for (let kill = 1; kill <= KILLS; kill += 1) {
        const acknowledgedBefore = acknowledged.length;
        const limit = Date.now() + FIRST_ORDER_LIMIT_MS;
        while (acknowledged.length === acknowledgedBefore) {
          if (refusals.length > 0) throw new Error(`Refused after a restart: ${refusals.map(({ key, reply }) => `${key}: HTTP ${reply.status} ${reply.text}`).join('; ')}`);
          if (Date.now() > limit) throw new Error(`No order was acknowledged within ${FIRST_ORDER_LIMIT_MS / 1000} s before kill ${kill}`);
          await sleep(10);
        }
        await sleep(random.int(...RUN_BEFORE_KILL_MS));
        gate.close();
        await running.kill();
        if (random.int(1, KILL_WHILE_STARTING_ONE_IN) === 1) {
          running.launch();
          await sleep(random.int(...STARTING_KILL_AFTER_MS));
          await running.kill();
          killsWhileStarting += 1;
        }
        await running.start();
        gate.open();
      }
      return killsWhileStarting;
    };

    const streams = Array.from({ length: STREAMS }, stream);
    let killsWhileStarting: number;
    try {
      killsWhileStarting = await killer(killRandom);
    } finally {
      streaming = false;
      gate.open();
      await Promise.all(streams);
    }
    console.log(
      `crash ${kind}: ${KILLS} kills while serving, ${killsWhileStarting} more while starting; ${sent} orders sent, ` +
        `${acknowledged.length} acknowledged, ${unanswered.length} unanswered`,
    );
    expect(refusals.map(({ key, reply }) => `${key}: HTTP ${reply.status} ${reply.text}`)).toEqual([]);
    expect(failuresWhileUp).toEqual([]);
    expect(new Set(acknowledged.map((order) => order.orderId)).size).toBe(acknowledged.length);

    // What the database holds after the last kill, before any retry.
    await running.kill();
    const keysSent = new Set([...acknowledged, ...unanswered].map((attempt) => attempt.key));
    const beforeRetries = await running.database.direct(async (query) => ({
      perKey: await ordersPerKey(query, customer.userId),
      withoutItems: await ordersWithoutItems(query, customer.userId),
    }));
    expect(beforeRetries.withoutItems).toBe(0);
    expect(beforeRetries.perKey.filter((row) => row.orders !== 1 || row.key === null || !keysSent.has(row.key))).toEqual([]);
    const orderOfKey = new Map(beforeRetries.perKey.map((row) => [row.key!, row.order_id]));
    for (const order of acknowledged) expect(orderOfKey.get(order.key), order.key).toBe(order.orderId);

    // Every acknowledged order, as the customer sees it after a restart.
    await running.start();
    const listed = new Map(successOf('getOrders', await callApi(running.url, 'getOrders', undefined, { token: customer.token })).Data.map((order) => [order.orderId, order]));
    expect(listed.size).toBe(orderOfKey.size);
    for (const order of acknowledged) {
      const found = listed.get(order.orderId);
      expect(found, `order ${order.orderId} (${order.key})`).toBeDefined();
      expect(linesOf(found!.orderMeta), `items of order ${order.orderId}`).toEqual(sortedLines(order.body.orderMeta));
      expect(found!.totalAmount).toBe(order.body.totalAmount);
      expect(found!.status).toBe('Pending');
    }

    // A retry with an acknowledged key answers the same order; with an unanswered key, its one order.
    const retryMismatches: string[] = [];
    await inParallel(acknowledged, RETRY_CONCURRENCY, async (order) => {
      const retried = successOf('createOrder', await placeOrder(order));
      if (retried.orderId !== order.orderId) retryMismatches.push(`${order.key}: ${retried.orderId} instead of ${order.orderId}`);
    });
    await inParallel(unanswered, RETRY_CONCURRENCY, async (attempt) => {
      const retried = successOf('createOrder', await placeOrder(attempt));
      const earlier = orderOfKey.get(attempt.key);
      if (earlier !== undefined && retried.orderId !== earlier) retryMismatches.push(`${attempt.key}: ${retried.orderId} instead of ${earlier}`);
      if (JSON.stringify(linesOf(retried.Data.orderMeta)) !== JSON.stringify(sortedLines(attempt.body.orderMeta))) {
        retryMismatches.push(`${attempt.key}: the retry's items differ from the request's`);
      }
    });
    expect(retryMismatches).toEqual([]);
    const unansweredThatLanded = unanswered.filter((attempt) => orderOfKey.has(attempt.key)).length;
    console.log(`crash ${kind}: ${unansweredThatLanded} of ${unanswered.length} unanswered orders had been stored before their retry`);

    await running.kill();
    const afterRetries = await running.database.direct((query) => ordersPerKey(query, customer.userId));
    expect(afterRetries.filter((row) => row.orders !== 1)).toEqual([]);
    expect(afterRetries.length).toBe(keysSent.size);
  });
});
