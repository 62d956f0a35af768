/**
 * What every state of the account forms promises (checkForm), and what the screen paths compare the
 * screen with (machineEffects); the sample events and how states are told apart are
 * model/models/account.ts. One driver for the six form machines (machines/account/): each form's fake
 * calls, busy states and own promises are a row of `forms`.
 */
import { expect } from 'vitest';
import type { AnyStateMachine, InputFrom, SnapshotFrom } from 'xstate';
import { accountTexts } from '../../../domain/messages/account.ts';
import { formTexts } from '../../../domain/messages/forms.ts';
import { httpTexts } from '../../../domain/messages/http.ts';
import { messages } from '../../../domain/messages/index.ts';
import { toastTexts } from '../../../domain/messages/toasts.ts';
import { keptLocallyToasts, personalDetailsVerdict, registrationVerdict, submitVerdict, type PersonalDetailsVerdict } from '../../../model/oracles/accountForms.ts';
import type { Notice } from '../../../machines/kit.ts';
import { changePasswordMachine } from '../../../machines/account/changePassword.ts';
import { deleteAccountMachine } from '../../../machines/account/deleteAccount.ts';
import { loginMachine } from '../../../machines/account/login.ts';
import { personalDetailsMachine } from '../../../machines/account/personalDetails.ts';
import { emptyRegistration, registrationMachine, registrationPhoneHintOf } from '../../../machines/account/registration.ts';
import { resetPasswordMachine } from '../../../machines/account/resetPassword.ts';
import type { SessionUser } from '../../../machines/session.ts';
import type { GeneratedPath } from '../../../model/paths.ts';
import { Coverage, FakeEffects, runPath, type StepContext } from '../../../model/run.ts';
import { phoneHints, serverWords } from '../../../model/models/account.ts';
import { shownNotice, type ShownNotice } from '../shownNotice.ts';
import { testLanguage } from '../../testLanguage.ts';
import { textsIn } from '../../../domain/textCatalogues.ts';

// ---- what the app was asked ------------------------------------------------------------------------

/** What the app was asked to do, as the fake app records it, and what the session heard. */
export interface AccountEffectsLog {
  toasts: ShownNotice[];
  navigations: string[];
  /** What the session was told (machines/session.ts events), in order. */
  told: { type: string; user?: SessionUser; name?: string; identifier?: string }[];
}

export const emptyAccountLog = (): AccountEffectsLog => ({ toasts: [], navigations: [], told: [] });

/** The app's side of every form: toasts and routes recorded, and what the session hears. */
export const recordingActions = (log: AccountEffectsLog) => ({
  notify: (_: unknown, params: Notice) => log.toasts.push(shownNotice(params)),
  navigate: (_: unknown, params: { to: string }) => log.navigations.push(params.to),
  loggedIn: (_: unknown, params: { user: SessionUser }) => log.told.push({ type: 'LOGGED_IN', user: params.user }),
  profileSaving: () => log.told.push({ type: 'PROFILE_SAVING' }),
  profileSaved: (_: unknown, params: { name: string }) => log.told.push({ type: 'PROFILE_SAVED', name: params.name }),
  profileKeptLocally: (_: unknown, params: { name: string }) => log.told.push({ type: 'PROFILE_KEPT_LOCALLY', name: params.name }),
  profileNotSaved: () => log.told.push({ type: 'PROFILE_NOT_SAVED' }),
  accountDeleted: () => log.told.push({ type: 'ACCOUNT_DELETED' }),
  // What the storefront keeps for the login's identifier field (issue 23).
  identifierTyped: (_: unknown, params: { identifier: string }) => log.told.push({ type: 'LOGIN_IDENTIFIER_GIVEN', identifier: params.identifier }),
  registered: (_: unknown, params: { email: string }) => log.told.push({ type: 'LOGIN_IDENTIFIER_GIVEN', identifier: params.email }),
});

// ---- the forms -------------------------------------------------------------------------------------

type AnySnapshot = SnapshotFrom<AnyStateMachine>;

interface FormDriver {
  machine: AnyStateMachine;
  /** The form's calls, each a fake actor of the same name. */
  calls: readonly string[];
  /** Busy states: the tag on exactly there, and the submit event not taken then. */
  busy: { state: string; tag: string; refused: { type: string } & Record<string, unknown> }[];
  /** The states where the form keeps what was typed and its check. */
  keepsAttempt: readonly string[];
  /** The form's own promises, after every step. */
  check?: (actual: AnySnapshot, log: AccountEffectsLog, told: AccountEffectsLog['told']) => void;
  /** The verdict on a submission that depends on what the form held before it (model/oracles/accountForms.ts). */
  verdict?: (previous: AnySnapshot, event: { type: string }) => PersonalDetailsVerdict | undefined;
}

const login = { type: 'LOGIN', identifier: '9876543210', password: 'secret1' };
const change = { type: 'CHANGE_PASSWORD', current: 'a', next: 'b', confirm: 'b' };

