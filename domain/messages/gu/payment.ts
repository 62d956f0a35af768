/** Gujarati for domain/messages/payment.ts (issue 16). Not wired into the screens yet. */
import type * as en from '../payment.ts';
import type { Translation } from '../translation.ts';

export const paymentTexts: Translation<typeof en.paymentTexts> = {
  heading: 'ચુકવણી',
  cash: 'ડિલિવરી વખતે રોકડા',
  upi: 'ડિલિવરી વખતે UPI',
  cashHint: 'ઓર્ડર આવે ત્યારે રોકડા ચૂકવો',
  upiHint: 'ઓર્ડર આવે ત્યારે કોઈ પણ UPI ઍપથી ચૂકવો; UPI id અને QR કોડ તમારા ઓર્ડરમાં છે',
  payTo: (upiId: string) => `UPI id ${upiId} પર ચૂકવો`,
  payee: (name: string) => `મેળવનાર: ${name}`,
  scanToPay: (amount: string) => `${amount} ચૂકવવા કોઈ પણ UPI ઍપથી સ્કૅન કરો`,
  qrCodeAlt: (orderId: string) => `ઓર્ડર ${orderId}ની ચુકવણી માટે UPI QR કોડ`,
  drawingQrCode: 'QR કોડ બને છે…',
  qrCodeFailed: 'QR કોડ બની શક્યો નહીં. કૃપા કરીને ઉપરના UPI id પર ચૂકવો.',
  openUpiApp: 'આ ફોનની UPI ઍપથી ચૂકવો',
};
