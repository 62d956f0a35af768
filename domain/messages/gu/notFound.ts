/** Gujarati for domain/messages/notFound.ts (issue 16). Not wired into the screens yet. */
import type * as en from '../notFound.ts';
import type { Translation } from '../translation.ts';

export const notFoundTexts: Translation<typeof en.notFoundTexts> = {
  pageNotFound: 'પેજ મળ્યું નથી',
  notFoundLead: 'તમે શોધો છો તે પેજ નથી અથવા બીજે ખસેડાયું છે. અમારા ફ્લેવર તો અહીં જ છે.',
  backToHome: 'હોમ પર પાછા',
  goBack: 'પાછા જાઓ',
};
