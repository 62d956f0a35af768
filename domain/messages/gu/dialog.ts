/** Gujarati for domain/messages/dialog.ts (issue 16). Not wired into the screens yet. */
import type * as en from '../dialog.ts';
import type { Translation } from '../translation.ts';

export const dialogTexts: Translation<typeof en.dialogTexts> = {
  closeDialog: 'બંધ કરો',
};
