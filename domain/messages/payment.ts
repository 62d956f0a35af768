import { textCatalogue } from '../textCatalogues.ts';

/** Paying on delivery (issue 13, part 1): the choice on /cart and each order's method (what a UPI order says about paying: ./orderPayment.ts). */
export const paymentTexts = textCatalogue('paymentTexts', {
  heading: 'Payment',
  cash: 'Cash on delivery',
  upi: 'UPI on delivery',
  cashHint: 'Pay in cash when your order arrives',
  upiHint: 'Pay by any UPI app on arrival: the QR code is in your order',
} as const);
