/**
 * Placing an order from the cart (spec sections 2 /cart, 4 Cart "After a successful order", 5 Place
 * order checks and the order rule, 7 createOrder, 8 Orders), paid on delivery in cash or by UPI as the
 * customer chooses (CHOOSE_PAYMENT, issue 13; cash until chosen), sent with the order.
 *
 * PLACE_ORDER carries what the cart screen holds: the lines, the chosen delivery address and the
 * session's user. The checks run in the spec's order (logged in, cart not empty, address chosen, the
 * order rule); then an idempotency key is generated for the attempt and the order is sent. A retry of
 * a failed attempt with the same order reuses its key, so an order the server took although the answer
 * was lost is not placed twice. Effects are actors and actions the app provides: `newIdempotencyKey`,
 * `createOrder` (resolves with the parsed answer, rejects when the call fails, with the server's `msg`
 * as the error message and, when the server answered but refused, its `code`), `notify`, `navigate`,
 * and, supplied by the storefront (machines/app.ts), `clearCart`, `invalidateOrders`, `refreshCatalogue`.
 *
 * A refusal by the server (a price or the stock changed since the catalogue was loaded, a product is gone)
 * asks for the catalogue again: the cart re-prices its lines from it as on every load, so the next Place
 * Order sends today's prices (a new attempt, with a new key, since the order changed).
 */
import { assign, fromPromise, not, setup, type SnapshotFrom } from 'xstate';
import { cartTotals } from '../domain/cart.ts';
import type { OrderShortfall } from '../domain/orderRule.ts';
import { toCartLine } from '../domain/cartLine.ts';
import { DELIVERY_FEE, type OrderRuleName } from '../domain/constants.ts';
import type { CreateOrderRequest, ParsedAnswer } from '../domain/contract.ts';
import { DEFAULT_PAYMENT_METHOD, isPaymentMethod, paymentMethodOf, type PaymentMethod } from '../domain/payment.ts';
import type { CartItem } from './cart.ts';
import { errorWordsOr, notice, notProvided, type Notice } from './kit.ts';
import { messageKeys } from '../domain/message.ts';
import { cartTexts as englishCartTexts } from '../domain/messages/cart.ts';
import { textsIn } from '../domain/textCatalogues.ts';
import type { Language } from '../domain/locale.ts';

const sayCart = messageKeys('cartTexts', englishCartTexts);

/** Who is logged in, as far as placing an order needs to know. */
export interface CheckoutUser {
  userId: number;
}

/** One line of the createOrder payload (spec section 3, Order placement payload). */
export interface OrderLinePayload {
  pid: number;
  pMetaId: number;
  quantity: number;
  amount: number;
  size: string;
  title: string;
}

/** The createOrder payload: addressId, totalAmount as text, orderMeta, and how the customer pays. */
export interface OrderPayload extends CreateOrderRequest {
  addressId: number;
  totalAmount: string;
  orderMeta: OrderLinePayload[];
  paymentMethod: PaymentMethod;
}

export interface CreateOrderInput {
  order: OrderPayload;
  /** Sent as the Idempotency-Key header. */
  idempotencyKey: string;
}

export interface NavigateParams {
  to: string;
  /** Where the login screen returns to afterwards. */
  returnTo?: string;
}

export type CheckoutEvent =
  | {
      type: 'PLACE_ORDER';
      items: readonly CartItem[];
      /** The delivery address chosen in the cart, if any. */
      addressId: number | null;
      user: CheckoutUser | null;
    }
  /** The payment method picked on the cart (the radio's value). */
  | { type: 'CHOOSE_PAYMENT'; method: string };

type PlaceOrderEvent = Extract<CheckoutEvent, { type: 'PLACE_ORDER' }>;
const methodOf = ({ event }: { event: Extract<CheckoutEvent, { type: 'CHOOSE_PAYMENT' }> }) => ({ method: event.method });

/** The cart lines a PLACE_ORDER carries, as the guards read them. */
type ItemsParams = { items: readonly CartItem[] };
const itemsOf = ({ event }: { event: PlaceOrderEvent }): ItemsParams => ({ items: event.items });
/** The whole of what a PLACE_ORDER carries. */
type OrderParams = Omit<PlaceOrderEvent, 'type'>;
const orderOf = ({ event }: { event: PlaceOrderEvent }): OrderParams => ({ items: event.items, addressId: event.addressId, user: event.user });

export interface CheckoutContext {
  orderRule: OrderRuleName;
  /** How the next order is paid on delivery. */
  paymentMethod: PaymentMethod;
  /** The order being placed, or the last one that failed (whose key a retry reuses). */
  attempt: { order: OrderPayload; idempotencyKey: string | null } | null;
}

export interface CheckoutInput {
  orderRule: OrderRuleName;
  /** The method chosen before a reload, kept by the app (issue 23); cash when none was. */
  paymentMethod?: PaymentMethod;
}

/** Totals, wholesale and the order rule for these lines, from the domain rules. */
export function checkoutTotals(items: readonly CartItem[], rule: OrderRuleName) {
  return cartTotals(items.map(toCartLine), rule);
}

