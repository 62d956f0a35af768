/**
 * The order history's model: sample events (what a user does on /order-history, what the session, the
 * window and the server do), how states are told apart, and what every state promises.
 * Shared by the machine-alone paths (tests/model) and, later, the screen paths.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { ParsedAnswer, ParsedOrderRecord } from '../../../domain/contract.ts';
import { messages } from '../../../domain/messages.ts';
import { orderIdForServer, statusBadge, toOrderView } from '../../../domain/orders.ts';
import {
  ORDER_HISTORY_FRESH_MS, ORDER_HISTORY_KEPT_MS, ORDER_HISTORY_RETRIES, ORDER_HISTORY_RETRY_GAP_MS,
  orderHistoryView, ordersMachine,
} from '../../../machines/orders.ts';
import type { Notice } from '../../../machines/kit.ts';
import type { ModelConfig } from '../../../model/paths.ts';
import type { StepContext } from '../../../model/run.ts';

type OrdersMachine = typeof ordersMachine;
type Snapshot = SnapshotFrom<OrdersMachine>;
type OrdersModelEvent = EventFromLogic<OrdersMachine>;
/** A path step's event: a user or session event, or a sample actor outcome / timer (`xstate.*`). */
type StepEvent = { type: string; output?: unknown; error?: unknown };
const asStep = (event: OrdersModelEvent) => event as StepEvent;

const item = (pid: number, title: string, size: string, quantity: number, amount: number) => ({
  pid, title, size, quantity, amount, image: `${pid}.svg`, cover: null, thumb: null, cover_thumb: null,
});

/** Two orders of the customer: one pending (cancellable), one completed. */
export const pendingOrder: ParsedOrderRecord = {
  orderId: 42,
  status: 'pending',
  createdDate: '2024-05-01 10:00:00',
  orderDate: null,
  address: '12 Kalawad Road',
  pinCode: '360005',
  phone: '9876543210',
  deliveryFee: 0,
  totalAmount: 1450,
  orderMeta: [item(1, 'Alphonso Mango', '5 Litre', 1, 1450)],
};
export const completedOrder: ParsedOrderRecord = {
  orderId: 7,
  status: 'Completed',
  createdDate: '2024-04-20 18:30:00',
  orderDate: null,
  address: '12 Kalawad Road',
  pinCode: '360005',
  phone: '9876543210',
  deliveryFee: 0,
  totalAmount: 1743,
  orderMeta: [item(1, 'Alphonso Mango', '750 ML', 7, 1743)],
};
export const orderRecords: ParsedOrderRecord[] = [pendingOrder, completedOrder];
export const orderViews = orderRecords.map(toOrderView);

export const cancelAnswers = {
  confirmed: { code: '200', msg: 'Order cancelled successfully' },
  confirmedSilently: { code: '200', msg: '' },
  refused: { code: '400', msg: 'Only pending orders can be cancelled' },
  refusedSilently: { code: '500', msg: '' },
} satisfies Record<string, ParsedAnswer<'cancelOrder'>>;
export const cancelFailure = new Error(messages.unauthorized);

const at = (snapshot: Snapshot, state: Parameters<Snapshot['matches']>[0]) => snapshot.matches(state);
const isFetching = (snapshot: Snapshot) => at(snapshot, { session: { member: { loading: 'fetching' } } });
const isCancelling = (snapshot: Snapshot) => at(snapshot, { session: { member: { ready: { view: 'cancelling' } } } });
const isViewing = (snapshot: Snapshot) => at(snapshot, { screen: 'viewing' });
const isStale = (snapshot: Snapshot) => at(snapshot, { session: { member: { ready: { freshness: 'stale' } } } });
const isReady = (snapshot: Snapshot) => at(snapshot, { session: { member: 'ready' } });

const afterEvent = (ms: number, node: string) => ({ type: `xstate.after.${ms}.orders.session.member.${node}` }) as never;

