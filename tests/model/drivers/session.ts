/**
 * The session's model: sample events (what a user types and clicks, and how the server answers), how
 * states are told apart, and what every state promises (checkSession). Shared by the machine-alone
 * paths (tests/model) and the screen paths (tests/ui). What a step does (its toasts, navigations and
 * calls) is not re-derived here: tests/model/session.test.ts checks it in example scenarios against the
 * spec's texts, and the screen paths compare the screen with what the machine asked (machineEffects).
 *
 * The user is on one screen at a time: while a form is being filled or submitted, only that form's
 * events (and the outcomes of calls in flight) are tried, so the graph stays a sum of the screens'
 * graphs rather than their product.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer } from '../../../domain/contract.ts';
import { messages } from '../../../domain/messages.ts';
import { phoneInput, validateRegistration } from '../../../domain/validation.ts';
import type { Notice } from '../../../machines/kit.ts';
import {
  DEFAULT_LANGUAGE, emptyRegistration, profileLinkText, registrationPhoneHintOf, RESET_PASSWORD_WAIT_MS, sessionMachine,
  type RegistrationFields, type SessionInput, type SessionTag, type SessionUser,
} from '../../../machines/session.ts';
import type { GeneratedPath, ModelConfig } from '../../../model/paths.ts';
import { Coverage, FakeEffects, runPath, type StepContext } from '../../../model/run.ts';

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

/** Server words the sample calls carry; a toast shows either one of them or a text of domain/messages.ts. */
export const serverWords = {
  loginRefused: 'Invalid email/phone number or password',
  signUpRefused: 'An account with this email or phone number already exists',
  tooManyRequests: 'Too many requests, please slow down',
  oldPasswordWrong: 'Old password is wrong',
  failedToFetch: 'Failed to fetch',
} as const;

/** changePassword answers and failures (spec section 8 judges them; the examples check each toast). */
export const changePasswordOutcomes: StepEvent[] = [
  { type: 'xstate.done.actor.changePassword', output: changeAnswer('200', messages.passwordChangedServer, 'success') },
  { type: 'xstate.done.actor.changePassword', output: changeAnswer('400', 'Incorrect current password', 'error') },
  { type: 'xstate.done.actor.changePassword', output: changeAnswer('429', serverWords.tooManyRequests, 'error') },
  { type: 'xstate.done.actor.changePassword', output: changeAnswer('400', '', 'error') },
  // A thrown error is never read as a wrong password, even when its words say so (section 8).
  { type: 'xstate.error.actor.changePassword', error: { message: serverWords.oldPasswordWrong } },
  { type: 'xstate.error.actor.changePassword', error: { message: messages.invalidJson } },
  { type: 'xstate.error.actor.changePassword', error: { message: serverWords.failedToFetch } },
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
      { type: 'xstate.error.actor.login', error: { message: serverWords.loginRefused } },
      { type: 'xstate.error.actor.login', error: {} },
    ];
  }
  if (snapshot.matches({ visitor: { reset: 'waiting' } })) {
    return [{ type: `xstate.after.${RESET_PASSWORD_WAIT_MS}.session.visitor.reset.waiting` }];
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
    { type: 'VISIT_PROFILE' },
    { type: 'SET_LANGUAGE', language: 'hi' },
  ];
}

