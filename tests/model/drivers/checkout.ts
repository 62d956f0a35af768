/** What every checkout state promises (the sample events and how states are told apart are model/models/checkout.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { cartTotals } from '../../../domain/cart.ts';
import type { OrderRuleName } from '../../../domain/constants.ts';
import type { PaymentMethod } from '../../../domain/payment.ts';
import type { CartItem } from '../../../machines/cart.ts';
import { checkoutMachine, placeOrderButton, type CartState, type OrderPayload } from '../../../machines/checkout.ts';
import { carts, customer, ADDRESS_ID, IDEMPOTENCY_KEY } from '../../../model/models/checkout.ts';
import { cartTexts } from '../../../domain/messages/cart.ts';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

// ---- what every state promises -------------------------------------------------------------------

/** The payload of spec section 3 built here from the domain's totals, not by the machine. */
export function expectedPayload(items: readonly CartItem[], addressId: number, rule: OrderRuleName, paymentMethod: PaymentMethod = 'cash'): OrderPayload {
  const totals = cartTotals(items.map((item) => ({ productId: item.product.id, category: item.product.category, size: item.size, quantity: item.quantity })), rule);
  const orderMeta = items.map((item, index) => ({
    pid: item.product.id,
    pMetaId: item.size.id,
    quantity: item.quantity,
    amount: totals.lines[index]!.amount,
    size: item.size.size,
    title: item.product.name,
  }));
  return { addressId, totalAmount: String(orderMeta.reduce((sum, meta) => sum + meta.amount, 0)), orderMeta, paymentMethod };
}

/** A cart that passes every check, and the same cart before an address is chosen. */
const readyCart: CartState = { items: carts.oneTub, addressId: ADDRESS_ID, user: customer };
const cartWithoutAddress: CartState = { ...readyCart, addressId: null };

/**
 * What each checkout state promises, checked against the running machine: "Placing Order..." (tag
 * `placingOrder`) exactly while an order is under way, and Place Order then busy and disabled; an order
 * under way is the payload of spec section 3 for the cart it was placed with, keyed once submitting;
 * no order is kept once placed; Place Order reads "Select Delivery Address" until an address is chosen.
 * What a step does (calls, toasts, navigation, the cart emptied) is checked by the example tests in
 * tests/model/checkout.test.ts.
 */
export function checkCheckout(actual: Snapshot, expected: Snapshot): void {
  const { context } = actual;
  expect(context).toEqual(expected.context);
  const underWay = actual.matches('preparing') || actual.matches('submitting');
  expect(actual.hasTag('placingOrder')).toBe(underWay);
  expect(actual.can({ type: 'PLACE_ORDER', ...readyCart })).toBe(actual.matches('ready'));
  // The method is chosen before Place Order; an order under way keeps the one it was placed with.
  expect(actual.can({ type: 'CHOOSE_PAYMENT', method: 'upi' })).toBe(actual.matches('ready'));
  expect(actual.can({ type: 'CHOOSE_PAYMENT', method: 'card' })).toBe(false);

  if (underWay) {
    const cart = Object.values(carts).find((items) => items.length === context.attempt?.order.orderMeta.length);
    expect(context.attempt?.order).toEqual(expectedPayload(cart!, ADDRESS_ID, context.orderRule, context.paymentMethod));
    expect(context.attempt?.idempotencyKey).toBe(actual.matches('submitting') ? IDEMPOTENCY_KEY : null);
  }
  if (actual.matches({ ready: 'placed' }) || actual.matches({ ready: 'idle' })) expect(context.attempt).toBeNull();
  // A failed attempt is kept only with its key, so that pressing again resends it as the same order.
  if (actual.matches({ ready: 'failed' }) && context.attempt) expect(context.attempt.idempotencyKey).toBe(IDEMPOTENCY_KEY);

  expect(placeOrderButton(actual, readyCart)).toEqual({ text: 'Place Order', disabled: underWay, busy: underWay });
  expect(placeOrderButton(actual, cartWithoutAddress)).toEqual({ text: cartTexts.selectDeliveryAddressButton, disabled: true, busy: underWay });
  // Issue 23: a visitor cannot choose an address; below the minimum the button says what the order needs.
  const visitorFewCones: CartState = { items: carts.fewCones, addressId: null, user: null };
  const needs = context.orderRule === 'A' ? cartTexts.addMoreItemsButton(3) : cartTexts.addMoreConeCandyButton(1);
  expect(placeOrderButton(actual, visitorFewCones)).toEqual({ text: needs, disabled: true, busy: underWay });
  expect(placeOrderButton(actual, { ...readyCart, user: null, addressId: null }).text).toBe('Place Order');
}
