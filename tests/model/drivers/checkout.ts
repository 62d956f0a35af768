/**
 * The checkout model: what the customer presses Place Order with, what the server answers, how states
 * are told apart, and what every state promises. Shared by the machine-alone paths (tests/model) and,
 * later, the screen paths.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { cartTotals } from '../../../domain/cart.ts';
import type { OrderRuleName } from '../../../domain/constants.ts';
import type { ParsedAnswer } from '../../../domain/contract.ts';
import { messages } from '../../../domain/messages.ts';
import type { CartItem, CartProduct } from '../../../machines/cart.ts';
import type { Notice } from '../../../machines/kit.ts';
import {
  checkoutMachine, placeOrderButton, type CartState, type NavigateParams, type OrderPayload,
} from '../../../machines/checkout.ts';
import type { ModelConfig } from '../../../model/paths.ts';
import type { StepContext } from '../../../model/run.ts';

type CheckoutMachine = typeof checkoutMachine;
type Snapshot = SnapshotFrom<CheckoutMachine>;
type Event = EventFromLogic<CheckoutMachine>;

const product = (id: number, name: string, category: string): CartProduct => ({
  id, name, category, image: `/uploads/${id}.svg`, cover: `/uploads/${id}.svg`, hasCover: false,
});
const mango = product(1, 'Alphonso Mango', 'IceCreame');
const vanilla = product(3, 'Madagascar Vanilla', 'IceCreame');
const chocolate = product(4, 'Belgian Chocolate', 'IceCreame');
const cones = [product(2, 'Chocolate Cone', 'ConeCandy'), product(5, 'Mango Candy', 'ConeCandy'), product(6, 'Kulfi Candy', 'ConeCandy'), product(7, 'Butterscotch Cone', 'ConeCandy')];

const tub5l = { id: 12, size: '5 Litre', price: 1220, mrp: 1450, status: 'In Stock' as const };
const tub750 = (id: number) => ({ id, size: '750 ML', price: 249, mrp: 260, status: 'In Stock' as const });
const pack = (id: number) => ({ id, size: 'Pack of 6', price: 150, mrp: 160, status: 'In Stock' as const });

const line = (item: CartItem['product'], size: CartItem['size'], quantity: number): CartItem => ({ product: item, size, quantity });

/**
 * Carts the customer presses Place Order with. Each has its own number of lines, so that the path
 * descriptions (which show a list by its length) tell them apart.
 */
export const carts = {
  empty: [] as CartItem[],
  /** Two 5-litre tubs: wholesale prices. */
  twoTubs: [line(mango, tub5l, 2)],
  /** One 5-litre tub and two 750 ML tubs: valid in both readings. */
  oneTub: [line(mango, tub5l, 1), line(mango, tub750(11), 2)],
  /** Three 750 ML tubs: too few for reading A; reading B lets a cart that is not all cone/candy through. */
  fewTubs: [line(mango, tub750(11), 1), line(vanilla, tub750(31), 1), line(chocolate, tub750(41), 1)],
  /** Four cone/candy packs: too few in both readings. */
  fewCones: cones.map((cone, index) => line(cone, pack(20 + index), 1)),
};

export const customer = { userId: 5 };
export const ADDRESS_ID = 7;
export const IDEMPOTENCY_KEY = 'attempt-7f3c9a';

/** Every cart the customer may press Place Order with, as the events carry them. */
export const placeOrderEvents: Event[] = [
  { type: 'PLACE_ORDER', items: carts.oneTub, addressId: null, user: null },
  { type: 'PLACE_ORDER', items: carts.empty, addressId: ADDRESS_ID, user: customer },
  { type: 'PLACE_ORDER', items: carts.oneTub, addressId: null, user: customer },
  { type: 'PLACE_ORDER', items: carts.fewTubs, addressId: ADDRESS_ID, user: customer },
  { type: 'PLACE_ORDER', items: carts.fewCones, addressId: ADDRESS_ID, user: customer },
  { type: 'PLACE_ORDER', items: carts.oneTub, addressId: ADDRESS_ID, user: customer },
  { type: 'PLACE_ORDER', items: carts.twoTubs, addressId: ADDRESS_ID, user: customer },
];

const placedAnswer: ParsedAnswer<'createOrder'> = {
  code: '200',
  msg: 'Order placed successfully',
  orderId: 42,
  Data: { orderId: 42, status: 'pending', totalAmount: 1970, orderMeta: [] },
};

/** A refusal as the app's createOrder rejects with it: the server's msg (possibly empty) and its code. */
export const refusal = (msg: string, code: string) => Object.assign(new Error(msg), { code });

