/**
 * Renders the real app (App with its header, routes, screens and toasts) in happy-dom, with every
 * machine's promise actors replaced by fake effects that the test settles, so that a model path can be
 * walked through the screens: user events are clicks and typing, actor outcomes are `harness.settle`,
 * delays are `harness.advance` on a simulated clock.
 *
 * Usage:
 *
 *   const coverage = new Coverage();                       // from model/run.ts
 *   const app = await renderApp({ path: '/products', coverage: { catalogue: coverage }, session: null });
 *   await app.settle('getProducts', { output: answer });    // any promise actor, by its name (FAKE_ACTORS)
 *   await app.user.click(screen.getByRole('button', { name: 'Retry' }));
 *   expect(app.location()).toBe('/products');
 *   expect(app.toasts()).toEqual([...]);                   // the toasts on screen; app.dismissToasts() clears them
 *   app.unmount();                                         // or rely on the afterEach cleanup of this module
 *
 * - Coverage is recorded by inspecting the actors the screens drive (`coverage: { <machine>: Coverage }`,
 *   with `legal` for the legal page's per-visit actor); `Coverage.report(machine)` then names what no
 *   screen reached.
 * - `storage` is written to localStorage before the actors are created (e.g. `{ cart: storedCart(items) }`):
 *   the app restores a stored cart at start (RESTORED).
 * - `session: user | null` settles restoreSession at start (logged in / visitor); leave it out to settle
 *   restoreSession from the path.
 * - `provide` merges further implementations over the fakes, per machine (see AppActorsOptions).
 * - The app's navigation runs on wouter's memory location; `location()` is the current path with its query.
 * Every render starts with empty localStorage and sessionStorage and no toasts.
 */
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import type { ReactElement } from 'react';
import { afterEach } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { fromCallback, SimulatedClock, type AnyActorRef, type InspectionEvent } from 'xstate';
import type { OrderRuleName } from '../../domain/constants.ts';
import type { CartItem } from '../../machines/cart.ts';
import { legalMachine } from '../../machines/legal.ts';
import type { OrdersEvent } from '../../machines/orders.ts';
import type { SessionUser } from '../../machines/session.ts';
import {
  type AccountFormActors, type AllActors, type AppActors, type AppActorsOptions, type MachineActors,
} from '../../src/app/actors.ts';
import { createAppActors } from '../../src/app/createAppActors.ts';
import { appActorsHooks } from '../appActorsHooks.ts';
import { connectBrowserEvents } from '../../src/app/browserEvents.ts';
import { addressActor } from '../../src/app/addressActor.ts';
import { checkoutActor } from '../../src/app/checkoutActor.ts';
import { deliveryCheckActor } from '../../src/app/deliveryCheckActor.ts';
import { orderHistoryActors } from '../../src/app/orderHistoryActors.ts';
import { LegalActorContext } from '../../src/app/legalEffects.ts';
import { resetToasts } from '../../src/app/toastQueue.ts';
import { loadToaster } from '../../src/app/toasts.ts';
import { toastTexts as englishToastTexts } from '../../domain/messages/toasts.ts';
import { ShownApp } from '../../src/App.tsx';
import { Coverage, FakeEffects } from '../../model/run.ts';
import { noteInspection, steppedHarness, steppedUser } from './atlasRecord.ts';
import { DEFAULT_OPENING_HOURS } from '../../domain/clock.ts';
import { textsIn } from '../../domain/textCatalogues.ts';
import { shownLanguage } from '../../src/app/language.ts';

export type MachineName = keyof MachineActors;
export type CoveredMachine = MachineName | 'legal';
export type AccountFormName = keyof AccountFormActors;

/** Every promise actor of the app's machines, by machine; each is a FakeEffects actor of the same name. */
export const FAKE_ACTORS = {
  catalogue: ['getProducts', 'getConeCandy', 'loadWordSearch'],
  orders: ['fetchOrders', 'cancelOrder'],
  addresses: ['fetchAddresses', 'fetchPinCodes', 'addAddress', 'editAddress', 'deleteAddress', 'makeDefaultAddress'],
  checkout: ['newIdempotencyKey', 'createOrder'],
  session: ['restoreSession', 'logout'],
  login: ['login'],
  registration: ['signUp'],
  resetPassword: ['resetPassword'],
  personalDetails: ['updateProfile'],
  changePassword: ['login', 'changePassword'],
  deleteAccount: ['deleteAccount'],
  legal: ['loadLegal'],
  deliveryCheck: ['loadDeliveryAreas'],
} as const;

export type FakeActorName = (typeof FAKE_ACTORS)[keyof typeof FAKE_ACTORS][number];

export interface RenderAppOptions {
  /** The route the app starts on (default "/"). */
  path?: string;
  /** How far the page is scrolled when the app starts (default 0), as a customer may scroll a page the server rendered. */
  scrolledTo?: number;
  orderRule?: OrderRuleName;
  /** localStorage entries written before the app starts. */
  storage?: Record<string, string>;
  /** Settles restoreSession at start with this stored user (null: a visitor); left out, the path settles it. */
  session?: SessionUser | null;
  /** Where each machine's states and transitions are recorded, from its actor's inspection events. */
  coverage?: Partial<Record<CoveredMachine, Coverage>>;
  provide?: AppActorsOptions['provide'];
}

