/** Gujarati for domain/messages/webApp.ts (issue 16). Not wired into the screens yet. */
import type * as en from '../webApp.ts';
import type { Translation } from '../translation.ts';

export const webAppTexts: Translation<typeof en.webAppTexts> = {
  newVersionAvailable: 'નવું વર્ઝન આવી ગયું છે. કૃપા કરીને અપડેટ કરો.',
  upgradeNow: 'અપડેટ કરો',
  appShortName: 'Scoops',
  appDescription: 'આઇસક્રીમ ટબ, કોન અને કેન્ડી, આખા રાજકોટમાં ડિલિવરી.',
};
