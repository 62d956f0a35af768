/** Hindi for domain/messages/payment.ts (issue 16). Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../payment.ts';
import type { Translation } from '../translation.ts';

export const paymentTexts: Translation<typeof en.paymentTexts> = {
  heading: 'भुगतान',
  cash: 'डिलीवरी पर नकद',
  upi: 'डिलीवरी पर UPI',
  cashHint: 'ऑर्डर आने पर नकद भुगतान करें',
  upiHint: 'ऑर्डर आने पर किसी भी UPI ऐप से भुगतान करें: QR कोड आपके ऑर्डर में है',
};
