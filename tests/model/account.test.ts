/**
 * The account forms (machines/account/, one machine per form): for each, generated paths reach every
 * state and transition, with what each state promises checked on the way (drivers/account.ts checkForm);
 * what a step does (toasts, navigations, calls, what the session hears) is checked in example scenarios
 * below, each against the spec's own texts (domain/messages/, quoted verbatim by tests/unit/messages.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, EventFromLogic, InputFrom } from 'xstate';
import { accountTexts } from '../../domain/messages/account.ts';
import { formTexts } from '../../domain/messages/forms.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { messages } from '../../domain/messages/index.ts';
import { toastTexts } from '../../domain/messages/toasts.ts';
import type { SessionUser } from '../../machines/session.ts';
import {
  changePasswordModel, changePasswordOutcomes, deleteAccountModel, loginModel, personalDetailsModel, registrationModel, resetPasswordModel, serverWords,
} from '../../model/models/account.ts';
import { loggedInAsha, loginAnswer, storedAsha, storedLegacy } from '../../model/models/session.ts';
import { answeredCalls, error, settled, startOnClock, success, type Answers, type Outcome } from './answeredCalls.ts';
import { checkForm, emptyAccountLog, forms, machineWithFakes, recordingActions, type FormName } from './drivers/account.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import type { ModelConfig } from '../../model/paths.ts';

const models: [FormName, ModelConfig<AnyStateMachine>][] = [
  ['login', loginModel],
  ['registration', registrationModel],
  ['resetPassword', resetPasswordModel],
  ['personalDetails', personalDetailsModel],
  ['changePassword', changePasswordModel],
  ['deleteAccount', deleteAccountModel],
] as never;

// Coverage, not a count: each form's last test fails naming any state or transition no path reached.
describe.each(models)('%s machine paths', (name, model) => {
  const coverage = new Coverage();
  const paths = generatePaths(model).map((path): [string, GeneratedPath<AnyStateMachine>] => [path.description, path]);

  it.each(paths)('%s', async (_description, path) => {
    const log = emptyAccountLog();
    const effects = new FakeEffects();
    const input = model.input;
    await runPath(path, { machine: machineWithFakes(name, effects, log) as AnyStateMachine, effects, coverage, check: checkForm(name, log), ...(input !== undefined ? { input } : {}) });
  });

  it(`reaches every state and transition of the ${name} machine`, () => {
    expectFullCoverage(forms[name].machine, coverage);
  });
});

// ---- examples: a scenario, and what the customer sees -----------------------------------------------

/**
 * A form's actor whose calls answer from `answers` (in order, per call); a call with no answer left
 * stays in flight. The customer's forms start with `user`.
 */
async function startForm<N extends FormName>(name: N, user: SessionUser | null, answers: Answers<string> = {}) {
  const log = emptyAccountLog();
  const { calls, actors } = answeredCalls(forms[name].calls, answers);
  const machine = (forms[name].machine as AnyStateMachine).provide({ actors, actions: recordingActions(log) } as never);
  const { actor, clock, send } = startOnClock(machine, (user ? { user } : undefined) as InputFrom<AnyStateMachine>);
  await settled();
  return { actor, log, calls, clock, send: send as (event: FormEvent) => Promise<void> };
}
type FormEvent = EventFromLogic<(typeof forms)[FormName]['machine']>;
const startLogin = (answers?: Answers<string>) => startForm('login', null, answers);
const startRegistration = (answers?: Answers<string>) => startForm('registration', null, answers);
const startReset = (answers?: Answers<string>) => startForm('resetPassword', null, answers);

const validForm = { name: 'Asha Patel', email: 'Asha@Example.com ', phone: '+91 98765 43210', password: 'secret1', confirmPassword: 'secret1' };

