/**
 * The checkout machine's model paths (order rule A and B) through /cart. The cart of a path's Place
 * Order is the cart in localStorage when the app starts, its user the stored session (a visitor when
 * the event has none) and its address the one the server lists; PLACE_ORDER is a click on Place Order,
 * the idempotency key and createOrder are settled through the fake effects; CHOOSE_PAYMENT is a click on
 * the payment method's radio button ("Cash on delivery", "UPI on delivery"). Every step asserts the
 * screen: the Place Order button (text, disabled, "Placing your order…"), the toasts, the URL (login
 * with returnTo, order history), the emptied cart, and the order sent.
 *
 * Which paths: every generated path a person can walk, i.e. whose every Place Order is pressed on a
 * button the cart screen offers enabled, with one cart, user and address per path (changing them is
 * other machines' business); all of them are walked in English. In Gujarati and Hindi (ui-gu, ui-hi) a
 * covering sample of them is walked: those that together take every transition and visit every model state.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { ParsedAnswer } from '../../domain/contract.ts';

import { messages as englishMessages } from '../../domain/messages/index.ts';
import { formatAmount } from '../../domain/money.ts';
import {
  checkoutMachine, placeOrderButton, type CartState,
} from '../../machines/checkout.ts';
import { readCart } from '../../src/app/storage.ts';
import { carts, checkoutModel, checkoutModelRuleB, IDEMPOTENCY_KEY } from '../../model/models/checkout.ts';
import { expectedPayload } from '../model/drivers/checkout.ts';
import { generatePaths, type GeneratedPath, type ModelConfig } from '../../model/paths.ts';
import { Coverage, type FakeEffects } from '../../model/run.ts';
import { expectScreenCoverage, selectCoveringPaths, type Unreachable } from './coverage.ts';
import { customer, deliveryAddressRecord } from './fixtures.ts';
import { renderApp, storedCart, type AppHarness } from './harness.tsx';
import { cartTexts as englishCartTexts } from '../../domain/messages/cart.ts';
import { paymentTexts as englishPaymentTexts } from '../../domain/messages/payment.ts';
import type { PaymentMethod } from '../../domain/payment.ts';
import { shown, uiLanguage } from './shown.ts';

const messages = shown(englishMessages);
const cartTexts = shown(englishCartTexts);
const paymentTexts = shown(englishPaymentTexts);

type CheckoutMachine = typeof checkoutMachine;
type Snapshot = SnapshotFrom<CheckoutMachine>;
type CheckoutEvent = EventFromLogic<CheckoutMachine>;
type Path = GeneratedPath<CheckoutMachine>;

const coverage = new Coverage();

/**
 * Guards that keep Place Order from running with a cart the screen never lets through: the button is
 * only on a cart with lines, and is disabled (reading "Select Delivery Address") when the order rule
 * fails or a logged-in customer has no delivery address.
 */
const unreachable: Unreachable = {
  'checkout.ready --PLACE_ORDER#1': '[isCartEmpty] an empty cart shows no Place Order button',
  'checkout.ready --PLACE_ORDER#2': '[not hasAddressChosen] without a delivery address the button is disabled',
  'checkout.ready --PLACE_ORDER#3': '[not canPlaceOrder] when the order rule fails the button is disabled',
};

interface Walk {
  path: Path;
  /** The cart, user and address every Place Order of the path is pressed with. */
  cart: CartState;
}

const sameCart = (a: CartState, b: CartState) => JSON.stringify(a) === JSON.stringify(b);

function planWalk(path: Path): Walk | null {
  let cart: CartState | null = null;
  for (const [index, { event }] of path.steps.entries()) {
    if (index === 0) continue;
    const before = path.steps[index - 1]!.state;
    // The payment choice is on a cart with lines: none once the placed order emptied it.
    if (event.type === 'CHOOSE_PAYMENT' && before.matches({ ready: 'placed' })) return null;
    if (event.type !== 'PLACE_ORDER') continue;
    const pressed = { items: event.items, addressId: event.addressId, user: event.user };
    if (event.items.length === 0 || placeOrderButton(uiLanguage, before, pressed).disabled) return null;
    // The placed order emptied the cart: pressing again needs another cart.
    if (before.matches({ ready: 'placed' })) return null;
    if (cart && !sameCart(cart, pressed)) return null;
    cart = pressed;
  }
  return cart ? { path, cart } : null;
}

const placedAnswer: ParsedAnswer<'createOrder'> = {
  code: '200', msg: 'Order placed successfully', orderId: 42, Data: { orderId: 42, status: 'pending', totalAmount: 1970, orderMeta: [] },
};

/** The header badge's label, "3 items in cart" in whichever language. */
const isCartCount = (label: string) => {
  const count = /\d+/.exec(label)?.[0];
  return count !== undefined && label === messages.cartItemCount(Number(count));
};