/** The createOrder payload for these lines, priced by the domain rules. */
export function orderPayload(items: readonly CartItem[], addressId: number, rule: OrderRuleName, paymentMethod: PaymentMethod): OrderPayload {
  const totals = checkoutTotals(items, rule);
  return {
    addressId,
    totalAmount: String(totals.totalAmount + DELIVERY_FEE),
    orderMeta: totals.lines.map((line, index) => ({
      pid: line.productId,
      pMetaId: line.size.id,
      quantity: line.quantity,
      amount: line.amount,
      size: line.size.size,
      title: items[index]?.product.name ?? '',
    })),
    paymentMethod,
  };
}

/**
 * The toast of a failed createOrder: "Failed to place order" over the server's words, or section 7's
 * createOrder fallback "Failed to create order" when it sent none (the call's error is "msg or Failed to
 * create order", so the toast's "or Please try again later" of section 8 is left for a failure before the
 * call: no idempotency key).
 */
const orderFailedNotice = (error: unknown): Notice => notice(sayCart('failedToPlaceOrder'), 'error', errorWordsOr(error, sayCart('failedToCreateOrder')));

/** The server answered and refused the order (a `code` other than 200), as opposed to no or a broken answer. */
export function isRefusal(error: unknown): boolean {
  if (!error || typeof error !== 'object') return false;
  const { code } = error as { code?: unknown };
  return typeof code === 'string' && code !== '' && code !== '200';
}

const sameOrder = (a: OrderPayload, b: OrderPayload) => JSON.stringify(a) === JSON.stringify(b);

export const checkoutMachine = setup({
  types: {
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    input: {} as CheckoutInput,
  },
  actors: {
    /** A fresh key per attempt (the app uses crypto.randomUUID()). */
    newIdempotencyKey: fromPromise<string, void>(notProvided('newIdempotencyKey')),
    createOrder: fromPromise<ParsedAnswer<'createOrder'>, CreateOrderInput>(notProvided('createOrder')),
  },
  guards: {
    // Read from the event: XState's not() takes no params function. Only PLACE_ORDER carries a user and an address.
    isLoggedIn: ({ event }) => event.type === 'PLACE_ORDER' && event.user !== null,
    isCartEmpty: (_, params: ItemsParams) => params.items.length === 0,
    hasAddressChosen: ({ event }) => event.type === 'PLACE_ORDER' && event.addressId !== null,
    /** The order rule of section 5 refuses these lines (minimum quantity or amount). */
    orderRuleFails: ({ context }, params: ItemsParams) => !checkoutTotals(params.items, context.orderRule).canPlaceOrder,
    /** The same order as the attempt that failed: it is sent again with the same key. */
    isRetryOfFailedAttempt: ({ context }, params: OrderParams) =>
      typeof context.attempt?.idempotencyKey === 'string' &&
      params.addressId !== null &&
      sameOrder(context.attempt.order, orderPayload(params.items, params.addressId, context.orderRule, context.paymentMethod)),
    isPaymentMethod: (_, params: { method: string }) => isPaymentMethod(params.method),
    isRefusedByServer: (_, params: { error: unknown }) => isRefusal(params.error),
  },
  actions: {
    startAttempt: assign({
      attempt: ({ context }, params: OrderParams) => ({
        order: orderPayload(params.items, params.addressId ?? 0, context.orderRule, context.paymentMethod),
        idempotencyKey: null,
      }),
    }),
    choosePayment: assign({ paymentMethod: (_, params: { method: string }) => paymentMethodOf(params.method) }),
    /** Supplied by the app: keep the chosen method with the cart in browser storage, so that a reload keeps it (issue 23). */
    keepPaymentMethod: (_, _params: { method: string }) => {},
    setIdempotencyKey: assign({
      attempt: ({ context }, params: { key: string }) => (context.attempt ? { ...context.attempt, idempotencyKey: params.key } : null),
    }),
    forgetAttempt: assign({ attempt: null }),
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
    /** Supplied by the app: go to another route. */
    navigate: (_, _params: NavigateParams) => {},
    /** Supplied by the storefront (machines/app.ts): empty the cart (the cart machine's CLEAR without its toast). */
    clearCart: () => {},
    /** Supplied by the storefront: mark the order history stale so that it is fetched again. */
    invalidateOrders: () => {},
    /** Supplied by the storefront: load the catalogue again (the cart re-prices its lines when it arrives). */
    refreshCatalogue: () => {},
  },
}).createMachine({
  id: 'checkout',
  meta: { spec: '5' },
  context: ({ input }) => ({ orderRule: input.orderRule, paymentMethod: input.paymentMethod ?? DEFAULT_PAYMENT_METHOD, attempt: null }),
  initial: 'ready',
  states: {
    /** Waiting for Place Order; the substate tells how the last attempt ended. */
    ready: {
      meta: { spec: '5' },
      initial: 'idle',
      on: {
        PLACE_ORDER: [
          {
            guard: not('isLoggedIn'),
            actions: [
              { type: 'notify', params: { message: sayCart('loginToPlaceOrder'), tone: 'error' } },
              { type: 'navigate', params: { to: '/login', returnTo: '/cart' } },
            ],
          },
          { guard: { type: 'isCartEmpty', params: itemsOf }, actions: { type: 'notify', params: { message: sayCart('cartEmpty'), tone: 'error' } } },
          { guard: not('hasAddressChosen'), actions: { type: 'notify', params: { message: sayCart('selectDeliveryAddress'), tone: 'error' } } },
          {
            guard: { type: 'orderRuleFails', params: itemsOf },
            actions: {
              type: 'notify',
              params: ({ context, event }) => ({
                message: checkoutTotals(event.items, context.orderRule).orderValidationMessage ?? '',
                tone: 'error' as const,
              }),
            },
          },
          { guard: { type: 'isRetryOfFailedAttempt', params: orderOf }, target: 'submitting' },
          { target: 'preparing', actions: { type: 'startAttempt', params: orderOf } },
        ],
        CHOOSE_PAYMENT: {
          meta: { issue: '13.1' },
          guard: { type: 'isPaymentMethod', params: methodOf },
          actions: [
            { type: 'choosePayment', params: methodOf },
            { type: 'keepPaymentMethod', params: methodOf },
          ],
        },
      },
      states: {
        idle: { meta: { spec: '5' } },
        /** The order went through; the app has moved on to the order history. */
        placed: { meta: { spec: ['4', '5'] } },
        /** The last attempt failed; the customer may try again. */
        failed: { meta: { spec: ['5', '8'] } },
      },
    },
    preparing: {
      meta: { spec: '5' },
      tags: 'placingOrder',
      invoke: {
        id: 'newIdempotencyKey',
        src: 'newIdempotencyKey',
        onDone: { target: 'submitting', actions: { type: 'setIdempotencyKey', params: ({ event }) => ({ key: event.output }) } },
        onError: {
          target: 'ready.failed',
          actions: ['forgetAttempt', { type: 'notify', params: { message: sayCart('failedToPlaceOrder'), tone: 'error', description: sayCart('tryAgainLater') } }],
        },
      },
    },
    submitting: {
      meta: { spec: ['5', '7'] },
      tags: 'placingOrder',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => {
          const { attempt } = context;
          if (!attempt?.idempotencyKey) throw new Error('submitting without an attempt and its key');
          return { order: attempt.order, idempotencyKey: attempt.idempotencyKey };
        },
        onDone: {
          target: 'ready.placed',
          actions: [
            'clearCart',
            { type: 'notify', params: { message: sayCart('orderPlaced'), tone: 'success' } },
            { type: 'navigate', params: { to: '/order-history' } },
            'invalidateOrders',
            'forgetAttempt',
          ],
        },
        onError: [
          {
            guard: { type: 'isRefusedByServer', params: ({ event }) => ({ error: event.error }) },
            target: 'ready.failed',
            actions: [
              { type: 'notify', params: ({ event }) => orderFailedNotice(event.error) },
              'refreshCatalogue',
            ],
          },
          {
            target: 'ready.failed',
            actions: { type: 'notify', params: ({ event }) => orderFailedNotice(event.error) },
          },
        ],
      },
    },
  },
});

