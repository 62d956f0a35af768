/**
 * Order history (spec sections 2 /order-history, 4 "Order history data freshness" and Order status,
 * 7 getOrders / cancelOrder, 8 Orders). One actor for the whole app, so the cached list outlives the
 * screen: the screen reports MOUNTED / UNMOUNTED, the window WINDOW_FOCUSED, the session LOGGED_IN /
 * VISITOR, the cart INVALIDATE after an order is placed.
 *
 * - Until the session says who is there (`session.unknown`, while a stored user is restored) the screen shows
 *   loading, not the login prompt; a visitor sees the login prompt (`session.visitor`).
 * - The list is fetched on mount when there is none, or when it is stale; on window focus while the screen
 *   shows a stale list (or the error); always on Refresh and Try Again. A failed fetch is retried twice,
 *   1 second apart, before the error shows.
 * - A fetched list is fresh for 5 minutes (`ready.freshness`), then stale. Once no screen uses it
 *   (`ready.usage.unused`, from the unmount or from the answer arriving while away) it is kept 30 minutes,
 *   then dropped (`idle`): these are the section 4 times, run on the actor's clock with `after`.
 * - INVALIDATE (an order was placed) marks a shown list stale, so the next mount or focus refetches it; a
 *   load under way starts over.
 * - While a customer is logged in, the injected `watchOrderEvents` callback actor follows the customer's
 *   live order stream (issue 12) and sends ORDER_CHANGED when the shop changes one of their orders: the
 *   list on screen is fetched again at once (as on focus, but fresh or stale), a list not on screen is
 *   marked stale, a load under way starts over. Logging out (VISITOR) stops the actor.
 * - One order's details are open at a time; only a pending order can be cancelled, once the customer
 *   confirms it (issue 13), and a cancellation reloads the list.
 */
import { and, assign, fromCallback, fromPromise, not, setup, stateIn, type SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer, ParsedOrderRecord } from '../domain/contract.ts';
import { SUCCESS_CODE } from '../domain/answerCode.ts';
import { messageKeys } from '../domain/message.ts';
import { messages as englishMessages } from '../domain/messages/index.ts';
import { orderIdForServer, toOrderView, type OrderView } from '../domain/orders.ts';
import { errorWordsOr, notice, notProvided, type Notice } from './kit.ts';
import { orderHistoryTexts as englishOrderHistoryTexts } from '../domain/messages/orderHistory.ts';
import { textsIn } from '../domain/textCatalogues.ts';
import type { Language } from '../domain/locale.ts';

const sayOrderHistory = messageKeys('orderHistoryTexts', englishOrderHistoryTexts);

/** Section 4: order history data is fresh for 5 minutes... */
export const ORDER_HISTORY_FRESH_MS = 5 * 60 * 1000;
/** ...and kept 30 minutes once unused... */
export const ORDER_HISTORY_KEPT_MS = 30 * 60 * 1000;
/** ...with 2 retries a second apart. */
export const ORDER_HISTORY_RETRIES = 2;
export const ORDER_HISTORY_RETRY_GAP_MS = 1000;

export type OrdersEvent =
  /** The session: a customer logged in, or the user is (again) a visitor. */
  | { type: 'LOGGED_IN' }
  | { type: 'VISITOR' }
  /** The order history screen opened / closed. */
  | { type: 'MOUNTED' }
  | { type: 'UNMOUNTED' }
  | { type: 'WINDOW_FOCUSED' }
  /** The screen's refresh action. */
  | { type: 'REFRESH' }
  /** Try Again under "Error loading order history". */
  | { type: 'TRY_AGAIN' }
  /** An order was placed: the list is out of date. */
  | { type: 'INVALIDATE' }
  /** The live stream: the shop changed one of the customer's orders (issue 12). */
  | { type: 'ORDER_CHANGED' }
  /** Open one order's details (the displayed id, e.g. ORD000042); closes any other. */
  | { type: 'EXPAND'; orderId: string }
  | { type: 'COLLAPSE' }
  /** Cancel Order inside a pending order's details: asks first (issue 13). */
  | { type: 'CANCEL'; orderId: string }
  /** The customer's answer to "Cancel order ORD…?". */
  | { type: 'CONFIRM' }
  | { type: 'DISMISS' };

