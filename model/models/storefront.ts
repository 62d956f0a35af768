/**
 * The storefront's journey across its flows (machines/app.ts links them): what a customer does that hands
 * over from one flow to another, and what each flow then shows. The paths generated from this model are
 * walked against the storefront's actor system (tests/model/storefront.test.ts) and through the screens
 * (tests/ui/storefront.test.tsx); what each state promises is checked there.
 */
import { assign, not, setup, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { ModelConfig } from '../paths.ts';

export interface JourneyContext {
  /** Lines in the cart (two 5 Litre tubs, or a past order's lines). */
  cartFilled: boolean;
  /** The order history has been opened (its flows spawned). */
  historyOpened: boolean;
}

export type JourneyEvent =
  | { type: 'FILL_CART' }
  | { type: 'LOG_IN' }
  | { type: 'LOG_OUT' }
  /** A call answers HTTP 401: the session ends. */
  | { type: 'TOKEN_EXPIRED' }
  | { type: 'OPEN_HISTORY' }
  | { type: 'PLACE_ORDER' }
  /** The server refuses the order (a price changed). */
  | { type: 'ORDER_REFUSED' }
  | { type: 'ORDER_AGAIN' }
  /** The customer comes back to the browser window: a history on screen is fetched again. */
  | { type: 'FOCUS_WINDOW' };

/** The journey as the customer sees it: who is there, whether the cart holds lines, whether the history was opened. */
export const journeyMachine = setup({
  types: { context: {} as JourneyContext, events: {} as JourneyEvent },
  guards: {
    cartFilled: ({ context }) => context.cartFilled,
    historyOpened: ({ context }) => context.historyOpened,
  },
  actions: {
    fillCart: assign({ cartFilled: true }),
    emptyCart: assign({ cartFilled: false }),
    openHistory: assign({ historyOpened: true }),
    /** A refused order leaves the cart as it was (an action, so that the step is walked). */
    keepCart: () => {},
    /** A history on screen is fetched again on focus (an action, so that the step is walked). */
    refetchShownHistory: () => {},
  },
}).createMachine({
  id: 'journey',
  context: { cartFilled: false, historyOpened: false },
  initial: 'visitor',
  on: {
    FILL_CART: { guard: not('cartFilled'), actions: 'fillCart' },
    OPEN_HISTORY: { actions: 'openHistory' },
  },
  states: {
    visitor: { on: { LOG_IN: 'member' } },
    member: {
      on: {
        LOG_OUT: 'visitor',
        TOKEN_EXPIRED: 'visitor',
        /** A placed order empties the cart and opens the order history. */
        PLACE_ORDER: { guard: 'cartFilled', actions: ['emptyCart', 'openHistory'] },
        ORDER_REFUSED: { guard: 'cartFilled', actions: 'keepCart' },
        ORDER_AGAIN: { guard: 'historyOpened', actions: 'fillCart' },
        FOCUS_WINDOW: { actions: 'refetchShownHistory' },
      },
    },
  },
});

type JourneyMachine = typeof journeyMachine;
type Snapshot = SnapshotFrom<JourneyMachine>;

export const journeyModel: ModelConfig<JourneyMachine> = {
  machine: journeyMachine,
  events: (snapshot) =>
    (['FILL_CART', 'LOG_IN', 'LOG_OUT', 'TOKEN_EXPIRED', 'OPEN_HISTORY', 'PLACE_ORDER', 'ORDER_REFUSED', 'ORDER_AGAIN', 'FOCUS_WINDOW'] as const)
      .map((type) => ({ type }))
      .filter((event) => snapshot.can(event)) as EventFromLogic<JourneyMachine>[],
  serializeState: (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
};
