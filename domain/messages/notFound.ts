import { textCatalogue } from '../textCatalogues.ts';

/** The 404 page's texts (any unknown path, spec section 2). */
export const notFoundTexts = textCatalogue('notFoundTexts', {
  pageNotFound: 'Page not found',
  notFoundLead: 'The page you are looking for does not exist or has moved. Our flavours are still here.',
  /** Section 2. */
  backToHome: 'Back to Home',
  /** Section 2. */
  goBack: 'Go Back',
} as const);
