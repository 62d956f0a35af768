/**
 * A product's page (/products/:id, issue 13): which product a page's pid names, and the lowest price it
 * shows ("From ₹…", also in the page's link preview). Apart from domain/products.ts, which the first load
 * carries, since only the product page (a lazy screen) and the server use them.
 */
import { unitPrice } from './cart.ts';
import type { Product } from './products.ts';

/**
 * The lowest price a customer pays for one of the product's sizes (each size's shelf price, the MRP, as
 * the product card shows it): of its sizes in stock, or of all its sizes when none is. A product page's
 * "From ₹…" and its link preview's price (issue 13).
 */
export function fromPrice(product: Pick<Product, 'category' | 'sizes'>): number {
  const inStock = product.sizes.filter((size) => size.status === 'In Stock');
  const sizes = inStock.length > 0 ? inStock : product.sizes;
  return Math.min(...sizes.map((size) => unitPrice({ category: product.category, size }, false)));
}

/** The product a page names by its pid, among the catalogue's (hidden products are not in it). */
export function productById<P extends Pick<Product, 'id'>>(products: readonly P[], id: string): P | undefined {
  return /^[1-9]\d{0,9}$/.test(id) ? products.find((product) => product.id === Number(id)) : undefined;
}
