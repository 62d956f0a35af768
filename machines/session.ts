/**
 * The session and the account screens (spec sections 2-8): who is logged in, restored from browser
 * storage at start; /login, /register and /reset-password for visitors; personal details, change
 * password, delete account and logout for logged-in customers; the 401 "session expired" fall-back.
 *
 * Every rule comes from domain/validation.ts (validateLogin, validateRegistration, validateResetPassword,
 * validateChangePassword, validatePersonalDetails, registrationPhoneHint, phoneInput); every quoted text
 * from domain/messages.ts; how a failed call reads, the toast shape and the stubs from machines/kit.ts.
 *
 * Effects the app supplies with `.provide()`:
 * - actors `restoreSession` (the stored user with its token, from the keys user and auth_token, or null), `login`, `signUp`, `logout`,
 *   `resetPassword` (phone, the shop's 6-digit code and the new password: issue 12), `updateProfile`, `changePassword`, `deleteAccount`. The calls resolve with the parsed answer when the
 *   server accepts (code 200) and reject with an error whose `message` (or `msg`) is the server's `msg`
 *   (empty when it sent none: the flow's own section 8 fallback is shown) or the HTTP text of section 8
 *   when it refuses or fails, and whose `status` is the HTTP status; `changePassword` resolves with its
 *   answer whatever its code, because section 8 judges that answer (domain/passwordChange.ts).
 * - Payloads follow section 7: editProfile sends userId, name, email, phone, parem 1, the addresses,
 *   device_type web and FCMToken empty; deleteAccount userId and parem 1.
 * - actions `notify` (a toast), `navigate`, `persistSession` (writes user and auth_token from
 *   `context.user`), `clearSession` (removes user, auth_token, user_addresses and addresses),
 *   `clearAllStorage` (removes every key), `persistLanguage` (writes language).
 * - the app sends SESSION_EXPIRED whenever any call answers HTTP 401. While the name is being saved it
 *   does not end the session (sections 6 and 8): "Authentication session expired. Please log in again.",
 *   then the name is kept locally ("Profile updated locally. Please log in again to sync with server.")
 *   and the dead token is dropped, so the next save is local too ("Authentication token not found.").
 */
import { and, assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer } from '../domain/contract.ts';
import { messages } from '../domain/messages/index.ts';
import { passwordChangeOutcome } from '../domain/passwordChange.ts';
import {
  hasAcceptedBothConsents, phoneInput, registrationPhoneHint, validateChangePassword, validateLogin, validatePersonalDetails,
  validateRegistration, validateResetPassword, type Check, type PhoneHint, type RegistrationForm, type ResetPasswordForm,
} from '../domain/validation.ts';
import { errorText, errorTextOr, notice, notProvided, type Notice, type NoticeTone } from './kit.ts';

// ---- constants ----------------------------------------------------------------------------------

/** Spec section 7, editProfile and deleteAccount: the constant fields the shop's backend expects. */
export const PAREM = '1';
export const DEVICE_TYPE = 'web';

/** Spec section 2: login success goes here unless it started on a storefront route it returns to. */
export const AFTER_LOGIN_ROUTE = '/products';
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


export type RegistrationFields = Pick<RegistrationForm, 'name' | 'email' | 'phone' | 'password' | 'confirmPassword'>;

export interface RegistrationState extends RegistrationForm {
  /** The server's msg after a failed sign-up: the spec shows no toast, the screen may show it. */
  serverMessage: string | null;
}

export interface SessionContext {
  user: SessionUser | null;
  language: string;
  /**
   * Where a login in flight returns to, or null for /products. The login screen only sends a storefront
   * route (domain/routes.ts storefrontReturnTo reads its address), so a login never leaves the shop.
   */
  loginReturnTo: string | null;
  /** The login being tried and its check (domain validateLogin, made once), kept only while it is checked and sent. */
  loginAttempt: LoginAttempt | null;
  registration: RegistrationState;
  /** The passwords of the change in flight (kept only while it runs). */
  passwordChange: { current: string; next: string } | null;
  /** The personal details being saved and their check (domain validatePersonalDetails, made once), kept only while the save runs. */
  profileEdit: ProfileEdit | null;
}

export interface PersonalDetails {
  name: string;
  email: string;
  phone: string;
}

