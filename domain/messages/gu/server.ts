/** Gujarati for domain/messages/server.ts (issue 16). The server words its refusals with it when the caller chose Gujarati (server/languageAnswers.ts); the storefront never loads it. */
import type * as en from '../server.ts';
import type { Translation } from '../translation.ts';

export const serverTexts: Translation<typeof en.serverTexts> = {
  loginSuccessfullyServer: 'લૉગિન થઈ ગયું',
  passwordStrict:
    'પાસવર્ડમાં ઓછામાં ઓછા 8 અક્ષર અને તેમાં એક નાનો અક્ષર, એક મોટો અક્ષર, એક અંક અને એક ખાસ ચિહ્ન હોવાં જોઈએ.',
  passwordDidNotMatch: 'પાસવર્ડ મેળ ખાતો નથી',
  invalidCode: 'કોડ ખોટો છે',
  enterValidPinCode: 'કૃપા કરીને સાચો પિન કોડ લખો',
  enterQuantity: 'કૃપા કરીને સંખ્યા લખો',
  addressIdRequired: 'કયું સરનામું તે જણાવવું જરૂરી છે',
  invalidToken: 'લૉગિન માન્ય નથી',
  resetNeedsShopCode:
    'પાસવર્ડ રીસેટ કરવા માટે દુકાન પાસેથી એક વખત વાપરી શકાય તેવો કોડ માંગો, પછી અમારી વેબસાઇટ પર એ કોડથી પાસવર્ડ રીસેટ કરો.',
  orderTotalDiffers: (total: string) => `ઓર્ડરની કુલ રકમ ${total} છે. કૃપા કરીને કાર્ટ ફરી જોઈને પ્રયાસ કરો.`,
  orderTotalBelowOurs: (total: string) =>
    `ઓર્ડરની કુલ રકમ ${total} છે: હોલસેલ ભાવ ફક્ત 5 લિટરના ટબ પર, 10 લિટર કે તેથી વધુ થાય ત્યારે જ મળે છે. કૃપા કરીને કાર્ટ ફરી જોઈને પ્રયાસ કરો.`,
  resetCodeExpired: 'આ કોડની મુદત પૂરી થઈ ગઈ છે. કૃપા કરીને દુકાન પાસેથી નવો કોડ માંગો.',
  resetCodeUsed: 'આ કોડ પહેલેથી વપરાઈ ગયો છે. કૃપા કરીને દુકાન પાસેથી નવો કોડ માંગો.',
  resetCodeTooManyTries: 'ઘણી વાર ખોટો કોડ લખાયો. કૃપા કરીને દુકાન પાસેથી નવો કોડ માંગો.',
};
