/**
 * The desk's live order events (issue 12, point 1): GET /api/desk/events with the desk's Bearer token
 * (EventSource cannot send one, so fetch streaming), read with eventsource-parser. Tells the inbox
 * STREAM_CONNECTED when the answer starts, ORDER_EVENT for each `event: order`, STREAM_LOST when it
 * ends or fails, then reconnects after a growing wait (domain/desk/inbox.ts reconnectDelay). A 401
 * ends the desk session instead.
 */
import { createParser } from 'eventsource-parser';
import { fromCallback, type EventObject } from 'xstate';
import { deskCalls, orderEvent } from '../../../domain/desk/contract.ts';
import { reconnectDelay } from '../../../domain/desk/inbox.ts';
import type { StreamEvent } from '../../../machines/desk/inbox.ts';
import { deskHeaders, notifyDeskUnauthorized } from './api.ts';

export const watchOrders = fromCallback<EventObject, void>(({ sendBack }) => {
  const send = (event: StreamEvent) => sendBack(event);
  const stop = new AbortController();
  let attempt = 0;

  const wait = (ms: number) =>
    new Promise<void>((resolve) => {
      const timer = setTimeout(resolve, ms);
      stop.signal.addEventListener('abort', () => {
        clearTimeout(timer);
        resolve();
      });
    });

  async function readOnce(): Promise<'again' | 'stop'> {
    const response = await fetch(`/api/${deskCalls.events.path}`, { headers: deskHeaders(), signal: stop.signal });
    if (response.status === 401) {
      notifyDeskUnauthorized();
      return 'stop';
    }
    if (!response.ok || !response.body) return 'again';
    attempt = 0;
    send({ type: 'STREAM_CONNECTED' });
    const parser = createParser({
      onEvent: (message) => {
        if (message.event !== 'order') return;
        try {
          const parsed = orderEvent.safeParse(JSON.parse(message.data));
          if (parsed.success) send({ type: 'ORDER_EVENT', event: parsed.data });
        } catch {
          // A message that is not JSON is skipped; the next reconnection refetches the list anyway.
        }
      },
    });
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return 'again';
      parser.feed(value);
    }
  }

  void (async () => {
    while (!stop.signal.aborted) {
      const outcome = await readOnce().catch(() => 'again' as const);
      if (stop.signal.aborted || outcome === 'stop') return;
      send({ type: 'STREAM_LOST' });
      await wait(reconnectDelay(attempt));
      attempt += 1;
    }
  })();
  return () => stop.abort();
});
