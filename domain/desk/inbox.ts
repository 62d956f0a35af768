/**
 * The order inbox's rules (issue 12, point 1): which orders keep the alarm ringing (pending ones, until
 * someone accepts or cancels them), the tab title's count, and how long the live stream waits before it
 * reconnects.
 */
import type { OrderStatus } from '../orders.ts';

/** The alarm sounds again this often while an order waits. */
export const ALARM_REPEAT_MS = 20_000;

/** The live stream's waits before reconnecting: 1 s, 2 s, 4 s ... at most 30 s. */
export const RECONNECT_FIRST_MS = 1_000;
export const RECONNECT_MAX_MS = 30_000;

export function reconnectDelay(attempt: number): number {
  return Math.min(RECONNECT_MAX_MS, RECONNECT_FIRST_MS * 2 ** Math.max(0, attempt));
}

/**
 * The orders the alarm rings for, after learning these orders' statuses: a pending one is added, any
 * other is dropped; orders not in `seen` keep their place (a filter may hide a waiting order).
 */
export function waitingOrders(waiting: readonly number[], seen: readonly { orderId: number; status: OrderStatus }[]): number[] {
  const next = new Set(waiting);
  for (const { orderId, status } of seen) {
    if (status === 'pending') next.add(orderId);
    else next.delete(orderId);
  }
  return [...next].sort((a, b) => a - b);
}

/** The tab title while orders wait: "(2) New orders | Orders | Rajkot Scoops desk". */
export function titleWithWaiting(count: number, title: string): string {
  return count > 0 ? `(${count}) New orders | ${title}` : title;
}
