/**
 * The account flows' model (machines/account.ts): sample events (what a user types and clicks, how the
 * server answers, and what the session says about who is logged in) and how states are told apart. What
 * every state promises is checkAccount (tests/model/drivers/account.ts). What a step does (its toasts,
 * navigations, calls and what the session hears) is not re-derived: tests/model/account.test.ts checks it
 * in example scenarios against the spec's texts, and the screen paths compare the screen with what the
 * machine asked (machineEffects).
 *
 * The user is on one screen at a time: while a form is being filled or submitted, only that form's
 * events (and the outcomes of calls in flight) are tried, so the graph stays a sum of the screens'
 * graphs rather than their product.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { ParsedAnswer } from '../../domain/contract.ts';
import { accountTexts } from '../../domain/messages/account.ts';
import { formTexts } from '../../domain/messages/forms.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { messages } from '../../domain/messages/index.ts';
import { validateRegistration } from '../../domain/accountRules.ts';
import { phoneInput } from '../../domain/validation.ts';
import { accountMachine, emptyRegistration, type RegistrationFields } from '../../machines/account.ts';
import type { ModelConfig } from '../paths.ts';
import { loginAnswer, storedAsha, storedLegacy } from './session.ts';

type AccountMachine = typeof accountMachine;
type Snapshot = SnapshotFrom<AccountMachine>;
type Event = EventFromLogic<AccountMachine>;
/** User events plus the actor outcomes and delays a path step may carry. */
type StepEvent = Event | { type: string; output?: unknown; error?: unknown };

// ---- sample data ---------------------------------------------------------------------------------

const loginSamples: Event[] = [
  { type: 'LOGIN', identifier: '', password: '' },
  { type: 'LOGIN', identifier: 'asha', password: 'secret1' },
  /** From the header's Login: success goes to /products. */
  { type: 'LOGIN', identifier: ' 098765 43210 ', password: 'secret1' },
  /** Placing an order as a visitor remembers /cart, and login success returns there (spec section 2). */
  { type: 'LOGIN', identifier: 'Asha@Example.com', password: 'secret1', returnTo: '/cart' },
  /** Started at /order-history; a phone of 11 digits is cut to 10. */
  { type: 'LOGIN', identifier: '98765432109', password: 'secret1', returnTo: '/order-history' },
];

const resetSamples: Event[] = [
  { type: 'RESET_PASSWORD', phone: '98765', code: '123456', password: 'secret1', confirmPassword: 'secret1' },
  { type: 'RESET_PASSWORD', phone: '9876543210', code: '12345', password: 'secret1', confirmPassword: 'secret1' },
  { type: 'RESET_PASSWORD', phone: '9876543210', code: '123456', password: 'abc', confirmPassword: 'abc' },
  { type: 'RESET_PASSWORD', phone: '9876543210', code: '123456', password: 'secret1', confirmPassword: 'secret2' },
  { type: 'RESET_PASSWORD', phone: '+91 98765 43210', code: '123456', password: 'secret1', confirmPassword: 'secret1' },
];

/** The whole form, the phone written as people paste it: +91 and a space (the field keeps the 10-digit number). */
const validRegistration: Partial<RegistrationFields> = {
  name: 'Asha Patel', email: 'asha@example.com', phone: '+91 98765 43210', password: 'secret1', confirmPassword: 'secret1',
};
const registrationSamples = {
  valid: { type: 'REGISTRATION_CHANGED', fields: validRegistration } as Event,
  mismatch: { type: 'REGISTRATION_CHANGED', fields: { confirmPassword: 'secret2' } } as Event,
  shortPhone: { type: 'REGISTRATION_CHANGED', fields: { phone: '98765' } } as Event,
};
/** The phone hint each sample phone must show (the keys are every phone a sample may leave in the form). */
export const phoneHints: Record<string, string> = {
  '': accountTexts.phoneHintEmpty,
  '98765': formTexts.moreDigitsNeeded(5),
  '9876543210': accountTexts.phoneHintValid,
};

