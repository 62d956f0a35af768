/**
 * The order of the category chips (spec section 2, /products). Apart from domain/products.ts, which every
 * page loads first, since only the products screen shows the chips.
 */
import { CONE_CANDY_CATEGORY, DEFAULT_CATEGORY } from './constants.ts';
import type { Product } from './products.ts';

/** Categories in the order they appear; ConeCandy after Classic Flavors, or first if that is absent. */
export function deriveCategories(products: readonly Pick<Product, 'category'>[]): string[] {
  const seen = [...new Set(products.map((product) => product.category))].filter((c) => c !== CONE_CANDY_CATEGORY);
  const classic = seen.indexOf(DEFAULT_CATEGORY);
  seen.splice(classic + 1, 0, CONE_CANDY_CATEGORY);
  return seen;
}
