/** Gujarati for domain/messages/dialog.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../dialog.ts';
import type { Translation } from '../translation.ts';

export const dialogTexts: Translation<typeof en.dialogTexts> = {
  closeDialog: 'બંધ કરો',
};