/** Busy flags the screens read (`snapshot.hasTag`); confirmingDelete: the delete dialog is open. */
export type SessionTag =
  | 'loggingIn' | 'registering' | 'resettingPassword' | 'savingProfile' | 'changingPassword' | 'confirmingDelete' | 'deletingAccount'
  | 'loggingOut';

export interface ProfileEdit extends PersonalDetails {
  /** The trimmed name to save, or the message that refuses the form. */
  check: Check<string>;
}

export interface LoginAttempt {
  identifier: string;
  password: string;
  /** The normalised identifier to send, or the message that refuses the form. */
  check: Check<{ identifier: string }>;
}

export interface SessionInput {
  /** The stored language preference (key language), if any. */
  language?: string | null;
}

export type SessionEvent =
  | { type: 'LOGIN'; identifier: string; password: string; returnTo?: string }
  | { type: 'REGISTRATION_CHANGED'; fields: Partial<RegistrationFields> }
  | { type: 'TOGGLE_PRIVACY' }
  | { type: 'TOGGLE_TERMS' }
  | { type: 'REGISTER' }
  | ({ type: 'RESET_PASSWORD' } & ResetPasswordForm)
  /** A visitor opens /profile. */
  | { type: 'VISIT_PROFILE' }
  | { type: 'UPDATE_PROFILE'; name: string; email: string; phone: string }
  | { type: 'CHANGE_PASSWORD'; current: string; next: string; confirm: string }
  | { type: 'REQUEST_DELETE' }
  | { type: 'NO' }
  | { type: 'YES' }
  | { type: 'LOGOUT' }
  /** Sent by the app when any call answers HTTP 401. */
  | { type: 'SESSION_EXPIRED' }
  | { type: 'SET_LANGUAGE'; language: string };

// ---- helpers -------------------------------------------------------------------------------------

export const emptyRegistration = (): RegistrationState => ({
  name: '', email: '', phone: '', password: '', confirmPassword: '', acceptedPrivacy: false, acceptedTerms: false, serverMessage: null,
});

/** A call that failed with HTTP 401: the token is no longer valid. */
export function isUnauthorizedError(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { status?: unknown }).status === 401);
}

const failure = (check: Check<unknown>): string => (check.ok ? '' : check.message);

function userFromLogin(answer: ParsedAnswer<'login'>): SessionUser {
  const { userId, name, email, phone, addresses, token } = answer;
  return { userId, name, email, phone, addresses, token };
}

/** The name to keep: the checked one (the form's name, trimmed by the domain rule). */
const checkedName = (edit: ProfileEdit): string => (edit.check.ok ? edit.check.value : edit.name);

/** The message that refused the login being tried, or null. */
const loginRefusal = ({ loginAttempt }: SessionContext): string | null => (loginAttempt?.check.ok === false ? loginAttempt.check.message : null);

/** The message that refused the personal details being saved, or null. */
const profileRefusal = ({ profileEdit }: SessionContext): string | null => (profileEdit?.check.ok === false ? profileEdit.check.message : null);

