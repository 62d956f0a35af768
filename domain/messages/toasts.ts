import { liveCatalogue } from '../liveTexts.ts';

/** The toaster's own texts (src/components/Toaster.tsx, loaded after the first paint). */
export const toastTexts = liveCatalogue('toastTexts', {
  dismissToast: 'Dismiss',
  dismissToastSymbol: '×',
  /** The toasts' region, as a screen reader names it; Radix puts the key that reaches it in place of {hotkey}. */
  notificationsRegion: 'Notifications ({hotkey})',
} as const);
