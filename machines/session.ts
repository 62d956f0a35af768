/**
 * The session (spec sections 2-8): who is logged in, restored from browser storage at start; the
 * language preference; logout; the 401 "session expired" fall-back; a visitor sent from /profile to
 * /login. The account forms (login, registration, reset password, personal details, change password,
 * delete account) are machines/account/, one machine per form created by its screen (issue 23): they
 * tell the session what it must know (LOGGED_IN, PROFILE_*, ACCOUNT_DELETED), through the app.
 *
 * Every quoted text is from domain/messages/; the toast shape and the stubs from machines/kit.ts.
 *
 * Effects the app supplies with `.provide()`:
 * - actors `restoreSession` (the stored user with its token, from the keys user and auth_token, or
 *   null) and `logout` (resolves or rejects; its failure is ignored).
 * - actions `notify` (a toast), `navigate`, `persistSession` (writes user and auth_token from
 *   `context.user`), `clearSession` (removes user, auth_token, user_addresses and addresses),
 *   `clearAllStorage` (removes every key) and `persistLanguage` (writes language).
 * - the app sends SESSION_EXPIRED whenever any call answers HTTP 401. While the name is being saved it
 *   does not end the session (sections 6 and 8): the save's own 401 makes the personal details form keep
 *   the name locally, and the session drops the dead token (PROFILE_KEPT_LOCALLY).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { ParsedAnswer } from '../domain/contract.ts';
import { messages as englishMessages, sayMessages } from '../domain/messages/index.ts';
import { notProvided, sayToast, toast, type Notice } from './kit.ts';
import { textsIn } from '../domain/textCatalogues.ts';
import type { Language } from '../domain/locale.ts';

export const DEFAULT_LANGUAGE = 'en';

// ---- data ----------------------------------------------------------------------------------------

export type SessionAddress = ParsedAnswer<'login'>['addresses'][number];

/** The logged-in customer (spec section 3, User). A user stored by an older client may lack id or token. */
export interface SessionUser {
  userId: number | null;
  name: string;
  email: string;
  phone: string;
  addresses: SessionAddress[];
  token: string | null;
}

export interface SessionContext {
  user: SessionUser | null;
  language: string;
}

/** Busy flags the screens read (`snapshot.hasTag`). */
export type SessionTag = 'loggingOut';

export interface SessionInput {
  /** The stored language preference (key language), if any. */
  language?: string | null;
}

export type SessionEvent =
  /** A visitor opens /profile. */
  | { type: 'VISIT_PROFILE' }
  | { type: 'LOGOUT' }
  /** Sent by the app when any call answers HTTP 401. */
  | { type: 'SESSION_EXPIRED' }
  | { type: 'SET_LANGUAGE'; language: string }
  // What the account forms (machines/account/) tell the session, through the app:
  /** A login succeeded with this user. */
  | { type: 'LOGGED_IN'; user: SessionUser }
  /** The name is being saved. */
  | { type: 'PROFILE_SAVING' }
  /** The server saved the name. */
  | { type: 'PROFILE_SAVED'; name: string }
  /** The name is kept in this browser only (no token, or the token expired while saving): the token is dropped. */
  | { type: 'PROFILE_KEPT_LOCALLY'; name: string }
  /** The save failed; nothing changes. */
  | { type: 'PROFILE_NOT_SAVED' }
  /** The account was deleted: the session ends and browser storage is wiped. */
  | { type: 'ACCOUNT_DELETED' };

// ---- helpers -------------------------------------------------------------------------------------

const goTo = (to: string) => ({ type: 'navigate' as const, params: { to } });

// ---- machine -------------------------------------------------------------------------------------

