/**
 * What every session state promises (checkSession), and what the screen paths compare the screen with
 * (machineEffects); the sample events and how states are told apart are model/models/session.ts.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer } from '../../../domain/contract.ts';
import { messages } from '../../../domain/messages/index.ts';
import type { Notice } from '../../../machines/kit.ts';
import { DEFAULT_LANGUAGE, emptyRegistration, profileLinkText, registrationPhoneHintOf, sessionMachine, type SessionTag, type SessionUser } from '../../../machines/session.ts';
import type { GeneratedPath } from '../../../model/paths.ts';
import { Coverage, FakeEffects, runPath, type StepContext } from '../../../model/run.ts';
import { linkTexts, phoneHints, serverWords, sessionInput } from '../../../model/models/session.ts';

type SessionMachine = typeof sessionMachine;
type Snapshot = SnapshotFrom<SessionMachine>;
type Event = EventFromLogic<SessionMachine>;
type StepEvent = Event | { type: string; output?: unknown; error?: unknown };

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
      resetPassword: effects.actor<ParsedAnswer<'resetPassword'>, CallRequest<'resetPassword'>>('resetPassword'),
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
    state: { visitor: { reset: 'submitting' } }, tag: 'resettingPassword',
    refused: { type: 'RESET_PASSWORD', phone: '9876543210', code: '123456', password: 'secret1', confirmPassword: 'secret1' },
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
