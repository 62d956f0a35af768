/** Gujarati for domain/messages/sitemap.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../sitemap.ts';
import type { Translation } from '../translation.ts';

export const sitemapTexts: Translation<typeof en.sitemapTexts> = {
  sitemapTitle: 'સાઇટમેપ',
  productPages: 'અમારા ફ્લેવર',
  mainPages: 'મુખ્ય પેજ',
  accountPages: 'એકાઉન્ટ',
  settingsPages: 'સેટિંગ',
  legalPages: 'કાનૂની માહિતી',
  home: 'હોમ',
  products: 'પ્રોડક્ટ',
  cart: 'કાર્ટ',
  orderHistory: 'મારા ઓર્ડર',
  login: 'લૉગિન',
  signUp: 'નોંધણી',
  contactUs: 'અમારો સંપર્ક કરો (પાસવર્ડ ભૂલી ગયા)',
  resetPassword: 'પાસવર્ડ રીસેટ કરો',
  profile: 'પ્રોફાઇલ',
  personalDetails: 'અંગત વિગતો',
  changePassword: 'પાસવર્ડ બદલો',
  manageAddresses: 'મારાં સરનામાં',
  addAddress: 'સરનામું ઉમેરો',
  deleteAccount: 'એકાઉન્ટ કાઢી નાખો',
  privacyPolicy: 'પ્રાઇવસી પૉલિસી',
  terms: 'નિયમો અને શરતો',
};
