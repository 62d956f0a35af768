/**
 * The cart (spec section 4, Cart): lines as data, Add / increase / decrease / remove / clear (once the
 * customer confirms it, issue 13), the per-card "Adding..." feedback for 500 ms, a past order's lines added
 * at once (ADD_LINES, Order again), re-pricing when the catalogue loads. Totals, wholesale and order validity are derived with the domain
 * rules (`cartSummary`), never stored.
 *
 * A line carries at most MAX_LINE_QUANTITY, the limit the server checks: + (INCREASE) and Add stop
 * there, and lines read back from storage are clamped to it. Another tab's change to the stored cart
 * arrives as STORAGE_CHANGED from the injected `watchOtherTabs` callback actor; the cart takes those
 * lines, re-priced from the catalogue it last saw, without writing them back.
 */
import { assign, fromCallback, not, setup } from 'xstate';
import { cartTotals, type CartTotals } from '../domain/cart.ts';
import { clampQuantity, isAtQuantityLimit, toCartLine, type PricedSize } from '../domain/cartLine.ts';
import { ADDING_FEEDBACK_MS, type OrderRuleName } from '../domain/constants.ts';
import type { ItemValue } from '../domain/message.ts';
import type { Product } from '../domain/products.ts';
import { notice, sayToast, type Notice } from './kit.ts';

export type CartProduct = Pick<Product, 'id' | 'name' | 'names' | 'category' | 'image' | 'cover' | 'hasCover'>;

/** What a cart line keeps of a catalogue product (its names only when the catalogue gave them). */
export const cartProductOf = ({ id, name, names, category, image, cover, hasCover }: Product): CartProduct => ({
  id, name, ...(names ? { names } : {}), category, image, cover, hasCover,
});

export interface CartItem {
  product: CartProduct;
  size: PricedSize;
  quantity: number;
}

/** A line is one product in one size. */
export function lineKey(productId: number, sizeId: number): string {
  return `${productId}:${sizeId}`;
}

export const itemKey = (item: CartItem) => lineKey(item.product.id, item.size.id);

export type CartEvent =
  | { type: 'ADD'; product: CartProduct; size: PricedSize }
  /** Order again (issue 13): a past order's lines still in stock, at today's prices (domain/reorder.ts). */
  | { type: 'ADD_LINES'; items: CartItem[] }
  | { type: 'INCREASE'; key: string }
  | { type: 'DECREASE'; key: string }
  | { type: 'REMOVE'; key: string }
  /** Clear Cart: asks first (issue 13). */
  | { type: 'CLEAR' }
  /** The customer's answer to "Clear your cart?". */
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' }
  /** The order was placed: the cart empties without the "Cart cleared" toast. */
  | { type: 'ORDER_PLACED' }
  /** The lines kept in browser storage, read by the app at start (before the catalogue re-prices them). */
  | { type: 'RESTORED'; items: CartItem[] }
  /** Another tab changed the cart kept in browser storage: these are its lines now (none when it was emptied). */
  | { type: 'STORAGE_CHANGED'; items: CartItem[] }
  | { type: 'CATALOGUE_LOADED'; products: readonly Product[] };

export interface CartContext {
  items: CartItem[];
  /** The line whose card shows "Adding..." right now. */
  addingKey: string | null;
  orderRule: OrderRuleName;
  /** The catalogue last loaded (null before it loads): lines from storage are priced by it. */
  catalogue: readonly Product[] | null;
}

export interface CartInput {
  orderRule: OrderRuleName;
}

const findItem = (items: readonly CartItem[], key: string) => items.find((item) => itemKey(item) === key);

function withQuantity(items: readonly CartItem[], key: string, change: number): CartItem[] {
  return items
    .map((item) => (itemKey(item) === key ? { ...item, quantity: item.quantity + change } : item))
    .filter((item) => item.quantity > 0);
}