describe('account examples: login', () => {
  it.each([
    [{ identifier: '', password: 'secret1' }, accountTexts.fillAllRequired],
    [{ identifier: 'asha', password: 'secret1' }, accountTexts.invalidLoginEmail],
  ])('login with %j says %j and calls nothing', async (form, text) => {
    const { log, calls, send } = await startLogin();
    await send({ type: 'LOGIN', ...form });
    expect(log.toasts).toEqual([error(text)]);
    expect(calls).toEqual([]);
  });

  it('a phone typed as " 098765 43210 " logs in as 9876543210, says "Login successful!" and goes to /products', async () => {
    const { actor, log, calls, send } = await startLogin({ login: [{ output: loginAnswer }] });
    await send({ type: 'LOGIN', identifier: ' 098765 43210 ', password: 'secret1' });
    expect(calls).toEqual([{ name: 'login', input: { userId: '9876543210', password: 'secret1' } }]);
    expect(log.toasts).toEqual([success(accountTexts.loginSuccessful)]);
    expect(log.navigations).toEqual(['/products']);
    expect(actor.getSnapshot().context.attempt).toBeNull();
    expect(log.told).toEqual([{ type: 'LOGGED_IN', user: loggedInAsha }]);
  });

  it('a login started from Place Order returns to /cart', async () => {
    const { log, send } = await startLogin({ login: [{ output: loginAnswer }] });
    await send({ type: 'LOGIN', identifier: 'asha@example.com', password: 'secret1', returnTo: '/cart' });
    expect(log.navigations).toEqual(['/cart']);
  });

  it.each([
    [{ message: serverWords.loginRefused }, serverWords.loginRefused],
    [{}, accountTexts.loginFailed],
  ])('a refused login (%j) says %j and stays a visitor', async (refusal, text) => {
    const { actor, log, send } = await startLogin({ login: [{ error: refusal }] });
    await send({ type: 'LOGIN', identifier: '9876543210', password: 'secret1', returnTo: '/cart' });
    expect(log.toasts).toEqual([error(text)]);
    expect(log.navigations).toEqual([]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(log.told).toEqual([]);
  });
});

describe('account examples: registration and reset', () => {
  it('Sign up is not taken until both consents are ticked; then the normalised form is sent', async () => {
    const { actor, log, calls, send } = await startRegistration({ signUp: [{ output: { code: '200', msg: 'ok', userId: 8 } }] });
    await send({ type: 'REGISTRATION_CHANGED', fields: validForm });
    await send({ type: 'TOGGLE_PRIVACY' });
    expect(actor.getSnapshot().can({ type: 'REGISTER' })).toBe(false);
    await send({ type: 'TOGGLE_TERMS' });
    await send({ type: 'REGISTER' });
    expect(calls).toEqual([
      { name: 'signUp', input: { name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210', password: 'secret1', FCMToken: '', device_type: 'web' } },
    ]);
    expect(log.toasts).toEqual([success(accountTexts.registrationSuccessful)]);
    expect(log.navigations).toEqual(['/login']);
    expect(actor.getSnapshot().context.form.name).toBe('');
  });

  it('a sign-up opened from a login on its way back to /cart goes to that login again: /login?returnTo=%2Fcart (issue 23)', async () => {
    const log = emptyAccountLog();
    const { actors } = answeredCalls(['signUp'], { signUp: [{ output: { code: '200', msg: 'ok', userId: 8 } }] });
    const machine = forms.registration.machine.provide({ actors: actors as never, actions: recordingActions(log) });
    const { send } = startOnClock(machine, { returnTo: '/cart' });
    await send({ type: 'REGISTRATION_CHANGED', fields: validForm });
    await send({ type: 'TOGGLE_PRIVACY' });
    await send({ type: 'TOGGLE_TERMS' });
    await send({ type: 'REGISTER' });
    expect(log.navigations).toEqual(['/login?returnTo=%2Fcart']);
  });

  it('a different confirmation says "Passwords do not match"', async () => {
    const { log, calls, send } = await startRegistration();
    await send({ type: 'REGISTRATION_CHANGED', fields: { ...validForm, confirmPassword: 'secret2' } });
    await send({ type: 'TOGGLE_PRIVACY' });
    await send({ type: 'TOGGLE_TERMS' });
    await send({ type: 'REGISTER' });
    expect(log.toasts).toEqual([error(accountTexts.passwordsDoNotMatch)]);
    expect(calls).toEqual([]);
  });

  it('a refused sign-up shows no toast and keeps the server words for the screen', async () => {
    const { actor, log, send } = await startRegistration({ signUp: [{ error: { message: serverWords.signUpRefused } }] });
    await send({ type: 'REGISTRATION_CHANGED', fields: validForm });
    await send({ type: 'TOGGLE_PRIVACY' });
    await send({ type: 'TOGGLE_TERMS' });
    await send({ type: 'REGISTER' });
    expect(log.toasts).toEqual([]);
    expect(actor.getSnapshot().context.form.serverMessage).toBe(serverWords.signUpRefused);
  });

  const reset = (fields: Partial<FormEvent & { type: 'RESET_PASSWORD' }> = {}): FormEvent => ({
    type: 'RESET_PASSWORD', phone: '+91 98765 43210', code: ' 123456 ', password: 'secret1', confirmPassword: 'secret1', ...fields,
  });

  it.each([
    ['a short phone', { phone: '98765' }, formTexts.enterValidPhone],
    ['a 5-digit code', { code: '12345' }, accountTexts.invalidOtp],
    ['a 5-character password', { password: 'abcde', confirmPassword: 'abcde' }, formTexts.passwordMin],
    ['a different confirmation', { confirmPassword: 'secret2' }, accountTexts.passwordsDoNotMatch],
  ])('a reset with %s says so and calls nothing', async (_name, fields, text) => {
    const { log, calls, send } = await startReset();
    await send(reset(fields));
    expect(log.toasts).toEqual([error(text)]);
    expect(calls).toEqual([]);
  });

  it('a reset sends the phone, the code and the new password to resetPassword, then says "Password reset successfully" and goes to /login', async () => {
    const { actor, log, calls, send } = await startReset({ resetPassword: [{ output: { code: '200', msg: serverWords.passwordReset } }] });
    await send(reset());
    expect(calls).toEqual([{ name: 'resetPassword', input: { phone: '9876543210', code: '123456', password: 'secret1' } }]);
    expect(log.toasts).toEqual([success(accountTexts.passwordResetSuccessfully)]);
    expect(log.navigations).toEqual(['/login']);
    expect(actor.getSnapshot().matches('editing')).toBe(true);
  });

  it('a reset is busy until the server answers, and a refused code shows the server words and stays on the form', async () => {
    const { actor, log, send } = await startReset({ resetPassword: [{ error: { message: serverWords.resetCodeExpired } }] });
    const waiting = await startReset();
    await waiting.send(reset());
    expect(waiting.actor.getSnapshot().hasTag('resettingPassword')).toBe(true);
    expect(waiting.log.toasts).toEqual([]);
    await send(reset());
    expect(log.toasts).toEqual([error(serverWords.resetCodeExpired)]);
    expect(log.navigations).toEqual([]);
    expect(actor.getSnapshot().hasTag('resettingPassword')).toBe(false);
  });

  it('a reset the server refuses without words says the reset failed', async () => {
    const { log, send } = await startReset({ resetPassword: [{ error: {} }] });
    await send(reset());
    expect(log.toasts).toEqual([error(accountTexts.resetPasswordFailed)]);
  });
});

describe('account examples: personal details', () => {
  const rename = (name: string): FormEvent => ({ type: 'UPDATE_PROFILE', name, email: storedAsha.email, phone: storedAsha.phone });

  it.each([
    ['', accountTexts.allFieldsRequired],
    ['  Asha   Patel ', accountTexts.noChangesToUpdate],
  ])('the name %j says %j and calls nothing', async (name, text) => {
    const { log, calls, send } = await startForm('personalDetails', storedAsha);
    await send(rename(name));
    expect(log.toasts).toEqual([error(text)]);
    expect(calls).toEqual([]);
  });

  it('a new name is sent with section 7 editProfile fields; the answer name is kept and stored', async () => {
    const answer = { code: '200', msg: accountTexts.profileUpdated, userId: 7, name: 'Asha Rani Patel', email: storedAsha.email, phone: storedAsha.phone };
    const { actor, log, calls, send } = await startForm('personalDetails', storedAsha, { updateProfile: [{ output: answer }] });
    await send(rename(' Asha  Rani Patel '));
    expect(calls).toEqual([
      {
        name: 'updateProfile',
        input: {
          userId: 7, name: 'Asha Rani Patel', email: storedAsha.email, phone: storedAsha.phone, parem: '1', addresses: storedAsha.addresses,
          device_type: 'web', FCMToken: '',
        },
      },
    ]);
    expect(log.toasts).toEqual([success(accountTexts.profileUpdated)]);
    expect(actor.getSnapshot().context.user?.name).toBe('Asha Rani Patel');
    expect(log.told).toEqual([{ type: 'PROFILE_SAVING' }, { type: 'PROFILE_SAVED', name: 'Asha Rani Patel' }]);
  });

  it.each([
    [{ message: formTexts.enterName }, formTexts.enterName],
    [{}, accountTexts.failedToUpdateProfile],
  ])('a refused save (%j) says %j and keeps the old name', async (refusal, text) => {
    const { actor, log, send } = await startForm('personalDetails', storedAsha, { updateProfile: [{ error: refusal }] });
    await send(rename('Ravi Shah'));
    expect(log.toasts).toEqual([error(text)]);
    expect(actor.getSnapshot().context.user?.name).toBe('Asha Patel');
    expect(log.told).toEqual([{ type: 'PROFILE_SAVING' }, { type: 'PROFILE_NOT_SAVED' }]);
  });

  it('without a token the name is kept locally: "Authentication token not found..." then "Profile updated locally..."', async () => {
    const { actor, log, calls, send } = await startForm('personalDetails', { ...storedAsha, token: null });
    await send(rename('Ravi Shah'));
    expect(calls).toEqual([]);
    expect(log.toasts).toEqual([error(httpTexts.tokenNotFound), error(accountTexts.profileUpdatedLocally)]);
    expect(actor.getSnapshot().context.user?.name).toBe('Ravi Shah');
    expect(log.told).toEqual([{ type: 'PROFILE_KEPT_LOCALLY', name: 'Ravi Shah' }]);
  });

  it('a save answered 401: the name is kept locally, the token dropped', async () => {
    const { actor, log, send } = await startForm('personalDetails', storedAsha, { updateProfile: [{ error: { message: httpTexts.unauthorized, status: 401 } }] });
    await send(rename('Ravi Shah'));
    expect(log.toasts).toEqual([error(toastTexts.sessionExpired), error(accountTexts.profileUpdatedLocally)]);
    expect(actor.getSnapshot().matches('idle')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual({ ...storedAsha, name: 'Ravi Shah', token: null });
    expect(log.told).toEqual([{ type: 'PROFILE_SAVING' }, { type: 'PROFILE_KEPT_LOCALLY', name: 'Ravi Shah' }]);
  });
});

describe('account examples: change password', () => {
  it.each([
    [{ current: '', next: 'secret2', confirm: 'secret2' }, accountTexts.fillAllPasswordFields],
    [{ current: 'secret1', next: 'abc', confirm: 'abc' }, accountTexts.newPasswordMin],
    [{ current: 'secret1', next: 'secret2', confirm: 'secret3' }, accountTexts.newPasswordsDontMatch],
    [{ current: 'secret1', next: 'secret1', confirm: 'secret1' }, accountTexts.newPasswordMustDiffer],
  ])('%j says %j and calls nothing', async (form, text) => {
    const { log, calls, send } = await startForm('changePassword', storedAsha);
    await send({ type: 'CHANGE_PASSWORD', ...form });
    expect(log.toasts).toEqual([error(text)]);
    expect(calls).toEqual([]);
  });

  it('a wrong current password (the checking login refused) says "Current password is incorrect. Please try again."', async () => {
    const { log, calls, send } = await startForm('changePassword', storedAsha, { login: [{ error: { message: serverWords.loginRefused } }] });
    await send({ type: 'CHANGE_PASSWORD', current: 'wrong1', next: 'secret2', confirm: 'secret2' });
    expect(calls).toEqual([{ name: 'login', input: { userId: storedAsha.phone, password: 'wrong1' } }]);
    expect(log.toasts).toEqual([error(accountTexts.currentPasswordIncorrect)]);
  });

  const outcomeOf = (event: (typeof changePasswordOutcomes)[number]): Outcome =>
    'output' in event ? { output: event.output } : { error: (event as { error: unknown }).error };
  it.each([
    [changePasswordOutcomes[0]!, success(accountTexts.passwordChanged)],
    [changePasswordOutcomes[1]!, error(accountTexts.incorrectCurrentPassword)],
    [changePasswordOutcomes[2]!, error(serverWords.tooManyRequests)],
    [changePasswordOutcomes[3]!, error(accountTexts.failedToChangePassword)],
    [changePasswordOutcomes[4]!, error(accountTexts.errorChangingPassword)],
    [changePasswordOutcomes[5]!, error(accountTexts.errorChangingPassword)],
    [changePasswordOutcomes[6]!, error(accountTexts.errorChangingPassword)],
  ])('changePassword %j toasts %j', async (event, toast) => {
    const { log, calls, send } = await startForm('changePassword', storedAsha, { login: [{ output: loginAnswer }], changePassword: [outcomeOf(event)] });
    await send({ type: 'CHANGE_PASSWORD', current: 'secret1', next: 'secret2', confirm: 'secret2' });
    expect(calls.map((call) => call.name)).toEqual(['login', 'changePassword']);
    expect(calls[1]!.input).toEqual({ oldPassword: 'secret1', newPassword: 'secret2' });
    expect(log.toasts).toEqual([toast]);
  });
});

describe('account examples: delete account', () => {
  it('Yes, delete sends userId and parem 1; done: the session hears it (storage wiped, the default language), a toast and /', async () => {
    const { actor, log, calls, send } = await startForm('deleteAccount', storedAsha, { deleteAccount: [{ output: { code: '200', msg: accountTexts.accountDeleted } }] });
    await send({ type: 'REQUEST_DELETE' });
    await send({ type: 'YES' });
    expect(calls).toEqual([{ name: 'deleteAccount', input: { userId: 7, parem: '1' } }]);
    expect(log.toasts).toEqual([success(accountTexts.accountDeleted)]);
    expect(log.navigations).toEqual(['/']);
    expect(log.told).toEqual([{ type: 'ACCOUNT_DELETED' }]);
    expect(actor.getSnapshot().status).toBe('done');
  });

  it('No closes the question and deletes nothing', async () => {
    const { actor, calls, send } = await startForm('deleteAccount', storedAsha);
    await send({ type: 'REQUEST_DELETE' });
    await send({ type: 'NO' });
    expect(calls).toEqual([]);
    expect(actor.getSnapshot().hasTag('confirmingDelete')).toBe(false);
  });

  it('a user stored without an id is told "User ID not found"', async () => {
    const { log, calls, send } = await startForm('deleteAccount', storedLegacy);
    await send({ type: 'REQUEST_DELETE' });
    await send({ type: 'YES' });
    expect(calls).toEqual([]);
    expect(log.toasts).toEqual([error(accountTexts.userIdNotFound)]);
  });

  it.each([
    [{ message: messages.serviceUnavailable }, messages.serviceUnavailable],
    [{}, accountTexts.failedToDeleteAccount],
  ])('a refused deletion (%j) says %j and keeps the customer', async (refusal, text) => {
    const { actor, log, send } = await startForm('deleteAccount', storedAsha, { deleteAccount: [{ error: refusal }] });
    await send({ type: 'REQUEST_DELETE' });
    await send({ type: 'YES' });
    expect(log.toasts).toEqual([error(text)]);
    expect(actor.getSnapshot().context.user).toEqual(storedAsha);
  });
});
