/**
 * What every account state promises (checkAccount), and what the screen paths compare the screen with
 * (machineEffects); the sample events and how states are told apart are model/models/account.ts.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer } from '../../../domain/contract.ts';
import { accountTexts } from '../../../domain/messages/account.ts';
import { formTexts } from '../../../domain/messages/forms.ts';
import { httpTexts } from '../../../domain/messages/http.ts';
import { messages } from '../../../domain/messages/index.ts';
import type { Notice } from '../../../machines/kit.ts';
import { accountMachine, emptyRegistration, registrationPhoneHintOf, type AccountTag } from '../../../machines/account.ts';
import { profileLinkText, type SessionUser } from '../../../machines/session.ts';
import type { GeneratedPath } from '../../../model/paths.ts';
import { Coverage, FakeEffects, runPath, type StepContext } from '../../../model/run.ts';
import { phoneHints, serverWords } from '../../../model/models/account.ts';
import { linkTexts } from '../../../model/models/session.ts';

type AccountMachine = typeof accountMachine;
type Snapshot = SnapshotFrom<AccountMachine>;
type Event = EventFromLogic<AccountMachine>;
type StepEvent = Event | { type: string; output?: unknown; error?: unknown };

// ---- what every state promises --------------------------------------------------------------------

/** What the app was asked to do, as the fake app records it, and what the session heard. */
export interface AccountEffectsLog {
  toasts: Notice[];
  navigations: string[];
  /** What the session was told (machines/session.ts events), in order. */
  told: { type: string; user?: SessionUser; name?: string }[];
}

export const emptyAccountLog = (): AccountEffectsLog => ({ toasts: [], navigations: [], told: [] });

/** The app's side of the machine: toasts and routes recorded, and what the session hears. */
export const recordingActions = (log: AccountEffectsLog) => ({
  notify: (_: unknown, params: Notice) => log.toasts.push(params),
  navigate: (_: unknown, params: { to: string }) => log.navigations.push(params.to),
  loggedIn: (_: unknown, params: { user: SessionUser }) => log.told.push({ type: 'LOGGED_IN', user: params.user }),
  profileSaving: () => log.told.push({ type: 'PROFILE_SAVING' }),
  profileSaved: (_: unknown, params: { name: string }) => log.told.push({ type: 'PROFILE_SAVED', name: params.name }),
  profileKeptLocally: (_: unknown, params: { name: string }) => log.told.push({ type: 'PROFILE_KEPT_LOCALLY', name: params.name }),
  profileNotSaved: () => log.told.push({ type: 'PROFILE_NOT_SAVED' }),
  accountDeleted: () => log.told.push({ type: 'ACCOUNT_DELETED' }),
});

/** The machine with every call faked (FakeEffects) and the app's actions recording into `log`. */
export function machineWithFakes(effects: FakeEffects, log: AccountEffectsLog) {
  return accountMachine.provide({
    actors: {
      login: effects.actor<ParsedAnswer<'login'>, CallRequest<'login'>>('login'),
      signUp: effects.actor<ParsedAnswer<'signUp'>, CallRequest<'signUp'>>('signUp'),
      resetPassword: effects.actor<ParsedAnswer<'resetPassword'>, CallRequest<'resetPassword'>>('resetPassword'),
      updateProfile: effects.actor<ParsedAnswer<'editProfile'>, CallRequest<'editProfile'>>('updateProfile'),
      changePassword: effects.actor<ParsedAnswer<'changePassword'>, CallRequest<'changePassword'>>('changePassword'),
      deleteAccount: effects.actor<ParsedAnswer<'deleteAccount'>, CallRequest<'deleteAccount'>>('deleteAccount'),
    },
    actions: recordingActions(log),
  });
}

/** Every text a toast may show: the spec's (domain/messages/) or words a sample server answer carried. */
export const knownToastTexts: ReadonlySet<string> = new Set<string>([
  ...[messages, accountTexts, formTexts, httpTexts].flatMap((texts) => Object.values(texts)).filter((text) => typeof text === 'string'),
  ...Object.values(serverWords),
]);

/** Every route the account flows may send the customer to (spec section 2). */
const accountRoutes = new Set(['/', '/login', '/products', '/cart', '/order-history']);

/** A busy state: its tag, and the event its button sends, which the machine must not take while busy. */
const busyStates: { state: Parameters<Snapshot['matches']>[0]; tag: AccountTag; refused: Event }[] = [
  { state: { visitor: { login: 'submitting' } }, tag: 'loggingIn', refused: { type: 'LOGIN', identifier: '9876543210', password: 'secret1' } },
  { state: { visitor: { registration: 'submitting' } }, tag: 'registering', refused: { type: 'REGISTER' } },
  {
    state: { visitor: { reset: 'submitting' } }, tag: 'resettingPassword',
    refused: { type: 'RESET_PASSWORD', phone: '9876543210', code: '123456', password: 'secret1', confirmPassword: 'secret1' },
  },
  {
    state: { customer: { personalDetails: 'saving' } }, tag: 'savingProfile',
    refused: { type: 'UPDATE_PROFILE', name: 'Ravi Shah', email: 'asha@example.com', phone: '9876543210' },
  },
  { state: { customer: { password: 'verifying' } }, tag: 'changingPassword', refused: { type: 'CHANGE_PASSWORD', current: 'a', next: 'b', confirm: 'b' } },
  { state: { customer: { password: 'changing' } }, tag: 'changingPassword', refused: { type: 'CHANGE_PASSWORD', current: 'a', next: 'b', confirm: 'b' } },
  { state: { customer: { deletion: 'deleting' } }, tag: 'deletingAccount', refused: { type: 'YES' } },
];

