/** Hindi for domain/messages/forms.ts (issue 16): the checks the forms share. Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../forms.ts';
import type { Translation } from '../translation.ts';

export const formTexts: Translation<typeof en.formTexts> = {
  enterName: 'कृपया अपना नाम लिखें',
  invalidEmail: 'ईमेल पता गलत है',
  invalidPhoneOnSubmit: 'कृपया सही फ़ोन नंबर लिखें',
  enterValidPhone: 'कृपया सही फ़ोन नंबर लिखें',
  passwordMin: 'पासवर्ड में कम से कम 6 अक्षर होने चाहिए',

  phoneHintExact: 'नंबर में ठीक 10 अंक होने चाहिए',
  moreDigitsNeeded: (n: number) => `${n} अंक और चाहिए`,

  enterStreetAddress: 'कृपया गली और मकान का पता लिखें',
  pinCodeRequired: 'पिन कोड ज़रूरी है',
  pinCodeSixDigits: 'पिन कोड में ठीक 6 अंक होने चाहिए',
  pinCodeOutsideArea: 'इस पिन कोड पर हम डिलीवरी नहीं करते',
};
