/**
 * The order history machine's model paths through the rendered app. The app starts with the stored user
 * not yet restored (the machine's `session.unknown`): the first LOGGED_IN or VISITOR is that restore
 * answering (a stored customer, or none). MOUNTED / UNMOUNTED are opening /order-history (header Orders,
 * or the sitemap for a visitor) and leaving it for Home; a later LOGGED_IN is the login form; a later
 * VISITOR is the profile's Log out; WINDOW_FOCUSED a focus event on the
 * window; ORDER_CHANGED the customer's live order stream (faked by the harness: open exactly while a
 * customer is logged in); REFRESH, TRY_AGAIN, EXPAND, COLLAPSE and CANCEL the history's buttons, CONFIRM and DISMISS the answers to
 * Cancel Order's question (UNMOUNTED with it open is the phone's Back button); INVALIDATE is placing an
 * order from the cart, which then opens the history (so it is walked only where the path's next event
 * is MOUNTED). Server answers are settled on the fake actors, delays run on the simulated clock.
 *
 * Paths: generated from the same model, less the events no screen can send in that state: VISITOR and
 * INVALIDATE while the history is on screen once the session is known (Log out and the cart are on other screens), the 30-minute
 * expiry while the list is still fresh (the 5-minute freshness ends first on any clock). A path ending
 * in INVALIDATE gets the MOUNTED its placed order brings. Not walked either: a login while the history
 * is on screen, INVALIDATE not followed by MOUNTED or a second one (the cart is
 * empty after an order). Of the rest, the paths that add a transition are kept (`screenPaths`).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { transition, type SnapshotFrom } from 'xstate';
import { SUCCESS_CODE, type ParsedAnswer } from '../../domain/contract.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { toastTexts as englishToastTexts } from '../../domain/messages/toasts.ts';
import { orderHistoryTexts as englishOrderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { ORDER_HISTORY_KEPT_MS, ORDER_HISTORY_RETRY_GAP_MS, orderHistoryView, ordersMachine } from '../../machines/orders.ts';

import { shownSize } from '../../domain/sizes.ts';
import { mainRecords, productAnswers } from '../../model/models/catalogue.ts';
import { carts } from '../../model/models/checkout.ts';
import { isConfirmingCancel, ordersModel, pendingOrder } from '../../model/models/orders.ts';
import { loginAnswer } from '../../model/models/session.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage, type FakeEffects } from '../../model/run.ts';
import { expectScreenCoverage } from './coverage.ts';
import { customer, deliveryAddressRecord } from './fixtures.ts';
import { orderStatusLabel } from '../../src/screens/OrderHistoryScreen.view.ts';
import { wordedBy } from './wording.ts';
import { renderApp, storedCart, type AppHarness } from './harness.tsx';
import { goTo, logIn, logOut, screenPaths } from './session.steps.ts';
import { cartTexts as englishCartTexts } from '../../domain/messages/cart.ts';
import { orderPaymentTexts as englishOrderPaymentTexts } from '../../domain/messages/orderPayment.ts';
import { paymentTexts as englishPaymentTexts } from '../../domain/messages/payment.ts';
import { shown, uiLanguage } from './shown.ts';

const accountTexts = shown(englishAccountTexts);
const messages = shown(englishMessages);
const toastTexts = shown(englishToastTexts);
const orderHistoryTexts = shown(englishOrderHistoryTexts);
const cartTexts = shown(englishCartTexts);
const orderPaymentTexts = shown(englishOrderPaymentTexts);
const paymentTexts = shown(englishPaymentTexts);

type OrdersMachine = typeof ordersMachine;
type Snapshot = SnapshotFrom<OrdersMachine>;
type Path = GeneratedPath<OrdersMachine>;
type StepEvent = { type: string; output?: unknown; error?: unknown; orderId?: string };

/** How a step is done on the screens; `withNext` does this step and the next one (placing an order opens the history). */
type Action = 'restore' | 'restoreVisitor' | 'logIn' | 'logOut' | 'placeOrderWithNext' | 'doneWithPrevious' | 'direct';

