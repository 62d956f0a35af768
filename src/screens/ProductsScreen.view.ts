/** What the product list shows, read from the catalogue snapshot (small pure helpers for ProductsScreen). */
import type { CatalogueContext, CatalogueSnapshot } from '../../machines/catalogue.ts';
import { categoryChips } from '../../machines/catalogueList.ts';
import type { Language } from '../../domain/locale.ts';

export type CataloguePhase = 'loading' | 'error' | 'results' | 'noResults';

/** The catalogue machine's state as the screen's four cases. */
export function cataloguePhase(snapshot: CatalogueSnapshot): CataloguePhase {
  if (snapshot.hasTag('loading')) return 'loading';
  if (snapshot.matches('error')) return 'error';
  return snapshot.matches({ ready: { list: 'noResults' } }) ? 'noResults' : 'results';
}

/** The display name of the chosen category chip (the heading of the list). */
export function activeCategoryLabel(language: Language, context: Pick<CatalogueContext, 'products' | 'category'>): string {
  return categoryChips(language, context).find((chip) => chip.value === context.category)?.label ?? context.category;
}
