/**
 * The money of an India day at the desk (issue 27, point 1), from the orders behind it:
 * - takings: orders marked delivered during the day, split cash / UPI (what the riders hand back);
 * - to collect: orders accepted by the day's end and still not delivered (money expected, not taken);
 * - cancelled: orders cancelled during the day, apart (never under takings);
 * - per staff member who marked orders delivered, their takings split cash / UPI.
 * The server picks the orders (server/services/deskReports.ts); this one rule adds them up for the
 * Today screen, the day-end report and the tests alike.
 */
import type { PaymentMethod } from '../payment.ts';

export const DAY_ORDER_KINDS = ['delivered', 'toCollect', 'cancelled'] as const;
export type DayOrderKind = (typeof DAY_ORDER_KINDS)[number];

/** One order behind the day's figures. `at` and `by` are its delivery, acceptance or cancellation. */
export interface DayOrder {
  orderId: number;
  displayId: string;
  kind: DayOrderKind;
  /** ISO-8601 in India time; null for an order changed before the desk recorded when. */
  at: string | null;
  /** The desk account's name; '' when nobody at the desk did it (the customer's own cancel) or it is unknown. */
  by: string;
  byId: number | null;
  customerName: string;
  paymentMethod: PaymentMethod;
  totalAmount: number;
  cancelReason: string | null;
}

export interface MethodSplit {
  orders: number;
  cash: number;
  upi: number;
  total: number;
}

export interface StaffTakings extends MethodSplit {
  name: string;
}

export interface DayMoney {
  takings: MethodSplit;
  toCollect: { orders: number; amount: number };
  cancelled: { orders: number; amount: number };
  /** Who marked orders delivered, most taken first. */
  byStaff: StaffTakings[];
}

const EMPTY_SPLIT: MethodSplit = { orders: 0, cash: 0, upi: 0, total: 0 };

function split(orders: readonly DayOrder[]): MethodSplit {
  return orders.reduce<MethodSplit>(
    (sum, order) => ({
      orders: sum.orders + 1,
      cash: sum.cash + (order.paymentMethod === 'cash' ? order.totalAmount : 0),
      upi: sum.upi + (order.paymentMethod === 'upi' ? order.totalAmount : 0),
      total: sum.total + order.totalAmount,
    }),
    EMPTY_SPLIT,
  );
}

const counted = (orders: readonly DayOrder[]) => ({ orders: orders.length, amount: orders.reduce((sum, order) => sum + order.totalAmount, 0) });

export function dayMoney(orders: readonly DayOrder[]): DayMoney {
  const delivered = orders.filter((order) => order.kind === 'delivered');
  const byPerson = new Map<number | string, DayOrder[]>();
  for (const order of delivered) {
    const key = order.byId ?? order.by;
    byPerson.set(key, [...(byPerson.get(key) ?? []), order]);
  }
  const byStaff = [...byPerson.values()]
    .map((theirs) => ({ name: theirs[0]!.by, ...split(theirs) }))
    .sort((a, b) => b.total - a.total || a.name.localeCompare(b.name));
  return {
    takings: split(delivered),
    toCollect: counted(orders.filter((order) => order.kind === 'toCollect')),
    cancelled: counted(orders.filter((order) => order.kind === 'cancelled')),
    byStaff,
  };
}