const at = (snapshot: Snapshot, state: Parameters<Snapshot['matches']>[0]) => snapshot.matches(state);
const viewing = (snapshot: Snapshot) => at(snapshot, { screen: 'viewing' });
const sessionUnknown = (snapshot: Snapshot) => at(snapshot, { session: 'unknown' });
const KEPT_EXPIRY = `xstate.after.${ORDER_HISTORY_KEPT_MS}.orders.session.member.ready.usage.unused`;
const RETRY_GAP = `xstate.after.${ORDER_HISTORY_RETRY_GAP_MS}.orders.session.member.loading.waiting`;

/** Whether the step must start a getOrders request (spec section 4), judged from the state before it. */
function expectsFetch(previous: Snapshot | null, event: StepEvent): boolean {
  if (!previous) return false;
  const loading = at(previous, { session: { member: 'loading' } });
  const error = at(previous, { session: { member: 'error' } });
  const cancelling = at(previous, { session: { member: { ready: { view: 'cancelling' } } } });
  const listShown = at(previous, { session: { member: 'ready' } }) && !cancelling;
  const staleList = at(previous, { session: { member: { ready: { freshness: 'stale' } } } }) && !cancelling;
  switch (event.type) {
    case 'LOGGED_IN':
      return (at(previous, { session: 'visitor' }) || sessionUnknown(previous)) && viewing(previous);
    case 'MOUNTED':
      return !viewing(previous) && (at(previous, { session: { member: 'idle' } }) || error || staleList);
    case 'WINDOW_FOCUSED':
      return viewing(previous) && (error || staleList);
    case 'REFRESH':
      return listShown;
    case 'TRY_AGAIN':
      return error;
    case 'INVALIDATE':
      return loading;
    case 'ORDER_CHANGED':
      // A load under way starts over; the list on screen (or its error) is fetched again, fresh or stale.
      return loading || (viewing(previous) && (error || listShown));
    default:
      break;
  }
  if (!at(previous, { session: 'member' })) return false;
  if (event.type === RETRY_GAP) return true;
  // An answered cancel, done or refused, loads the list again (spec section 4 after success; a refusal too, so the status shown is the server's).
  if (event.type === 'xstate.done.actor.cancelOrder') return true;
  return false;
}

/**
 * The toast a step must show, in the spec's words: only a cancellation's outcome shows one (a failure with the
 * server's words under it, as the app shows them: in Gujarati or Hindi an English answer it has the words for reads
 * in that language).
 */
function expectedToast(event: StepEvent): { message: string; description: string | null } | null {
  if (event.type === 'xstate.done.actor.cancelOrder') {
    const answer = event.output as ParsedAnswer<'cancelOrder'>;
    // Issue 24: a cancel says it once ("Order Cancelled"), not again in the server's words.
    return answer.code === SUCCESS_CODE
      ? { message: orderHistoryTexts.orderCancelled, description: null }
      : { message: orderHistoryTexts.failedToCancel, description: answer.msg || orderHistoryTexts.failedToCancelServer };
  }
  if (event.type === 'xstate.error.actor.cancelOrder') {
    return { message: orderHistoryTexts.failedToCancel, description: event.error instanceof Error ? event.error.message : orderHistoryTexts.failedToCancelServer };
  }
  return null;
}

/** The screen action of every step, or null when some step has none. */
function plan(path: Path): Action[] | null {
  const steps = path.steps;
  let ordersPlaced = 0;
  const actions: Action[] = [];
  for (const [index, step] of steps.entries()) {
    const previous = steps[index - 1]?.state;
    const type = step.event.type as string;
    if (!previous) actions.push('direct');
    else if (actions[index - 1] === 'placeOrderWithNext') actions.push('doneWithPrevious');
    else if (type === 'LOGGED_IN' && sessionUnknown(previous)) actions.push('restore');
    else if (type === 'VISITOR' && sessionUnknown(previous)) actions.push('restoreVisitor');
    else if (type === 'LOGGED_IN') {
      if (viewing(previous)) return null;
      actions.push('logIn');
    } else if (type === 'VISITOR') {
      if (viewing(previous)) return null;
      actions.push('logOut');
    } else if (type === 'INVALIDATE') {
      ordersPlaced += 1;
      if (viewing(previous) || ordersPlaced > 1 || steps[index + 1]?.event.type !== 'MOUNTED') return null;
      actions.push('placeOrderWithNext');
    } else if (type === KEPT_EXPIRY && previous.matches({ session: { member: { ready: { freshness: 'fresh' } } } })) {
      return null;
    } else actions.push('direct');
  }
  return actions;
}

