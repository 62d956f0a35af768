/**
 * The language the storefront shows (issue 16) and the Intl locale of its numbers, rupee amounts, dates and
 * times: en-IN, gu-IN or hi-IN, always in India time. Whoever formats names the language it shows (a screen
 * its `useLanguage()`, src/app/texts.ts; the server English, or the language a call asked for).
 */
import { SHOP_TIME_ZONE } from './constants.ts';

export const LANGUAGES = ['en', 'gu', 'hi'] as const;
export type Language = (typeof LANGUAGES)[number];

export const DEFAULT_LANGUAGE: Language = 'en';

export function isLanguage(value: unknown): value is Language {
  return typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);
}

/** A stored or sent language code as one of ours; anything else (nothing, an old value, another code) is English. */
export function languageOf(value: unknown): Language {
  const code = typeof value === 'string' ? value.trim().toLowerCase() : value;
  return isLanguage(code) ? code : DEFAULT_LANGUAGE;
}

/**
 * The first of a browser's languages that the storefront has, by primary subtag ("gu-IN" is Gujarati),
 * in the browser's order of preference; null when it names none of ours (issue 24).
 */
export function preferredLanguage(tags: readonly string[]): Language | null {
  for (const tag of tags) {
    const primary = tag.trim().toLowerCase().split('-')[0];
    if (isLanguage(primary)) return primary;
  }
  return null;
}

/** The browser's language on a first visit: its stored choice (storage key language) wins, then navigator.languages. */
export function firstVisitLanguage(stored: string | null, browserLanguages: readonly string[]): Language {
  if (stored !== null && isLanguage(stored)) return stored;
  return preferredLanguage(browserLanguages) ?? DEFAULT_LANGUAGE;
}

export const LOCALES: Readonly<Record<Language, string>> = { en: 'en-IN', gu: 'gu-IN', hi: 'hi-IN' };

/** A number in `language`'s locale (Indian digit grouping in all three). */
export function formatNumber(language: Language, value: number, options: Intl.NumberFormatOptions = {}): string {
  return new Intl.NumberFormat(LOCALES[language], options).format(value);
}

/** A moment in `language`'s locale; the time zone is India's unless the options name another. */
export function formatDateTime(language: Language, date: Date | number, options: Intl.DateTimeFormatOptions): string {
  return new Intl.DateTimeFormat(LOCALES[language], { timeZone: SHOP_TIME_ZONE, ...options }).format(date);
}

/** Each language by its own name, the same whatever language the page is in (the switch's choices). */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', gu: 'ગુજરાતી', hi: 'हिन्दी' };

/** The request header in which the storefront tells the server its language (docs/api.md); old apps send none. */
export const LANGUAGE_HEADER = 'x-shop-language';
