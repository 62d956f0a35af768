/** Hindi for domain/messages/sitemap.ts (issue 16). Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../sitemap.ts';
import type { Translation } from '../translation.ts';

export const sitemapTexts: Translation<typeof en.sitemapTexts> = {
  sitemapTitle: 'साइटमैप',
  productPages: 'हमारे फ़्लेवर',
  mainPages: 'मुख्य पेज',
  accountPages: 'खाता',
  settingsPages: 'सेटिंग',
  legalPages: 'कानूनी जानकारी',
  home: 'होम',
  products: 'प्रोडक्ट',
  cart: 'कार्ट',
  orderHistory: 'मेरे ऑर्डर',
  login: 'लॉगिन',
  signUp: 'साइन अप',
  contactUs: 'हमसे संपर्क करें (पासवर्ड भूल गए)',
  resetPassword: 'पासवर्ड रीसेट करें',
  profile: 'प्रोफ़ाइल',
  personalDetails: 'निजी जानकारी',
  changePassword: 'पासवर्ड बदलें',
  manageAddresses: 'मेरे पते',
  addAddress: 'पता जोड़ें',
  deleteAccount: 'खाता हटाएँ',
  privacyPolicy: 'प्राइवेसी पॉलिसी',
  terms: 'नियम व शर्तें',
};
