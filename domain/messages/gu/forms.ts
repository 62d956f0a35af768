/** Gujarati for domain/messages/forms.ts (issue 16): the checks the forms share. Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../forms.ts';
import type { Translation } from '../translation.ts';

export const formTexts: Translation<typeof en.formTexts> = {
  enterName: 'કૃપા કરીને તમારું નામ લખો',
  invalidEmail: 'ઇમેઇલ સરનામું ખોટું છે',
  invalidPhoneOnSubmit: 'કૃપા કરીને સાચો ફોન નંબર લખો',
  enterValidPhone: 'કૃપા કરીને સાચો ફોન નંબર લખો',
  passwordMin: 'પાસવર્ડમાં ઓછામાં ઓછા 6 અક્ષર હોવા જોઈએ',

  phoneHintExact: 'નંબરમાં બરાબર 10 અંક હોવા જોઈએ',
  moreDigitsNeeded: (n: number) => `હજી ${n} અંક જોઈએ`,

  enterStreetAddress: 'કૃપા કરીને શેરી અને મકાનનું સરનામું લખો',
  pinCodeRequired: 'પિન કોડ જરૂરી છે',
  pinCodeSixDigits: 'પિન કોડમાં બરાબર 6 અંક હોવા જોઈએ',
  pinCodeOutsideArea: 'આ પિન કોડ પર અમે ડિલિવરી કરતા નથી',
};
