/** Gujarati for domain/messages/labels.ts (issue 16): the opening hours' wording and the categories' names. */
import type * as en from '../labels.ts';
import type { SizeUnit } from '../labels.ts';
import type { Translation } from '../translation.ts';

export const labelTexts: Translation<typeof en.labelTexts> = {
  clockTime: (hour: number, minute: string) =>
    `${hour < 4 || hour >= 20 ? 'રાત્રે' : hour < 12 ? 'સવારે' : hour < 16 ? 'બપોરે' : 'સાંજે'} ${hour % 12 || 12}:${minute}`,
  sizeInWords: (amount: string, unit: SizeUnit) => `${amount} ${{ ml: 'મિલી', litre: 'લિટર', piece: 'નંગ' }[unit]}`,
  openingHours: (opensAt: string, closesAt: string) => `${opensAt} થી ${closesAt} સુધી`,
  allCategories: 'બધી કેટેગરી',
  iceCream: 'આઇસક્રીમ',
  coneCandy: 'કોન અને કેન્ડી',
  classicFlavors: 'ક્લાસિક ફ્લેવર',
  iceCreamDescription: (name: string) => `ક્રીમી ${name} આઇસક્રીમ, ઓગળ્યા વગર આખા રાજકોટમાં ઘરે પહોંચે.`,
  coneCandyDescription: (name: string) => `${name}, ફ્રીઝરમાં સાચવીને આખા રાજકોટમાં ઘરે પહોંચાડીએ છીએ.`,
  footerCredits: 'Rajkot Scoops, 1998થી પટેલ પરિવાર ચલાવે છે. આ વેબસાઇટ Rajkot Scoopsની વેબ ટીમે બનાવી છે.',
};
