import { textCatalogue } from '../textCatalogues.ts';

/** What an order paid by UPI on delivery says about paying, in its details on /order-history (issue 13, part 1). */
export const orderPaymentTexts = textCatalogue('orderPaymentTexts', {
  payTo: (upiId: string) => `Pay to UPI id ${upiId}`,
  payee: (name: string) => `Payee: ${name}`,
  scanToPay: (amount: string) => `Scan with any UPI app to pay ${amount}`,
  qrCodeAlt: (orderId: string) => `UPI QR code to pay for order ${orderId}`,
  drawingQrCode: 'Drawing the QR code…',
  qrCodeFailed: 'The QR code could not be drawn. Please pay to the UPI id above.',
  openUpiApp: 'Pay with a UPI app on this phone',
} as const);
