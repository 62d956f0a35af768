/** Hindi for domain/messages/legal.ts (issue 16). Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../legal.ts';
import type { Translation } from '../translation.ts';

/** A title before a postposition (का) takes the oblique plural: "नियम व शर्तों का", not "नियम व शर्तें का". */
const OBLIQUE: Readonly<Record<string, string>> = { 'नियम व शर्तें': 'नियम व शर्तों' };

export const legalTexts: Translation<typeof en.legalTexts> = {
  loadingDocument: (title: string) => `${OBLIQUE[title] ?? title} का पेज लोड हो रहा है…`,
  privacyPolicyTitle: 'प्राइवेसी पॉलिसी',
  termsTitle: 'नियम व शर्तें',
  failedToLoadPrivacyPolicy: 'प्राइवेसी पॉलिसी लोड नहीं हो सकी',
  failedToLoadTerms: 'नियम व शर्तें लोड नहीं हो सकीं',
  legalFallback: (shop: string, title: string, subject: string, email: string) =>
    `${shop} पूरे राजकोट में आइसक्रीम, कोन और कैंडी की डिलीवरी करता है। ` +
    `${title} हम अभी पूरी तरह नहीं दिखा पा रहे हैं। ` +
    `${subject} के बारे में कोई भी सवाल हो, तो हमें ${email} पर लिखें।`,
  privacyPolicySubject: 'हम आपकी निजी जानकारी को कैसे सुरक्षित रखते हैं',
  termsSubject: 'आपके ऑर्डर पर लागू होने वाली शर्तें',
  onlyInEnglish: 'दुकान ने यह पेज अभी सिर्फ़ अंग्रेज़ी में दिया है।',
};