function loggedInEvents(snapshot: Snapshot): StepEvent[] {
  const user = snapshot.context.user!;
  if (snapshot.matches({ loggedIn: { personalDetails: 'saving' } })) {
    return [
      { type: 'xstate.done.actor.updateProfile', output: { code: '200', msg: messages.profileUpdated, userId: 7, name: 'Asha Rani Patel', email: user.email, phone: user.phone } },
      { type: 'xstate.error.actor.updateProfile', error: { message: messages.enterName } },
      { type: 'xstate.error.actor.updateProfile', error: {} },
      // The app sends SESSION_EXPIRED on the 401 before the call rejects; the 401 alone means the same.
      { type: 'SESSION_EXPIRED' },
      { type: 'xstate.error.actor.updateProfile', error: { message: messages.unauthorized, status: 401 } },
    ];
  }
  if (snapshot.matches({ loggedIn: { password: 'verifying' } })) {
    return [
      { type: 'xstate.done.actor.login', output: loginAnswer },
      { type: 'xstate.error.actor.login', error: { message: serverWords.loginRefused } },
    ];
  }
  if (snapshot.matches({ loggedIn: { password: 'changing' } })) return changePasswordOutcomes;
  if (snapshot.matches({ loggedIn: { account: 'confirming' } })) return [{ type: 'YES' }, { type: 'NO' }];
  if (snapshot.matches({ loggedIn: { account: 'deleting' } })) {
    return [
      { type: 'xstate.done.actor.deleteAccount', output: { code: '200', msg: messages.accountDeleted } },
      { type: 'xstate.error.actor.deleteAccount', error: { message: messages.serviceUnavailable } },
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
      { type: 'xstate.error.actor.logout', error: { message: messages.unauthorized } },
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

// ---- what every state promises --------------------------------------------------------------------

/** What the app was asked to do, as the fake app records it. Storage is modelled, not counted. */
export interface SessionEffectsLog {
  toasts: Notice[];
  navigations: string[];
  /** The user the browser storage holds (keys user and auth_token): restored, written, or removed. */
  storedUser: SessionUser | null;
  /** The language the browser storage holds (key language): the input's at start. */
  storedLanguage: string | null;
}

export const emptySessionLog = (): SessionEffectsLog => ({
  toasts: [], navigations: [], storedUser: null, storedLanguage: sessionInput.language ?? null,
});

/** The app's side of the machine: toasts and routes recorded, the browser storage kept as a value. */
export const recordingActions = (log: SessionEffectsLog) => ({
  notify: (_: unknown, params: Notice) => log.toasts.push(params),
  navigate: (_: unknown, params: { to: string }) => log.navigations.push(params.to),
  persistSession: ({ context }: { context: { user: SessionUser | null } }) => {
    log.storedUser = context.user;
  },
  clearSession: () => {
    log.storedUser = null;
  },
  clearAllStorage: () => {
    log.storedUser = null;
    log.storedLanguage = null;
  },
  persistLanguage: ({ context }: { context: { language: string } }) => {
    log.storedLanguage = context.language;
  },
});

/** The machine with every call faked (FakeEffects) and the app's actions recording into `log`. */
export function machineWithFakes(effects: FakeEffects, log: SessionEffectsLog) {
  return sessionMachine.provide({
    actors: {
      restoreSession: effects.actor<SessionUser | null, void>('restoreSession'),
      login: effects.actor<ParsedAnswer<'login'>, CallRequest<'login'>>('login'),
      signUp: effects.actor<ParsedAnswer<'signUp'>, CallRequest<'signUp'>>('signUp'),
      logout: effects.actor<ParsedAnswer<'logout'>, { token: string | null }>('logout'),
      updateProfile: effects.actor<ParsedAnswer<'editProfile'>, CallRequest<'editProfile'>>('updateProfile'),
      changePassword: effects.actor<ParsedAnswer<'changePassword'>, CallRequest<'changePassword'>>('changePassword'),
      deleteAccount: effects.actor<ParsedAnswer<'deleteAccount'>, CallRequest<'deleteAccount'>>('deleteAccount'),
    },
    actions: recordingActions(log),
  });
}

/** Every text a toast may show: the spec's (domain/messages.ts) or words a sample server answer carried. */
export const knownToastTexts: ReadonlySet<string> = new Set<string>([
  ...Object.values(messages).filter((text) => typeof text === 'string'),
  ...Object.values(serverWords),
]);

/** Every route the session may send the customer to (spec section 2). */
const sessionRoutes = new Set(['/', '/login', '/products', '/cart', '/order-history']);

/** A busy state: its tag, and the event its button sends, which the machine must not take while busy. */
const busyStates: { state: Parameters<Snapshot['matches']>[0]; tag: SessionTag; refused: Event }[] = [
  { state: { visitor: { login: 'submitting' } }, tag: 'loggingIn', refused: { type: 'LOGIN', identifier: '9876543210', password: 'secret1' } },
  { state: { visitor: { registration: 'submitting' } }, tag: 'registering', refused: { type: 'REGISTER' } },
  {
    state: { visitor: { reset: 'waiting' } }, tag: 'resettingPassword',
    refused: { type: 'RESET_PASSWORD', code: '123456', password: 'secret1', confirmPassword: 'secret1' },
  },
  {
    state: { loggedIn: { personalDetails: 'saving' } }, tag: 'savingProfile',
    refused: { type: 'UPDATE_PROFILE', name: 'Ravi Shah', email: 'asha@example.com', phone: '9876543210' },
  },
  { state: { loggedIn: { password: 'verifying' } }, tag: 'changingPassword', refused: { type: 'CHANGE_PASSWORD', current: 'a', next: 'b', confirm: 'b' } },
  { state: { loggedIn: { password: 'changing' } }, tag: 'changingPassword', refused: { type: 'CHANGE_PASSWORD', current: 'a', next: 'b', confirm: 'b' } },
  { state: { loggedIn: { account: 'deleting' } }, tag: 'deletingAccount', refused: { type: 'YES' } },
  { state: 'loggingOut', tag: 'loggingOut', refused: { type: 'LOGOUT' } },
];

/** What each session state promises, checked after every step against the running machine. */
export function checkSession(log: SessionEffectsLog) {
  let toastsSeen = 0;
  let navigationsSeen = 0;
  return (actual: Snapshot, expected: Snapshot, { event }: StepContext<SessionMachine>) => {
    const { context } = actual;
    const step = event as StepEvent;
    expect(context).toEqual(expected.context);
    // The browser storage held this user before the app started (the fake storage's content).
    if (step.type === 'xstate.done.actor.restoreSession') log.storedUser = (step as { output: SessionUser | null }).output;

    // Someone is logged in exactly while logged in (or logging out), and the browser storage holds that same user.
    expect(actual.matches('loggedIn') || actual.matches('loggingOut')).toBe(context.user !== null);
    if (!actual.matches('restoring')) expect(log.storedUser).toEqual(context.user);
    // After a login the token of the answer is kept.
    if (step.type === 'xstate.done.actor.login' && actual.matches('loggedIn')) expect(context.user?.token).toBeTruthy();
    expect(profileLinkText(context)).toBe(context.user ? linkTexts[context.user.name] : 'Profile');

    // Busy: the tag is on exactly in its state, and the button's event is not taken then.
    for (const busy of busyStates) {
      if (actual.matches(busy.state)) {
        expect(actual.hasTag(busy.tag)).toBe(true);
        expect(actual.can(busy.refused)).toBe(false);
      }
    }
    const busyNow = busyStates.filter((busy) => actual.matches(busy.state)).map((busy) => busy.tag);
    for (const tag of new Set(busyStates.map((busy) => busy.tag))) expect(actual.hasTag(tag)).toBe(busyNow.includes(tag));
    // The delete dialog is open while confirming and deleting.
    expect(actual.hasTag('confirmingDelete')).toBe(
      actual.matches({ loggedIn: { account: 'confirming' } }) || actual.matches({ loggedIn: { account: 'deleting' } }),
    );

    // What a call in flight needs is kept only while it runs.
    if (!actual.matches({ visitor: { login: 'submitting' } })) expect(context.loginReturnTo).toBeNull();
    if (!actual.matches({ loggedIn: { password: 'verifying' } }) && !actual.matches({ loggedIn: { password: 'changing' } })) {
      expect(context.passwordChange).toBeNull();
    }
    expect(context.profileEdit !== null).toBe(actual.matches({ loggedIn: { personalDetails: 'saving' } }));
    if (context.profileEdit) expect(context.profileEdit.check.ok).toBe(true);

    // The registration form: its phone hint, and the submit taken only with both consents (spec section 4).
    const registration = context.registration;
    expect(registrationPhoneHintOf(context)).toEqual({ message: phoneHints[registration.phone], valid: registration.phone === '9876543210' });
    expect(actual.can({ type: 'REGISTER' })).toBe(
      actual.matches({ visitor: { registration: 'editing' } }) && registration.acceptedPrivacy && registration.acceptedTerms,
    );
    if (!actual.matches('visitor')) expect(registration).toEqual(emptyRegistration());

    // Language: the one kept is the one stored (the default once storage is wiped).
    expect(context.language).toBe(log.storedLanguage ?? DEFAULT_LANGUAGE);

    // Toasts show the spec's texts or the server's own words; navigation stays on the session's routes.
    for (const toast of log.toasts.slice(toastsSeen)) {
      expect(knownToastTexts.has(toast.message), toast.message).toBe(true);
      expect(['success', 'error']).toContain(toast.tone);
    }
    for (const to of log.navigations.slice(navigationsSeen)) expect(sessionRoutes.has(to), to).toBe(true);
    toastsSeen = log.toasts.length;
    navigationsSeen = log.navigations.length;
  };
}

// ---- what the machine asked, step by step (for the screen paths) ------------------------------------

export interface StepEffects {
  toasts: Notice[];
  navigations: string[];
  calls: { name: string; input: unknown }[];
}

/** Runs the path on the machine alone and returns, for each step, the toasts, navigations and calls it made. */
export async function machineEffects(path: GeneratedPath<SessionMachine>): Promise<StepEffects[]> {
  const log = emptySessionLog();
  const effects = new FakeEffects();
  const perStep: StepEffects[] = [];
  const seen = { toasts: 0, navigations: 0, calls: 0 };
  await runPath(path, {
    machine: machineWithFakes(effects, log),
    effects,
    input: sessionInput,
    coverage: new Coverage(),
    check: () => {
      perStep.push({
        toasts: log.toasts.slice(seen.toasts),
        navigations: log.navigations.slice(seen.navigations),
        calls: effects.calls.slice(seen.calls),
      });
      seen.toasts = log.toasts.length;
      seen.navigations = log.navigations.length;
      seen.calls = effects.calls.length;
    },
  });
  return perStep;
}