/**
 * The server refuses the one-tub order because a price changed (code 409 with its msg), cannot be reached
 * for the wholesale one (no answer: no code), and refuses the three-tub order of reading B without a msg.
 * Each submitting state has one failure only: paths.ts walks an edge out of a state that a longer
 * shortest path runs through only when the edge is on a shortest path itself.
 */
function failureOf(snapshot: Snapshot): unknown {
  const lines = snapshot.context.attempt?.order.orderMeta.length;
  if (lines === carts.oneTub.length) return refusal('The price of Alphonso Mango (750 ML) is ₹540.00 for 2. Please review your cart and try again.', '409');
  if (lines === carts.fewTubs.length) return refusal('', '409');
  return new Error(messages.serviceUnavailable);
}

export function checkoutEvents(snapshot: Snapshot): Event[] {
  const settle = (type: string, payload: object) => ({ type, ...payload }) as unknown as Event;
  if (snapshot.matches('ready')) return placeOrderEvents;
  if (snapshot.matches('preparing')) {
    return [
      settle('xstate.done.actor.newIdempotencyKey', { output: IDEMPOTENCY_KEY }),
      settle('xstate.error.actor.newIdempotencyKey', { error: new Error('crypto.randomUUID is not available') }),
    ];
  }
  return [settle('xstate.done.actor.createOrder', { output: placedAnswer }), settle('xstate.error.actor.createOrder', { error: failureOf(snapshot) })];
}

/** State value and the order under way (its sizes and quantities) with whether it has its key. */
export function serializeCheckout(snapshot: Snapshot): string {
  const { attempt } = snapshot.context;
  const order = attempt ? attempt.order.orderMeta.map((item) => `${item.pMetaId}x${item.quantity}`).join(',') : '-';
  return `${JSON.stringify(snapshot.value)} ${order}${attempt?.idempotencyKey ? ' keyed' : ''}`;
}

export const checkoutModel: ModelConfig<CheckoutMachine> = {
  machine: checkoutMachine,
  input: { orderRule: 'A' },
  events: checkoutEvents,
  serializeState: serializeCheckout,
};

/** The same model under the other reading of the order rule (spec section 5, reading B). */
export const checkoutModelRuleB: ModelConfig<CheckoutMachine> = { ...checkoutModel, input: { orderRule: 'B' } };

// ---- what every state promises -------------------------------------------------------------------

export interface CheckoutEffectsLog {
  toasts: Notice[];
  navigations: NavigateParams[];
  cartCleared: number;
  ordersInvalidated: number;
  catalogueRefreshed: number;
}

export function newCheckoutLog(): CheckoutEffectsLog {
  return { toasts: [], navigations: [], cartCleared: 0, ordersInvalidated: 0, catalogueRefreshed: 0 };
}

/** The payload of spec section 3 built here from the domain's totals, not by the machine. */
export function expectedPayload(items: readonly CartItem[], addressId: number, rule: OrderRuleName): OrderPayload {
  const totals = cartTotals(items.map((item) => ({ productId: item.product.id, category: item.product.category, size: item.size, quantity: item.quantity })), rule);
  const orderMeta = items.map((item, index) => ({
    pid: item.product.id,
    pMetaId: item.size.id,
    quantity: item.quantity,
    amount: totals.lines[index]!.amount,
    size: item.size.size,
    title: item.product.name,
  }));
  return { addressId, totalAmount: String(orderMeta.reduce((sum, meta) => sum + meta.amount, 0)), orderMeta };
}

interface Outcome {
  toasts: Notice[];
  navigations: NavigateParams[];
  calls: { name: string; input: unknown }[];
  cleared: number;
  invalidated: number;
  refreshed: number;
}

/** What pressing Place Order with this cart must do, in the spec's order of checks. */
function placeOrderOutcome(previous: Snapshot, event: Extract<Event, { type: 'PLACE_ORDER' }>, out: Outcome): void {
  const rule = previous.context.orderRule;
  const refuse = (message: string) => {
    out.toasts.push({ message, tone: 'error' });
  };
  if (event.user === null) {
    refuse(messages.loginToPlaceOrder);
    out.navigations.push({ to: '/login', returnTo: '/cart' });
    return;
  }
  if (event.items.length === 0) return refuse(messages.cartEmpty);
  if (event.addressId === null) return refuse(messages.selectDeliveryAddress);
  const ruleMessage = cartTotals(
    event.items.map((item) => ({ productId: item.product.id, category: item.product.category, size: item.size, quantity: item.quantity })),
    rule,
  ).orderValidationMessage;
  if (ruleMessage) return refuse(ruleMessage);
  const order = expectedPayload(event.items, event.addressId, rule);
  const failed = previous.context.attempt;
  if (previous.matches({ ready: 'failed' }) && failed?.idempotencyKey && JSON.stringify(failed.order) === JSON.stringify(order)) {
    out.calls.push({ name: 'createOrder', input: { order, idempotencyKey: failed.idempotencyKey } });
  } else {
    out.calls.push({ name: 'newIdempotencyKey', input: undefined });
  }
}

