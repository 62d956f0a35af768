/** Gujarati for domain/messages/titles.ts (issue 16): the browser tab's text on each page. */
import type * as en from '../titles.ts';
import type { Translation } from '../translation.ts';

export const titleTexts: Translation<typeof en.titleTexts> = {
  home: 'આખા રાજકોટમાં આઇસક્રીમની હોમ ડિલિવરી',
  products: 'પ્રોડક્ટ',
  product: 'પ્રોડક્ટની વિગત',
  cart: 'તમારું કાર્ટ',
  orderHistory: 'મારા ઓર્ડર',
  login: 'લૉગિન',
  register: 'નોંધણી',
  forgotPassword: 'અમારો સંપર્ક કરો',
  resetPassword: 'પાસવર્ડ રીસેટ કરો',
  profile: 'મારી પ્રોફાઇલ',
  personalDetails: 'અંગત વિગતો',
  changePassword: 'પાસવર્ડ બદલો',
  addresses: 'મારાં સરનામાં',
  addAddress: 'સરનામું ઉમેરો',
  editAddress: 'સરનામું બદલો',
  deleteAccount: 'એકાઉન્ટ કાઢી નાખો',
  privacyPolicy: 'પ્રાઇવસી પૉલિસી',
  terms: 'નિયમો અને શરતો',
  sitemap: 'સાઇટમેપ',
  pageNotFound: 'પેજ મળ્યું નથી',
  description: 'Rajkot Scoops: આઇસક્રીમના ટબ, કોન અને કેન્ડી આખા રાજકોટમાં ઘરે પહોંચાડીએ છીએ.',
};
