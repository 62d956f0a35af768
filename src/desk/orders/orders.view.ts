/** What the inbox and the ticket show of a desk order: India time, status label, rupees. */
import type { DeskOrderRecord } from '../../../domain/desk/contract.ts';
import { formatRupees } from '../../../domain/money.ts';
import { statusBadge } from '../../../domain/orders.ts';

const timeFormat = new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' });

export function orderTime(order: DeskOrderRecord): string {
  const date = new Date(order.createdAt);
  return Number.isNaN(date.getTime()) ? order.createdAt : timeFormat.format(date);
}

export const orderStatusLabel = (order: DeskOrderRecord): string => statusBadge(order.status).label;
export const orderTotal = (order: DeskOrderRecord): string => formatRupees(order.totalAmount);
export const lineAmount = (amount: number): string => formatRupees(amount);
