/**
 * The customer's live order stream (issue 12): GET /api/orderEvents with the stored token as a Bearer
 * header, read with fetch streaming (EventSource cannot send that header) and parsed by
 * eventsource-parser. Each `order` event is one of the customer's own orders placed or changed by the
 * shop; the order history is told to fetch the list again (ORDER_CHANGED), so the list it shows is
 * always the server's. A dropped stream is opened again after a wait that grows (RECONNECT_DELAYS_MS,
 * back to the first once a stream is open), and a stream opened again counts as a change, since events
 * sent while it was closed are lost. The stream stops when the orders machine stops the actor (the
 * customer logged out), when no token is stored, or when the server refuses the token (HTTP 401/403:
 * the next call ends the session as usual).
 */
import { createParser } from 'eventsource-parser';
import { fromCallback } from 'xstate';
import { CUSTOMER_EVENTS_PATH } from '../../domain/desk/contract.ts';
import type { OrdersEvent } from '../../machines/orders.ts';
import { readToken } from './storage.ts';

/** Waits before each new try after a drop: 1 s, 2 s, 5 s, 10 s, then 30 s for as long as it takes. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export const reconnectDelayMs = (failedTries: number): number =>
  RECONNECT_DELAYS_MS[Math.min(Math.max(failedTries - 1, 0), RECONNECT_DELAYS_MS.length - 1)]!;

export interface OrderStreamEffects {
  fetch: typeof fetch;
  /** Resolves after `ms` (or at once when the signal aborts). */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  token: () => string | null;
}

const browserEffects: OrderStreamEffects = {
  fetch: (...args) => fetch(...args),
  sleep: (ms, signal) =>
    new Promise((resolve) => {
      const timer = setTimeout(resolve, ms);
      signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
    }),
  token: readToken,
};

/** How one stream ended: dropped (try again), or refused (stop). */
type StreamEnd = 'dropped' | 'refused';

async function readStream(effects: OrderStreamEffects, token: string, onOrderChanged: () => void, signal: AbortSignal, onOpen: () => void): Promise<StreamEnd> {
  const response = await effects.fetch(`/api/${CUSTOMER_EVENTS_PATH}`, {
    headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' },
    cache: 'no-store',
    signal,
  });
  if (response.status === 401 || response.status === 403) return 'refused';
  if (!response.ok || !response.body) return 'dropped';
  onOpen();
  const parser = createParser({ onEvent: (message) => message.event === 'order' && onOrderChanged() });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return 'dropped';
    parser.feed(value);
  }
}

/** Follows the stream until `signal` aborts or the server refuses the token; calls `onOrderChanged` per order event. */
export async function followOrderEvents(onOrderChanged: () => void, signal: AbortSignal, effects: OrderStreamEffects = browserEffects): Promise<void> {
  let failedTries = 0;
  while (!signal.aborted) {
    const token = effects.token();
    if (!token) return;
    const opened = () => {
      if (failedTries > 0) onOrderChanged();
      failedTries = 0;
    };
    const end = await readStream(effects, token, onOrderChanged, signal, opened).catch((): StreamEnd => 'dropped');
    if (end === 'refused' || signal.aborted) return;
    failedTries += 1;
    await effects.sleep(reconnectDelayMs(failedTries), signal);
  }
}

/** The orders machine's `watchOrderEvents`: runs while a customer is logged in. */
export const watchOrderEvents = fromCallback<OrdersEvent>(({ sendBack }) => {
  const stop = new AbortController();
  void followOrderEvents(() => sendBack({ type: 'ORDER_CHANGED' }), stop.signal);
  return () => stop.abort();
});
