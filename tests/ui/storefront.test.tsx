/**
 * The storefront's journey paths (model/models/storefront.ts) through the rendered app, the actor system
 * created as the browser creates it (src/app/createAppActors.ts) with every call faked: logging in on the
 * login screen, out on the profile, and opening the order history as a customer does; the cart filled, an
 * order placed or refused and Order again pressed on the flows the screens drive. After each step the header
 * shows who is there and how many items the cart holds, and every flow knows what the journey promises
 * (tests/model/storefront.test.ts walks the same paths against the machines alone).
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { addressTexts as englishAddressTexts } from '../../domain/messages/addresses.ts';
import { cartTexts as englishCartTexts } from '../../domain/messages/cart.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { productAnswers } from '../../model/models/catalogue.ts';
import { refusal } from '../../model/models/checkout.ts';
import { pendingOrder } from '../../model/models/orders.ts';
import { pastLines, pastOrderId } from '../../model/models/reorder.ts';
import { loginAnswer } from '../../model/models/session.ts';
import { ORDER_HISTORY_FRESH_MS } from '../../machines/orders.ts';
import { createdDefaultRecord, serverPinCodes } from '../../model/models/addresses.ts';
import {
  binaLoginAnswer, chetanLoginAnswer, customerAt, journeyModel, loginIdentifierAt, newCustomer, type JourneyEvent,
} from '../../model/models/storefront.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage } from '../../model/run.ts';
import { storefrontMachine } from '../../machines/app.ts';
import type { AllActors } from '../../src/app/actors.ts';
import { recordJourney } from './atlasRecord.ts';
import { expectScreenCoverage } from './coverage.ts';
import { renderApp, type AppHarness } from './harness.tsx';
import { fillRegistration, goTo, logIn, logOut, mainNavigation, retype, submitLogin } from './session.steps.ts';
import { shown } from './shown.ts';

const accountTexts = shown(englishAccountTexts);
const addressTexts = shown(englishAddressTexts);
const cartTexts = shown(englishCartTexts);
const messages = shown(englishMessages);

const paths = generatePaths(journeyModel);
type JourneyState = (typeof paths)[number]['steps'][number]['state'];
/** The root's transitions the journeys took through the screens. */
const coverage = new Coverage();

/** A flow the storefront has spawned (app.actors would spawn every flow). */
const flowOf = <F extends keyof AllActors>(app: AppHarness, flow: F) => app.storefront.system.get(flow) as AllActors[F] | undefined;
const cartItems = (app: AppHarness) => flowOf(app, 'cart')!.getSnapshot().context.items.reduce((sum, item) => sum + item.quantity, 0);

const fetchesAnswered = new WeakMap<AppHarness, number>();

/** Answers the order history's fetches not answered yet. */
async function answerHistory(app: AppHarness): Promise<void> {
  while (app.callsOf('fetchOrders').length > (fetchesAnswered.get(app) ?? 0)) {
    fetchesAnswered.set(app, (fetchesAnswered.get(app) ?? 0) + 1);
    await app.settle('fetchOrders', { output: [pendingOrder] });
  }
}

const inMain = () => within(screen.getByRole('main'));
const field = (label: string) => inMain().getByLabelText(label) as HTMLInputElement;
const placeOrderButton = () => inMain().getByRole('button', { name: cartTexts.placeOrder });

/** The registration form filled as the new customer of the first order, both consents given. */
async function register(app: AppHarness): Promise<void> {
  await fillRegistration(app, newCustomer.registration);
  await app.user.click(field(accountTexts.agreeToPrivacy));
  await app.user.click(field(accountTexts.agreeToTerms));
  await app.user.click(inMain().getByRole('button', { name: accountTexts.registerAction }));
  await app.settle('signUp', { output: { code: '200', msg: 'Registration successful', userId: chetanLoginAnswer.userId } });
  await screen.findByRole('button', { name: accountTexts.loginAction });
}

