/** Hindi for domain/messages/labels.ts (issue 16): the opening hours' wording and the categories' names. */
import type * as en from '../labels.ts';
import type { Translation } from '../translation.ts';

export const labelTexts: Translation<typeof en.labelTexts> = {
  openingHours: (opensAt: string, closesAt: string) => `${opensAt} से ${closesAt} तक`,
  allCategories: 'सभी कैटेगरी',
  iceCream: 'आइसक्रीम',
  coneCandy: 'कोन और कैंडी',
  classicFlavors: 'क्लासिक फ्लेवर',
};