/** Keeps lines whose product and size still exist, at today's prices and stock. */
export function repriceItems(items: readonly CartItem[], products: readonly Product[]): CartItem[] {
  return items.flatMap((item) => {
    const product = products.find((candidate) => candidate.id === item.product.id);
    const size = product?.sizes.find((candidate) => candidate.id === item.size.id);
    if (!product || !size || size.status === 'Out of Stock') return [];
    // The catalogue's product as a line keeps it, its Gujarati and Hindi names with it (issue 24).
    return [{ product: cartProductOf(product), size, quantity: item.quantity }];
  });
}

/**
 * Issue 23: the lines a newly loaded catalogue takes out of the cart (their size is out of stock, or the
 * product or size is gone), each named as the customer saw it (worded where shown: "Alphonso Mango (5 Litre)",
 * "હાફૂસ કેરી (5 લિટર)"), so that none leaves the cart unsaid.
 */
export function linesGone(items: readonly CartItem[], products: readonly Product[]): ItemValue[] {
  const kept = new Set(repriceItems(items, products).map(itemKey));
  return items.filter((item) => !kept.has(itemKey(item))).map((item) => ({ item: item.product.name, names: item.product.names, size: item.size.size }));
}

/** The toast naming the lines a catalogue takes out of the cart. */
const linesGoneNotice = ({ context, event }: { context: CartContext; event: CartEvent }): Notice =>
  notice(sayToast('linesNoLongerAvailable', event.type === 'CATALOGUE_LOADED' ? linesGone(context.items, event.products) : []), 'info');

/**
 * Lines read back from browser storage (at start, or written by another tab): quantities clamped to the
 * limit, and re-priced like the cart's own lines once the catalogue is known.
 */
export function storedLines(items: readonly CartItem[], catalogue: readonly Product[] | null): CartItem[] {
  const clamped = items.map((item) => ({ ...item, quantity: clampQuantity(item.quantity) }));
  return catalogue ? repriceItems(clamped, catalogue) : clamped;
}

const isLineInStock = (line: CartItem) => line.size.status === 'In Stock';

/**
 * Lines added at once (Order again): each in-stock line joins the line of the same product and size, or
 * is added; a line carries at most the limit.
 */
export const addLines = (items: CartItem[], added: readonly CartItem[]): CartItem[] =>
  added.filter(isLineInStock).reduce((lines, line) => {
    const same = findItem(lines, itemKey(line));
    const quantity = clampQuantity((same?.quantity ?? 0) + line.quantity);
    return same ? lines.map((item) => (item === same ? { ...item, quantity } : item)) : [...lines, { ...line, quantity }];
  }, items);

const linesOf = (context: CartContext, event: CartEvent) =>
  event.type === 'RESTORED' || event.type === 'STORAGE_CHANGED' ? storedLines(event.items, context.catalogue) : context.items;

const isLineFull = (items: readonly CartItem[], key: string) => {
  const item = findItem(items, key);
  return item !== undefined && isAtQuantityLimit(item);
};

/** The line an INCREASE, DECREASE or REMOVE names. */
interface LineParams {
  key: string;
}
const lineParams = ({ event }: { event: { key: string } }): LineParams => ({ key: event.key });

/** What an ADD brings: the product's id and the size. */
interface AddParams {
  productId: number;
  size: PricedSize;
}
const addParams = ({ event }: { event: Extract<CartEvent, { type: 'ADD' }> }): AddParams => ({ productId: event.product.id, size: event.size });

