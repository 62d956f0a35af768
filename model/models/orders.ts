/**
 * The order history's model: sample events (what a user does on /order-history, what the session, the
 * window and the server do) and how states are told apart. What every state promises is
 * tests/model/drivers/orders.ts.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { ParsedAnswer, ParsedOrderRecord } from '../../domain/contract.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { displayOrderId } from '../../domain/orders.ts';
import { ORDER_HISTORY_FRESH_MS, ORDER_HISTORY_KEPT_MS, ORDER_HISTORY_RETRY_GAP_MS, ordersMachine } from '../../machines/orders.ts';
import type { ModelConfig } from '../paths.ts';

type OrdersMachine = typeof ordersMachine;
type Snapshot = SnapshotFrom<OrdersMachine>;
type OrdersModelEvent = EventFromLogic<OrdersMachine>;

const item = (pid: number, title: string, size: string, quantity: number, amount: number) => ({
  pid, title, size, quantity, amount, image: `${pid}.svg`, cover: null, thumb: null, cover_thumb: null,
});

/** The customer's orders, one in every status (issue 25): only the pending one can be cancelled. */
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
/** Accepted by the shop: the customer sees Shipped, and can no longer cancel it. */
export const shippedOrder: ParsedOrderRecord = {
  ...pendingOrder,
  orderId: 40,
  status: 'confirm',
  createdDate: '2024-04-30 19:15:00',
  totalAmount: 1005,
  orderMeta: [item(2, 'Kesar Pista', '750 ML', 3, 705), item(9, 'Choco Cone', 'Regular', 4, 300)],
};
export const cancelledOrder: ParsedOrderRecord = {
  ...pendingOrder,
  orderId: 38,
  status: 'cancelled',
  createdDate: '2024-04-28 12:00:00',
  cancelReason: 'Out of stock',
};
export const orderRecords: ParsedOrderRecord[] = [pendingOrder, shippedOrder, cancelledOrder, completedOrder];

export const cancelAnswers = {
  confirmed: { code: '200', msg: 'Order cancelled successfully' },
  confirmedSilently: { code: '200', msg: '' },
  refused: { code: '400', msg: 'Only pending orders can be cancelled' },
  refusedSilently: { code: '500', msg: '' },
} satisfies Record<string, ParsedAnswer<'cancelOrder'>>;
export const cancelFailure = new Error(httpTexts.unauthorized);

export const at = (snapshot: Snapshot, state: Parameters<Snapshot['matches']>[0]) => snapshot.matches(state);
const isFetching = (snapshot: Snapshot) => at(snapshot, { session: { member: { loading: 'fetching' } } });
export const isCancelling = (snapshot: Snapshot) => at(snapshot, { session: { member: { ready: { view: 'cancelling' } } } });
export const isConfirmingCancel = (snapshot: Snapshot) => at(snapshot, { session: { member: { ready: { view: 'confirmingCancel' } } } });
export const isViewing = (snapshot: Snapshot) => at(snapshot, { screen: 'viewing' });
export const isReady = (snapshot: Snapshot) => at(snapshot, { session: { member: 'ready' } });

const afterEvent = (ms: number, node: string) => ({ type: `xstate.after.${ms}.orders.session.member.${node}` }) as never;

export function ordersEvents(snapshot: Snapshot): OrdersModelEvent[] {
  const viewing = isViewing(snapshot);
  const events: OrdersModelEvent[] = [viewing ? { type: 'UNMOUNTED' } : { type: 'MOUNTED' }];
  if (at(snapshot, { session: 'unknown' })) return [...events, { type: 'LOGGED_IN' }, { type: 'VISITOR' }];
  if (at(snapshot, { session: 'visitor' })) return [...events, { type: 'LOGGED_IN' }];
  // The cart invalidates the list whenever an order is placed, whatever the history is doing.
  // The live stream may say the shop changed an order at any time while a customer is logged in.
  events.push({ type: 'VISITOR' }, { type: 'WINDOW_FOCUSED' }, { type: 'INVALIDATE' }, { type: 'ORDER_CHANGED' });
  if (isFetching(snapshot)) {
    events.push(
      { type: 'xstate.done.actor.fetchOrders', output: orderRecords } as never,
      { type: 'xstate.done.actor.fetchOrders', output: [] } as never,
      { type: 'xstate.error.actor.fetchOrders', error: new Error(httpTexts.apiError(503)) } as never,
    );
    // The list comes back without the order that was open (the shop removed it, or another tab's account): it closes.
    const { expandedId } = snapshot.context;
    if (expandedId) events.push({ type: 'xstate.done.actor.fetchOrders', output: orderRecords.filter((record) => displayOrderId(record.orderId) !== expandedId) } as never);
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
    } else if (isConfirmingCancel(snapshot)) {
      // "Cancel order ORD…?" is answered either way; behind it, only the live list (above) and the screen change.
      events.push({ type: 'CONFIRM' }, { type: 'DISMISS' });
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
