/**
 * Order again's model paths (tests/model/drivers/reorder.ts) through the rendered app: a customer on
 * /order-history presses Order again on a past order (REORDER); the catalogue, still loading since the app
 * started, answers with the path's sample catalogue (or fails twice: the load and its one retry), which is
 * the reorder machine's `loadCatalogue` settling through the app's own wiring (src/app/freshCatalogue.ts).
 * The order without lines (REORDER with none) is its Order again button, disabled. Paths with one
 * catalogue answer are walked: a second one would need the loaded catalogue to change under the customer.
 * After each step: the button's busy text, the toast, where the customer is, and the cart's lines.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { SUCCESS_CODE } from '../../domain/answerCode.ts';
import { toastTexts as englishToastTexts } from '../../domain/messages/toasts.ts';
import { orderHistoryTexts as englishOrderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import type { ParsedAnswer, ParsedOrderRecord, ParsedProductRecord } from '../../domain/contract.ts';
import type { Product } from '../../domain/products.ts';
import { cartSummary } from '../../machines/cart.ts';
import { reorderMachine } from '../../machines/reorder.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage } from '../../model/run.ts';
import { catalogueFailure, catalogues, pastLines, pastOrderId, reorderModel } from '../../model/models/reorder.ts';
import { expectScreenCoverage } from './coverage.ts';
import { customer, deliveryAddressRecord } from './fixtures.ts';
import { renderApp, storedCart, type AppHarness } from './harness.tsx';
import { shown } from './shown.ts';

const toastTexts = shown(englishToastTexts);
const orderHistoryTexts = shown(englishOrderHistoryTexts);

type ReorderMachine = typeof reorderMachine;
type Path = GeneratedPath<ReorderMachine>;
type Snapshot = SnapshotFrom<ReorderMachine>;
type StepEvent = { type: string; catalogue?: keyof typeof catalogues; output?: unknown; error?: unknown; orderId?: string };

const coverage = new Coverage();
/** The cart's ADD_LINES transitions, which the cart's own screen paths leave to this file. */
const cartCoverage = new Coverage();

/** The customer's orders: the sample past order, and one the server sent without lines. */
const pastOrder: ParsedOrderRecord = {
  orderId: 42, status: 'completed', createdDate: '2026-01-01 10:00:00', orderDate: null, address: '12 Kalawad Road', pinCode: '360005',
  phone: '9876543210', deliveryFee: 0, totalAmount: 3270, cancelReason: null,
  orderMeta: pastLines.map((line) => ({
    pid: line.productId, pMetaId: line.sizeId ?? undefined, title: line.name, size: line.size, quantity: line.quantity, amount: 0,
    image: null, cover: null, thumb: null, cover_thumb: null,
  })),
};
const orderWithoutLines: ParsedOrderRecord = { ...pastOrder, orderId: 43, totalAmount: 0, orderMeta: [] };

/** What the customer's cart held before: one Alphonso Mango 5 Litre tub (the past order's first line). */
const storedTub = { product: { id: 1, name: 'Alphonso Mango', category: 'IceCreame', image: '/uploads/1.svg', cover: '/uploads/1.svg', hasCover: false },
  size: { id: 12, size: '5 Litre', price: 1400, mrp: 1400, status: 'In Stock' as const }, quantity: 1 };

/** The cart after the step, by sample catalogue: name, size, quantity, today's price. */
const cartAfter: Record<keyof typeof catalogues | 'failed', [string, string, number, number][]> = {
  allInStock: [['Alphonso Mango', '5 Litre', 3, 1500], ['Kesar Pista', '750 ML', 3, 280]],
  kesarOut: [['Alphonso Mango', '5 Litre', 3, 1500]],
  // The tub is no longer listed: the catalogue's re-pricing takes it out, and nothing is added.
  noneListed: [],
  // Not loaded: the cart keeps the stored line as it was.
  failed: [['Alphonso Mango', '5 Litre', 1, 1400]],
};
const toastAfter: Record<keyof typeof catalogues | 'failed', { message: string; description: string | null }> = {
  allInStock: { message: 'Added 5 items to your cart', description: null },
  kesarOut: { message: 'Added 2 items to your cart', description: 'Kesar Pista (750 ML) is no longer available.' },
  noneListed: {
    message: 'None of the items in this order are available now',
    description: 'Alphonso Mango (5 Litre) and Kesar Pista (750 ML) are no longer available.',
  },
  failed: { message: 'Could not order again', description: catalogueFailure.message },
};

