/**
 * How a customer pays for an order (issue 13, part 1): on delivery, in cash or by UPI. Where UPI payments
 * go, and the link a UPI QR code carries: ./upi.ts.
 */

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
