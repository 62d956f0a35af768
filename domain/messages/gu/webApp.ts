/** Gujarati for domain/messages/webApp.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../webApp.ts';
import type { Translation } from '../translation.ts';

export const webAppTexts: Translation<typeof en.webAppTexts> = {
  newVersionAvailable: 'નવું વર્ઝન આવી ગયું છે. કૃપા કરીને અપડેટ કરો.',
  upgradeNow: 'અપડેટ કરો',
  appShortName: 'Scoops',
  appDescription: 'આઇસક્રીમ ટબ, કોન અને કેન્ડી, આખા રાજકોટમાં ડિલિવરી.',
};