export function ordersEvents(snapshot: Snapshot): OrdersModelEvent[] {
  const viewing = isViewing(snapshot);
  const events: OrdersModelEvent[] = [viewing ? { type: 'UNMOUNTED' } : { type: 'MOUNTED' }];
  if (at(snapshot, { session: 'unknown' })) return [...events, { type: 'LOGGED_IN' }, { type: 'VISITOR' }];
  if (at(snapshot, { session: 'visitor' })) return [...events, { type: 'LOGGED_IN' }];
  // The cart invalidates the list whenever an order is placed, whatever the history is doing.
  events.push({ type: 'VISITOR' }, { type: 'WINDOW_FOCUSED' }, { type: 'INVALIDATE' });
  if (isFetching(snapshot)) {
    events.push(
      { type: 'xstate.done.actor.fetchOrders', output: orderRecords } as never,
      { type: 'xstate.done.actor.fetchOrders', output: [] } as never,
      { type: 'xstate.error.actor.fetchOrders', error: new Error(messages.apiError(503)) } as never,
    );
  }
  if (at(snapshot, { session: { member: { loading: 'waiting' } } })) events.push(afterEvent(ORDER_HISTORY_RETRY_GAP_MS, 'loading.waiting'));
  if (at(snapshot, { session: { member: 'error' } }) && viewing) events.push({ type: 'TRY_AGAIN' });
  if (isReady(snapshot)) {
    if (at(snapshot, { session: { member: { ready: { freshness: 'fresh' } } } })) events.push(afterEvent(ORDER_HISTORY_FRESH_MS, 'ready.freshness.fresh'));
    if (at(snapshot, { session: { member: { ready: { usage: 'unused' } } } })) events.push(afterEvent(ORDER_HISTORY_KEPT_MS, 'ready.usage.unused'));
    const { expandedId } = snapshot.context;
    if (isCancelling(snapshot)) {
      // Each sample answer is named (`answer`), so paths that differ only in the answer are told apart.
      events.push(
        ...Object.entries(cancelAnswers).map(([answer, output]) => ({ type: 'xstate.done.actor.cancelOrder', answer, output }) as never),
        { type: 'xstate.error.actor.cancelOrder', error: cancelFailure } as never,
      );
    } else if (viewing) {
      events.push({ type: 'REFRESH' });
      for (const order of snapshot.context.orders ?? []) {
        if (order.id !== expandedId) events.push({ type: 'EXPAND', orderId: order.id });
      }
      const expanded = snapshot.context.orders?.find((order) => order.id === expandedId);
      if (expanded) {
        events.push({ type: 'COLLAPSE' });
        // Cancel Order is shown only inside a pending order's details.
        if (expanded.status === 'pending') events.push({ type: 'CANCEL', orderId: expanded.id });
      }
    }
  }
  return events;
}

/**
 * The state, the retry count and which order is open. While a list loads, only whether an order is open
 * matters (the answer replaces the list), so the cached list and the open order's id are left out there.
 */
export function serializeOrders(snapshot: Snapshot): string {
  const { retries, expandedId } = snapshot.context;
  const open = at(snapshot, { session: { member: 'loading' } }) ? (expandedId ? 'open' : '-') : (expandedId ?? '-');
  return `${JSON.stringify(snapshot.value)} r${retries} ${open}`;
}

export const ordersModel: ModelConfig<OrdersMachine> = {
  machine: ordersMachine,
  events: ordersEvents,
  serializeState: serializeOrders,
};

/** Whether the step must start a getOrders request, judged from the state before it and the event (section 4). */
export function expectsFetch(previous: Snapshot | null, event: OrdersModelEvent): boolean {
  if (!previous) return false;
  const member = at(previous, { session: 'member' });
  const error = at(previous, { session: { member: 'error' } });
  const staleList = isStale(previous) && !isCancelling(previous);
  switch (event.type) {
    case 'LOGGED_IN':
      return (at(previous, { session: 'visitor' }) || at(previous, { session: 'unknown' })) && isViewing(previous);
    case 'MOUNTED':
      return !isViewing(previous) && (at(previous, { session: { member: 'idle' } }) || error || staleList);
    case 'WINDOW_FOCUSED':
      return isViewing(previous) && (error || staleList);
    case 'REFRESH':
      return isReady(previous) && !isCancelling(previous);
    case 'TRY_AGAIN':
      return error;
    case 'INVALIDATE':
      return at(previous, { session: { member: 'loading' } });
    default:
      break;
  }
  if (!member) return false;
  const step = asStep(event);
  if (step.type === `xstate.after.${ORDER_HISTORY_RETRY_GAP_MS}.orders.session.member.loading.waiting`) return true;
  if (step.type === 'xstate.done.actor.cancelOrder') return (step.output as ParsedAnswer<'cancelOrder'>).code === '200';
  return false;
}

/** The toast a step must show: only a cancellation's outcome shows one. */
export function expectedToast(event: OrdersModelEvent): Notice | null {
  const step = asStep(event);
  if (step.type === 'xstate.done.actor.cancelOrder') {
    const answer = step.output as ParsedAnswer<'cancelOrder'>;
    return answer.code === '200'
      ? { message: 'Order Cancelled', tone: 'success', description: answer.msg || 'Order cancelled successfully' }
      : { message: 'Failed to cancel order', tone: 'error', description: answer.msg || 'Failed to cancel order. Please try again.' };
  }
  if (step.type === 'xstate.error.actor.cancelOrder') {
    const { error } = step;
    return { message: 'Failed to cancel order', tone: 'error', description: error instanceof Error ? error.message : 'Failed to cancel order. Please try again.' };
  }
  return null;
}

export interface OrdersEffectsLog {
  toasts: Notice[];
}

