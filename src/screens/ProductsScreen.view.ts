/** What the product list shows, read from the catalogue snapshot (small pure helpers for ProductsScreen). */
import { categoryChips, type CatalogueContext, type CatalogueSnapshot } from '../../machines/catalogue.ts';

export type CataloguePhase = 'loading' | 'error' | 'results' | 'noResults';

/** The catalogue machine's state as the screen's four cases. */
export function cataloguePhase(snapshot: CatalogueSnapshot): CataloguePhase {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('error')) return 'error';
  return snapshot.matches({ ready: { list: 'noResults' } }) ? 'noResults' : 'results';
}

/** The display name of the chosen category chip (the heading of the list). */
export function activeCategoryLabel(context: Pick<CatalogueContext, 'products' | 'category'>): string {
  return categoryChips(context).find((chip) => chip.value === context.category)?.label ?? context.category;
}
