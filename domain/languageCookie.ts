/**
 * The storefront's language as a cookie (issue 16), so that the server renders a page in it: the browser
 * keeps the customer's choice in the `language` storage key (spec section 8) and mirrors it into
 * `shop_language=gu`, which the server reads when it renders a storefront page (server/storefrontPage.ts).
 * Not a secret and it authorises nothing: only the page's language follows it.
 */
import { parseCookie } from 'cookie';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from './locale.ts';

export const LANGUAGE_COOKIE = 'shop_language';

/** A year, in seconds: the choice outlives a session, as the storage key does. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;

/** What the browser is told to keep (`document.cookie = …`): the language for every path of the shop, first-party only. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${KEPT_SECONDS}; SameSite=Lax`;
}

/** The language a request's Cookie header names (its first shop_language); English when it names none, or one the storefront does not have. */
export function languageOfCookies(header: string | undefined): Language {
  const value = parseCookie(header ?? '')[LANGUAGE_COOKIE];
  return value !== undefined && isLanguage(value) ? value : DEFAULT_LANGUAGE;
}
