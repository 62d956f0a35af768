/** The order history's chart notes (spec sections 2 /order-history, 4 Order status and data freshness, 7, 8). */
import { SUCCESS_CODE } from '../../domain/answerCode.ts';
import { ORDER_ID_DIGITS, ORDER_THUMBNAILS, SHOP_TIME_ZONE } from '../../domain/constants.ts';
import { displayOrderId, normaliseOrderStatus, ORDER_STATUSES, statusBadge } from '../../domain/orders.ts';
import { ORDER_HISTORY_FRESH_MS, ORDER_HISTORY_KEPT_MS, ORDER_HISTORY_RETRIES, ORDER_HISTORY_RETRY_GAP_MS } from '../../machines/orders.ts';
import { formatDateTime } from '../../domain/locale.ts';
import { cite, decided, type ChartNotes } from './kit.ts';

const minutes = (ms: number) => `${ms / 60_000} minutes`;
/** Midnight UTC as the order history shows it: the India time zone's shift, worked out by Intl, not added by hand. */
const midnightUtcShown = formatDateTime('en', Date.UTC(2024, 0, 1), { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
const freshness = cite('4', 15, 'refetched on mount and on window focus; fresh for 5 minutes, kept 30 minutes, 2 retries with a 1 second gap.');
const onlyPending = cite('4', 13, 'Only pending orders can be cancelled (button Cancel Order inside the expanded details); after success the history is reloaded.');
const cancelAnswer = cite('8', 8, 'Cancel: Failed to cancel order; success Order Cancelled.');

export const ordersNotes: ChartNotes = {
  guards: {
    isViewing: 'the order history screen is on view',
    isCancelling: 'a cancellation is under way',
    canRefetch: 'no cancellation is under way (it reloads the list itself)',
    canRefetchShownList: 'the list is on screen and no cancellation is under way',
    canRetry: `fewer than ${ORDER_HISTORY_RETRIES} retries so far`,
    hasNoOrders: 'the customer has no order ("No orders found")',
    isExpandedOrderListed: 'the order that was open is still listed',
    isListedOrder: 'the order is listed',
    canCancel: 'the open order is pending: only a pending order can be cancelled',
    isCancelConfirmed: `the server answered code ${SUCCESS_CODE}`,
  },
  actions: {
    storeOrders: 'the orders as shown (ORD id, status badge, totals, canCancel only when pending); retries back to 0',
    forgetOrders: 'forgets the list and which order is open',
    resetRetries: 'retries back to 0',
    countRetry: `one more retry, ${ORDER_HISTORY_RETRY_GAP_MS / 1000} second later`,
    expand: 'opens the order\'s details',
    collapse: 'closes the open order',
    markCancelling: 'the open order is the one being cancelled',
    clearCancelling: 'no order is being cancelled',
    notify: 'a toast',
  },
  events: {
    LOGGED_IN: 'session machine: a customer logged in',
    VISITOR: 'session machine: nobody is logged in',
    MOUNTED: 'the order history screen opened',
    UNMOUNTED: 'the order history screen closed',
    WINDOW_FOCUSED: 'browser: the window got the focus',
    INVALIDATE: 'checkout machine: an order was placed',
    ORDER_CHANGED: "order stream: the shop changed one of the customer's orders",
  },
  cites: {
    'orders.session.member.loading.fetching --error: fetchOrders [canRetry]': [freshness],
    [`orders.session.member.loading.waiting --after ${ORDER_HISTORY_RETRY_GAP_MS}ms`]: [freshness],
    [`orders.session.member.ready.freshness.fresh --after ${ORDER_HISTORY_FRESH_MS}ms`]: [freshness],
    'orders.session.member.ready.freshness.stale --MOUNTED [canRefetch]': [freshness],
    'orders.session.member.ready.freshness.stale --WINDOW_FOCUSED [canRefetchShownList]': [freshness],
    [`orders.session.member.ready.usage.unused --after ${ORDER_HISTORY_KEPT_MS}ms`]: [freshness],
    'orders.session.member.ready.view.expanded --CANCEL [canCancel]': [onlyPending],
    'orders.session.member.ready.view.cancelling --done: cancelOrder [isCancelConfirmed]': [onlyPending, cancelAnswer],
    'orders.session.member.ready.view.cancelling --done: cancelOrder': [cancelAnswer, cite('7', 11, 'error default Failed to cancel order. Please try again.')],
    'orders.session.member.ready.view.cancelling --error: cancelOrder': [cancelAnswer, cite('7', 11, 'error default Failed to cancel order. Please try again.')],
    'orders.session.visitor --LOGGED_IN [isViewing]': [cite('2', 4, 'A visitor sees a login prompt linking to /login, returning to order history afterwards.')],
  },
  derived: {
    freshFor: {
      rule: `the list is fresh for ${minutes(ORDER_HISTORY_FRESH_MS)} and kept ${minutes(ORDER_HISTORY_KEPT_MS)} unused; ${ORDER_HISTORY_RETRIES} retries ${ORDER_HISTORY_RETRY_GAP_MS / 1000} second apart`,
      cites: [freshness],
    },
    status: {
      rule: `a status as the server sends it, normalised: canceled is ${normaliseOrderStatus('canceled')}, an unknown one ${normaliseOrderStatus('on the way')}, a missing one ${normaliseOrderStatus(undefined)}`,
      cites: [cite('4', 11, 'Normalised to pending, completed or cancelled (canceled also accepted), or confirm; an unknown value becomes pending')],
    },
    badge: {
      rule: ORDER_STATUSES.map((status) => `${status}: ${statusBadge(status).label} (${statusBadge(status).tone})`).join(', '),
      cites: [cite('4', 12, 'Badge labels: Completed (green), Pending (yellow), Cancelled (red), and anything else (confirm) labelled Shipped (blue).')],
    },
    display: {
      rule: `order 42 reads ${displayOrderId(42)} (the id padded to ${ORDER_ID_DIGITS} digits); its time, which the server stores in UTC (a time without a zone is read as UTC), shown in India time (${SHOP_TIME_ZONE}) through Intl: that is the specification's shift by 5 h 30 (midnight UTC shows as ${midnightUtcShown}), made by the time zone and never added by hand, so a time is never shifted twice; the first ${ORDER_THUMBNAILS} items' pictures, then +N for the rest`,
      cites: [cite('9', 8, 'Order display: id padded to 6 digits; time shifted by 5 h 30 and shown in India time; 3 thumbnails per order with +N for more.')],
      decisions: [decided('docs/design.md', 'Time is stored in UTC and shown in India time (`Asia/Kolkata`) through `Intl`, never by adding 5:30 by hand.')],
    },
  },
};
