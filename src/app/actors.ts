/**
 * Creates and links the app's actors: every machine with its effects provided (API calls, storage,
 * toasts, navigation), and the links between them (catalogue re-prices the cart, the session tells
 * the others who is logged in). What no first paint needs is created later, its machines loading apart
 * from the first page: the checkout and order history actors (`src/app/orderActors.ts`) the first time
 * the cart or order history screen asks, the addresses actor (`src/app/addressActor.ts`) as soon as
 * someone is logged in or a screen showing addresses asks, whichever comes first.
 */
import { createActor, fromPromise, type Actor, type ActorOptions, type AnyActorLogic, type AnyStateMachine, type InspectionEvent } from 'xstate';
import type { OrderRuleName } from '../../domain/constants.ts';
import type { addressesMachine } from '../../machines/addresses.ts';
import { cartMachine } from '../../machines/cart.ts';
import { catalogueMachine } from '../../machines/catalogue.ts';
import type { checkoutMachine } from '../../machines/checkout.ts';
import type { ordersMachine } from '../../machines/orders.ts';
import { sessionMachine, type SessionUser } from '../../machines/session.ts';
import { shellMachine } from '../../machines/shell.ts';
import { acceptedCall, callApi, whenUnauthorized } from './api.ts';
import { watchStoredCart } from './browserEvents.ts';
import * as storage from './storage.ts';
import { notify } from './toasts.ts';

export interface AppEffects {
  navigate: (to: string) => void;
  scrollToTop: () => void;
  newKey: () => string;
}

/** The actors created at start: what every page's first paint can need. */
export interface AppActors {
  catalogue: Actor<typeof catalogueMachine>;
  cart: Actor<typeof cartMachine>;
  session: Actor<typeof sessionMachine>;
  shell: Actor<typeof shellMachine>;
}

/** The actors created on first use by the screens that drive them (src/app/orderActors.ts). */
export interface OrderActors {
  checkout: Actor<typeof checkoutMachine>;
  orders: Actor<typeof ordersMachine>;
}

/** The actor created once someone is logged in or a screen showing addresses asks (src/app/addressActor.ts). */
export interface AddressActors {
  addresses: Actor<typeof addressesMachine>;
}

/** Every actor of the app, by machine name. */
export type AllActors = AppActors & OrderActors & AddressActors;

/** Implementations merged over the app's own for one machine (what `machine.provide` accepts). */
export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

/**
 * For tests (the production app passes none): implementations that replace the app's effects per
 * machine, the clock of every actor (delays), and an inspector told which machine each event is from.
 */
export interface AppActorsOptions {
  provide?: { [K in keyof AllActors]?: Implementations<AllActors[K]['logic']> };
  clock?: ActorOptions<AnyActorLogic>['clock'];
  inspect?: (machine: keyof AllActors, event: InspectionEvent) => void;
}

/** What src/app/orderActors.ts and src/app/addressActor.ts need from the app to create and link their actors later. */
export interface LaterActors {
  orderRule: OrderRuleName;
  effects: AppEffects;
  /** A machine with the test's implementations, if any, merged over the app's own. */
  overridden: <M extends AnyStateMachine>(name: keyof AllActors, machine: M) => M;
  /** The clock and inspector of one machine's actor. */
  actorOptions: (name: keyof AllActors) => Pick<ActorOptions<AnyActorLogic>, 'clock' | 'inspect'>;
  /** Calls the listener with the session's user once it is known (null: a visitor), and again at each change. */
  onSessionUser: (listener: (user: SessionUser | null) => void) => void;
  /** Set by src/app/orderActors.ts once it has created them. */
  created?: OrderActors;
  /** Set by src/app/addressActor.ts once it has created it. */
  addresses?: AddressActors['addresses'];
}

const laterActors = new WeakMap<AppActors, LaterActors>();

/** How the actors created on first use join the app's (src/app/orderActors.ts). */
export function laterActorsOf(actors: AppActors): LaterActors {
  const later = laterActors.get(actors);
  if (!later) throw new Error('laterActorsOf needs the actors of createAppActors');
  return later;
}

/** The addresses actor if it has been created already. */
export function createdAddressActor(actors: AppActors): AddressActors['addresses'] | undefined {
  return laterActors.get(actors)?.addresses;
}

/** The order actors if a screen has created them already (window focus only matters to a shown history). */
export function createdOrderActors(actors: AppActors): OrderActors | undefined {
  return laterActors.get(actors)?.created;
}

