/// <reference types="vite/client" />
/**
 * Every catalogue of Gujarati or Hindi (domain/messages/gu/*.ts, domain/messages/hi/*.ts, one chunk each) by
 * its export name (`cartTexts`): that language's texts (domain/textCatalogues.ts). The
 * storefront loads them when the language is chosen (src/app/languageTexts.ts); the server's rendering of a
 * page in that language too (src/entry-server.tsx).
 */
import type { Language } from '../../domain/locale.ts';
import { addTranslations, hasTexts } from '../../domain/textCatalogues.ts';

export type Translated = Exclude<Language, 'en'>;
type Texts = Record<string, unknown>;

/**
 * The server words its own answers (domain/messages/compiled/, server/messageText.ts), and the desk its WhatsApp notices to customers
 * (domain/desk/whatsApp.ts): the storefront never loads server.ts or orderNotice.ts (the desk imports the
 * latter itself; shared with a storefront chunk too, it would split the bundler's runtime out of the first load).
 */
const areas: Record<Translated, Record<string, () => Promise<Record<string, Texts>>>> = {
  gu: import.meta.glob<Record<string, Texts>>(['../../domain/messages/gu/*.ts', '!**/server.ts', '!**/orderNotice.ts']),
  hi: import.meta.glob<Record<string, Texts>>(['../../domain/messages/hi/*.ts', '!**/server.ts', '!**/orderNotice.ts']),
};

export async function languageCatalogues(language: Translated): Promise<Record<string, Texts>> {
  const modules = await Promise.all(Object.values(areas[language]).map((load) => load()));
  return Object.assign({}, ...modules) as Record<string, Texts>;
}

/** Adds `language`'s catalogues to the texts by language (domain/textCatalogues.ts), once; English needs none. */
export async function loadTranslations(language: Language): Promise<void> {
  if (language !== 'en' && !hasTexts(language)) addTranslations(language, await languageCatalogues(language));
}