export type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

export interface CartState {
  items: readonly CartItem[];
  addressId: number | null;
  user: CheckoutUser | null;
}

/** Issue 23: what the order still needs, said beside the order rule's quoted message. */
export const orderShortfallText = (language: Language, { reading, count }: OrderShortfall): string => {
  const cartTexts = textsIn(language, englishCartTexts);
  return reading === 'A' ? cartTexts.orderNeedsItems(count) : cartTexts.orderNeedsConeCandy(count);
};

const shortfallButtonText = (language: Language, { reading, count }: OrderShortfall): string => {
  const cartTexts = textsIn(language, englishCartTexts);
  return reading === 'A' ? cartTexts.addMoreItemsButton(count) : cartTexts.addMoreConeCandyButton(count);
};

/**
 * The Place Order button (spec section 4): disabled when the order rule fails or no delivery address
 * is chosen, and it then reads "Select Delivery Address"; also disabled while an order is being placed.
 * A visitor cannot choose an address, so for a visitor only the order rule counts (pressing it leads to
 * the login screen), and while it fails the button says what the order still needs (issue 23), not to
 * select an address the visitor cannot select.
 */
export function placeOrderButton(language: Language, snapshot: CheckoutSnapshot, cart: CartState): { disabled: boolean; text: string; busy: boolean } {
  const cartTexts = textsIn(language, englishCartTexts);
  const busy = snapshot.hasTag('placingOrder');
  const { orderShortfall } = checkoutTotals(cart.items, snapshot.context.orderRule);
  const needsAddress = cart.user !== null && cart.addressId === null;
  const blocked = orderShortfall !== null || needsAddress;
  const text = !blocked ? cartTexts.placeOrder : cart.user === null && orderShortfall ? shortfallButtonText(language, orderShortfall) : cartTexts.selectDeliveryAddressButton;
  return { disabled: !snapshot.can({ type: 'PLACE_ORDER', ...cart }) || blocked, text, busy };
}
