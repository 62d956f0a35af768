/**
 * The live stream reader (src/app/eventStream.ts) through its two users, the customer's order stream
 * (src/app/orderEvents.ts) and the desk's (src/desk/app/orderStream.ts): what each asks the server, which
 * messages count, how the reader reconnects (the waits it asks for, not wall-clock time) and when it stops.
 */
import { describe, expect, it } from 'vitest';
import type { StreamEvent } from '../../machines/desk/inbox.ts';
import { DESK_REQUEST_HEADER } from '../../domain/desk/deskCall.ts';
import { reconnectDelayMs, RECONNECT_DELAYS_MS, type StreamEffects } from '../../src/app/eventStream.ts';
import { followOrderEvents } from '../../src/app/orderEvents.ts';
import { deskHeaders } from '../../src/desk/app/api.ts';
import { followDeskOrders } from '../../src/desk/app/orderStream.ts';

/** A streamed answer whose body is these chunks, then the end of the stream. */
const streamed = (chunks: string[], status = 200) =>
  new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(new TextEncoder().encode(chunk));
        controller.close();
      },
    }),
    { status, headers: { 'content-type': 'text/event-stream' } },
  );

const orderEvent = (orderId: number, status: string) =>
  `event: order\ndata: ${JSON.stringify({ kind: 'status', orderId, status, cancelReason: null, at: '2026-11-23T10:00:00+05:30' })}\n\n`;

/** Answers each request with the next response (a function may abort the test's controller first). */
function fakeServer(answers: (() => Response | Promise<Response>)[], stop: AbortController, who: Record<string, string> | null = { authorization: 'Bearer tok-7' }) {
  const requests: { url: string; authorization: string | null; desk: string | null }[] = [];
  const waits: number[] = [];
  const effects: StreamEffects = {
    fetch: async (input, init) => {
      const headers = new Headers(init?.headers);
      requests.push({ url: String(input), authorization: headers.get('authorization'), desk: headers.get(DESK_REQUEST_HEADER) });
      const answer = answers.shift();
      if (!answer) {
        stop.abort();
        throw new DOMException('aborted', 'AbortError');
      }
      return answer();
    },
    sleep: async (ms) => {
      waits.push(ms);
    },
    headers: () => who,
  };
  return { effects, requests, waits };
}

describe('the customer’s live order stream', () => {
  it('asks for /api/orderEvents with the Bearer token and counts each order event, not comments or other events', async () => {
    const stop = new AbortController();
    const changes: number[] = [];
    const server = fakeServer(
      [() => streamed([': listening\n\n', orderEvent(42, 'confirm'), ': ping\n\nevent: other\ndata: {}\n\n', orderEvent(42, 'comp'), 'leted"}\n\n'])],
      stop,
    );
    await followOrderEvents(() => changes.push(1), stop.signal, server.effects);
    expect(server.requests[0]).toEqual({ url: '/api/orderEvents', authorization: 'Bearer tok-7', desk: null });
    // The second event is split across chunks and still counted once.
    expect(changes).toHaveLength(2);
  });

  it('reconnects after a drop with growing waits, back to the first once a stream opens, and counts a reopened stream as a change', async () => {
    const stop = new AbortController();
    let changes = 0;
    const failed = () => Promise.reject(new TypeError('Failed to fetch'));
    const server = fakeServer([failed, () => new Response('down', { status: 503 }), () => streamed([': listening\n\n']), failed], stop);
    await followOrderEvents(() => (changes += 1), stop.signal, server.effects);
    expect(server.waits).toEqual([RECONNECT_DELAYS_MS[0], RECONNECT_DELAYS_MS[1], RECONNECT_DELAYS_MS[0], RECONNECT_DELAYS_MS[1]]);
    expect(server.requests).toHaveLength(5);
    // The stream opened after two failures: events sent meanwhile are lost, so the list is fetched again.
    expect(changes).toBe(1);
  });

  it("opens a stream again at once after the server's planned end (its `end` message), and counts the reopened stream as a change", async () => {
    const stop = new AbortController();
    let changes = 0;
    const server = fakeServer([() => streamed([': listening\n\n', 'event: end\ndata: reopen\n\n']), () => streamed([': listening\n\n'])], stop);
    await followOrderEvents(() => (changes += 1), stop.signal, server.effects);
    expect(server.requests).toHaveLength(3);
    // Only the second stream's close (no `end` message) is a drop with a wait.
    expect(server.waits).toEqual([RECONNECT_DELAYS_MS[0]]);
    expect(changes).toBe(1);
  });

  it.each([401, 403])('stops when the server refuses the token (HTTP %d)', async (status) => {
    const stop = new AbortController();
    const server = fakeServer([() => new Response('', { status }), () => streamed([orderEvent(1, 'confirm')])], stop);
    await followOrderEvents(() => undefined, stop.signal, server.effects);
    expect(server.requests).toHaveLength(1);
    expect(server.waits).toEqual([]);
  });

  it('asks nothing without a stored token, and nothing once stopped', async () => {
    const stop = new AbortController();
    const noToken = fakeServer([() => streamed([])], stop, null);
    await followOrderEvents(() => undefined, stop.signal, noToken.effects);
    expect(noToken.requests).toEqual([]);
    const stopped = new AbortController();
    stopped.abort();
    const server = fakeServer([() => streamed([])], stopped);
    await followOrderEvents(() => undefined, stopped.signal, server.effects);
    expect(server.requests).toEqual([]);
  });

  it.each([
    [1, 1_000], [2, 2_000], [3, 5_000], [4, 10_000], [5, 30_000], [50, 30_000],
  ])('after %d failed tries the wait is %d ms', (tries, ms) => {
    expect(reconnectDelayMs(tries)).toBe(ms);
  });
});

