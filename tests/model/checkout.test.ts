import { describe, expect, it } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { messages } from '../../domain/messages/index.ts';
import { checkoutMachine, type NavigateParams } from '../../machines/checkout.ts';
import { ADDRESS_ID, carts, checkoutModelsAtEdges, customer, IDEMPOTENCY_KEY, refusal } from '../../model/models/checkout.ts';
import { checkCheckout, expectedPayload, sampleCartOf } from './drivers/checkout.ts';
import { checkoutEventTable, placeOrderExamples } from '../../model/oracles/checkout.ts';
import { allTransitions } from '../../model/graph.ts';
import { generatePaths, type GeneratedPath, type ModelConfig } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { shownNotice, type ShownNotice } from './shownNotice.ts';

type CheckoutMachine = typeof checkoutMachine;

const models = checkoutModelsAtEdges;
const coverage = new Coverage();

async function run(model: ModelConfig<CheckoutMachine>, path: GeneratedPath<CheckoutMachine>): Promise<void> {
  const effects = new FakeEffects();
  const toasts: ShownNotice[] = [];
  const machine = checkoutMachine.provide({
    actors: { newIdempotencyKey: effects.actor('newIdempotencyKey'), createOrder: effects.actor('createOrder') },
    actions: { notify: (_, params) => toasts.push(shownNotice(params)), navigate: () => {}, clearCart: () => {}, invalidateOrders: () => {}, refreshCatalogue: () => {} },
  });
  let toastsSeen = 0;
  const check: typeof checkCheckout = (actual, expected, step) => {
    checkCheckout(actual, expected, step);
    // A cart the order rule refuses reads the rule's message in the shop's reading, with its count (model/oracles/checkout.ts).
    const { event, previous } = step ?? {};
    if (event?.type === 'PLACE_ORDER' && previous?.matches('ready') && event.user && event.items.length > 0 && event.addressId !== null) {
      const example = placeOrderExamples[sampleCartOf(event.items.map((item) => ({ pMetaId: item.size.id, quantity: item.quantity })))];
      const rule = actual.context.orderRule;
      const refusal = example.rule[rule] ? [] : [{ message: example.refusal?.[rule] ?? `the oracle's refusal under reading ${rule}`, tone: 'error' }];
      expect(toasts.slice(toastsSeen), `${path.description}: the toast`).toEqual(refusal);
    }
    toastsSeen = toasts.length;
  };
  await runPath(path, { machine, effects, input: model.input, coverage, check, events: checkoutEventTable });
}

describe.each(Object.entries(models))('checkout machine paths, order %s', (_rule, model) => {
  const paths = generatePaths(model);


  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await run(model, path);
  });
});

describe('checkout machine coverage', () => {
  it('the paths of both order rules together send every event the machine listens to, timers and call outcomes included', () => {
    const sent = new Set<string>(Object.values(models).flatMap((model) => generatePaths(model).flatMap((path) => path.steps.map((step) => step.event.type))));
    const listened = new Set(allTransitions(checkoutMachine).map((transition) => transition.event));
    // Eventless transitions and a compound state's completion follow from the events sent.
    const internal = (event: string) => event === 'always' || event === '' || event.startsWith('xstate.done.state.');
    expect([...listened].filter((event) => !internal(event) && !sent.has(event))).toEqual([]);
  });

  it('reaches every state and transition of the checkout machine', () => {
    expectFullCoverage(checkoutMachine, coverage, { events: checkoutEventTable });
  });
});

