/** What every checkout state promises (the sample events and how states are told apart are model/models/checkout.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { OrderRuleName } from '../../../domain/constants.ts';
import type { PaymentMethod } from '../../../domain/payment.ts';
import type { CartItem } from '../../../machines/cart.ts';
import { checkoutMachine, placeOrderButton, type CartState, type OrderPayload } from '../../../machines/checkout.ts';
import { carts, customer, ADDRESS_ID, IDEMPOTENCY_KEY } from '../../../model/models/checkout.ts';
import { placeOrderExamples } from '../../../model/oracles/checkout.ts';
import type { StepContext } from '../../../model/run.ts';
import { cartTexts } from '../../../domain/messages/cart.ts';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

// ---- what every state promises -------------------------------------------------------------------

/** Which sample cart an order carries, by its sizes and quantities. */
export function sampleCartOf(lines: readonly { pMetaId: number; quantity: number }[]): keyof typeof carts {
  const signature = (pairs: readonly { id: number; quantity: number }[]) => pairs.map((pair) => `${pair.id}x${pair.quantity}`).join(',');
  const sent = signature(lines.map((line) => ({ id: line.pMetaId, quantity: line.quantity })));
  const name = (Object.keys(carts) as (keyof typeof carts)[]).find((key) => signature(carts[key].map((item) => ({ id: item.size.id, quantity: item.quantity }))) === sent);
  if (!name) throw new Error(`no sample cart holds ${sent}`);
  return name;
}

/** The payload of spec section 3 for a sample cart, its amounts from the literal examples (model/oracles/checkout.ts). */
export function expectedPayload(items: readonly CartItem[], addressId: number, _rule: OrderRuleName, paymentMethod: PaymentMethod = 'cash'): OrderPayload {
  const example = placeOrderExamples[sampleCartOf(items.map((item) => ({ pMetaId: item.size.id, quantity: item.quantity })))];
  const orderMeta = items.map((item, index) => ({
    pid: item.product.id,
    pMetaId: item.size.id,
    quantity: item.quantity,
    amount: example.amounts[index]!,
    size: item.size.size,
    title: item.product.name,
  }));
  return { addressId, totalAmount: String(example.total), orderMeta, paymentMethod };
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
export function checkCheckout(actual: Snapshot, expected: Snapshot, step?: StepContext<typeof checkoutMachine>): void {
  const { context } = actual;
  expect(context).toEqual(expected.context);
  // Place Order goes ahead exactly when the customer is logged in, the cart is not empty, an address is
  // chosen and the cart passes the shop's reading of the order rule, as the examples say.
  if (step?.event.type === 'PLACE_ORDER' && step.previous?.matches('ready')) {
    const { items, addressId, user } = step.event;
    const passes = user !== null && items.length > 0 && addressId !== null && placeOrderExamples[sampleCartOf(items.map((item) => ({ pMetaId: item.size.id, quantity: item.quantity })))].rule[context.orderRule];
    expect(actual.matches('preparing') || actual.matches('submitting')).toBe(passes);
  }
  const underWay = actual.matches('preparing') || actual.matches('submitting');
  expect(actual.hasTag('placingOrder')).toBe(underWay);
  // Place Order and the payment method, taken only with no order under way: model/oracles/checkout.ts.

  if (underWay) {
    const cart = carts[sampleCartOf(context.attempt!.order.orderMeta)];
    expect(context.attempt?.order).toEqual(expectedPayload(cart, ADDRESS_ID, context.orderRule, context.paymentMethod));
    expect(context.attempt?.idempotencyKey).toBe(actual.matches('submitting') ? IDEMPOTENCY_KEY : null);
  }
  if (actual.matches({ ready: 'placed' }) || actual.matches({ ready: 'idle' })) expect(context.attempt).toBeNull();
  // A failed attempt is kept only with its key, so that pressing again resends it as the same order.
  if (actual.matches({ ready: 'failed' }) && context.attempt) expect(context.attempt.idempotencyKey).toBe(IDEMPOTENCY_KEY);

  expect(placeOrderButton('en', actual, readyCart)).toEqual({ text: 'Place Order', disabled: underWay, busy: underWay });
  expect(placeOrderButton('en', actual, cartWithoutAddress)).toEqual({ text: cartTexts.selectDeliveryAddressButton, disabled: true, busy: underWay });
  // Issue 23: a visitor cannot choose an address; below the minimum the button says what the order needs.
  const visitorFewCones: CartState = { items: carts.fewCones, addressId: null, user: null };
  const needs = context.orderRule === 'A' ? cartTexts.addMoreItemsButton(3) : cartTexts.addMoreConeCandyButton(1);
  expect(placeOrderButton('en', actual, visitorFewCones)).toEqual({ text: needs, disabled: true, busy: underWay });
  expect(placeOrderButton('en', actual, { ...readyCart, user: null, addressId: null }).text).toBe('Place Order');
}
