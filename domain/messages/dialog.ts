import { textCatalogue } from '../textCatalogues.ts';

/** The dialog frame's own texts (src/components/Dialog.tsx, lazy). */
export const dialogTexts = textCatalogue('dialogTexts', {
  closeDialog: 'Close',
} as const);