const withFakes = (effects: FakeEffects) =>
  ordersMachine.provide({ actors: { fetchOrders: effects.actor('fetchOrders'), cancelOrder: effects.actor('cancelOrder') } });

/** The model's events, less those no screen can send in that state (see the header). */
function screenEvents(snapshot: Snapshot) {
  const fresh = snapshot.matches({ session: { member: { ready: { freshness: 'fresh' } } } });
  return ordersModel.events(snapshot).filter((event) => {
    const type = event.type as string;
    if (type === 'VISITOR' || type === 'INVALIDATE') return !viewing(snapshot) || sessionUnknown(snapshot);
    return !(type === KEPT_EXPIRY && fresh);
  });
}

/** A path that ends by placing an order goes on to the order history the placed order opens. */
function withHistoryOpened(path: Path): Path {
  const last = path.steps.at(-1)!;
  if (last.event.type !== 'INVALIDATE') return path;
  const mounted = { type: 'MOUNTED' } as const;
  const [state] = transition(ordersMachine, last.state, mounted);
  return { description: `${path.description} → MOUNTED`, steps: [...path.steps, { event: mounted, state }] };
}

const paths = await screenPaths(generatePaths({ ...ordersModel, events: screenEvents }).map(withHistoryOpened), {
  walkable: (path) => plan(path) !== null,
  withFakes,
});
const coverage = new Coverage();

const cancelQuestion = () => screen.findByRole('alertdialog', { name: wordedBy(orderHistoryTexts.cancelOrderQuestion) });
const inMain = () => within(screen.getByRole('main'));
const orderCard = (orderId: string) => screen.getByRole('heading', { level: 2, name: orderId }).closest('li')!;

/** The customer's addresses load at login; the server answers them so the cart has a delivery address. */
async function answerAddresses(app: AppHarness): Promise<void> {
  await app.settle('fetchPinCodes', { output: [{ pinCode: deliveryAddressRecord.pinCode }] });
  await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
}

async function perform(app: AppHarness, action: Action, event: StepEvent): Promise<void> {
  switch (action) {
    case 'restore':
      await app.settle('restoreSession', { output: customer });
      return answerAddresses(app);
    case 'restoreVisitor':
      return app.settle('restoreSession', { output: null });
    case 'logIn':
      await logIn(app, loginAnswer);
      await answerAddresses(app);
      // The answer's toast paints a render later: a busy machine (two test files at a time) can read before it.
      await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual([accountTexts.loginSuccessful]));
      return app.dismissToasts();
    case 'logOut':
      await logOut(app);
      await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual([toastTexts.loggedOut]));
      return app.dismissToasts();
    case 'placeOrderWithNext':
      await goTo(app, '/cart');
      await app.user.click(inMain().getByRole('button', { name: cartTexts.placeOrder }));
      await app.settle('newIdempotencyKey', { output: 'key-1' });
      await app.settle('createOrder', { output: { code: '200', msg: 'Order placed successfully', orderId: 43 } });
      await screen.findByRole('heading', { level: 1, name: orderHistoryTexts.orderHistoryTitle });
      expect(app.toasts().map((toast) => toast.message)).toEqual([cartTexts.orderPlaced]);
      return app.dismissToasts();
    case 'doneWithPrevious':
      return;
    case 'direct':
      break;
  }
  const outcome = /^xstate\.(done|error)\.actor\.(fetchOrders|cancelOrder)$/.exec(event.type);
  if (outcome) return app.settle(outcome[2] as 'fetchOrders', outcome[1] === 'done' ? { output: event.output } : { error: event.error });
  if (event.type.startsWith('xstate.after.')) return app.advance(Number(event.type.split('.')[2]));
  const card = () => within(orderCard(event.orderId!));
  switch (event.type) {
    case 'MOUNTED':
      return goTo(app, '/order-history');
    case 'UNMOUNTED':
      // With "Cancel order ORD…?" open, the phone's Back button leaves the screen.
      return isConfirmingCancel(app.actors.orders.getSnapshot()) ? app.visit('/') : goTo(app, '/');
    case 'WINDOW_FOCUSED':
      return app.run(() => window.dispatchEvent(new FocusEvent('focus')));
    case 'ORDER_CHANGED':
      return app.orderChangedLive();
    case 'REFRESH':
      return app.user.click(inMain().getByRole('button', { name: orderHistoryTexts.refresh }));
    case 'TRY_AGAIN':
      return app.user.click(inMain().getByRole('button', { name: messages.screenTryAgain }));
    case 'EXPAND':
      return app.user.click(card().getByRole('button', { name: orderHistoryTexts.viewDetails }));
    case 'COLLAPSE':
      return app.user.click(inMain().getByRole('button', { name: orderHistoryTexts.hideDetails }));
    case 'CANCEL':
      await app.user.click(card().getByRole('button', { name: orderHistoryTexts.cancelOrder }));
      await cancelQuestion();
      return;
    case 'CONFIRM':
      return app.user.click(within(await cancelQuestion()).getByRole('button', { name: orderHistoryTexts.cancelOrderConfirm }));
    case 'DISMISS':
      return app.user.click(within(await cancelQuestion()).getByRole('button', { name: orderHistoryTexts.keepOrder }));
    default:
      throw new Error(`no screen action for ${event.type}`);
  }
}

