/**
 * Sessions that end before their time, heard by every server process (issue 26, point 1): the
 * database announces each revoked or removed session on SESSION_CHANNEL when the change commits (the
 * triggers of migration 0008_session_revocations, so every way a session ends is announced), and
 * each process LISTENs once and ends the live streams of that session.
 */
import { channelSubscribers } from './channelSubscribers.ts';
import type { Listen } from './db/client.ts';

export const SESSION_CHANNEL = 'shop_session_revocations';

/** A customer's session (`sessions`) or a desk session (`desk_sessions`). */
export type SessionKind = 'customer' | 'desk';

export interface SessionRevocations {
  /** Calls `onEnd` when the session is revoked or removed; resolves once this process is listening. Answers the function that stops watching. */
  watch(kind: SessionKind, sessionId: number, onEnd: () => void): Promise<() => void>;
  close(): Promise<void>;
}

export function sessionRevocations(listen: Listen): SessionRevocations {
  const channel = channelSubscribers(listen, SESSION_CHANNEL, (payload) => payload);
  /** The watchers of each session, by the channel's payload for it ("customer:12"). */
  const watchers = new Map<string, Set<() => void>>();
  let subscribed: Promise<unknown> | null = null;
  return {
    async watch(kind, sessionId, onEnd) {
      const key = `${kind}:${sessionId}`;
      const ofSession = watchers.get(key) ?? new Set();
      watchers.set(key, ofSession.add(onEnd));
      const stop = () => {
        ofSession.delete(onEnd);
        if (ofSession.size === 0 && watchers.get(key) === ofSession) watchers.delete(key);
      };
      try {
        subscribed ??= channel.subscribe((ended) => {
          for (const end of [...(watchers.get(ended) ?? [])]) end();
        });
        await subscribed;
      } catch (error) {
        subscribed = null;
        stop();
        throw error;
      }
      return stop;
    },
    async close() {
      watchers.clear();
      subscribed = null;
      await channel.close();
    },
  };
}
