/** Hindi for domain/messages/deliveryCheck.ts (issue 16). Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../deliveryCheck.ts';
import type { Translation } from '../translation.ts';

export const deliveryCheckTexts: Translation<typeof en.deliveryCheckTexts> = {
  heading: 'क्या हम आपके इलाके में डिलीवरी करते हैं?',
  pinCodeLabel: 'आपका पिन कोड',
  placeholder: '6 अंकों का पिन कोड',
  check: 'जाँचें',
  checking: 'जाँच रहे हैं…',
  weDeliverTo: (area: string) => `हम ${area} में डिलीवरी करते हैं`,
  notDelivered: (pinCode: string) => `माफ़ करें, ${pinCode} में अभी हम डिलीवरी नहीं करते`,
  areasServed: (n: number) => `वे ${n} इलाके देखें जहाँ हम डिलीवरी करते हैं`,
  failed: 'सेवा अभी उपलब्ध नहीं है',
  retry: 'फिर से कोशिश करें',
};