/** What each account state promises, checked after every step against the running machine. */
export function checkAccount(log: AccountEffectsLog) {
  let toastsSeen = 0;
  let navigationsSeen = 0;
  let toldSeen = 0;
  return (actual: Snapshot, expected: Snapshot, { event }: StepContext<AccountMachine>) => {
    const { context } = actual;
    const step = event as StepEvent;
    expect(context).toEqual(expected.context);

    // A customer's flows exactly while someone is logged in.
    expect(actual.matches('customer')).toBe(context.user !== null);
    // What the session heard keeps it knowing the same user (the session's own effects are machines/session.ts's).
    for (const told of log.told.slice(toldSeen)) {
      if (told.type === 'LOGGED_IN') expect(told.user).toEqual(context.user);
      if (told.type === 'PROFILE_SAVED' || told.type === 'PROFILE_KEPT_LOCALLY') expect(told.name).toBe(context.user?.name);
      if (told.type === 'PROFILE_KEPT_LOCALLY') expect(context.user?.token).toBeNull();
      if (told.type === 'ACCOUNT_DELETED') expect(context.user).toBeNull();
    }
    toldSeen = log.told.length;
    // After a login the token of the answer is kept.
    if (step.type === 'xstate.done.actor.login' && actual.matches('customer')) expect(context.user?.token).toBeTruthy();
    if (context.user) expect(profileLinkText(context)).toBe(linkTexts[context.user.name]);

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
      actual.matches({ customer: { deletion: 'confirming' } }) || actual.matches({ customer: { deletion: 'deleting' } }),
    );

    // What a call in flight needs is kept only while it runs.
    if (!actual.matches({ visitor: { login: 'submitting' } })) expect(context.loginReturnTo).toBeNull();
    if (!actual.matches({ customer: { password: 'verifying' } }) && !actual.matches({ customer: { password: 'changing' } })) {
      expect(context.passwordChange).toBeNull();
    }
    expect(context.profileEdit !== null).toBe(actual.matches({ customer: { personalDetails: 'saving' } }));
    if (context.profileEdit) expect(context.profileEdit.check.ok).toBe(true);

    // The registration form: its phone hint, and the submit taken only with both consents (spec section 4).
    const registration = context.registration;
    expect(registrationPhoneHintOf(context)).toEqual({ message: phoneHints[registration.phone], valid: registration.phone === '9876543210' });
    expect(actual.can({ type: 'REGISTER' })).toBe(
      actual.matches({ visitor: { registration: 'editing' } }) && registration.acceptedPrivacy && registration.acceptedTerms,
    );
    if (!actual.matches('visitor')) expect(registration).toEqual(emptyRegistration());

    // Toasts show the spec's texts or the server's own words; navigation stays on the account's routes.
    for (const toast of log.toasts.slice(toastsSeen)) {
      expect(knownToastTexts.has(toast.message), toast.message).toBe(true);
      expect(['success', 'error']).toContain(toast.tone);
    }
    for (const to of log.navigations.slice(navigationsSeen)) expect(accountRoutes.has(to), to).toBe(true);
    toastsSeen = log.toasts.length;
    navigationsSeen = log.navigations.length;
  };
}

// ---- what the machine asked, step by step (for the screen paths) ------------------------------------

export interface StepEffects {
  toasts: Notice[];
  navigations: string[];
  calls: { name: string; input: unknown }[];
  /** What the session was told at this step. */
  told: AccountEffectsLog['told'];
}

/** Runs the path on the machine alone and returns, for each step, the toasts, navigations and calls it made. */
export async function machineEffects(path: GeneratedPath<AccountMachine>): Promise<StepEffects[]> {
  const log = emptyAccountLog();
  const effects = new FakeEffects();
  const perStep: StepEffects[] = [];
  const seen = { toasts: 0, navigations: 0, calls: 0, told: 0 };
  await runPath(path, {
    machine: machineWithFakes(effects, log),
    effects,
    coverage: new Coverage(),
    check: () => {
      perStep.push({
        toasts: log.toasts.slice(seen.toasts),
        navigations: log.navigations.slice(seen.navigations),
        calls: effects.calls.slice(seen.calls),
        told: log.told.slice(seen.told),
      });
      seen.toasts = log.toasts.length;
      seen.navigations = log.navigations.length;
      seen.calls = effects.calls.length;
      seen.told = log.told.length;
    },
  });
  return perStep;
}
