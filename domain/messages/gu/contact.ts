/** Gujarati for domain/messages/contact.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../contact.ts';
import type { Translation } from '../translation.ts';

export const contactTexts: Translation<typeof en.contactTexts> = {
  contactTitle: 'અમારો સંપર્ક કરો',
  contactLead: 'પાસવર્ડ ભૂલી ગયા છો, કે ઓર્ડરમાં મદદ જોઈએ છે? અમને ફોન કે ઇમેઇલ કરો, અમારી ટીમ તમને ફરી એકાઉન્ટમાં લૉગિન કરવામાં મદદ કરશે.',
  callUs: 'ફોન કરો',
  emailUs: 'ઇમેઇલ કરો',
  visitUs: 'દુકાને આવો',
  businessHours: 'દુકાનનો સમય',
  backToLogin: 'લૉગિન પર પાછા',
  haveResetCode: 'પાસવર્ડ રીસેટ કોડ મળી ગયો છે?',
  resetYourPassword: 'પાસવર્ડ રીસેટ કરો',
};