const toRecord = (product: Product): ParsedProductRecord => ({
  pid: product.id, title: product.name, type: product.category, image: product.image, cover: null, status: 'In Stock',
  product_data: product.sizes.map((size) => ({ ...size })),
});
const answer = (products: readonly Product[]): ParsedAnswer<'getProducts'> => ({ code: SUCCESS_CODE, msg: '', Data: products.map(toRecord) });

const isSettle = (event: { type: string }) => event.type.startsWith('xstate.done.') || event.type.startsWith('xstate.error.');
/** At most one catalogue answer, and it ends the path. */
const walkable = (path: Path): boolean => path.steps.every((step, index) => !isSettle(step.event) || index === path.steps.length - 1);

const orderCard = (id: string) => screen.getByRole('heading', { level: 2, name: id }).closest('li')!;
const orderAgainButton = (id: string) => within(orderCard(id)).getByRole('button', { name: /^(Order again|Adding to cart…)$/ });

async function openHistory(cart: 'storedTub' | 'empty' = 'storedTub'): Promise<AppHarness> {
  const app = await renderApp({
    path: '/order-history',
    session: customer,
    storage: cart === 'storedTub' ? { cart: storedCart([storedTub]) } : {},
    coverage: { reorder: coverage, cart: cartCoverage },
  });
  await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
  await screen.findByText(orderHistoryTexts.loadingOrders);
  await app.settle('fetchOrders', { output: [pastOrder, orderWithoutLines] });
  await screen.findByRole('heading', { level: 2, name: pastOrderId });
  return app;
}

async function perform(app: AppHarness, before: Snapshot, event: StepEvent): Promise<keyof typeof catalogues | 'failed' | null> {
  if (event.type === 'REORDER') {
    const button = orderAgainButton(event.orderId!);
    // Disabled where the machine takes no REORDER (the order without lines, or while one is under way): pressing does nothing.
    expect(button.hasAttribute('disabled')).toBe(!before.can(event as never));
    await app.user.click(button);
    return null;
  }
  if (event.type === 'xstate.done.actor.loadCatalogue') {
    const products = catalogues[event.catalogue!];
    await app.settle('getProducts', { output: answer(products) });
    await app.settle('getConeCandy', { output: answer([]) });
    return event.catalogue!;
  }
  if (event.type === 'xstate.error.actor.loadCatalogue') {
    // The catalogue's load fails, and so does its one retry a second later.
    await app.settle('getProducts', { error: catalogueFailure });
    await app.advance(1000);
    await app.settle('getProducts', { error: catalogueFailure });
    return 'failed';
  }
  throw new Error(`no screen action for ${event.type}`);
}

function expectHistory(state: Snapshot): void {
  const busy = state.hasTag('reordering');
  const button = orderAgainButton(pastOrderId);
  expect(button.textContent).toBe(busy ? orderHistoryTexts.orderingAgain : orderHistoryTexts.orderAgain);
  expect(button.getAttribute('aria-busy')).toBe(busy ? 'true' : null);
  expect(button.hasAttribute('disabled')).toBe(busy);
  expect(orderAgainButton('ORD000043').hasAttribute('disabled')).toBe(true);
}

