/**
 * The session's model: sample events (what a user types and clicks, and how the server answers),
 * how states are told apart, and what every state promises. Shared by the machine-alone paths
 * (tests/model) and, later, the screen paths.
 *
 * The user is on one screen at a time: while a form is being filled or submitted, only that form's
 * events (and the outcomes of calls in flight) are tried, so the graph stays a sum of the screens'
 * graphs rather than their product.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { ParsedAnswer } from '../../../domain/contract.ts';
import { messages } from '../../../domain/messages.ts';
import {
  phoneInput, registrationPhoneHint, validateChangePassword, validateLogin, validatePersonalDetails, validateRegistration,
  validateResetPassword,
} from '../../../domain/validation.ts';
import {
  ACCOUNT_DELETED, canSubmitRegistration, DEFAULT_LANGUAGE, emptyRegistration, FAILED_TO_DELETE_ACCOUNT, FAILED_TO_UPDATE_PROFILE,
  PLEASE_LOGIN_FOR_PROFILE, PROFILE_UPDATED, PROFILE_UPDATED_LOCALLY, profileLinkText, registrationPhoneHintOf, RESET_PASSWORD_WAIT_MS,
  sessionMachine, USER_ID_NOT_FOUND, type RegistrationFields, type SessionInput, type SessionUser, type Tone,
} from '../../../machines/session.ts';
import type { ModelConfig } from '../../../model/paths.ts';
import type { StepContext } from '../../../model/run.ts';

type SessionMachine = typeof sessionMachine;
type Snapshot = SnapshotFrom<SessionMachine>;
type Event = EventFromLogic<SessionMachine>;
/** User events plus the actor outcomes and delays a path step may carry. */
type StepEvent = Event | { type: string; output?: unknown; error?: unknown };

// ---- sample data ---------------------------------------------------------------------------------

const address = { addressId: 31, address: '12 Kalawad Road', pinCode: '360005', phone: '9876543210', isDefault: true };

/** A customer stored by this client (keys user and auth_token): id, name and token. */
export const storedAsha: SessionUser = {
  userId: 7, name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210', addresses: [address], token: 'tok-stored',
};
/** A user stored by an older client: no id, no name, no token. */
export const storedLegacy: SessionUser = {
  userId: null, name: '', email: 'ravi@example.com', phone: '9123456780', addresses: [], token: null,
};

export const loginAnswer: ParsedAnswer<'login'> = {
  code: '200', msg: messages.loginSuccessfullyServer, userId: 7, name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210',
  addresses: [address], token: 'tok-new',
};

/** The Profile link text each sample name must give (first word, or Profile). */
const linkTexts: Record<string, string> = { 'Asha Patel': 'Asha', 'Asha Rani Patel': 'Asha', 'Ravi Shah': 'Ravi', '': 'Profile' };

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
  { type: 'RESET_PASSWORD', code: '12345', password: 'secret1', confirmPassword: 'secret1' },
  { type: 'RESET_PASSWORD', code: '123456', password: 'abc', confirmPassword: 'abc' },
  { type: 'RESET_PASSWORD', code: '123456', password: 'secret1', confirmPassword: 'secret2' },
  { type: 'RESET_PASSWORD', code: '123456', password: 'secret1', confirmPassword: 'secret1' },
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
  '': messages.phoneHintEmpty,
  '98765': messages.moreDigitsNeeded(5),
  '9876543210': messages.phoneHintValid,
};

const changePasswordSamples: Event[] = [
  { type: 'CHANGE_PASSWORD', current: '', next: 'secret2', confirm: 'secret2' },
  { type: 'CHANGE_PASSWORD', current: 'secret1', next: 'abc', confirm: 'abc' },
  { type: 'CHANGE_PASSWORD', current: 'secret1', next: 'secret2', confirm: 'secret3' },
  { type: 'CHANGE_PASSWORD', current: 'secret1', next: 'secret1', confirm: 'secret1' },
  { type: 'CHANGE_PASSWORD', current: 'secret1', next: 'secret2', confirm: 'secret2' },
];

const changeAnswer = (code: string, msg: string, status: string): ParsedAnswer<'changePassword'> => ({ code, msg, status, message: msg });