function expectScreen(app: AppHarness, expected: Snapshot): void {
  const actual = app.actors.orders.getSnapshot();
  expect(actual.value).toEqual(expected.value);
  expect(actual.context).toEqual(expected.context);
  // The live order stream is open exactly while a customer is logged in (logging out closes it).
  expect(app.openOrderStreams()).toBe(expected.matches({ session: 'member' }) ? 1 : 0);

  if (!viewing(expected)) {
    expect(app.location()).not.toBe('/order-history');
    expect(screen.queryByRole('heading', { level: 1, name: orderHistoryTexts.orderHistoryTitle })).toBeNull();
    return;
  }
  expect(app.location()).toBe('/order-history');
  const view = orderHistoryView(uiLanguage, expected);
  const asked = view.kind === 'orders' ? view.confirmingCancelId : null;
  if (asked) {
    // The question covers the screen (the rest is hidden from assistive technology while it is open).
    const question = within(screen.getByRole('alertdialog', { name: orderHistoryTexts.cancelOrderQuestion(asked) }));
    expect(question.getByText(orderHistoryTexts.cancelOrderDetail)).toBeTruthy();
    expect(question.getAllByRole('button').map((button) => button.textContent)).toEqual([orderHistoryTexts.keepOrder, orderHistoryTexts.cancelOrderConfirm]);
    return;
  }
  expect(screen.queryByRole('alertdialog')).toBeNull();
  const main = inMain();
  const { kind } = view;
  expect(main.queryByText(orderHistoryTexts.loginToViewOrders) !== null).toBe(kind === 'loginPrompt');
  expect(main.queryByText(orderHistoryTexts.loadingOrders) !== null).toBe(kind === 'loading');
  const alert = main.queryByRole('alert');
  expect(alert !== null).toBe(kind === 'error');
  if (kind === 'error') {
    expect(within(alert!).getByText(orderHistoryTexts.errorLoadingOrders)).toBeTruthy();
    expect(within(alert!).getByRole('button', { name: messages.screenTryAgain })).toBeTruthy();
  }
  expect(main.queryByText(orderHistoryTexts.noOrders) !== null).toBe(kind === 'empty');
  const refresh = main.queryByRole('button', { name: (name) => name === orderHistoryTexts.refresh || name === orderHistoryTexts.refreshing }) as HTMLButtonElement | null;
  if (view.kind === 'empty' || view.kind === 'orders') {
    expect(refresh?.textContent).toBe(view.refreshing ? orderHistoryTexts.refreshing : orderHistoryTexts.refresh);
    expect(refresh?.disabled).toBe(view.refreshing);
  } else {
    expect(refresh).toBeNull();
  }
  const cards = main.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  if (view.kind !== 'orders') {
    expect(cards).toEqual([]);
    return;
  }
  expect(cards).toEqual(view.orders.map((order) => order.id));
  for (const order of view.orders) {
    const card = within(orderCard(order.id));
    const open = view.expandedId === order.id;
    expect(card.getByText(orderStatusLabel(uiLanguage, order.status))).toBeTruthy();
    expect(card.queryByText(wordedBy(orderHistoryTexts.orderCancelReason))?.textContent ?? null).toBe(order.cancelReason ? orderHistoryTexts.orderCancelReason(order.cancelReason) : null);
    const toggle = card.getByRole('button', { name: open ? orderHistoryTexts.hideDetails : orderHistoryTexts.viewDetails });
    expect(toggle.getAttribute('aria-expanded')).toBe(String(open));
    const cancel = card.queryByRole('button', { name: (name) => name === orderHistoryTexts.cancelOrder || name === orderHistoryTexts.cancelling }) as HTMLButtonElement | null;
    if (open && order.canCancel) {
      const cancelling = view.cancellingId === order.id;
      expect(cancel?.textContent).toBe(cancelling ? orderHistoryTexts.cancelling : orderHistoryTexts.cancelOrder);
      expect(cancel?.disabled).toBe(cancelling);
    } else {
      expect(cancel).toBeNull();
    }
  }
}

