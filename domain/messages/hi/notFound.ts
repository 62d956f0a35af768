/** Hindi for domain/messages/notFound.ts (issue 16). Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../notFound.ts';
import type { Translation } from '../translation.ts';

export const notFoundTexts: Translation<typeof en.notFoundTexts> = {
  pageNotFound: 'पेज नहीं मिला',
  notFoundLead: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है। हमारे फ़्लेवर तो यहीं हैं।',
  backToHome: 'होम पर वापस',
  goBack: 'वापस जाएँ',
};
