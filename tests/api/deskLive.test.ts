/** Live order events (issue 12): the desk's stream and a customer's own, through the database's LISTEN/NOTIFY. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CUSTOMER_EVENTS_PATH, deskCalls, orderEvent, type OrderEvent } from '../../domain/desk/contract.ts';
import { newCustomer, startTestServer, type TestServer } from './harness.ts';
import { desk, deskPerson, deskSuccess, placeOrder, type DeskPerson } from './deskHelpers.ts';

let server: TestServer;
let staff: DeskPerson;

beforeAll(async () => {
  server = await startTestServer();
  staff = await deskPerson(server, 'staff');
});
afterAll(() => server?.close());

interface Stream {
  status: number;
  /** Resolves with the events read up to and including the first that `until` accepts. */
  eventsUntil(until: (event: OrderEvent) => boolean): Promise<OrderEvent[]>;
  close(): void;
}

/** Opens a stream as the browser will (fetch with the Bearer header) and waits until it is listening. */
async function openStream(path: string, token: string): Promise<Stream> {
  const aborter = new AbortController();
  const response = await fetch(`${server.url}/api/${path}`, { headers: { authorization: `Bearer ${token}` }, signal: aborter.signal });
  const reader = response.body!.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = '';
  const read = async () => {
    const { value, done } = await reader.read();
    if (done) throw new Error('the stream ended');
    buffer += value;
  };
  while (!buffer.includes(': listening\n\n')) await read();
  return {
    status: response.status,
    async eventsUntil(until) {
      const seen: OrderEvent[] = [];
      for (;;) {
        const end = buffer.indexOf('\n\n');
        if (end < 0) {
          await read();
          continue;
        }
        const message = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const data = /^data: (.*)$/m.exec(message);
        if (!message.startsWith('event: order') || !data) continue;
        const event = orderEvent.parse(JSON.parse(data[1]!));
        seen.push(event);
        if (until(event)) return seen;
      }
    },
    close: () => aborter.abort(),
  };
}

describe('the desk stream', () => {
  it('hears an order placed and its accept', async () => {
    const stream = await openStream(deskCalls.events.path, staff.token);
    try {
      expect(stream.status).toBe(200);
      const customer = await newCustomer(server);
      const orderId = await placeOrder(server, customer);
      const placed = await stream.eventsUntil((event) => event.orderId === orderId);
      expect(placed.at(-1)).toMatchObject({ kind: 'created', orderId, status: 'pending' });
      deskSuccess('accept', await desk(server, 'accept', { orderId }, staff.token));
      const accepted = await stream.eventsUntil((event) => event.orderId === orderId);
      expect(accepted.at(-1)).toMatchObject({ kind: 'status', orderId, status: 'confirm', cancelReason: null });
    } finally {
      stream.close();
    }
  });
});

describe("a customer's stream", () => {
  it("carries the customer's own orders only", async () => {
    const asha = await newCustomer(server, 'Asha Patel');
    const bina = await newCustomer(server, 'Bina Shah');
    const stream = await openStream(CUSTOMER_EVENTS_PATH, asha.token);
    try {
      const binasOrder = await placeOrder(server, bina);
      deskSuccess('cancel', await desk(server, 'cancel', { orderId: binasOrder, reason: 'Out of stock' }, staff.token));
      const ashasOrder = await placeOrder(server, asha);
      deskSuccess('cancel', await desk(server, 'cancel', { orderId: ashasOrder, reason: 'Shop closed early' }, staff.token));
      // Events arrive in commit order: Bina's, had they been sent here, would come before Asha's cancel.
      const seen = await stream.eventsUntil((event) => event.orderId === ashasOrder && event.status === 'cancelled');
      expect(seen.map((event) => event.orderId)).toEqual([ashasOrder, ashasOrder]);
      expect(seen.at(-1)!.cancelReason).toBe('Shop closed early');
    } finally {
      stream.close();
    }
  });

  it('refuses a request without a token and a desk token', async () => {
    expect((await fetch(`${server.url}/api/${CUSTOMER_EVENTS_PATH}`)).status).toBe(401);
    expect((await fetch(`${server.url}/api/${CUSTOMER_EVENTS_PATH}`, { headers: { authorization: `Bearer ${staff.token}` } })).status).toBe(401);
  });
});
