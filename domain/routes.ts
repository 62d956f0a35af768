/**
 * The storefront's routes (spec section 2), in one place: the app renders a screen for each, every route
 * sets its own document title, the server answers HTTP 200 for them and 404 for any other path, and a
 * login only returns to one of them (no open redirect).
 *
 * Patterns are matched with regexparam, the matcher wouter itself uses, so the server and the app agree
 * on which paths are routes (a trailing slash and letter case do not matter, a `:param` is one segment).
 */
import { parse } from 'regexparam';
import { shopDetails } from './shop.ts';

export interface StorefrontRoute {
  /** The wouter pattern. */
  path: string;
  /** What the browser tab says, before " | <shop name>". */
  title: string;
  /** A screen only a visitor uses (login, sign-up, reset): never where a login returns to. */
  visitorOnly?: true;
}

/** Every route, in the order the app matches them. */
export const storefrontRoutes = {
  home: { path: '/', title: 'Ice cream delivered across Rajkot' },
  products: { path: '/products', title: 'Products' },
  cart: { path: '/cart', title: 'Your Cart' },
  orderHistory: { path: '/order-history', title: 'Order History' },
  login: { path: '/login', title: 'Login', visitorOnly: true },
  register: { path: '/register', title: 'Sign up', visitorOnly: true },
  contact: { path: '/forgot-password', title: 'Contact us' },
  resetPassword: { path: '/reset-password', title: 'Reset password', visitorOnly: true },
  profile: { path: '/profile', title: 'My profile' },
  personalDetails: { path: '/settings/personal-details', title: 'Personal details' },
  changePassword: { path: '/settings/change-password', title: 'Change password' },
  addresses: { path: '/settings/addresses', title: 'Manage Addresses' },
  addAddress: { path: '/settings/addresses/add', title: 'Add Address' },
  editAddress: { path: '/settings/addresses/edit/:addressId', title: 'Edit Address' },
  deleteAccount: { path: '/settings/delete-account', title: 'Delete account' },
  privacyPolicy: { path: '/privacy-policy', title: 'Privacy Policy' },
  terms: { path: '/terms', title: 'Terms & Conditions' },
  sitemap: { path: '/sitemap', title: 'Sitemap' },
} as const satisfies Record<string, StorefrontRoute>;

export type RouteId = keyof typeof storefrontRoutes;

export const routeIds = Object.keys(storefrontRoutes) as RouteId[];

/** The title of any other path (the 404 page). */
export const NOT_FOUND_TITLE = 'Page not found';

const patterns = routeIds.map((id) => ({ id, pattern: parse(storefrontRoutes[id].path).pattern }));

/** The path of an address without its query or fragment. */
const pathOnly = (url: string): string => url.split(/[?#]/, 1)[0] ?? '';

/** The route a path (or a path with a query) belongs to, or null for a path the storefront does not have. */
export function routeOf(url: string): RouteId | null {
  const path = pathOnly(url);
  return patterns.find(({ pattern }) => pattern.test(path))?.id ?? null;
}

/** The browser tab's text on a path: "Products | Rajkot Scoops", "Page not found | Rajkot Scoops". */
export function documentTitle(url: string): string {
  const id = routeOf(url);
  return `${id ? storefrontRoutes[id].title : NOT_FOUND_TITLE} | ${shopDetails.name}`;
}

/** A made-up origin to read a relative address against: anything that leaves it is not a storefront path. */
const HERE = 'https://storefront.invalid';
/** Characters no storefront address holds; browsers drop or reinterpret them (a backslash acts as a slash). */
const hasSuspiciousCharacter = (value: string): boolean =>
  /[\s\\]/.test(value) || [...value].some((character) => character.charCodeAt(0) < 0x20 || character.charCodeAt(0) === 0x7f);

/**
 * Where a login may return to (spec section 2: "goes to /login remembering /cart"): a path of one of the
 * storefront's routes other than the visitor-only ones, with its query kept; null for anything else
 * (another site, "//evil.example", "/\evil", "javascript:", an encoded slash, an unknown path), so that
 * the login goes to /products and never leaves the shop.
 */
export function storefrontReturnTo(value: string | null | undefined): string | null {
  if (typeof value !== 'string' || value.length > 2000) return null;
  if (!value.startsWith('/') || value.startsWith('//') || hasSuspiciousCharacter(value)) return null;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return null;
  }
  if (url.origin !== HERE) return null;
  const id = routeOf(url.pathname);
  if (!id || 'visitorOnly' in storefrontRoutes[id]) return null;
  return `${url.pathname}${url.search}`;
}
