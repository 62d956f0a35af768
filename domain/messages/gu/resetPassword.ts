/** Gujarati for domain/messages/resetPassword.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../resetPassword.ts';
import type { Translation } from '../translation.ts';

export const resetPasswordTexts: Translation<typeof en.resetPasswordTexts> = {
  resetPasswordTitle: 'પાસવર્ડ રીસેટ કરો',
  resetPasswordLead: 'તમારો ફોન નંબર, દુકાને આપેલો 6 અંકનો કોડ અને નવો પાસવર્ડ લખો.',
  resetPhoneLabel: 'ફોન નંબર',
  resetCodeLabel: '6 અંકનો કોડ',
  resetNewPasswordLabel: 'નવો પાસવર્ડ',
  resetPasswordHint: 'ઓછામાં ઓછા 6 અક્ષર',
  resetConfirmPasswordLabel: 'નવો પાસવર્ડ ફરી લખો',
  resetPasswordButton: 'પાસવર્ડ રીસેટ કરો',
  resetPasswordBusyButton: 'પાસવર્ડ રીસેટ થાય છે…',
  resetPasswordBusyStatus: 'થોડી રાહ જુઓ, તમારો પાસવર્ડ રીસેટ થાય છે…',
  resetBackToLogin: 'લૉગિન પર પાછા',
  resetNeedCode: 'કોડ જોઈએ છે? અમારો સંપર્ક કરો',
};
