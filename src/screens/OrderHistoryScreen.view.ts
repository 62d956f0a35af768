/** Small pure helpers for the order history screen (display only; the machine decides what is shown). */
import { ORDER_THUMBNAILS } from '../../domain/constants.ts';
import { momentText } from '../../domain/moments.ts';
import { pendingOrderPromise as promiseOfPendingOrder, type DeliverySchedule } from '../../domain/deliveryPromise.ts';
import { promiseText } from './deliveryPromise.view.ts';
import { orderHistoryTexts as englishOrderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import type { OrderItemView, OrderStatus, OrderView } from '../../domain/orders.ts';
import { nameIn, type Product } from '../../domain/products.ts';
import type { ReorderEvent } from '../../machines/reorder.ts';
import { textsIn } from '../../domain/textCatalogues.ts';
import type { Language } from '../../domain/locale.ts';

/** A zone-less server time ("2024-05-01 10:00:00") is UTC; one with a zone or offset is taken as given. */
function parseServerTime(text: string): Date | null {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  const iso = trimmed.replace(' ', 'T');
  const zoned = /(?:Z|[+-]\d{2}:?\d{2})$/i.test(iso) || !iso.includes('T') ? iso : `${iso}Z`;
  const date = new Date(zoned);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** The order's date in India time (spec section 9), or the server's text when it cannot be read. */
export function orderDateText(language: Language, date: string): string {
  const parsed = parseServerTime(date);
  return parsed ? momentText(language, parsed) : date;
}

/** The machine-readable form of the order's date for <time dateTime>, when it can be read. */
export function orderDateTime(date: string): string | undefined {
  return parseServerTime(date)?.toISOString();
}

/**
 * Issue 13: when a Pending order arrives, from the time it was placed and the time it is now (issue 23: an
 * order placed yesterday is promised from now); null for any other order or an unreadable time.
 */
export function pendingOrderPromise(language: Language, order: Pick<OrderView, 'status' | 'date'>, now: Date, schedule: DeliverySchedule): string | null {
  const placed = order.status === 'pending' ? parseServerTime(order.date) : null;
  return placed ? promiseText(language, promiseOfPendingOrder(placed, now, schedule)) : null;
}

/** The first ORDER_THUMBNAILS items' pictures and how many more items the order has ("+N"). */
export function orderThumbnails(order: Pick<OrderView, 'items'>): { shown: OrderItemView[]; more: number } {
  return { shown: order.items.slice(0, ORDER_THUMBNAILS), more: Math.max(0, order.items.length - ORDER_THUMBNAILS) };
}

/**
 * An order line's name in the shown language (issue 24): the product's Gujarati or Hindi name when today's
 * catalogue has the product and a name for it, the name stored with the order otherwise (and in English).
 */
export function orderItemName(language: Language, item: Pick<OrderItemView, 'productId' | 'name'>, products: readonly Pick<Product, 'id' | 'names'>[]): string {
  return nameIn({ name: item.name, names: products.find((product) => product.id === item.productId)?.names }, language);
}

/** Order again on this order: its id and its lines as the history shows them. */
export function reorderEvent(order: Pick<OrderView, 'id' | 'items'>): ReorderEvent {
  return {
    type: 'REORDER',
    orderId: order.id,
    lines: order.items.map(({ productId, sizeId, name, size, quantity }) => ({ productId, sizeId, name, size, quantity })),
  };
}

const STATUS_LABELS = {
  completed: 'statusCompleted',
  pending: 'statusPending',
  cancelled: 'statusCancelled',
  confirm: 'statusShipped',
} as const satisfies Record<OrderStatus, keyof typeof englishOrderHistoryTexts>;

/** The order's badge label in the shown language (issue 16); its colour is statusBadge's tone. */
export function orderStatusLabel(language: Language, status: OrderStatus): string {
  const orderHistoryTexts = textsIn(language, englishOrderHistoryTexts);
  return orderHistoryTexts[STATUS_LABELS[status]];
}
