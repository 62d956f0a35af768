import { textCatalogue } from '../textCatalogues.ts';

/** The toaster's own texts (src/components/Toaster.tsx, loaded after the first paint). */
export const toastTexts = textCatalogue('toastTexts', {
  dismissToast: 'Dismiss',
  dismissToastSymbol: '×',
  /** Read by a screen reader as a toast appears (Radix Toast's label). */
  notificationLabel: 'Notification',
  /** The toasts' region; Radix puts the key that reaches it (F8) in place of {hotkey}. */
  notificationsRegion: 'Notifications ({hotkey})',
} as const);
