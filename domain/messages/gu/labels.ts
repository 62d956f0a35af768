/** Gujarati for domain/messages/labels.ts (issue 16): the opening hours' wording and the categories' names. */
import type * as en from '../labels.ts';
import type { Translation } from '../translation.ts';

export const labelTexts: Translation<typeof en.labelTexts> = {
  openingHours: (opensAt: string, closesAt: string) => `${opensAt} થી ${closesAt} સુધી`,
  allCategories: 'બધી કેટેગરી',
  iceCream: 'આઇસક્રીમ',
  coneCandy: 'કોન અને કેન્ડી',
  classicFlavors: 'ક્લાસિક ફ્લેવર',
};
