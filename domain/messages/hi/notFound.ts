/** Hindi for domain/messages/notFound.ts (issue 16). Not wired into the screens yet. */
import type * as en from '../notFound.ts';
import type { Translation } from '../translation.ts';

export const notFoundTexts: Translation<typeof en.notFoundTexts> = {
  pageNotFound: 'पेज नहीं मिला',
  notFoundLead: 'आप जो पेज ढूँढ रहे हैं, वह मौजूद नहीं है या कहीं और चला गया है। हमारे फ़्लेवर तो यहीं हैं।',
  backToHome: 'होम पर वापस',
  goBack: 'वापस जाएँ',
};
