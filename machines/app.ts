/**
 * The storefront as one actor system: this root spawns every flow's machine as a child with its
 * `systemId` and carries the links between them, so that a hand-over from one flow to another is a
 * transition here, walked by the generated paths and drawn in the atlas.
 *
 * The catalogue, cart, session and header are spawned at once (with the root's creation, so that a page
 * the server renders from actors it never starts shows their first snapshots). The addresses, checkout,
 * order history, Order again and delivery-area check load with the screens that drive them: the app
 * sends FLOW_LOADED with the loaded machine (its effects provided) and the root spawns it then, telling
 * it at once who is logged in. A logged-in customer's addresses are loaded without waiting for a screen
 * (`loadAddresses`, supplied by the app).
 *
 * The children tell the root what happened with `sendParent` (the catalogue's action below; those of the flows
 * spawned later, machines/laterFlowLinks.ts, which the app provides over each one's machine with its effects); the session is followed through its
 * snapshots (`syncSnapshot`): the root keeps who is logged in (undefined until the stored session has
 * been read) and tells the flows that care whenever that changes. What comes from outside the system goes
 * through the root as well: an account form's news for the session (a login, a saved name, a deleted account:
 * the forms are their screens' actors, src/app/accountForms.ts), the identifier a login form starts with
 * (kept through a detour to Sign up), the window's focus for the order history.
 */
import { and, assign, sendParent, sendTo, setup, type AnyActorLogic } from 'xstate';
import type { Product } from '../domain/products.ts';
import { cartMachine, type CartItem, type CartInput } from './cart.ts';
import { catalogueMachine, type CatalogueContext, type CatalogueEvent, type CatalogueInput } from './catalogue.ts';
import { sessionMachine, type SessionEvent, type SessionInput, type SessionSnapshot, type SessionUser } from './session.ts';
import { shellMachine, type ShellInput } from './shell.ts';

/** The flows spawned once their module has loaded. */
export type LaterFlow = 'addresses' | 'checkout' | 'orders' | 'reorder' | 'deliveryCheck';

/** The delivery address a customer chose on an earlier visit (kept in browser storage by the addresses flow). */
export interface KeptDelivery {
  userId: number;
  addressId: number;
}

export interface StorefrontInput {
  catalogue: CatalogueInput;
  cart: CartInput;
  session: SessionInput;
  shell: ShellInput;
}

export interface StorefrontContext {
  /** Who is logged in: null a visitor, undefined until the stored session has been read. */
  user: SessionUser | null | undefined;
  loaded: readonly LaterFlow[];
  keptDelivery: KeptDelivery | null;
  /**
   * The identifier the login form starts with: the one typed there before a detour through Sign up, or the
   * email just registered (issue 23). Forgotten when who is logged in changes: the next person on this page
   * must not see it.
   */
  loginIdentifier: string;
}

/** What an account form (machines/account/, an actor of its screen) tells the session: a login, a saved name, a deleted account. */
export const accountFormNews = ['LOGGED_IN', 'PROFILE_SAVING', 'PROFILE_SAVED', 'PROFILE_KEPT_LOCALLY', 'PROFILE_NOT_SAVED', 'ACCOUNT_DELETED'] as const;
export type AccountFormNews = Extract<SessionEvent, { type: (typeof accountFormNews)[number] }>;

export type StorefrontEvent =
  | { type: 'FLOW_LOADED'; flow: LaterFlow; logic: AnyActorLogic; input?: unknown; keptDelivery?: KeptDelivery | null }
  | { type: 'xstate.snapshot.session'; snapshot: SessionSnapshot }
  /** Any call answered HTTP 401. */
  | { type: 'UNAUTHORIZED' }
  /** The browser window got the focus back. */
  | { type: 'WINDOW_FOCUSED' }
  /** From an account form, for the session. */
  | { type: 'ACCOUNT_FORM_NEWS'; news: AccountFormNews }
  /** From the login form (what its identifier field holds) or the registration form (the email just registered). */
  | { type: 'LOGIN_IDENTIFIER_GIVEN'; identifier: string }
  /** From the children: */
  | { type: 'CATALOGUE_LOADED'; products: readonly Product[] }
  | { type: 'ORDER_PLACED' }
  | { type: 'ORDERS_STALE' }
  | { type: 'PRICES_STALE' }
  | { type: 'ADD_LINES'; items: CartItem[] };

const userIdOf = (user: SessionUser | null | undefined) => (user === undefined ? undefined : (user?.userId ?? null));

/** Who is logged in: as the session's snapshot now says, or as the storefront keeps it. */
const userOf = ({ context, event }: { context: StorefrontContext; event: StorefrontEvent }) =>
  event.type === 'xstate.snapshot.session' ? event.snapshot.context.user : context.user;

const sessionChanged = (args: { context: StorefrontContext; event: StorefrontEvent }) => {
  const { keptDelivery } = args.context;
  const user = userOf(args);
  const userId = user?.userId ?? null;
  return {
    type: 'SESSION_CHANGED' as const,
    user: userId === null ? null : { userId, phone: user?.phone ?? '' },
    deliveryId: userId !== null && keptDelivery?.userId === userId ? keptDelivery.addressId : null,
  };
};
const whoIsLoggedIn = (args: { context: StorefrontContext; event: StorefrontEvent }) => ({
  type: userOf(args)?.userId != null ? ('LOGGED_IN' as const) : ('VISITOR' as const),
});

/** The flows spawned at start, linked. */
export const startFlows = {
  catalogue: catalogueMachine.provide({
    actions: {
      catalogueLoaded: sendParent<CatalogueContext, CatalogueEvent, { products: readonly Product[] }, StorefrontEvent, CatalogueEvent>(
        (_, params) => ({ type: 'CATALOGUE_LOADED', products: params.products }),
      ),
    },
  }),
  cart: cartMachine,
  session: sessionMachine,
  shell: shellMachine,
};

