/** Hindi for domain/messages/labels.ts (issue 16): the opening hours' wording and the categories' names. */
import type * as en from '../labels.ts';
import type { SizeUnit } from '../labels.ts';
import type { Translation } from '../translation.ts';

export const labelTexts: Translation<typeof en.labelTexts> = {
  clockTime: (hour: number, minute: string) =>
    `${hour < 4 || hour >= 20 ? 'रात' : hour < 12 ? 'सुबह' : hour < 16 ? 'दोपहर' : 'शाम'} ${hour % 12 || 12}:${minute}`,
  sizeInWords: (amount: string, unit: SizeUnit) => `${amount} ${{ ml: 'मि.ली.', litre: 'लीटर', piece: 'पीस' }[unit]}`,
  openingHours: (opensAt: string, closesAt: string) => `${opensAt} से ${closesAt} तक`,
  allCategories: 'सभी कैटेगरी',
  iceCream: 'आइसक्रीम',
  coneCandy: 'कोन और कैंडी',
  classicFlavors: 'क्लासिक फ्लेवर',
  iceCreamDescription: (name: string) => `क्रीमी ${name} आइसक्रीम, बिना पिघले पूरे राजकोट में घर तक पहुँचती है।`,
  coneCandyDescription: (name: string) => `${name}, फ़्रीज़र में संभालकर पूरे राजकोट में घर तक पहुँचाते हैं।`,
  footerCredits: 'Rajkot Scoops, 1998 से पटेल परिवार चलाता है। यह वेबसाइट Rajkot Scoops की वेब टीम ने बनाई है।',
};
