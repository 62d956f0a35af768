/**
 * /login (spec sections 2, 4, 5): email or 10-digit phone and password, checked once (domain
 * validateLogin) and sent; success tells the session the user, toasts and goes back where the login
 * started (`returnTo`: /order-history, or /cart from Place Order), else to /products. Created by the
 * login screen (src/app/accountForms.ts), its identifier field starting with the one the storefront kept
 * (issue 23: typed here before a detour through Sign up, or the email just registered).
 *
 * Effects the app supplies with `.provide()`: the actor `login` (resolves with the parsed answer when
 * the server accepts, rejects with the server's msg or the HTTP text of section 8), the actions
 * `notify`, `navigate`, `loggedIn` (the session becomes logged in and stores the user) and
 * `identifierTyped` (the storefront keeps what the field holds).
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer } from '../../domain/contract.ts';
import { validateLogin } from '../../domain/accountRules.ts';
import { messageKeys } from '../../domain/message.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { errorWordsOr, notice, notProvided, toast, type Notice } from '../kit.ts';
import type { SessionUser } from '../session.ts';
import { AFTER_LOGIN_ROUTE, checkingState, refusalOf, userFromLogin, type Attempt } from './submit.ts';

const sayAccount = messageKeys('accountTexts', englishAccountTexts);

export type LoginAttempt = Attempt<{ identifier: string; password: string; returnTo: string | null }, { identifier: string }>;

export interface LoginContext {
  /** What the identifier field holds, as typed. */
  identifier: string;
  /** The login being tried and its check, kept only while it is checked and sent. */
  attempt: LoginAttempt | null;
}

/** `returnTo`: a storefront route the login screen read from its address (domain/routes.ts storefrontReturnTo). */
export type LoginEvent =
  | { type: 'IDENTIFIER_CHANGED'; identifier: string }
  | { type: 'LOGIN'; identifier: string; password: string; returnTo?: string };

export const loginMachine = setup({
  types: { context: {} as LoginContext, events: {} as LoginEvent, input: {} as { identifier?: string } | undefined, tags: {} as 'loggingIn' },
  actors: {
    login: fromPromise<ParsedAnswer<'login'>, CallRequest<'login'>>(notProvided('login')),
  },
  guards: {
    isRefused: ({ context }) => refusalOf(context.attempt) !== null,
  },
  actions: {
    keepIdentifier: assign({
      identifier: ({ event }) => {
        assertEvent(event, 'IDENTIFIER_CHANGED');
        return event.identifier;
      },
    }),
    /** Supplied by the app: the storefront keeps the identifier typed, for the login after a detour through Sign up. */
    identifierTyped: (_, _params: { identifier: string }) => {},
    /** The login as submitted (the field keeps the identifier sent) and its check. */
    checkAttempt: assign(({ event }) => {
      assertEvent(event, 'LOGIN');
      const { identifier, password } = event;
      return { identifier, attempt: { identifier, password, returnTo: event.returnTo ?? null, check: validateLogin(event) } };
    }),
    forgetAttempt: assign({ attempt: null }),
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
    /** Supplied by the app: go to a route. */
    navigate: (_, _params: { to: string }) => {},
    /** Supplied by the app: the session logs this user in and stores it (keys user and auth_token). */
    loggedIn: (_, _params: { user: SessionUser }) => {},
  },
}).createMachine({
  id: 'login',
  meta: { spec: ['4', '5'] },
  context: ({ input }) => ({ identifier: input?.identifier ?? '', attempt: null }),
  initial: 'idle',
  states: {
    idle: {
      meta: { spec: '4' },
      on: {
        IDENTIFIER_CHANGED: {
          meta: { issue: '23.3' },
          actions: ['keepIdentifier', { type: 'identifierTyped', params: ({ event }) => ({ identifier: event.identifier }) }],
        },
        LOGIN: { target: 'checking', actions: 'checkAttempt' },
      },
    },
    /** The form is checked once (checkAttempt); the outcome picks the way on. */
    checking: checkingState('idle', { spec: ['4', '5'] }),
    submitting: {
      meta: { spec: ['4', '7'] },
      tags: 'loggingIn',
      invoke: {
        id: 'login',
        src: 'login',
        input: ({ context }) => {
          const attempt = context.attempt;
          return { userId: attempt?.check.ok ? attempt.check.value.identifier : (attempt?.identifier ?? ''), password: attempt?.password ?? '' };
        },
        onDone: {
          target: 'idle',
          actions: [
            { type: 'loggedIn', params: ({ event }) => ({ user: userFromLogin(event.output) }) },
            toast(sayAccount('loginSuccessful'), 'success'),
            /** Back where the login started (spec section 2: /order-history, or /cart from Place Order). */
            { type: 'navigate', params: ({ context }) => ({ to: context.attempt?.returnTo ?? AFTER_LOGIN_ROUTE }) },
            'forgetAttempt',
          ],
        },
        onError: {
          target: 'idle',
          actions: [{ type: 'notify', params: ({ event }) => notice(errorWordsOr(event.error, sayAccount('loginFailed')), 'error') }, 'forgetAttempt'],
        },
      },
    },
  },
});

export type LoginSnapshot = SnapshotFrom<typeof loginMachine>;
