/**
 * The account forms' actors (machines/account/), one per form, each created by its screen when it
 * renders and stopped when it leaves (as the desk's owner screens do), with the app's effects: the API
 * calls, toasts, navigation, and what the session must hear (a login's user, a saved or locally kept
 * name, a deleted account), sent to the storefront's root, which tells the session (machines/app.ts). The customer's forms start with the session's user. Tests replace the
 * calls per form name (AppActorsOptions.provide) and record each form's transitions (inspect).
 */
import { useActorRef } from '@xstate/react';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { changePasswordMachine } from '../../machines/account/changePassword.ts';
import { deleteAccountMachine } from '../../machines/account/deleteAccount.ts';
import { loginMachine } from '../../machines/account/login.ts';
import { personalDetailsMachine } from '../../machines/account/personalDetails.ts';
import { registrationMachine } from '../../machines/account/registration.ts';
import { resetPasswordMachine } from '../../machines/account/resetPassword.ts';
import type { AccountFormNews } from '../../machines/app.ts';
import type { SessionUser } from '../../machines/session.ts';
import { fromCall, type AccountFormActors, type AppActors, type AppEffects } from './actors.ts';
import { useActors } from './ActorsContext.tsx';
import { acceptedCall, callApi } from './api.ts';
import { notify } from './toasts.ts';

const notifyAction = { notify: (_: unknown, params: Parameters<typeof notify>[0]) => notify(params) };
/** What the session must hear goes to the storefront, which tells it (machines/app.ts). */
const tellSession = (app: AppActors, news: AccountFormNews) => app.storefront.send({ type: 'ACCOUNT_FORM_NEWS', news });
const navigateAction = (effects: AppEffects) => ({ navigate: (_: unknown, params: { to: string }) => effects.navigate(params.to) });

/** Each form's machine with the app's effects. */
const forms = {
  login: (app: AppActors, effects: AppEffects) =>
    loginMachine.provide({
      actors: { login: fromCall(({ input }) => acceptedCall('login', input)) },
      actions: {
        ...notifyAction,
        ...navigateAction(effects),
        loggedIn: (_, params) => tellSession(app, { type: 'LOGGED_IN', user: params.user }),
        identifierTyped: (_, params) => app.storefront.send({ type: 'LOGIN_IDENTIFIER_GIVEN', identifier: params.identifier }),
      },
    }),
  registration: (app: AppActors, effects: AppEffects) =>
    registrationMachine.provide({
      actors: { signUp: fromCall(({ input }) => acceptedCall('signUp', input)) },
      actions: {
        ...notifyAction,
        ...navigateAction(effects),
        registered: (_, params) => app.storefront.send({ type: 'LOGIN_IDENTIFIER_GIVEN', identifier: params.email }),
      },
    }),
  resetPassword: (_app: AppActors, effects: AppEffects) =>
    resetPasswordMachine.provide({
      actors: { resetPassword: fromCall(({ input }) => acceptedCall('resetPassword', input)) },
      actions: { ...notifyAction, ...navigateAction(effects) },
    }),
  personalDetails: (app: AppActors) =>
    personalDetailsMachine.provide({
      actors: { updateProfile: fromCall(({ input }) => acceptedCall('editProfile', input)) },
      actions: {
        ...notifyAction,
        profileSaving: () => tellSession(app, { type: 'PROFILE_SAVING' }),
        profileSaved: (_, params) => tellSession(app, { type: 'PROFILE_SAVED', name: params.name }),
        profileKeptLocally: (_, params) => tellSession(app, { type: 'PROFILE_KEPT_LOCALLY', name: params.name }),
        profileNotSaved: () => tellSession(app, { type: 'PROFILE_NOT_SAVED' }),
      },
    }),
  changePassword: () =>
    changePasswordMachine.provide({
      actors: {
        login: fromCall(({ input }) => acceptedCall('login', input)),
        changePassword: fromCall(({ input }) => callApi('changePassword', input)),
      },
      actions: notifyAction,
    }),
  deleteAccount: (app: AppActors, effects: AppEffects) =>
    deleteAccountMachine.provide({
      actors: { deleteAccount: fromCall(({ input }) => acceptedCall('deleteAccount', input)) },
      actions: { ...notifyAction, ...navigateAction(effects), accountDeleted: () => tellSession(app, { type: 'ACCOUNT_DELETED' }) },
    }),
} satisfies { [K in keyof AccountFormActors]: (app: AppActors, effects: AppEffects) => AnyStateMachine };

type FormName = keyof AccountFormActors;

/** One account form's machine with the app's effects (and a test's implementations over them, if any). */
export function accountFormMachine<N extends FormName>(app: AppActors, name: N): AccountFormActors[N]['logic'] {
  const { effects, overridden } = app.wiring;
  return overridden(name, forms[name](app, effects) as AccountFormActors[N]['logic']);
}

/** The actor of one account form for the screen that renders it (created on its first render, stopped when it unmounts). */
function useFormActor<N extends FormName>(name: N, input?: InputFrom<AccountFormActors[N]['logic']>) {
  const app = useActors();
  const options = { ...app.wiring.actorOptions(name), ...(input === undefined ? {} : { input }) };
  return useActorRef(accountFormMachine(app, name), options as never) as AccountFormActors[N];
}

/** The login form starts with the identifier the storefront kept (typed before a detour to Sign up, or the email just registered). */
export const useLoginActor = () => useFormActor('login', { identifier: useActors().storefront.getSnapshot().context.loginIdentifier });
export const useRegistrationActor = (returnTo: string | undefined) => useFormActor('registration', { returnTo: returnTo ?? null });
export const useResetPasswordActor = () => useFormActor('resetPassword');
export const usePersonalDetailsActor = (user: SessionUser) => useFormActor('personalDetails', { user });
export const useChangePasswordActor = (user: SessionUser) => useFormActor('changePassword', { user });
export const useDeleteAccountActor = (user: SessionUser) => useFormActor('deleteAccount', { user });
