/**
 * The storefront's language as a cookie (issue 16), so that the server renders a page in it: the browser
 * keeps the customer's choice in the `language` storage key (spec section 8) and mirrors it into
 * `shop_language=gu`, which the server reads when it renders a storefront page (server/storefrontPage.ts).
 * Not a secret and it authorises nothing: only the page's language follows it.
 */
import { parseCookie } from 'cookie';
import { DEFAULT_LANGUAGE, isLanguage, preferredLanguage, type Language } from './locale.ts';

export const LANGUAGE_COOKIE = 'shop_language';

/** A year, in seconds: the choice outlives a session, as the storage key does. */
const KEPT_SECONDS = 365 * 24 * 60 * 60;

/** What the browser is told to keep (`document.cookie = …`): the language for every path of the shop, first-party only. */
export function languageCookie(language: Language): string {
  return `${LANGUAGE_COOKIE}=${language}; Path=/; Max-Age=${KEPT_SECONDS}; SameSite=Lax`;
}

/** An Accept-Language header's tags, most wanted first (q=0 left out; equal weights keep their order). */
export function acceptedLanguages(header: string | undefined): string[] {
  return (header ?? '')
    .split(',')
    .map((part, order) => {
      const [tag = '', ...params] = part.split(';').map((piece) => piece.trim());
      const q = params.find((param) => param.startsWith('q='));
      const weight = q === undefined ? 1 : Number(q.slice(2));
      return { tag, weight: Number.isFinite(weight) ? weight : 0, order };
    })
    .filter(({ tag, weight }) => tag !== '' && tag !== '*' && weight > 0)
    .sort((a, b) => b.weight - a.weight || a.order - b.order)
    .map(({ tag }) => tag);
}

/**
 * The language a storefront page is rendered in: the customer's stored choice (the cookie) wins; on a
 * first visit, the phone's languages as its Accept-Language header lists them; else English.
 */
export function languageOfRequest(cookieHeader: string | undefined, acceptLanguage: string | undefined): Language {
  const chosen = parseCookie(cookieHeader ?? '')[LANGUAGE_COOKIE];
  if (chosen !== undefined && isLanguage(chosen)) return chosen;
  return preferredLanguage(acceptedLanguages(acceptLanguage)) ?? DEFAULT_LANGUAGE;
}
