/**
 * One LISTEN on a database channel for the whole process (server/db/client.ts: PostgreSQL's LISTEN on a
 * dedicated connection, PGlite's in-process listen), opened with the first subscriber and kept until
 * close(): each payload is read once and handed to every subscriber of this process.
 */
import type { Listen } from './db/client.ts';

export interface ChannelSubscribers<T> {
  /** Starts receiving; resolves once this process is listening. */
  subscribe(subscriber: (message: T) => void): Promise<() => void>;
  close(): Promise<void>;
}

/** The subscribers of `channel`; `read` turns a payload into a message (null: not one, skipped). */
export function channelSubscribers<T>(listen: Listen, channel: string, read: (payload: string) => T | null): ChannelSubscribers<T> {
  const subscribers = new Set<(message: T) => void>();
  let listening: Promise<() => Promise<void>> | null = null;
  const deliver = (payload: string) => {
    const message = read(payload);
    if (message === null) return;
    for (const subscriber of subscribers) subscriber(message);
  };
  return {
    async subscribe(subscriber) {
      subscribers.add(subscriber);
      listening ??= listen(channel, deliver);
      await listening;
      return () => subscribers.delete(subscriber);
    },
    async close() {
      subscribers.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
