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
} as const);
