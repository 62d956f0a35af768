/**
 * How orders are paid (issue 13, part 1), behind one small interface: each payment method says what the
 * customer is told about paying for a placed order. Today both methods are on delivery (cash, or UPI to
 * the shop's UPI id); an online gateway would be one more PaymentMethodHandler in `paymentMethods`, with
 * the order flows (createOrder, getOrders, the desk) unchanged.
 */
import { inArray, sql } from 'drizzle-orm';
import type { PaymentInstructions } from '../../domain/contract.ts';
import { displayOrderId } from '../../domain/orders.ts';
import { paymentMethodOf, type PaymentMethod } from '../../domain/payment.ts';
import { DEFAULT_UPI_SETTINGS, upiPaymentLink, type UpiSettings } from '../../domain/upi.ts';
import { settings } from '../db/schema.ts';
import type { DbOrTx } from './audit.ts';

/** What a method needs to know of a placed order. */
export interface PayableOrder {
  orderId: number;
  totalAmount: number;
}

/** What the methods may need of the shop: read once per answer, whatever the number of orders. */
export interface ShopPaymentSettings {
  upi: UpiSettings;
}

export interface PaymentMethodHandler {
  method: PaymentMethod;
  /** What the customer is told about paying this order; null when nothing beyond the method's name. */
  instructions(order: PayableOrder, shop: ShopPaymentSettings): PaymentInstructions | null;
}

const cashOnDelivery: PaymentMethodHandler = {
  method: 'cash',
  instructions: () => null,
};

const upiOnDelivery: PaymentMethodHandler = {
  method: 'upi',
  instructions: (order, { upi }) => ({
    upiId: upi.upiId,
    payee: upi.payee,
    link: upiPaymentLink({ ...upi, amount: order.totalAmount, note: displayOrderId(order.orderId) }),
  }),
};

export const paymentMethods: Record<PaymentMethod, PaymentMethodHandler> = {
  cash: cashOnDelivery,
  upi: upiOnDelivery,
};

const UPI_KEYS = { upiId: 'payment.upiId', payee: 'payment.upiPayee' } as const;

interface SettingRow {
  key: string;
  value: string;
}

function upiSettingsOf(rows: SettingRow[]): UpiSettings {
  const value = (key: keyof typeof UPI_KEYS) => rows.find((row) => row.key === UPI_KEYS[key])?.value;
  return { upiId: value('upiId') ?? DEFAULT_UPI_SETTINGS.upiId, payee: value('payee') ?? DEFAULT_UPI_SETTINGS.payee };
}

/** The shop's UPI id and payee name; DEFAULT_UPI_SETTINGS' for what the desk never set. */
export async function upiSettings(db: DbOrTx): Promise<UpiSettings> {
  return upiSettingsOf(await db.select().from(settings).where(inArray(settings.key, Object.values(UPI_KEYS))));
}

/** Stores checked UPI details (domain/desk/shopRules.ts checkUpiSettings), inside the caller's transaction. */
export async function storeUpiSettings(tx: DbOrTx, upi: UpiSettings): Promise<void> {
  for (const key of Object.keys(UPI_KEYS) as (keyof typeof UPI_KEYS)[]) {
    const value = upi[key];
    await tx.insert(settings).values({ key: UPI_KEYS[key], value }).onConflictDoUpdate({ target: settings.key, set: { value } });
  }
}

/**
 * The settings the payment answers read, as a scalar subquery of another statement (a JSON array of
 * key and value), so that the calls answering orders read them in the same round trip as their data.
 */
export const paymentSettingsJson = sql`(select coalesce(json_agg(json_build_object('key', ${settings.key}, 'value', ${settings.value})), '[]')
  from ${settings} where ${inArray(settings.key, Object.values(UPI_KEYS))})`;

/** What the methods need of the shop, from what paymentSettingsJson read. */
export function shopPaymentSettingsOf(rows: SettingRow[]): ShopPaymentSettings {
  return { upi: upiSettingsOf(rows) };
}

/** The payment fields of an order's answer: its method, and what that method tells the customer. */
export function orderPayment(
  order: PayableOrder & { paymentMethod: string },
  shop: ShopPaymentSettings,
): { paymentMethod: PaymentMethod; payment?: PaymentInstructions } {
  const handler = paymentMethods[paymentMethodOf(order.paymentMethod)];
  const instructions = handler.instructions(order, shop);
  return { paymentMethod: handler.method, ...(instructions ? { payment: instructions } : {}) };
}
