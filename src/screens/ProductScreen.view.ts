/** What a product's page shows (issue 13), read from the catalogue snapshot. */
import { productById } from '../../domain/productPage.ts';
import type { Product } from '../../domain/products.ts';
import type { CatalogueSnapshot } from '../../machines/catalogue.ts';
import { cataloguePhase } from './ProductsScreen.view.ts';

export type ProductPage =
  | { phase: 'loading' }
  | { phase: 'error' }
  /** No product of the catalogue has this pid (never had one, or the shop has hidden or removed it). */
  | { phase: 'notFound' }
  | { phase: 'product'; product: Product };

/** The page of the product whose pid is `id` (the path's segment, as typed). */
export function productPage(snapshot: CatalogueSnapshot, id: string): ProductPage {
  const phase = cataloguePhase(snapshot);
  if (phase === 'loading' || phase === 'error') return { phase };
  const product = productById(snapshot.context.products, id);
  return product ? { phase: 'product', product } : { phase: 'notFound' };
}