const mainNavigation = () => screen.getByRole('navigation', { name: messages.mainNavigation });

async function perform(app: AppHarness, event: CheckoutEvent): Promise<void> {
  const step = event as { type: string; output?: unknown; error?: unknown };
  const outcome = /^xstate\.(done|error)\.actor\.(newIdempotencyKey|createOrder)$/.exec(step.type);
  if (outcome) {
    const name = outcome[2] as 'newIdempotencyKey' | 'createOrder';
    const output = name === 'createOrder' ? placedAnswer : step.output;
    await app.settle(name, outcome[1] === 'done' ? { output } : { error: step.error });
    return;
  }
  if (app.location() !== '/cart') {
    await app.user.click(within(mainNavigation()).getByRole('link', { name: (name) => name.startsWith(messages.cartLink) }));
    await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
  }
  if (event.type === 'CHOOSE_PAYMENT') {
    await app.user.click(screen.getByRole('radio', { name: paymentTexts[event.method as PaymentMethod] }));
    return;
  }
  await app.user.click(screen.getByRole('button', { name: cartTexts.placeOrder }));
}

interface Expected {
  toasts: { message: string; description: string | null }[];
  location: string | null;
}

/** What the step must show besides the button, from the model's step. */
function expectedOf(previous: Snapshot, event: CheckoutEvent): Expected {
  const step = event as { type: string; error?: unknown };
  if (event.type === 'PLACE_ORDER' && event.user === null) {
    return { toasts: [{ message: cartTexts.loginToPlaceOrder, description: null }], location: '/login?returnTo=%2Fcart' };
  }
  if (step.type === 'xstate.error.actor.newIdempotencyKey') {
    return { toasts: [{ message: cartTexts.failedToPlaceOrder, description: cartTexts.tryAgainLater }], location: null };
  }
  if (step.type === 'xstate.done.actor.createOrder') return { toasts: [{ message: cartTexts.orderPlaced, description: null }], location: '/order-history' };
  if (step.type === 'xstate.error.actor.createOrder') {
    // The server's words, or createOrder's own fallback when it sent none (spec section 7).
    return { toasts: [{ message: cartTexts.failedToPlaceOrder, description: (step.error as Error).message || cartTexts.failedToCreateOrder }], location: null };
  }
  expect(previous.matches('ready') || step.type === 'xstate.done.actor.newIdempotencyKey').toBe(true);
  return { toasts: [], location: null };
}

async function walk({ path, cart }: Walk, model: ModelConfig<CheckoutMachine>): Promise<void> {
  const rule = model.input!.orderRule;
  const app = await renderApp({
    path: '/cart',
    orderRule: rule,
    session: cart.user ? customer : null,
    storage: { cart: storedCart(cart.items) },
    coverage: { checkout: coverage },
  });
  if (cart.user) {
    expect(cart.user.userId).toBe(customer.userId);
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    expect(cart.addressId).toBe(deliveryAddressRecord.addressId);
  }
  await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
  let location = '/cart';
  let placed = false;
  for (const [index, { event, state }] of path.steps.entries()) {
    if (index > 0) {
      const expected = expectedOf(path.steps[index - 1]!.state, event);
      await perform(app, event);
      location = expected.location ?? location;
      expect(app.toasts()).toEqual(expected.toasts);
      await app.dismissToasts();
      placed ||= (event as { type: string }).type === 'xstate.done.actor.createOrder';
    }
    const actual = app.actors.checkout.getSnapshot();
    expect(actual.value).toEqual(state.value);
    expect(actual.context).toEqual(state.context);
    expect(app.location()).toBe(location);
    // The order under way is the payload of spec section 3 for the cart, under its key.
    if (state.matches('submitting')) {
      expect(app.callsOf('createOrder').at(-1)).toEqual({
        order: expectedPayload(cart.items, cart.addressId!, rule, state.context.attempt!.order.paymentMethod),
        idempotencyKey: IDEMPOTENCY_KEY,
      });
    }
    // A placed order empties the cart (no badge, nothing stored); until then the cart is as it was.
    expect(await readCart()).toEqual(placed ? [] : cart.items);
    expect(within(mainNavigation()).queryByLabelText(isCartCount) === null).toBe(placed);
    if (location === '/cart') {
      const button = placeOrderButton(uiLanguage, state, cart);
      const shown = screen.getByRole('button', { name: button.text });
      expect(shown.hasAttribute('disabled')).toBe(button.disabled);
      expect(shown.getAttribute('aria-busy')).toBe(String(button.busy));
      expect(screen.queryByText(cartTexts.placingOrder) !== null).toBe(button.busy);
      // The payment choice shows the method the next order is sent with, and waits while one is under way.
      const chosen = screen.getByRole('radio', { name: paymentTexts[state.context.paymentMethod] }) as HTMLInputElement;
      expect(chosen.checked).toBe(true);
      expect(chosen.disabled).toBe(!state.matches('ready'));
    }
  }
}