describe('order history paths through /order-history', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const actions = plan(path)!;
    const app = await renderApp({ path: '/', storage: { cart: storedCart(carts.oneTub) }, coverage: { orders: coverage } });
    let fetchesExpected = 0;
    for (const [index, step] of path.steps.entries()) {
      const previous = path.steps[index - 1]?.state ?? null;
      const event = step.event as StepEvent;
      if (index > 0) await perform(app, actions[index]!, event);
      if (expectsFetch(previous, event)) fetchesExpected += 1;
      if (actions[index] === 'placeOrderWithNext') continue;
      expectScreen(app, step.state);
      expect(app.callsOf('fetchOrders')).toHaveLength(fetchesExpected);
      const toast = expectedToast(event);
      expect(app.toasts()).toEqual(toast ? [toast] : []);
      if (event.type === 'CONFIRM') expect(app.callsOf('cancelOrder').at(-1)).toEqual({ orderId: String(Number(previous!.context.expandedId!.slice(3))) });
      await app.dismissToasts();
    }
  });

  it('reaches every transition of the order history machine through the screen', () => {
    expectScreenCoverage('orders', ordersMachine, coverage, {
      'orders.session.visitor --LOGGED_IN#0':
        'a known visitor logs in on /login, never while the history is on screen (the restore that answers while it is on screen is session.unknown --LOGGED_IN#0)',
    });
  });
});

describe('order history: the shop changes an order while it is on screen', () => {
  it('a live change fetches the list again without a reload and shows the new badge and the cancel reason', async () => {
    const app = await renderApp({ path: '/' });
    await app.settle('restoreSession', { output: customer });
    await answerAddresses(app);
    await goTo(app, '/order-history');
    await app.settle('fetchOrders', { output: [pendingOrder] });
    expect(within(orderCard('ORD000042')).getByText(orderStatusLabel(uiLanguage, 'pending'))).toBeTruthy();
    const fetches = app.callsOf('fetchOrders').length;

    await app.orderChangedLive();
    expect(app.callsOf('fetchOrders')).toHaveLength(fetches + 1);
    await app.settle('fetchOrders', { output: [{ ...pendingOrder, status: 'confirm' }] });
    expect(within(orderCard('ORD000042')).getByText(orderStatusLabel(uiLanguage, 'confirm'))).toBeTruthy();

    await app.orderChangedLive();
    await app.settle('fetchOrders', { output: [{ ...pendingOrder, status: 'cancelled', cancelReason: 'Shop closed today' }] });
    const card = within(orderCard('ORD000042'));
    expect(card.getByText(orderStatusLabel(uiLanguage, 'cancelled'))).toBeTruthy();
    expect(card.getByText(orderHistoryTexts.orderCancelReason('Shop closed today'))).toBeTruthy();
    expect(app.location()).toBe('/order-history');

    await logOut(app);
    expect(app.openOrderStreams()).toBe(0);
  });
});