export interface AppHarness {
  /** Every actor of the app; the ones created on first use are created here if the app has not yet. */
  readonly actors: AllActors;
  /** The storefront's actor system (machines/app.ts), whose flows spawned so far `system.get` finds. */
  readonly storefront: AppActors['storefront'];
  /** The actor of the account form its screen created last (null: no such screen has rendered). */
  formActor<N extends AccountFormName>(name: N): AccountFormActors[N] | null;
  effects: FakeEffects;
  clock: SimulatedClock;
  user: UserEvent;
  /** The current path with its query, as the app's router sees it. */
  location(): string;
  /** Every location the app has been at, in order. */
  history(): readonly string[];
  /** Opens an address as a link from another site would (the app is already running). */
  visit(path: string): Promise<void>;
  /** How many times the app scrolled the page to the top. */
  scrolledToTop(): number;
  /** The inputs of every call of one fake actor so far, in order. */
  callsOf(name: FakeActorName): unknown[];
  /** Settles the oldest pending call of a fake actor, then lets the app render. */
  settle(name: FakeActorName, outcome: { output: unknown } | { error: unknown }): Promise<void>;
  /** Moves the simulated clock (the machines' `after` delays), then lets the app render. */
  advance(ms: number): Promise<void>;
  /** Runs anything that changes the app from outside React (window events), then lets it render. */
  run(change: () => void): Promise<void>;
  /** How many live order streams are open (the orders machine's watchOrderEvents, faked). */
  openOrderStreams(): number;
  /** The live order stream says the shop changed one of the customer's orders (ORDER_CHANGED), then lets the app render. */
  orderChangedLive(): Promise<void>;
  /** The toasts on screen: title, and the description when there is one. */
  toasts(): { message: string; description: string | null }[];
  dismissToasts(): Promise<void>;
  unmount(): void;
}

