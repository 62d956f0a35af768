/**
 * What only a chosen Gujarati or Hindi needs (src/app/language.ts loads it with that choice): the language's
 * catalogue of every area (src/app/languageCatalogues.ts) and its script's Noto font. Also where the choice is
 * mirrored into the cookie by which the server renders the next page in it (domain/languageCookie.ts).
 */
import { languageCookie } from '../../domain/languageCookie.ts';
import type { Language } from '../../domain/locale.ts';
import { loadTranslations, type Translated } from './languageCatalogues.ts';

/**
 * The script's Noto font, only its subset of characters, regular and bold: the styles' 600 (labels) takes the
 * 700 face, as CSS font matching does, which spares a third file (~40-50 KB) per language. A page the server
 * rendered in the language links the same stylesheets already (server/storefrontPage.ts).
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

/** Every catalogue of `language` (domain/textCatalogues.ts) and its font. */
async function loadLanguage(language: Translated): Promise<void> {
  await Promise.all([loadTranslations(language), fonts[language]()]);
}

let latest = 0;

/**
 * Loads `language`'s texts (and font); true once they are in, false when a later choice came first (the
 * later one wins). The server renders the next page in it.
 */
export async function showLanguage(language: Language): Promise<boolean> {
  const request = ++latest;
  if (language !== 'en') await loadLanguage(language);
  if (request !== latest) return false;
  document.cookie = languageCookie(language);
  return true;
}
