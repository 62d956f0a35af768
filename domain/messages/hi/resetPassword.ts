/** Hindi for domain/messages/resetPassword.ts (issue 16). Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../resetPassword.ts';
import type { Translation } from '../translation.ts';

export const resetPasswordTexts: Translation<typeof en.resetPasswordTexts> = {
  resetPasswordTitle: 'पासवर्ड रीसेट करें',
  resetPasswordLead: 'अपना फ़ोन नंबर, दुकान से मिला 6 अंकों का कोड और नया पासवर्ड लिखें।',
  resetPhoneLabel: 'फ़ोन नंबर',
  resetCodeLabel: '6 अंकों का कोड',
  resetNewPasswordLabel: 'नया पासवर्ड',
  resetPasswordHint: 'कम से कम 6 अक्षर',
  resetConfirmPasswordLabel: 'नया पासवर्ड दोबारा लिखें',
  resetPasswordButton: 'पासवर्ड रीसेट करें',
  resetPasswordBusyButton: 'पासवर्ड रीसेट हो रहा है…',
  resetPasswordBusyStatus: 'थोड़ा इंतज़ार करें, आपका पासवर्ड रीसेट हो रहा है…',
  resetBackToLogin: 'लॉगिन पर वापस',
  resetNeedCode: 'कोड चाहिए? हमसे संपर्क करें',
};