async function perform(app: AppHarness, event: JourneyEvent, before: JourneyState): Promise<void> {
  const placeOrder = async (outcome: { output: unknown } | { error: unknown }) => {
    // The cart screen has the checkout spawned, as a customer's Place Order would.
    await goTo(app, '/cart');
    const [checkout, cart] = [flowOf(app, 'checkout')!, flowOf(app, 'cart')!];
    await app.run(() => checkout.send({ type: 'PLACE_ORDER', items: cart.getSnapshot().context.items, addressId: 7, user: { userId: loginAnswer.userId } }));
    await app.settle('newIdempotencyKey', { output: 'attempt-1' });
    await app.settle('createOrder', outcome);
  };
  switch (event.type) {
    case 'FILL_CART': {
      const product = flowOf(app, 'catalogue')!.getSnapshot().context.products.find((listed) => listed.sizes.some((size) => size.size === '5 Litre'))!;
      const size = product.sizes.find((listed) => listed.size === '5 Litre')!;
      await app.run(() => [1, 2].forEach(() => flowOf(app, 'cart')!.send({ type: 'ADD', product, size })));
      return;
    }
    case 'LOG_IN':
      if (!before.matches('firstOrder')) return logIn(app, loginAnswer);
      // On the login a visitor's Place Order opened: back on the cart afterwards.
      await submitLogin(app, loginAnswer.email, 'secret1');
      await app.settle('login', { output: loginAnswer });
      await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
      return;
    case 'PLACE_ORDER_AS_VISITOR':
      await goTo(app, '/cart');
      await app.user.click(placeOrderButton());
      await screen.findByRole('button', { name: accountTexts.loginAction });
      return app.dismissToasts();
    case 'SIGN_UP':
      await retype(app, field(accountTexts.loginIdentifierLabel), newCustomer.typedAtLogin);
      await app.user.click(inMain().getByRole('link', { name: accountTexts.signUpLink }));
      await screen.findByRole('button', { name: accountTexts.registerAction });
      return;
    case 'REGISTER':
      await register(app);
      return app.dismissToasts();
    case 'LOG_IN_NEW':
      // The field holds the email just registered: only the password is typed.
      await retype(app, field(accountTexts.passwordLabel), newCustomer.registration.password);
      await app.user.click(inMain().getByRole('button', { name: accountTexts.loginAction }));
      await app.settle('login', { output: chetanLoginAnswer });
      await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
      // A customer with no address gets the shop's Default Address, created and listed again.
      await app.settle('fetchPinCodes', { output: serverPinCodes });
      await app.settle('fetchAddresses', { output: [] });
      await app.settle('addAddress', { output: { code: '200', msg: '', addressId: createdDefaultRecord.addressId } });
      await app.settle('fetchAddresses', { output: [{ ...createdDefaultRecord, phone: chetanLoginAnswer.phone }] });
      return app.dismissToasts();
    case 'GIVE_STREET': {
      const form = within(inMain().getByRole('region', { name: cartTexts.enterStreetForDelivery }));
      const { house, street } = newCustomer.street;
      await app.user.type(await form.findByLabelText(addressTexts.houseLabel), house);
      await app.user.type(form.getByLabelText(addressTexts.streetLabel), street);
      await app.user.click(form.getByRole('button', { name: addressTexts.saveAddressDialog }));
      await app.settle('editAddress', { output: { code: '200', msg: '' } });
      await app.settle('fetchAddresses', { output: [{ ...createdDefaultRecord, house, street, address: `${house}, ${street}`, phone: '' }] });
      return app.dismissToasts();
    }
    case 'LOG_IN_OTHER':
      return logIn(app, binaLoginAnswer);
    case 'LOG_OUT':
      return logOut(app);
    case 'TOKEN_EXPIRED':
      return app.run(() => app.storefront.send({ type: 'UNAUTHORIZED' }));
    case 'OPEN_HISTORY':
      await goTo(app, '/order-history');
      await answerHistory(app);
      return goTo(app, '/');
    case 'PLACE_ORDER':
      if (before.matches('firstOrder')) {
        // The first order: the cart's own Place Order, to the address the cart shows.
        await app.user.click(placeOrderButton());
        await app.settle('newIdempotencyKey', { output: 'attempt-1' });
        await app.settle('createOrder', { output: { code: 200, msg: 'Order placed' } });
        await answerHistory(app);
        return goTo(app, '/');
      }
      // The checkout then opens the order history.
      await placeOrder({ output: { code: 200, msg: 'Order placed' } });
      await answerHistory(app);
      return goTo(app, '/');
    case 'ORDER_REFUSED':
      return placeOrder({ error: refusal('The price of Alphonso Mango (5 Litre) changed.', '409') });
    case 'FOCUS_WINDOW': {
      // The customer comes back to the browser window (the app's focus listener, src/app/browserEvents.ts) while
      // the order history shows a list gone stale, if it has been opened: that list is fetched again.
      const shown = flowOf(app, 'orders') !== undefined;
      if (shown) {
        await goTo(app, '/order-history');
        await app.advance(ORDER_HISTORY_FRESH_MS);
      }
      await app.run(() => window.dispatchEvent(new Event('focus')));
      if (!shown) return;
      await answerHistory(app);
      return goTo(app, '/');
    }
    case 'ORDER_AGAIN':
      return app.run(() => flowOf(app, 'reorder')!.send({ type: 'REORDER', orderId: pastOrderId, lines: pastLines }));
  }
}


