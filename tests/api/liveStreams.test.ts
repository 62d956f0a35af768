/**
 * The live order streams end with their session and cannot pile up (issue 26, points 1 and 2): a
 * stream ends when its session is revoked (logout, password change or reset, account deletion, desk
 * sign-out, staff removal) or expires; streams are capped per session, per client address and per
 * process (HTTP 429 in the contract's shape), end after their maximum life, and a client that does not
 * read is cut off instead of buffered for. multiProcess.test.ts ends a stream from another process.
 */
import { connect, type Socket } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_EVENTS_PATH, deskCalls } from '../../domain/desk/contract.ts';
import { STREAM_END_EVENT } from '../../domain/endpoints.ts';
import { liveStreamSeats, sessions } from '../../server/db/schema.ts';
import { STALE_SEAT_SECONDS } from '../../server/services/streamSeats.ts';
import { ORDER_CHANNEL } from '../../server/orderEvents.ts';
import { TOO_MANY_STREAMS } from '../../server/routes/live.ts';
import { call, expectSuccess, newCustomer, startTestServer, type Customer, type TestServer } from './harness.ts';
import { desk, deskPerson, deskSuccess, placeOrder } from './deskHelpers.ts';

const DESK_EVENTS = deskCalls.events.path;

interface Stream {
  status: number;
  body: string;
  /** Resolves when the server ends the stream. */
  ended: Promise<void>;
  /** Resolves once the stream has carried text containing `text`. */
  carried(text: string): Promise<void>;
  close(): void;
}

/** Opens a stream as the browser does (fetch with the Bearer header); a 200 is read until it is listening. */
async function openStream(server: TestServer, path: string, token: string, address?: string): Promise<Stream> {
  const aborter = new AbortController();
  const headers: Record<string, string> = { authorization: `Bearer ${token}`, ...(address ? { 'x-forwarded-for': address } : {}) };
  const response = await fetch(`${server.url}/api/${path}`, { headers, signal: aborter.signal });
  if (response.status !== 200) return { status: response.status, body: await response.text(), ended: Promise.resolve(), carried: async () => undefined, close: () => undefined };
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let text = '';
  const waiting = new Set<() => void>();
  const ended = (async () => {
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true as const }));
      if (done) return;
      text += value;
      for (const check of [...waiting]) check();
    }
  })();
  const carried = (wanted: string) =>
    new Promise<void>((resolve, reject) => {
      const check = () => {
        if (!text.includes(wanted)) return;
        waiting.delete(check);
        resolve();
      };
      waiting.add(check);
      check();
      void ended.then(() => text.includes(wanted) || reject(new Error(`the stream ended without ${wanted}`)));
    });
  await carried(': listening\n\n');
  return { status: 200, body: '', ended, carried, close: () => aborter.abort() };
}

describe('a stream ends with its session', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(() => server?.close());

  const customerStream = (customer: Customer) => openStream(server, CUSTOMER_EVENTS_PATH, customer.token);

  it('on logout, and only the stream of that session', async () => {
    const customer = await newCustomer(server);
    const bystander = await newCustomer(server);
    const stream = await customerStream(customer);
    const bystanders = await customerStream(bystander);
    expectSuccess('logout', await call(server, 'logout', {}, { token: customer.token }));
    await stream.ended;
    // Events come in commit order: the bystander's stream, still open, carries an order placed after the logout.
    const orderId = await placeOrder(server, bystander);
    await bystanders.carried(`"orderId":${orderId}`);
    bystanders.close();
  });

  it('on a password change made in another session', async () => {
    const customer = await newCustomer(server);
    const stream = await customerStream(customer);
    const other = expectSuccess('login', await call(server, 'login', { userId: customer.email, password: customer.password })).token;
    expectSuccess('changePassword', await call(server, 'changePassword', { oldPassword: customer.password, newPassword: 'a-new-password-9' }, { token: other }));
    await stream.ended;
  });

  it('on a password reset with the code the desk issued', async () => {
    const customer = await newCustomer(server);
    const staff = await deskPerson(server, 'staff');
    const code = deskSuccess('resetCode', await desk(server, 'resetCode', { phone: customer.phone }, staff.token)).Data.code;
    const stream = await customerStream(customer);
    expectSuccess('resetPassword', await call(server, 'resetPassword', { phone: customer.phone, code, password: 'new-rose-kulfi' }));
    await stream.ended;
  });

  it('on account deletion', async () => {
    const customer = await newCustomer(server);
    const stream = await customerStream(customer);
    expectSuccess('deleteAccount', await call(server, 'deleteAccount', {}, { token: customer.token }));
    await stream.ended;
  });

  it('when the session expires', async () => {
    const customer = await newCustomer(server);
    await server.database.db.update(sessions).set({ expiresAt: new Date(Date.now() + 1500) }).where(eq(sessions.userId, customer.userId));
    const stream = await customerStream(customer);
    await stream.ended;
    expect((await customerStream(customer)).status).toBe(401);
  });

  it('on desk sign-out', async () => {
    const staff = await deskPerson(server, 'staff');
    const stream = await openStream(server, DESK_EVENTS, staff.token);
    deskSuccess('signOut', await desk(server, 'signOut', {}, staff.token));
    await stream.ended;
  });

  it("when the owner removes that staff member (the owner's own stream stays)", async () => {
    const owner = await deskPerson(server, 'owner');
    const staff = await deskPerson(server, 'staff');
    const staffStream = await openStream(server, DESK_EVENTS, staff.token);
    const ownerStream = await openStream(server, DESK_EVENTS, owner.token);
    deskSuccess('staffRemove', await desk(server, 'staffRemove', { deskUserId: staff.deskUserId }, owner.token));
    await staffStream.ended;
    const orderId = await placeOrder(server, await newCustomer(server));
    await ownerStream.carried(`"orderId":${orderId}`);
    ownerStream.close();
  });

  it('a client that does not read is cut off once its write buffer is full, not buffered for', async () => {
    const staff = await deskPerson(server, 'staff');
    const accepted: Socket[] = [];
    server.app.server.on('connection', (socket: Socket) => accepted.push(socket));
    const { port } = server.app.server.address() as { port: number };
    const client = connect(port, '127.0.0.1');
    client.write(`GET /api/${DESK_EVENTS} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${staff.token}\r\n\r\n`);
    let head = '';
    await new Promise<void>((resolve) => {
      const onData = (chunk: Buffer) => {
        head += chunk.toString();
        if (!head.includes(': listening')) return;
        client.off('data', onData);
        client.pause();
        resolve();
      };
      client.on('data', onData);
    });
    const serverSide = accepted.at(-1)!;
    const closed = new Promise((resolve) => serverSide.once('close', resolve));
    // Each event carries a 4 KB cancel reason: 40 MB in all, far more than the sockets' buffers hold.
    for (let batch = 0; batch < 20 && !serverSide.destroyed; batch += 1) {
      await server.database.db.execute(sql`
        select pg_notify(${ORDER_CHANNEL}, json_build_object('kind', 'status', 'orderId', g, 'userId', null, 'status', 'cancelled',
          'cancelReason', repeat('x', 4000), 'at', '2026-11-27T12:00:00+05:30')::text)
        from generate_series(${batch * 500 + 1}::int, ${batch * 500 + 500}::int) as g`);
    }
    await closed;
    client.destroy();
  });
});

