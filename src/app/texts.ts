/**
 * The shown language as the screens read it (issue 24): the app's root provides it (src/App.tsx), the
 * client's from the customer's choice once its texts have loaded (src/app/language.ts), the server's from the
 * request it renders (src/entry-server.tsx). A screen asks for its catalogues in it (`useTexts`) and words a
 * message by key in it (`useWords`) as it renders; nothing global changes with a language.
 */
import { createContext, useContext } from 'react';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/locale.ts';
import type { Words } from '../../domain/message.ts';
import { textsIn } from '../../domain/textCatalogues.ts';
import { wordsIn } from '../../domain/wording.ts';

export const LanguageContext = createContext<Language>(DEFAULT_LANGUAGE);

export function useLanguage(): Language {
  return useContext(LanguageContext);
}

/** An English catalogue's texts in the shown language. */
export function useTexts<T extends object>(english: T): T {
  return textsIn(useLanguage(), english);
}

/** Words a message by key (or shows words that came worded) in the shown language. */
export function useWords(): (words: Words) => string {
  const language = useLanguage();
  return (words) => wordsIn(language, words);
}
