/** Hindi for domain/messages/titles.ts (issue 16): the browser tab's text on each page. */
import type * as en from '../titles.ts';
import type { Translation } from '../translation.ts';

export const titleTexts: Translation<typeof en.titleTexts> = {
  home: 'पूरे राजकोट में आइसक्रीम की होम डिलीवरी',
  products: 'प्रोडक्ट',
  product: 'प्रोडक्ट की जानकारी',
  cart: 'आपका कार्ट',
  orderHistory: 'मेरे ऑर्डर',
  login: 'लॉगिन',
  register: 'साइन अप',
  forgotPassword: 'हमसे संपर्क करें',
  resetPassword: 'पासवर्ड रीसेट करें',
  profile: 'मेरी प्रोफ़ाइल',
  personalDetails: 'निजी जानकारी',
  changePassword: 'पासवर्ड बदलें',
  addresses: 'मेरे पते',
  addAddress: 'पता जोड़ें',
  editAddress: 'पता बदलें',
  deleteAccount: 'खाता हटाएँ',
  privacyPolicy: 'प्राइवेसी पॉलिसी',
  terms: 'नियम व शर्तें',
  sitemap: 'साइटमैप',
  pageNotFound: 'पेज नहीं मिला',
  description: 'Rajkot Scoops: आइसक्रीम के टब, कोन और कैंडी, पूरे राजकोट में घर तक पहुँचाते हैं।',
};
