/**
 * Who is signed in at the desk (issue 12, "Who"): its own session, apart from the customer's. At start
 * the stored desk session is restored (and checked with the server); sign-in with email and password;
 * sign-out; any desk call answering HTTP 401 ends the session (the app sends SESSION_EXPIRED).
 *
 * Effects the app supplies with `.provide()`:
 * - actors `restoreSession` (the stored desk session checked with the server, or null), `signIn`
 *   ({ email, password } -> the session; rejects with the server's words), `signOut` (ends the session
 *   on the server, which clears the desk's cookie).
 * - actions `persistSession` (keeps `context.session` in the desk's own storage key), `clearSession`.
 * The desk (machines/desk/desk.ts) gives it `announceSignedIn` and `announceSignedOut`, which tell the
 * desk's other flows that someone signed in, or that no one is signed in any more.
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { deskMessages } from '../../domain/desk/messages.ts';
import type { DeskRole } from '../../domain/desk/roles.ts';
import { errorTextOr, notProvided } from '../kit.ts';

export interface DeskAccount {
  deskUserId: number;
  email: string;
  name: string;
  role: DeskRole;
}

/** Who is signed in; the desk's token itself stays in an HttpOnly cookie no script reads (issue 26, point 8). */
export interface DeskSession {
  account: DeskAccount;
}

export interface DeskCredentials {
  email: string;
  password: string;
}

export interface DeskSessionContext {
  session: DeskSession | null;
  /** The email typed, kept after a refused sign-in. */
  email: string;
  /** Why the last sign-in did not happen, or why the session ended. */
  message: string | null;
  /** The credentials of the sign-in in flight (kept only while it runs). */
  pending: DeskCredentials | null;
}

export type DeskSessionEvent =
  | { type: 'SIGN_IN'; email: string; password: string }
  | { type: 'SIGN_OUT' }
  /** Sent by the app when any desk call answers HTTP 401. */
  | { type: 'SESSION_EXPIRED' };

export const deskSessionMachine = setup({
  types: {
    context: {} as DeskSessionContext,
    events: {} as DeskSessionEvent,
  },
  actors: {
    restoreSession: fromPromise<DeskSession | null, void>(notProvided('restoreSession')),
    signIn: fromPromise<DeskSession, DeskCredentials>(notProvided('signIn')),
    signOut: fromPromise<unknown, void>(notProvided('signOut')),
  },
  guards: {
    hasStoredSession: (_, params: { stored: DeskSession | null }) => params.stored !== null,
    isMissingCredentials: ({ event }) => event.type === 'SIGN_IN' && (event.email.trim() === '' || event.password === ''),
  },
  actions: {
    takeSession: assign({ session: (_, params: { session: DeskSession }) => params.session, message: null, pending: null }),
    rememberCredentials: assign(({ event }) => {
      assertEvent(event, 'SIGN_IN');
      return { email: event.email.trim(), pending: { email: event.email.trim(), password: event.password }, message: null };
    }),
    refuseMissingCredentials: assign({ message: deskMessages.signInMissing }),
    showSignInFailure: assign({ message: (_, params: { error: unknown }) => errorTextOr(params.error, deskMessages.signInFailed), pending: null }),
    forgetSession: assign({ session: null, pending: null }),
    saySessionEnded: assign({ message: deskMessages.sessionEnded }),
    /** Supplied by the app: the desk's storage key holds context.session. */
    persistSession: () => {},
    /** Supplied by the app: the desk's storage key is removed. */
    clearSession: () => {},
    /** Supplied by the desk: someone is signed in. */
    announceSignedIn: () => {},
    /** Supplied by the desk: no one is signed in any more. */
    announceSignedOut: () => {},
  },
}).createMachine({
  id: 'deskSession',
  meta: { issue: '12.who' },
  context: { session: null, email: '', message: null, pending: null },
  initial: 'restoring',
  states: {
    restoring: {
      meta: { issue: '12.who' },
      tags: 'busy',
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasStoredSession', params: ({ event }) => ({ stored: event.output }) },
            target: 'signedIn',
            actions: { type: 'takeSession', params: ({ event }) => ({ session: event.output! }) },
          },
          { target: 'signedOut', actions: 'clearSession' },
        ],
        onError: { target: 'signedOut', actions: 'clearSession' },
      },
    },
    signedOut: {
      meta: { issue: '12.who' },
      on: {
        SIGN_IN: [
          { guard: 'isMissingCredentials', actions: 'refuseMissingCredentials' },
          { target: 'signingIn', actions: 'rememberCredentials' },
        ],
      },
    },
    signingIn: {
      meta: { issue: '12.who' },
      tags: 'busy',
      invoke: {
        id: 'signIn',
        src: 'signIn',
        input: ({ context }) => context.pending!,
        onDone: {
          target: 'signedIn',
          actions: [{ type: 'takeSession', params: ({ event }) => ({ session: event.output }) }, 'persistSession'],
        },
        onError: { target: 'signedOut', actions: { type: 'showSignInFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    signedIn: {
      meta: { issue: '12.who' },
      entry: 'announceSignedIn',
      on: {
        SIGN_OUT: 'signingOut',
        SESSION_EXPIRED: { target: 'signedOut', actions: ['forgetSession', 'clearSession', 'saySessionEnded', 'announceSignedOut'] },
      },
    },
    signingOut: {
      meta: { issue: '12.who' },
      tags: 'busy',
      // The session ends here whatever the server answers: who was signed in is forgotten either way.
      invoke: {
        id: 'signOut',
        src: 'signOut',
        onDone: { target: 'signedOut', actions: ['forgetSession', 'clearSession', 'announceSignedOut'] },
        onError: { target: 'signedOut', actions: ['forgetSession', 'clearSession', 'announceSignedOut'] },
      },
    },
  },
});

export type DeskSessionMachine = typeof deskSessionMachine;
