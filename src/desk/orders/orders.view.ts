/** What the inbox and the ticket show of a desk order: India time, status label, rupees. */
import type { DeskOrderRecord } from '../../../domain/desk/contract.ts';
import { inboxMessages } from '../../../domain/desk/messages.ts';
import { formatRupees } from '../../../domain/money.ts';
import { statusBadge } from '../../../domain/orders.ts';

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

export function orderTime(order: DeskOrderRecord): string {
  const date = new Date(order.createdAt);
  return Number.isNaN(date.getTime()) ? order.createdAt : timeFormat.format(date);
}

const clockFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'short' });

/** The India time of day of an ISO-8601 instant ("3:52 pm"); '' when there is none. */
export function clockTime(iso: string | null): string {
  const date = iso === null ? null : new Date(iso);
  return date && !Number.isNaN(date.getTime()) ? clockFormat.format(date) : '';
}

/** Who accepted, delivered and cancelled the order at the desk, and when (issue 27, point 4): "Accepted by Ravi Patel at 9:05 pm". */
export function whoDidWhat(order: DeskOrderRecord): string[] {
  const steps = [
    ['accepted', order.acceptedBy, order.acceptedAt],
    ['delivered', order.deliveredBy, order.deliveredAt],
    ['cancelled', order.cancelledBy, order.cancelledAt],
  ] as const;
  return steps.filter(([, by, at]) => by !== null && at !== null).map(([done, by, at]) => inboxMessages.whoDid[done](by!, clockTime(at)));
}

export const orderStatusLabel = (order: DeskOrderRecord): string => statusBadge(order.status).label;
export const orderTotal = (order: DeskOrderRecord): string => formatRupees('en', order.totalAmount);
export const lineAmount = (amount: number): string => formatRupees('en', amount);

/** The compact card's one-line items summary: "2 × Alphonso Mango (750 ML), 1 × Kesar Pista (500 ML)". */
export const itemsSummary = (order: DeskOrderRecord): string => order.items.map((item) => `${item.quantity} × ${item.title} (${item.size})`).join(', ');
