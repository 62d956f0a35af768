/** Gujarati for domain/messages/notFound.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../notFound.ts';
import type { Translation } from '../translation.ts';

export const notFoundTexts: Translation<typeof en.notFoundTexts> = {
  pageNotFound: 'પેજ મળ્યું નથી',
  notFoundLead: 'તમે શોધો છો તે પેજ નથી અથવા બીજે ખસેડાયું છે. અમારા ફ્લેવર તો અહીં જ છે.',
  backToHome: 'હોમ પર પાછા',
  goBack: 'પાછા જાઓ',
};
