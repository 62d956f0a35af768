/** When the "add N more litres" hint shows (its text and the wholesale banner and note are in domain/messages.ts). */
import type { CartTotals } from '../../domain/cart.ts';
import { messages } from '../../domain/messages.ts';

/**
 * `messages.addMoreLitres(n)` while the cart holds some 5-litre tubs but less than the wholesale
 * 10 litres; null otherwise (no 5-litre tub yet, or wholesale already applies).
 */
export function wholesaleHint(summary: Pick<CartTotals, 'fiveLitreVolume' | 'isWholesale' | 'litresToWholesale'>): string | null {
  if (summary.fiveLitreVolume <= 0 || summary.isWholesale) return null;
  return messages.addMoreLitres(summary.litresToWholesale);
}