export const forms = {
  login: {
    machine: loginMachine,
    calls: ['login'],
    busy: [{ state: 'submitting', tag: 'loggingIn', refused: login }],
    keepsAttempt: ['submitting'],
    check: (actual, _log, told) => {
      // The session hears the user of the answer, with its token.
      for (const heard of told) if (heard.type === 'LOGGED_IN') expect(heard.user?.token).toBeTruthy();
      // The storefront is told what the identifier field holds, as it changes (kept through a detour to Sign up).
      const given = told.filter((heard) => heard.type === 'LOGIN_IDENTIFIER_GIVEN');
      if (given.length > 0) expect(given.at(-1)!.identifier).toBe((actual.context as { identifier: string }).identifier);
    },
  },
  registration: {
    machine: registrationMachine,
    calls: ['signUp'],
    busy: [{ state: 'submitting', tag: 'registering', refused: { type: 'REGISTER' } }],
    keepsAttempt: ['submitting'],
    check: (actual, _log, told) => {
      const { form } = actual.context as SnapshotFrom<typeof registrationMachine>['context'];
      // The phone hint, and the submit taken only with both consents (spec section 4).
      expect(registrationPhoneHintOf('en', { form })).toEqual({ message: phoneHints[form.phone], valid: form.phone === '9876543210' });
      expect(actual.can({ type: 'REGISTER' })).toBe(actual.matches('editing') && form.acceptedPrivacy && form.acceptedTerms);
      if (actual.matches('submitting')) expect(form.serverMessage).toBeNull();
      // Only a sign-up the server accepted gives the login its identifier: the email registered, as checked.
      for (const heard of told) expect(heard).toEqual({ type: 'LOGIN_IDENTIFIER_GIVEN', identifier: 'asha@example.com' });
      if (told.length > 0) expect(actual.context.form).toEqual(emptyRegistration());
    },
    // Sign up with both boxes ticked: the form as filled decides (unticked, the event is not taken: checked above).
    verdict: (previous, event) => {
      const { form } = previous.context as SnapshotFrom<typeof registrationMachine>['context'];
      const pressed = event.type === 'REGISTER' && previous.matches('editing') && form.acceptedPrivacy && form.acceptedTerms;
      return pressed ? registrationVerdict(form) : undefined;
    },
  },
  resetPassword: {
    machine: resetPasswordMachine,
    calls: ['resetPassword'],
    busy: [{ state: 'submitting', tag: 'resettingPassword', refused: { type: 'RESET_PASSWORD', phone: '9876543210', code: '123456', password: 'secret1', confirmPassword: 'secret1' } }],
    keepsAttempt: ['submitting'],
  },
  personalDetails: {
    machine: personalDetailsMachine,
    calls: ['updateProfile'],
    busy: [{ state: 'saving', tag: 'savingProfile', refused: { type: 'UPDATE_PROFILE', name: 'Ravi Shah', email: 'asha@example.com', phone: '9876543210' } }],
    keepsAttempt: ['saving'],
    check: (actual, _log, told) => {
      const { user } = actual.context as SnapshotFrom<typeof personalDetailsMachine>['context'];
      // What the session heard keeps it knowing the same name (and no token when kept locally).
      for (const heard of told) {
        if (heard.type === 'PROFILE_SAVED' || heard.type === 'PROFILE_KEPT_LOCALLY') expect(heard.name).toBe(user.name);
        if (heard.type === 'PROFILE_KEPT_LOCALLY') expect(user.token).toBeNull();
      }
    },
    verdict: (previous, event) => {
      const { user } = previous.context as SnapshotFrom<typeof personalDetailsMachine>['context'];
      return event.type === 'UPDATE_PROFILE' && previous.matches('idle') ? personalDetailsVerdict(user, event as { type: string; name: string }) : undefined;
    },
  },
  changePassword: {
    machine: changePasswordMachine,
    calls: ['login', 'changePassword'],
    busy: [
      { state: 'submitting', tag: 'changingPassword', refused: change },
      { state: 'changing', tag: 'changingPassword', refused: change },
    ],
    keepsAttempt: ['submitting', 'changing'],
  },
  deleteAccount: {
    machine: deleteAccountMachine,
    calls: ['deleteAccount'],
    busy: [{ state: 'deleting', tag: 'deletingAccount', refused: { type: 'YES' } }],
    keepsAttempt: [],
    check: (actual, _log, told) => {
      // The delete dialog is open while confirming and deleting; the session hears a deletion once it is done.
      expect(actual.hasTag('confirmingDelete')).toBe(actual.matches('confirming') || actual.matches('deleting'));
      expect(told.map((heard) => heard.type)).toEqual(actual.matches('deleted') ? ['ACCOUNT_DELETED'] : []);
    },
  },
} satisfies Record<string, FormDriver>;

