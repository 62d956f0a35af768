/**
 * The storefront as one actor system (machines/app.ts): the journey model's paths (model/models/storefront.ts)
 * walked against the root with its real children, every effect faked. After each step every flow must show
 * what the journey promises, which only holds while the root carries the links between them.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type Actor } from 'xstate';
import { addressesMachine } from '../../machines/addresses.ts';
import { startFlows, storefrontMachine, type LaterFlow } from '../../machines/app.ts';
import { checkoutLinks, reorderLinks } from '../../machines/laterFlowLinks.ts';
import type { CartItem } from '../../machines/cart.ts';
import { checkoutMachine } from '../../machines/checkout.ts';
import { ordersMachine } from '../../machines/orders.ts';
import { reorderMachine } from '../../machines/reorder.ts';
import { catalogueSeed } from '../../model/models/catalogue.ts';
import { refusal } from '../../model/models/checkout.ts';
import { pendingOrder } from '../../model/models/orders.ts';
import { catalogues, pastLines, pastOrderId } from '../../model/models/reorder.ts';
import { loggedInAsha } from '../../model/models/session.ts';
import { ashasKeptDelivery, journeyModel, loggedInBina, type JourneyEvent } from '../../model/models/storefront.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects } from '../../model/run.ts';
import type { LoadedFlow } from '../../src/app/actors.ts';

type JourneyPath = GeneratedPath<typeof journeyModel.machine>;
type Storefront = Actor<typeof storefrontMachine>;

const paths = generatePaths(journeyModel);
const coverage = new Coverage();
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const quiet = { notify: () => {}, navigate: () => {} };

/** The storefront with every effect faked; the lazily loaded flows as the app's modules hand them over. */
function storefrontWithFakes(effects: FakeEffects) {
  let storefront: Storefront | null = null;
  /** The events the order history has received. */
  const heardByOrders: string[] = [];
  const later: Record<LaterFlow, () => LoadedFlow> = {
    addresses: () => ({
      logic: addressesMachine.provide({
        actors: Object.fromEntries(['fetchAddresses', 'fetchPinCodes', 'addAddress', 'editAddress', 'deleteAddress', 'makeDefaultAddress'].map((name) => [name, effects.actor(name)])),
        actions: { notify: () => {} },
      }),
      // As the addresses module reads it when it loads: Asha's choice of an earlier visit.
      keptDelivery: ashasKeptDelivery,
    }),
    checkout: () => ({
      logic: checkoutMachine.provide({
        actors: { newIdempotencyKey: effects.actor('newIdempotencyKey'), createOrder: effects.actor('createOrder') },
        actions: { ...quiet, ...checkoutLinks },
      }),
      input: { orderRule: 'A' },
    }),
    orders: () => ({
      logic: ordersMachine.provide({
        actors: { fetchOrders: effects.actor('fetchOrders'), cancelOrder: effects.actor('cancelOrder'), watchOrderEvents: fromCallback(() => {}) },
        actions: { notify: () => {} },
      }),
    }),
    reorder: () => ({ logic: reorderMachine.provide({ actors: { loadCatalogue: effects.actor('loadCatalogue') }, actions: { ...quiet, ...reorderLinks } }) }),
    deliveryCheck: () => {
      throw new Error('the journey never checks a pin code');
    },
  };
  // As the app's modules do (src/app/actors.ts flowOf): a flow spawned already is not loaded again.
  const load = (flow: LaterFlow) => {
    if (!storefront!.system.get(flow)) storefront!.send({ type: 'FLOW_LOADED', flow, ...later[flow]() });
  };
  const machine = storefrontMachine.provide({
    actors: {
      cart: startFlows.cart.provide({ actors: { watchOtherTabs: fromCallback(() => {}) }, actions: { notify: () => {} } }),
      catalogue: startFlows.catalogue.provide({
        actors: { getProducts: effects.actor('getProducts'), getConeCandy: effects.actor('getConeCandy'), loadWordSearch: effects.actor('loadWordSearch') },
      }),
      session: startFlows.session.provide({ actors: { restoreSession: effects.actor('restoreSession'), logout: effects.actor('logout') }, actions: quiet }),
    },
    actions: { loadAddresses: () => load('addresses') },
  });
  storefront = createActor(machine, {
    clock: new SimulatedClock(),
    inspect: (event) => {
      coverage.record(event);
      if (event.type === '@xstate.event' && event.actorRef === storefront?.system.get('orders')) heardByOrders.push(event.event.type);
    },
    input: { cart: { orderRule: 'A' }, catalogue: { seed: catalogueSeed }, session: {}, shell: { path: '/' } },
  });
  return { storefront, load, heardByOrders };
}

