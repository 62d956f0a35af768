/**
 * Creates the storefront's actor system (machines/app.ts, which links the flows) with every flow's effects
 * provided (API calls, storage, toasts, navigation). The flows no first paint needs are spawned later, when
 * their module has loaded (src/app/actors.ts).
 *
 * A page the server rendered carries the catalogue (`start.catalogue`): the catalogue starts ready with
 * it, and the storage is read once the page has hydrated (`start.storageAfter`). The server renders from actors it never starts (`start.run` false): their first snapshots are
 * what the page shows, and no effect (call, storage, timer) runs there.
 */
import { createActor, type AnyStateMachine } from 'xstate';
import type { OrderRuleName } from '../../domain/constants.ts';
import { startFlows, storefrontMachine } from '../../machines/app.ts';
import type { CatalogueSeed } from '../../machines/catalogue.ts';
import {
  fromCall, type AppActors, type AppActorsHooks, type AppEffects, type FlowWiring,
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

/** The app's own machine, when no test replaces its implementations. */
const appsOwn = <M extends AnyStateMachine>(_name: unknown, machine: M): M => machine;

/** `hooks`: a test's (tests/appActorsHooks.ts); the app passes none. */
export function createAppActors(
  orderRule: OrderRuleName, path: string, effects: AppEffects, hooks: AppActorsHooks = {}, start: AppStart = {},
): AppActors {
  const overridden: FlowWiring['overridden'] = hooks.overridden ?? appsOwn;
  const actorOptions: FlowWiring['actorOptions'] = hooks.actorOptions ?? (() => ({}));
  const hydrated = start.storageAfter ?? Promise.resolve();

  const storefront = createActor(
    storefrontMachine.provide({
      actors: {
        cart: overridden('cart', startFlows.cart.provide({
          actors: { watchOtherTabs: watchStoredCart },
          actions: {
            notify: (_, params) => notify(params),
            persist: ({ context }) => storage.writeCart(context.items),
          },
        })),
        catalogue: overridden('catalogue', startFlows.catalogue.provide({
          actors: {
            getProducts: fromCall(() => callApi('getProducts')),
            getConeCandy: fromCall(() => callApi('getConeCandy')),
            // Apart from the first-load JavaScript: the home page never searches.
            loadWordSearch: fromCall(() => import('./wordSearch.ts').then(({ findsProductWords }) => findsProductWords)),
          },
        })),
        session: overridden('session', startFlows.session.provide({
          actors: {
            // Only once a page the server rendered has hydrated: the server could not see who is logged in.
            restoreSession: fromCall(async () => hydrated.then(() => storage.readSession())),
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
        shell: overridden('shell', startFlows.shell.provide({ actions: { scrollToTop: () => effects.scrollToTop() } })),
      },
      actions: {
        // A logged-in customer's addresses load at once (the cart's delivery address, the storage key addresses).
        loadAddresses: () => void import('./addressActor.ts').then(({ addressActor }) => addressActor(actors), () => {}),
      },
    }),
    {
      input: {
        cart: { orderRule },
        catalogue: { seed: start.catalogue ?? null },
        session: { language: start.language ?? storage.readLanguage() },
        shell: { path },
      },
      ...hooks.system,
    },
  );
  whenUnauthorized(() => storefront.send({ type: 'UNAUTHORIZED' }));

  const running = start.run !== false;

  const { system } = storefront;
  const actors: AppActors = {
    storefront,
    wiring: { orderRule, effects, overridden, actorOptions, running },
    catalogue: system.get('catalogue'),
    cart: system.get('cart'),
    session: system.get('session'),
    shell: system.get('shell'),
  };
  if (!running) return actors;
  storefront.start();
  // Its checker loads while the page hydrates: the taps held meanwhile (onStorageRead) then wait for no request.
  if (start.storageAfter) storage.loadCartChecker().catch(() => {});
  void hydrated
    .then(() => storage.readCart())
    .then((restored) => {
      if (restored.length) actors.cart.send({ type: 'RESTORED', items: restored });
    })
    .finally(() => start.onStorageRead?.());
  return actors;
}
