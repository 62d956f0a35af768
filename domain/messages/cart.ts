import { twelveHour } from '../clock.ts';
import { textCatalogue } from '../textCatalogues.ts';
import type { SellingUnit } from '../cartLine.ts';

/**
 * The cart screen's labels and the checkout machine's texts (/cart, spec sections 2, 4, 5, 9); the address labels it shares with the address dialogs are in addresses.ts.
 */
export const cartTexts = textCatalogue('cartTexts', {
  yourCart: 'Your Cart',
  emptyCartLead: 'Browse our ice cream tubs, cones and candy and add your favourites.',
  browseProducts: 'Browse Products',
  itemsInYourCart: 'Items in your cart',
  /** Read before a line's amount (visually hidden). */
  amountLabel: 'Amount:',
  /** `unit`: what one is (domain/cartLine.ts sellingUnit), which Hindi names (issue 24). */
  unitPriceEach: (price: string, _unit: SellingUnit) => `${price} each`,
  /** Section 4: beside the unit price of a 5-litre line at the wholesale price. */
  wholesaleTag: '(Wholesale)',
  remove: 'Remove',
  removeNamed: (item: string) => `Remove ${item}`,
  /** Not quoted by the specification: shown beside a cart line whose + stopped at the limit. */
  lineLimit: (n: number) => `At most ${n} per item in one order`,
  orderSummary: 'Order Summary',
  summaryItems: 'Items',
  summaryLitres: 'Total litres',
  summarySubtotal: 'Subtotal',
  summaryDelivery: 'Delivery',
  summaryTotal: 'Total',
  /** Issue 13: under the total when the cart is priced below the MRP ("You save ₹520.00"). */
  youSave: (amount: string) => `You save ${amount}`,
  deliveryAddress: 'Delivery Address',
  manageAddresses: 'Manage addresses',
  loginToChooseAddress: 'Log in when you place your order to choose a delivery address.',
  placingOrder: 'Placing your order…',
  /** Section 2, /cart. */
  clearCart: 'Clear Cart',
  /** Issue 13: Clear Cart asks first. */
  clearCartQuestion: 'Clear your cart?',
  clearCartDetail: 'Every item will be taken out of your cart.',
  clearCartConfirm: 'Yes, clear my cart',
  keepCart: 'Keep my cart',
  /** Issue 13: the total and Place Order (a bar at the bottom of a phone's screen). */
  checkout: 'Checkout',
  // Said by the flow's machine (moved out of the first load: the machine loads with its screen)
  loginToPlaceOrder: 'Please login to place your order',
  cartEmpty: 'Your cart is empty!',
  selectDeliveryAddress: 'Please select a delivery address!',
  selectDeliveryAddressButton: 'Select Delivery Address',
  /**
   * Issue 23: beside the order rule's quoted message, what the order still needs (reading A: items of 750 ML
   * tubs, cones and candy, or one 5 Litre tub; reading B: cones and candy, or any tub).
   */
  orderNeedsItems: (n: number) => `Add ${n} more ${n === 1 ? 'item' : 'items'} (750 ML tubs, cones or candy), or one 5 Litre tub, to place your order`,
  orderNeedsConeCandy: (n: number) => `Add ${n} more ${n === 1 ? 'cone or candy' : 'cones or candy'}, or any ice cream tub, to place your order`,
  /** Issue 23: a visitor's disabled Place Order button while the order rule is not met. */
  addMoreItemsButton: (n: number) => `Add ${n} more ${n === 1 ? 'item' : 'items'}`,
  addMoreConeCandyButton: (n: number) => `Add ${n} more ${n === 1 ? 'cone or candy' : 'cones or candy'}`,
  orderPlaced: 'Order Placed Successfully! Your order has been confirmed.',
  failedToPlaceOrder: 'Failed to place order',
  failedToCreateOrder: 'Failed to create order',
  tryAgainLater: 'Please try again later',
  /** Not quoted by the specification: the Default Address created for a new customer has no street yet. */
  enterStreetForDelivery: 'Please enter your street address for delivery',
  /** Section 2, /cart: the Place Order button's own label. */
  placeOrder: 'Place Order',
  /** Issue 13: when an order placed now (or a Pending order, from its time) arrives; times in 12-hour wording. */
  arrivesTodayWithin: (minutes: number) => `Arrives today, usually within ${minutes} minutes`,
  arrivesTodayAfter: (opensAt: string) => `Arrives today after ${twelveHour('en', opensAt)}`,
  arrivesTomorrowAfter: (opensAt: string) => `Arrives tomorrow after ${twelveHour('en', opensAt)}`,
} as const);