function flowsOf(storefront: Storefront) {
  const { system } = storefront;
  return {
    cart: system.get('cart') as Actor<typeof startFlows.cart>,
    catalogue: system.get('catalogue') as Actor<typeof startFlows.catalogue>,
    session: system.get('session') as Actor<typeof startFlows.session>,
    addresses: system.get('addresses') as Actor<typeof addressesMachine> | undefined,
    checkout: system.get('checkout') as Actor<typeof checkoutMachine> | undefined,
    orders: system.get('orders') as Actor<typeof ordersMachine> | undefined,
    reorder: system.get('reorder') as Actor<typeof reorderMachine> | undefined,
  };
}

/** Two 5 Litre tubs of the first product the catalogue lists with one: enough for the order rule. */
function twoTubs(storefront: Storefront): CartItem {
  const products = flowsOf(storefront).catalogue.getSnapshot().context.products;
  const product = products.find((listed) => listed.sizes.some((size) => size.size === '5 Litre' && size.status === 'In Stock'))!;
  return { product, size: product.sizes.find((size) => size.size === '5 Litre')!, quantity: 2 };
}

/** What one journey step does, through the flow a customer would use. */
async function perform(event: JourneyEvent, storefront: Storefront, effects: FakeEffects, load: (flow: LaterFlow) => void): Promise<void> {
  const flows = () => flowsOf(storefront);
  const openHistory = () => {
    // As the order history screen's module does on every render: a flow spawned already is not spawned again.
    load('orders');
    load('reorder');
    flows().orders!.send({ type: 'MOUNTED' });
  };
  const placeOrder = () => {
    if (!flows().checkout) load('checkout');
    flows().checkout!.send({ type: 'PLACE_ORDER', items: flows().cart.getSnapshot().context.items, addressId: 7, user: { userId: loggedInAsha.userId! } });
  };
  switch (event.type) {
    case 'FILL_CART': {
      const { product, size } = twoTubs(storefront);
      flows().cart.send({ type: 'ADD', product, size });
      flows().cart.send({ type: 'ADD', product, size });
      break;
    }
    case 'LOG_IN':
    case 'LOG_IN_OTHER': {
      // As the login form does (src/app/accountForms.ts): what its identifier field holds, then its news for the session, go through the root.
      const user = event.type === 'LOG_IN' ? loggedInAsha : loggedInBina;
      storefront.send({ type: 'LOGIN_IDENTIFIER_GIVEN', identifier: user.email });
      expect(storefront.getSnapshot().context.loginIdentifier, 'the root keeps the identifier typed at login').toBe(user.email);
      storefront.send({ type: 'ACCOUNT_FORM_NEWS', news: { type: 'LOGGED_IN', user } });
      break;
    }
    case 'FOCUS_WINDOW':
      // As the window's focus listener does (src/app/browserEvents.ts).
      storefront.send({ type: 'WINDOW_FOCUSED' });
      break;
    case 'LOG_OUT':
      flows().session.send({ type: 'LOGOUT' });
      await settled();
      effects.settle('logout', { output: {} });
      break;
    case 'TOKEN_EXPIRED':
      storefront.send({ type: 'UNAUTHORIZED' });
      break;
    case 'OPEN_HISTORY':
      openHistory();
      break;
    case 'PLACE_ORDER':
      placeOrder();
      await settled();
      effects.settle('newIdempotencyKey', { output: 'attempt-1' });
      await settled();
      effects.settle('createOrder', { output: { code: 200, msg: 'Order placed' } });
      await settled();
      // The checkout then opens the order history (its navigate effect).
      openHistory();
      break;
    case 'ORDER_REFUSED':
      placeOrder();
      await settled();
      effects.settle('newIdempotencyKey', { output: 'attempt-2' });
      await settled();
      effects.settle('createOrder', { error: refusal('The price of Alphonso Mango (5 Litre) changed.', '409') });
      break;
    case 'ORDER_AGAIN':
      flows().reorder!.send({ type: 'REORDER', orderId: pastOrderId, lines: pastLines });
      await settled();
      effects.settle('loadCatalogue', { output: catalogues.allInStock });
      break;
  }
  await settled();
}