describe('order history: how each order is paid (issue 13, part 1)', () => {
  const link = 'upi://pay?pa=rajkotscoops%40upi&pn=Rajkot%20Scoops&am=1450.00&cu=INR&tn=ORD000042';
  const upiOrder = { ...pendingOrder, paymentMethod: 'upi', payment: { upiId: 'rajkotscoops@upi', payee: 'Rajkot Scoops', link } };
  const cashOrder = { ...pendingOrder, orderId: 7, paymentMethod: 'cash' };

  it("every order shows its method; a UPI order's details show the UPI id, the payee and a QR code of its link", async () => {
    const app = await renderApp({ path: '/' });
    await app.settle('restoreSession', { output: customer });
    await answerAddresses(app);
    await goTo(app, '/order-history');
    await app.settle('fetchOrders', { output: [upiOrder, cashOrder] });
    const upiCard = within(orderCard('ORD000042'));
    const cashCard = within(orderCard('ORD000007'));
    expect(upiCard.getByText(paymentTexts.upi)).toBeTruthy();
    expect(cashCard.getByText(paymentTexts.cash)).toBeTruthy();

    await app.user.click(upiCard.getByRole('button', { name: orderHistoryTexts.viewDetails }));
    expect(upiCard.getByText(orderPaymentTexts.payTo('rajkotscoops@upi'))).toBeTruthy();
    expect(upiCard.getByText(orderPaymentTexts.payee('Rajkot Scoops'))).toBeTruthy();
    const qr = (await upiCard.findByRole('img', { name: orderPaymentTexts.qrCodeAlt('ORD000042') })) as HTMLImageElement;
    expect(qr.src.startsWith('data:image/svg+xml')).toBe(true);
    expect(decodeURIComponent(qr.src)).toContain('<svg');
    expect(upiCard.getByRole('link', { name: orderPaymentTexts.openUpiApp }).getAttribute('href')).toBe(link);

    await app.user.click(upiCard.getByRole('button', { name: orderHistoryTexts.hideDetails }));
    await app.user.click(cashCard.getByRole('button', { name: orderHistoryTexts.viewDetails }));
    expect(cashCard.queryByRole('img', { name: wordedBy(orderPaymentTexts.qrCodeAlt) })).toBeNull();
    expect(cashCard.queryByText(wordedBy(orderPaymentTexts.payTo))).toBeNull();
  });
});

/**
 * Issue 24: the history names what was ordered in the shown language, from today's catalogue (its Gujarati and
 * Hindi names), and keeps the name stored with the order for a product the catalogue no longer has.
 */
describe('order history: product names in the shown language (issue 24)', () => {
  const mango = { ...mainRecords[0]!, names: { gu: 'હાફૂસ કેરી', hi: 'हापुस आम' } };
  const language = uiLanguage;
  const shownMango = language === 'en' ? 'Alphonso Mango' : mango.names[language];
  const gone = { ...pendingOrder.orderMeta[0]!, pid: 77, title: 'Sitafal Special' };
  const order = { ...pendingOrder, orderMeta: [...pendingOrder.orderMeta, gone] };

  it('names a product the catalogue has in the shown language and one it no longer has as ordered', async () => {
    const app = await renderApp({ path: '/' });
    await app.settle('restoreSession', { output: customer });
    await answerAddresses(app);
    await app.settle('getProducts', { output: { ...productAnswers.main, Data: [mango, ...mainRecords.slice(1)] } });
    await app.settle('getConeCandy', { output: productAnswers.coneCandy });
    await goTo(app, '/order-history');
    await app.settle('fetchOrders', { output: [order] });
    const card = within(orderCard('ORD000042'));
    await app.user.click(card.getByRole('button', { name: orderHistoryTexts.viewDetails }));
    expect(card.getByText(shownMango)).toBeTruthy();
    expect(card.getByText('Sitafal Special')).toBeTruthy();
    expect(card.getByRole('img', { name: `${shownMango}, ${shownSize(uiLanguage, '5 Litre')}` })).toBeTruthy();
  });
});