export const cartMachine = setup({
  types: {
    context: {} as CartContext,
    events: {} as CartEvent,
    input: {} as CartInput,
  },
  actors: {
    /** Supplied by the app: sends STORAGE_CHANGED when another tab changes the stored cart (the `storage` event). */
    watchOtherTabs: fromCallback<CartEvent>(() => undefined),
  },
  guards: {
    isInStock: (_, { size }: AddParams) => size.status === 'In Stock',
    /** In stock, and not a line already at the quantity limit (it takes no more). */
    isAddable: ({ context }, { productId, size }: AddParams) => size.status === 'In Stock' && !isLineFull(context.items, lineKey(productId, size.id)),
    /** Order again brings at least one line in stock. */
    bringsLinesToAdd: ({ event }) => event.type === 'ADD_LINES' && event.items.some(isLineInStock),
    isInCart: ({ context }, { key }: LineParams) => findItem(context.items, key) !== undefined,
    /** In the cart and below the quantity limit: + stops there. */
    canIncrease: ({ context }, { key }: LineParams) => findItem(context.items, key) !== undefined && !isLineFull(context.items, key),
    isLastOfLine: ({ context }, { key }: LineParams) => findItem(context.items, key)?.quantity === 1,
    hasRestoredItems: ({ context, event }) => event.type === 'RESTORED' && linesOf(context, event).length > 0,
    bringsLines: ({ context, event }) => event.type === 'STORAGE_CHANGED' && linesOf(context, event).length > 0,
    isOnlyLineLastUnit: ({ context }, { key }: LineParams) => context.items.length === 1 && findItem(context.items, key)?.quantity === 1,
    isOnlyLine: ({ context }, { key }: LineParams) => context.items.length === 1 && findItem(context.items, key) !== undefined,
    /** Issue 23: the catalogue no longer sells some of the lines (a size out of stock, or gone). */
    takesLinesOut: ({ context, event }) => event.type === 'CATALOGUE_LOADED' && linesGone(context.items, event.products).length > 0,
    leavesCartEmpty: ({ context, event }) =>
      event.type === 'CATALOGUE_LOADED' && repriceItems(context.items, event.products).length === 0,
  },
  actions: {
    addItem: assign({
      items: ({ context, event }) => {
        if (event.type !== 'ADD') return context.items;
        const key = lineKey(event.product.id, event.size.id);
        return findItem(context.items, key)
          ? withQuantity(context.items, key, 1)
          : [...context.items, { product: event.product, size: event.size, quantity: 1 }];
      },
    }),
    addLines: assign({ items: ({ context, event }) => (event.type === 'ADD_LINES' ? addLines(context.items, event.items) : context.items) }),
    increase: assign({ items: ({ context }, { key }: LineParams) => withQuantity(context.items, key, 1) }),
    decrease: assign({ items: ({ context }, { key }: LineParams) => withQuantity(context.items, key, -1) }),
    removeLine: assign({ items: ({ context }, { key }: LineParams) => context.items.filter((item) => itemKey(item) !== key) }),
    empty: assign({ items: [] }),
    /** The lines from storage (RESTORED, STORAGE_CHANGED), clamped and re-priced. */
    takeStoredLines: assign({ items: ({ context, event }) => linesOf(context, event) }),
    rememberCatalogue: assign({ catalogue: ({ context, event }) => (event.type === 'CATALOGUE_LOADED' ? event.products : context.catalogue) }),
    reprice: assign({
      items: ({ context, event }) => (event.type === 'CATALOGUE_LOADED' ? repriceItems(context.items, event.products) : context.items),
    }),
    markAdding: assign({ addingKey: ({ event }) => (event.type === 'ADD' ? lineKey(event.product.id, event.size.id) : null) }),
    clearAdding: assign({ addingKey: null }),
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},

    /** Supplied by the app: keep the lines in browser storage (runs after the change, with the new lines). */
    persist: () => {},
  },
}).createMachine({
  id: 'cart',
  meta: { spec: '4' },
  type: 'parallel',
  context: ({ input }) => ({ items: [], addingKey: null, orderRule: input.orderRule, catalogue: null }),
  invoke: { id: 'watchOtherTabs', src: 'watchOtherTabs' },
  states: {
    lines: {
      meta: { spec: '4' },
      initial: 'empty',
      // Order again, into an empty cart or a filled one.
      on: { ADD_LINES: { meta: { issue: '13.8' }, guard: 'bringsLinesToAdd', target: '.filled', actions: ['addLines', 'persist'] } },
      states: {
        empty: {
          meta: { spec: '4' },
          on: {
            ADD: { guard: { type: 'isInStock', params: addParams }, target: 'filled', actions: ['addItem', 'persist'] },
            RESTORED: { guard: 'hasRestoredItems', target: 'filled', actions: 'takeStoredLines' },
            STORAGE_CHANGED: { guard: 'bringsLines', target: 'filled', actions: 'takeStoredLines' },
            CATALOGUE_LOADED: { actions: 'rememberCatalogue' },
          },
        },
        filled: {
          meta: { spec: '4' },
          on: {
            ADD: { guard: { type: 'isAddable', params: addParams }, actions: ['addItem', 'persist'] },
            INCREASE: { guard: { type: 'canIncrease', params: lineParams }, actions: [{ type: 'increase', params: lineParams }, 'persist'] },
            DECREASE: [
              { guard: { type: 'isOnlyLineLastUnit', params: lineParams }, target: 'empty', actions: ['empty', 'persist', { type: 'notify', params: notice(sayToast('itemRemoved'), 'info') }] },
              { guard: { type: 'isLastOfLine', params: lineParams }, actions: [{ type: 'removeLine', params: lineParams }, 'persist', { type: 'notify', params: notice(sayToast('itemRemoved'), 'info') }] },
              { guard: { type: 'isInCart', params: lineParams }, actions: [{ type: 'decrease', params: lineParams }, 'persist'] },
            ],
            REMOVE: [
              { guard: { type: 'isOnlyLine', params: lineParams }, target: 'empty', actions: ['empty', 'persist', { type: 'notify', params: notice(sayToast('itemRemoved'), 'info') }] },
              { guard: { type: 'isInCart', params: lineParams }, actions: [{ type: 'removeLine', params: lineParams }, 'persist', { type: 'notify', params: notice(sayToast('itemRemoved'), 'info') }] },
            ],
            ORDER_PLACED: { target: 'empty', actions: ['empty', 'persist'] },
            CATALOGUE_LOADED: [
              { guard: 'leavesCartEmpty', target: 'empty', actions: [{ type: 'notify', params: linesGoneNotice }, 'rememberCatalogue', 'empty', 'persist'] },
              // Issue 23: a line the catalogue takes out is named to the customer, never dropped unsaid.
              { meta: { issue: '23.4' }, guard: 'takesLinesOut', actions: [{ type: 'notify', params: linesGoneNotice }, 'rememberCatalogue', 'reprice', 'persist'] },
              { actions: ['rememberCatalogue', 'reprice', 'persist'] },
            ],
            /** Taken as the other tab wrote it, not written back (that tab wrote it already). */
            STORAGE_CHANGED: [{ guard: not('bringsLines'), target: 'empty', actions: 'empty' }, { actions: 'takeStoredLines' }],
          },
          initial: 'shopping',
          states: {
            shopping: { meta: { spec: '4' }, on: { CLEAR: 'confirmingClear' } },
            /** "Clear your cart?" (issue 13): the cart empties only once the customer says yes. */
            confirmingClear: {
              meta: { spec: '4', issue: '13.5' },
              on: {
                CONFIRM: { target: '#cart.lines.empty', actions: ['empty', 'persist', { type: 'notify', params: notice(sayToast('cartCleared'), 'info') }] },
                DISMISS: 'shopping',
              },
            },
          },
        },
      },
    },
    feedback: {
      meta: { spec: '4' },
      initial: 'idle',
      states: {
        idle: {
          meta: { spec: '4' },
          on: { ADD: { guard: { type: 'isAddable', params: addParams }, target: 'adding', actions: 'markAdding' } },
        },
        adding: {
          meta: { spec: '4' },
          after: { [ADDING_FEEDBACK_MS]: { target: 'idle', actions: 'clearAdding' } },
          on: { ADD: { guard: { type: 'isAddable', params: addParams }, target: 'adding', reenter: true, actions: 'markAdding' } },
        },
      },
    },
  },
});

export type CartSnapshot = { context: CartContext };

/** What the cart shows: totals, wholesale and order validity, from the domain rules. */
export function cartSummary(context: CartContext): CartTotals {
  return cartTotals(context.items.map(toCartLine), context.orderRule);
}
