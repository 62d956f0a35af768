/** The wholesale texts of spec sections 2 and 9, and when the "add N more litres" hint shows. */
import type { CartTotals } from '../../domain/cart.ts';
import { messages } from '../../domain/messages.ts';

/** Section 9: the banner on the product list. */
export const WHOLESALE_BANNER = 'Wholesale price applies on more than 10 ltr purchase on every product';
/** Section 2, /products: the note under the heading. */
export const WHOLESALE_NOTE = 'Note: Wholesale price applies only when two 5-Litre products are added.';

/**
 * `messages.addMoreLitres(n)` while the cart holds some 5-litre tubs but less than the wholesale
 * 10 litres; null otherwise (no 5-litre tub yet, or wholesale already applies).
 */
export function wholesaleHint(summary: Pick<CartTotals, 'fiveLitreVolume' | 'isWholesale' | 'litresToWholesale'>): string | null {
  if (summary.fiveLitreVolume <= 0 || summary.isWholesale) return null;
  return messages.addMoreLitres(summary.litresToWholesale);
}
