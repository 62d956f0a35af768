import { textCatalogue } from '../textCatalogues.ts';

/**
 * The toaster's texts (src/components/Toaster.tsx, loaded after the first paint): its own, and the toasts the
 * first load's machines give (the cart, the session), which only the toaster shows. Those machines say them by
 * key without loading this catalogue (machines/kit.ts `sayToast`), so that the first load carries their keys
 * and not their texts; the toaster, which imports it, words them when it shows them.
 */
export const toastTexts = textCatalogue('toastTexts', {
  // Logout
  loggedOut: 'Logged out successfully',

  // The cart
  itemRemoved: 'Item removed from cart',
  cartCleared: 'Cart cleared',
  /** Issue 23: kept lines the catalogue no longer sells (a size out of stock, or gone), named when they leave the cart. */
  linesNoLongerAvailable: (lines: readonly string[]) => `No longer available, taken out of your cart: ${lines.join(', ')}`,

  // The session
  sessionExpired: 'Authentication session expired. Please log in again.',

  // The toaster's own
  dismissToast: 'Dismiss',
  dismissToastSymbol: '×',
  /** Read by a screen reader as a toast appears (Radix Toast's label). */
  notificationLabel: 'Notification',
  /** The toasts' region; Radix puts the key that reaches it (F8) in place of {hotkey}. */
  notificationsRegion: 'Notifications ({hotkey})',
} as const);
