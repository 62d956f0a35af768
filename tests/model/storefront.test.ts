/**
 * The storefront as one actor system (machines/app.ts): the journey model's paths (model/models/storefront.ts)
 * walked against the root with its real children, every effect faked. After each step every flow must show
 * what the journey promises, which only holds while the root carries the links between them.
 */
import { describe, expect, it } from 'vitest';
import { createActor, fromCallback, SimulatedClock, type Actor } from 'xstate';
import { loginMachine } from '../../machines/account/login.ts';
import { registrationMachine } from '../../machines/account/registration.ts';
import { addressesMachine, deliverableAddress } from '../../machines/addresses.ts';
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
import { loggedInAsha, loginAnswer } from '../../model/models/session.ts';
import { createdDefaultRecord, serverPinCodes } from '../../model/models/addresses.ts';
import {
  ashasKeptDelivery, binaLoginAnswer, chetanLoginAnswer, customerAt, journeyEvents, journeyModel, loggedInBina, loggedInChetan, loginIdentifierAt, newCustomer, type JourneyEvent,
} from '../../model/models/storefront.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects } from '../../model/run.ts';
import type { LoadedFlow } from '../../src/app/actors.ts';
import type { SessionUser } from '../../machines/session.ts';

type JourneyPath = GeneratedPath<typeof journeyModel.machine>;
type Storefront = Actor<typeof storefrontMachine>;

const paths = generatePaths(journeyModel);
const coverage = new Coverage();
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
const quiet = { notify: () => {}, navigate: () => {} };

/** Where the app was sent last (the flows' and forms' navigate effects), as the app's route. */
interface Routes {
  last: string | null;
}
const routeOf = (params: { to: string; returnTo?: string }) => (params.returnTo ? `${params.to}?returnTo=${encodeURIComponent(params.returnTo)}` : params.to);
const following = (routes: Routes) => ({ navigate: (_: unknown, params: { to: string; returnTo?: string }) => void (routes.last = routeOf(params)) });

