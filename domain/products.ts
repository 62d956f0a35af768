/** Server-to-client product mapping and categories (spec sections 3 and 7). */
import {
  CONE_CANDY_CATEGORY, DEFAULT_CATEGORY, ICE_CREAM_CATEGORY, REGULAR_SIZE,
} from './constants.ts';
import type { PricedSize, StockStatus } from './cartLine.ts';
import type { ParsedProductRecord } from './contract.ts';
import { imageUrl } from './images.ts';
import { labelTexts as englishLabelTexts } from './messages/labels.ts';
import type { WordSearchable } from './search.ts';
import { isSevenFiftyMlSize, pieceCountLabel } from './sizes.ts';
import { textsIn } from './textCatalogues.ts';
import type { Language } from './locale.ts';

/** A product's names in Gujarati and Hindi as the shop wrote them (issue 24); empty or missing: the English name. */
export type ProductNames = Partial<Record<'gu' | 'hi', string>>;

export interface Product {
  id: number;
  /** The English name, which orders and the shop's old apps carry. */
  name: string;
  /** toProduct sets the names when the server sent them; a product a cart or a test built may have none. */
  names?: ProductNames;
  /** The owner's search words, which the word search reads beside the names (domain/search.ts). */
  searchWords?: string;
  category: string;
  description: string;
  image: string;
  cover: string;
  /** The server sent a cover of its own (not the image standing in for it). */
  hasCover: boolean;
  sizes: PricedSize[];
}

export function stockStatus(status: string | null | undefined): StockStatus {
  return status?.trim().toLowerCase() === 'out of stock' ? 'Out of Stock' : 'In Stock';
}

/** A category's name as the storefront shows it, in the shown language; a category the shop made up keeps its own. */
export function categoryLabel(language: Language, category: string): string {
  const labelTexts = textsIn(language, englishLabelTexts);
  if (category === ICE_CREAM_CATEGORY) return labelTexts.iceCream;
  if (category === CONE_CANDY_CATEGORY) return labelTexts.coneCandy;
  if (category === DEFAULT_CATEGORY) return labelTexts.classicFlavors;
  return category;
}

/** A product's name in `language`: the shop's Gujarati or Hindi name where it wrote one, else the English name. */
export function nameIn(product: Pick<Product, 'name'> & { names?: ProductNames | undefined }, language: Language): string {
  return (language === 'en' ? '' : product.names?.[language]?.trim()) || product.name;
}

/** A product's description as the product page shows it, in the shown language (the server's link preview: English). */
export function productDescription(language: Language, product: Pick<Product, 'name' | 'names' | 'category'>): string {
  const labelTexts = textsIn(language, englishLabelTexts);
  const name = nameIn(product, language);
  return product.category === CONE_CANDY_CATEGORY ? labelTexts.coneCandyDescription(name) : labelTexts.iceCreamDescription(name);
}

export function toProduct(record: ParsedProductRecord): Product {
  const category = record.type?.trim() || DEFAULT_CATEGORY;
  const productOutOfStock = stockStatus(record.status) === 'Out of Stock';
  const sizes: PricedSize[] =
    record.product_data && record.product_data.length > 0
      ? record.product_data.map((size) => ({
          id: size.id,
          // Cone/candy sizes are piece counts ("6"), shown as "6 pcs".
          size: category === CONE_CANDY_CATEGORY ? pieceCountLabel(size.size) : size.size,
          price: Math.round(size.price),
          mrp: Math.round(size.mrp),
          status: productOutOfStock ? 'Out of Stock' : stockStatus(size.status),
        }))
      : [{ id: 0, size: REGULAR_SIZE, price: 0, mrp: 0, status: productOutOfStock ? 'Out of Stock' : 'In Stock' }];
  const image = imageUrl(record.image);
  const hasCover = Boolean(record.cover?.trim());
  // A server without names (an older one) gives none; the English name is then shown in every language.
  const names: ProductNames | undefined = record.names && { gu: record.names.gu ?? '', hi: record.names.hi ?? '' };
  return {
    id: record.pid,
    name: record.title,
    ...(names ? { names } : {}),
    ...(record.search_words ? { searchWords: record.search_words } : {}),
    category,
    description: productDescription('en', { name: record.title, names, category }),
    image,
    cover: hasCover ? imageUrl(record.cover) : image,
    hasCover,
    sizes,
  };
}

/** Getting both lists: main products first, then cone/candy. */
export function mergeProductLists(main: readonly ParsedProductRecord[], coneCandy: readonly ParsedProductRecord[]): Product[] {
  return [...main, ...coneCandy].map(toProduct);
}

export function isOutOfStock(product: Pick<Product, 'sizes'>): boolean {
  return product.sizes.every((size) => size.status === 'Out of Stock');
}

/** A product's page (issue 13, route `/products/:id` of domain/routes.ts): its pid as getProducts / getConeCandy give it. */
export const productPath = (productId: number): string => `/products/${productId}`;

/** The cover image is shown for the 750 ML size and for cone/candy products when a cover exists. */
export function imageForSize(product: Product, size: Pick<PricedSize, 'size'> | undefined): string {
  if (!product.hasCover) return product.image;
  if (product.category === CONE_CANDY_CATEGORY) return product.cover;
  return size && isSevenFiftyMlSize(size.size) ? product.cover : product.image;
}

/** The chip that shows every category (its value; labelTexts.allCategories names it). */
export const ALL_CATEGORIES = 'All Categories';

/**
 * Whether every word typed is found among a product's names and search words, in any script, spelling
 * or with a small typo (domain/search.ts `findsProductWords`, issue 24); loaded apart from the first load.
 */
export type WordMatcher = (query: string, product: WordSearchable) => boolean;

/**
 * The search plus a category chip (All Categories shows every product): a case-insensitive part of the
 * English name (spec section 3), or, given the word matcher, every word typed found by it (issue 24).
 */
export function filterProducts<P extends Pick<Product, 'category'> & WordSearchable>(
  products: readonly P[],
  search: string,
  category: string,
  matchesWords?: WordMatcher,
): P[] {
  const needle = search.trim().toLowerCase();
  return products.filter(
    (product) =>
      (category === ALL_CATEGORIES || product.category === category) &&
      (needle === '' || product.name.toLowerCase().includes(needle) || (matchesWords?.(needle, product) ?? false)),
  );
}
