/** Gujarati for domain/messages/toasts.ts (issue 16). Loaded only once Gujarati is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../toasts.ts';
import type { Translation } from '../translation.ts';

export const toastTexts: Translation<typeof en.toastTexts> = {
  // Logout
  loggedOut: 'તમે લૉગઆઉટ થઈ ગયા છો',

  // The cart
  itemRemoved: 'વસ્તુ કાર્ટમાંથી કાઢી નાખી',
  cartCleared: 'કાર્ટ ખાલી થઈ ગયું',
  linesNoLongerAvailable: (lines: readonly string[]) => `હવે મળતું નથી, તમારા કાર્ટમાંથી કાઢી નાખ્યું: ${lines.join(', ')}`,

  // The session
  sessionExpired: 'તમારું સેશન પૂરું થઈ ગયું છે. કૃપા કરીને ફરી લૉગિન કરો.',

  // The toaster's own
  dismissToast: 'બંધ કરો',
  dismissToastSymbol: '×',
  notificationLabel: 'સૂચના',
  notificationsRegion: 'સૂચનાઓ ({hotkey})',
};