export const storefrontMachine = setup({
  types: {
    context: {} as StorefrontContext,
    events: {} as StorefrontEvent,
    input: {} as StorefrontInput,
  },
  actors: startFlows,
  guards: {
    sessionUserChanged: ({ context, event }) =>
      event.type === 'xstate.snapshot.session' && !event.snapshot.matches('restoring') && userIdOf(event.snapshot.context.user) !== userIdOf(context.user),
    isLoggedIn: (args) => userOf(args)?.userId != null,
    /** Whether the stored session has been read: until then a flow spawned is told later, by the session. */
    isSessionKnown: ({ context }) => context.user !== undefined,
    hasLoaded: ({ context }, params: { flow: LaterFlow }) => context.loaded.includes(params.flow),
    bringsAddresses: ({ event }) => event.type === 'FLOW_LOADED' && event.flow === 'addresses',
    bringsOrderHistory: ({ event }) => event.type === 'FLOW_LOADED' && event.flow === 'orders',
  },
  actions: {
    forgetKeptDelivery: assign({ keptDelivery: null }),
    keepLoginIdentifier: assign({ loginIdentifier: ({ event }) => (event.type === 'LOGIN_IDENTIFIER_GIVEN' ? event.identifier : '') }),
    forgetLoginIdentifier: assign({ loginIdentifier: '' }),
    keepSessionUser: assign({ user: ({ event }) => (event.type === 'xstate.snapshot.session' ? event.snapshot.context.user : undefined) }),
    spawnFlow: assign(({ context, event, spawn }) => {
      if (event.type !== 'FLOW_LOADED') return {};
      spawn(event.logic, { systemId: event.flow, input: event.input });
      return { loaded: [...context.loaded, event.flow], keptDelivery: event.keptDelivery ?? context.keptDelivery };
    }),
    tellAddresses: sendTo(({ system }) => system.get('addresses'), sessionChanged),
    tellOrders: sendTo(({ system }) => system.get('orders'), whoIsLoggedIn),
    /** Supplied by the app: load the addresses flow's module, which sends FLOW_LOADED. */
    loadAddresses: () => {},
  },
}).createMachine({
  id: 'storefront',
  meta: { issue: '23.1' },
  context: ({ input, spawn }) => {
    // The cart first, so that it hears a seeded catalogue's prices.
    spawn('cart', { id: 'cart', systemId: 'cart', input: input.cart });
    spawn('catalogue', { id: 'catalogue', systemId: 'catalogue', input: input.catalogue });
    spawn('session', { id: 'session', systemId: 'session', input: input.session, syncSnapshot: true });
    spawn('shell', { id: 'shell', systemId: 'shell', input: input.shell });
    return { user: undefined, loaded: [], keptDelivery: null, loginIdentifier: '' };
  },
  on: {
    FLOW_LOADED: [
      { guard: and(['isSessionKnown', 'bringsAddresses']), actions: ['spawnFlow', 'tellAddresses'] },
      { guard: and(['isSessionKnown', 'bringsOrderHistory']), actions: ['spawnFlow', 'tellOrders'] },
      { actions: 'spawnFlow' },
    ],
    UNAUTHORIZED: { actions: sendTo('session', { type: 'SESSION_EXPIRED' }) },
    ACCOUNT_FORM_NEWS: { actions: sendTo('session', ({ event }) => event.news) },
    LOGIN_IDENTIFIER_GIVEN: { meta: { issue: '23.3' }, actions: 'keepLoginIdentifier' },
    WINDOW_FOCUSED: { guard: { type: 'hasLoaded', params: { flow: 'orders' } }, actions: sendTo(({ system }) => system.get('orders'), { type: 'WINDOW_FOCUSED' }) },
    CATALOGUE_LOADED: { actions: sendTo('cart', ({ event }) => event) },
    ADD_LINES: { actions: sendTo('cart', ({ event }) => event) },
    ORDER_PLACED: { actions: sendTo('cart', { type: 'ORDER_PLACED' }) },
    ORDERS_STALE: { guard: { type: 'hasLoaded', params: { flow: 'orders' } }, actions: sendTo(({ system }) => system.get('orders'), { type: 'INVALIDATE' }) },
    PRICES_STALE: { actions: sendTo('catalogue', { type: 'REFRESH' }) },
  },
  // Who is logged in changes: each region tells the flows it links (the session's snapshot is the news).
  type: 'parallel',
  states: {
    session: {
      meta: { issue: '23.1' },
      on: {
        'xstate.snapshot.session': [
          { guard: and(['sessionUserChanged', 'isLoggedIn']), actions: ['keepSessionUser', 'forgetLoginIdentifier'] },
          // Logging out clears the stored choice (src/app/storage.ts): the next customer on this page must not get it back.
          { guard: 'sessionUserChanged', actions: ['keepSessionUser', 'forgetKeptDelivery', 'forgetLoginIdentifier'] },
        ],
      },
    },
    addresses: {
      meta: { issue: '23.1' },
      on: {
        'xstate.snapshot.session': [
          { guard: and(['sessionUserChanged', { type: 'hasLoaded', params: { flow: 'addresses' as const } }]), actions: 'tellAddresses' },
          // A logged-in customer's addresses load at once (the cart's delivery address, the storage key addresses).
          { guard: and(['sessionUserChanged', 'isLoggedIn']), actions: 'loadAddresses' },
        ],
      },
    },
    orders: {
      meta: { issue: '23.1' },
      on: { 'xstate.snapshot.session': { guard: and(['sessionUserChanged', { type: 'hasLoaded', params: { flow: 'orders' as const } }]), actions: 'tellOrders' } },
    },
  },
});
