/**
 * The desk's order inbox (issue 12, points 1 and 2), while someone is signed in:
 * - list: the orders of the filter (status, India day, ORD id / phone / name), loaded again on every
 *   change of the filter, every live event and every reconnection of the live stream;
 * - stream: the live order events (the injected `watchOrders` callback reads the desk's event stream,
 *   reconnecting with backoff, and sends STREAM_CONNECTED, STREAM_LOST and ORDER_EVENT);
 * - alarm: while a pending order waits (domain/desk/inbox.ts waitingOrders), the injected `playAlarm`
 *   sounds at once and again every ALARM_REPEAT_MS, and the tab title counts the waiting orders;
 * - action: Accept, Mark delivered, Cancel with a reason (a dialog). A refused change (someone else
 *   was faster) shows the server's reason and reloads that order. The outcome's message belongs to the
 *   Orders section: leaving it (SECTION_LEFT) forgets the message.
 *
 * Effects the app supplies with `.provide()`: actors `fetchOrders` (the filter -> orders), `fetchOrder`
 * (an order id -> the order), `changeStatus` ({ orderId, action, reason } -> the changed order; rejects
 * with the server's words), `watchOrders` (callback), `playAlarm` (one sound).
 */
import { assertEvent, assign, fromCallback, fromPromise, raise, setup, type EventObject } from 'xstate';
import type { DeskOrderRecord, OrderEvent } from '../../domain/desk/contract.ts';
import { ALARM_REPEAT_MS, waitingOrders } from '../../domain/desk/inbox.ts';
import { inboxMessages } from '../../domain/desk/messages.ts';
import { canDo, orderStatusChange, type DeskOrderAction } from '../../domain/desk/orderStatus.ts';
import type { OrderStatus } from '../../domain/orders.ts';
import { errorTextOr, notProvided } from '../kit.ts';

export interface InboxFilter {
  /** '' for any status. */
  status: OrderStatus | '';
  /** An India date (YYYY-MM-DD), or '' for any day. */
  day: string;
  search: string;
}

export const emptyFilter: InboxFilter = { status: '', day: '', search: '' };

export interface StatusChangeRequest {
  orderId: number;
  action: DeskOrderAction;
  reason?: string;
}

export interface InboxNote {
  text: string;
  tone: 'success' | 'error';
}

export interface InboxContext {
  orders: DeskOrderRecord[];
  filter: InboxFilter;
  /** The pending orders the alarm rings for. */
  waiting: number[];
  /** The order being cancelled in the dialog, with the reason typed so far. */
  cancelling: { orderId: number; reason: string; problem: string | null } | null;
  /** The change in flight. */
  change: StatusChangeRequest | null;
  /** The last action's outcome, shown above the list. */
  note: InboxNote | null;
  loadError: string | null;
}

export type StreamEvent = { type: 'STREAM_CONNECTED' } | { type: 'STREAM_LOST' } | { type: 'ORDER_EVENT'; event: OrderEvent };

export type InboxEvent =
  | { type: 'SIGNED_IN' }
  | { type: 'SIGNED_OUT' }
  | { type: 'FILTER'; filter: InboxFilter }
  | { type: 'RELOAD' }
  | { type: 'ACCEPT'; orderId: number }
  | { type: 'DELIVER'; orderId: number }
  | { type: 'CANCEL'; orderId: number }
  | { type: 'REASON_CHANGED'; reason: string }
  | { type: 'CONFIRM_CANCEL' }
  | { type: 'KEEP_ORDER' }
  /** The desk left the Orders section: its message is not shown in another section or on coming back (issue 27, point 4). */
  | { type: 'SECTION_LEFT' }
  | StreamEvent;

const orderIn = (context: InboxContext, orderId: number) => context.orders.find((order) => order.orderId === orderId);

const doneTexts: Record<DeskOrderAction, (id: string) => string> = {
  accept: inboxMessages.accepted,
  deliver: inboxMessages.delivered,
  cancel: inboxMessages.cancelled,
};

const replaceOrder = (orders: DeskOrderRecord[], changed: DeskOrderRecord) =>
  orders.map((order) => (order.orderId === changed.orderId ? changed : order));

