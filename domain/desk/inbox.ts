/**
 * The order inbox's rules (issue 12, point 1): which orders keep the alarm ringing (pending ones, until
 * someone accepts or cancels them) and the tab title's count. (The live stream's reconnection waits
 * are the stream reader's, src/app/eventStream.ts.)
 */
import type { OrderStatus } from '../orders.ts';

/** The alarm sounds again this often while an order waits. */
export const ALARM_REPEAT_MS = 20_000;

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

/** The phone to call about an order: the one it was placed with, else the customer's own ('' when neither is known). */
export const contactPhone = (order: { phone: string; customerPhone: string }): string => order.phone || order.customerPhone;

/** The order of the Orders list's groups (issue 27, point 4): new ones first, then Shipped, Delivered, Cancelled. */
export const INBOX_GROUP_ORDER = ['pending', 'confirm', 'completed', 'cancelled'] as const satisfies readonly OrderStatus[];

export interface OrderGroup<T> {
  status: OrderStatus;
  orders: T[];
}

/**
 * The Orders list grouped by status in INBOX_GROUP_ORDER, newest first within a group (by the time it was
 * placed; the higher order id first when two were placed at the same instant). Empty groups are left out.
 */
export function groupOrdersByStatus<T extends { orderId: number; status: OrderStatus; createdAt: string }>(orders: readonly T[]): OrderGroup<T>[] {
  const newestFirst = (a: T, b: T) => Date.parse(b.createdAt) - Date.parse(a.createdAt) || b.orderId - a.orderId;
  return INBOX_GROUP_ORDER.map((status) => ({ status, orders: orders.filter((order) => order.status === status).sort(newestFirst) })).filter(
    (group) => group.orders.length > 0,
  );
}