export const sessionMachine = setup({
  types: {
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as SessionTag,
    input: {} as SessionInput,
  },
  actors: {
    restoreSession: fromPromise<SessionUser | null, void>(notProvided('restoreSession')),
    logout: fromPromise<ParsedAnswer<'logout'>, { token: string | null }>(notProvided('logout')),
  },
  guards: {
    hasStoredUser: (_, params: { stored: SessionUser | null }) => params.stored !== null,
  },
  actions: {
    setUser: assign((_, params: { user: SessionUser | null }) => ({ user: params.user })),
    setName: assign(({ context }, params: { name: string }) => ({ user: context.user ? { ...context.user, name: params.name } : context.user })),
    /** The server no longer accepts the token: keep the user, drop the token. */
    forgetToken: assign({ user: ({ context }) => (context.user ? { ...context.user, token: null } : null) }),
    forgetUser: assign({ user: null }),
    forgetLanguage: assign({ language: DEFAULT_LANGUAGE }),
    setLanguage: assign((_, params: { language: string }) => ({ language: params.language })),
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
    /** Supplied by the app: go to a route. */
    navigate: (_, _params: { to: string }) => {},
    /** Supplied by the app: store `context.user` (key user) and its token (key auth_token). */
    persistSession: () => {},
    /** Supplied by the app: remove the keys user, auth_token, user_addresses and addresses. */
    clearSession: () => {},
    /** Supplied by the app: remove every key of browser storage. */
    clearAllStorage: () => {},
    /** Supplied by the app: store `context.language` (key language). */
    persistLanguage: () => {},
  },
}).createMachine({
  id: 'session',
  meta: { spec: '4' },
  context: ({ input }) => ({
    user: null,
    language: input.language || DEFAULT_LANGUAGE,
  }),
  initial: 'restoring',
  on: {
    SET_LANGUAGE: { actions: [{ type: 'setLanguage', params: ({ event }) => ({ language: event.language }) }, 'persistLanguage'] },
  },
  states: {
    restoring: {
      meta: { spec: ['4', '7'] },
      invoke: {
        id: 'restoreSession',
        src: 'restoreSession',
        onDone: [
          {
            guard: { type: 'hasStoredUser', params: ({ event }) => ({ stored: event.output }) },
            target: 'loggedIn',
            actions: { type: 'setUser', params: ({ event }) => ({ user: event.output }) },
          },
          { target: 'visitor' },
        ],
        /** Unreadable storage: start as a visitor with the broken keys removed. */
        onError: { target: 'visitor', actions: 'clearSession' },
      },
    },

    visitor: {
      meta: { spec: '4' },
      on: {
        VISIT_PROFILE: { actions: [toast(sayMessages('pleaseLoginForProfile'), 'error'), goTo('/login')] },
        LOGGED_IN: { target: 'loggedIn', actions: [{ type: 'setUser', params: ({ event }) => ({ user: event.user }) }, 'persistSession'] },
      },
    },

    loggedIn: {
      meta: { spec: '4' },
      initial: 'idle',
      on: {
        LOGOUT: { target: 'loggingOut' },
        PROFILE_SAVED: { target: '.idle', actions: [{ type: 'setName', params: ({ event }) => ({ name: event.name }) }, 'persistSession'] },
        PROFILE_KEPT_LOCALLY: {
          target: '.idle',
          actions: [{ type: 'setName', params: ({ event }) => ({ name: event.name }) }, 'forgetToken', 'persistSession'],
        },
        ACCOUNT_DELETED: { target: 'visitor', actions: ['clearAllStorage', 'forgetUser', 'forgetLanguage'] },
      },
      states: {
        idle: {
          meta: { spec: '4' },
          on: {
            SESSION_EXPIRED: { target: '#session.visitor', actions: ['forgetUser', 'clearSession', toast(sayToast('sessionExpired'), 'error')] },
            PROFILE_SAVING: { target: 'savingProfile' },
          },
        },
        /** The name is being saved: a 401 now does not end the session (sections 6 and 8); the form keeps the name locally. */
        savingProfile: {
          meta: { spec: ['6', '8'] },
          on: {
            PROFILE_NOT_SAVED: { target: 'idle' },
          },
        },
      },
    },

    /** The server revokes the token; its failure is ignored. */
    loggingOut: {
      meta: { spec: ['4', '7'] },
      tags: 'loggingOut',
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ token: context.user?.token ?? null }),
        onDone: { target: 'visitor', actions: ['forgetUser', 'clearSession', toast(sayToast('loggedOut'), 'success'), goTo('/')] },
        onError: { target: 'visitor', actions: ['forgetUser', 'clearSession', toast(sayToast('loggedOut'), 'success'), goTo('/')] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

// ---- what the screens read -----------------------------------------------------------------------

/** Header: the Profile link reads the first word of the user's name, or Profile. */
export function profileLinkText(language: Language, context: Pick<SessionContext, 'user'>): string {
  const messages = textsIn(language, englishMessages);
  return context.user?.name.trim().split(/\s+/)[0] || messages.profileLink;
}

export const isLoggedIn = (snapshot: SessionSnapshot): boolean => snapshot.matches('loggedIn');