/** changePassword answers and failures, with the toast each must give (spec section 8). */
const changePasswordOutcomes: { event: StepEvent; toast: { message: string; tone: Tone } }[] = [
  {
    event: { type: 'xstate.done.actor.changePassword', output: changeAnswer('200', messages.passwordChangedServer, 'success') },
    toast: { message: messages.passwordChanged, tone: 'success' },
  },
  {
    event: { type: 'xstate.done.actor.changePassword', output: changeAnswer('400', 'Incorrect current password', 'error') },
    toast: { message: messages.incorrectCurrentPassword, tone: 'error' },
  },
  {
    event: { type: 'xstate.done.actor.changePassword', output: changeAnswer('429', 'Too many requests, please slow down', 'error') },
    toast: { message: 'Too many requests, please slow down', tone: 'error' },
  },
  {
    event: { type: 'xstate.done.actor.changePassword', output: changeAnswer('400', '', 'error') },
    toast: { message: messages.failedToChangePassword, tone: 'error' },
  },
  {
    // A thrown error is never read as a wrong password, even when its words say so (section 8).
    event: { type: 'xstate.error.actor.changePassword', error: { message: 'Old password is wrong' } },
    toast: { message: messages.errorChangingPassword, tone: 'error' },
  },
  {
    event: { type: 'xstate.error.actor.changePassword', error: { message: messages.invalidJson } },
    toast: { message: messages.errorChangingPassword, tone: 'error' },
  },
  {
    event: { type: 'xstate.error.actor.changePassword', error: { message: 'Failed to fetch' } },
    toast: { message: messages.errorChangingPassword, tone: 'error' },
  },
];

export const sessionInput: SessionInput = { language: 'gu' };

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
  const fieldsValid = check.ok || check.message === messages.acceptBothConsents;
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
      { type: 'xstate.error.actor.login', error: { message: 'Invalid email/phone number or password' } },
      { type: 'xstate.error.actor.login', error: {} },
    ];
  }
  if (snapshot.matches({ visitor: { reset: 'waiting' } })) {
    return [{ type: `xstate.after.${RESET_PASSWORD_WAIT_MS}.session.visitor.reset.waiting` }];
  }
  if (snapshot.matches({ visitor: { registration: 'submitting' } })) {
    return [
      { type: 'xstate.done.actor.signUp', output: { code: '200', msg: 'Registration successful', userId: 8 } },
      { type: 'xstate.error.actor.signUp', error: { message: 'An account with this email or phone number already exists' } },
    ];
  }
  if (!sameJson(snapshot.context.registration, emptyRegistration())) return registrationEvents(snapshot);
  return [
    ...loginSamples,
    ...resetSamples,
    ...registrationEvents(snapshot),
    { type: 'VISIT_PROFILE' },
    { type: 'SET_LANGUAGE', language: 'hi' },
  ];
}

function loggedInEvents(snapshot: Snapshot): StepEvent[] {
  const user = snapshot.context.user!;
  if (snapshot.matches({ loggedIn: { personalDetails: 'saving' } })) {
    return [
      { type: 'xstate.done.actor.updateProfile', output: { code: '200', msg: PROFILE_UPDATED, userId: 7, name: 'Asha Rani Patel', email: user.email, phone: user.phone } },
      { type: 'xstate.error.actor.updateProfile', error: { message: 'Please enter your name' } },
      { type: 'xstate.error.actor.updateProfile', error: {} },
      // The app sends SESSION_EXPIRED on the 401 before the call rejects; the 401 alone means the same.
      { type: 'SESSION_EXPIRED' },
      { type: 'xstate.error.actor.updateProfile', error: { message: messages.unauthorized, status: 401 } },
    ];
  }
  if (snapshot.matches({ loggedIn: { password: 'verifying' } })) {
    return [
      { type: 'xstate.done.actor.login', output: loginAnswer },
      { type: 'xstate.error.actor.login', error: { message: 'Invalid email/phone number or password' } },
    ];
  }
  if (snapshot.matches({ loggedIn: { password: 'changing' } })) return changePasswordOutcomes.map((outcome) => outcome.event);
  if (snapshot.matches({ loggedIn: { account: 'confirming' } })) return [{ type: 'YES' }, { type: 'NO' }];
  if (snapshot.matches({ loggedIn: { account: 'deleting' } })) {
    return [
      { type: 'xstate.done.actor.deleteAccount', output: { code: '200', msg: 'Account deleted successfully' } },
      { type: 'xstate.error.actor.deleteAccount', error: { message: 'Temporary service is not available' } },
      { type: 'xstate.error.actor.deleteAccount', error: {} },
    ];
  }
  const rename = (name: string): Event => ({ type: 'UPDATE_PROFILE', name, email: user.email, phone: user.phone });
  if (!user.token) return [rename(user.name === 'Ravi Shah' ? 'Asha Rani Patel' : 'Ravi Shah'), { type: 'REQUEST_DELETE' }, { type: 'LOGOUT' }];
  return [
    rename(''),
    rename(user.name),
    rename('Asha Rani Patel'),
    ...changePasswordSamples,
    { type: 'REQUEST_DELETE' },
    { type: 'LOGOUT' },
    { type: 'SESSION_EXPIRED' },
  ];
}

