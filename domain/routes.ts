/**
 * The storefront's routes (spec section 2), in one place: the app renders a screen for each, every route
 * sets its own document title, the server answers HTTP 200 for them and 404 for any other path, and a
 * login only returns to one of them (no open redirect).
 *
 * Patterns are matched with regexparam, the matcher wouter itself uses, so the server and the app agree
 * on which paths are routes (a trailing slash and letter case do not matter, a `:param` is one segment).
 */
import { parse } from 'regexparam';
import { deskRouteTitles } from './desk/sections.ts';
import { titleTexts } from './messages/titles.ts';
import type { Language } from './locale.ts';
import { shopDetails } from './shop.ts';
import { textsIn } from './textCatalogues.ts';

/**
 * Every route's pattern (wouter's syntax) with the key of what the browser tab says on it
 * (domain/messages/titles.ts, before " | <shop name>"), in the order the app matches them.
 */
export const routeTitles = {
  '/': 'home',
  '/products': 'products',
  '/products/:id': 'product',
  '/cart': 'cart',
  '/order-history': 'orderHistory',
  '/login': 'login',
  '/register': 'register',
  '/forgot-password': 'forgotPassword',
  '/reset-password': 'resetPassword',
  '/profile': 'profile',
  '/settings/personal-details': 'personalDetails',
  '/settings/change-password': 'changePassword',
  '/settings/addresses': 'addresses',
  '/settings/addresses/add': 'addAddress',
  '/settings/addresses/edit/:addressId': 'editAddress',
  '/settings/delete-account': 'deleteAccount',
  '/privacy-policy': 'privacyPolicy',
  '/terms': 'terms',
  '/sitemap': 'sitemap',
} as const satisfies Record<string, keyof typeof titleTexts>;

/** The page titles in one language (titleTexts in it: domain/textCatalogues.ts). */
export type TitleTexts = Readonly<Record<keyof typeof titleTexts, string>>;

/** The page titles in `language` (its texts loaded: domain/textCatalogues.ts). */
export const titlesIn = (language: Language): TitleTexts => textsIn(language, titleTexts);

export type RoutePattern = keyof typeof routeTitles;

export const routePatterns = Object.keys(routeTitles) as RoutePattern[];

/** A product page's (`/products/:id`) own title, once its product is known: "Mango | Rajkot Scoops". */
export const productDocumentTitle = (productName: string): string => `${productName} | ${shopDetails.name}`;

/** Screens only a visitor uses: never where a login returns to (a login that returns to the login). */
const VISITOR_ONLY: readonly RoutePattern[] = ['/login', '/register', '/reset-password'];

/** The browser tab's text on the 404 page (and on a product page whose product the shop does not have). */
export const notFoundDocumentTitle = (texts: TitleTexts): string => `${texts.pageNotFound} | ${shopDetails.name}`;

/**
 * The owner's desk's pages (domain/desk/sections.ts): the same app and server answer them, the desk
 * renders them (src/desk/), and their titles name the desk.
 */
export const deskRoutePatterns = Object.keys(deskRouteTitles);

const matcherOf = <R extends string>(route: R) => ({ route, pattern: parse(route).pattern });
const matchers = routePatterns.map(matcherOf);
const deskMatchers = deskRoutePatterns.map(matcherOf);

const pathOf = (url: string) => url.split(/[?#]/, 1)[0]!;

/** The storefront route a path (or a path with a query) belongs to, or null for a path the storefront does not have. */
export function storefrontRouteOf(url: string): RoutePattern | null {
  const path = pathOf(url);
  return matchers.find(({ pattern }) => pattern.test(path))?.route ?? null;
}

/** The desk page a path belongs to, or null. */
export function deskRouteOf(url: string): string | null {
  const path = pathOf(url);
  return deskMatchers.find(({ pattern }) => pattern.test(path))?.route ?? null;
}

/** The storefront route or desk page a path belongs to, or null for a path the app does not have (HTTP 404). */
export function routeOf(url: string): string | null {
  return storefrontRouteOf(url) ?? deskRouteOf(url);
}

/**
 * The browser tab's text on a path: "Products | Rajkot Scoops", "Page not found | Rajkot Scoops", in the
 * language of `texts`; on the desk (English only) "Orders | Rajkot Scoops desk".
 */
export function documentTitle(url: string, texts: TitleTexts): string {
  const route = storefrontRouteOf(url);
  if (route) return `${texts[routeTitles[route]]} | ${shopDetails.name}`;
  const deskRoute = deskRouteOf(url);
  if (deskRoute) return `${deskRouteTitles[deskRoute]} | ${shopDetails.name} desk`;
  return notFoundDocumentTitle(texts);
}

/** The browser tab's text on a desk page: the desk is English only. */
export const deskDocumentTitle = (url: string): string => documentTitle(url, titlesIn('en'));

/**
 * Characters no storefront address holds; browsers drop them or read them otherwise (a backslash as a
 * slash, a tab or line break as nothing), which could turn "/\evil" or "/<tab>/evil" into another site.
 */
const hasSuspiciousCharacter = (value: string): boolean =>
  /[\s\\]/.test(value) || [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/**
 * Where a login may return to (spec section 2: "goes to /login remembering /cart"): a path of one of the
 * storefront's routes other than the visitor-only ones, with its query kept; null for anything else
 * (another site, "//evil.example", "/\evil", "javascript:", an encoded slash, an unknown path), so that
 * the login goes to /products and never leaves the shop.
 */
export function storefrontReturnTo(value: string | null | undefined): string | null {
  // A path of this site: one slash first (two would name another host), nothing a browser reads otherwise.
  if (typeof value !== 'string' || !value.startsWith('/') || value.startsWith('//') || hasSuspiciousCharacter(value)) return null;
  const route = storefrontRouteOf(value);
  return route && !VISITOR_ONLY.includes(route) ? value.split('#', 1)[0]! : null;
}