/** The versioned cart as the app keeps it in localStorage (src/app/storage.ts). */
export function storedCart(items: readonly CartItem[]): string {
  return JSON.stringify({ version: 1, items });
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Lets pending promises, actor transitions and React renders finish. */
export async function flush(): Promise<void> {
  await act(async () => {
    await settled();
    await settled();
  });
}

let mounted: AppHarness[] = [];
afterEach(() => {
  mounted.forEach((harness) => harness.unmount());
  mounted = [];
  document.documentElement.style.minHeight = '';
});

function fakeImplementations(effects: FakeEffects, orderStreams: Set<(event: OrdersEvent) => void>): NonNullable<AppActorsOptions['provide']> {
  const actorsOf = <N extends string>(names: readonly N[]) =>
    Object.fromEntries(names.map((name) => [name, effects.actor(name)])) as Record<N, ReturnType<FakeEffects['actor']>>;
  return {
    catalogue: { actors: actorsOf(FAKE_ACTORS.catalogue) },
    orders: {
      actors: {
        ...actorsOf(FAKE_ACTORS.orders),
        watchOrderEvents: fromCallback<OrdersEvent>(({ sendBack }) => {
          orderStreams.add(sendBack);
          return () => orderStreams.delete(sendBack);
        }),
      },
    },
    addresses: { actors: actorsOf(FAKE_ACTORS.addresses) },
    checkout: { actors: actorsOf(FAKE_ACTORS.checkout) },
    session: { actors: actorsOf(FAKE_ACTORS.session) },
    login: { actors: actorsOf(FAKE_ACTORS.login) },
    registration: { actors: actorsOf(FAKE_ACTORS.registration) },
    resetPassword: { actors: actorsOf(FAKE_ACTORS.resetPassword) },
    personalDetails: { actors: actorsOf(FAKE_ACTORS.personalDetails) },
    changePassword: { actors: actorsOf(FAKE_ACTORS.changePassword) },
    deleteAccount: { actors: actorsOf(FAKE_ACTORS.deleteAccount) },
    deliveryCheck: { actors: actorsOf(FAKE_ACTORS.deliveryCheck) },
  } as NonNullable<AppActorsOptions['provide']>;
}

export async function renderApp(options: RenderAppOptions = {}): Promise<AppHarness> {
  localStorage.clear();
  sessionStorage.clear();
  Object.entries(options.storage ?? {}).forEach(([key, value]) => localStorage.setItem(key, value));
  resetToasts();
  // A page the server rendered is as long as its content before the app starts; the empty test page is made as
  // long so that a browser (Chromium) can be scrolled before the app renders, as happy-dom always can.
  document.documentElement.style.minHeight = options.scrolledTo ? `${options.scrolledTo + 2 * window.innerHeight}px` : '';
  window.scrollTo(0, options.scrolledTo ?? 0);

  const effects = new FakeEffects();
  const clock = new SimulatedClock();
  const location = memoryLocation({ path: options.path ?? '/', record: true });
  let scrolls = 0;
  const record = (machine: CoveredMachine) => (event: InspectionEvent) => {
    const coverage = options.coverage?.[machine];
    coverage?.record(event);
    if (coverage) noteInspection(event);
  };
  const formActors = new Map<CoveredMachine, AnyActorRef>();
  const orderStreams = new Set<(event: OrdersEvent) => void>();
  const fakes = fakeImplementations(effects, orderStreams);
  const provide = Object.fromEntries(
    Object.keys(fakes).concat(Object.keys(options.provide ?? {})).map((name) => {
      const key = name as MachineName;
      return [key, { ...fakes[key], ...options.provide?.[key], actors: { ...fakes[key]?.actors, ...options.provide?.[key]?.actors } }];
    }),
  ) as AppActorsOptions['provide'];

  // The app reads a stored cart back with a checker it loads on demand; here it is loaded already.
  await import('../../src/app/storedCart.ts');
  const actors = createAppActors(
    options.orderRule ?? 'A',
    options.path?.split('?')[0] ?? '/',
    {
      navigate: (to) => location.navigate(to),
      scrollToTop: () => {
        scrolls += 1;
        window.scrollTo(0, 0);
      },
      newKey: () => 'never-used-the-checkout-key-is-a-fake-actor',
    },
    appActorsHooks({
      provide,
      clock,
      inspect: (machine, event) => {
        // A form's actor is the root of its own system (its screen created it); its calls are its children.
        const actor = event.actorRef as AnyActorRef;
        if (event.type === '@xstate.actor' && !actor._parent) formActors.set(machine, actor);
        record(machine)(event);
      },
    }),
  );
  const disconnect = connectBrowserEvents(actors);
  const legal = {
    logic: legalMachine.provide({ actors: { loadLegal: effects.actor('loadLegal') } }),
    options: { clock, inspect: record('legal') },
  };
  const ui: ReactElement = (
    <Router hook={location.hook} searchHook={location.searchHook}>
      <LegalActorContext.Provider value={legal}>
        <ShownApp actors={actors} openingHours={DEFAULT_OPENING_HOURS} />
      </LegalActorContext.Provider>
    </Router>
  );
  // The app loads the toaster when the browser is idle; here it is there before the first step.
  await loadToaster();
  const rendered = render(ui);
  let stopped = false;

  const harness: AppHarness = {
    get actors() {
      return {
        ...actors, checkout: checkoutActor(actors), ...orderHistoryActors(actors), addresses: addressActor(actors), deliveryCheck: deliveryCheckActor(actors),
      };
    },
    storefront: actors.storefront,
    formActor: <N extends AccountFormName>(name: N) => (formActors.get(name) as AccountFormActors[N] | undefined) ?? null,
    effects,
    clock,
    user: steppedUser(userEvent.setup()),
    location: () => location.history.at(-1) ?? '/',
    history: () => [...location.history],
    async visit(path) {
      await act(async () => {
        location.navigate(path);
        await settled();
      });
      await flush();
    },
    scrolledToTop: () => scrolls,
    callsOf: (name) => effects.calls.filter((call) => call.name === name).map((call) => call.input),
    async settle(name, outcome) {
      // A screen's actor may start its call only once a lazily loaded module has arrived (slow while other test
      // files share the CPU): wait for the call, then settle it; a call that never starts still fails here.
      await waitFor(() => {
        if (!effects.isWaiting(name)) throw new Error(`the path settles ${name}, but the machine is not running it`);
      });
      await act(async () => {
        effects.settle(name, outcome);
        await settled();
      });
      await flush();
    },
    async advance(ms) {
      await act(async () => {
        clock.increment(ms);
        await settled();
      });
    },
    async run(change) {
      await act(async () => {
        change();
        await settled();
      });
    },
    openOrderStreams: () => orderStreams.size,
    async orderChangedLive() {
      if (orderStreams.size !== 1) throw new Error(`expected one open live order stream, found ${orderStreams.size}`);
      await harness.run(() => orderStreams.forEach((sendBack) => sendBack({ type: 'ORDER_CHANGED' })));
    },
    toasts() {
      const region = screen.queryByRole('region', { name: (name) => name === textsIn(shownLanguage(), englishToastTexts).notificationsRegion.replace('{hotkey}', 'F8') });
      if (!region) return [];
      return within(region)
        .queryAllByRole('listitem')
        .map((toast) => {
          const [title, description] = [...toast.querySelectorAll('div')].map((part) => part.textContent ?? '');
          return { message: title ?? '', description: description ?? null };
        });
    },
    async dismissToasts() {
      await act(async () => resetToasts());
    },
    unmount() {
      if (stopped) return;
      stopped = true;
      rendered.unmount();
      disconnect();
      actors.storefront.stop();
      cleanup();
    },
  };
  steppedHarness(harness, ['visit', 'settle', 'advance', 'run']);
  mounted.push(harness);
  await flush();
  if (options.session !== undefined) await harness.settle('restoreSession', { output: options.session });
  return harness;
}
