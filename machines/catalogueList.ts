/**
 * What the catalogue's list shows (/products): the products the search and the category chip leave, and
 * the chips. Apart from machines/catalogue.ts, which every page loads first, since only the products screen asks.
 */
import { labelTexts as englishLabelTexts } from '../domain/messages/labels.ts';
import { deriveCategories } from '../domain/categoryOrder.ts';
import { ALL_CATEGORIES, categoryLabel, filterProducts, type Product } from '../domain/products.ts';
import type { CatalogueContext } from './catalogue.ts';
import { textsIn } from '../domain/textCatalogues.ts';
import type { Language } from '../domain/locale.ts';

/** The products the list shows: the search (with the word search once loaded) and the category chip applied (domain `filterProducts`). */
export function visibleProducts(context: Pick<CatalogueContext, 'products' | 'search' | 'category' | 'matchesWords'>): Product[] {
  return filterProducts(context.products, context.search, context.category, context.matchesWords ?? undefined);
}

export interface CategoryChip {
  value: string;
  label: string;
}

/** All Categories, then the categories of the loaded products (ConeCandy placed by `deriveCategories`). */
export function categoryChips(language: Language, context: Pick<CatalogueContext, 'products'>): CategoryChip[] {
  const labelTexts = textsIn(language, englishLabelTexts);
  return [
    { value: ALL_CATEGORIES, label: labelTexts.allCategories },
    ...deriveCategories(context.products).map((category) => ({ value: category, label: categoryLabel(language, category) })),
  ];
}