export function sessionEvents(snapshot: Snapshot): Event[] {
  let events: StepEvent[] = [];
  if (snapshot.matches('restoring')) {
    events = [
      { type: 'xstate.done.actor.restoreSession', output: null },
      { type: 'xstate.done.actor.restoreSession', output: storedAsha },
      { type: 'xstate.done.actor.restoreSession', output: storedLegacy },
      { type: 'xstate.error.actor.restoreSession', error: { message: 'Unexpected token in JSON' } },
    ];
  } else if (snapshot.matches('visitor')) {
    events = visitorEvents(snapshot);
  } else if (snapshot.matches('loggedIn')) {
    events = loggedInEvents(snapshot);
  } else if (snapshot.matches('loggingOut')) {
    events = [
      { type: 'xstate.done.actor.logout', output: { code: '200', msg: 'Logged out' } },
      { type: 'xstate.error.actor.logout', error: { message: 'Unauthorized. Please login again.' } },
    ];
  }
  return events as Event[];
}

/** State value, who is logged in (id, token), the registration form's verdict and consents, where login returns. */
export function serializeSession(snapshot: Snapshot): string {
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

export const sessionModel: ModelConfig<SessionMachine> = {
  machine: sessionMachine,
  input: sessionInput,
  events: sessionEvents,
  serializeState: serializeSession,
};

// ---- what each step must show ---------------------------------------------------------------------

export interface SessionEffectsLog {
  toasts: { message: string; tone: Tone }[];
  navigations: string[];
  /** `context.user` each time the app was asked to store the session. */
  persisted: (SessionUser | null)[];
  sessionCleared: number;
  allCleared: number;
  languages: string[];
}

export const emptySessionLog = (): SessionEffectsLog => ({ toasts: [], navigations: [], persisted: [], sessionCleared: 0, allCleared: 0, languages: [] });

interface Expected {
  toasts: { message: string; tone: Tone }[];
  navigations: string[];
  persisted: number;
  sessionCleared: number;
  allCleared: number;
  calls: { name: string; input: unknown }[];
}

const messageText = (error: unknown): string | undefined => (error as { message?: string } | undefined)?.message || undefined;

/** What a step must show and do, judged from the state before it and the event. */
export function expectedEffects(previous: Snapshot | null, step: StepEvent): Expected {
  const result: Expected = { toasts: [], navigations: [], persisted: 0, sessionCleared: 0, allCleared: 0, calls: [] };
  const error = (message: string) => result.toasts.push({ message, tone: 'error' });
  const success = (message: string) => result.toasts.push({ message, tone: 'success' });
  if (!previous) {
    result.calls.push({ name: 'restoreSession', input: undefined });
    return result;
  }
  const event = step as Event & { output?: never; error?: unknown };
  const user = previous.context.user;
  const failure = (step as { error?: unknown }).error;
  switch (step.type) {
    case 'xstate.error.actor.restoreSession':
      result.sessionCleared = 1;
      break;
    case 'LOGIN': {
      if (event.type !== 'LOGIN') break;
      const check = validateLogin(event);
      if (check.ok) result.calls.push({ name: 'login', input: { userId: check.value.identifier, password: event.password } });
      else error(check.message);
      break;
    }
    case 'xstate.done.actor.login':
      if (previous.matches('visitor')) {
        result.persisted = 1;
        success(messages.loginSuccessful);
        result.navigations.push(previous.context.loginReturnTo ?? '/products');
      } else {
        const change = previous.context.passwordChange!;
        result.calls.push({ name: 'changePassword', input: { oldPassword: change.current, newPassword: change.next } });
      }
      break;
    case 'xstate.error.actor.login':
      if (previous.matches('visitor')) error(messageText(failure) ?? messages.loginFailed);
      else error(messages.currentPasswordIncorrect);
      break;
    case 'REGISTER': {
      const check = validateRegistration(previous.context.registration);
      if (check.ok) result.calls.push({ name: 'signUp', input: { ...check.value, FCMToken: '', device_type: 'web' } });
      else error(check.message);
      break;
    }
    case 'xstate.done.actor.signUp':
      success(messages.registrationSuccessful);
      result.navigations.push('/login');
      break;
    case 'RESET_PASSWORD': {
      if (event.type !== 'RESET_PASSWORD') break;
      const check = validateResetPassword(event);
      if (!check.ok) error(check.message);
      break;
    }
    case `xstate.after.${RESET_PASSWORD_WAIT_MS}.session.visitor.reset.waiting`:
      success(messages.passwordResetSuccessfully);
      result.navigations.push('/login');
      break;
    case 'VISIT_PROFILE':
      error(PLEASE_LOGIN_FOR_PROFILE);
      result.navigations.push('/login');
      break;
    case 'UPDATE_PROFILE': {
      if (event.type !== 'UPDATE_PROFILE' || !user) break;
      const check = validatePersonalDetails(event, user.name);
      if (!check.ok) error(check.message);
      else if (user.token) {
        // Section 7's editProfile payload.
        result.calls.push({
          name: 'updateProfile',
          input: {
            userId: user.userId ?? undefined, name: check.value, email: event.email, phone: event.phone,
            parem: '1', addresses: user.addresses, device_type: 'web', FCMToken: '',
          },
        });
      } else {
        // Section 8, missing token: said first, then the name is kept locally.
        error(messages.tokenNotFound);
        result.persisted = 1;
        error(PROFILE_UPDATED_LOCALLY);
      }
      break;
    }
    case 'xstate.done.actor.updateProfile':
      result.persisted = 1;
      success(PROFILE_UPDATED);
      break;
    case 'xstate.error.actor.updateProfile':
      if ((failure as { status?: number }).status === 401) {
        error(messages.sessionExpired);
        result.persisted = 1;
        error(PROFILE_UPDATED_LOCALLY);
      } else error(messageText(failure) ?? FAILED_TO_UPDATE_PROFILE);
      break;
    case 'CHANGE_PASSWORD': {
      if (event.type !== 'CHANGE_PASSWORD' || !user) break;
      const check = validateChangePassword(event);
      if (check.ok) result.calls.push({ name: 'login', input: { userId: user.phone, password: event.current } });
      else error(check.message);
      break;
    }
    case 'xstate.done.actor.changePassword':
    case 'xstate.error.actor.changePassword': {
      const outcome = changePasswordOutcomes.find((candidate) => sameJson(candidate.event, step));
      result.toasts.push(outcome!.toast);
      break;
    }
    case 'YES':
      if (user?.userId != null) result.calls.push({ name: 'deleteAccount', input: { userId: user.userId, parem: '1' } });
      else error(USER_ID_NOT_FOUND);
      break;
    case 'xstate.done.actor.deleteAccount':
      result.allCleared = 1;
      success(ACCOUNT_DELETED);
      result.navigations.push('/');
      break;
    case 'xstate.error.actor.deleteAccount':
      error(messageText(failure) ?? FAILED_TO_DELETE_ACCOUNT);
      break;
    case 'LOGOUT':
      result.calls.push({ name: 'logout', input: { token: user?.token ?? null } });
      break;
    case 'xstate.done.actor.logout':
    case 'xstate.error.actor.logout':
      result.sessionCleared = 1;
      success(messages.loggedOut);
      result.navigations.push('/');
      break;
    case 'SESSION_EXPIRED':
      error(messages.sessionExpired);
      if (previous.matches({ loggedIn: { personalDetails: 'saving' } })) {
        // Sections 6 and 8: while the name is saved, the session stays and the name is kept locally.
        result.persisted = 1;
        error(PROFILE_UPDATED_LOCALLY);
      } else result.sessionCleared = 1;
      break;
  }
  return result;
}

/** The user each step must leave in context, judged from the state before it and the event. */
function expectedUser(previous: Snapshot | null, step: StepEvent): SessionUser | null {
  if (!previous) return null;
  const output = (step as { output?: unknown }).output;
  const user = previous.context.user;
  switch (step.type) {
    case 'xstate.done.actor.restoreSession':
      return output as SessionUser | null;
    case 'xstate.done.actor.login': {
      if (!previous.matches('visitor')) return user;
      const { userId, name, email, phone, addresses, token } = loginAnswer;
      return { userId, name, email, phone, addresses, token };
    }
    case 'xstate.done.actor.updateProfile':
      return { ...user!, name: (output as { name: string }).name };
    case 'xstate.error.actor.updateProfile':
      // A 401: the name being saved is kept, the dead token dropped.
      if ((step as { error?: { status?: number } }).error?.status !== 401) return user;
      return { ...user!, name: previous.context.profileEdit!.name, token: null };
    case 'UPDATE_PROFILE': {
      const event = step as Extract<Event, { type: 'UPDATE_PROFILE' }>;
      const check = user ? validatePersonalDetails(event, user.name) : null;
      return user && !user.token && check?.ok ? { ...user, name: check.value } : user;
    }
    case 'SESSION_EXPIRED':
      if (previous.matches({ loggedIn: { personalDetails: 'saving' } })) return { ...user!, name: previous.context.profileEdit!.name, token: null };
      return null;
    case 'xstate.done.actor.deleteAccount':
    case 'xstate.done.actor.logout':
    case 'xstate.error.actor.logout':
      return null;
    default:
      return user;
  }
}

/** What each session state promises, checked against the running machine. */
export function checkSession(log: SessionEffectsLog) {
  const seen = { toasts: 0, navigations: 0, persisted: 0, sessionCleared: 0, allCleared: 0, calls: 0, languages: 0 };
  return (actual: Snapshot, expected: Snapshot, { event, previous, sut }: StepContext<SessionMachine>) => {
    const { context } = actual;
    const step = event as StepEvent;
    expect(context).toEqual(expected.context);

    // Where a login returns to: the route it was started from (/cart, /order-history), kept only while it runs.
    if (step.type === 'LOGIN' && actual.matches({ visitor: { login: 'submitting' } })) {
      expect(context.loginReturnTo).toBe((step as { returnTo?: string }).returnTo ?? null);
    }
    if (!actual.matches({ visitor: { login: 'submitting' } })) expect(context.loginReturnTo).toBeNull();

    // Who is logged in.
    expect(context.user).toEqual(expectedUser(previous, event));
    expect(actual.matches('loggedIn') || actual.matches('loggingOut')).toBe(context.user !== null);
    expect(profileLinkText(context)).toBe(context.user ? linkTexts[context.user.name] : 'Profile');
    if (!actual.matches({ loggedIn: { password: 'verifying' } }) && !actual.matches({ loggedIn: { password: 'changing' } })) {
      expect(context.passwordChange).toBeNull();
    }
    // The details being saved are kept only while the save runs.
    expect(context.profileEdit !== null).toBe(actual.matches({ loggedIn: { personalDetails: 'saving' } }));

    // The registration form.
    const registration = context.registration;
    expect(registrationPhoneHintOf(context)).toEqual({ message: phoneHints[registration.phone], valid: registration.phone === '9876543210' });
    expect(registrationPhoneHintOf(context)).toEqual(registrationPhoneHint(registration.phone));
    expect(canSubmitRegistration(actual)).toBe(
      actual.matches({ visitor: { registration: 'editing' } }) && registration.acceptedPrivacy && registration.acceptedTerms,
    );
    if (!actual.matches('visitor') || step.type === 'xstate.done.actor.signUp') {
      expect(registration).toEqual(emptyRegistration());
    }
    if (step.type === 'xstate.error.actor.signUp') {
      expect(registration.serverMessage).toBe(messageText((step as { error?: unknown }).error));
    }

    // Language: kept, changed by the user, forgotten with the whole storage.
    if (event.type === 'SET_LANGUAGE') expect(log.languages.slice(seen.languages)).toEqual([event.language]);
    else expect(log.languages.length).toBe(seen.languages);
    seen.languages = log.languages.length;
    if (step.type === 'xstate.done.actor.deleteAccount') expect(context.language).toBe(DEFAULT_LANGUAGE);

    // Toasts, navigations, storage and calls of this step.
    const wanted = expectedEffects(previous, event);
    expect(log.toasts.slice(seen.toasts)).toEqual(wanted.toasts);
    expect(log.navigations.slice(seen.navigations)).toEqual(wanted.navigations);
    const persisted = log.persisted.slice(seen.persisted);
    expect(persisted.length).toBe(wanted.persisted);
    if (wanted.persisted) expect(persisted[0]).toEqual(context.user);
    expect(log.sessionCleared - seen.sessionCleared).toBe(wanted.sessionCleared);
    expect(log.allCleared - seen.allCleared).toBe(wanted.allCleared);
    expect(sut.effects.calls.slice(seen.calls)).toEqual(wanted.calls);
    seen.toasts = log.toasts.length;
    seen.navigations = log.navigations.length;
    seen.persisted = log.persisted.length;
    seen.sessionCleared = log.sessionCleared;
    seen.allCleared = log.allCleared;
    seen.calls = sut.effects.calls.length;
  };
}
