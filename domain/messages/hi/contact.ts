/** Hindi for domain/messages/contact.ts (issue 16). Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../contact.ts';
import type { Translation } from '../translation.ts';

export const contactTexts: Translation<typeof en.contactTexts> = {
  contactTitle: 'हमसे संपर्क करें',
  contactLead: 'पासवर्ड भूल गए, या ऑर्डर में मदद चाहिए? हमें फ़ोन या ईमेल करें, हमारी टीम आपको फिर से खाते में लॉगिन करने में मदद करेगी।',
  callUs: 'फ़ोन करें',
  emailUs: 'ईमेल करें',
  visitUs: 'दुकान पर आएँ',
  businessHours: 'दुकान का समय',
  backToLogin: 'लॉगिन पर वापस',
  haveResetCode: 'पासवर्ड रीसेट कोड मिल गया है?',
  resetYourPassword: 'पासवर्ड रीसेट करें',
};