async function walk(path: Path): Promise<void> {
  const app = await openHistory();
  expectHistory(path.steps[0]!.state);
  for (const [index, { event, state }] of path.steps.entries()) {
    if (index === 0) continue;
    const outcome = await perform(app, path.steps[index - 1]!.state, event as StepEvent);
    expect(app.actors.reorder.getSnapshot().value).toEqual(state.value);
    if (outcome === null) {
      expect(app.toasts()).toEqual([]);
      expectHistory(state);
      continue;
    }
    // Issue 23: a catalogue that no longer lists the tub kept in the cart names it as it leaves the cart.
    const tubGone = outcome === 'noneListed' ? [{ message: toastTexts.linesNoLongerAvailable([`${storedTub.product.name} (${storedTub.size.size})`]), description: null }] : [];
    expect(app.toasts()).toEqual([...tubGone, toastAfter[outcome]]);
    const lines = app.actors.cart.getSnapshot().context.items.map((item) => [item.product.name, item.size.size, item.quantity, item.size.mrp]);
    expect(lines).toEqual(cartAfter[outcome]);
    const added = outcome === 'allInStock' || outcome === 'kesarOut';
    expect(app.location()).toBe(added ? '/cart' : '/order-history');
    if (added) {
      // The cart shows the lines at today's prices, ready to be placed.
      await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
      const shown = within(screen.getByRole('region', { name: 'Items in your cart' })).getAllByRole('listitem');
      expect(shown.map((line) => within(line).getByRole('heading', { level: 3 }).textContent)).toEqual(cartAfter[outcome].map(([name]) => name));
      expect(cartSummary(app.actors.cart.getSnapshot().context).totalItems).toBe(cartAfter[outcome].reduce((sum, [, , quantity]) => sum + quantity, 0));
    } else {
      expectHistory(state);
    }
    await app.dismissToasts();
  }
}

const paths = generatePaths(reorderModel).filter(walkable);

describe('Order again paths through the order history and the cart', () => {
  it('walks the paths with one catalogue answer: every sample catalogue and the failure', () => {
    const settled = new Set(paths.flatMap((path) => path.steps.map((step) => (step.event as StepEvent).catalogue ?? step.event.type)));
    expect(settled).toEqual(new Set(['xstate.init', 'REORDER', ...Object.keys(catalogues), 'xstate.error.actor.loadCatalogue']));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await walk(path);
  });

  it('reaches every transition of the Order again machine through the screens', () => {
    expectScreenCoverage('reorder', reorderMachine, coverage, {});
  });
});

describe('Order again with the catalogue already loaded', () => {
  it('uses the loaded catalogue at once: no second fetch, the cart opens with the lines', async () => {
    const app = await openHistory();
    await app.settle('getProducts', { output: answer(catalogues.allInStock) });
    await app.settle('getConeCandy', { output: answer([]) });
    await app.user.click(orderAgainButton(pastOrderId));
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(app.callsOf('getProducts')).toHaveLength(1);
    expect(app.toasts()).toEqual([toastAfter.allInStock]);
    expect(app.actors.cart.getSnapshot().context.items.map((item) => item.quantity)).toEqual([3, 3]);
  });

  it('an empty cart is filled with the order\'s lines at their quantities', async () => {
    const app = await openHistory('empty');
    await app.settle('getProducts', { output: answer(catalogues.kesarOut) });
    await app.settle('getConeCandy', { output: answer([]) });
    await app.user.click(orderAgainButton(pastOrderId));
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(app.toasts()).toEqual([toastAfter.kesarOut]);
    const lines = app.actors.cart.getSnapshot().context.items.map((item) => [item.product.name, item.size.size, item.quantity, item.size.mrp]);
    expect(lines).toEqual([['Alphonso Mango', '5 Litre', 2, 1500]]);
  });

  it('the cart\'s ADD_LINES was taken, into an empty cart and into a filled one (the examples above)', () => {
    expect(cartCoverage.transitions.has('cart.lines --ADD_LINES#0')).toBe(true);
  });
});
