/**
 * The checkout model: what the customer presses Place Order with, what the server answers, and how
 * states are told apart. What every state promises is tests/model/drivers/checkout.ts.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { ParsedAnswer } from '../../domain/contract.ts';
import { messages } from '../../domain/messages/index.ts';
import type { CartItem, CartProduct } from '../../machines/cart.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import type { ModelConfig } from '../paths.ts';

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
/** A size the catalogue gives no MRP (mrp 0, as for a product without size data: spec section 3). */
const packWithoutMrp = { id: 26, size: 'Pack of 6', price: 150, mrp: 0, status: 'In Stock' as const };

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
  // At the rules' edges (issue 25; the expected amounts and verdicts are model/oracles/checkout.ts):
  /** 6 items, 750 ML tubs and cones mixed: one short of reading A; reading B lets a mixed cart through. */
  sixItems: [line(mango, tub750(11), 2), line(vanilla, tub750(31), 1), line(chocolate, tub750(41), 1), line(cones[0]!, pack(20), 1), line(cones[1]!, pack(21), 1)],
  /** 7 items, 750 ML tubs and cones mixed: enough for reading A. */
  sevenItems: [line(mango, tub750(11), 2), line(vanilla, tub750(31), 1), line(chocolate, tub750(41), 1), line(cones[0]!, pack(20), 1), line(cones[1]!, pack(21), 1), line(cones[2]!, pack(22), 1)],
  /** 10 litres of 5 Litre tubs beside 750 ML tubs and cones: only the 5 Litre lines are at the wholesale price. */
  wholesaleMixed: [line(mango, tub5l, 2), line(mango, tub750(11), 1), line(vanilla, tub750(31), 1), line(cones[0]!, pack(20), 2)],
  /** 13 tubs of 750 ML: 9.75 litres, none of them 5 Litre tubs, so no wholesale price. */
  tubsOfNineLitres: [line(mango, tub750(11), 13)],
  /** One 5 Litre tub and seven 750 ML tubs: 10.25 litres in all but 5 of 5 Litre tubs, so no wholesale price. */
  tubAndSevenTubs: [line(mango, tub5l, 1), line(vanilla, tub750(31), 7)],
  /** Five cone/candy packs and nothing else: enough for reading B, too few for reading A. */
  fiveCones: [line(cones[0]!, pack(20), 2), ...cones.slice(1).map((cone, index) => line(cone, pack(21 + index), 1))],
  /** A 750 ML tub and two cone/candy packs: 3 items, too few for reading A; reading B lets a mixed cart through, however small. */
  smallMixed: [line(vanilla, tub750(31), 1), line(cones[0]!, pack(20), 2)],
  /** Seven packs of a candy with no MRP: each at its price (spec section 4: "mrp is used, or price if there is no mrp"). */
  conesWithoutMrp: [line(cones[3]!, packWithoutMrp, 7)],
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

/**
 * Carts at the order rule's and the wholesale price's edges (issue 25), pressed by the machine-alone paths
 * (checkoutModelsAtEdges); the screens walk the carts above.
 */
export const edgePlaceOrderEvents: Event[] = [
  { type: 'PLACE_ORDER', items: carts.sixItems, addressId: ADDRESS_ID, user: customer },
  { type: 'PLACE_ORDER', items: carts.sevenItems, addressId: ADDRESS_ID, user: customer },
  { type: 'PLACE_ORDER', items: carts.wholesaleMixed, addressId: ADDRESS_ID, user: customer },
  { type: 'PLACE_ORDER', items: carts.tubsOfNineLitres, addressId: ADDRESS_ID, user: customer },
  { type: 'PLACE_ORDER', items: carts.tubAndSevenTubs, addressId: ADDRESS_ID, user: customer },
  { type: 'PLACE_ORDER', items: carts.fiveCones, addressId: ADDRESS_ID, user: customer },
  { type: 'PLACE_ORDER', items: carts.smallMixed, addressId: ADDRESS_ID, user: customer },
  { type: 'PLACE_ORDER', items: carts.conesWithoutMrp, addressId: ADDRESS_ID, user: customer },
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

/** The customer picks the other payment method on the cart; the order then carries it. */
export const choosePaymentEvents = (snapshot: Snapshot): Event[] => [
  { type: 'CHOOSE_PAYMENT', method: snapshot.context.paymentMethod === 'cash' ? 'upi' : 'cash' },
];

export function checkoutEvents(snapshot: Snapshot): Event[] {
  const settle = (type: string, payload: object) => ({ type, ...payload }) as unknown as Event;
  if (snapshot.matches('ready')) return [...choosePaymentEvents(snapshot), ...placeOrderEvents];
  if (snapshot.matches('preparing')) {
    return [
      settle('xstate.done.actor.newIdempotencyKey', { output: IDEMPOTENCY_KEY }),
      settle('xstate.error.actor.newIdempotencyKey', { error: new Error('crypto.randomUUID is not available') }),
    ];
  }
  return [settle('xstate.done.actor.createOrder', { output: placedAnswer }), settle('xstate.error.actor.createOrder', { error: failureOf(snapshot) })];
}

/** State value, the payment method chosen, and the order under way (its sizes and quantities, its method) with whether it has its key. */
export function serializeCheckout(snapshot: Snapshot): string {
  const { attempt, paymentMethod } = snapshot.context;
  const order = attempt ? `${attempt.order.orderMeta.map((item) => `${item.pMetaId}x${item.quantity}`).join(',')} ${attempt.order.paymentMethod}` : '-';
  return `${JSON.stringify(snapshot.value)} ${paymentMethod} ${order}${attempt?.idempotencyKey ? ' keyed' : ''}`;
}

export const checkoutModel: ModelConfig<CheckoutMachine> = {
  machine: checkoutMachine,
  input: { orderRule: 'A' },
  events: checkoutEvents,
  serializeState: serializeCheckout,
};

/** The same model under the other reading of the order rule (spec section 5, reading B). */
export const checkoutModelRuleB: ModelConfig<CheckoutMachine> = { ...checkoutModel, input: { orderRule: 'B' } };

/** Both readings of the order rule, Place Order also pressed with the carts at the rules' edges. */
const atEdges = (model: ModelConfig<CheckoutMachine>): ModelConfig<CheckoutMachine> => ({
  ...model,
  events: (snapshot) => [...checkoutEvents(snapshot), ...(snapshot.matches('ready') ? edgePlaceOrderEvents : [])],
});
export const checkoutModelsAtEdges = { 'rule A': atEdges(checkoutModel), 'rule B': atEdges(checkoutModelRuleB) };