const callsOf = (effects: FakeEffects, name: string) => effects.calls.filter((call) => call.name === name).length;

async function walk(path: JourneyPath): Promise<void> {
  const effects = new FakeEffects();
  const { storefront, load, heardByOrders } = storefrontWithFakes(effects);
  const focusesHeard = () => heardByOrders.filter((type) => type === 'WINDOW_FOCUSED').length;
  storefront.start();
  await settled();
  effects.settle('restoreSession', { output: null });
  await settled();
  try {
    for (const [index, { event, state }] of path.steps.entries()) {
      const catalogueLoads = callsOf(effects, 'getProducts');
      const fetches = callsOf(effects, 'fetchOrders');
      const focuses = focusesHeard();
      if ((event.type as string) !== 'xstate.init') await perform(event, storefront, effects, load);
      const at = `step ${index} (${event.type}) of "${path.description}"`;
      const flows = flowsOf(storefront);
      const member = state.matches('member') || state.matches('otherMember');
      const customer = state.matches('member') ? loggedInAsha : state.matches('otherMember') ? loggedInBina : null;
      const { cartFilled, historyOpened } = state.context;

      // The cart prices by the catalogue the catalogue flow loaded.
      expect(flows.cart.getSnapshot().context.catalogue, `${at}: the cart heard the catalogue`).toBe(flows.catalogue.getSnapshot().context.products);
      expect(flows.session.getSnapshot().matches('loggedIn'), `${at}: logged in`).toBe(member);
      expect(flows.cart.getSnapshot().context.items.length > 0, `${at}: the cart holds lines`).toBe(cartFilled);
      // Once someone logs in or out, the identifier a login form would start with is gone: the next person must not see it.
      expect(storefront.getSnapshot().context.loginIdentifier, `${at}: no identifier kept`).toBe('');
      // A logged-in customer's addresses load at once; the addresses hear every change of who is logged in.
      const everLoggedIn = path.steps.slice(0, index + 1).some((step) => step.state.matches('member'));
      expect(flows.addresses !== undefined, `${at}: addresses spawned`).toBe(everLoggedIn);
      if (flows.addresses) {
        const { user, chosenDeliveryId } = flows.addresses.getSnapshot().context;
        expect(user?.userId ?? null, `${at}: addresses' user`).toBe(customer?.userId ?? null);
        // Asha gets her earlier choice back until someone logs out on this page (which clears it); Bina never gets it.
        const keptChoice = customer === loggedInAsha && !state.context.loggedOut ? ashasKeptDelivery.addressId : null;
        expect(chosenDeliveryId, `${at}: the delivery address chosen`).toBe(keptChoice);
      }
      expect(flows.orders !== undefined, `${at}: order history spawned`).toBe(historyOpened);
      if (flows.orders) expect(flows.orders.getSnapshot().matches({ session: member ? 'member' : 'visitor' }), `${at}: the history knows who is there`).toBe(true);
      // The placed order marks a history already loaded stale: showing it again fetches it again.
      if (event.type === 'PLACE_ORDER') {
        expect(callsOf(effects, 'fetchOrders') - fetches, `${at}: history fetched`).toBe(1);
      }
      // The window's focus reaches an order history that has been spawned (which refetches a stale list on screen).
      if (event.type === 'FOCUS_WINDOW') expect(focusesHeard() - focuses, `${at}: the history heard the focus`).toBe(historyOpened ? 1 : 0);
      if (event.type === 'ORDER_REFUSED') expect(callsOf(effects, 'getProducts') - catalogueLoads, `${at}: catalogue fetched again`).toBe(1);
      if (flows.orders?.getSnapshot().matches({ session: { member: 'loading' } })) {
        effects.settle('fetchOrders', { output: [pendingOrder] });
        await settled();
      }
    }
  } finally {
    storefront.stop();
  }
}

describe('the storefront system: journey paths over the root and its flows', () => {
  it('the paths walk every journey step', () => {
    const sent = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect(sent).toEqual(new Set(['xstate.init', 'FILL_CART', 'LOG_IN', 'LOG_IN_OTHER', 'LOG_OUT', 'TOKEN_EXPIRED', 'OPEN_HISTORY', 'PLACE_ORDER', 'ORDER_REFUSED', 'ORDER_AGAIN', 'FOCUS_WINDOW']));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await walk(path);
  });

  it('reaches every transition of the storefront and takes its guards both ways', () => {
    expectFullCoverage(storefrontMachine, coverage);
  });
});
