import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { httpTexts } from '../../domain/messages/http.ts';
import { ordersMachine } from '../../machines/orders.ts';
import { cancelAnswers, cancelFailure, orderRecords, ordersModel } from '../../model/models/orders.ts';
import { checkOrders } from './drivers/orders.ts';
import { ordersEventTable } from '../../model/oracles/orders.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { orderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { shownNotice, type ShownNotice } from './shownNotice.ts';

const paths = generatePaths(ordersModel);
const coverage = new Coverage();

function withFakes(effects: FakeEffects, toasts: ShownNotice[] = []) {
  return ordersMachine.provide({
    actors: { fetchOrders: effects.actor('fetchOrders'), cancelOrder: effects.actor('cancelOrder') },
    actions: { notify: (_, params) => toasts.push(shownNotice(params)) },
  });
}

describe('order history machine paths', () => {
  it('the paths send every user, session and window event and settle both calls every way', () => {
    const sent = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect([...sent]).toEqual(expect.arrayContaining([
      'LOGGED_IN', 'VISITOR', 'MOUNTED', 'UNMOUNTED', 'WINDOW_FOCUSED', 'REFRESH', 'TRY_AGAIN', 'INVALIDATE', 'EXPAND', 'COLLAPSE', 'CANCEL', 'CONFIRM', 'DISMISS',
      'xstate.done.actor.fetchOrders', 'xstate.error.actor.fetchOrders', 'xstate.done.actor.cancelOrder', 'xstate.error.actor.cancelOrder',
    ]));
    const answers = new Set(paths.flatMap((path) => path.steps.flatMap((step) => ('answer' in step.event ? [step.event.answer] : []))));
    expect(answers).toEqual(new Set(Object.keys(cancelAnswers)));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = new FakeEffects();
    await runPath(path, { machine: withFakes(effects), effects, coverage, check: checkOrders, events: ordersEventTable });
  });

  it('reaches every state and transition of the order history machine', () => {
    expectFullCoverage(ordersMachine, coverage, { events: ordersEventTable });
  });
});

/** A customer on /order-history with the list loaded and the pending order open. */
async function openPendingOrder() {
  const effects = new FakeEffects();
  const toasts: ShownNotice[] = [];
  const actor = createActor(withFakes(effects, toasts)).start();
  const settle = async (name: string, outcome: { output: unknown } | { error: unknown }) => {
    effects.settle(name, outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  actor.send({ type: 'MOUNTED' });
  actor.send({ type: 'LOGGED_IN' });
  await settle('fetchOrders', { output: orderRecords });
  const pendingId = 'ORD000042';
  actor.send({ type: 'EXPAND', orderId: pendingId });
  return { actor, effects, toasts, settle, pendingId };
}

const calls = (effects: FakeEffects, name: string) => effects.calls.filter((call) => call.name === name);

describe('order history machine: what each action does', () => {
  it('asks for the orders once the customer is known on the screen, and lists them as the customer reads them', async () => {
    const history = await openPendingOrder();
    expect(calls(history.effects, 'fetchOrders')).toHaveLength(1);
    // The sample orders (model/models/orders.ts) as section 7 shows them, written out: only the pending one can be cancelled.
    expect(history.actor.getSnapshot().context.orders).toMatchObject([
      { id: 'ORD000042', status: 'pending', total: 1450, canCancel: true, cancelReason: null, items: [{ name: 'Alphonso Mango', size: '5 Litre', quantity: 1, price: 1450 }] },
      { id: 'ORD000040', status: 'confirm', total: 1005, canCancel: false, cancelReason: null, items: [{ name: 'Kesar Pista', quantity: 3 }, { name: 'Choco Cone', size: 'Regular', quantity: 4 }] },
      { id: 'ORD000038', status: 'cancelled', total: 1450, canCancel: false, cancelReason: 'Out of stock' },
      { id: 'ORD000007', status: 'completed', total: 1743, canCancel: false, cancelReason: null, items: [{ name: 'Alphonso Mango', quantity: 7 }] },
    ]);
  });

  it('Cancel Order asks first: kept, nothing is sent; confirmed, the order is cancelled', async () => {
    const history = await openPendingOrder();
    history.actor.send({ type: 'CANCEL', orderId: history.pendingId });
    expect(history.actor.getSnapshot().matches({ session: { member: { ready: { view: 'confirmingCancel' } } } })).toBe(true);
    history.actor.send({ type: 'DISMISS' });
    expect(history.actor.getSnapshot().matches({ session: { member: { ready: { view: 'expanded' } } } })).toBe(true);
    expect(calls(history.effects, 'cancelOrder')).toEqual([]);
    expect(history.toasts).toEqual([]);
    history.actor.send({ type: 'CANCEL', orderId: history.pendingId });
    history.actor.send({ type: 'CONFIRM' });
    expect(calls(history.effects, 'cancelOrder')).toHaveLength(1);
  });

  it('Cancel Order sends the number the server knows, and a confirmed cancel says "Order Cancelled" once, without the server\'s words that say it again', async () => {
    const history = await openPendingOrder();
    history.actor.send({ type: 'CANCEL', orderId: history.pendingId });
    history.actor.send({ type: 'CONFIRM' });
    expect(calls(history.effects, 'cancelOrder').map((call) => call.input)).toEqual([{ orderId: '42' }]);
    await history.settle('cancelOrder', { output: cancelAnswers.confirmed });
    expect(history.toasts).toEqual([{ message: orderHistoryTexts.orderCancelled, tone: 'success' }]);
    expect(calls(history.effects, 'fetchOrders')).toHaveLength(2);
  });

  it('a refused cancel says "Failed to cancel order" with the reason, and the list loads again to show the status the server knows', async () => {
    const history = await openPendingOrder();
    history.actor.send({ type: 'CANCEL', orderId: history.pendingId });
    history.actor.send({ type: 'CONFIRM' });
    await history.settle('cancelOrder', { output: cancelAnswers.refused });
    expect(history.toasts).toEqual([{ message: 'Failed to cancel order', tone: 'error', description: 'Only pending orders can be cancelled' }]);
    // Issue 24's second cancel: the order was cancelled on another tab (or shipped); the list the customer sees says so.
    expect(calls(history.effects, 'fetchOrders')).toHaveLength(2);
  });

  it('a cancel that gets no answer keeps the list as it is (the server may not be reachable)', async () => {
    const history = await openPendingOrder();
    history.actor.send({ type: 'CANCEL', orderId: history.pendingId });
    history.actor.send({ type: 'CONFIRM' });
    await history.settle('cancelOrder', { error: cancelFailure });
    expect(calls(history.effects, 'fetchOrders')).toHaveLength(1);
  });

  it('a silent refusal and a failed call fall back to the spec\'s words or the error\'s', async () => {
    const silent = await openPendingOrder();
    silent.actor.send({ type: 'CANCEL', orderId: silent.pendingId });
    silent.actor.send({ type: 'CONFIRM' });
    await silent.settle('cancelOrder', { output: cancelAnswers.refusedSilently });
    expect(silent.toasts).toEqual([{ message: orderHistoryTexts.failedToCancel, tone: 'error', description: 'Failed to cancel order. Please try again.' }]);

    const failed = await openPendingOrder();
    failed.actor.send({ type: 'CANCEL', orderId: failed.pendingId });
    failed.actor.send({ type: 'CONFIRM' });
    await failed.settle('cancelOrder', { error: cancelFailure });
    expect(failed.toasts).toEqual([{ message: orderHistoryTexts.failedToCancel, tone: 'error', description: httpTexts.unauthorized }]);
  });
});
