/**
 * The desk's live order events (issue 12, point 1): GET /api/desk/events with the desk's cookie and header, read by
 * the live stream reader the storefront uses too (src/app/eventStream.ts: reconnects after a growing
 * wait). Tells the inbox STREAM_CONNECTED each time the stream opens (the inbox fetches its list again
 * after a drop), ORDER_EVENT for each `event: order` that parses, and STREAM_LOST when it drops. A 401
 * ends the desk session; a refused token stops the stream.
 */
import { fromCallback, type EventObject } from 'xstate';
import { deskCalls, orderEvent } from '../../../domain/desk/contract.ts';
import type { StreamEvent } from '../../../machines/desk/inbox.ts';
import { browserSleep, followEventStream, type StreamEffects } from '../../app/eventStream.ts';
import { deskHeaders, notifyDeskUnauthorized } from './api.ts';
import { readDeskSession } from './storage.ts';

export interface DeskStreamEffects extends StreamEffects {
  /** Told when the server answers HTTP 401 (the desk session ends). */
  unauthorized: () => void;
}

/** The stream is asked with the desk's cookie (sent by fetch to the same origin) and the desk's header, while someone is signed in. */
const browserEffects: DeskStreamEffects = {
  fetch: (...args) => fetch(...args),
  sleep: browserSleep,
  headers: () => (readDeskSession() ? deskHeaders : null),
  unauthorized: notifyDeskUnauthorized,
};

/** An `order` message's event, or null for another message or one that does not parse. */
function orderEventOf(message: { event?: string | undefined; data: string }) {
  if (message.event !== 'order') return null;
  try {
    const parsed = orderEvent.safeParse(JSON.parse(message.data));
    return parsed.success ? parsed.data : null;
  } catch {
    // A message that is not JSON is skipped; the next reconnection refetches the list anyway.
    return null;
  }
}

/** Follows the desk's stream until `signal` aborts or the server refuses the token, telling `send` what happens. */
export function followDeskOrders(send: (event: StreamEvent) => void, signal: AbortSignal, effects: DeskStreamEffects = browserEffects): Promise<void> {
  return followEventStream(
    `/api/${deskCalls.events.path}`,
    {
      onOpen: () => send({ type: 'STREAM_CONNECTED' }),
      onMessage: (message) => {
        const event = orderEventOf(message);
        if (event) send({ type: 'ORDER_EVENT', event });
      },
      onDrop: () => send({ type: 'STREAM_LOST' }),
      onRefused: (status) => status === 401 && effects.unauthorized(),
    },
    signal,
    effects,
  );
}

export const watchOrders = fromCallback<EventObject, void>(({ sendBack }) => {
  const stop = new AbortController();
  void followDeskOrders((event) => sendBack(event), stop.signal);
  return () => stop.abort();
});
