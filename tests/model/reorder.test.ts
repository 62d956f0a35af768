import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { REORDER_DESTINATION, reorderMachine } from '../../machines/reorder.ts';
import type { ReorderLine } from '../../domain/reorder.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { catalogueFailure, catalogues, pastLines, pastOrderId, reorderModel } from '../../model/models/reorder.ts';
import { checkReorder } from './drivers/reorder.ts';
import { shownNotice, type ShownNotice } from './shownNotice.ts';

const paths = generatePaths(reorderModel);
const coverage = new Coverage();

interface Effects {
  effects: FakeEffects;
  added: ReorderLine[][];
  toasts: ShownNotice[];
  routes: string[];
}

function withFakes(recorded: Effects) {
  return reorderMachine.provide({
    actors: { loadCatalogue: recorded.effects.actor('loadCatalogue') },
    actions: {
      addToCart: (_, params) => recorded.added.push(params.items),
      notify: (_, params) => recorded.toasts.push(shownNotice(params)),
      navigate: (_, params) => recorded.routes.push(params.to),
    },
  });
}

const fresh = (): Effects => ({ effects: new FakeEffects(), added: [], toasts: [], routes: [] });

describe('Order again machine paths', () => {
  it('the paths ask for every sample order and settle the catalogue with every sample and a failure', () => {
    const sent = paths.flatMap((path) => path.steps.map((step) => step.event));
    expect(new Set(sent.map((event) => event.type))).toEqual(
      new Set(['xstate.init', 'REORDER', 'xstate.done.actor.loadCatalogue', 'xstate.error.actor.loadCatalogue']),
    );
    const named = new Set(sent.flatMap((event) => ('catalogue' in event ? [event.catalogue] : [])));
    expect(named).toEqual(new Set(Object.keys(catalogues)));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const recorded = fresh();
    await runPath(path, { machine: withFakes(recorded), effects: recorded.effects, coverage, check: checkReorder });
  });

  it('reaches every state and transition of the Order again machine', () => {
    expectFullCoverage(reorderMachine, coverage);
  });
});

/** A customer pressed Order again on ORD000042; today's catalogue answers with `outcome`. */
async function orderAgain(outcome: { output: unknown } | { error: unknown }) {
  const recorded = fresh();
  const actor = createActor(withFakes(recorded)).start();
  actor.send({ type: 'REORDER', orderId: pastOrderId, lines: pastLines });
  expect(recorded.effects.calls.map((call) => call.name)).toEqual(['loadCatalogue']);
  expect(actor.getSnapshot().hasTag('reordering')).toBe(true);
  recorded.effects.settle('loadCatalogue', outcome);
  await new Promise((resolve) => setTimeout(resolve, 0));
  expect(actor.getSnapshot().hasTag('reordering')).toBe(false);
  return recorded;
}

const lineSummary = (lines: ReorderLine[]) => lines.map((line) => [line.product.name, line.size.size, line.quantity, line.size.mrp]);

describe('Order again machine: what each outcome does', () => {
  it('every line in stock: all go to the cart at today\'s prices, "Added 5 items to your cart", then the cart', async () => {
    const recorded = await orderAgain({ output: catalogues.allInStock });
    expect(recorded.added.map(lineSummary)).toEqual([[['Alphonso Mango', '5 Litre', 2, 1500], ['Kesar Pista', '750 ML', 3, 280]]]);
    expect(recorded.toasts).toEqual([{ message: 'Added 5 items to your cart', tone: 'success' }]);
    expect(recorded.routes).toEqual([REORDER_DESTINATION]);
    expect(REORDER_DESTINATION).toBe('/cart');
  });

  it('a line out of stock: the rest goes to the cart and the toast names it', async () => {
    const recorded = await orderAgain({ output: catalogues.kesarOut });
    expect(recorded.added.map(lineSummary)).toEqual([[['Alphonso Mango', '5 Litre', 2, 1500]]]);
    expect(recorded.toasts).toEqual([
      { message: 'Added 2 items to your cart', tone: 'info', description: 'Kesar Pista (750 ML) is no longer available.' },
    ]);
    expect(recorded.routes).toEqual(['/cart']);
  });

  it('nothing available: the cart is left alone, the customer stays, and the toast names every line', async () => {
    const recorded = await orderAgain({ output: catalogues.noneListed });
    expect(recorded.added).toEqual([]);
    expect(recorded.routes).toEqual([]);
    expect(recorded.toasts).toEqual([
      {
        message: 'None of the items in this order are available now',
        tone: 'error',
        description: 'Alphonso Mango (5 Litre) and Kesar Pista (750 ML) are no longer available.',
      },
    ]);
  });

  it('the catalogue cannot be loaded: the reason is shown, nothing else happens', async () => {
    const recorded = await orderAgain({ error: catalogueFailure });
    expect(recorded.added).toEqual([]);
    expect(recorded.routes).toEqual([]);
    expect(recorded.toasts).toEqual([{ message: 'Could not order again', tone: 'error', description: 'Failed to fetch products' }]);
  });
});