describe('the desk’s live order stream', () => {
  const deskEffects = (server: ReturnType<typeof fakeServer>, unauthorized: () => void = () => undefined) => ({ ...server.effects, unauthorized });

  it('asks for /api/desk/events with the desk header (its cookie goes by itself) and tells the inbox each order event that parses, skipping the others', async () => {
    const stop = new AbortController();
    const told: StreamEvent[] = [];
    const server = fakeServer([() => streamed([': listening\n\n', orderEvent(42, 'confirm'), 'event: order\ndata: not json\n\n', 'event: order\ndata: {"kind":"odd"}\n\n'])], stop, deskHeaders);
    await followDeskOrders((event) => told.push(event), stop.signal, deskEffects(server));
    expect(server.requests[0]).toEqual({ url: '/api/desk/events', authorization: null, desk: '1' });
    expect(told.map((event) => event.type)).toEqual(['STREAM_CONNECTED', 'ORDER_EVENT', 'STREAM_LOST']);
    expect(told[1]).toMatchObject({ type: 'ORDER_EVENT', event: { orderId: 42, status: 'confirm' } });
  });

  it('tells the inbox when the stream drops and when it opens again, after the same growing waits', async () => {
    const stop = new AbortController();
    const told: string[] = [];
    const failed = () => Promise.reject(new TypeError('Failed to fetch'));
    const server = fakeServer([failed, () => new Response('down', { status: 502 }), () => streamed([])], stop, deskHeaders);
    await followDeskOrders((event) => told.push(event.type), stop.signal, deskEffects(server));
    expect(told).toEqual(['STREAM_LOST', 'STREAM_LOST', 'STREAM_CONNECTED', 'STREAM_LOST']);
    expect(server.waits).toEqual([RECONNECT_DELAYS_MS[0], RECONNECT_DELAYS_MS[1], RECONNECT_DELAYS_MS[0]]);
  });

  it("opens the stream again at once after the server's planned end, telling the inbox no drop", async () => {
    const stop = new AbortController();
    const told: string[] = [];
    const server = fakeServer([() => streamed([': listening\n\n', 'event: end\ndata: reopen\n\n']), () => streamed([])], stop, deskHeaders);
    await followDeskOrders((event) => told.push(event.type), stop.signal, deskEffects(server));
    expect(told).toEqual(['STREAM_CONNECTED', 'STREAM_CONNECTED', 'STREAM_LOST']);
    expect(server.waits).toEqual([RECONNECT_DELAYS_MS[0]]);
  });

  it.each([
    [401, 1],
    [403, 0],
  ])('stops on HTTP %d, ending the desk session only on 401 (%d times)', async (status, endings) => {
    const stop = new AbortController();
    let ended = 0;
    const told: string[] = [];
    const server = fakeServer([() => new Response('', { status }), () => streamed([orderEvent(1, 'confirm')])], stop, deskHeaders);
    await followDeskOrders((event) => told.push(event.type), stop.signal, deskEffects(server, () => (ended += 1)));
    expect(server.requests).toHaveLength(1);
    expect(told).toEqual([]);
    expect(ended).toBe(endings);
  });
});
