/**
 * The account forms' models (machines/account/: one machine per form): sample events (what a user types
 * and clicks, how the server answers) and how states are told apart. What every state promises is
 * tests/model/drivers/account.ts. What a step does (its toasts, navigations, calls and what the session
 * hears) is not re-derived: tests/model/account.test.ts checks it in example scenarios against the spec's
 * texts, and the screen paths compare the screen with what the machine asked (machineEffects).
 *
 * The customer's forms start with a logged-in customer (their screen's input): Asha with her token; the
 * personal details and delete account forms also start with a customer stored by an older client (no
 * id, no token: `legacyInput`, ModelConfig.alsoWith), whose saves stay local and whose deletion is refused.
 */
import type { AnyStateMachine, EventFromLogic, SnapshotFrom } from 'xstate';
import type { ParsedAnswer } from '../../domain/contract.ts';
import { accountTexts } from '../../domain/messages/account.ts';
import { formTexts } from '../../domain/messages/forms.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { messages } from '../../domain/messages/index.ts';
import { phoneInput } from '../../domain/validation.ts';
import { changePasswordMachine } from '../../machines/account/changePassword.ts';
import { deleteAccountMachine } from '../../machines/account/deleteAccount.ts';
import { loginMachine } from '../../machines/account/login.ts';
import { personalDetailsMachine } from '../../machines/account/personalDetails.ts';
import { emptyRegistration, registrationMachine, type RegistrationFields } from '../../machines/account/registration.ts';
import { resetPasswordMachine } from '../../machines/account/resetPassword.ts';
import { changePasswordSubmissions, loginSubmissions, resetPasswordSubmissions, TOO_LONG_NAME } from '../oracles/accountForms.ts';
import type { ModelConfig } from '../paths.ts';
import { loginAnswer, storedAsha, storedLegacy } from './session.ts';

/** User events plus the actor outcomes a path step may carry. */
type StepEvent = { type: string; output?: unknown; error?: unknown };
const asEvents = <M extends AnyStateMachine>(events: readonly (EventFromLogic<M> | StepEvent)[]) => events as EventFromLogic<M>[];

// ---- sample data ---------------------------------------------------------------------------------

/** Server words the sample calls carry; a toast shows either one of them or a text of domain/messages/. */
export const serverWords = {
  loginRefused: 'Invalid email/phone number or password',
  signUpRefused: 'An account with this email or phone number already exists',
  tooManyRequests: 'Too many requests, please slow down',
  oldPasswordWrong: 'Old password is wrong',
  failedToFetch: 'Failed to fetch',
  passwordReset: 'Password has been reset',
  resetCodeExpired: 'This code has expired. Please ask the shop for a new one.',
} as const;

/** The whole form, the phone written as people paste it: +91 and a space (the field keeps the 10-digit number). */
const validRegistration: Partial<RegistrationFields> = {
  name: 'Asha Patel', email: 'asha@example.com', phone: '+91 98765 43210', password: 'secret1', confirmPassword: 'secret1',
};

/** The phone hint each sample phone must show (the keys are every phone a sample may leave in the form). */
export const phoneHints: Record<string, string> = {
  '': accountTexts.phoneHintEmpty,
  '98765': formTexts.moreDigitsNeeded(5),
  '9876543210': accountTexts.phoneHintValid,
  '512346': accountTexts.phoneHintStart,
  '98765432101': accountTexts.phoneHintExtra,
};

const changeAnswer = (code: string, msg: string, status: string): ParsedAnswer<'changePassword'> => ({ code, msg, status, message: msg });

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

/** The customer a customer's form starts with, and one stored by an older client (no id, no token). */
export const customerInput = { user: storedAsha };
export const legacyInput = { user: storedLegacy };
const alsoLegacy = [{ name: 'stored without id', input: legacyInput }];
/** Customers as an older client may have stored them: the name with a trailing space, the email or the phone blank (spaces). */
const alsoStoredByOlderClients = [
  ...alsoLegacy,
  { name: 'stored name "Asha Patel "', input: { user: { ...storedAsha, name: 'Asha Patel ' } } },
  { name: 'stored email blank', input: { user: { ...storedAsha, email: '  ' } } },
  { name: 'stored phone blank', input: { user: { ...storedAsha, phone: '  ' } } },
];

