/**
 * The storefront's texts by language (issue 24). Every English catalogue of domain/messages/ names itself
 * here as its module loads (`textCatalogue`); a Gujarati or Hindi catalogue of the same name
 * (domain/messages/gu/, hi/) is added once it has loaded (`addTranslations`). Nothing here changes with the
 * language shown: a screen asks for the texts of the language it shows (`textsIn`, src/app/texts.ts's
 * `useTexts`), so the server renders pages in different languages at the same time; a message by key
 * (domain/message.ts: what a machine keeps or says) is worded by whoever shows it, in its language
 * (domain/wording.ts).
 */
import type { Language } from './locale.ts';

type Texts = Record<string, unknown>;
type Translated = Exclude<Language, 'en'>;

const english: Record<string, Texts> = {};

/** An English catalogue by its export name (the first part of a message's key). */
export const catalogueNamed = (name: string): Texts | undefined => english[name];
const names = new WeakMap<object, string>();
const translations: Partial<Record<Translated, Readonly<Record<string, Texts>>>> = {};
/** Per language, each English catalogue with its translation over it (made when first asked for). */
const merged = { gu: new WeakMap<object, Texts>(), hi: new WeakMap<object, Texts>() };

/** Names an English catalogue by its export name (`cartTexts`); it is the object screens and machines import. */
export function textCatalogue<T extends object>(name: string, texts: T): T {
  english[name] = texts as Texts;
  names.set(texts, name);
  return texts;
}

/** A language's catalogues by export name, once loaded (src/app/languageCatalogues.ts); each is the same whenever it is loaded. */
export function addTranslations(language: Translated, catalogues: Readonly<Record<string, Texts>>): void {
  translations[language] = catalogues;
}

/** Whether a language's texts have loaded (English always has). */
export const hasTexts = (language: Language): boolean => language === 'en' || !!translations[language];

/**
 * `texts` (an English catalogue) in `language`: its translation, with the English of any key it lacks; the
 * English itself while the language's texts have not loaded.
 */
export function textsIn<T extends object>(language: Language, texts: T): T {
  if (language === 'en') return texts;
  let both = merged[language].get(texts);
  const translated = translations[language]?.[names.get(texts)!];
  if (!both && translated) merged[language].set(texts, (both = { ...texts, ...translated }));
  return (both ?? texts) as T;
}