/** A started checkout whose server answers with `answer` (a thrown error refuses), and what it did. */
function start(answer: () => unknown) {
  const toasts: ShownNotice[] = [];
  const navigations: NavigateParams[] = [];
  const orders: unknown[] = [];
  const app = { cartCleared: 0, ordersInvalidated: 0, catalogueRefreshed: 0 };
  const machine = checkoutMachine.provide({
    actors: {
      newIdempotencyKey: fromPromise(async () => IDEMPOTENCY_KEY),
      createOrder: fromPromise(async ({ input }) => {
        orders.push(input);
        const result = answer();
        if (result instanceof Error) throw result;
        return result as never;
      }),
    },
    actions: {
      notify: (_, params) => toasts.push(shownNotice(params)),
      navigate: (_, params) => navigations.push(params),
      clearCart: () => (app.cartCleared += 1),
      invalidateOrders: () => (app.ordersInvalidated += 1),
      refreshCatalogue: () => (app.catalogueRefreshed += 1),
    },
  });
  const actor = createActor(machine, { input: { orderRule: 'A' } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { actor, toasts, navigations, orders, app, settle };
}

const placed = { code: '200', msg: 'Order placed successfully', orderId: 42, Data: { orderId: 42, status: 'pending', totalAmount: 1970, orderMeta: [] } };

describe('checkout machine: what Place Order does', () => {
  it('an empty cart is refused with "Your cart is empty!" and nothing is sent', async () => {
    const shop = start(() => placed);
    shop.actor.send({ type: 'PLACE_ORDER', items: carts.empty, addressId: ADDRESS_ID, user: customer });
    await shop.settle();
    expect(shop.toasts).toEqual([{ message: 'Your cart is empty!', tone: 'error' }]);
    expect(shop.orders).toEqual([]);
  });

  it('a visitor gets "Please login to place your order" and is sent to the login page, back to the cart after', async () => {
    const shop = start(() => placed);
    shop.actor.send({ type: 'PLACE_ORDER', items: carts.oneTub, addressId: null, user: null });
    await shop.settle();
    expect(shop.toasts).toEqual([{ message: 'Please login to place your order', tone: 'error' }]);
    expect(shop.navigations).toEqual([{ to: '/login', returnTo: '/cart' }]);
    expect(shop.orders).toEqual([]);
  });

  it('a placed order toasts its success, empties the cart, refreshes the orders and opens the order history', async () => {
    const shop = start(() => placed);
    shop.actor.send({ type: 'PLACE_ORDER', items: carts.oneTub, addressId: ADDRESS_ID, user: customer });
    await shop.settle();
    expect(shop.orders).toEqual([{ order: expectedPayload(carts.oneTub, ADDRESS_ID, 'A'), idempotencyKey: IDEMPOTENCY_KEY }]);
    expect(shop.toasts).toEqual([{ message: 'Order Placed Successfully! Your order has been confirmed.', tone: 'success' }]);
    expect(cartTexts.orderPlaced).toBe('Order Placed Successfully! Your order has been confirmed.');
    expect(shop.navigations).toEqual([{ to: '/order-history' }]);
    expect(shop.app).toEqual({ cartCleared: 1, ordersInvalidated: 1, catalogueRefreshed: 0 });
  });

  it('a refusal shows "Failed to place order" with the server\'s words, refreshes the catalogue and keeps the cart', async () => {
    const words = 'The price of Alphonso Mango (750 ML) is ₹540.00 for 2. Please review your cart and try again.';
    const shop = start(() => refusal(words, '409'));
    shop.actor.send({ type: 'PLACE_ORDER', items: carts.oneTub, addressId: ADDRESS_ID, user: customer });
    await shop.settle();
    expect(shop.toasts).toEqual([{ message: 'Failed to place order', tone: 'error', description: words }]);
    expect(shop.app).toEqual({ cartCleared: 0, ordersInvalidated: 0, catalogueRefreshed: 1 });
    expect(shop.navigations).toEqual([]);
  });

  it('a server that cannot be reached is not a refusal: the catalogue stays; pressing again resends the same order with its key', async () => {
    const shop = start(() => new Error(messages.serviceUnavailable));
    const press = () => shop.actor.send({ type: 'PLACE_ORDER', items: carts.oneTub, addressId: ADDRESS_ID, user: customer });
    press();
    await shop.settle();
    expect(shop.toasts).toEqual([{ message: cartTexts.failedToPlaceOrder, tone: 'error', description: messages.serviceUnavailable }]);
    expect(shop.app.catalogueRefreshed).toBe(0);
    press();
    await shop.settle();
    expect(shop.orders).toHaveLength(2);
    expect(shop.orders[1]).toEqual(shop.orders[0]);
  });

  it('the order carries the payment method chosen on the cart (cash until one is chosen); an unknown one changes nothing', async () => {
    const shop = start(() => placed);
    expect(shop.actor.getSnapshot().context.paymentMethod).toBe('cash');
    shop.actor.send({ type: 'CHOOSE_PAYMENT', method: 'upi' });
    shop.actor.send({ type: 'CHOOSE_PAYMENT', method: 'card' });
    expect(shop.actor.getSnapshot().context.paymentMethod).toBe('upi');
    shop.actor.send({ type: 'PLACE_ORDER', items: carts.oneTub, addressId: ADDRESS_ID, user: customer });
    await shop.settle();
    expect(shop.orders).toEqual([{ order: expectedPayload(carts.oneTub, ADDRESS_ID, 'A', 'upi'), idempotencyKey: IDEMPOTENCY_KEY }]);
  });

  it('issue 23: the method kept before a reload is the one the checkout starts with, and each choice is handed on to be kept', async () => {
    const kept: unknown[] = [];
    const machine = checkoutMachine.provide({ actions: { keepPaymentMethod: (_, params) => kept.push(params.method) } });
    const actor = createActor(machine, { input: { orderRule: 'A', paymentMethod: 'upi' } }).start();
    expect(actor.getSnapshot().context.paymentMethod).toBe('upi');
    actor.send({ type: 'CHOOSE_PAYMENT', method: 'cash' });
    actor.send({ type: 'CHOOSE_PAYMENT', method: 'card' });
    actor.send({ type: 'CHOOSE_PAYMENT', method: 'upi' });
    expect(kept).toEqual(['cash', 'upi']);
  });

  it('after a failed attempt, another payment method is another order: a new attempt with a new key', async () => {
    let keys = 0;
    const sent: { order: { paymentMethod: string }; idempotencyKey: string }[] = [];
    const machine = checkoutMachine.provide({
      actors: {
        newIdempotencyKey: fromPromise(async () => `key-${(keys += 1)}`),
        createOrder: fromPromise(async ({ input }) => {
          sent.push(input);
          throw new Error(messages.serviceUnavailable);
        }),
      },
    });
    const actor = createActor(machine, { input: { orderRule: 'A' } }).start();
    const press = async () => {
      actor.send({ type: 'PLACE_ORDER', items: carts.oneTub, addressId: ADDRESS_ID, user: customer });
      await new Promise((resolve) => setTimeout(resolve, 0));
    };
    await press();
    actor.send({ type: 'CHOOSE_PAYMENT', method: 'upi' });
    await press();
    expect(sent.map(({ order, idempotencyKey }) => [order.paymentMethod, idempotencyKey])).toEqual([['cash', 'key-1'], ['upi', 'key-2']]);
  });
});
