/** Hindi for domain/messages/webApp.ts (issue 16). Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../webApp.ts';
import type { Translation } from '../translation.ts';

export const webAppTexts: Translation<typeof en.webAppTexts> = {
  newVersionAvailable: 'नया वर्ज़न आ गया है। कृपया अपडेट करें।',
  upgradeNow: 'अपडेट करें',
  appShortName: 'Scoops',
  appDescription: 'आइसक्रीम टब, कोन और कैंडी, पूरे राजकोट में डिलीवरी।',
};