function expectedOutcome(previous: Snapshot | null, event: Event): Outcome {
  const out: Outcome = { toasts: [], navigations: [], calls: [], cleared: 0, invalidated: 0, refreshed: 0 };
  if (!previous) return out;
  const type = event.type as string;
  if (event.type === 'PLACE_ORDER' && previous.matches('ready')) placeOrderOutcome(previous, event, out);
  if (type === 'xstate.done.actor.newIdempotencyKey') {
    out.calls.push({ name: 'createOrder', input: { order: previous.context.attempt?.order, idempotencyKey: IDEMPOTENCY_KEY } });
  }
  if (type === 'xstate.error.actor.newIdempotencyKey') {
    out.toasts.push({ message: messages.failedToPlaceOrder, tone: 'error', description: messages.tryAgainLater });
  }
  if (type === 'xstate.done.actor.createOrder') {
    out.toasts.push({ message: messages.orderPlaced, tone: 'success' });
    out.navigations.push({ to: '/order-history' });
    out.cleared = 1;
    out.invalidated = 1;
  }
  if (type === 'xstate.error.actor.createOrder') {
    const error = (event as unknown as { error: Error & { code?: string } }).error;
    // Section 7: the call fails with "msg or Failed to create order"; section 8's toast shows it.
    const reason = error.message || messages.failedToCreateOrder;
    out.toasts.push({ message: messages.failedToPlaceOrder, tone: 'error', description: reason });
    // A refusal (the server answered with a code) fetches the catalogue again, so the cart re-prices.
    if (error.code !== undefined) out.refreshed = 1;
  }
  return out;
}

const cartOf = (event: Event): CartState | null =>
  event.type === 'PLACE_ORDER' ? { items: event.items, addressId: event.addressId, user: event.user } : null;

/** What each checkout state promises, checked against the running machine. */
export function checkCheckout(log: CheckoutEffectsLog) {
  let toastsSeen = 0;
  let navigationsSeen = 0;
  let callsSeen = 0;
  let cleared = 0;
  let invalidated = 0;
  let refreshed = 0;
  return (actual: Snapshot, expected: Snapshot, { event, previous, sut }: StepContext<CheckoutMachine>) => {
    const { context } = actual;
    expect(context).toEqual(expected.context);

    // The order under way is the payload of spec section 3 for the cart it was placed with.
    if (actual.matches('preparing') || actual.matches('submitting')) {
      expect(context.attempt).not.toBeNull();
      expect(context.attempt?.idempotencyKey === null).toBe(actual.matches('preparing'));
      const cart = cartOf(event);
      if (cart && cart.addressId !== null) expect(context.attempt?.order).toEqual(expectedPayload(cart.items, cart.addressId, context.orderRule));
    }
    if (actual.matches({ ready: 'placed' }) || actual.matches({ ready: 'idle' })) expect(context.attempt).toBeNull();
    if (actual.matches({ ready: 'failed' }) && context.attempt) expect(context.attempt.idempotencyKey).toBe(IDEMPOTENCY_KEY);

    // The Place Order button, for the cart this step was pressed with and while an order is under way.
    const cart = cartOf(event);
    if (cart) {
      const button = placeOrderButton(actual, cart);
      const ruleFails = !cartTotals(
        cart.items.map((item) => ({ productId: item.product.id, category: item.product.category, size: item.size, quantity: item.quantity })),
        context.orderRule,
      ).canPlaceOrder;
      const blocked = ruleFails || (cart.user !== null && cart.addressId === null);
      expect(button.text).toBe(blocked ? messages.selectDeliveryAddressButton : 'Place Order');
      expect(button.disabled).toBe(blocked || !actual.matches('ready'));
      expect(button.busy).toBe(!actual.matches('ready'));
    }

    // The toasts, navigations, calls and app actions this step caused.
    const outcome = expectedOutcome(previous, event);
    expect(log.toasts.slice(toastsSeen)).toEqual(outcome.toasts);
    toastsSeen = log.toasts.length;
    expect(log.navigations.slice(navigationsSeen)).toEqual(outcome.navigations);
    navigationsSeen = log.navigations.length;
    expect(sut.effects.calls.slice(callsSeen)).toEqual(outcome.calls);
    callsSeen = sut.effects.calls.length;
    expect(log.cartCleared - cleared).toBe(outcome.cleared);
    cleared = log.cartCleared;
    expect(log.ordersInvalidated - invalidated).toBe(outcome.invalidated);
    invalidated = log.ordersInvalidated;
    expect(log.catalogueRefreshed - refreshed).toBe(outcome.refreshed);
    refreshed = log.catalogueRefreshed;
  };
}
