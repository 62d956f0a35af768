/** Gujarati for domain/messages/deliveryCheck.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../deliveryCheck.ts';
import type { Translation } from '../translation.ts';

export const deliveryCheckTexts: Translation<typeof en.deliveryCheckTexts> = {
  heading: 'શું અમે તમારા વિસ્તારમાં ડિલિવરી કરીએ છીએ?',
  pinCodeLabel: 'તમારો પિન કોડ',
  placeholder: '6 અંકનો પિન કોડ',
  check: 'તપાસો',
  checking: 'તપાસીએ છીએ…',
  weDeliverTo: (area: string) => `અમે ${area}માં ડિલિવરી કરીએ છીએ`,
  notDelivered: (pinCode: string) => `માફ કરજો, ${pinCode}માં હજી અમે ડિલિવરી કરતા નથી`,
  areasServed: (n: number) => `અમે ડિલિવરી કરીએ છીએ તે ${n} વિસ્તાર જુઓ`,
  failed: 'સેવા હમણાં ઉપલબ્ધ નથી',
  retry: 'ફરી પ્રયાસ કરો',
};
