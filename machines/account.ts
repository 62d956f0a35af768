/**
 * The account flows (spec sections 2-8): /login, /register and /reset-password for visitors; personal
 * details, change password and delete account for logged-in customers. Split from machines/session.ts
 * (issue 14) so that its rules (domain/accountRules.ts, domain/passwordChange.ts) and texts load with the
 * lazy screens that drive them: src/app/accountActor.ts creates the actor the first time such a screen
 * renders. The session machine keeps who is logged in; this machine is told that (SESSION_CHANGED, at
 * each change) and tells the session what it must know through the app's actions.
 *
 * Effects the app supplies with `.provide()`:
 * - actors `login`, `signUp`, `resetPassword` (phone, the shop's 6-digit code and the new password:
 *   issue 12), `updateProfile`, `changePassword`, `deleteAccount`. The calls resolve with the parsed
 *   answer when the server accepts (code 200) and reject with an error whose `message` (or `msg`) is the
 *   server's `msg` (empty when it sent none: the flow's own section 8 fallback is shown) or the HTTP text
 *   of section 8 when it refuses or fails, and whose `status` is the HTTP status; `changePassword`
 *   resolves with its answer whatever its code, because section 8 judges that answer (domain/passwordChange.ts).
 * - Payloads follow section 7: editProfile sends userId, name, email, phone, parem 1, the addresses,
 *   device_type web and FCMToken empty; deleteAccount userId and parem 1.
 * - actions `notify` (a toast), `navigate`, and what the session must hear: `loggedIn` (the user of a
 *   login: the session becomes logged in and stores it), `profileSaving`, `profileSaved` (the saved name),
 *   `profileKeptLocally` (the name kept in this browser, the dead token dropped), `profileNotSaved`,
 *   `accountDeleted` (the session ends and browser storage is wiped).
 * - While the name is being saved, the session passes on the app's SESSION_EXPIRED (any call answered
 *   HTTP 401): the session does not end (sections 6 and 8): "Authentication session expired. Please log
 *   in again.", then the name is kept locally ("Profile updated locally. Please log in again to sync with
 *   server.") and the dead token is dropped, so the next save is local too ("Authentication token not found.").
 */
import { and, assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer } from '../domain/contract.ts';
import { accountTexts } from '../domain/messages/account.ts';
import { httpTexts } from '../domain/messages/http.ts';
import { messages } from '../domain/messages/index.ts';
import { passwordChangeOutcome } from '../domain/passwordChange.ts';
import { hasAcceptedBothConsents, registrationPhoneHint, validateChangePassword, validateLogin, validatePersonalDetails, validateRegistration, validateResetPassword, type RegistrationForm, type ResetPasswordForm } from '../domain/accountRules.ts';
import { phoneInput, type Check, type PhoneHint } from '../domain/validation.ts';
import { errorText, errorTextOr, notice, notProvided, type Notice, type NoticeTone } from './kit.ts';
import type { SessionUser } from './session.ts';

// ---- constants ----------------------------------------------------------------------------------

/** Spec section 7, editProfile and deleteAccount: the constant fields the shop's backend expects. */
export const PAREM = '1';
export const DEVICE_TYPE = 'web';

/** Spec section 2: login success goes here unless it started on a storefront route it returns to. */
export const AFTER_LOGIN_ROUTE = '/products';

// ---- data ----------------------------------------------------------------------------------------

export type RegistrationFields = Pick<RegistrationForm, 'name' | 'email' | 'phone' | 'password' | 'confirmPassword'>;

export interface RegistrationState extends RegistrationForm {
  /** The server's msg after a failed sign-up: the spec shows no toast, the screen may show it. */
  serverMessage: string | null;
}