describe('the storefront system: journey paths through the screens', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const app = await renderApp({ session: null });
    // What the actors tell each other on this path, for the atlas's system page.
    const journey = recordJourney(app.storefront.system, path.description);
    const recording = app.storefront.system.inspect((event) => coverage.record(event));
    journey.begin('start');
    await app.settle('getProducts', { output: productAnswers.main });
    await app.settle('getConeCandy', { output: productAnswers.coneCandy });
    for (const [index, { event, state }] of path.steps.entries()) {
      const [fetches, catalogueLoads] = [app.callsOf('fetchOrders').length, app.callsOf('getProducts').length];
      if ((event.type as string) !== 'xstate.init') {
        journey.begin(event.type);
        await perform(app, event, path.steps[index - 1]!.state);
      }
      await journey.end();
      const at = `step ${index} (${event.type}) of "${path.description}"`;
      const customer = customerAt(state);
      const member = customer !== null;
      const header = within(mainNavigation());
      expect(header.queryByRole('link', { name: messages.ordersLink, hidden: true }) !== null, `${at}: the header shows a customer`).toBe(member);
      // The cart prices by the catalogue the catalogue flow loaded.
      expect(flowOf(app, 'cart')!.getSnapshot().context.catalogue, `${at}: the cart heard the catalogue`).toBe(flowOf(app, 'catalogue')!.getSnapshot().context.products);
      expect(cartItems(app) > 0, `${at}: the cart holds lines`).toBe(state.context.cartFilled);
      // The screens may ask for the addresses before anyone logs in; a logged-in customer's load at once.
      const addresses = flowOf(app, 'addresses');
      if (member) expect(addresses, `${at}: addresses spawned`).toBeDefined();
      if (addresses) expect(addresses.getSnapshot().context.user?.userId ?? null, `${at}: addresses' user`).toBe(customer?.userId ?? null);
      expect(app.storefront.getSnapshot().context.loginIdentifier, `${at}: the identifier the next login starts with`).toBe(loginIdentifierAt(state));
      // The first order: the way back to the cart kept through the login and Sign up; Place Order waits for the street.
      const firstOrderRoutes = { login: '/login?returnTo=%2Fcart', signUp: '/register?returnTo=%2Fcart', loginAfterSignUp: '/login?returnTo=%2Fcart', streetNeeded: '/cart', readyToOrder: '/cart' };
      for (const [step, route] of Object.entries(firstOrderRoutes)) {
        if (state.matches({ firstOrder: step as keyof typeof firstOrderRoutes })) expect(app.location(), `${at}: where the customer is`).toBe(route);
      }
      if (state.matches({ firstOrder: 'loginAfterSignUp' })) expect(field(accountTexts.loginIdentifierLabel).value, `${at}: the login asks only the password`).toBe(newCustomer.registration.email);
      if (state.matches({ firstOrder: 'streetNeeded' })) {
        expect(inMain().getByText(cartTexts.enterStreetForDelivery), `${at}: the cart asks for the street`).toBeTruthy();
        expect(inMain().getByRole('button', { name: cartTexts.selectDeliveryAddressButton }).hasAttribute('disabled'), `${at}: Place Order waits`).toBe(true);
      }
      if (state.matches({ firstOrder: 'readyToOrder' })) expect(placeOrderButton().hasAttribute('disabled'), `${at}: Place Order ready`).toBe(false);
      // A placed order marks the history stale, so the history it opens is fetched; a refused one fetches the catalogue again.
      if (event.type === 'PLACE_ORDER') expect(app.callsOf('fetchOrders').length - fetches, `${at}: history fetched`).toBe(1);
      if (event.type === 'ORDER_REFUSED') expect(app.callsOf('getProducts').length - catalogueLoads, `${at}: catalogue fetched again`).toBe(1);
      const orders = flowOf(app, 'orders');
      expect(orders !== undefined, `${at}: order history spawned`).toBe(state.context.historyOpened);
      if (orders) {
        expect(orders.getSnapshot().matches({ session: member ? 'member' : 'visitor' }), `${at}: the history knows who is there`).toBe(true);
      }
      // A stale history on screen is fetched again on focus (a member's: a visitor's shows the login prompt).
      if (event.type === 'FOCUS_WINDOW') expect(app.callsOf('fetchOrders').length - fetches, `${at}: history fetched on focus`).toBe(state.context.historyOpened ? 1 : 0);
    }
    expect(screen.getByRole('main')).toBeTruthy();
    journey.stop();
    recording.unsubscribe();
  });

  it('reaches every link of the storefront root through the screens', () => {
    expectScreenCoverage('storefront', storefrontMachine, coverage, {});
  });
});
