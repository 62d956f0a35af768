/** Hindi for domain/messages/reorder.ts (issue 16). Loaded only once Hindi is chosen (src/app/languageTexts.ts) and shown in place of the English (domain/textCatalogues.ts); the server words its refusals with it too (server/catalogues.ts). */
import type * as en from '../reorder.ts';
import type { Translation } from '../translation.ts';

export const reorderTexts: Translation<typeof en.reorderTexts> = {
  reorderAdded: (n: number) => (n === 1 ? `आपके कार्ट में ${n} आइटम जुड़ गया` : `आपके कार्ट में ${n} आइटम जुड़ गए`),
  reorderUnavailable: (names: readonly string[]) =>
    `${new Intl.ListFormat('hi', { type: 'conjunction' }).format(names)} अब उपलब्ध ${names.length === 1 ? 'नहीं है' : 'नहीं हैं'}।`,
  reorderNothingAvailable: 'इस ऑर्डर का कोई भी आइटम अभी उपलब्ध नहीं है',
  reorderFailed: 'फिर से ऑर्डर नहीं हो सका',
};
