/** Gujarati for domain/messages/payment.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../payment.ts';
import type { Translation } from '../translation.ts';

export const paymentTexts: Translation<typeof en.paymentTexts> = {
  heading: 'ચુકવણી',
  cash: 'ડિલિવરી વખતે રોકડા',
  upi: 'ડિલિવરી વખતે UPI',
  cashHint: 'ઓર્ડર આવે ત્યારે રોકડા ચૂકવો',
  upiHint: 'ઓર્ડર આવે ત્યારે કોઈ પણ UPI ઍપથી ચૂકવો: QR કોડ તમારા ઓર્ડરમાં છે',
};