export interface OrdersContext {
  /** The cached list, null when there is none. */
  orders: OrderView[] | null;
  /** Retries made by the current fetch (at most ORDER_HISTORY_RETRIES). */
  retries: number;
  /** The displayed id of the order whose details are open. */
  expandedId: string | null;
  /** The displayed id of the order being cancelled. */
  cancellingId: string | null;
}

const findOrder = (context: OrdersContext, orderId: string) => context.orders?.find((order) => order.id === orderId);

/** The order an EXPAND or CANCEL names. */
interface OrderParams {
  orderId: string;
}
const orderParams = ({ event }: { event: { orderId: string } }): OrderParams => ({ orderId: event.orderId });

export const ordersMachine = setup({
  types: {
    context: {} as OrdersContext,
    events: {} as OrdersEvent,
  },
  actors: {
    /** getOrders: the Data records of the answer. */
    fetchOrders: fromPromise<ParsedOrderRecord[]>(notProvided('fetchOrders')),
    /** cancelOrder with the orderId the server expects (ORD prefix and leading zeros removed). */
    cancelOrder: fromPromise<ParsedAnswer<'cancelOrder'>, CallRequest<'cancelOrder'>>(notProvided('cancelOrder')),
    /** The customer's live order stream: sends ORDER_CHANGED; runs while a customer is logged in. */
    watchOrderEvents: fromCallback<OrdersEvent>(() => undefined),
  },
  guards: {
    isViewing: stateIn('#orders.screen.viewing'),
    isCancelling: stateIn('#orders.session.member.ready.view.cancelling'),
    /** Mount or refresh: not while a cancellation is under way (it reloads the list itself). */
    canRefetch: not('isCancelling'),
    /** Window focus and a live change refetch only the list on screen. */
    canRefetchShownList: and(['isViewing', not('isCancelling')]),
    canRetry: ({ context }) => context.retries < ORDER_HISTORY_RETRIES,
    hasNoOrders: ({ context }) => (context.orders ?? []).length === 0,
    isExpandedOrderListed: ({ context }) => context.expandedId !== null && findOrder(context, context.expandedId) !== undefined,
    isListedOrder: ({ context }, { orderId }: OrderParams) => findOrder(context, orderId) !== undefined,
    /** Only the open order, and only when pending, can be cancelled (domain: OrderView.canCancel). */
    canCancel: ({ context }, { orderId }: OrderParams) => orderId === context.expandedId && findOrder(context, orderId)?.canCancel === true,
    isCancelConfirmed: (_, params: { answer: ParsedAnswer<'cancelOrder'> }) => params.answer.code === SUCCESS_CODE,
  },
  actions: {
    storeOrders: assign((_, params: { records: ParsedOrderRecord[] }) => ({ orders: params.records.map(toOrderView), retries: 0 })),
    forgetOrders: assign({ orders: null, retries: 0, expandedId: null, cancellingId: null }),
    resetRetries: assign({ retries: 0 }),
    countRetry: assign({ retries: ({ context }) => Math.min(context.retries + 1, ORDER_HISTORY_RETRIES) }),
    expand: assign({ expandedId: ({ context, event }) => (event.type === 'EXPAND' ? event.orderId : context.expandedId) }),
    collapse: assign({ expandedId: null }),
    /** The order asked about is the open one. */
    markCancelling: assign({ cancellingId: ({ context }) => context.expandedId }),
    clearCancelling: assign({ cancellingId: null }),
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
  },
}).createMachine({
  id: 'orders',
  meta: { spec: '4' },
  type: 'parallel',
  context: { orders: null, retries: 0, expandedId: null, cancellingId: null },
  states: {
    screen: {
      meta: { spec: '4' },
      initial: 'away',
      states: {
        away: { meta: { spec: '4' }, on: { MOUNTED: 'viewing' } },
        viewing: { meta: { spec: '4' }, on: { UNMOUNTED: 'away' } },
      },
    },
    session: {
      meta: { spec: '4' },
      initial: 'unknown',
      states: {
        /** The app has not yet told who is there (a stored user is being restored): the screen shows loading. */
        unknown: {
          meta: { spec: '4' },
          on: {
            LOGGED_IN: [{ guard: 'isViewing', target: 'member.loading' }, { target: 'member' }],
            VISITOR: 'visitor',
          },
        },
        /** The login prompt linking to /login. */
        visitor: {
          meta: { spec: '4' },
          on: {
            LOGGED_IN: [{ guard: 'isViewing', target: 'member.loading' }, { target: 'member' }],
          },
        },
        member: {
          meta: { spec: '4' },
          initial: 'idle',
          invoke: { id: 'watchOrderEvents', src: 'watchOrderEvents' },
          on: { VISITOR: { target: 'visitor', actions: 'forgetOrders' } },
          states: {
            /** No cached list. */
            idle: {
              meta: { spec: '4' },
              on: { MOUNTED: 'loading' },
            },
            loading: {
              meta: { spec: ['4', '7'] },
              tags: 'loading',
              entry: 'resetRetries',
              initial: 'fetching',
              // An order placed while the list loads: the answer may predate it, so the load starts over.
              on: { INVALIDATE: { target: 'loading', reenter: true }, ORDER_CHANGED: { target: 'loading', reenter: true } },
              states: {
                fetching: {
                  meta: { spec: ['4', '7'] },
                  invoke: {
                    id: 'fetchOrders',
                    src: 'fetchOrders',
                    onDone: {
                      target: '#orders.session.member.ready',
                      actions: { type: 'storeOrders', params: ({ event }) => ({ records: event.output }) },
                    },
                    onError: [
                      { guard: 'canRetry', target: 'waiting', actions: 'countRetry' },
                      { target: '#orders.session.member.error', actions: 'forgetOrders' },
                    ],
                  },
                },
                waiting: {
                  meta: { spec: '4' },
                  after: { [ORDER_HISTORY_RETRY_GAP_MS]: 'fetching' },
                },
              },
            },
            /** "Error loading order history" with Try Again. */
            error: {
              meta: { spec: ['4', '8'] },
              on: {
                TRY_AGAIN: 'loading',
                MOUNTED: 'loading',
                WINDOW_FOCUSED: { guard: 'isViewing', target: 'loading' },
                ORDER_CHANGED: { guard: 'isViewing', target: 'loading' },
              },
            },
            ready: {
              meta: { spec: '4' },
              type: 'parallel',
              on: { REFRESH: { guard: 'canRefetch', target: 'loading' } },
              states: {
                freshness: {
                  meta: { spec: '4' },
                  initial: 'fresh',
                  states: {
                    fresh: {
                      meta: { spec: '4' },
                      after: { [ORDER_HISTORY_FRESH_MS]: 'stale' },
                      on: {
                        INVALIDATE: 'stale',
                        ORDER_CHANGED: [{ guard: 'canRefetchShownList', target: '#orders.session.member.loading' }, { target: 'stale' }],
                      },
                    },
                    stale: {
                      meta: { spec: '4' },
                      on: {
                        MOUNTED: { guard: 'canRefetch', target: '#orders.session.member.loading' },
                        WINDOW_FOCUSED: { guard: 'canRefetchShownList', target: '#orders.session.member.loading' },
                        ORDER_CHANGED: { guard: 'canRefetchShownList', target: '#orders.session.member.loading' },
                      },
                    },
                  },
                },
                usage: {
                  meta: { spec: '4' },
                  initial: 'checking',
                  states: {
                    checking: {
                      meta: { spec: '4' },
                      always: [{ guard: 'isViewing', target: 'inUse' }, { target: 'unused' }],
                    },
                    inUse: { meta: { spec: '4' }, on: { UNMOUNTED: 'unused' } },
                    unused: {
                      meta: { spec: '4' },
                      after: { [ORDER_HISTORY_KEPT_MS]: { target: '#orders.session.member.idle', actions: 'forgetOrders' } },
                      on: { MOUNTED: 'inUse' },
                    },
                  },
                },
                view: {
                  meta: { spec: '4' },
                  initial: 'checking',
                  states: {
                    checking: {
                      meta: { spec: '4' },
                      always: [
                        { guard: 'hasNoOrders', target: 'empty', actions: 'collapse' },
                        { guard: 'isExpandedOrderListed', target: 'expanded' },
                        { target: 'collapsed', actions: 'collapse' },
                      ],
                    },
                    /** "No orders found". */
                    empty: { meta: { spec: '4' } },
                    collapsed: {
                      meta: { spec: '4' },
                      on: { EXPAND: { guard: { type: 'isListedOrder', params: orderParams }, target: 'expanded', actions: 'expand' } },
                    },
                    expanded: {
                      meta: { spec: '4' },
                      on: {
                        EXPAND: { guard: { type: 'isListedOrder', params: orderParams }, actions: 'expand' },
                        COLLAPSE: { target: 'collapsed', actions: 'collapse' },
                        UNMOUNTED: { target: 'collapsed', actions: 'collapse' },
                        CANCEL: { guard: { type: 'canCancel', params: orderParams }, target: 'confirmingCancel' },
                      },
                    },
                    /** "Cancel order ORD…?" (issue 13) about the open order: cancelled only once the customer says yes. */
                    confirmingCancel: {
                      meta: { spec: '4', issue: '13.5' },
                      on: {
                        CONFIRM: { target: 'cancelling', actions: 'markCancelling' },
                        DISMISS: 'expanded',
                        UNMOUNTED: { target: 'collapsed', actions: 'collapse' },
                      },
                    },
                    cancelling: {
                      meta: { spec: ['4', '7'] },
                      tags: 'cancelling',
                      invoke: {
                        id: 'cancelOrder',
                        src: 'cancelOrder',
                        input: ({ context }) => ({ orderId: orderIdForServer(context.cancellingId ?? '') }),
                        onDone: [
                          {
                            guard: { type: 'isCancelConfirmed', params: ({ event }) => ({ answer: event.output }) },
                            target: '#orders.session.member.loading',
                            actions: [
                              'clearCancelling',
                              // "Order Cancelled" alone (spec section 8): the server's "Order cancelled successfully" under it said it twice (issue 24).
                              { type: 'notify', params: notice(sayOrderHistory('orderCancelled'), 'success') },
                            ],
                          },
                          {
                            // Refused: the order changed elsewhere (cancelled on another tab, shipped by the shop), so the
                            // list loads again and shows the status the server knows (issue 24's second cancel).
                            target: '#orders.session.member.loading',
                            actions: [
                              'clearCancelling',
                              {
                                type: 'notify',
                                params: ({ event }) => notice(sayOrderHistory('failedToCancel'), 'error', event.output.msg || sayOrderHistory('failedToCancelServer')),
                              },
                            ],
                          },
                        ],
                        onError: {
                          target: 'expanded',
                          actions: [
                            'clearCancelling',
                            {
                              type: 'notify',
                              params: ({ event }) => notice(sayOrderHistory('failedToCancel'), 'error', errorWordsOr(event.error, sayOrderHistory('failedToCancelServer'))),
                            },
                          ],
                        },
                      },
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type OrdersSnapshot = SnapshotFrom<typeof ordersMachine>;

/** What the order history screen shows. */
export type OrderHistoryView =
  | { kind: 'loginPrompt' }
  | { kind: 'loading' }
  | { kind: 'error'; message: string; action: string }
  | { kind: 'empty'; message: string; refreshing: boolean }
  | {
      kind: 'orders'; orders: OrderView[]; expandedId: string | null; cancellingId: string | null;
      /** The order whose "Cancel order ORD…?" is asked. */
      confirmingCancelId: string | null; refreshing: boolean;
    };

export function orderHistoryView(language: Language, snapshot: OrdersSnapshot): OrderHistoryView {
  const messages = textsIn(language, englishMessages);
  const orderHistoryTexts = textsIn(language, englishOrderHistoryTexts);
  const { context } = snapshot;
  if (snapshot.matches({ session: 'visitor' })) return { kind: 'loginPrompt' };
  if (snapshot.matches({ session: { member: 'error' } })) return { kind: 'error', message: orderHistoryTexts.errorLoadingOrders, action: messages.screenTryAgain };
  const refreshing = snapshot.hasTag('loading');
  if (context.orders === null) return { kind: 'loading' };
  if (context.orders.length === 0) return { kind: 'empty', message: orderHistoryTexts.noOrders, refreshing };
  const confirmingCancelId = snapshot.matches({ session: { member: { ready: { view: 'confirmingCancel' } } } }) ? context.expandedId : null;
  return { kind: 'orders', orders: context.orders, expandedId: context.expandedId, cancellingId: context.cancellingId, confirmingCancelId, refreshing };
}