/** What each order history state promises, checked against the running machine. */
export function checkOrders(log: OrdersEffectsLog) {
  let toastsSeen = 0;
  let callsSeen = 0;
  return (actual: Snapshot, expected: Snapshot, { event, previous, sut }: StepContext<OrdersMachine>) => {
    const { context } = actual;
    expect(context).toEqual(expected.context);
    const view = orderHistoryView(actual);

    // What the screen shows in each state.
    if (at(actual, { session: 'unknown' })) {
      expect(view).toEqual({ kind: 'loading' });
      expect(context.orders).toBeNull();
    }
    if (at(actual, { session: 'visitor' })) {
      expect(view).toEqual({ kind: 'loginPrompt' });
      expect(context.orders).toBeNull();
    }
    if (at(actual, { session: { member: 'idle' } })) expect(context.orders).toBeNull();
    if (at(actual, { session: { member: 'error' } })) {
      expect(view).toEqual({ kind: 'error', message: 'Error loading order history', action: 'Try Again' });
      expect(context.orders).toBeNull();
    }
    if (at(actual, { session: { member: 'loading' } })) {
      expect(context.retries).toBeLessThanOrEqual(ORDER_HISTORY_RETRIES);
      if (context.orders === null) expect(view).toEqual({ kind: 'loading' });
      else expect(view).toMatchObject({ refreshing: true });
    }
    if (at(actual, { session: { member: { loading: 'waiting' } } })) expect(context.retries).toBeGreaterThan(0);
    if (isReady(actual)) {
      expect(context.orders).not.toBeNull();
      const empty = context.orders!.length === 0;
      expect(at(actual, { session: { member: { ready: { view: 'empty' } } } })).toBe(empty);
      if (empty) expect(view).toEqual({ kind: 'empty', message: 'No orders found', refreshing: false });
      else expect(view).toMatchObject({ kind: 'orders', orders: context.orders, refreshing: false });
      // The cache is in use exactly while the screen shows it.
      expect(at(actual, { session: { member: { ready: { usage: 'inUse' } } } })).toBe(isViewing(actual));
      for (const order of context.orders!) {
        expect(order.canCancel).toBe(order.status === 'pending');
        expect(order.id).toMatch(/^ORD\d{6}$/);
        expect(['Completed', 'Pending', 'Cancelled', 'Shipped']).toContain(statusBadge(order.status).label);
      }
    }
    const open = at(actual, { session: { member: { ready: { view: 'expanded' } } } }) || isCancelling(actual);
    if (isReady(actual)) expect(context.expandedId !== null).toBe(open);
    if (open) expect(context.orders!.some((order) => order.id === context.expandedId)).toBe(true);
    if (isCancelling(actual)) {
      expect(context.cancellingId).toBe(context.expandedId);
      expect(context.orders!.find((order) => order.id === context.cancellingId)?.status).toBe('pending');
    } else {
      expect(context.cancellingId).toBeNull();
    }

    // The answer is shown as the domain maps it.
    const step = asStep(event);
    if (step.type === 'xstate.done.actor.fetchOrders') {
      expect(context.orders).toEqual((step.output as ParsedOrderRecord[]).map(toOrderView));
      expect(at(actual, { session: { member: { ready: { freshness: 'fresh' } } } })).toBe(true);
    }
    if (event.type === 'INVALIDATE' && previous && isReady(previous)) expect(isStale(actual)).toBe(true);
    if (step.type === `xstate.after.${ORDER_HISTORY_FRESH_MS}.orders.session.member.ready.freshness.fresh`) {
      expect(isStale(actual)).toBe(true);
    }
    if (step.type === `xstate.after.${ORDER_HISTORY_KEPT_MS}.orders.session.member.ready.usage.unused`) {
      expect(at(actual, { session: { member: 'idle' } })).toBe(true);
    }
    if (step.type === 'xstate.error.actor.fetchOrders' && previous) {
      const retried = previous.context.retries < ORDER_HISTORY_RETRIES;
      expect(at(actual, { session: { member: { loading: 'waiting' } } })).toBe(retried);
      expect(at(actual, { session: { member: 'error' } })).toBe(!retried);
    }

    // The requests this step made.
    const calls = sut.effects.calls.slice(callsSeen);
    callsSeen = sut.effects.calls.length;
    const fetches = calls.filter((call) => call.name === 'fetchOrders');
    const cancels = calls.filter((call) => call.name === 'cancelOrder');
    const fetch = expectsFetch(previous, event);
    expect(fetches).toHaveLength(fetch ? 1 : 0);
    if (fetch) expect(isFetching(actual)).toBe(true);
    if (event.type === 'CANCEL' && previous && !isCancelling(previous)) {
      expect(cancels).toEqual([{ name: 'cancelOrder', input: { orderId: orderIdForServer(event.orderId) } }]);
      expect(cancels[0]!.input).toEqual({ orderId: String(Number(event.orderId.slice(3))) });
    } else {
      expect(cancels).toEqual([]);
    }

    // The toasts this step showed.
    const toast = expectedToast(event);
    const newToasts = log.toasts.slice(toastsSeen);
    toastsSeen = log.toasts.length;
    expect(newToasts).toEqual(toast ? [toast] : []);
  };
}
