/** What a cart line is, and how its size and category classify it (spec sections 3, 5 and 9). */
import { CONE_CANDY_CATEGORY, MAX_LINE_QUANTITY } from './constants.ts';
import { isFiveLitreSize, sizeToLitres } from './sizes.ts';

export type StockStatus = 'In Stock' | 'Out of Stock';

export interface PricedSize {
  id: number;
  size: string;
  price: number;
  mrp: number;
  status: StockStatus;
}

export interface CartLine {
  productId: number;
  category: string;
  size: PricedSize;
  quantity: number;
}

export function isConeCandy(line: Pick<CartLine, 'category'>): boolean {
  return line.category === CONE_CANDY_CATEGORY;
}

/** What one of a line is, as a price "each" names it: an ice cream tub (750 ML or 5 Litre) or a pack of cones or candies. */
export type SellingUnit = 'tub' | 'pack';
export function sellingUnit(line: Pick<CartLine, 'category'>): SellingUnit {
  return isConeCandy(line) ? 'pack' : 'tub';
}

export function isFiveLitreLine(line: Pick<CartLine, 'category' | 'size'>): boolean {
  return !isConeCandy(line) && isFiveLitreSize(line.size.size);
}

/** Litres one line holds; cone/candy is counted in pieces, not litres. */
export function lineLitres(line: CartLine): number {
  if (isConeCandy(line)) return 0;
  return (sizeToLitres(line.size.size) ?? 0) * line.quantity;
}

/** A line may carry at most MAX_LINE_QUANTITY (the server refuses more): more is clamped to it. */
export function clampQuantity(quantity: number): number {
  return Math.min(quantity, MAX_LINE_QUANTITY);
}

/** The line is at the largest quantity an order line may carry: + stops here. */
export function isAtQuantityLimit(line: Pick<CartLine, 'quantity'>): boolean {
  return line.quantity >= MAX_LINE_QUANTITY;
}

/** What a cart holds of a line: the product (its id and category), the size and the quantity. */
export interface CartItemLike {
  product: { id: number; category: string };
  size: PricedSize;
  quantity: number;
}

/** The line the pricing and order rules read, from a cart's item (the cart's and the checkout's one mapping). */
export function toCartLine(item: CartItemLike): CartLine {
  return { productId: item.product.id, category: item.product.category, size: item.size, quantity: item.quantity };
}
