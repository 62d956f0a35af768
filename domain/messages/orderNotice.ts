/**
 * What the desk tells a customer on WhatsApp about their order (issue 27, point 7): the message a
 * `wa.me` link fills in (domain/desk/whatsApp.ts), in the customer's language. Not shown by the
 * storefront, so not a live catalogue: the desk reads all three languages at once.
 */
export const orderNoticeTexts = {
  accepted: (name: string, orderId: string) => `Namaste ${name}! Your order ${orderId} is accepted and will reach you soon.`,
  delivered: (name: string, orderId: string) => `Namaste ${name}! Your order ${orderId} has been delivered. Thank you for ordering with us!`,
  cancelled: (name: string, orderId: string, reason: string) => `Namaste ${name}, we are sorry: your order ${orderId} has been cancelled. Reason: ${reason}`,
  cancelledWithoutReason: (name: string, orderId: string) => `Namaste ${name}, your order ${orderId} has been cancelled.`,
} as const;
