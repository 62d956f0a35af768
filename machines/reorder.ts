/**
 * Order again (issue 13, part 8): on a past order in the history, one tap puts the order's lines that are
 * still in stock into the cart at today's prices, and a toast names any that are not.
 *
 * REORDER carries the order's lines as the history shows them. The injected `loadCatalogue` actor answers
 * with today's catalogue (the app's catalogue actor: loaded first when it is not, fetched again when it is
 * stale or failed). The domain rule `planReorder` says which lines go back; those go to the cart
 * (`addToCart`, the cart's ADD_LINES), the toast says how many items were added and names the missing ones,
 * and the customer is taken to the cart, where the order is reviewed and placed as any other. When none
 * is available, or the catalogue cannot be loaded, the toast says so and the customer stays on the history.
 * One order at a time: the busy state is the `reordering` tag.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { messageKeys, type ItemValue } from '../domain/message.ts';
import { sayMessages } from '../domain/messages/index.ts';
import { reorderTexts as englishReorderTexts } from '../domain/messages/reorder.ts';
import type { Product } from '../domain/products.ts';
import { planReorder, reorderItemCount, type PastLine, type ReorderLine, type ReorderPlan } from '../domain/reorder.ts';
import { errorWordsOr, notice, notProvided, type Notice } from './kit.ts';

const sayReorder = messageKeys('reorderTexts', englishReorderTexts);

export const REORDER_DESTINATION = '/cart';

export type ReorderEvent =
  /** Order again on a past order (its displayed id, e.g. ORD000042, and its lines). */
  { type: 'REORDER'; orderId: string; lines: PastLine[] };

export interface ReorderContext {
  /** The displayed id of the order being put back into the cart. */
  orderId: string | null;
  lines: PastLine[];
}

/** The missing lines by name and size: "Kesar Pista (5 Litre)". */
/** The lines that cannot go back, worded where the toast shows them (domain/wording.ts: "Kesar Pista (750 ML)"). */
const missingNames = (plan: ReorderPlan): ItemValue[] => plan.missing.map(({ name, names, size }) => ({ item: name, names, size }));

/** The toast once the lines went back: how many items, and which lines did not. */
export function reorderNotice(plan: ReorderPlan): Notice {
  const title = sayReorder('reorderAdded', reorderItemCount(plan));
  return plan.missing.length === 0 ? notice(title, 'success') : notice(title, 'info', sayReorder('reorderUnavailable', missingNames(plan)));
}

/** The toast when none of the order's lines can go back. */
export const nothingAvailableNotice = (plan: ReorderPlan): Notice =>
  notice(sayReorder('reorderNothingAvailable'), 'error', sayReorder('reorderUnavailable', missingNames(plan)));

type CatalogueParams = { products: readonly Product[] };
const catalogueOf = ({ event }: { event: { output: readonly Product[] } }): CatalogueParams => ({ products: event.output });

export const reorderMachine = setup({
  types: {
    context: {} as ReorderContext,
    events: {} as ReorderEvent,
  },
  actors: {
    /** Today's catalogue, loaded (or fetched again when stale) by the app's catalogue actor. */
    loadCatalogue: fromPromise<readonly Product[]>(notProvided('loadCatalogue')),
  },
  guards: {
    hasLines: ({ event }) => event.lines.length > 0,
    /** At least one line of the order is listed and in stock today. */
    bringsLines: ({ context }, params: CatalogueParams) => planReorder(context.lines, params.products).lines.length > 0,
  },
  actions: {
    remember: assign(({ event }) => ({ orderId: event.orderId, lines: event.lines })),
    forget: assign({ orderId: null, lines: [] }),
    /** Supplied by the storefront (machines/app.ts), which adds these lines to the cart. */
    addToCart: (_, _params: { items: ReorderLine[] }) => {},
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
    /** Supplied by the app: opens a route. */
    navigate: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'reorder',
  meta: { issue: '13.8' },
  initial: 'idle',
  context: { orderId: null, lines: [] },
  states: {
    idle: {
      meta: { issue: '13.8' },
      on: { REORDER: { guard: 'hasLines', target: 'preparing', actions: 'remember' } },
    },
    /** Today's catalogue is loading; the order's button says so and no other order can be put back. */
    preparing: {
      meta: { issue: '13.8' },
      tags: 'reordering',
      invoke: {
        id: 'loadCatalogue',
        src: 'loadCatalogue',
        onDone: [
          {
            guard: { type: 'bringsLines', params: catalogueOf },
            target: 'idle',
            actions: [
              { type: 'addToCart', params: ({ context, event }) => ({ items: planReorder(context.lines, event.output).lines }) },
              { type: 'notify', params: ({ context, event }) => reorderNotice(planReorder(context.lines, event.output)) },
              { type: 'navigate', params: { to: REORDER_DESTINATION } },
              'forget',
            ],
          },
          {
            target: 'idle',
            actions: [{ type: 'notify', params: ({ context, event }) => nothingAvailableNotice(planReorder(context.lines, event.output)) }, 'forget'],
          },
        ],
        onError: {
          target: 'idle',
          actions: [
            { type: 'notify', params: ({ event }) => notice(sayReorder('reorderFailed'), 'error', errorWordsOr(event.error, sayMessages('failedToFetchProducts'))) },
            'forget',
          ],
        },
      },
    },
  },
});

export type ReorderSnapshot = SnapshotFrom<typeof reorderMachine>;

/** The order whose Order again is under way (its button shows the busy text), or null. */
export const reorderingId = (snapshot: ReorderSnapshot): string | null => (snapshot.hasTag('reordering') ? snapshot.context.orderId : null);
