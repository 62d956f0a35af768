/**
 * The cart's model: sample products and events, and how states are told apart. What every state
 * promises is tests/model/drivers/cart.ts. Walked by the machine-alone paths (tests/model) and the
 * screen paths (tests/ui/cart.test.tsx).
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { MAX_LINE_QUANTITY } from '../../domain/constants.ts';
import type { Product } from '../../domain/products.ts';
import { cartMachine, itemKey, type CartItem, type CartProduct } from '../../machines/cart.ts';
import type { ModelConfig } from '../paths.ts';

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
/** Issue 23: the catalogue loads with the 5 Litre tub out of stock (a cart holding it and the 750 ML keeps the 750 ML). */
export const catalogueMango5lOut: Product[] = [
  catalogueProduct(mango, [sizes.mango750, { ...sizes.mango5l, status: 'Out of Stock' }]),
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

/** Order again (ADD_LINES): a past order's lines at today's prices, one of them the 750 ML tub ordered 3 times. */
export const reorderItems: CartItem[] = [
  { product: mango, size: sizes.mango750, quantity: 3 },
  { product: mango, size: sizes.mango5l, quantity: 1 },
];
/** Lines that are all out of stock: the cart takes none of them. */
export const reorderItemsOutOfStock: CartItem[] = [{ product: cone, size: sizes.coneOut, quantity: 2 }];

export const cartInput = { orderRule: 'A' as const };

export function cartEvents(snapshot: Snapshot): EventFromLogic<CartMachine>[] {
  // "Clear your cart?" covers the screen: the customer answers it either way; another tab may still
  // empty the cart, and the Adding... feedback still runs out.
  if (snapshot.matches({ lines: { filled: 'confirmingClear' } })) {
    return [
      { type: 'CONFIRM' },
      { type: 'DISMISS' },
      { type: 'STORAGE_CHANGED', items: [] },
      ...(snapshot.matches({ feedback: 'adding' }) ? [{ type: 'xstate.after.500.cart.feedback.adding' } as never] : []),
    ];
  }
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
    { type: 'CATALOGUE_LOADED', products: catalogueMango5lOut },
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
  // Order again, tried from a cart of at most one line (the graph stays small).
  if (keys.length <= 1) events.push({ type: 'ADD_LINES', items: reorderItems }, { type: 'ADD_LINES', items: reorderItemsOutOfStock });
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
