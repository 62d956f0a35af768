/**
 * /settings/change-password (spec sections 4, 5, 8): the current password, the new one twice, checked
 * once (domain validateChangePassword); the current password is verified by a login with the phone as
 * user id, then the change is sent and its answer judged by section 8 (domain/passwordChange.ts).
 * Created by the change password screen with the logged-in customer (src/app/accountForms.ts).
 *
 * Effects the app supplies with `.provide()`: the actors `login` (rejects when refused) and
 * `changePassword` (resolves with its answer whatever its code), the action `notify`.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer } from '../../domain/contract.ts';
import { validateChangePassword } from '../../domain/accountRules.ts';
import { messageKeys } from '../../domain/message.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { passwordChangeOutcome } from '../../domain/passwordChange.ts';
import { notice, notProvided, toast, type Notice } from '../kit.ts';
import type { SessionUser } from '../session.ts';
import { checkingState, refusalOf, type Attempt } from './submit.ts';

const sayAccount = messageKeys('accountTexts', englishAccountTexts);

export interface PasswordChangeForm {
  current: string;
  next: string;
  confirm: string;
}

export interface ChangePasswordContext {
  /** The logged-in customer (the screen's input): the phone verifies the current password. */
  user: SessionUser;
  /** The change being tried and its check, kept only while it is checked, verified and sent. */
  attempt: Attempt<PasswordChangeForm, void> | null;
}

export type ChangePasswordEvent = { type: 'CHANGE_PASSWORD' } & PasswordChangeForm;

export const changePasswordMachine = setup({
  types: {
    context: {} as ChangePasswordContext,
    events: {} as ChangePasswordEvent,
    input: {} as { user: SessionUser },
    tags: {} as 'changingPassword',
  },
  actors: {
    login: fromPromise<ParsedAnswer<'login'>, CallRequest<'login'>>(notProvided('login')),
    changePassword: fromPromise<ParsedAnswer<'changePassword'>, CallRequest<'changePassword'>>(notProvided('changePassword')),
  },
  guards: {
    isRefused: ({ context }) => refusalOf(context.attempt) !== null,
    isPasswordChanged: (_, params: { answer: ParsedAnswer<'changePassword'> }) => passwordChangeOutcome({ answer: params.answer }).changed,
  },
  actions: {
    checkAttempt: assign({
      attempt: ({ event }) => {
        assertEvent(event, 'CHANGE_PASSWORD');
        const { current, next, confirm } = event;
        return { current, next, confirm, check: validateChangePassword(event) };
      },
    }),
    forgetAttempt: assign({ attempt: null }),
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
  },
}).createMachine({
  id: 'changePassword',
  meta: { spec: ['4', '5'] },
  context: ({ input }) => ({ user: input.user, attempt: null }),
  initial: 'idle',
  states: {
    idle: {
      meta: { spec: '4' },
      on: { CHANGE_PASSWORD: { target: 'checking', actions: 'checkAttempt' } },
    },
    /** The form is checked once (checkAttempt); the outcome picks the way on. */
    checking: checkingState('idle', { spec: ['4', '5'] }),
    /** The current password is checked by a login with the phone as user id (spec section 5). */
    submitting: {
      meta: { spec: ['5', '7'] },
      tags: 'changingPassword',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => ({ userId: context.user.phone, password: context.attempt?.current ?? '' }),
        onDone: { target: 'changing' },
        onError: { target: 'idle', actions: ['forgetAttempt', toast(sayAccount('currentPasswordIncorrect'), 'error')] },
      },
    },
    changing: {
      meta: { spec: ['5', '7', '8'] },
      tags: 'changingPassword',
      exit: 'forgetAttempt',
      invoke: {
        id: 'changePassword',
        src: 'changePassword',
        input: ({ context }) => ({ oldPassword: context.attempt?.current ?? '', newPassword: context.attempt?.next ?? '' }),
        onDone: [
          {
            guard: { type: 'isPasswordChanged', params: ({ event }) => ({ answer: event.output }) },
            target: 'idle',
            actions: toast(sayAccount('passwordChanged'), 'success'),
          },
          { target: 'idle', actions: { type: 'notify', params: ({ event }) => notice(passwordChangeOutcome({ answer: event.output }).text, 'error') } },
        ],
        onError: { target: 'idle', actions: { type: 'notify', params: ({ event }) => notice(passwordChangeOutcome({ error: event.error }).text, 'error') } },
      },
    },
  },
});

export type ChangePasswordSnapshot = SnapshotFrom<typeof changePasswordMachine>;
