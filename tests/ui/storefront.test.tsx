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
import { messages } from '../../domain/messages/index.ts';
import { productAnswers } from '../../model/models/catalogue.ts';
import { refusal } from '../../model/models/checkout.ts';
import { pendingOrder } from '../../model/models/orders.ts';
import { pastLines, pastOrderId } from '../../model/models/reorder.ts';
import { loginAnswer } from '../../model/models/session.ts';
import { ORDER_HISTORY_FRESH_MS } from '../../machines/orders.ts';
import { binaLoginAnswer, journeyModel, type JourneyEvent } from '../../model/models/storefront.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage } from '../../model/run.ts';
import { storefrontMachine } from '../../machines/app.ts';
import type { AllActors } from '../../src/app/actors.ts';
import { recordJourney } from './atlasRecord.ts';
import { expectScreenCoverage } from './coverage.ts';
import { renderApp, type AppHarness } from './harness.tsx';
import { goTo, logIn, logOut, mainNavigation } from './session.steps.ts';

const paths = generatePaths(journeyModel);
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

async function perform(app: AppHarness, event: JourneyEvent): Promise<void> {
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
      return logIn(app, loginAnswer);
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
        await perform(app, event);
      }
      await journey.end();
      const at = `step ${index} (${event.type}) of "${path.description}"`;
      const member = state.matches('member') || state.matches('otherMember');
      const customer = state.matches('member') ? loginAnswer : state.matches('otherMember') ? binaLoginAnswer : null;
      const header = within(mainNavigation());
      expect(header.queryByRole('link', { name: messages.ordersLink, hidden: true }) !== null, `${at}: the header shows a customer`).toBe(member);
      // The cart prices by the catalogue the catalogue flow loaded.
      expect(flowOf(app, 'cart')!.getSnapshot().context.catalogue, `${at}: the cart heard the catalogue`).toBe(flowOf(app, 'catalogue')!.getSnapshot().context.products);
      expect(cartItems(app) > 0, `${at}: the cart holds lines`).toBe(state.context.cartFilled);
      // The screens may ask for the addresses before anyone logs in; a logged-in customer's load at once.
      const addresses = flowOf(app, 'addresses');
      if (member) expect(addresses, `${at}: addresses spawned`).toBeDefined();
      if (addresses) expect(addresses.getSnapshot().context.user?.userId ?? null, `${at}: addresses' user`).toBe(customer?.userId ?? null);
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
