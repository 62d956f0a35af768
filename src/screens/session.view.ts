/**
 * Formatting for the account screens (login, profile): how a value reads on screen. Rules live in
 * domain/ and machines/account/; busy flags are the machine's tags.
 */
import { storefrontReturnTo } from '../../domain/routes.ts';
import type { SessionUser } from '../../machines/session.ts';

/** The avatar's letter: the first letter of the name, else of the e-mail, else "?". */
export function avatarInitial(user: Pick<SessionUser, 'name' | 'email'>): string {
  const source = user.name.trim() || user.email.trim();
  return source ? source.charAt(0).toLocaleUpperCase('en-IN') : '?';
}

/** The sign-up screen's address from a login, keeping its way back (/register?returnTo=%2Fcart). */
export const signUpRoute = (returnTo: string | undefined): string => (returnTo ? `/register?returnTo=${encodeURIComponent(returnTo)}` : '/register');

/** The `returnTo` of a login address (?returnTo=/cart), kept only when it is a storefront route (domain/routes.ts). */
export function returnToOf(search: string): string | undefined {
  return storefrontReturnTo(new URLSearchParams(search).get('returnTo')) ?? undefined;
}