const changePasswordSamples: Event[] = [
  { type: 'CHANGE_PASSWORD', current: '', next: 'secret2', confirm: 'secret2' },
  { type: 'CHANGE_PASSWORD', current: 'secret1', next: 'abc', confirm: 'abc' },
  { type: 'CHANGE_PASSWORD', current: 'secret1', next: 'secret2', confirm: 'secret3' },
  { type: 'CHANGE_PASSWORD', current: 'secret1', next: 'secret1', confirm: 'secret1' },
  { type: 'CHANGE_PASSWORD', current: 'secret1', next: 'secret2', confirm: 'secret2' },
];

const changeAnswer = (code: string, msg: string, status: string): ParsedAnswer<'changePassword'> => ({ code, msg, status, message: msg });

/** Server words the sample calls carry; a toast shows either one of them or a text of domain/messages.ts. */
export const serverWords = {
  loginRefused: 'Invalid email/phone number or password',
  signUpRefused: 'An account with this email or phone number already exists',
  tooManyRequests: 'Too many requests, please slow down',
  oldPasswordWrong: 'Old password is wrong',
  failedToFetch: 'Failed to fetch',
  passwordReset: 'Password has been reset',
  resetCodeExpired: 'This code has expired. Please ask the shop for a new one.',
} as const;

/** changePassword answers and failures (spec section 8 judges them; the examples check each toast). */
export const changePasswordOutcomes: StepEvent[] = [
  { type: 'xstate.done.actor.changePassword', output: changeAnswer('200', accountTexts.passwordChangedServer, 'success') },
  { type: 'xstate.done.actor.changePassword', output: changeAnswer('400', 'Incorrect current password', 'error') },
  { type: 'xstate.done.actor.changePassword', output: changeAnswer('429', serverWords.tooManyRequests, 'error') },
  { type: 'xstate.done.actor.changePassword', output: changeAnswer('400', '', 'error') },
  // A thrown error is never read as a wrong password, even when its words say so (section 8).
  { type: 'xstate.error.actor.changePassword', error: { message: serverWords.oldPasswordWrong } },
  { type: 'xstate.error.actor.changePassword', error: { message: httpTexts.invalidJson } },
  { type: 'xstate.error.actor.changePassword', error: { message: serverWords.failedToFetch } },
];


// ---- events --------------------------------------------------------------------------------------

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function withFields(snapshot: Snapshot, event: Event) {
  if (event.type !== 'REGISTRATION_CHANGED') return snapshot.context.registration;
  const fields = { ...event.fields };
  if (fields.phone !== undefined) fields.phone = phoneInput(fields.phone);
  return { ...snapshot.context.registration, ...fields };
}

function registrationEvents(snapshot: Snapshot): Event[] {
  const registration = snapshot.context.registration;
  const check = validateRegistration(registration);
  const fieldsValid = check.ok || check.message === accountTexts.acceptBothConsents;
  const changes = (event: Event) => !sameJson(withFields(snapshot, event), registration);
  const events: Event[] = [registrationSamples.valid, { type: 'REGISTER' }];
  // The user fills the form first, then ticks the boxes and tries the wrong confirmation or phone.
  if (fieldsValid) {
    events.push({ type: 'TOGGLE_PRIVACY' }, { type: 'TOGGLE_TERMS' }, registrationSamples.mismatch, registrationSamples.shortPhone);
  }
  return events.filter((event) => event.type !== 'REGISTRATION_CHANGED' || changes(event));
}

function visitorEvents(snapshot: Snapshot): StepEvent[] {
  if (snapshot.matches({ visitor: { login: 'submitting' } })) {
    return [
      { type: 'xstate.done.actor.login', output: loginAnswer },
      { type: 'xstate.error.actor.login', error: { message: serverWords.loginRefused } },
      { type: 'xstate.error.actor.login', error: {} },
    ];
  }
  if (snapshot.matches({ visitor: { reset: 'submitting' } })) {
    return [
      { type: 'xstate.done.actor.resetPassword', output: { code: '200', msg: serverWords.passwordReset } },
      { type: 'xstate.error.actor.resetPassword', error: { message: serverWords.resetCodeExpired } },
      { type: 'xstate.error.actor.resetPassword', error: {} },
    ];
  }
  if (snapshot.matches({ visitor: { registration: 'submitting' } })) {
    return [
      { type: 'xstate.done.actor.signUp', output: { code: '200', msg: 'Registration successful', userId: 8 } },
      { type: 'xstate.error.actor.signUp', error: { message: serverWords.signUpRefused } },
    ];
  }
  if (!sameJson(snapshot.context.registration, emptyRegistration())) return registrationEvents(snapshot);
  return [
    ...loginSamples,
    ...resetSamples,
    ...registrationEvents(snapshot),
    // The session restored a stored customer (one stored by an older client: no id, no token).
    { type: 'SESSION_CHANGED', user: storedAsha },
    { type: 'SESSION_CHANGED', user: storedLegacy },
  ];
}

