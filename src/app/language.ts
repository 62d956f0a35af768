/**
 * The storefront's language (issue 16): English, ગુજરાતી or हिन्दी, as the session machine's `language`
 * says (SET_LANGUAGE, the storage key language).
 *
 * Choosing Gujarati or Hindi loads that language's catalogues and font (src/app/languageTexts.ts, loaded
 * only then); once they are in, the language is shown: the app's root provides it to every screen
 * (`useShownLanguage` in src/main.tsx, src/app/texts.ts's LanguageContext), which read their texts, numbers,
 * amounts and dates in it as they render, and `<html lang>` says it. English loads nothing more. The
 * storefront's calls name it too (src/app/httpClient.ts), so the server words its refusals in it. This is
 * the browser's own state: the server renders each page in the language of its request (src/entry-server.tsx).
 */
import { useSyncExternalStore } from 'react';
import { DEFAULT_LANGUAGE, languageOf, type Language } from '../../domain/locale.ts';
import type { AppActors } from './actors.ts';

const listeners = new Set<() => void>();
let shown: Language = DEFAULT_LANGUAGE;

/** The language the storefront shows now (its texts loaded). */
export const shownLanguage = (): Language => shown;

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shown language; a component that calls it renders again, with everything under it, when it changes. */
export function useShownLanguage(): Language {
  return useSyncExternalStore(subscribe, shownLanguage, shownLanguage);
}

/** Shows `language` (its texts and font loaded first) and renders the app again in it; false when a later choice came first. */
export function show(language: Language): Promise<boolean> {
  return import('./languageTexts.ts')
    .then(({ showLanguage }) => showLanguage(language))
    .then((loaded) => {
      if (!loaded) return false;
      shown = language;
      document.documentElement.lang = language;
      listeners.forEach((listener) => listener());
      return true;
    });
}

/**
 * Shows the language the server rendered the page in (its `<html lang>`, from the customer's cookie;
 * domain/languageCookie.ts) before the page hydrates, so that the first client render says what the page
 * says. English needs nothing; when the texts cannot load, the page renders afresh in English.
 */
export const showPageLanguage = (language: Language): Promise<unknown> => (language === 'en' ? Promise.resolve() : show(language).catch(() => {}));

/**
 * Shows the session's language from `after` on (a page the server rendered hydrates first, in the language
 * it was rendered in), and again whenever SET_LANGUAGE changes it. English needs nothing loaded until
 * another language was shown. When the texts cannot load (offline), the shown language stays and the next
 * change asks again.
 */
export function followSessionLanguage(session: AppActors['session'], after: Promise<void>): void {
  void after.then(() => {
    let followed = shownLanguage();
    const follow = (code: unknown) => {
      const language = languageOf(code);
      if (language === followed) return;
      followed = language;
      show(language).catch(() => (followed = shownLanguage()));
    };
    follow(session.getSnapshot().context.language);
    session.subscribe((snapshot) => follow(snapshot.context.language));
  });
}