// ---- login ---------------------------------------------------------------------------------------

export const loginModel: ModelConfig<typeof loginMachine> = {
  machine: loginMachine,
  events: (snapshot) =>
    snapshot.matches('submitting')
      ? asEvents<typeof loginMachine>([
          { type: 'xstate.done.actor.login', output: loginAnswer },
          { type: 'xstate.error.actor.login', error: { message: serverWords.loginRefused } },
          { type: 'xstate.error.actor.login', error: {} },
        ])
      : [
          /** Typed, then left for Sign up and back: the storefront keeps it (issue 23). */
          { type: 'IDENTIFIER_CHANGED', identifier: 'asha@example.com' },
          ...loginSubmissions.map(([submission]) => submission),
        ],
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} return:${snapshot.context.attempt?.returnTo ?? '-'} typed:${snapshot.context.identifier ? 'yes' : 'no'}`,
};

// ---- registration --------------------------------------------------------------------------------

type RegistrationEvent = EventFromLogic<typeof registrationMachine>;
type RegistrationSnapshot = SnapshotFrom<typeof registrationMachine>;
const registrationSamples = {
  valid: { type: 'REGISTRATION_CHANGED', fields: validRegistration } as RegistrationEvent,
  mismatch: { type: 'REGISTRATION_CHANGED', fields: { confirmPassword: 'secret2' } } as RegistrationEvent,
  shortPhone: { type: 'REGISTRATION_CHANGED', fields: { phone: '98765' } } as RegistrationEvent,
  /** The hint's other edges: a number starting with 5 (a 6 further on does not count), and one digit too many. */
  wrongStart: { type: 'REGISTRATION_CHANGED', fields: { phone: '512346' } } as RegistrationEvent,
  extraDigit: { type: 'REGISTRATION_CHANGED', fields: { phone: '98765432101' } } as RegistrationEvent,
};

const sameJson = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

function withFields(snapshot: RegistrationSnapshot, event: RegistrationEvent) {
  if (event.type !== 'REGISTRATION_CHANGED') return snapshot.context.form;
  const fields = { ...event.fields };
  if (fields.phone !== undefined) fields.phone = phoneInput(fields.phone);
  return { ...snapshot.context.form, ...fields };
}

function registrationEvents(snapshot: RegistrationSnapshot): RegistrationEvent[] {
  if (snapshot.matches('submitting')) {
    return asEvents<typeof registrationMachine>([
      { type: 'xstate.done.actor.signUp', output: { code: '200', msg: 'Registration successful', userId: 8 } },
      { type: 'xstate.error.actor.signUp', error: { message: serverWords.signUpRefused } },
    ]);
  }
  const form = snapshot.context.form;
  const events: RegistrationEvent[] = [registrationSamples.valid, { type: 'REGISTER' }];
  // The user fills the form first, then ticks the boxes and tries the wrong confirmation or phone, or both.
  if (form.name !== '') events.push({ type: 'TOGGLE_PRIVACY' }, { type: 'TOGGLE_TERMS' }, registrationSamples.mismatch, registrationSamples.shortPhone, registrationSamples.wrongStart, registrationSamples.extraDigit);
  return events.filter((event) => event.type !== 'REGISTRATION_CHANGED' || !sameJson(withFields(snapshot, event), form));
}

export const registrationModel: ModelConfig<typeof registrationMachine> = {
  machine: registrationMachine,
  input: { returnTo: null },
  /** Sign up opened from a login that started at Place Order: the login after it returns to /cart. */
  alsoWith: [{ name: 'from Place Order', input: { returnTo: '/cart' } }],
  events: registrationEvents,
  /** State value, the phone and confirmation the samples left (the rest is the valid sample's, or empty), the consents, and whether it holds the server's words. */
  serializeState: (snapshot) => {
    const { form } = snapshot.context;
    const typed = sameJson(form, emptyRegistration()) ? 'empty' : `${form.phone}/${form.confirmPassword}`;
    return `${JSON.stringify(snapshot.value)} ${typed}:${form.acceptedPrivacy ? 'P' : '-'}${form.acceptedTerms ? 'T' : '-'}${form.serverMessage ? ':msg' : ''}`;
  },
};

// ---- reset password ------------------------------------------------------------------------------

export const resetPasswordModel: ModelConfig<typeof resetPasswordMachine> = {
  machine: resetPasswordMachine,
  events: (snapshot) =>
    snapshot.matches('submitting')
      ? asEvents<typeof resetPasswordMachine>([
          { type: 'xstate.done.actor.resetPassword', output: { code: '200', msg: serverWords.passwordReset } },
          { type: 'xstate.error.actor.resetPassword', error: { message: serverWords.resetCodeExpired } },
          { type: 'xstate.error.actor.resetPassword', error: {} },
        ])
      : resetPasswordSubmissions.map(([submission]) => submission),
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

// ---- personal details ----------------------------------------------------------------------------

export const personalDetailsModel: ModelConfig<typeof personalDetailsMachine> = {
  machine: personalDetailsMachine,
  input: customerInput,
  alsoWith: alsoStoredByOlderClients,
  events: (snapshot) => {
    const { user } = snapshot.context;
    if (snapshot.matches('saving')) {
      return asEvents<typeof personalDetailsMachine>([
        { type: 'xstate.done.actor.updateProfile', output: { code: '200', msg: accountTexts.profileUpdated, userId: 7, name: 'Asha Rani Patel', email: user.email, phone: user.phone } },
        { type: 'xstate.error.actor.updateProfile', error: { message: formTexts.enterName } },
        { type: 'xstate.error.actor.updateProfile', error: {} },
        // The token expired: the save answers HTTP 401.
        { type: 'xstate.error.actor.updateProfile', error: { message: httpTexts.unauthorized, status: 401 } },
      ]);
    }
    const rename = (name: string) => ({ type: 'UPDATE_PROFILE' as const, name, email: user.email, phone: user.phone });
    if (!user.token) return [rename(user.name === 'Ravi Shah' ? 'Asha Rani Patel' : 'Ravi Shah')];
    return [rename(''), rename('   '), rename(TOO_LONG_NAME), rename(user.name), rename('Asha Rani Patel')];
  },
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.user.name}/${snapshot.context.user.token ? 'token' : 'notoken'}`,
};

