/**
 * How a customer pays for an order (issue 13, part 1): on delivery, in cash or by UPI. The shop's UPI id
 * is a desk setting; the UPI payment link is what a QR code carries and a UPI app opens.
 */
import { shopDetails } from './shop.ts';

export const PAYMENT_METHODS = ['cash', 'upi'] as const;
export type PaymentMethod = (typeof PAYMENT_METHODS)[number];

/** What an order pays by when the app sent no method (the existing apps send none). */
export const DEFAULT_PAYMENT_METHOD: PaymentMethod = 'cash';

export function isPaymentMethod(value: unknown): value is PaymentMethod {
  return typeof value === 'string' && (PAYMENT_METHODS as readonly string[]).includes(value);
}

/** A stored or answered method read leniently: anything unknown is the default. */
export function paymentMethodOf(value: unknown): PaymentMethod {
  return isPaymentMethod(value) ? value : DEFAULT_PAYMENT_METHOD;
}

/** A UPI id (virtual payment address) is `name@handle`: the name of letters, digits, dots, hyphens or underscores, the handle of letters and digits. */
const UPI_ID = /^[A-Za-z0-9._-]{2,256}@[A-Za-z][A-Za-z0-9]{1,63}$/;

export function isUpiId(value: string): boolean {
  return UPI_ID.test(value);
}

export interface UpiPayment {
  /** The payee's UPI id, e.g. `rajkotscoops@upi`. */
  upiId: string;
  /** The name the customer's UPI app shows for the payee. */
  payee: string;
  /** Whole rupees. */
  amount: number;
  /** What the payment is for: the order's display id, e.g. ORD000042. */
  note: string;
}

/** The `upi://pay` link of a payment: payee address and name, amount in rupees with paise, INR, and the note. */
export function upiPaymentLink({ upiId, payee, amount, note }: UpiPayment): string {
  const params: [string, string][] = [
    ['pa', upiId],
    ['pn', payee],
    ['am', amount.toFixed(2)],
    ['cu', 'INR'],
    ['tn', note],
  ];
  return `upi://pay?${params.map(([key, value]) => `${key}=${encodeURIComponent(value)}`).join('&')}`;
}

/** Where UPI payments go: the shop's UPI id and the payee name UPI apps show (a desk setting). */
export interface UpiSettings {
  upiId: string;
  payee: string;
}

/** Until the owner sets the shop's own: the demo shop's UPI id and its name. */
export const DEFAULT_UPI_SETTINGS: UpiSettings = { upiId: 'rajkotscoops@upi', payee: shopDetails.name };

export const UPI_PAYEE_MAX = 50;
