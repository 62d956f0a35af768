/**
 * Order again (issue 13, part 8): which lines of a past order can go back into the cart. A line goes back
 * when its product and size are still listed in today's catalogue and In Stock, at today's price (the
 * catalogue's size, not the price paid), its quantity clamped to what a cart line may carry; the others
 * are named, by the name and size the order shows, so the customer is told which are missing.
 */
import { clampQuantity, type PricedSize } from './cartLine.ts';
import type { Product, ProductNames } from './products.ts';

/** One line of a past order, as the order history shows it (domain/orders.ts OrderItemView). */
export interface PastLine {
  productId: number;
  /** The size ordered; null when the server sent none, then matched by the size's text. */
  sizeId: number | null;
  name: string;
  size: string;
  quantity: number;
}

/** What a cart line holds of a product (the cart's CartProduct): its Gujarati and Hindi names too, where the shop wrote them. */
export type ReorderProduct = Pick<Product, 'id' | 'name' | 'names' | 'category' | 'image' | 'cover' | 'hasCover'>;

/** A line that goes back into the cart, priced and named by today's catalogue. */
export interface ReorderLine {
  product: ReorderProduct;
  size: PricedSize;
  quantity: number;
}

/** A line of the order that cannot go back: no longer listed, or out of stock; its Gujarati and Hindi names where the catalogue still has it. */
export interface MissingLine {
  name: string;
  size: string;
  names?: ProductNames | undefined;
}

export interface ReorderPlan {
  lines: ReorderLine[];
  missing: MissingLine[];
}

function findSize(product: Product, line: PastLine): PricedSize | undefined {
  return line.sizeId === null
    ? product.sizes.find((size) => size.size.trim().toLowerCase() === line.size.trim().toLowerCase())
    : product.sizes.find((size) => size.id === line.sizeId);
}

/** A whole quantity of at least 1 (a line the order lists was ordered at least once). */
const orderedQuantity = (quantity: number) => (Number.isFinite(quantity) ? Math.max(1, Math.trunc(quantity)) : 1);

/**
 * The lines of a past order that go back into the cart, and those that cannot. A product and size the
 * order lists twice become one line; a line missing twice is named once.
 */
export function planReorder(past: readonly PastLine[], catalogue: readonly Product[]): ReorderPlan {
  const lines: ReorderLine[] = [];
  const missing: MissingLine[] = [];
  for (const line of past) {
    const product = catalogue.find((candidate) => candidate.id === line.productId);
    const size = product && findSize(product, line);
    if (!product || !size || size.status !== 'In Stock') {
      if (!missing.some((named) => named.name === line.name && named.size === line.size)) {
        missing.push(product?.names ? { name: line.name, size: line.size, names: product.names } : { name: line.name, size: line.size });
      }
      continue;
    }
    const same = lines.find((taken) => taken.product.id === product.id && taken.size.id === size.id);
    if (same) {
      same.quantity = clampQuantity(same.quantity + orderedQuantity(line.quantity));
      continue;
    }
    const { id, name, names, category, image, cover, hasCover } = product;
    lines.push({ product: { id, name, ...(names ? { names } : {}), category, image, cover, hasCover }, size, quantity: clampQuantity(orderedQuantity(line.quantity)) });
  }
  return { lines, missing };
}

/** How many items the plan puts in the cart (the cart counts items by quantity). */
export function reorderItemCount(plan: Pick<ReorderPlan, 'lines'>): number {
  return plan.lines.reduce((sum, line) => sum + line.quantity, 0);
}
