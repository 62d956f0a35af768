import { textCatalogue } from '../textCatalogues.ts';

/**
 * The order history screen's labels and the orders machine's texts (/order-history).
 */
export const orderHistoryTexts = textCatalogue('orderHistoryTexts', {
  orderHistoryTitle: 'Order History',
  refresh: 'Refresh',
  refreshing: 'Refreshing…',
  loginToViewOrders: 'Please login to view your order history.',
  login: 'Login',
  loadingOrders: 'Loading your orders…',
  viewDetails: 'View details',
  hideDetails: 'Hide details',
  cancelOrder: 'Cancel Order',
  cancelling: 'Cancelling…',
  /** Issue 13: Cancel Order asks first. */
  cancelOrderQuestion: (orderId: string) => `Cancel order ${orderId}?`,
  cancelOrderDetail: 'The shop will not prepare or deliver it.',
  cancelOrderConfirm: 'Yes, cancel it',
  keepOrder: 'Keep my order',
  /** Order again (issue 13): the order's lines still in stock go back into the cart. */
  orderAgain: 'Order again',
  orderingAgain: 'Adding to cart…',
  itemsInOrder: (orderId: string) => `Items in order ${orderId}`,
  andMore: (n: number) => `and ${n} more`,
  orderItemsHeading: 'Items',
  orderItemSizeQuantity: (size: string, quantity: number) => `Size: ${size} · Quantity: ${quantity}`,
  orderDeliveryHeading: 'Delivery',
  orderAddress: 'Address',
  orderPinCode: 'Pin code',
  orderPhone: 'Phone',
  orderSubtotal: 'Subtotal',
  orderDeliveryFee: 'Delivery fee',
  orderTotal: 'Total',
  /** A cancelled order shows why the shop cancelled it (issue 12). */
  orderCancelReason: (reason: string) => `Reason: ${reason}`,
  // Said by the flow's machine (moved out of the first load: the machine loads with its screen)
  orderCancelledServer: 'Order cancelled successfully',
  orderCancelled: 'Order Cancelled',
  failedToCancel: 'Failed to cancel order',
  failedToCancelServer: 'Failed to cancel order. Please try again.',
  errorLoadingOrders: 'Error loading order history',
  noOrders: 'No orders found',
  /**
   * Section 4's badge labels as the customer reads them (the status values stay the server's; the desk
   * keeps statusBadge's English labels of domain/orders.ts, the same words).
   */
  statusCompleted: 'Completed',
  statusPending: 'Pending',
  statusCancelled: 'Cancelled',
  statusShipped: 'Shipped',
} as const);
