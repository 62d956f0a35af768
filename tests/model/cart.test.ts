import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import { ADDING_FEEDBACK_MS, MAX_LINE_QUANTITY } from '../../domain/constants.ts';
import { toastTexts } from '../../domain/messages/toasts.ts';
import { cartMachine, lineKey, type CartItem } from '../../machines/cart.ts';
import {
  cartModel, catalogueMango5lOut, catalogueWithoutMango, cone, mango, otherTabItems, reorderItems, reorderItemsOutOfStock, repricedCatalogue, sizes, storedItems,
} from '../../model/models/cart.ts';
import { checkCart } from './drivers/cart.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { cartEventTable } from '../../model/oracles/lines.ts';
import { shownNotice, type ShownNotice } from './shownNotice.ts';

const paths = generatePaths(cartModel);
const coverage = new Coverage();

describe('cart machine paths', () => {
  it('the paths send every cart event and let the Adding... feedback run out', () => {
    const sent = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect([...sent].sort()).toEqual(
      ['xstate.init', 'ADD', 'INCREASE', 'DECREASE', 'REMOVE', 'CLEAR', 'CONFIRM', 'DISMISS', 'ORDER_PLACED', 'ADD_LINES', 'RESTORED', 'STORAGE_CHANGED', 'CATALOGUE_LOADED',
        `xstate.after.${ADDING_FEEDBACK_MS}.cart.feedback.adding`].sort(),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const machine = cartMachine.provide({ actions: { notify: () => {}, persist: () => {} } });
    await runPath(path, { machine, effects: new FakeEffects(), input: cartModel.input, coverage, check: checkCart, events: cartEventTable });
  });

  it('reaches every state and transition of the cart machine', () => {
    expectFullCoverage(cartMachine, coverage, { events: cartEventTable });
  });
});

/** A started cart with a simulated clock, the toasts it showed and every write to storage. */
function start() {
  const toasts: ShownNotice[] = [];
  const stored: CartItem[][] = [];
  const clock = new SimulatedClock();
  const machine = cartMachine.provide({
    actions: { notify: (_, params) => toasts.push(shownNotice(params)), persist: ({ context }) => stored.push(context.items) },
  });
  const actor = createActor(machine, { input: cartModel.input!, clock }).start();
  const lines = () => actor.getSnapshot().context.items.map((item) => [lineKey(item.product.id, item.size.id), item.quantity, item.size.price]);
  return { actor, toasts, stored, clock, lines };
}

const mango750 = lineKey(mango.id, sizes.mango750.id);
const mango5l = lineKey(mango.id, sizes.mango5l.id);

describe('cart machine: what each action does', () => {
  it('Add puts one in the cart, stores it, and shows "Adding..." on that card for 500 ms', () => {
    const cart = start();
    cart.actor.send({ type: 'ADD', product: mango, size: sizes.mango750 });
    expect(cart.lines()).toEqual([[mango750, 1, 249]]);
    expect(cart.stored).toEqual([[{ product: mango, size: sizes.mango750, quantity: 1 }]]);
    expect(cart.actor.getSnapshot().context.addingKey).toBe(mango750);
    cart.clock.increment(ADDING_FEEDBACK_MS - 1);
    expect(cart.actor.getSnapshot().context.addingKey).toBe(mango750);
    cart.clock.increment(1);
    expect(cart.actor.getSnapshot().context.addingKey).toBeNull();
    expect(cart.toasts).toEqual([]);
  });

  it('an out-of-stock size is not added and nothing is stored', () => {
    const cart = start();
    cart.actor.send({ type: 'ADD', product: cone, size: sizes.coneOut });
    expect(cart.lines()).toEqual([]);
    expect(cart.stored).toEqual([]);
  });

  it('− on the last unit removes the line with "Item removed from cart"; Clear asks, and once confirmed says "Cart cleared"', () => {
    const cart = start();
    cart.actor.send({ type: 'ADD', product: mango, size: sizes.mango750 });
    cart.actor.send({ type: 'ADD', product: mango, size: sizes.mango5l });
    cart.actor.send({ type: 'DECREASE', key: mango750 });
    expect(cart.lines()).toEqual([[mango5l, 1, 1220]]);
    expect(cart.toasts).toEqual([{ message: toastTexts.itemRemoved, tone: 'info' }]);
    const writes = cart.stored.length;
    cart.actor.send({ type: 'CLEAR' });
    expect(cart.actor.getSnapshot().matches({ lines: { filled: 'confirmingClear' } })).toBe(true);
    cart.actor.send({ type: 'DISMISS' });
    expect(cart.lines()).toEqual([[mango5l, 1, 1220]]);
    expect(cart.stored).toHaveLength(writes);
    expect(cart.toasts).toHaveLength(1);
    cart.actor.send({ type: 'CLEAR' });
    cart.actor.send({ type: 'CONFIRM' });
    expect(cart.lines()).toEqual([]);
    expect(cart.toasts.map((toast) => toast.message)).toEqual(['Item removed from cart', 'Cart cleared']);
    expect(cart.stored.at(-1)).toEqual([]);
  });

  it('a placed order empties the cart without a toast', () => {
    const cart = start();
    cart.actor.send({ type: 'ADD', product: mango, size: sizes.mango750 });
    cart.actor.send({ type: 'ORDER_PLACED' });
    expect(cart.lines()).toEqual([]);
    expect(cart.toasts).toEqual([]);
    expect(cart.stored.at(-1)).toEqual([]);
  });

  it(`+ stops at ${MAX_LINE_QUANTITY}: a line from storage at the limit takes no more`, () => {
    const cart = start();
    cart.actor.send({ type: 'RESTORED', items: [{ ...otherTabItems[0]!, quantity: MAX_LINE_QUANTITY + 5 }] });
    expect(cart.lines()).toEqual([[mango750, MAX_LINE_QUANTITY, 249]]);
    cart.actor.send({ type: 'INCREASE', key: mango750 });
    cart.actor.send({ type: 'ADD', product: mango, size: sizes.mango750 });
    expect(cart.lines()).toEqual([[mango750, MAX_LINE_QUANTITY, 249]]);
    expect(cart.stored).toEqual([]);
  });

  it('the restored cart is re-priced by the catalogue and stored; lines it no longer lists go', () => {
    const cart = start();
    cart.actor.send({ type: 'RESTORED', items: [...storedItems, { product: mango, size: sizes.mango5l, quantity: 1 }] });
    expect(cart.stored).toEqual([]);
    cart.actor.send({ type: 'CATALOGUE_LOADED', products: repricedCatalogue });
    expect(cart.actor.getSnapshot().context.items.map((item) => item.size.mrp)).toEqual([260, 1500]);
    expect(cart.stored).toHaveLength(1);
    expect(cart.toasts).toEqual([]);
    cart.actor.send({ type: 'CATALOGUE_LOADED', products: catalogueWithoutMango });
    expect(cart.lines()).toEqual([]);
    expect(cart.stored.at(-1)).toEqual([]);
    // Issue 23: the lines that went are named.
    expect(cart.toasts).toEqual([{ message: toastTexts.linesNoLongerAvailable(['Alphonso Mango (750 ML)', 'Alphonso Mango (5 Litre)']), tone: 'info' }]);
  });

  it("issue 24: a line re-priced by a newly loaded catalogue keeps the product's Gujarati and Hindi names, which the cart shows", () => {
    const cart = start();
    const names = { gu: 'હાફૂસ કેરી', hi: 'हापुस आम' };
    cart.actor.send({ type: 'RESTORED', items: storedItems });
    cart.actor.send({ type: 'CATALOGUE_LOADED', products: repricedCatalogue.map((product) => (product.id === mango.id ? { ...product, names } : product)) });
    expect(cart.actor.getSnapshot().context.items.map((item) => item.product.names)).toEqual([names]);
    expect(cart.stored.at(-1)!.map((item) => item.product.names)).toEqual([names]);
  });

  it('issue 23: a kept line whose size went out of stock leaves the cart named in a toast; the lines still sold stay', () => {
    const cart = start();
    cart.actor.send({ type: 'RESTORED', items: [...storedItems, { product: mango, size: sizes.mango5l, quantity: 1 }] });
    cart.actor.send({ type: 'CATALOGUE_LOADED', products: catalogueMango5lOut });
    expect(cart.lines()).toEqual([[mango750, 3, 249]]);
    expect(cart.toasts).toEqual([{ message: toastTexts.linesNoLongerAvailable(['Alphonso Mango (5 Litre)']), tone: 'info' }]);
    cart.actor.send({ type: 'CATALOGUE_LOADED', products: catalogueMango5lOut });
    expect(cart.toasts).toHaveLength(1);
  });

  it("another tab's cart is taken as written, clamped, and not written back", () => {
    const cart = start();
    cart.actor.send({ type: 'ADD', product: cone, size: { ...sizes.coneOut, status: 'In Stock' } });
    const writes = cart.stored.length;
    cart.actor.send({ type: 'STORAGE_CHANGED', items: otherTabItems });
    expect(cart.lines()).toEqual([[mango750, MAX_LINE_QUANTITY, 249], [mango5l, 1, 1220]]);
    cart.actor.send({ type: 'STORAGE_CHANGED', items: [] });
    expect(cart.lines()).toEqual([]);
    expect(cart.stored).toHaveLength(writes);
    expect(cart.toasts).toEqual([]);
  });
});

describe('cart machine: Order again (ADD_LINES)', () => {
  it('an empty cart takes the lines at their quantities, stores them, and shows no toast or Adding...', () => {
    const cart = start();
    cart.actor.send({ type: 'ADD_LINES', items: reorderItems });
    expect(cart.lines()).toEqual([[mango750, 3, 249], [mango5l, 1, 1220]]);
    expect(cart.stored).toEqual([reorderItems]);
    expect(cart.actor.getSnapshot().context.addingKey).toBeNull();
    expect(cart.toasts).toEqual([]);
  });

  it('a line already in the cart grows by the order\'s quantity, up to the limit', () => {
    const cart = start();
    cart.actor.send({ type: 'ADD', product: mango, size: sizes.mango750 });
    cart.actor.send({ type: 'ADD_LINES', items: reorderItems });
    expect(cart.lines()).toEqual([[mango750, 4, 249], [mango5l, 1, 1220]]);
    cart.actor.send({ type: 'ADD_LINES', items: [{ product: mango, size: sizes.mango750, quantity: MAX_LINE_QUANTITY }] });
    expect(cart.lines()).toEqual([[mango750, MAX_LINE_QUANTITY, 249], [mango5l, 1, 1220]]);
  });

  it('out-of-stock lines are not taken: a cart of only those is refused and nothing is stored', () => {
    const cart = start();
    expect(cart.actor.getSnapshot().can({ type: 'ADD_LINES', items: reorderItemsOutOfStock })).toBe(false);
    cart.actor.send({ type: 'ADD_LINES', items: [...reorderItemsOutOfStock, { product: mango, size: sizes.mango5l, quantity: 2 }] });
    expect(cart.lines()).toEqual([[mango5l, 2, 1220]]);
    expect(cart.stored).toHaveLength(1);
  });
});
