import { textCatalogue } from '../textCatalogues.ts';

/**
 * Order again's toasts (issue 13), shown by the reorder machine (machines/reorder.ts). Kept out of index.ts,
 * the first load's texts: the machine loads with the order history's actors, and so do these.
 */
export const reorderTexts = textCatalogue('reorderTexts', {
  reorderAdded: (n: number) => `Added ${n} ${n === 1 ? 'item' : 'items'} to your cart`,
  /** The lines of the order that did not go back, named by name and size ("Kesar Pista (5 Litre)"). */
  reorderUnavailable: (names: readonly string[]) =>
    `${new Intl.ListFormat('en', { type: 'conjunction' }).format(names)} ${names.length === 1 ? 'is' : 'are'} no longer available.`,
  reorderNothingAvailable: 'None of the items in this order are available now',
  reorderFailed: 'Could not order again',
} as const);
