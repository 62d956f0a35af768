/// <reference types="vite/client" />
/**
 * What only a chosen Gujarati or Hindi needs (src/app/language.ts loads it with that choice): the language's
 * catalogue of every area (domain/messages/gu/*.ts, one chunk each), its script's Noto font, and the
 * wording of English texts fixed before the choice (domain/textTranslator.ts).
 */
import { showCatalogues } from '../../domain/liveTexts.ts';
import type { Language } from '../../domain/locale.ts';
import { textTranslator } from '../../domain/textTranslator.ts';

type Translated = Exclude<Language, 'en'>;
type Texts = Record<string, unknown>;

/** The server words its own answers (server/languageAnswers.ts); the storefront never loads server.ts. */
const areas: Record<Translated, Record<string, () => Promise<Record<string, Texts>>>> = {
  gu: import.meta.glob<Record<string, Texts>>(['../../domain/messages/gu/*.ts', '!**/server.ts']),
  hi: import.meta.glob<Record<string, Texts>>(['../../domain/messages/hi/*.ts', '!**/server.ts']),
};

/**
 * The script's Noto font, only its subset of characters, regular and bold: the styles' 600 (labels) takes the
 * 700 face, as CSS font matching does, which spares a third file (~40-50 KB) per language.
 */
const fonts: Record<Translated, () => Promise<unknown>> = {
  gu: () =>
    Promise.all([
      import('@fontsource/noto-sans-gujarati/gujarati-400.css'),
      import('@fontsource/noto-sans-gujarati/gujarati-700.css'),
    ]),
  hi: () =>
    Promise.all([
      import('@fontsource/noto-sans-devanagari/devanagari-400.css'),
      import('@fontsource/noto-sans-devanagari/devanagari-700.css'),
    ]),
};

/** Every catalogue of `language` by its export name (`cartTexts`), once they and the font are in. */
async function loadLanguage(language: Translated): Promise<Record<string, Texts>> {
  const [modules] = await Promise.all([Promise.all(Object.values(areas[language]).map((load) => load())), fonts[language]()]);
  return Object.assign({}, ...modules) as Record<string, Texts>;
}

let latest = 0;

/**
 * Puts `language`'s texts in the live catalogues once they (and the font) are in, and answers how a text
 * fixed in English then reads; null when a later choice came first (the later one wins).
 */
export async function showLanguage(language: Language): Promise<typeof textTranslator | null> {
  const request = ++latest;
  const catalogues = language === 'en' ? null : await loadLanguage(language);
  if (request !== latest) return null;
  showCatalogues(catalogues);
  return textTranslator;
}
