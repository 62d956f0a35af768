/**
 * The storefront's language (issue 16): English, ગુજરાતી or हिन्दी, as the session machine's `language`
 * says (SET_LANGUAGE, the storage key language).
 *
 * Screens and machines read the live catalogues (domain/liveTexts.ts) as they render and act. Choosing
 * Gujarati or Hindi loads that language's catalogues and font (src/app/languageTexts.ts, loaded only then)
 * and shows them in the live catalogues; the app then renders again from its root (`useShownLanguage` in
 * src/App.tsx), so no screen changes to be translated and English loads nothing more than before. A machine's
 * toasts name their texts by key, and the toaster words them in the shown language when it shows them
 * (domain/message.ts). Numbers, amounts, dates and times follow domain/locale.ts, which this module sets, and
 * so does `<html lang>`.
 */
import { useSyncExternalStore } from 'react';
import { languageOf, setShownLanguage, shownLanguage, type Language } from '../../domain/locale.ts';
import type { AppActors } from './actors.ts';

const listeners = new Set<() => void>();

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The shown language; a component that calls it renders again, with everything under it, when it changes. */
export function useShownLanguage(): Language {
  return useSyncExternalStore(subscribe, shownLanguage, shownLanguage);
}

/** Shows `language` (its texts and font loaded first) and renders the app again in it; false when a later choice came first. */
function show(language: Language): Promise<boolean> {
  return import('./languageTexts.ts')
    .then(({ showLanguage }) => showLanguage(language))
    .then((shown) => {
      if (!shown) return false;
      setShownLanguage(language);
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
