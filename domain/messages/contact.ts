import { textCatalogue } from '../textCatalogues.ts';

/** The contact page's texts (/forgot-password, spec sections 1 and 2); its opening hours read as the footer's (index.ts). */
export const contactTexts = textCatalogue('contactTexts', {
  contactTitle: 'Contact us',
  contactLead: 'Forgot your password, or need help with an order? Call or email us and our team will help you get back into your account.',
  callUs: 'Call us',
  emailUs: 'Email us',
  visitUs: 'Visit us',
  businessHours: 'Business hours',
  backToLogin: 'Back to login',
  haveResetCode: 'Already have a reset code?',
  resetYourPassword: 'Reset your password',
} as const);
