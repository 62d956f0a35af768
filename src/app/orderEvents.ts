/**
 * The customer's live order stream (issue 12): GET /api/orderEvents with the stored token, read by the
 * live stream reader (src/app/eventStream.ts: reconnects after a growing wait, stops on logout or a
 * refused token). Each `order` event is one of the customer's own orders placed or changed by the shop;
 * the order history is told to fetch the list again (ORDER_CHANGED), so the list it shows is always the
 * server's. A stream opened again after a drop counts as a change, since events sent while it was closed
 * are lost. A refused token (HTTP 401/403) stops the stream: the next call ends the session as usual.
 */
import { fromCallback } from 'xstate';
import { CUSTOMER_EVENTS_PATH } from '../../domain/endpoints.ts';
import type { OrdersEvent } from '../../machines/orders.ts';
import { bearerHeaders, browserSleep, followEventStream, type StreamEffects } from './eventStream.ts';
import { readToken } from './storage.ts';

const browserEffects: StreamEffects = { fetch: (...args) => fetch(...args), sleep: browserSleep, headers: () => bearerHeaders(readToken()) };

/** Follows the customer's stream until `signal` aborts or the server refuses the token; calls `onOrderChanged` per order event. */
export function followOrderEvents(onOrderChanged: () => void, signal: AbortSignal, effects: StreamEffects = browserEffects): Promise<void> {
  return followEventStream(
    `/api/${CUSTOMER_EVENTS_PATH}`,
    {
      onOpen: (reopened) => reopened && onOrderChanged(),
      onMessage: (message) => message.event === 'order' && onOrderChanged(),
    },
    signal,
    effects,
  );
}

/** The orders machine's `watchOrderEvents`: runs while a customer is logged in. */
export const watchOrderEvents = fromCallback<OrdersEvent>(({ sendBack }) => {
  const stop = new AbortController();
  void followOrderEvents(() => sendBack({ type: 'ORDER_CHANGED' }), stop.signal);
  return () => stop.abort();
});
