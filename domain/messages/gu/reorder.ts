/** Gujarati for domain/messages/reorder.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../reorder.ts';
import type { Translation } from '../translation.ts';

export const reorderTexts: Translation<typeof en.reorderTexts> = {
  reorderAdded: (n: number) => `${n} વસ્તુ તમારા કાર્ટમાં ઉમેરાઈ`,
  reorderUnavailable: (names: readonly string[]) =>
    `${new Intl.ListFormat('gu', { type: 'conjunction' }).format(names)} હવે ઉપલબ્ધ નથી.`,
  reorderNothingAvailable: 'આ ઓર્ડરની કોઈ વસ્તુ હમણાં ઉપલબ્ધ નથી',
  reorderFailed: 'ફરી ઓર્ડર કરી ન શકાયો',
};
