/**
 * Small pure readings of the session snapshot for the account screens (login, register, reset, profile,
 * settings) that machines/session.ts does not export itself. No rule lives here that the machine or
 * domain/validation.ts decides; these only name the machine's states for the screens.
 */
import { messages } from '../../domain/messages.ts';
import { storefrontReturnTo } from '../../domain/routes.ts';
import type { RegistrationState, SessionSnapshot, SessionUser } from '../../machines/session.ts';

export const isLoggingIn = (snapshot: SessionSnapshot): boolean => snapshot.matches({ visitor: { login: 'submitting' } });
export const isRegistering = (snapshot: SessionSnapshot): boolean => snapshot.matches({ visitor: { registration: 'submitting' } });
export const isResetWaiting = (snapshot: SessionSnapshot): boolean => snapshot.matches({ visitor: { reset: 'waiting' } });
export const isSavingProfile = (snapshot: SessionSnapshot): boolean => snapshot.matches({ loggedIn: { personalDetails: 'saving' } });
export const isChangingPassword = (snapshot: SessionSnapshot): boolean =>
  snapshot.matches({ loggedIn: { password: 'verifying' } }) || snapshot.matches({ loggedIn: { password: 'changing' } });
export const isLoggingOut = (snapshot: SessionSnapshot): boolean => snapshot.matches('loggingOut');

export type DeleteStep = 'idle' | 'confirming' | 'deleting';

export function deleteStep(snapshot: SessionSnapshot): DeleteStep {
  if (snapshot.matches({ loggedIn: { account: 'confirming' } })) return 'confirming';
  if (snapshot.matches({ loggedIn: { account: 'deleting' } })) return 'deleting';
  return 'idle';
}

/** The registration form as the machine holds it. */
export const registrationOf = (snapshot: SessionSnapshot): RegistrationState => snapshot.context.registration;

/** Shown under the consent boxes while either is unticked (the submit button is disabled then). */
export function consentNote(registration: Pick<RegistrationState, 'acceptedPrivacy' | 'acceptedTerms'>): string | null {
  return registration.acceptedPrivacy && registration.acceptedTerms ? null : messages.acceptBothConsents;
}

/** Live note under Confirm password: only once something is typed there and it differs. */
export function confirmPasswordNote(password: string, confirmPassword: string): string | null {
  return confirmPassword !== '' && confirmPassword !== password ? messages.passwordsDoNotMatch : null;
}

/** The avatar's letter: the first letter of the name, else of the e-mail, else "?". */
export function avatarInitial(user: Pick<SessionUser, 'name' | 'email'>): string {
  const source = user.name.trim() || user.email.trim();
  return source ? source.charAt(0).toLocaleUpperCase('en-IN') : '?';
}

/** The `returnTo` of a login address (?returnTo=/cart), kept only when it is a storefront route (domain/routes.ts). */
export function returnToOf(search: string): string | undefined {
  return storefrontReturnTo(new URLSearchParams(search).get('returnTo')) ?? undefined;
}