export function createAppActors(orderRule: OrderRuleName, path: string, effects: AppEffects, options: AppActorsOptions = {}): AppActors {
  const overridden = <M extends AnyStateMachine>(name: keyof AllActors, machine: M): M => {
    const overrides = options.provide?.[name] as Implementations<M> | undefined;
    return overrides ? (machine.provide(overrides) as M) : machine;
  };
  const actorOptions = (name: keyof AllActors) => ({
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.inspect ? { inspect: (event: InspectionEvent) => options.inspect?.(name, event) } : {}),
  });
  const cart = createActor(
    overridden('cart', cartMachine.provide({
      actors: { watchOtherTabs: watchStoredCart },
      actions: {
        notify: (_, params) => notify({ message: params.message, tone: 'info' }),
        persist: ({ context }) => storage.writeCart(context.items),
      },
    })),
    { ...actorOptions('cart'), input: { orderRule } },
  );

  const catalogue = createActor(
    overridden('catalogue', catalogueMachine.provide({
      actors: {
        getProducts: fromCall(() => callApi('getProducts')),
        getConeCandy: fromCall(() => callApi('getConeCandy')),
      },
      actions: { catalogueLoaded: (_, params) => cart.send({ type: 'CATALOGUE_LOADED', products: params.products }) },
    })),
    actorOptions('catalogue'),
  );

  const sessionListeners: ((user: SessionUser | null) => void)[] = [];
  const tellOthers = (user: SessionUser | null) => sessionListeners.forEach((listener) => listener(user));

  const session = createActor(
    overridden('session', sessionMachine.provide({
      actors: {
        restoreSession: fromCall(async () => storage.readSession()),
        login: fromCall(({ input }) => acceptedCall('login', input)),
        signUp: fromCall(({ input }) => acceptedCall('signUp', input)),
        logout: fromCall(() => callApi('logout')),
        updateProfile: fromCall(({ input }) => acceptedCall('editProfile', input)),
        changePassword: fromCall(({ input }) => callApi('changePassword', input)),
        deleteAccount: fromCall(({ input }) => acceptedCall('deleteAccount', input)),
      },
      actions: {
        notify: (_, params) => notify(params),
        navigate: (_, params) => effects.navigate(params.to),
        persistSession: ({ context }) => storage.writeSession(context.user),
        clearSession: () => storage.clearSessionStorage(),
        clearAllStorage: () => storage.clearAllStorage(),
        persistLanguage: ({ context }) => storage.writeLanguage(context.language),
      },
    })),
    { ...actorOptions('session'), input: { language: storage.readLanguage() } },
  );

  const shell = createActor(overridden('shell', shellMachine.provide({ actions: { scrollToTop: () => effects.scrollToTop() } })), {
    ...actorOptions('shell'),
    input: { path },
  });

  let loggedInUser: number | null | undefined;
  let sessionUser: SessionUser | null = null;
  session.subscribe((snapshot) => {
    const user = snapshot.context.user;
    const id = user?.userId ?? null;
    if (snapshot.matches('restoring') || id === loggedInUser) return;
    loggedInUser = id;
    sessionUser = user;
    tellOthers(user);
    // A logged-in customer's addresses load at once (the cart's delivery address, the storage key addresses).
    if (user && !laterActors.get(actors)?.addresses) {
      import('./addressActor.ts').then(({ addressActor }) => addressActor(actors), () => {});
    }
  });
  whenUnauthorized(() => session.send({ type: 'SESSION_EXPIRED' }));

  const actors: AppActors = { catalogue, cart, session, shell };
  laterActors.set(actors, {
    orderRule,
    effects,
    overridden,
    actorOptions,
    onSessionUser: (listener) => {
      sessionListeners.push(listener);
      if (loggedInUser !== undefined) listener(sessionUser);
    },
  });
  Object.values(actors).forEach((actor) => actor.start());
  void storage.readCart().then((restored) => {
    if (restored.length) cart.send({ type: 'RESTORED', items: restored });
  });
  return actors;
}

/** A promise actor from an async function of the actor's input and abort signal. */
export function fromCall<TOutput, TInput>(run: (args: { input: TInput; signal: AbortSignal }) => Promise<TOutput>) {
  return fromPromise<TOutput, TInput>(({ input, signal }) => run({ input, signal }));
}