function loggedInEvents(snapshot: Snapshot): StepEvent[] {
  const user = snapshot.context.user!;
  if (snapshot.matches({ customer: { personalDetails: 'saving' } })) {
    return [
      { type: 'xstate.done.actor.updateProfile', output: { code: '200', msg: accountTexts.profileUpdated, userId: 7, name: 'Asha Rani Patel', email: user.email, phone: user.phone } },
      { type: 'xstate.error.actor.updateProfile', error: { message: formTexts.enterName } },
      { type: 'xstate.error.actor.updateProfile', error: {} },
      // The session passes the app's SESSION_EXPIRED on before the call rejects; the 401 alone means the same.
      { type: 'SESSION_EXPIRED' },
      { type: 'xstate.error.actor.updateProfile', error: { message: httpTexts.unauthorized, status: 401 } },
    ];
  }
  if (snapshot.matches({ customer: { password: 'verifying' } })) {
    return [
      { type: 'xstate.done.actor.login', output: loginAnswer },
      { type: 'xstate.error.actor.login', error: { message: serverWords.loginRefused } },
    ];
  }
  if (snapshot.matches({ customer: { password: 'changing' } })) return changePasswordOutcomes;
  if (snapshot.matches({ customer: { deletion: 'confirming' } })) return [{ type: 'YES' }, { type: 'NO' }];
  if (snapshot.matches({ customer: { deletion: 'deleting' } })) {
    return [
      { type: 'xstate.done.actor.deleteAccount', output: { code: '200', msg: accountTexts.accountDeleted } },
      { type: 'xstate.error.actor.deleteAccount', error: { message: messages.serviceUnavailable } },
      { type: 'xstate.error.actor.deleteAccount', error: {} },
    ];
  }
  const rename = (name: string): Event => ({ type: 'UPDATE_PROFILE', name, email: user.email, phone: user.phone });
  /** Logged out, or the session expired: the session says nobody is logged in. */
  const gone: Event = { type: 'SESSION_CHANGED', user: null };
  if (!user.token) return [rename(user.name === 'Ravi Shah' ? 'Asha Rani Patel' : 'Ravi Shah'), { type: 'REQUEST_DELETE' }, gone];
  return [
    rename(''),
    rename(user.name),
    rename('Asha Rani Patel'),
    ...changePasswordSamples,
    { type: 'REQUEST_DELETE' },
    // The session tells the same customer again (it stored what this machine told it).
    { type: 'SESSION_CHANGED', user },
    gone,
  ];
}

export function accountEvents(snapshot: Snapshot): Event[] {
  const events: StepEvent[] = snapshot.matches('visitor') ? visitorEvents(snapshot) : snapshot.matches('customer') ? loggedInEvents(snapshot) : [];
  return events as Event[];
}

/** State value, who is logged in (id, token), the registration form's verdict and consents, where login returns. */
export function serializeAccount(snapshot: Snapshot): string {
  const { user, registration, loginReturnTo } = snapshot.context;
  const who = user ? `${user.userId === null ? 'noid' : 'id'}/${user.token ? 'token' : 'notoken'}` : 'visitor';
  const parts = [JSON.stringify(snapshot.value), who];
  if (snapshot.matches('visitor')) {
    const check = validateRegistration(registration);
    parts.push(`reg:${check.ok ? 'ok' : check.message}:${registration.acceptedPrivacy ? 'P' : '-'}${registration.acceptedTerms ? 'T' : '-'}`);
    if (snapshot.matches({ visitor: { login: 'submitting' } })) parts.push(`return:${loginReturnTo ?? '-'}`);
  }
  return parts.join(' ');
}

export const accountModel: ModelConfig<AccountMachine> = {
  machine: accountMachine,
  events: accountEvents,
  serializeState: serializeAccount,
};
