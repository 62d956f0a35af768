/**
 * What every order history state promises (its sample events and how states are told apart are
 * model/models/orders.ts). Used by the machine-alone paths (tests/model/orders.test.ts).
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { messages } from '../../../domain/messages/index.ts';
import { statusBadge } from '../../../domain/orders.ts';
import { ORDER_HISTORY_RETRIES, orderHistoryView, ordersMachine } from '../../../machines/orders.ts';
import { at, isCancelling, isConfirmingCancel, isReady, isViewing } from '../../../model/models/orders.ts';
import { orderHistoryTexts } from '../../../domain/messages/orderHistory.ts';

type Snapshot = SnapshotFrom<typeof ordersMachine>;

/**
 * What each order history state promises, checked against the running machine. The calls and toasts a
 * step makes are checked by the example tests in tests/model/orders.test.ts.
 */
export function checkOrders(actual: Snapshot, expected: Snapshot): void {
  const { context } = actual;
  expect(context).toEqual(expected.context);
  const view = orderHistoryView('en', actual);

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
    expect(view).toEqual({ kind: 'error', message: orderHistoryTexts.errorLoadingOrders, action: messages.screenTryAgain });
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
    if (empty) expect(view).toEqual({ kind: 'empty', message: orderHistoryTexts.noOrders, refreshing: false });
    else expect(view).toMatchObject({ kind: 'orders', orders: context.orders, refreshing: false });
    // The cache is in use exactly while the screen shows it.
    expect(at(actual, { session: { member: { ready: { usage: 'inUse' } } } })).toBe(isViewing(actual));
    for (const order of context.orders!) {
      expect(order.canCancel).toBe(order.status === 'pending');
      expect(order.id).toMatch(/^ORD\d{6}$/);
      expect(['Completed', 'Pending', 'Cancelled', 'Shipped']).toContain(statusBadge(order.status).label);
    }
  }
  const open = at(actual, { session: { member: { ready: { view: 'expanded' } } } }) || isConfirmingCancel(actual) || isCancelling(actual);
  if (isReady(actual)) expect(context.expandedId !== null).toBe(open);
  if (open) expect(context.orders!.some((order) => order.id === context.expandedId)).toBe(true);
  if (isCancelling(actual)) {
    expect(context.cancellingId).toBe(context.expandedId);
    expect(context.orders!.find((order) => order.id === context.cancellingId)?.status).toBe('pending');
  } else {
    expect(context.cancellingId).toBeNull();
  }
  // "Cancel order ORD…?" asks about the open order, a pending one, and only it takes the answer.
  const asked = isConfirmingCancel(actual) ? context.expandedId : null;
  if (view.kind === 'orders') expect(view.confirmingCancelId).toBe(asked);
  if (asked) expect(context.orders!.find((order) => order.id === asked)?.status).toBe('pending');
  expect(actual.can({ type: 'CONFIRM' })).toBe(asked !== null);
  expect(actual.can({ type: 'DISMISS' })).toBe(asked !== null);
  // Fetching is offered again (Try Again, Refresh) only where the screen shows that button.
  expect(actual.can({ type: 'TRY_AGAIN' })).toBe(at(actual, { session: { member: 'error' } }));
  expect(actual.can({ type: 'REFRESH' })).toBe(isReady(actual) && !isCancelling(actual));
}