const models = { 'rule A': checkoutModel, 'rule B': checkoutModelRuleB };

/**
 * In Gujarati and Hindi (the ui-gu and ui-hi projects) the walkable paths that together take every transition
 * and visit every model state they all do (`selectCoveringPaths`); every walkable path in English.
 */
async function walked(model: ModelConfig<CheckoutMachine>, walkable: readonly Walk[]): Promise<readonly Walk[]> {
  if (uiLanguage === 'en') return walkable;
  const withFakes = (effects: FakeEffects) => checkoutMachine.provide({
    actors: { newIdempotencyKey: effects.actor('newIdempotencyKey'), createOrder: effects.actor('createOrder') },
    actions: { notify: () => {}, navigate: () => {}, clearCart: () => {}, invalidateOrders: () => {}, refreshCatalogue: () => {} },
  });
  const kept = await selectCoveringPaths(walkable.map((plan) => plan.path), withFakes, model.input, model.serializeState);
  return kept.map((path) => walkable.find((plan) => plan.path === path)!);
}

const walks = await Promise.all(
  Object.entries(models).map(async ([rule, model]) => {
    const generated = generatePaths(model);
    const walkable = generated.map(planWalk).filter((plan): plan is Walk => plan !== null);
    return { rule, model, generated, walkable, selected: await walked(model, walkable) };
  }),
);

describe.each(walks)('checkout paths through /cart, order $rule', ({ rule, model, generated, walkable, selected }) => {
  it('walks the paths a person can walk', () => {
    console.log(`checkout ${rule}: ${generated.length} generated paths, ${walkable.length} walkable through the screens, ${selected.length} walked in ${uiLanguage}`);
    expect(selected.length).toBeGreaterThan(0);
  });

  it.each(selected.map((plan) => [plan.path.description, plan] as const))('%s', async (_description, plan) => {
    await walk(plan, model);
  });
});

describe('checkout coverage through the screens', () => {
  it('offers no way to press Place Order in the cases listed as unreachable', async () => {
    // A customer whose address list has not come: the button is disabled, asking for the address.
    const waiting = await renderApp({ path: '/cart', session: customer, storage: { cart: storedCart(carts.oneTub) } });
    const button = await screen.findByRole('button', { name: cartTexts.selectDeliveryAddressButton });
    expect(button.hasAttribute('disabled')).toBe(true);
    waiting.unmount();
    // A cart the order rule refuses: disabled too, whoever looks at it; a visitor's says what the order needs (issue 23).
    const refused = await renderApp({ path: '/cart', session: null, storage: { cart: storedCart(carts.fewCones) } });
    expect((await screen.findByRole('button', { name: cartTexts.addMoreItemsButton(3) })).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: cartTexts.selectDeliveryAddressButton })).toBeNull();
    refused.unmount();
    // An empty cart: no Place Order at all.
    await renderApp({ path: '/cart', session: customer });
    await screen.findByRole('heading', { level: 2, name: cartTexts.cartEmpty });
    expect(screen.queryByRole('button', { name: (name) => name.includes(cartTexts.placeOrder) || name.includes(cartTexts.selectDeliveryAddressButton) })).toBeNull();
  });

  it('reaches every transition of the checkout machine a screen can trigger', () => {
    expectScreenCoverage('checkout', checkoutMachine, coverage, unreachable);
  });
});

describe('issue 23: the payment choice is kept with the cart across a reload', () => {
  const radio = (method: PaymentMethod) => screen.getByRole('radio', { name: paymentTexts[method] }) as HTMLInputElement;

  it('a choice of UPI is stored, and the cart opened again (a reload) starts with UPI chosen', async () => {
    const first = await renderApp({ path: '/cart', session: customer, storage: { cart: storedCart(carts.oneTub) } });
    await first.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
    expect(radio('cash').checked).toBe(true);
    await first.user.click(radio('upi'));
    expect(localStorage.getItem('payment_method')).toBe('upi');
    first.unmount();

    // A reload: new actors started from what the browser kept (renderApp starts from the storage it is given).
    const again = await renderApp({ path: '/cart', session: customer, storage: { cart: storedCart(carts.oneTub), payment_method: 'upi' } });
    await again.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
    expect(radio('upi').checked).toBe(true);
    await again.user.click(screen.getByRole('button', { name: cartTexts.placeOrder }));
    await again.settle('newIdempotencyKey', { output: 'key-upi' });
    const sent = again.callsOf('createOrder').at(-1) as { order: { paymentMethod: string } };
    expect(sent.order.paymentMethod).toBe('upi');
  });

  it('an unknown stored method is cash', async () => {
    const app = await renderApp({ path: '/cart', session: customer, storage: { cart: storedCart(carts.oneTub), payment_method: 'card' } });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
    expect(radio('cash').checked).toBe(true);
  });
});

