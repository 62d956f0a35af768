/**
 * The cart's model: sample events, how states are told apart, and what every state promises.
 * Shared by the machine-alone paths (tests/model) and, later, the screen paths.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { MAX_LINE_QUANTITY } from '../../../domain/constants.ts';
import { messages } from '../../../domain/messages.ts';
import type { Product } from '../../../domain/products.ts';
import { cartMachine, cartSummary, itemKey, type CartItem, type CartProduct } from '../../../machines/cart.ts';
import type { ModelConfig } from '../../../model/paths.ts';

type CartMachine = typeof cartMachine;
type Snapshot = SnapshotFrom<CartMachine>;

const product = (id: number, name: string, category: string): CartProduct => ({
  id, name, category, image: `/uploads/${id}.svg`, cover: `/uploads/${id}.svg`, hasCover: false,
});

export const mango = product(1, 'Alphonso Mango', 'IceCreame');
export const cone = product(2, 'Chocolate Cone', 'ConeCandy');
export const sizes = {
  mango750: { id: 11, size: '750 ML', price: 249, mrp: 260, status: 'In Stock' as const },
  mango5l: { id: 12, size: '5 Litre', price: 1220, mrp: 1450, status: 'In Stock' as const },
  coneOut: { id: 21, size: 'Pack of 6', price: 150, mrp: 160, status: 'Out of Stock' as const },
};

const catalogueProduct = (base: CartProduct, productSizes: Product['sizes']): Product => ({ ...base, description: '', sizes: productSizes });

/** The catalogue loads with the 5 Litre tub's price changed. */
export const repricedCatalogue: Product[] = [
  catalogueProduct(mango, [sizes.mango750, { ...sizes.mango5l, mrp: 1500 }]),
  catalogueProduct(cone, [sizes.coneOut]),
];
/** The catalogue loads without the mango tubs. */
export const catalogueWithoutMango: Product[] = [catalogueProduct(cone, [sizes.coneOut])];

/** What browser storage held from an earlier visit. */
export const storedItems: CartItem[] = [{ product: mango, size: sizes.mango750, quantity: 3 }];

/**
 * What another tab wrote into the stored cart: the 750 ML tub at the quantity limit (so + stops there)
 * and a 5 Litre tub at the price before the catalogue's change.
 */
export const otherTabItems: CartItem[] = [
  { product: mango, size: sizes.mango750, quantity: MAX_LINE_QUANTITY },
  { product: mango, size: sizes.mango5l, quantity: 1 },
];

export const cartInput = { orderRule: 'A' as const };

export function cartEvents(snapshot: Snapshot): EventFromLogic<CartMachine>[] {
  const keys = snapshot.context.items.map(itemKey);
  const events: EventFromLogic<CartMachine>[] = [
    { type: 'ADD', product: mango, size: sizes.mango750 },
    { type: 'ADD', product: mango, size: sizes.mango5l },
    { type: 'ADD', product: cone, size: sizes.coneOut },
    { type: 'CLEAR' },
    { type: 'ORDER_PLACED' },
    { type: 'RESTORED', items: storedItems },
    { type: 'RESTORED', items: [] },
    { type: 'CATALOGUE_LOADED', products: repricedCatalogue },
    { type: 'CATALOGUE_LOADED', products: catalogueWithoutMango },
    ...keys.flatMap((key) => [
      { type: 'INCREASE' as const, key },
      { type: 'DECREASE' as const, key },
      { type: 'REMOVE' as const, key },
    ]),
  ];
  // Another tab's change, tried from a cart of at most one line and no Adding... (the graph stays small).
  if (keys.length <= 1 && snapshot.context.addingKey === null) {
    events.push({ type: 'STORAGE_CHANGED', items: otherTabItems }, { type: 'STORAGE_CHANGED', items: [] });
  }
  if (snapshot.matches({ feedback: 'adding' })) events.push({ type: 'xstate.after.500.cart.feedback.adding' } as never);
  return events;
}

/**
 * Quantities above 2 read as "2+" (the limit as "max"), prices are left out, and only for an empty cart
 * whether a catalogue was seen ("priced", it prices the lines the cart takes next): the graph stays small.
 */
export function serializeCart(snapshot: Snapshot): string {
  const quantity = (n: number) => (n >= MAX_LINE_QUANTITY ? 'max' : Math.min(n, 2));
  const lines = snapshot.context.items.map((item) => `${itemKey(item)}x${quantity(item.quantity)}`).join(',');
  return `${JSON.stringify(snapshot.value)} [${lines}] ${snapshot.context.addingKey ?? '-'}${snapshot.context.catalogue && lines === '' ? ' priced' : ''}`;
}

export const cartModel: ModelConfig<CartMachine> = {
  machine: cartMachine,
  input: cartInput,
  events: cartEvents,
  serializeState: serializeCart,
};

/**
 * The toast a step must show, judged from the cart before it and the event. Only the screen paths
 * (tests/ui/cart.test.tsx) still use it; the machine-alone tests check toasts in examples.
 */
export function expectedToast(previous: Snapshot | null, event: EventFromLogic<CartMachine>): string | null {
  if (!previous) return null;
  const before = previous.context.items;
  if (event.type === 'CLEAR' && before.length > 0) return messages.cartCleared;
  if ((event.type === 'REMOVE' || event.type === 'DECREASE') && before.some((item) => itemKey(item) === event.key)) {
    const line = before.find((item) => itemKey(item) === event.key)!;
    return event.type === 'REMOVE' || line.quantity === 1 ? messages.itemRemoved : null;
  }
  return null;
}

/**
 * What each cart state promises, checked against the running machine: the lines shown, each line a
 * whole quantity up to the limit and in stock, totals from the domain rules, + offered only below the
 * limit, Clear only for a filled cart. What a step does (toasts, storage) is checked by the example
 * tests in tests/model/cart.test.ts.
 */
export function checkCart(actual: Snapshot, expected: Snapshot): void {
  const { items, addingKey } = actual.context;
  expect(items).toEqual(expected.context.items);
  expect(actual.matches({ lines: 'empty' })).toBe(items.length === 0);
  expect(actual.matches({ feedback: 'adding' })).toBe(addingKey !== null);
  expect(actual.can({ type: 'CLEAR' })).toBe(items.length > 0);
  expect(actual.can({ type: 'ADD', product: cone, size: sizes.coneOut })).toBe(false);
  for (const item of items) {
    expect(Number.isInteger(item.quantity) && item.quantity >= 1 && item.quantity <= MAX_LINE_QUANTITY).toBe(true);
    expect(item.size.status).toBe('In Stock');
    expect(actual.can({ type: 'INCREASE', key: itemKey(item) })).toBe(item.quantity < MAX_LINE_QUANTITY);
    expect(actual.can({ type: 'REMOVE', key: itemKey(item) })).toBe(true);
  }
  const summary = cartSummary(actual.context);
  expect(summary.totalItems).toBe(items.reduce((sum, item) => sum + item.quantity, 0));
  expect(summary.totalAmount).toBe(summary.lines.reduce((sum, line) => sum + line.amount, 0));
  expect(summary.canPlaceOrder).toBe(summary.orderValidationMessage === null);
}
