import { textCatalogue } from '../textCatalogues.ts';

/** The product list's texts (/products, spec section 2). */
export const productsTexts = textCatalogue('productsTexts', {
  ourProducts: 'Our Products',
  searchRegion: 'Products',
  searchLabel: 'Search products',
  searchPlaceholder: 'Search by flavour name',
  categories: 'Categories',
  /** Section 2, /products. */
  noProductsFound: 'No products found',
  clearFilters: 'Clear Filters',
  /**
   * Section 2, /products: the note under the heading, shown as section 9's banner: one statement of the
   * wholesale rule (issue 13; section 9's "more than 10 ltr on every product" said the same rule again, less exactly).
   */
  wholesaleNote: 'Note: Wholesale price applies only when two 5-Litre products are added.',
  /** The product list's count: "1 product" / "12 products". */
  productCount: (n: number) => `${n} ${n === 1 ? 'product' : 'products'}`,
  /** Issue 13: the bar at the bottom of the list while the cart has items (its count and total, and View cart). */
  cartBar: 'Your cart',
  cartBarItems: (n: number) => `${n} ${n === 1 ? 'item' : 'items'} in cart`,
  cartBarTotal: (total: string) => `Total ${total}`,
  viewCart: 'View cart',
  loadingProducts: 'Loading products…',
  retry: 'Retry',
} as const);
