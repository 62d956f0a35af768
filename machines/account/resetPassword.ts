/**
 * /reset-password (issue 12; spec section 5 only simulated it): the customer's phone, the shop's
 * 6-digit code and the new password twice, checked once (domain validateResetPassword); the server
 * checks the code and sets the password; success toasts and goes to /login. Created by the reset
 * screen (src/app/accountForms.ts).
 *
 * Effects the app supplies with `.provide()`: the actor `resetPassword`, the actions `notify` and `navigate`.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer } from '../../domain/contract.ts';
import { validateResetPassword, type ResetPasswordForm } from '../../domain/accountRules.ts';
import { messageKeys } from '../../domain/message.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { errorWordsOr, notice, notProvided, toast, type Notice } from '../kit.ts';
import { checkedValue, checkingState, goTo, refusalOf, type Attempt } from './submit.ts';

const sayAccount = messageKeys('accountTexts', englishAccountTexts);

export interface ResetPasswordContext {
  /** The reset being tried and its check, kept only while it is checked and sent. */
  attempt: Attempt<ResetPasswordForm, CallRequest<'resetPassword'>> | null;
}

export type ResetPasswordEvent = { type: 'RESET_PASSWORD' } & ResetPasswordForm;

export const resetPasswordMachine = setup({
  types: { context: {} as ResetPasswordContext, events: {} as ResetPasswordEvent, tags: {} as 'resettingPassword' },
  actors: {
    resetPassword: fromPromise<ParsedAnswer<'resetPassword'>, CallRequest<'resetPassword'>>(notProvided('resetPassword')),
  },
  guards: {
    isRefused: ({ context }) => refusalOf(context.attempt) !== null,
  },
  actions: {
    checkAttempt: assign({
      attempt: ({ event }) => {
        const { phone, code, password, confirmPassword } = event;
        return { phone, code, password, confirmPassword, check: validateResetPassword(event) };
      },
    }),
    forgetAttempt: assign({ attempt: null }),
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
    /** Supplied by the app: go to a route. */
    navigate: (_, _params: { to: string }) => {},
  },
}).createMachine({
  id: 'resetPassword',
  meta: { spec: ['4', '5'] },
  context: { attempt: null },
  initial: 'editing',
  states: {
    editing: {
      meta: { spec: '4' },
      on: { RESET_PASSWORD: { target: 'checking', actions: 'checkAttempt' } },
    },
    /** The form is checked once (checkAttempt); the outcome picks the way on. */
    checking: checkingState('editing', { spec: ['4', '5'] }),
    submitting: {
      meta: { spec: ['4', '7'] },
      tags: 'resettingPassword',
      exit: 'forgetAttempt',
      invoke: {
        id: 'resetPassword',
        src: 'resetPassword',
        input: ({ context }) => checkedValue(context.attempt, { phone: '', code: '', password: '' }),
        onDone: { target: 'editing', actions: [toast(sayAccount('passwordResetSuccessfully'), 'success'), goTo('/login')] },
        onError: {
          target: 'editing',
          actions: { type: 'notify', params: ({ event }) => notice(errorWordsOr(event.error, sayAccount('resetPasswordFailed')), 'error') },
        },
      },
    },
  },
});

export type ResetPasswordSnapshot = SnapshotFrom<typeof resetPasswordMachine>;
