/** Gujarati for domain/messages/toasts.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../toasts.ts';
import type { Translation } from '../translation.ts';

export const toastTexts: Translation<typeof en.toastTexts> = {
  dismissToast: 'બંધ કરો',
  dismissToastSymbol: '×',
  notificationLabel: 'સૂચના',
  notificationsRegion: 'સૂચનાઓ ({hotkey})',
};