// ---- change password -----------------------------------------------------------------------------

export const changePasswordModel: ModelConfig<typeof changePasswordMachine> = {
  machine: changePasswordMachine,
  input: customerInput,
  events: (snapshot) => {
    if (snapshot.matches('submitting')) {
      return asEvents<typeof changePasswordMachine>([
        { type: 'xstate.done.actor.login', output: loginAnswer },
        { type: 'xstate.error.actor.login', error: { message: serverWords.loginRefused } },
      ]);
    }
    if (snapshot.matches('changing')) return asEvents<typeof changePasswordMachine>(changePasswordOutcomes);
    return changePasswordSubmissions.map(([submission]) => submission);
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

// ---- delete account ------------------------------------------------------------------------------

export const deleteAccountModel: ModelConfig<typeof deleteAccountMachine> = {
  machine: deleteAccountMachine,
  input: customerInput,
  alsoWith: alsoLegacy,
  events: (snapshot) => {
    if (snapshot.matches('idle')) return [{ type: 'REQUEST_DELETE' }];
    if (snapshot.matches('confirming')) return [{ type: 'YES' }, { type: 'NO' }];
    if (snapshot.matches('deleting')) {
      return asEvents<typeof deleteAccountMachine>([
        { type: 'xstate.done.actor.deleteAccount', output: { code: '200', msg: accountTexts.accountDeleted } },
        { type: 'xstate.error.actor.deleteAccount', error: { message: messages.serviceUnavailable } },
        { type: 'xstate.error.actor.deleteAccount', error: {} },
      ]);
    }
    return [];
  },
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};