export const inboxMachine = setup({
  types: {
    context: {} as InboxContext,
    events: {} as InboxEvent,
  },
  actors: {
    fetchOrders: fromPromise<DeskOrderRecord[], InboxFilter>(notProvided('fetchOrders')),
    fetchOrder: fromPromise<DeskOrderRecord, { orderId: number }>(notProvided('fetchOrder')),
    changeStatus: fromPromise<DeskOrderRecord, StatusChangeRequest>(notProvided('changeStatus')),
    watchOrders: fromCallback<EventObject, void>(() => () => {}),
    playAlarm: fromPromise<void, void>(notProvided('playAlarm')),
  },
  guards: {
    ordersWait: ({ context }) => context.waiting.length > 0,
    noOrderWaits: ({ context }) => context.waiting.length === 0,
    mayAccept: ({ context, event }) => {
      assertEvent(event, 'ACCEPT');
      const order = orderIn(context, event.orderId);
      return order !== undefined && canDo(order.status, 'accept');
    },
    mayDeliver: ({ context, event }) => {
      assertEvent(event, 'DELIVER');
      const order = orderIn(context, event.orderId);
      return order !== undefined && canDo(order.status, 'deliver');
    },
    mayCancel: ({ context, event }) => {
      assertEvent(event, 'CANCEL');
      const order = orderIn(context, event.orderId);
      return order !== undefined && canDo(order.status, 'cancel');
    },
    isReasonMissing: ({ context }) => {
      const { cancelling } = context;
      return !cancelling || !orderStatusChange({ orderId: cancelling.orderId, status: 'pending' }, 'cancel', cancelling.reason).ok;
    },
  },
  actions: {
    /** The list fetches its orders again (a stream opened again may have missed some). */
    fetchOrdersAgain: raise({ type: 'RELOAD' }),
    takeOrders: assign(({ context }, params: { orders: DeskOrderRecord[] }) => ({
      orders: params.orders,
      waiting: waitingOrders(context.waiting, params.orders),
      loadError: null,
    })),
    showLoadError: assign({ loadError: (_, params: { error: unknown }) => errorTextOr(params.error, inboxMessages.loadFailed) }),
    takeFilter: assign({
      filter: ({ event }) => {
        assertEvent(event, 'FILTER');
        return event.filter;
      },
    }),
    takeOrderEvent: assign({
      waiting: ({ context, event }) => {
        assertEvent(event, 'ORDER_EVENT');
        return waitingOrders(context.waiting, [event.event]);
      },
    }),
    startChange: assign({
      change: ({ event }) => {
        assertEvent(event, ['ACCEPT', 'DELIVER']);
        return { orderId: event.orderId, action: event.type === 'ACCEPT' ? ('accept' as const) : ('deliver' as const) };
      },
      note: null,
    }),
    openCancelDialog: assign({
      cancelling: ({ event }) => {
        assertEvent(event, 'CANCEL');
        return { orderId: event.orderId, reason: '', problem: null };
      },
      note: null,
    }),
    takeReason: assign({
      cancelling: ({ context, event }) => {
        assertEvent(event, 'REASON_CHANGED');
        return context.cancelling && { ...context.cancelling, reason: event.reason, problem: null };
      },
    }),
    explainReason: assign({
      cancelling: ({ context }) => {
        const { cancelling } = context;
        if (!cancelling) return null;
        const check = orderStatusChange({ orderId: cancelling.orderId, status: 'pending' }, 'cancel', cancelling.reason);
        return { ...cancelling, problem: check.ok ? null : check.message };
      },
    }),
    startCancel: assign({
      change: ({ context }) => ({ orderId: context.cancelling!.orderId, action: 'cancel' as const, reason: context.cancelling!.reason.trim() }),
      cancelling: null,
    }),
    closeCancelDialog: assign({ cancelling: null }),
    takeChangedOrder: assign(({ context }, params: { order: DeskOrderRecord }) => ({
      orders: replaceOrder(context.orders, params.order),
      waiting: waitingOrders(context.waiting, [params.order]),
      note: { text: doneTexts[context.change!.action](params.order.displayId), tone: 'success' as const },
      change: null,
    })),
    showRefusal: assign({
      note: (_, params: { error: unknown }) => ({ text: errorTextOr(params.error, inboxMessages.changeFailed), tone: 'error' as const }),
    }),
    takeReloadedOrder: assign(({ context }, params: { order: DeskOrderRecord }) => ({
      orders: replaceOrder(context.orders, params.order),
      waiting: waitingOrders(context.waiting, [params.order]),
      change: null,
    })),
    forgetChange: assign({ change: null }),
    forgetNote: assign({ note: null }),
    forgetEverything: assign({ orders: [], waiting: [], cancelling: null, change: null, note: null, loadError: null, filter: emptyFilter }),
  },
  delays: { ALARM_REPEAT_MS },
}).createMachine({
  id: 'inbox',
  meta: { issue: '12.1' },
  // The alarm's silent and ringing states answer each other without an event: were their guards ever to
  // agree, the desk's tab would hang. Past 200 steps for one event (it takes a few at most) XState stops
  // the inbox with an error instead.
  options: { maxIterations: 200 },
  context: { orders: [], filter: emptyFilter, waiting: [], cancelling: null, change: null, note: null, loadError: null },
  initial: 'signedOut',
  states: {
    signedOut: {
      meta: { issue: '12.1' },
      on: { SIGNED_IN: 'signedIn' },
    },
    signedIn: {
      meta: { issue: '12.1' },
      type: 'parallel',
      on: { SIGNED_OUT: { target: 'signedOut', actions: 'forgetEverything' }, SECTION_LEFT: { actions: 'forgetNote' } },
      states: {
        list: {
          meta: { issue: '12.1' },
          initial: 'loading',
          on: {
            FILTER: { target: '.loading', actions: 'takeFilter' },
            RELOAD: '.loading',
            ORDER_EVENT: { target: '.loading', actions: 'takeOrderEvent' },
          },
          states: {
            loading: {
              meta: { issue: '12.1' },
              tags: 'loading',
              invoke: {
                id: 'fetchOrders',
                src: 'fetchOrders',
                input: ({ context }) => context.filter,
                onDone: { target: 'ready', actions: { type: 'takeOrders', params: ({ event }) => ({ orders: event.output }) } },
                onError: { target: 'failed', actions: { type: 'showLoadError', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            ready: { meta: { issue: '12.1' } },
            failed: { meta: { issue: '12.1' } },
          },
        },
        stream: {
          meta: { issue: '12.1' },
          invoke: { id: 'watchOrders', src: 'watchOrders' },
          initial: 'connecting',
          states: {
            connecting: { meta: { issue: '12.1' }, on: { STREAM_CONNECTED: 'live', STREAM_LOST: 'lost' } },
            // A stream opened again after the server's planned end (no drop, no lost state): the orders of the gap are fetched.
            live: { meta: { issue: '12.1' }, on: { STREAM_LOST: 'lost', STREAM_CONNECTED: { actions: 'fetchOrdersAgain' } } },
            // Orders placed while the stream was down are fetched once it is back (the stream's watcher goes on).
            lost: { meta: { issue: '12.1' }, on: { STREAM_CONNECTED: { target: 'live', actions: 'fetchOrdersAgain' } } },
          },
        },
        alarm: {
          meta: { issue: '12.1' },
          initial: 'silent',
          states: {
            silent: { meta: { issue: '12.1' }, always: { guard: 'ordersWait', target: 'ringing' } },
            ringing: {
              meta: { issue: '12.1' },
              always: { guard: 'noOrderWaits', target: 'silent' },
              initial: 'sounding',
              states: {
                sounding: {
                  meta: { issue: '12.1' },
                  invoke: { id: 'playAlarm', src: 'playAlarm', onDone: 'pausing', onError: 'pausing' },
                },
                pausing: { meta: { issue: '12.1' }, after: { ALARM_REPEAT_MS: 'sounding' } },
              },
            },
          },
        },
        action: {
          meta: { issue: ['12.1', '12.2'] },
          initial: 'idle',
          states: {
            idle: {
              meta: { issue: '12.1' },
              on: {
                ACCEPT: { guard: 'mayAccept', target: 'changing', actions: 'startChange', meta: { issue: ['12.1', '12.2'] } },
                DELIVER: { guard: 'mayDeliver', target: 'changing', actions: 'startChange', meta: { issue: ['12.1', '12.2'] } },
                CANCEL: { guard: 'mayCancel', target: 'cancelDialog', actions: 'openCancelDialog', meta: { issue: ['12.1', '12.2'] } },
              },
            },
            cancelDialog: {
              meta: { issue: ['12.1', '12.2'] },
              on: {
                REASON_CHANGED: { actions: 'takeReason' },
                CONFIRM_CANCEL: [{ guard: 'isReasonMissing', actions: 'explainReason' }, { target: 'changing', actions: 'startCancel' }],
                KEEP_ORDER: { target: 'idle', actions: 'closeCancelDialog' },
              },
            },
            changing: {
              meta: { issue: ['12.1', '12.2'] },
              tags: 'busy',
              invoke: {
                id: 'changeStatus',
                src: 'changeStatus',
                input: ({ context }) => context.change!,
                onDone: { target: 'idle', actions: { type: 'takeChangedOrder', params: ({ event }) => ({ order: event.output }) } },
                onError: { target: 'reloading', actions: { type: 'showRefusal', params: ({ event }) => ({ error: event.error }) } },
              },
            },
            // Someone else changed the order first: show it as it is now.
            reloading: {
              meta: { issue: '12.1' },
              tags: 'busy',
              invoke: {
                id: 'fetchOrder',
                src: 'fetchOrder',
                input: ({ context }) => ({ orderId: context.change!.orderId }),
                onDone: { target: 'idle', actions: { type: 'takeReloadedOrder', params: ({ event }) => ({ order: event.output }) } },
                onError: { target: 'idle', actions: 'forgetChange' },
              },
            },
          },
        },
      },
    },
  },
});

export type InboxMachine = typeof inboxMachine;
