/**
 * Creates and links the app's actors: every machine with its effects provided (API calls, storage,
 * toasts, navigation), and the links between them (catalogue re-prices the cart, the session tells
 * the others who is logged in). The actors no first paint needs join later (src/app/actors.ts).
 *
 * A page the server rendered carries the catalogue (`start.catalogue`): the catalogue starts ready with
 * it, and the storage is read once the page has hydrated (`start.storageAfter`). The server renders from actors it never starts (`start.run` false): their first snapshots are
 * what the page shows, and no effect (call, storage, timer) runs there.
 */
import { createActor, type AnyStateMachine, type InspectionEvent } from 'xstate';
import type { OrderRuleName } from '../../domain/constants.ts';
import { cartMachine } from '../../machines/cart.ts';
import { catalogueMachine, type CatalogueSeed } from '../../machines/catalogue.ts';
import { sessionMachine, type SessionUser } from '../../machines/session.ts';
import { shellMachine } from '../../machines/shell.ts';
import {
  createdAddressActor, fromCall, joinLaterActors, type MachineActors, type AppActors, type AppActorsOptions, type AppEffects, type Implementations,
} from './actors.ts';
import { callApi, whenUnauthorized } from './api.ts';
import { watchStoredCart } from './browserEvents.ts';
import * as storage from './storage.ts';
import { notify } from './toasts.ts';

export interface AppStart {
  /** Both catalogue lists, embedded in the page by the server. */
  catalogue?: CatalogueSeed | null;
  /** False on the server: the actors are created, never started. */
  run?: boolean;
  /**
   * Settles once a page the server rendered has hydrated: only then is the browser's storage read (who is
   * logged in, the kept cart), which the server could not see, so that the first render matches its page.
   */
  storageAfter?: Promise<void>;
  /**
   * Told once the kept cart has been read (and restored): a line added before that would be replaced by it, so
   * the taps held since the page showed wait for this (src/earlyTaps.ts, issue 28).
   */
  onStorageRead?: () => void;
  /**
   * On the server: the language it renders the page in (the customer's cookie or, on a first visit, Accept-Language);
   * in the browser: the stored choice or, on a first visit, navigator.languages (issue 24). The session's as the browser's
   * reads it from storage (key language), so that the language switch renders as the client will.
   */
  language?: string;
}

export function createAppActors(
  orderRule: OrderRuleName, path: string, effects: AppEffects, options: AppActorsOptions = {}, start: AppStart = {},
): AppActors {
  const overridden = <M extends AnyStateMachine>(name: keyof MachineActors, machine: M): M => {
    const overrides = options.provide?.[name] as Implementations<M> | undefined;
    return overrides ? (machine.provide(overrides) as M) : machine;
  };
  const actorOptions = (name: keyof MachineActors) => ({
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.inspect ? { inspect: (event: InspectionEvent) => options.inspect?.(name, event) } : {}),
  });
  const cart = createActor(
    overridden('cart', cartMachine.provide({
      actors: { watchOtherTabs: watchStoredCart },
      actions: {
        notify: (_, params) => notify(params),
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
        // Apart from the first-load JavaScript: the home page never searches.
        loadWordSearch: fromCall(() => import('./wordSearch.ts').then(({ findsProductWords }) => findsProductWords)),
      },
      actions: { catalogueLoaded: (_, params) => cart.send({ type: 'CATALOGUE_LOADED', products: params.products }) },
    })),
    { ...actorOptions('catalogue'), input: { seed: start.catalogue ?? null } },
  );

  const sessionListeners: ((user: SessionUser | null) => void)[] = [];
  const tellOthers = (user: SessionUser | null) => sessionListeners.forEach((listener) => listener(user));

  const session = createActor(
    overridden('session', sessionMachine.provide({
      actors: {
        restoreSession: fromCall(async () => storage.readSession()),
        logout: fromCall(() => callApi('logout')),
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
    { ...actorOptions('session'), input: { language: start.language ?? storage.readLanguage() } },
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
    if (user && !createdAddressActor(actors)) {
      import('./addressActor.ts').then(({ addressActor }) => addressActor(actors), () => {});
    }
  });
  whenUnauthorized(() => session.send({ type: 'SESSION_EXPIRED' }));

  const actors: AppActors = { catalogue, cart, session, shell };
  joinLaterActors(actors, {
    orderRule,
    effects,
    overridden,
    actorOptions,
    onSessionUser: (listener) => {
      sessionListeners.push(listener);
      if (loggedInUser !== undefined) listener(sessionUser);
    },
  });
  if (start.run === false) return actors;
  // The cart first, so that it hears a seeded catalogue's prices.
  [cart, catalogue, shell].forEach((actor) => actor.start());
  const readStorage = () => {
    session.start();
    void storage.readCart().then((restored) => {
      if (restored.length) cart.send({ type: 'RESTORED', items: restored });
    }).finally(() => start.onStorageRead?.());
  };
  if (start.storageAfter) {
    // Its checker loads while the page hydrates: the taps held meanwhile (onStorageRead) then wait for no request.
    storage.loadCartChecker().catch(() => {});
    void start.storageAfter.then(readStorage);
  }
  else readStorage();
  return actors;
}
