import { liveCatalogue } from '../liveTexts.ts';

/** The toaster's own texts (src/components/Toaster.tsx, loaded after the first paint). */
export const toastTexts = liveCatalogue('toastTexts', {
  dismissToast: 'Dismiss',
  dismissToastSymbol: '×',
} as const);
