import { textCatalogue } from '../textCatalogues.ts';

/** The legal pages' labels and the legal machine's texts (/privacy-policy, /terms). */
export const legalTexts = textCatalogue('legalTexts', {
  loadingDocument: (title: string) => `Loading ${title}…`,
  // Said by the flow's machine (moved out of the first load: the machine loads with its screen)
  privacyPolicyTitle: 'Privacy Policy',
  termsTitle: 'Terms & Conditions',
  /** Section 8: "Failed to load Privacy Policy, Failed to load Terms & Conditions". */
  failedToLoadPrivacyPolicy: 'Failed to load Privacy Policy',
  failedToLoadTerms: 'Failed to load Terms & Conditions',
  /** Section 8: "a built-in short text with a contact {email} is shown instead"; the subject names the document's topic. */
  legalFallback: (shop: string, title: string, subject: string, email: string) =>
    `${shop} delivers ice cream, cones and candy across Rajkot. ` +
    `The full ${title} could not be shown right now. ` +
    `For any question about ${subject}, write to us at ${email}.`,
  privacyPolicySubject: 'how we look after your personal data',
  termsSubject: 'the terms that apply to your orders',
  /** Issue 24: above a document the shop gave only in English (never shown on an English page). */
  onlyInEnglish: 'The shop has written this page in English only.',
} as const);
