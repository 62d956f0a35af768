/** Gujarati for domain/messages/legal.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../legal.ts';
import type { Translation } from '../translation.ts';

export const legalTexts: Translation<typeof en.legalTexts> = {
  loadingDocument: (title: string) => `${title} લોડ થાય છે…`,
  privacyPolicyTitle: 'પ્રાઇવસી પૉલિસી',
  termsTitle: 'નિયમો અને શરતો',
  failedToLoadPrivacyPolicy: 'પ્રાઇવસી પૉલિસી લોડ ન થઈ',
  failedToLoadTerms: 'નિયમો અને શરતો લોડ ન થયાં',
  legalFallback: (shop: string, title: string, subject: string, email: string) =>
    `${shop} આખા રાજકોટમાં આઇસક્રીમ, કોન અને કેન્ડીની ડિલિવરી કરે છે. ` +
    `${title} અમે હમણાં પૂરેપૂરું બતાવી શકતા નથી. ` +
    `${subject} વિશે કોઈ પણ પ્રશ્ન હોય તો અમને ${email} પર લખો.`,
  privacyPolicySubject: 'અમે તમારી અંગત માહિતી કેવી રીતે સાચવીએ છીએ',
  termsSubject: 'તમારા ઓર્ડરને લાગુ પડતી શરતો',
  onlyInEnglish: 'દુકાને આ પેજ હમણાં ફક્ત અંગ્રેજીમાં આપ્યું છે.',
};