const toast = (message: string, tone: NoticeTone) => ({ type: 'notify' as const, params: notice(message, tone) });
const goTo = (to: string) => ({ type: 'navigate' as const, params: { to } });
/** Sections 6 and 8: a 401 while saving the name keeps it in this browser and drops the dead token. */
const keepProfileAfterExpiry = [
  toast(messages.sessionExpired, 'error'),
  'applyProfileLocally' as const,
  'forgetToken' as const,
  'forgetProfileEdit' as const,
  'persistSession' as const,
  toast(messages.profileUpdatedLocally, 'error'),
];

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
    login: fromPromise<ParsedAnswer<'login'>, CallRequest<'login'>>(notProvided('login')),
    signUp: fromPromise<ParsedAnswer<'signUp'>, CallRequest<'signUp'>>(notProvided('signUp')),
    logout: fromPromise<ParsedAnswer<'logout'>, { token: string | null }>(notProvided('logout')),
    resetPassword: fromPromise<ParsedAnswer<'resetPassword'>, CallRequest<'resetPassword'>>(notProvided('resetPassword')),
    updateProfile: fromPromise<ParsedAnswer<'editProfile'>, CallRequest<'editProfile'>>(notProvided('updateProfile')),
    changePassword: fromPromise<ParsedAnswer<'changePassword'>, CallRequest<'changePassword'>>(notProvided('changePassword')),
    deleteAccount: fromPromise<ParsedAnswer<'deleteAccount'>, CallRequest<'deleteAccount'>>(notProvided('deleteAccount')),
  },
  guards: {
    hasStoredUser: (_, params: { stored: SessionUser | null }) => params.stored !== null,
    isLoginRefused: ({ context }) => loginRefusal(context) !== null,
    hasReturnTo: ({ context }) => context.loginReturnTo !== null,
    /** Spec section 4: the registration submit is enabled only when both consent boxes are ticked. */
    hasAcceptedBothConsents: ({ context }) => hasAcceptedBothConsents(context.registration),
    isRegistrationInvalid: ({ context }) => !validateRegistration(context.registration).ok,
    isResetInvalid: (_, params: { form: ResetPasswordForm }) => !validateResetPassword(params.form).ok,
    isProfileEditRefused: ({ context }) => profileRefusal(context) !== null,
    hasToken: ({ context }) => Boolean(context.user?.token),
    isPasswordChangeInvalid: (_, params: { form: { current: string; next: string; confirm: string } }) => !validateChangePassword(params.form).ok,
    isPasswordChanged: (_, params: { answer: ParsedAnswer<'changePassword'> }) => passwordChangeOutcome({ answer: params.answer }).changed,
    isSessionExpiredError: (_, params: { error: unknown }) => isUnauthorizedError(params.error),
    hasUserId: ({ context }) => context.user?.userId != null,
  },
  actions: {
    restoreUser: assign((_, params: { stored: SessionUser | null }) => ({ user: params.stored })),
    setUserFromLogin: assign((_, params: { answer: ParsedAnswer<'login'> }) => ({ user: userFromLogin(params.answer) })),
    rememberReturnTo: assign((_, params: { returnTo: string | undefined }) => ({ loginReturnTo: params.returnTo ?? null })),
    forgetReturnTo: assign({ loginReturnTo: null }),
    checkLogin: assign({
      loginAttempt: ({ event }) => {
        assertEvent(event, 'LOGIN');
        const { identifier, password } = event;
        return { identifier, password, check: validateLogin(event) };
      },
    }),
    forgetLoginAttempt: assign({ loginAttempt: null }),
    editRegistration: assign({
      registration: ({ context, event }) => {
        assertEvent(event, 'REGISTRATION_CHANGED');
        const fields = { ...event.fields };
        if (fields.phone !== undefined) fields.phone = phoneInput(fields.phone);
        return { ...context.registration, ...fields, serverMessage: null };
      },
    }),
    togglePrivacy: assign({
      registration: ({ context }) => ({ ...context.registration, acceptedPrivacy: !context.registration.acceptedPrivacy }),
    }),
    toggleTerms: assign({
      registration: ({ context }) => ({ ...context.registration, acceptedTerms: !context.registration.acceptedTerms }),
    }),
    clearRegistrationMessage: assign({ registration: ({ context }) => ({ ...context.registration, serverMessage: null }) }),
    keepSignUpMessage: assign(({ context }, params: { error: unknown }) => ({
      registration: { ...context.registration, serverMessage: errorText(params.error) },
    })),
    resetRegistration: assign({ registration: emptyRegistration }),
    checkProfileEdit: assign({
      profileEdit: ({ context, event }) => {
        assertEvent(event, 'UPDATE_PROFILE');
        const { name, email, phone } = event;
        return { name, email, phone, check: validatePersonalDetails(event, context.user?.name ?? '') };
      },
    }),
    forgetProfileEdit: assign({ profileEdit: null }),
    /** The name being saved, kept in the browser only (no token, or the token expired). */
    applyProfileLocally: assign({
      user: ({ context }) => (context.user && context.profileEdit ? { ...context.user, name: checkedName(context.profileEdit) } : context.user),
    }),
    /** The server no longer accepts the token: keep the user, drop the token. */
    forgetToken: assign({ user: ({ context }) => (context.user ? { ...context.user, token: null } : null) }),
    applyProfileAnswer: assign(({ context }, params: { answer: ParsedAnswer<'editProfile'> }) => ({
      user: context.user ? { ...context.user, name: params.answer.name } : context.user,
    })),
    rememberPasswordChange: assign({
      passwordChange: ({ event }) => {
        assertEvent(event, 'CHANGE_PASSWORD');
        return { current: event.current, next: event.next };
      },
    }),
    forgetPasswordChange: assign({ passwordChange: null }),
    forgetUser: assign({ user: null, passwordChange: null, profileEdit: null, loginReturnTo: null, loginAttempt: null }),
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
    loginReturnTo: null,
    loginAttempt: null,
    registration: emptyRegistration(),
    passwordChange: null,
    profileEdit: null,
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
            actions: { type: 'restoreUser', params: ({ event }) => ({ stored: event.output }) },
          },
          { target: 'visitor' },
        ],
        /** Unreadable storage: start as a visitor with the broken keys removed. */
        onError: { target: 'visitor', actions: 'clearSession' },
      },
    },

    visitor: {
      meta: { spec: '4' },
      type: 'parallel',
      entry: ['resetRegistration', 'forgetReturnTo'],
      on: {
        VISIT_PROFILE: { actions: [toast(messages.pleaseLoginForProfile, 'error'), goTo('/login')] },
      },
      states: {
        login: {
          meta: { spec: ['4', '5'] },
          initial: 'idle',
          states: {
            idle: {
              meta: { spec: '4' },
              on: {
                LOGIN: {
                  target: 'checking',
                  actions: ['checkLogin', { type: 'rememberReturnTo', params: ({ event }) => ({ returnTo: event.returnTo }) }],
                },
              },
            },
            /** The form is checked once (checkLogin); the outcome picks the way on. */
            checking: {
              meta: { spec: ['4', '5'] },
              always: [
                {
                  guard: 'isLoginRefused',
                  target: 'idle',
                  actions: [{ type: 'notify', params: ({ context }) => notice(loginRefusal(context) ?? '', 'error') }, 'forgetLoginAttempt', 'forgetReturnTo'],
                },
                { target: 'submitting' },
              ],
            },
            submitting: {
              meta: { spec: ['4', '7'] },
              tags: 'loggingIn',
              exit: 'forgetLoginAttempt',
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => {
                  const attempt = context.loginAttempt;
                  return { userId: attempt?.check.ok ? attempt.check.value.identifier : (attempt?.identifier ?? ''), password: attempt?.password ?? '' };
                },
                onDone: [
                  /** Back where the login started (spec section 2: /order-history, or /cart from Place Order). */
                  {
                    guard: 'hasReturnTo',
                    target: '#session.loggedIn',
                    actions: [
                      { type: 'setUserFromLogin', params: ({ event }) => ({ answer: event.output }) }, 'persistSession', toast(messages.loginSuccessful, 'success'),
                      { type: 'navigate', params: ({ context }) => ({ to: context.loginReturnTo ?? AFTER_LOGIN_ROUTE }) }, 'forgetReturnTo',
                    ],
                  },
                  {
                    target: '#session.loggedIn',
                    actions: [{ type: 'setUserFromLogin', params: ({ event }) => ({ answer: event.output }) }, 'persistSession', toast(messages.loginSuccessful, 'success'), goTo(AFTER_LOGIN_ROUTE)],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    'forgetReturnTo',
                    { type: 'notify', params: ({ event }) => notice(errorTextOr(event.error, messages.loginFailed), 'error') },
                  ],
                },
              },
            },
          },
        },

        registration: {
          meta: { spec: ['4', '5'] },
          initial: 'editing',
          states: {
            editing: {
              meta: { spec: '4' },
              on: {
                REGISTRATION_CHANGED: { actions: 'editRegistration' },
                TOGGLE_PRIVACY: { actions: 'togglePrivacy' },
                TOGGLE_TERMS: { actions: 'toggleTerms' },
                REGISTER: [
                  {
                    guard: and(['hasAcceptedBothConsents', 'isRegistrationInvalid']),
                    actions: { type: 'notify', params: ({ context }) => notice(failure(validateRegistration(context.registration)), 'error') },
                  },
                  { guard: 'hasAcceptedBothConsents', target: 'submitting', actions: 'clearRegistrationMessage' },
                ],
              },
            },
            submitting: {
              meta: { spec: ['4', '7'] },
              tags: 'registering',
              invoke: {
                id: 'signUp',
                src: 'signUp',
                input: ({ context }) => {
                  const checked = validateRegistration(context.registration);
                  const fields = checked.ok ? checked.value : context.registration;
                  return { name: fields.name, email: fields.email, phone: fields.phone, password: fields.password, FCMToken: '', device_type: 'web' };
                },
                onDone: {
                  target: 'editing',
                  actions: ['resetRegistration', toast(messages.registrationSuccessful, 'success'), goTo('/login')],
                },
                /** The spec shows no message; the server's msg stays in context for the screen. */
                onError: { target: 'editing', actions: { type: 'keepSignUpMessage', params: ({ event }) => ({ error: event.error }) } },
              },
            },
          },
        },

        reset: {
          meta: { spec: ['4', '5'] },
          initial: 'editing',
          states: {
            editing: {
              meta: { spec: '4' },
              on: {
                RESET_PASSWORD: [
                  {
                    guard: { type: 'isResetInvalid', params: ({ event }) => ({ form: event }) },
                    actions: { type: 'notify', params: ({ event }) => notice(failure(validateResetPassword(event)), 'error') },
                  },
                  { target: 'submitting' },
                ],
              },
            },
            /** The server checks the shop's code and sets the password (issue 12; spec section 5 only simulated it). */
            submitting: {
              meta: { spec: ['4', '7'] },
              tags: 'resettingPassword',
              invoke: {
                id: 'resetPassword',
                src: 'resetPassword',
                input: ({ event }) => {
                  assertEvent(event, 'RESET_PASSWORD');
                  const checked = validateResetPassword(event);
                  return checked.ok ? checked.value : { phone: event.phone, code: event.code, password: event.password };
                },
                onDone: { target: 'editing', actions: [toast(messages.passwordResetSuccessfully, 'success'), goTo('/login')] },
                onError: {
                  target: 'editing',
                  actions: { type: 'notify', params: ({ event }) => notice(errorTextOr(event.error, messages.resetPasswordFailed), 'error') },
                },
              },
            },
          },
        },
      },
    },

    loggedIn: {
      meta: { spec: '4' },
      type: 'parallel',
      on: {
        LOGOUT: { target: 'loggingOut' },
        SESSION_EXPIRED: { target: 'visitor', actions: ['forgetUser', 'clearSession', toast(messages.sessionExpired, 'error')] },
      },
      states: {
        personalDetails: {
          meta: { spec: ['4', '5'] },
          initial: 'idle',
          states: {
            idle: {
              meta: { spec: '4' },
              on: {
                UPDATE_PROFILE: { target: 'checking', actions: 'checkProfileEdit' },
              },
            },
            /** The form is checked once (checkProfileEdit); the outcome picks the way on. */
            checking: {
              meta: { spec: ['4', '5'] },
              always: [
                {
                  guard: 'isProfileEditRefused',
                  target: 'idle',
                  actions: [{ type: 'notify', params: ({ context }) => notice(profileRefusal(context) ?? '', 'error') }, 'forgetProfileEdit'],
                },
                { guard: 'hasToken', target: 'saving' },
                /** Section 6: no token, the change is applied only locally. */
                {
                  target: 'idle',
                  actions: [
                    toast(messages.tokenNotFound, 'error'),
                    'applyProfileLocally',
                    'forgetProfileEdit',
                    'persistSession',
                    toast(messages.profileUpdatedLocally, 'error'),
                  ],
                },
              ],
            },
            saving: {
              meta: { spec: ['4', '7'] },
              tags: 'savingProfile',
              /** Any call's 401 while saving: the session expired; the name is kept locally and the session stays. */
              on: {
                SESSION_EXPIRED: {
                  target: 'idle',
                  actions: keepProfileAfterExpiry,
                },
              },
              invoke: {
                id: 'updateProfile',
                src: 'updateProfile',
                input: ({ context }) => {
                  const edit = context.profileEdit;
                  return {
                    userId: context.user?.userId ?? undefined,
                    name: edit ? checkedName(edit) : '',
                    email: edit?.email ?? '',
                    phone: edit?.phone ?? '',
                    parem: PAREM,
                    addresses: context.user?.addresses ?? [],
                    device_type: DEVICE_TYPE,
                    FCMToken: '',
                  };
                },
                onDone: {
                  target: 'idle',
                  actions: [
                    { type: 'applyProfileAnswer', params: ({ event }) => ({ answer: event.output }) },
                    'forgetProfileEdit',
                    'persistSession',
                    toast(messages.profileUpdated, 'success'),
                  ],
                },
                onError: [
                  /** The 401 itself, when the app's SESSION_EXPIRED did not come first. */
                  {
                    guard: { type: 'isSessionExpiredError', params: ({ event }) => ({ error: event.error }) },
                    target: 'idle',
                    actions: keepProfileAfterExpiry,
                  },
                  {
                    target: 'idle',
                    actions: [
                      'forgetProfileEdit',
                      { type: 'notify', params: ({ event }) => notice(errorTextOr(event.error, messages.failedToUpdateProfile), 'error') },
                    ],
                  },
                ],
              },
            },
          },
        },

        password: {
          meta: { spec: ['4', '5'] },
          initial: 'idle',
          states: {
            idle: {
              meta: { spec: '4' },
              on: {
                CHANGE_PASSWORD: [
                  {
                    guard: { type: 'isPasswordChangeInvalid', params: ({ event }) => ({ form: event }) },
                    actions: { type: 'notify', params: ({ event }) => notice(failure(validateChangePassword(event)), 'error') },
                  },
                  { target: 'verifying', actions: 'rememberPasswordChange' },
                ],
              },
            },
            /** The current password is checked by a login with the phone as user id (spec section 5). */
            verifying: {
              meta: { spec: ['5', '7'] },
              tags: 'changingPassword',
              invoke: {
                id: 'login',
                src: 'login',
                input: ({ context }) => ({ userId: context.user?.phone ?? '', password: context.passwordChange?.current ?? '' }),
                onDone: { target: 'changing' },
                onError: { target: 'idle', actions: ['forgetPasswordChange', toast(messages.currentPasswordIncorrect, 'error')] },
              },
            },
            changing: {
              meta: { spec: ['5', '7', '8'] },
              tags: 'changingPassword',
              invoke: {
                id: 'changePassword',
                src: 'changePassword',
                input: ({ context }) => ({ oldPassword: context.passwordChange?.current ?? '', newPassword: context.passwordChange?.next ?? '' }),
                onDone: [
                  {
                    guard: { type: 'isPasswordChanged', params: ({ event }) => ({ answer: event.output }) },
                    target: 'idle',
                    actions: ['forgetPasswordChange', toast(messages.passwordChanged, 'success')],
                  },
                  {
                    target: 'idle',
                    actions: [
                      'forgetPasswordChange',
                      { type: 'notify', params: ({ event }) => notice(passwordChangeOutcome({ answer: event.output }).text, 'error') },
                    ],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    'forgetPasswordChange',
                    { type: 'notify', params: ({ event }) => notice(passwordChangeOutcome({ error: event.error }).text, 'error') },
                  ],
                },
              },
            },
          },
        },

        account: {
          meta: { spec: '4' },
          initial: 'idle',
          states: {
            idle: {
              meta: { spec: '4' },
              on: { REQUEST_DELETE: { target: 'confirming' } },
            },
            confirming: {
              meta: { spec: '4' },
              tags: 'confirmingDelete',
              on: {
                NO: { target: 'idle' },
                YES: [
                  { guard: 'hasUserId', target: 'deleting' },
                  { target: 'idle', actions: toast(messages.userIdNotFound, 'error') },
                ],
              },
            },
            deleting: {
              meta: { spec: ['4', '7'] },
              tags: ['confirmingDelete', 'deletingAccount'],
              invoke: {
                id: 'deleteAccount',
                src: 'deleteAccount',
                input: ({ context }) => ({ userId: context.user?.userId ?? undefined, parem: PAREM }),
                onDone: {
                  target: '#session.visitor',
                  actions: ['clearAllStorage', 'forgetUser', 'forgetLanguage', toast(messages.accountDeleted, 'success'), goTo('/')],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'notify', params: ({ event }) => notice(errorTextOr(event.error, messages.failedToDeleteAccount), 'error') },
                },
              },
            },
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
        onDone: { target: 'visitor', actions: ['forgetUser', 'clearSession', toast(messages.loggedOut, 'success'), goTo('/')] },
        onError: { target: 'visitor', actions: ['forgetUser', 'clearSession', toast(messages.loggedOut, 'success'), goTo('/')] },
      },
    },
  },
});

export type SessionMachine = typeof sessionMachine;
export type SessionSnapshot = SnapshotFrom<SessionMachine>;

// ---- what the screens read -----------------------------------------------------------------------

/** Header: the Profile link reads the first word of the user's name, or Profile. */
export function profileLinkText(context: Pick<SessionContext, 'user'>): string {
  return context.user?.name.trim().split(/\s+/)[0] || messages.profileLink;
}

/** The live hint under the registration phone field. */
export function registrationPhoneHintOf(context: Pick<SessionContext, 'registration'>): PhoneHint {
  return registrationPhoneHint(context.registration.phone);
}

export const isLoggedIn = (snapshot: SessionSnapshot): boolean => snapshot.matches('loggedIn');