/** The storefront with every effect faked; the lazily loaded flows as the app's modules hand them over. */
function storefrontWithFakes(effects: FakeEffects, routes: Routes) {
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
        actions: { ...quiet, ...following(routes), ...checkoutLinks },
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

/** The login and registration forms as their screens create them (src/app/accountForms.ts): what the session must hear goes through the root. */
function accountForms(storefront: Storefront, effects: FakeEffects, routes: Routes) {
  const toRoot = {
    loggedIn: (_: unknown, params: { user: SessionUser }) => storefront.send({ type: 'ACCOUNT_FORM_NEWS', news: { type: 'LOGGED_IN', user: params.user } }),
    identifierTyped: (_: unknown, params: { identifier: string }) => storefront.send({ type: 'LOGIN_IDENTIFIER_GIVEN', identifier: params.identifier }),
    registered: (_: unknown, params: { email: string }) => storefront.send({ type: 'LOGIN_IDENTIFIER_GIVEN', identifier: params.email }),
  };
  const actions = { ...quiet, ...following(routes), ...toRoot };
  return {
    /** The login form, its field starting with the identifier the root kept (src/app/accountForms.ts useLoginActor). */
    login: () =>
      createActor(loginMachine.provide({ actors: { login: effects.actor('login') }, actions }), {
        input: { identifier: storefront.getSnapshot().context.loginIdentifier },
      }).start(),
    /** The registration form of /register?returnTo=/cart. */
    registration: () => createActor(registrationMachine.provide({ actors: { signUp: effects.actor('signUp') }, actions }), { input: { returnTo: '/cart' } }).start(),
  };
}

interface StepSetting {
  storefront: Storefront;
  effects: FakeEffects;
  load: (flow: LaterFlow) => void;
  routes: Routes;
  /** The journey's state before the step. */
  before: JourneyState;
}
type JourneyState = JourneyPath['steps'][number]['state'];

/** What one journey step does, through the flow a customer would use. */
async function perform(event: JourneyEvent, { storefront, effects, load, routes, before }: StepSetting): Promise<void> {
  const flows = () => flowsOf(storefront);
  const forms = accountForms(storefront, effects, routes);
  const openHistory = () => {
    // As the order history screen's module does on every render: a flow spawned already is not spawned again.
    load('orders');
    load('reorder');
    flows().orders!.send({ type: 'MOUNTED' });
  };
  const placeOrder = (user: SessionUser | null, addressId: number | null) => {
    if (!flows().checkout) load('checkout');
    flows().checkout!.send({ type: 'PLACE_ORDER', items: flows().cart.getSnapshot().context.items, addressId, user: user && { userId: user.userId! } });
  };
  /** Logs in on the login form (typing `typed`, or keeping what the field starts with), the server answering `answer`. */
  const logIn = async (answer: unknown, typed: string | null) => {
    const form = forms.login();
    expect(form.getSnapshot().context.identifier, 'the login form starts with the identifier the root kept').toBe(loginIdentifierAt(before));
    if (typed !== null) {
      form.send({ type: 'IDENTIFIER_CHANGED', identifier: typed });
      expect(storefront.getSnapshot().context.loginIdentifier, 'the root keeps the identifier typed at login').toBe(typed);
    }
    // The login screen reads its way back from its address: /login?returnTo=/cart after a visitor's Place Order.
    const returnTo = before.matches('firstOrder') ? { returnTo: '/cart' } : {};
    form.send({ type: 'LOGIN', identifier: form.getSnapshot().context.identifier, password: 'secret1', ...returnTo });
    await settled();
    effects.settle('login', { output: answer });
    await settled();
    form.stop();
  };
  switch (event.type) {
    case 'FILL_CART': {
      const { product, size } = twoTubs(storefront);
      flows().cart.send({ type: 'ADD', product, size });
      flows().cart.send({ type: 'ADD', product, size });
      break;
    }
    case 'LOG_IN':
      await logIn(loginAnswer, loggedInAsha.email);
      break;
    case 'LOG_IN_OTHER':
      await logIn(binaLoginAnswer, loggedInBina.email);
      break;
    case 'PLACE_ORDER_AS_VISITOR':
      placeOrder(null, null);
      break;
    case 'SIGN_UP': {
      // He types his mobile number, then takes Sign up: the login form leaves, the registration form comes.
      const form = forms.login();
      form.send({ type: 'IDENTIFIER_CHANGED', identifier: newCustomer.typedAtLogin });
      form.stop();
      break;
    }
    case 'REGISTER': {
      const form = forms.registration();
      form.send({ type: 'REGISTRATION_CHANGED', fields: newCustomer.registration });
      form.send({ type: 'TOGGLE_PRIVACY' });
      form.send({ type: 'TOGGLE_TERMS' });
      form.send({ type: 'REGISTER' });
      await settled();
      effects.settle('signUp', { output: { code: '200', msg: 'Registration successful', userId: chetanLoginAnswer.userId } });
      await settled();
      form.stop();
      break;
    }
    case 'LOG_IN_NEW':
      // The field holds the email just registered: only the password is typed.
      await logIn(chetanLoginAnswer, null);
      // A customer with no address gets the shop's Default Address, created and listed again.
      effects.settle('fetchPinCodes', { output: serverPinCodes });
      effects.settle('fetchAddresses', { output: [] });
      await settled();
      effects.settle('addAddress', { output: { code: '200', msg: '', addressId: createdDefaultRecord.addressId } });
      await settled();
      effects.settle('fetchAddresses', { output: [{ ...createdDefaultRecord, phone: loggedInChetan.phone }] });
      break;
    case 'GIVE_STREET': {
      const { house, street } = newCustomer.street;
      flows().addresses!.send({ type: 'EDIT', id: createdDefaultRecord.addressId, house, street, landmark: '', pinCode: createdDefaultRecord.pinCode, phone: '' });
      await settled();
      effects.settle('editAddress', { output: { code: '200', msg: '' } });
      await settled();
      effects.settle('fetchAddresses', {
        output: [{ ...createdDefaultRecord, house, street, address: `${house}, ${street}`, phone: '' }],
      });
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
    case 'PLACE_ORDER': {
      // The first order goes to the address the cart shows; a returning customer's journey does not load her list.
      const chosen = flows().addresses && deliverableAddress(flows().addresses!.getSnapshot().context);
      placeOrder(customerAt(before), before.matches('firstOrder') ? (chosen?.id ?? null) : 7);
      await settled();
      effects.settle('newIdempotencyKey', { output: 'attempt-1' });
      await settled();
      effects.settle('createOrder', { output: { code: 200, msg: 'Order placed' } });
      await settled();
      // The checkout then opens the order history (its navigate effect).
      openHistory();
      break;
    }
    case 'ORDER_REFUSED':
      placeOrder(loggedInAsha, 7);
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

/** Where a step of the first order leaves the app (the flows' and forms' navigate effects). */
function routeAfter(event: JourneyEvent, before: JourneyState): string | undefined {
  switch (event.type) {
    case 'PLACE_ORDER_AS_VISITOR':
    case 'REGISTER':
      return '/login?returnTo=%2Fcart';
    case 'LOG_IN':
      return before.matches('firstOrder') ? '/cart' : '/products';
    case 'LOG_IN_NEW':
      return '/cart';
    default:
      return undefined;
  }
}

async function walk(path: JourneyPath): Promise<void> {
  const effects = new FakeEffects();
  const routes: Routes = { last: null };
  const { storefront, load, heardByOrders } = storefrontWithFakes(effects, routes);
  const focusesHeard = () => heardByOrders.filter((type) => type === 'WINDOW_FOCUSED').length;
  storefront.start();
  await settled();
  effects.settle('restoreSession', { output: null });
  await settled();
  try {
    for (const [index, { event, state }] of path.steps.entries()) {
      const catalogueLoads = callsOf(effects, 'getProducts');
      const [fetches, orders] = [callsOf(effects, 'fetchOrders'), callsOf(effects, 'createOrder')];
      const focuses = focusesHeard();
      const before = path.steps[index - 1]?.state;
      routes.last = null;
      if ((event.type as string) !== 'xstate.init') await perform(event, { storefront, effects, load, routes, before: before! });
      const at = `step ${index} (${event.type}) of "${path.description}"`;
      const flows = flowsOf(storefront);
      const customer = customerAt(state);
      const { cartFilled, historyOpened } = state.context;

      // The cart prices by the catalogue the catalogue flow loaded.
      expect(flows.cart.getSnapshot().context.catalogue, `${at}: the cart heard the catalogue`).toBe(flows.catalogue.getSnapshot().context.products);
      expect(flows.session.getSnapshot().context.user?.userId ?? null, `${at}: who is logged in`).toBe(customer?.userId ?? null);
      expect(flows.cart.getSnapshot().context.items.length > 0, `${at}: the cart holds lines`).toBe(cartFilled);
      // What the next login form starts with: typed there before Sign up, then the email registered; gone once someone logs in or out.
      expect(storefront.getSnapshot().context.loginIdentifier, `${at}: the identifier kept`).toBe(loginIdentifierAt(state));
      // A logged-in customer's addresses load at once; the addresses hear every change of who is logged in.
      const everLoggedIn = path.steps.slice(0, index + 1).some((step) => customerAt(step.state) !== null);
      expect(flows.addresses !== undefined, `${at}: addresses spawned`).toBe(everLoggedIn);
      if (flows.addresses) {
        const { user, chosenDeliveryId } = flows.addresses.getSnapshot().context;
        expect(user?.userId ?? null, `${at}: addresses' user`).toBe(customer?.userId ?? null);
        // Asha gets her earlier choice back until someone logs out on this page (which clears it); Bina and Chetan never get it.
        const keptChoice = customer === loggedInAsha && !state.context.loggedOut ? ashasKeptDelivery.addressId : null;
        expect(chosenDeliveryId, `${at}: the delivery address chosen`).toBe(keptChoice);
      }
      // The new customer's cart waits for the Default Address's street, then delivers there.
      if (state.matches({ firstOrder: 'streetNeeded' }) || state.matches({ firstOrder: 'readyToOrder' })) {
        const deliverable = deliverableAddress(flows.addresses!.getSnapshot().context);
        expect(deliverable?.id ?? null, `${at}: the address Place Order would use`).toBe(state.matches({ firstOrder: 'readyToOrder' }) ? createdDefaultRecord.addressId : null);
      }
      const wanted = before && (event.type as string) !== 'xstate.init' ? routeAfter(event, before) : undefined;
      if (wanted !== undefined) expect(routes.last, `${at}: where the app went`).toBe(wanted);
      // A visitor's Place Order sends nothing: it asks for the login first.
      expect(callsOf(effects, 'createOrder') - orders, `${at}: orders sent`).toBe(['PLACE_ORDER', 'ORDER_REFUSED'].includes(event.type) ? 1 : 0);
      expect(flows.orders !== undefined, `${at}: order history spawned`).toBe(historyOpened);
      if (flows.orders) expect(flows.orders.getSnapshot().matches({ session: customer ? 'member' : 'visitor' }), `${at}: the history knows who is there`).toBe(true);
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
    expect(sent).toEqual(new Set(['xstate.init', ...journeyEvents]));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await walk(path);
  });

  it('reaches every transition of the storefront and takes its guards both ways', () => {
    expectFullCoverage(storefrontMachine, coverage);
  });
});