describe('an order refused because a price changed (spec section 7: createOrder, query defaults)', () => {
  const record = (mrp750: number) => ({
    pid: 1, title: 'Alphonso Mango', type: 'IceCreame', image: 'mango.png', cover: null, status: 'In Stock',
    product_data: [
      { id: 11, size: '750 ML', price: 249, mrp: mrp750, status: 'In Stock' },
      { id: 12, size: '5 Litre', price: 1220, mrp: 1450, status: 'In Stock' },
    ],
  });
  const answer = (mrp750: number) => ({ output: { code: '200', msg: '', Data: [record(mrp750)] } });
  const noCones = { output: { code: '200', msg: '', Data: [] } };
  const priceMessage = 'The price of Alphonso Mango (750 ML) is ₹540.00 for 2. Please review your cart and try again.';

  it('shows the server msg, fetches the catalogue again, re-prices the cart, and the next Place Order goes through', async () => {
    const app = await renderApp({ path: '/cart', session: customer, storage: { cart: storedCart(carts.oneTub) } });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    await app.settle('getProducts', answer(260));
    await app.settle('getConeCandy', noCones);
    await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
    expect(screen.getByText(cartTexts.unitPriceEach(formatAmount(uiLanguage, 260), 'tub'))).toBeTruthy();

    // The shop raised the 750 ML price to 270; the cart still says 260.
    await app.user.click(screen.getByRole('button', { name: cartTexts.placeOrder }));
    await app.settle('newIdempotencyKey', { output: 'key-1' });
    expect(app.callsOf('createOrder')).toHaveLength(1);
    await app.settle('createOrder', { error: Object.assign(new Error(priceMessage), { code: '409' }) });
    expect(app.toasts()).toEqual([{ message: cartTexts.failedToPlaceOrder, description: priceMessage }]);
    await app.dismissToasts();

    // The refusal asked for the catalogue again; the cart re-prices from it.
    expect(app.callsOf('getProducts')).toHaveLength(2);
    expect(app.callsOf('getConeCandy')).toHaveLength(2);
    await app.settle('getProducts', answer(270));
    await app.settle('getConeCandy', noCones);
    expect(await screen.findByText(cartTexts.unitPriceEach(formatAmount(uiLanguage, 270), 'tub'))).toBeTruthy();
    expect(screen.queryByText(cartTexts.unitPriceEach(formatAmount(uiLanguage, 260), 'tub'))).toBeNull();
    expect((await readCart()).find((item) => item.size.id === 11)?.size.mrp).toBe(270);

    // The next Place Order sends today's prices, as a new attempt with its own key, and is placed.
    await app.user.click(screen.getByRole('button', { name: cartTexts.placeOrder }));
    expect(app.callsOf('newIdempotencyKey')).toHaveLength(2);
    await app.settle('newIdempotencyKey', { output: 'key-2' });
    const sent = app.callsOf('createOrder').at(-1) as { order: { totalAmount: string; orderMeta: { pMetaId: number; amount: number }[] }; idempotencyKey: string };
    expect(sent.idempotencyKey).toBe('key-2');
    expect(sent.order.orderMeta.find((line) => line.pMetaId === 11)?.amount).toBe(540);
    expect(sent.order.totalAmount).toBe(String(1450 + 540));
    await app.settle('createOrder', { output: placedAnswer });
    expect(app.toasts()).toEqual([{ message: cartTexts.orderPlaced, description: null }]);
    expect(app.location()).toBe('/order-history');
  });

  it('a failure without an answer (the server cannot be reached) does not fetch the catalogue again', async () => {
    const app = await renderApp({ path: '/cart', session: customer, storage: { cart: storedCart(carts.oneTub) } });
    await app.settle('fetchAddresses', { output: [deliveryAddressRecord] });
    await app.settle('getProducts', answer(260));
    await app.settle('getConeCandy', noCones);
    await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
    await app.user.click(screen.getByRole('button', { name: cartTexts.placeOrder }));
    await app.settle('newIdempotencyKey', { output: 'key-1' });
    await app.settle('createOrder', { error: new Error(messages.serviceUnavailable) });
    expect(app.toasts()).toEqual([{ message: cartTexts.failedToPlaceOrder, description: messages.serviceUnavailable }]);
    expect(app.callsOf('getProducts')).toHaveLength(1);
  });
});
