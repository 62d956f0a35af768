/** The checkout's chart notes (spec sections 4 Cart, 5 Place order checks and the order rule, 7 createOrder, 8 Orders). */
import { PAYMENT_METHODS } from '../../domain/payment.ts';
import { cite, listed, type ChartNotes } from './kit.ts';
import { orderRuleMeaning } from './orderRule.ts';

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
  cites: {
    'checkout.ready --PLACE_ORDER [not(isLoggedIn)]': [
      placeOrderChecks('logged in (Please login to place your order)'),
      cite('2', 19, 'On the cart page, placing an order as a visitor goes to /login remembering /cart.'),
      cite('6', 3, 'Logged-in customers additionally: place, view and cancel orders, manage addresses'),
    ],
    'checkout.ready --PLACE_ORDER [isCartEmpty]': [placeOrderChecks('cart not empty (Your cart is empty!)')],
    'checkout.ready --PLACE_ORDER [not(hasAddressChosen)]': [placeOrderChecks('address chosen (Please select a delivery address!)')],
    'checkout.ready --PLACE_ORDER [orderRuleFails]': [
      cite('5', 1, 'Reading A: an order is valid if the cart holds at least one 5-litre product; otherwise it needs at least 7 items combining 750 ml products and cone/candy products.'),
      cite('5', 2, 'Reading B: a cart with a 5-litre item is valid'),
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
