import { liveCatalogue } from '../liveTexts.ts';

/** The dialog frame's own texts (src/components/Dialog.tsx, lazy). */
export const dialogTexts = liveCatalogue('dialogTexts', {
  closeDialog: 'Close',
} as const);