export type FormName = keyof typeof forms;
type FormMachine<N extends FormName> = (typeof forms)[N]['machine'];

/** The form's machine with every call faked (FakeEffects) and the app's actions recording into `log`. */
export function machineWithFakes<N extends FormName>(name: N, effects: FakeEffects, log: AccountEffectsLog): FormMachine<N> {
  const { machine, calls } = forms[name] as FormDriver;
  return machine.provide({
    actors: Object.fromEntries(calls.map((call) => [call, effects.actor(call)])),
    actions: recordingActions(log),
  } as never) as FormMachine<N>;
}

/**
 * Every text a toast may show: the spec's (domain/messages/, the toaster's among them) in the language the toasts are worded in, or
 * words that arrived worded: a sample server answer's, or a sample failure's (English, as the paths hand them in).
 */
export const knownToastTexts: ReadonlySet<string> = new Set<string>([
  ...[messages, toastTexts, accountTexts, formTexts, httpTexts]
    .flatMap((texts) => [...Object.values(texts), ...Object.values(textsIn(testLanguage, texts))])
    .filter((text) => typeof text === 'string'),
  ...Object.values(serverWords),
]);

/** Every route the account forms may send the customer to (spec section 2). */
const accountRoutes = new Set(['/', '/login', '/products', '/cart', '/order-history']);

/** What each state of the form promises, checked after every step against the running machine. */
export function checkForm(name: FormName, log: AccountEffectsLog) {
  const form = forms[name] as FormDriver;
  const seen = { toasts: 0, navigations: 0, told: 0 };
  return (actual: AnySnapshot, expected: AnySnapshot, step: StepContext<AnyStateMachine>) => {
    expect(actual.context).toEqual(expected.context);
    // A sample submission does what section 5 says (model/oracles/accountForms.ts): refused with its toast, or sent.
    const verdict = submitVerdict(step.event) ?? (step.previous ? form.verdict?.(step.previous, step.event) : undefined);
    if (verdict !== undefined) {
      const sent = form.busy.some((busy) => actual.matches(busy.state));
      const shown = log.toasts.slice(seen.toasts).map((toast) => toast.message);
      if (verdict === 'sent') expect({ sent, shown }).toEqual({ sent: true, shown: [] });
      else if ('refusedWith' in verdict) expect({ sent, shown }).toEqual({ sent: false, shown: [verdict.refusedWith] });
      else {
        const { name } = (actual.context as { user: { name: string } }).user;
        expect({ sent, shown, name }).toEqual({ sent: false, shown: [...keptLocallyToasts], name: verdict.keptLocallyAs });
      }
    }
    // Busy: the tag is on exactly in its state, and the button's event is not taken then.
    for (const busy of form.busy) {
      expect(actual.hasTag(busy.tag)).toBe(form.busy.some((other) => other.tag === busy.tag && actual.matches(other.state)));
      if (actual.matches(busy.state)) expect(actual.can(busy.refused)).toBe(false);
    }
    // What was typed and its check are kept only while the call they started runs, and only a valid one.
    const attempt = (actual.context as { attempt?: { check: { ok: boolean } } | null }).attempt;
    if (attempt !== undefined) {
      expect(attempt !== null).toBe(form.keepsAttempt.some((state) => actual.matches(state)));
      if (attempt) expect(attempt.check.ok).toBe(true);
    }
    form.check?.(actual, log, log.told.slice(seen.told));
    // Toasts show the spec's texts or the server's own words; navigation stays on the account's routes.
    for (const toast of log.toasts.slice(seen.toasts)) {
      expect(knownToastTexts.has(toast.message), toast.message).toBe(true);
      expect(['success', 'error']).toContain(toast.tone);
    }
    for (const to of log.navigations.slice(seen.navigations)) expect(accountRoutes.has(to.split('?')[0]!), to).toBe(true);
    seen.toasts = log.toasts.length;
    seen.navigations = log.navigations.length;
    seen.told = log.told.length;
  };
}

// ---- what the machine asked, step by step (for the screen paths) ------------------------------------

export interface StepEffects {
  toasts: ShownNotice[];
  navigations: string[];
  calls: { name: string; input: unknown }[];
  /** What the session was told at this step. */
  told: AccountEffectsLog['told'];
}

/** Runs the path on the form's machine alone and returns, for each step, the toasts, navigations and calls it made. */
export async function machineEffects<N extends FormName>(name: N, path: GeneratedPath<AnyStateMachine>, input?: InputFrom<FormMachine<N>>): Promise<StepEffects[]> {
  const log = emptyAccountLog();
  const effects = new FakeEffects();
  const perStep: StepEffects[] = [];
  const seen = { toasts: 0, navigations: 0, calls: 0, told: 0 };
  await runPath(path, {
    machine: machineWithFakes(name, effects, log) as AnyStateMachine,
    effects,
    coverage: new Coverage(),
    ...(input !== undefined ? { input } : {}),
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
