/** The checkout's chart notes (spec sections 4 Cart, 5 Place order checks and the order rule, 7 createOrder, 8 Orders). */
import { DEFAULT_ORDER_RULE, type OrderRuleName } from '../../domain/constants.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { messages } from '../../domain/messages/index.ts';
import { PAYMENT_METHODS } from '../../domain/payment.ts';
import { cite, listed, type ChartNotes } from './kit.ts';
import { orderRuleMeaning } from './orderRule.ts';

/** The order rule's toast in each reading, from the message catalogue; reading B's count as the specification writes it, {n}. */
const ruleToast: Record<OrderRuleName, string> = { A: messages.ruleA, B: (messages.ruleB as (n: number | string) => string)('{n}') };
const otherReading: OrderRuleName = DEFAULT_ORDER_RULE === 'A' ? 'B' : 'A';
const orderRuleToasts = `a toast (error), by the reading the shop runs: reading ${DEFAULT_ORDER_RULE} (active) "${ruleToast[DEFAULT_ORDER_RULE]}"; reading ${otherReading} (ORDER_RULE=${otherReading}) "${ruleToast[otherReading]}"${otherReading === 'B' || DEFAULT_ORDER_RULE === 'B' ? ' ({n}: the cone/candy in the cart)' : ''}`;
const orderFailedToast = `a toast "${cartTexts.failedToPlaceOrder}" (error) with the server's message under it, or "${cartTexts.failedToCreateOrder}" when it gives none`;

/** Why the cart screen does not send these PLACE_ORDERs: the button they come from is disabled or not shown (derived placeOrderButton). */
const disabledPlaceOrder = (why: string) => `the cart screen disables Place Order ${why} (derived placeOrderButton); this edge is the machine's answer if PLACE_ORDER arrives anyway`;

/** A visitor's disabled Place Order under reading A, from the cart screen's catalogue, its count as N. */
const visitorLabel = (cartTexts.addMoreItemsButton as (n: number | string) => string)('N');

const placeOrderChecks = (quote: string) => cite('5', 4, quote);
const placeFailed = cite('8', 8, 'Orders: toast Failed to place order with the message or Please try again later');

export const checkoutNotes: ChartNotes = {
  guards: {
    isLoggedIn: 'a customer is logged in',
    isCartEmpty: 'the cart has no line',
    hasAddressChosen: 'a delivery address is chosen in the cart',
    orderRuleFails: `the order rule is not met: ${orderRuleMeaning}`,
    isRetryOfFailedAttempt: 'the same order as the attempt that failed: sent again with the same idempotency key',
    isPaymentMethod: `a way to pay on delivery the shop takes: ${listed([...PAYMENT_METHODS])}`,
    isRefusedByServer: 'the server answered and refused the order (a code other than 200: a price, the stock or a product changed)',
  },
  actions: {
    startAttempt: 'prices the lines by the cart rules into the createOrder payload (addressId, totalAmount as text, orderMeta)',
    choosePayment: 'the order will be paid this way',
    keepPaymentMethod: 'keeps the way to pay in browser storage, so a reload keeps it',
    setIdempotencyKey: 'the attempt gets a fresh idempotency key (sent as the Idempotency-Key header)',
    forgetAttempt: 'forgets the attempt, so the next Place Order is a new one',
    notify: 'a toast',
    navigate: 'goes to',
    clearCart: 'empties the cart (without the Cart cleared toast)',
    invalidateOrders: 'marks the order history stale, so it is fetched again',
    refreshCatalogue: 'loads the catalogue again; the cart re-prices its lines from it',
  },
  says: {
    'checkout.ready --PLACE_ORDER [orderRuleFails]': { notify: orderRuleToasts },
    'checkout.submitting --error: createOrder [isRefusedByServer]': { notify: orderFailedToast },
    'checkout.submitting --error: createOrder': { notify: orderFailedToast },
  },
  screen: {
    'checkout.ready --PLACE_ORDER [orderRuleFails]': disabledPlaceOrder('while the order rule fails'),
    'checkout.ready --PLACE_ORDER [not(hasAddressChosen)]': disabledPlaceOrder('while a logged-in customer has no delivery address chosen'),
    'checkout.ready --PLACE_ORDER [isCartEmpty]': 'an empty cart shows no Place Order (the cart screen shows its empty state); this edge is the machine\'s answer if PLACE_ORDER arrives anyway',
  },
  derived: {
    placeOrderButton: {
      rule: `the cart screen's Place Order ("${cartTexts.placeOrder}") is disabled when the order rule fails or a logged-in customer has no delivery address chosen, and then reads "${cartTexts.selectDeliveryAddressButton}"; a visitor cannot choose an address, so for a visitor only the order rule disables it, and it says what the order lacks ("${visitorLabel}"; pressing an enabled one leads to the login). It is disabled too while an order is on its way (snapshot.can(PLACE_ORDER) is false in preparing and submitting). Where: placeOrderButton in machines/checkout.ts, which the screen renders; the machine itself still answers a PLACE_ORDER that arrives anyway with the toasts of the edges marked "disabled on screen"`,
      cites: [cite('4', 6, 'Place Order is disabled when the order rule fails or no address is chosen; it then reads Select Delivery Address.')],
    },
  },
  cites: {
    'checkout.ready --PLACE_ORDER [not(isLoggedIn)]': [
      placeOrderChecks('logged in (Please login to place your order)'),
      cite('2', 19, 'On the cart page, placing an order as a visitor goes to /login remembering /cart.'),
      cite('6', 3, 'Logged-in customers additionally: place, view and cancel orders, manage addresses'),
    ],
    'checkout.ready --PLACE_ORDER [isCartEmpty]': [placeOrderChecks('cart not empty (Your cart is empty!)')],
    'checkout.ready --PLACE_ORDER [not(hasAddressChosen)]': [placeOrderChecks('address chosen (Please select a delivery address!)'), cite('4', 6, 'or no address is chosen; it then reads Select Delivery Address.')],
    'checkout.ready --PLACE_ORDER [orderRuleFails]': [
      cite('5', 1, 'Reading A: an order is valid if the cart holds at least one 5-litre product; otherwise it needs at least 7 items combining 750 ml products and cone/candy products. Message: Please add either 1 5-liter product'),
      cite('5', 2, 'Reading B: a cart with a 5-litre item is valid; otherwise, if every item is cone/candy, the total cone/candy quantity must be at least 5, else invalid with: Minimum 5 quantities required for ConeCandy products. Current quantity: {n}.'),
      cite('4', 6, 'Place Order is disabled when the order rule fails'),
    ],
    'checkout.preparing --error: newIdempotencyKey': [placeFailed],
    'checkout.submitting --done: createOrder': [
      cite('4', 7, 'After a successful order: cart cleared, success toast, navigate to /order-history, order history cache invalidated.'),
      cite('8', 8, 'success toast Order Placed Successfully! Your order has been confirmed.'),
    ],
    'checkout.submitting --error: createOrder [isRefusedByServer]': [placeFailed, cite('7', 9, 'Success when code 200; else msg or Failed to create order.')],
    'checkout.submitting --error: createOrder': [placeFailed, cite('7', 9, 'Success when code 200; else msg or Failed to create order.')],
  },
};
