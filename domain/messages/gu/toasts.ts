/** Gujarati for domain/messages/toasts.ts (issue 16). Not wired into the screens yet. */
import type * as en from '../toasts.ts';
import type { Translation } from '../translation.ts';

export const toastTexts: Translation<typeof en.toastTexts> = {
  dismissToast: 'બંધ કરો',
  dismissToastSymbol: '×',
  notificationsRegion: 'સૂચનાઓ ({hotkey})',
};