describe('streams are limited', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ trustProxy: 1, streamLimits: { perSession: 2, perAddress: 3, perProcess: 4, maxLifeMinutes: 30 } });
  });
  afterAll(() => server?.close());

  const stream = (customer: Customer, address: string) => openStream(server, CUSTOMER_EVENTS_PATH, customer.token, address);
  const expectTooMany = (refused: Stream) => {
    expect(refused.status).toBe(429);
    expect(JSON.parse(refused.body)).toEqual({ code: '429', msg: TOO_MANY_STREAMS });
  };

  it('per session, per client address and per process; a closed stream makes room', async () => {
    const [asha, bina, chetan, dev] = await Promise.all(['Asha', 'Bina', 'Chetan', 'Dev'].map((name) => newCustomer(server, name)));
    const open = [await stream(asha!, '10.0.0.1'), await stream(asha!, '10.0.0.2')];
    expectTooMany(await stream(asha!, '10.0.0.3'));
    open.push(await stream(bina!, '10.0.0.1'), await stream(chetan!, '10.0.0.1'));
    expect(open.map((each) => each.status)).toEqual([200, 200, 200, 200]);
    expectTooMany(await stream(dev!, '10.0.0.1'));
    // Four are open: the process's limit refuses a fifth from anywhere.
    expectTooMany(await stream(dev!, '10.0.0.9'));
    open.shift()!.close();
    let reopened: Stream | null = null;
    for (let tries = 0; tries < 100 && reopened?.status !== 200; tries += 1) {
      reopened = await stream(dev!, '10.0.0.9');
      if (reopened.status !== 200) await sleep(50);
    }
    expect(reopened!.status).toBe(200);
    for (const each of [...open, reopened!]) each.close();
  });

  it("a seat left by a process that died (not refreshed for STALE_SEAT_SECONDS) no longer counts; a fresh one does", async () => {
    const customer = await newCustomer(server, 'Esha');
    const session = `customer:${(await server.database.db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, customer.userId)))[0]!.id}`;
    const stale = sql`now() - make_interval(secs => ${STALE_SEAT_SECONDS + 5})`;
    await server.database.db.insert(liveStreamSeats).values([{ session, address: '10.0.1.1', seenAt: stale }, { session, address: '10.0.1.1', seenAt: stale }]);
    const first = await stream(customer, '10.0.1.2');
    expect(first.status).toBe(200);
    await server.database.db.insert(liveStreamSeats).values({ session, address: '10.0.1.1' });
    expectTooMany(await stream(customer, '10.0.1.3'));
    first.close();
  });

  it('a stream ends by itself after its maximum life, saying so first (the reader opens a new one quietly)', async () => {
    const shortLived = await startTestServer({ streamLimits: { perSession: 2, perAddress: 3, perProcess: 4, maxLifeMinutes: 0.02 } });
    try {
      const customer = await newCustomer(shortLived);
      const opened = await openStream(shortLived, CUSTOMER_EVENTS_PATH, customer.token);
      await opened.carried(`event: ${STREAM_END_EVENT}\n`);
      await opened.ended;
    } finally {
      await shortLived.close();
    }
    // It starts an embedded database of its own, which takes several seconds on a loaded machine.
  }, 60_000);
});
