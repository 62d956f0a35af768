import { textCatalogue } from '../textCatalogues.ts';

/**
 * Words the storefront puts around the shop's own data: its opening hours ("10:00 AM to 10:00 PM",
 * OPENING_HOURS, with the times in the shown language's wording) and the product categories' names
 * (the category chips, the product page, spec section 7).
 */
/** What a size's amount counts (domain/sizes.ts parseSize). */
export type SizeUnit = 'ml' | 'litre' | 'piece';

export const labelTexts = textCatalogue('labelTexts', {
  openingHours: (opensAt: string, closesAt: string) => `${opensAt} to ${closesAt}`,
  /** Issue 24: a time in the language's one style (domain/clock.ts clockText); English "10:00 PM", the specification's. */
  clockTime: (hour: number, minute: string) => `${String(hour % 12 || 12).padStart(2, '0')}:${minute} ${hour < 12 ? 'AM' : 'PM'}`,
  /** Issue 24: a size from its amount and unit (domain/sizes.ts); English sizes are shown as the catalogue writes them. */
  sizeInWords: (amount: string, unit: SizeUnit) => `${amount} ${{ ml: 'ML', litre: 'Litre', piece: 'pcs' }[unit]}`,
  allCategories: 'All Categories',
  iceCream: 'Ice Cream',
  coneCandy: 'Cone & Candy',
  classicFlavors: 'Classic Flavors',
  /** The product page's description of a product (spec section 7), by its category. */
  iceCreamDescription: (name: string) => `Creamy ${name} ice cream, delivered frozen across Rajkot.`,
  coneCandyDescription: (name: string) => `${name}, kept frozen and delivered across Rajkot.`,
  /** The footer's last line, after "©": who runs the shop, who built the storefront. */
  footerCredits: 'Rajkot Scoops, owned and run by the Patel family since 1998. Storefront built by the Rajkot Scoops web team.',
} as const);
