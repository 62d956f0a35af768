/**
 * What the account forms share (machines/account/: login, registration, reset password, personal
 * details, change password, delete account; one small machine per form, created by its screen). A
 * form is checked once, when it is submitted, and the check is kept in the machine's context with
 * what was typed (`Attempt`): the `checking` state (`checkingState`) reads that verdict and either
 * refuses the form with the check's message or goes on to the call, which reads the checked value.
 *
 * Effects the app supplies with `.provide()` are named alike in every form: the call actors, `notify`
 * (a toast), `navigate`, and what the session must hear (src/app/accountForms.ts).
 */
import type { ParsedAnswer } from '../../domain/contract.ts';
import { messageOf, type Check } from '../../domain/validation.ts';
import { notice, type Notice, type RequirementMeta } from '../kit.ts';
import type { SessionUser } from '../session.ts';

/** Spec section 7, editProfile and deleteAccount: the constant fields the shop's backend expects. */
export const PAREM = '1';
export const DEVICE_TYPE = 'web';

/** Spec section 2: login success goes here unless it started on a storefront route it returns to. */
export const AFTER_LOGIN_ROUTE = '/products';

/** What was typed into a form and its check (made once, when submitted): the value to send, or the message that refuses it. */
export type Attempt<Fields, Value> = Fields & { check: Check<Value> };

/** The message that refused the attempt, or null (no attempt, or a valid one). */
export const refusalOf = (attempt: Attempt<unknown, unknown> | null): string | null => (attempt?.check.ok === false ? attempt.check.message : null);

/** The checked value of an attempt, or `fallback` (no attempt, or a refused one: never sent). */
export const checkedValue = <Value>(attempt: Attempt<unknown, Value> | null, fallback: Value): Value => (attempt?.check.ok ? attempt.check.value : fallback);

/** A call that failed with HTTP 401: the token is no longer valid. */
export function isUnauthorizedError(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { status?: unknown }).status === 401);
}

/** The session's user from a login answer. */
export function userFromLogin(answer: ParsedAnswer<'login'>): SessionUser {
  const { userId, name, email, phone, addresses, token } = answer;
  return { userId, name, email, phone, addresses, token };
}

/** The login screen's address, keeping the way back (`returnTo`) of the login that led away from it. */
export const loginRoute = (returnTo: string | null): string => (returnTo ? `/login?returnTo=${encodeURIComponent(returnTo)}` : '/login');

export const goTo = (to: string) => ({ type: 'navigate' as const, params: { to } });

/** The toast of a refused form: the check's message, by key. */
const refusalNotice = ({ context }: { context: { attempt: Attempt<unknown, unknown> | null } }): Notice =>
  notice(context.attempt?.check.ok === false ? messageOf(context.attempt.check.said) : '', 'error');

/** A refused form (guard `isRefused`) goes back to `back` with the check's message, nothing kept (`forgetAttempt`). */
export const refusedTo = <const Back extends string>(back: Back) => ({
  guard: 'isRefused' as const,
  target: back,
  actions: [{ type: 'notify' as const, params: refusalNotice }, 'forgetAttempt' as const],
});

/**
 * The submit helper every checked form shares: the transient state entered on submit, after the form's
 * `checkAttempt` action has kept what was typed and its check. A refused form goes back to `back`
 * (refusedTo); a valid one goes on to `submitting`, where the form's call reads the checked value.
 */
export function checkingState<const Back extends string>(back: Back, meta: RequirementMeta) {
  return { meta, always: [refusedTo(back), { target: 'submitting' as const }] };
}
