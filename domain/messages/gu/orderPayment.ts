/** Gujarati for domain/messages/orderPayment.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../orderPayment.ts';
import type { Translation } from '../translation.ts';

export const orderPaymentTexts: Translation<typeof en.orderPaymentTexts> = {
  payTo: (upiId: string) => `UPI id ${upiId} પર ચૂકવો`,
  payee: (name: string) => `મેળવનાર: ${name}`,
  scanToPay: (amount: string) => `${amount} ચૂકવવા કોઈ પણ UPI ઍપથી સ્કૅન કરો`,
  qrCodeAlt: (orderId: string) => `ઓર્ડર ${orderId}ની ચુકવણી માટે UPI QR કોડ`,
  drawingQrCode: 'QR કોડ બને છે…',
  qrCodeFailed: 'QR કોડ બની શક્યો નહીં. કૃપા કરીને ઉપરના UPI id પર ચૂકવો.',
  openUpiApp: 'આ ફોનની UPI ઍપથી ચૂકવો',
};
