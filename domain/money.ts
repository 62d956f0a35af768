/** Rupee amounts in the Indian digit grouping (1,23,456.00). */
const rupees = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function formatRupees(amount: number): string {
  return `₹${rupees.format(amount)}`;
}

/** Two amounts agree when they are equal to the paisa. */
export function sameAmount(a: number, b: number): boolean {
  return Math.round(a * 100) === Math.round(b * 100);
}