export interface AccountContext {
  /** The logged-in customer as the session knows it (null: a visitor). */
  user: SessionUser | null;
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
export type AccountTag =
  | 'loggingIn' | 'registering' | 'resettingPassword' | 'savingProfile' | 'changingPassword' | 'confirmingDelete' | 'deletingAccount';

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

export type AccountEvent =
  | { type: 'LOGIN'; identifier: string; password: string; returnTo?: string }
  | { type: 'REGISTRATION_CHANGED'; fields: Partial<RegistrationFields> }
  | { type: 'TOGGLE_PRIVACY' }
  | { type: 'TOGGLE_TERMS' }
  | { type: 'REGISTER' }
  | ({ type: 'RESET_PASSWORD' } & ResetPasswordForm)
  | { type: 'UPDATE_PROFILE'; name: string; email: string; phone: string }
  | { type: 'CHANGE_PASSWORD'; current: string; next: string; confirm: string }
  | { type: 'REQUEST_DELETE' }
  | { type: 'NO' }
  | { type: 'YES' }
  /** Passed on by the session when a call answers HTTP 401 while the name is being saved. */
  | { type: 'SESSION_EXPIRED' }
  /** Sent by the app at each change of who the session has logged in (null: nobody, or logging out). */
  | { type: 'SESSION_CHANGED'; user: SessionUser | null };

// ---- helpers -------------------------------------------------------------------------------------

export const emptyRegistration = (): RegistrationState => ({
  name: '', email: '', phone: '', password: '', confirmPassword: '', acceptedPrivacy: false, acceptedTerms: false, serverMessage: null,
});

/** A call that failed with HTTP 401: the token is no longer valid. */
export function isUnauthorizedError(error: unknown): boolean {
  return Boolean(error && typeof error === 'object' && (error as { status?: unknown }).status === 401);
}

const failure = (check: Check<unknown>): string => (check.ok ? '' : check.message);

export function userFromLogin(answer: ParsedAnswer<'login'>): SessionUser {
  const { userId, name, email, phone, addresses, token } = answer;
  return { userId, name, email, phone, addresses, token };
}

/** The name to keep: the checked one (the form's name, trimmed by the domain rule). */
const checkedName = (edit: ProfileEdit): string => (edit.check.ok ? edit.check.value : edit.name);

/** The message that refused the login being tried, or null. */
const loginRefusal = ({ loginAttempt }: AccountContext): string | null => (loginAttempt?.check.ok === false ? loginAttempt.check.message : null);

/** The message that refused the personal details being saved, or null. */
const profileRefusal = ({ profileEdit }: AccountContext): string | null => (profileEdit?.check.ok === false ? profileEdit.check.message : null);

const toast = (message: string, tone: NoticeTone) => ({ type: 'notify' as const, params: notice(message, tone) });
const goTo = (to: string) => ({ type: 'navigate' as const, params: { to } });
/** The session hears the name kept in this browser (its token dropped). */
const keptLocally = { type: 'profileKeptLocally' as const, params: ({ context }: { context: AccountContext }) => ({ name: context.user?.name ?? '' }) };
/** Sections 6 and 8: a 401 while saving the name keeps it in this browser and drops the dead token. */
const keepProfileAfterExpiry = [
  toast(messages.sessionExpired, 'error'),
  'applyProfileLocally' as const,
  'forgetToken' as const,
  keptLocally,
  'forgetProfileEdit' as const,
  toast(accountTexts.profileUpdatedLocally, 'error'),
];

// ---- machine -------------------------------------------------------------------------------------

export const accountMachine = setup({
  types: {
    context: {} as AccountContext,
    events: {} as AccountEvent,
    tags: {} as AccountTag,
  },
  actors: {
    login: fromPromise<ParsedAnswer<'login'>, CallRequest<'login'>>(notProvided('login')),
    signUp: fromPromise<ParsedAnswer<'signUp'>, CallRequest<'signUp'>>(notProvided('signUp')),
    resetPassword: fromPromise<ParsedAnswer<'resetPassword'>, CallRequest<'resetPassword'>>(notProvided('resetPassword')),
    updateProfile: fromPromise<ParsedAnswer<'editProfile'>, CallRequest<'editProfile'>>(notProvided('updateProfile')),
    changePassword: fromPromise<ParsedAnswer<'changePassword'>, CallRequest<'changePassword'>>(notProvided('changePassword')),
    deleteAccount: fromPromise<ParsedAnswer<'deleteAccount'>, CallRequest<'deleteAccount'>>(notProvided('deleteAccount')),
  },
  guards: {
    isLoggedInUser: (_, params: { user: SessionUser | null }) => params.user !== null,
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
    setUser: assign((_, params: { user: SessionUser | null }) => ({ user: params.user })),
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
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
    /** Supplied by the app: go to a route. */
    navigate: (_, _params: { to: string }) => {},
    /** Supplied by the app: the session logs this user in and stores it (keys user and auth_token). */
    loggedIn: (_, _params: { user: SessionUser }) => {},
    /** Supplied by the app: the session hears that the name is being saved (it then passes SESSION_EXPIRED on). */
    profileSaving: () => {},
    /** Supplied by the app: the session keeps and stores the saved name. */
    profileSaved: (_, _params: { name: string }) => {},
    /** Supplied by the app: the session keeps and stores the name, dropping the token. */
    profileKeptLocally: (_, _params: { name: string }) => {},
    /** Supplied by the app: the session hears that the save failed. */
    profileNotSaved: () => {},
    /** Supplied by the app: the session ends, browser storage is wiped and the language is the default again. */
    accountDeleted: () => {},
  },
}).createMachine({
  id: 'account',
  meta: { spec: '4' },
  context: () => ({
    user: null,
    loginReturnTo: null,
    loginAttempt: null,
    registration: emptyRegistration(),
    passwordChange: null,
    profileEdit: null,
  }),
  /** A visitor's flows until the session says who is logged in (at once when the actor is created, then at each change). */
  initial: 'visitor',
  states: {
    visitor: {
      meta: { spec: '4' },
      type: 'parallel',
      entry: ['resetRegistration', 'forgetReturnTo'],
      on: {
        SESSION_CHANGED: {
          guard: { type: 'isLoggedInUser', params: ({ event }) => ({ user: event.user }) },
          target: 'customer',
          actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
        },
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
                    target: '#account.customer',
                    actions: [
                      { type: 'setUserFromLogin', params: ({ event }) => ({ answer: event.output }) }, { type: 'loggedIn', params: ({ event }) => ({ user: userFromLogin(event.output) }) }, toast(accountTexts.loginSuccessful, 'success'),
                      { type: 'navigate', params: ({ context }) => ({ to: context.loginReturnTo ?? AFTER_LOGIN_ROUTE }) }, 'forgetReturnTo',
                    ],
                  },
                  {
                    target: '#account.customer',
                    actions: [{ type: 'setUserFromLogin', params: ({ event }) => ({ answer: event.output }) }, { type: 'loggedIn', params: ({ event }) => ({ user: userFromLogin(event.output) }) }, toast(accountTexts.loginSuccessful, 'success'), goTo(AFTER_LOGIN_ROUTE)],
                  },
                ],
                onError: {
                  target: 'idle',
                  actions: [
                    'forgetReturnTo',
                    { type: 'notify', params: ({ event }) => notice(errorTextOr(event.error, accountTexts.loginFailed), 'error') },
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
                  actions: ['resetRegistration', toast(accountTexts.registrationSuccessful, 'success'), goTo('/login')],
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
                onDone: { target: 'editing', actions: [toast(accountTexts.passwordResetSuccessfully, 'success'), goTo('/login')] },
                onError: {
                  target: 'editing',
                  actions: { type: 'notify', params: ({ event }) => notice(errorTextOr(event.error, accountTexts.resetPasswordFailed), 'error') },
                },
              },
            },
          },
        },
      },
    },

    customer: {
      meta: { spec: '4' },
      type: 'parallel',
      on: {
        SESSION_CHANGED: [
          {
            guard: { type: 'isLoggedInUser', params: ({ event }) => ({ user: event.user }) },
            actions: { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
          },
          /** Logged out, or the session expired: every flow in flight is dropped. */
          { target: 'visitor', actions: 'forgetUser' },
        ],
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
                    toast(httpTexts.tokenNotFound, 'error'),
                    'applyProfileLocally',
                    keptLocally,
                    'forgetProfileEdit',
                    toast(accountTexts.profileUpdatedLocally, 'error'),
                  ],
                },
              ],
            },
            saving: {
              meta: { spec: ['4', '7'] },
              tags: 'savingProfile',
              entry: 'profileSaving',
              /** Any call's 401 while saving (the session passes it on): the name is kept locally and the session stays. */
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
                    { type: 'profileSaved', params: ({ event }) => ({ name: event.output.name }) },
                    'forgetProfileEdit',
                    toast(accountTexts.profileUpdated, 'success'),
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
                      'profileNotSaved',
                      { type: 'notify', params: ({ event }) => notice(errorTextOr(event.error, accountTexts.failedToUpdateProfile), 'error') },
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
                onError: { target: 'idle', actions: ['forgetPasswordChange', toast(accountTexts.currentPasswordIncorrect, 'error')] },
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
                    actions: ['forgetPasswordChange', toast(accountTexts.passwordChanged, 'success')],
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

        deletion: {
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
                  { target: 'idle', actions: toast(accountTexts.userIdNotFound, 'error') },
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
                  target: '#account.visitor',
                  actions: ['accountDeleted', 'forgetUser', toast(accountTexts.accountDeleted, 'success'), goTo('/')],
                },
                onError: {
                  target: 'idle',
                  actions: { type: 'notify', params: ({ event }) => notice(errorTextOr(event.error, accountTexts.failedToDeleteAccount), 'error') },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type AccountMachine = typeof accountMachine;
export type AccountSnapshot = SnapshotFrom<AccountMachine>;

// ---- what the screens read -----------------------------------------------------------------------

/** The live hint under the registration phone field. */
export function registrationPhoneHintOf(context: Pick<AccountContext, 'registration'>): PhoneHint {
  return registrationPhoneHint(context.registration.phone);
}
