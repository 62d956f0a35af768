/**
 * The cart's model: sample events, how states are told apart, and what every state promises.
 * Shared by the machine-alone paths (tests/model) and, later, the screen paths.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { MAX_LINE_QUANTITY } from '../../../domain/constants.ts';
import { messages } from '../../../domain/messages.ts';
import type { Product } from '../../../domain/products.ts';
import { cartMachine, cartSummary, itemKey, lineKey, type CartItem, type CartProduct } from '../../../machines/cart.ts';
import type { ModelConfig } from '../../../model/paths.ts';
import type { StepContext } from '../../../model/run.ts';

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

/** The toast a step must show, judged from the cart before it and the event. */
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

export interface CartEffectsLog {
  toasts: string[];
  stored: CartItem[] | null;
}

/** What each cart state promises, checked against the running machine. */
export function checkCart(log: CartEffectsLog) {
  let toastsSeen = 0;
  let storedBefore: CartItem[] | null = null;
  return (actual: Snapshot, expected: Snapshot, { event, previous }: StepContext<CartMachine>) => {
    expect(actual.context.items).toEqual(expected.context.items);
    expect(actual.matches({ lines: 'empty' })).toBe(actual.context.items.length === 0);
    expect(actual.matches({ feedback: 'adding' })).toBe(actual.context.addingKey !== null);
    for (const item of actual.context.items) {
      expect(Number.isInteger(item.quantity) && item.quantity >= 1 && item.quantity <= MAX_LINE_QUANTITY).toBe(true);
      expect(item.size.status).toBe('In Stock');
    }
    const summary = cartSummary(actual.context);
    expect(summary.totalItems).toBe(actual.context.items.reduce((sum, item) => sum + item.quantity, 0));
    expect(summary.totalAmount).toBe(summary.lines.reduce((sum, line) => sum + line.amount, 0));
    expect(summary.canPlaceOrder).toBe(summary.orderValidationMessage === null);
    const full = (key: string) => (previous?.context.items.find((item) => itemKey(item) === key)?.quantity ?? 0) >= MAX_LINE_QUANTITY;
    if (event.type === 'ADD' && event.size.status === 'In Stock' && !full(lineKey(event.product.id, event.size.id))) {
      expect(actual.context.addingKey).toBe(lineKey(event.product.id, event.size.id));
    }
    const toast = expectedToast(previous, event);
    const newToasts = log.toasts.slice(toastsSeen);
    toastsSeen = log.toasts.length;
    expect(newToasts).toEqual(toast ? [toast] : []);
    if (previous && (event.type === 'INCREASE' || event.type === 'ADD')) {
      // + and Add stop at the limit: a full line keeps its quantity.
      const key = event.type === 'ADD' ? lineKey(event.product.id, event.size.id) : event.key;
      const before = previous.context.items.find((item) => itemKey(item) === key);
      if (before && before.quantity >= MAX_LINE_QUANTITY) expect(actual.context.items).toEqual(previous.context.items);
    }
    if (previous && event.type === 'STORAGE_CHANGED') {
      // The other tab's lines, clamped, without the ones the catalogue seen here no longer lists; not written back.
      const listed = (item: CartItem) =>
        !previous.context.catalogue ||
        previous.context.catalogue.some((product) => product.sizes.some((size) => size.id === item.size.id && size.status === 'In Stock'));
      const expected = event.items.filter(listed).map((item) => [itemKey(item), Math.min(item.quantity, MAX_LINE_QUANTITY)]);
      expect(actual.context.items.map((item) => [itemKey(item), item.quantity])).toEqual(expected);
      expect(log.stored).toEqual(storedBefore);
    }
    if (previous && event.type !== 'RESTORED' && event.type !== 'STORAGE_CHANGED' && !event.type.startsWith('xstate.')) {
      const changed = JSON.stringify(previous.context.items) !== JSON.stringify(actual.context.items);
      if (changed) expect(log.stored).toEqual(actual.context.items);
    }
    storedBefore = log.stored;
  };
}
