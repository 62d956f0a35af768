/** Loads a language's texts (domain/textCatalogues.ts) as the storefront does once it is chosen, for a test that words something in it. */
import type { Language } from '../domain/locale.ts';
import { addTranslations, hasTexts } from '../domain/textCatalogues.ts';
import { languageCatalogues } from '../src/app/languageCatalogues.ts';

export async function loadTexts(language: Language): Promise<void> {
  if (language !== 'en' && !hasTexts(language)) addTranslations(language, await languageCatalogues(language));
}
