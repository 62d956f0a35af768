/** Hindi for domain/messages/toasts.ts (issue 16). Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../toasts.ts';
import type { Translation } from '../translation.ts';

export const toastTexts: Translation<typeof en.toastTexts> = {
  // Logout
  loggedOut: 'आप लॉगआउट हो गए हैं',

  // The cart
  itemRemoved: 'आइटम कार्ट से हटा दिया गया',
  cartCleared: 'कार्ट खाली कर दिया गया',
  linesNoLongerAvailable: (lines: readonly string[]) => `अब उपलब्ध नहीं, आपके कार्ट से हटा दिया: ${lines.join(', ')}`,

  // The session
  sessionExpired: 'आपका सेशन खत्म हो गया है। कृपया फिर से लॉगिन करें।',

  // The toaster's own
  dismissToast: 'बंद करें',
  dismissToastSymbol: '×',
  notificationLabel: 'सूचना',
  notificationsRegion: 'सूचनाएँ ({hotkey})',
};
