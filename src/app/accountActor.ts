/**
 * The account actor (machines/account.ts: login, sign up, reset password, personal details, change
 * password, delete account), created and linked the first time an account screen renders, so that its
 * machine, rules and texts load with those screens rather than with the first page (issue 14). The
 * session tells it who is logged in (at once, then at each change); it tells the session a login's
 * user, a saved or locally kept name, and a deleted account. Once created it lives as long as the app.
 */
import { createActor } from 'xstate';
import { accountMachine } from '../../machines/account.ts';
import type { SessionSnapshot, SessionUser } from '../../machines/session.ts';
import { fromCall, laterActorsOf, type AccountActors, type AppActors } from './actors.ts';
import { useActors } from './ActorsContext.tsx';
import { acceptedCall, callApi } from './api.ts';
import { notify } from './toasts.ts';

/** Who the account machine is told is logged in: the user while logged in, else nobody (logging out counts as gone). */
const accountUserOf = (snapshot: SessionSnapshot): SessionUser | null => (snapshot.matches('loggedIn') ? snapshot.context.user : null);

/** The app's account actor, created on the first call. */
export function accountActor(app: AppActors): AccountActors['account'] {
  const later = laterActorsOf(app);
  if (later.account) return later.account;
  const { effects, overridden, actorOptions } = later;
  const { session } = app;

  const account = createActor(
    overridden('account', accountMachine.provide({
      actors: {
        login: fromCall(({ input }) => acceptedCall('login', input)),
        signUp: fromCall(({ input }) => acceptedCall('signUp', input)),
        resetPassword: fromCall(({ input }) => acceptedCall('resetPassword', input)),
        updateProfile: fromCall(({ input }) => acceptedCall('editProfile', input)),
        changePassword: fromCall(({ input }) => callApi('changePassword', input)),
        deleteAccount: fromCall(({ input }) => acceptedCall('deleteAccount', input)),
      },
      actions: {
        notify: (_, params) => notify(params),
        navigate: (_, params) => effects.navigate(params.to),
        loggedIn: (_, params) => session.send({ type: 'LOGGED_IN', user: params.user }),
        profileSaving: () => session.send({ type: 'PROFILE_SAVING' }),
        profileSaved: (_, params) => session.send({ type: 'PROFILE_SAVED', name: params.name }),
        profileKeptLocally: (_, params) => session.send({ type: 'PROFILE_KEPT_LOCALLY', name: params.name }),
        profileNotSaved: () => session.send({ type: 'PROFILE_NOT_SAVED' }),
        accountDeleted: () => session.send({ type: 'ACCOUNT_DELETED' }),
      },
    })),
    actorOptions('account'),
  );

  later.account = account;
  account.start();
  // The machine starts with a visitor's flows; it is told who is logged in now, then at each change.
  let told: SessionUser | null = null;
  const tell = (user: SessionUser | null) => {
    if (user === told) return;
    told = user;
    account.send({ type: 'SESSION_CHANGED', user });
  };
  tell(accountUserOf(session.getSnapshot()));
  session.subscribe((snapshot) => tell(accountUserOf(snapshot)));
  return account;
}

/** The account actor for a screen (created by the first one that asks). */
export function useAccountActor(): AccountActors['account'] {
  return accountActor(useActors());
}
