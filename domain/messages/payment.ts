/** Paying on delivery (issue 13, part 1): the choice on /cart and what an order's details say about paying. */
export const paymentTexts = {
  heading: 'Payment',
  cash: 'Cash on delivery',
  upi: 'UPI on delivery',
  cashHint: 'Pay in cash when your order arrives',
  upiHint: 'Pay with any UPI app when your order arrives; the UPI id and QR code are in your order',
  payTo: (upiId: string) => `Pay to UPI id ${upiId}`,
  payee: (name: string) => `Payee: ${name}`,
  scanToPay: (amount: string) => `Scan with any UPI app to pay ${amount}`,
  qrCodeAlt: (orderId: string) => `UPI QR code to pay for order ${orderId}`,
  drawingQrCode: 'Drawing the QR code…',
  qrCodeFailed: 'The QR code could not be drawn. Please pay to the UPI id above.',
  openUpiApp: 'Pay with a UPI app on this phone',
} as const;
