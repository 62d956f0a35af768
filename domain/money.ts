import { formatNumber } from './locale.ts';

/** Rupee amounts in the Indian digit grouping (1,23,456.00), in the shown language's locale (domain/locale.ts). */
export function formatRupees(amount: number): string {
  return `₹${formatNumber(amount, { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

/** Two amounts agree when they are equal to the paisa. */
export function sameAmount(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}
