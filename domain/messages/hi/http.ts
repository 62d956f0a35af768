/** Hindi for domain/messages/http.ts (issue 16): the texts of a refused call. Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../http.ts';
import type { Translation } from '../translation.ts';

export const httpTexts: Translation<typeof en.httpTexts> = {
  unauthorized: 'अनुमति नहीं है। कृपया फिर से लॉगिन करें।',
  forbidden: 'आपको इसे देखने की अनुमति नहीं है।',
  notFound: 'माँगी गई जानकारी नहीं मिली।',
  apiError: (status: number) => `सर्वर में गड़बड़ी: ${status}`,
  invalidJson: 'सर्वर का जवाब समझ नहीं आया',
  tokenNotFound: 'आपका लॉगिन नहीं मिला। कृपया फिर से लॉगिन करें।',
};
