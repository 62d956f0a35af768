import { formatNumber, type Language } from './locale.ts';

/**
 * An amount in rupees in the Indian digit grouping of `language`'s locale (domain/locale.ts). On the
 * customer's screens as local shop apps show it (issue 24): whole rupees without paise (₹1,450), paise only
 * when there are some (₹1,234.50; less than half a paisa off a whole rupee is that rupee).
 */
export const formatAmount = (language: Language, amount: number, paise = Math.round(amount * 100) % 100 ? 2 : 0): string =>
  `₹${formatNumber(language, amount, { minimumFractionDigits: paise, maximumFractionDigits: paise })}`;

/** Rupees with paise always (₹1,450.00): the delivery fee, which the specification shows as 0.00, the server's words (the old apps read them) and the owner's desk. */
export const formatRupees = (language: Language, amount: number): string => formatAmount(language, amount, 2);

/** Two amounts agree when they are equal to the paisa. */
export function sameAmount(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}
