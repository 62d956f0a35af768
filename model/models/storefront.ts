/**
 * The storefront's journey across its flows (machines/app.ts links them): what a customer does that hands
 * over from one flow to another, and what each flow then shows. The paths generated from this model are
 * walked against the storefront's actor system (tests/model/storefront.test.ts) and through the screens
 * (tests/ui/storefront.test.tsx); what each state promises is checked there.
 */
import { and, assign, not, setup, type AnyStateMachine, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { fromCallback, fromPromise } from 'xstate';
import { mergeProductLists } from '../../domain/products.ts';
import { addressesMachine } from '../../machines/addresses.ts';
import { startFlows, storefrontMachine, type KeptDelivery, type StorefrontEvent } from '../../machines/app.ts';
import type { CartItem } from '../../machines/cart.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import { ordersMachine } from '../../machines/orders.ts';
import type { SessionUser } from '../../machines/session.ts';
import type { ModelConfig } from '../paths.ts';
import { catalogueSeed } from './catalogue.ts';
import { loggedInAsha, loginAnswer } from './session.ts';

/** The delivery address Asha chose on an earlier visit, as the browser kept it (the addresses module reads it when it loads). */
export const ashasKeptDelivery: KeptDelivery = { userId: loggedInAsha.userId!, addressId: loginAnswer.addresses[0]!.addressId };

/** Another customer, who logs in on the same page after Asha logged out: the login's answer and the user it gives. */
export const binaLoginAnswer = { ...loginAnswer, userId: 8, name: 'Bina Shah', email: 'bina@example.com', phone: '9123456780', addresses: [], token: 'tok-bina' };
export const loggedInBina: SessionUser = {
  userId: binaLoginAnswer.userId, name: binaLoginAnswer.name, email: binaLoginAnswer.email, phone: binaLoginAnswer.phone, addresses: [], token: binaLoginAnswer.token,
};

/**
 * A new customer's first order (issue 23): Chetan signs up on the login a visitor's Place Order opened, logs in
 * with the email just registered, gives the street of the Default Address the shop creates and orders.
 */
export const newCustomer = {
  registration: { name: 'Chetan Mehta', email: 'chetan@example.com', phone: '9825012345', password: 'secret1', confirmPassword: 'secret1' },
  /** What he types at the login before he takes Sign up. */
  typedAtLogin: '9825012345',
  street: { house: '21', street: 'Race Course Road' },
};
export const chetanLoginAnswer = {
  ...loginAnswer, userId: 9, name: newCustomer.registration.name, email: newCustomer.registration.email, phone: newCustomer.registration.phone, addresses: [], token: 'tok-chetan',
};
export const loggedInChetan: SessionUser = {
  userId: chetanLoginAnswer.userId, name: chetanLoginAnswer.name, email: chetanLoginAnswer.email, phone: chetanLoginAnswer.phone, addresses: [], token: chetanLoginAnswer.token,
};

export interface JourneyContext {
  /** Lines in the cart (two 5 Litre tubs, or a past order's lines). */
  cartFilled: boolean;
  /** The order history has been opened (its flows spawned). */
  historyOpened: boolean;
  /**
   * Someone has logged out (or been logged out) on this page: the delivery address Asha chose on an earlier
   * visit, which logging out forgets, is no longer hers to get back.
   */
  loggedOut: boolean;
}

export type JourneyEvent =
  | { type: 'FILL_CART' }
  | { type: 'LOG_IN' }
  /** Another customer (Bina) logs in on the same page, after someone logged out. */
  | { type: 'LOG_IN_OTHER' }
  | { type: 'LOG_OUT' }
  /** A call answers HTTP 401: the session ends. */
  | { type: 'TOKEN_EXPIRED' }
  | { type: 'OPEN_HISTORY' }
  | { type: 'PLACE_ORDER' }
  /** The server refuses the order (a price changed). */
  | { type: 'ORDER_REFUSED' }
  | { type: 'ORDER_AGAIN' }
  /** The customer comes back to the browser window: a history on screen is fetched again. */
  | { type: 'FOCUS_WINDOW' }
  /** A visitor with a full cart presses Place Order: the login comes first, keeping the way back to the cart. */
  | { type: 'PLACE_ORDER_AS_VISITOR' }
  /** On that login a new customer types his mobile number, then takes Sign up. */
  | { type: 'SIGN_UP' }
  /** The registration is accepted: back to the login, with the way back and the email just registered. */
  | { type: 'REGISTER' }
  /** The new customer logs in there with his password: back on the cart. */
  | { type: 'LOG_IN_NEW' }
  /** He gives the street of the Default Address the shop created for him, in the cart. */
  | { type: 'GIVE_STREET' };

/**
 * The journey as the customer sees it: who is there, whether the cart holds lines, whether the history was opened, whether someone
 * logged out; and a new customer's first order, step by step, from a visitor's Place Order to the order placed.
 */
export const journeyMachine = setup({
  types: { context: {} as JourneyContext, events: {} as JourneyEvent },
  guards: {
    cartFilled: ({ context }) => context.cartFilled,
    historyOpened: ({ context }) => context.historyOpened,
    loggedOut: ({ context }) => context.loggedOut,
  },
  actions: {
    fillCart: assign({ cartFilled: true }),
    emptyCart: assign({ cartFilled: false }),
    openHistory: assign({ historyOpened: true }),
    noteLogout: assign({ loggedOut: true }),
    /** A refused order leaves the cart as it was (an action, so that the step is walked). */
    keepCart: () => {},
    /** A history on screen is fetched again on focus (an action, so that the step is walked). */
    refetchShownHistory: () => {},
  },
}).createMachine({
  id: 'journey',
  context: { cartFilled: false, historyOpened: false, loggedOut: false },
  initial: 'visitor',
  on: {
    // After a logout the journey only logs in again, as Asha or as another customer: what the kept delivery choice concerns.
    FILL_CART: { guard: and([not('cartFilled'), not('loggedOut')]), actions: 'fillCart' },
  },
  states: {
    visitor: {
      on: {
        LOG_IN: 'member',
        LOG_IN_OTHER: { guard: 'loggedOut', target: 'otherMember' },
        OPEN_HISTORY: { guard: not('loggedOut'), actions: 'openHistory' },
        PLACE_ORDER_AS_VISITOR: { guard: and(['cartFilled', not('historyOpened'), not('loggedOut')]), target: 'firstOrder' },
      },
    },
    /** Issue 23's first order, from a visitor's Place Order to the order placed, nothing lost on the way. */
    firstOrder: {
      initial: 'login',
      states: {
        /** /login?returnTo=/cart: a returning customer logs in and is back on the cart; a new one signs up. */
        login: { on: { SIGN_UP: 'signUp', LOG_IN: '#journey.member' } },
        signUp: { on: { REGISTER: 'loginAfterSignUp' } },
        loginAfterSignUp: { on: { LOG_IN_NEW: 'streetNeeded' } },
        /** On the cart, logged in, the Default Address waits for its street; Place Order waits with it. */
        streetNeeded: { on: { GIVE_STREET: 'readyToOrder' } },
        readyToOrder: { on: { PLACE_ORDER: { target: '#journey.ordered', actions: ['emptyCart', 'openHistory'] } } },
      },
    },
    /** The first order placed: the journey ends on the order history. */
    ordered: { type: 'final' },
    member: {
      on: {
        OPEN_HISTORY: { guard: not('loggedOut'), actions: 'openHistory' },
        LOG_OUT: { target: 'visitor', actions: 'noteLogout' },
        TOKEN_EXPIRED: { target: 'visitor', actions: 'noteLogout' },
        /** A placed order empties the cart and opens the order history. */
        PLACE_ORDER: { guard: and(['cartFilled', not('loggedOut')]), actions: ['emptyCart', 'openHistory'] },
        ORDER_REFUSED: { guard: and(['cartFilled', not('loggedOut')]), actions: 'keepCart' },
        ORDER_AGAIN: { guard: and(['historyOpened', not('loggedOut')]), actions: 'fillCart' },
        FOCUS_WINDOW: { guard: not('loggedOut'), actions: 'refetchShownHistory' },
      },
    },
    /** Bina, another customer, logged in: she has no delivery address kept from an earlier visit. */
    otherMember: { on: { LOG_OUT: { target: 'visitor', actions: 'noteLogout' } } },
  },
});

type JourneyMachine = typeof journeyMachine;

export const journeyEvents = [
  'FILL_CART', 'LOG_IN', 'LOG_IN_OTHER', 'LOG_OUT', 'TOKEN_EXPIRED', 'OPEN_HISTORY', 'PLACE_ORDER', 'ORDER_REFUSED', 'ORDER_AGAIN', 'FOCUS_WINDOW',
  'PLACE_ORDER_AS_VISITOR', 'SIGN_UP', 'REGISTER', 'LOG_IN_NEW', 'GIVE_STREET',
] as const satisfies readonly JourneyEvent['type'][];

/** Who is logged in at a journey state: Asha, Bina, Chetan (the new customer of the first order) or nobody. */
export function customerAt(state: SnapshotFrom<JourneyMachine>): SessionUser | null {
  if (state.matches('member')) return loggedInAsha;
  if (state.matches('otherMember')) return loggedInBina;
  if (state.matches({ firstOrder: 'streetNeeded' }) || state.matches({ firstOrder: 'readyToOrder' }) || state.matches('ordered')) return loggedInChetan;
  return null;
}

/** The identifier the storefront keeps for the next login form at a journey state: what was typed there before Sign up, then the email registered. */
export function loginIdentifierAt(state: SnapshotFrom<JourneyMachine>): string {
  if (state.matches({ firstOrder: 'signUp' })) return newCustomer.typedAtLogin;
  if (state.matches({ firstOrder: 'loginAfterSignUp' })) return newCustomer.registration.email;
  return '';
}
type Snapshot = SnapshotFrom<JourneyMachine>;

export const journeyModel: ModelConfig<JourneyMachine> = {
  machine: journeyMachine,
  events: (snapshot) =>
    (journeyEvents)
      .map((type) => ({ type }))
      // A journey that has ended (the first order placed) takes nothing more.
      .filter((event) => snapshot.status === 'active' && snapshot.can(event)) as EventFromLogic<JourneyMachine>[],
  serializeState: (snapshot: Snapshot) => JSON.stringify([snapshot.value, snapshot.context]),
};

/** A call that never answers: the root's page shows its links, not the children's loading. */
const unanswered = <Output, Input>() => fromPromise<Output, Input>(() => new Promise<Output>(() => {}));

/** A flow's machine with every effect left unanswered and nothing shown or navigated. */
function quietly<M extends AnyStateMachine>(machine: M): M {
  const actors = Object.fromEntries(Object.keys(machine.implementations.actors ?? {}).map((name) => [name, unanswered()]));
  return machine.provide({ actors, actions: { notify: () => {}, navigate: () => {} } } as never) as M;
}

/** The root with its children given quiet effects (a visitor's stored session, calls left unanswered). */
const quietStorefront = storefrontMachine.provide({
  actors: {
    cart: startFlows.cart.provide({ actors: { watchOtherTabs: fromCallback(() => {}) }, actions: { notify: () => {}, persist: () => {} } }),
    catalogue: startFlows.catalogue.provide({ actors: { getProducts: unanswered(), getConeCandy: unanswered(), loadWordSearch: unanswered() } }),
    session: startFlows.session.provide({ actors: { restoreSession: fromPromise<SessionUser | null, void>(async () => null), logout: unanswered() }, actions: { notify: () => {}, navigate: () => {} } }),
  },
});

/**
 * The flows the root's model loads, as the app's modules hand them over (src/app/actors.ts): the addresses with
 * the delivery address Asha chose on an earlier visit, the order history, and the checkout (whose loading the
 * root only spawns).
 */
const loadedFlows: Record<'addresses' | 'orders' | 'checkout', Extract<StorefrontEvent, { type: 'FLOW_LOADED' }>> = {
  addresses: { type: 'FLOW_LOADED', flow: 'addresses', logic: quietly(addressesMachine), keptDelivery: ashasKeptDelivery },
  orders: { type: 'FLOW_LOADED', flow: 'orders', logic: quietly(ordersMachine) },
  checkout: { type: 'FLOW_LOADED', flow: 'checkout', logic: quietly(checkoutMachine), input: { orderRule: 'A' } },
};

const demoProducts = mergeProductLists(catalogueSeed.main, catalogueSeed.coneCandy);
/** A past order's line Order again hands to the cart: one of the first size the catalogue sells. */
const orderAgainLine: CartItem = { product: demoProducts[0]!, size: demoProducts[0]!.sizes[0]!, quantity: 1 };

/**
 * The storefront root's own model, for its flow page (npm run docs): its chart, with what the app, the account
 * forms and the children tell it, before and after each later flow has loaded. The journey paths above walk the
 * same links with every flow running (tests/model/storefront.test.ts).
 */
export const storefrontModel: ModelConfig<typeof storefrontMachine> = {
  machine: quietStorefront,
  input: { cart: { orderRule: 'A' }, catalogue: { seed: null }, session: {}, shell: { path: '/' } },
  keptActors: ['cart', 'catalogue', 'session', 'shell'],
  events: (snapshot) => [
    // One at a time, in this order: path generation runs in one actor system, where a flow can be spawned only once.
    ...Object.values(loadedFlows).filter((event) => !snapshot.context.loaded.includes(event.flow)).slice(0, 1),
    // What the root does with these depends on which flows have loaded.
    { type: 'ACCOUNT_FORM_NEWS', news: { type: 'LOGGED_IN', user: loggedInAsha } },
    { type: 'WINDOW_FOCUSED' },
    { type: 'ORDERS_STALE' },
    ...(snapshot.context.loaded.length
      ? []
      : ([
          { type: 'LOGIN_IDENTIFIER_GIVEN', identifier: loggedInAsha.email },
          { type: 'UNAUTHORIZED' },
          { type: 'CATALOGUE_LOADED', products: demoProducts },
          { type: 'ADD_LINES', items: [orderAgainLine] },
          { type: 'ORDER_PLACED' },
          { type: 'PRICES_STALE' },
        ] satisfies StorefrontEvent[])),
  ],
  // The root's regions only follow the session's snapshots: what tells its states apart is which flows have loaded.
  serializeState: (snapshot) => JSON.stringify(snapshot.context.loaded),
};
