/**
 * The one reader of the server's live event streams (issue 12), behind the storefront's order history
 * (src/app/orderEvents.ts) and the desk's inbox (src/desk/app/orderStream.ts). A stream is a GET with
 * the headers that say who asks (the customer's Bearer token; the desk's own header beside its cookie),
 * which EventSource cannot send, so fetch streaming, parsed by
 * eventsource-parser. A dropped stream (failed request, HTTP error, closed body) is opened again after a
 * wait that grows (RECONNECT_DELAYS_MS, back to the first once a stream is open); a stream opened again
 * is told as reopened, since events sent while it was closed are lost and the reader should fetch its
 * list again. It stops when the signal aborts, when nobody is signed in, or when the server refuses the
 * request (HTTP 401 or 403). A stream the server ends as planned (its `end` message, STREAM_END_EVENT,
 * before it closes) is opened again at once and told as reopened, but not as a drop: no lost state shows.
 */
import type { EventSourceMessage } from 'eventsource-parser';
import { STREAM_END_EVENT } from '../../domain/endpoints.ts';

/** Waits before each new try after a drop: 1 s, 2 s, 5 s, 10 s, then 30 s for as long as it takes. */
export const RECONNECT_DELAYS_MS = [1_000, 2_000, 5_000, 10_000, 30_000] as const;

export const reconnectDelayMs = (failedTries: number): number =>
  RECONNECT_DELAYS_MS[Math.min(Math.max(failedTries - 1, 0), RECONNECT_DELAYS_MS.length - 1)]!;

export interface StreamEffects {
  fetch: typeof fetch;
  /** Resolves after `ms` (or at once when the signal aborts). */
  sleep: (ms: number, signal: AbortSignal) => Promise<void>;
  /** The headers that say who asks; null when nobody is signed in. */
  headers: () => Record<string, string> | null;
}

/** The customer's Bearer header for a stored token; null without one. */
export const bearerHeaders = (token: string | null): Record<string, string> | null => (token ? { authorization: `Bearer ${token}` } : null);

export const browserSleep = (ms: number, signal: AbortSignal): Promise<void> =>
  new Promise((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => { clearTimeout(timer); resolve(); }, { once: true });
  });

export interface StreamListener {
  /** The stream is open; `reopened` when it opens again after a drop (events may have been missed). */
  onOpen: (reopened: boolean) => void;
  /** Each message the server sends (comments are not messages). */
  onMessage: (message: EventSourceMessage) => void;
  /** The stream dropped or could not open; a new try follows after a wait. */
  onDrop?: () => void;
  /** The server refused the token; the stream stops. */
  onRefused?: (status: 401 | 403) => void;
}

/** How one stream ended: as the server planned (open again at once), dropped (try again after a wait), or refused (stop). */
type StreamEnd = 'planned' | 'dropped' | 'refused';

async function readStream(url: string, who: Record<string, string>, listener: StreamListener, reopened: boolean, signal: AbortSignal, effects: StreamEffects): Promise<StreamEnd> {
  // The parser's code loads when a stream is first opened, not with the screens that may open one; a
  // failed load counts as a drop (tried again after the wait).
  const { createParser } = await import('eventsource-parser');
  const response = await effects.fetch(url, {
    headers: { ...who, accept: 'text/event-stream' },
    cache: 'no-store',
    signal,
  });
  if (response.status === 401 || response.status === 403) {
    listener.onRefused?.(response.status);
    return 'refused';
  }
  if (!response.ok || !response.body) return 'dropped';
  listener.onOpen(reopened);
  let planned = false;
  const parser = createParser({
    onEvent: (message) => {
      if (message.event === STREAM_END_EVENT) planned = true;
      else listener.onMessage(message);
    },
  });
  const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return planned ? 'planned' : 'dropped';
    parser.feed(value);
  }
}

/** Follows the stream at `url` until `signal` aborts, nobody is signed in or the server refuses the request. */
export async function followEventStream(url: string, listener: StreamListener, signal: AbortSignal, effects: StreamEffects): Promise<void> {
  let failedTries = 0;
  let reopening = false;
  while (!signal.aborted) {
    const who = effects.headers();
    if (!who) return;
    const opened: StreamListener = { ...listener, onOpen: (reopened) => { failedTries = 0; listener.onOpen(reopened); } };
    const end = await readStream(url, who, opened, reopening, signal, effects).catch((): StreamEnd => 'dropped');
    if (end === 'refused' || signal.aborted) return;
    reopening = true;
    if (end === 'planned') continue;
    failedTries += 1;
    listener.onDrop?.();
    await effects.sleep(reconnectDelayMs(failedTries), signal);
  }
}
