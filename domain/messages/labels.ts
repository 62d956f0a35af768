import { liveCatalogue } from '../liveTexts.ts';

/**
 * Words the storefront puts around the shop's own data: its opening hours ("10:00 AM to 10:00 PM",
 * OPENING_HOURS, with the times in the shown language's wording) and the product categories' names
 * (the category chips, the product page, spec section 7).
 */
export const labelTexts = liveCatalogue('labelTexts', {
  openingHours: (opensAt: string, closesAt: string) => `${opensAt} to ${closesAt}`,
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
