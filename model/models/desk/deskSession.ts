/** The desk session's model: restore at start, sign in (missing fields, refused, failed), sign out, an expired token. */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { deskSessionMachine, type DeskSession } from '../../../machines/desk/deskSession.ts';
import type { ModelConfig } from '../../paths.ts';

type DeskSessionMachine = typeof deskSessionMachine;
type Snapshot = SnapshotFrom<DeskSessionMachine>;

export const staffSession: DeskSession = {
  account: { deskUserId: 2, email: 'asha@rajkot-scoops.example', name: 'Asha', role: 'staff' },
};
export const ownerSession: DeskSession = {
  account: { deskUserId: 1, email: 'owner@rajkot-scoops.example', name: 'Mehul', role: 'owner' },
};
export const WRONG_PASSWORD = 'Wrong email or password';

export function deskSessionEvents(snapshot: Snapshot): EventFromLogic<DeskSessionMachine>[] {
  if (snapshot.matches('restoring')) {
    return [
      { type: 'xstate.done.actor.restoreSession', output: ownerSession } as never,
      { type: 'xstate.done.actor.restoreSession', output: null } as never,
      { type: 'xstate.error.actor.restoreSession', error: new Error('storage blocked') } as never,
    ];
  }
  if (snapshot.matches('signedOut')) {
    return [
      { type: 'SIGN_IN', email: staffSession.account.email, password: 'secret1' },
      { type: 'SIGN_IN', email: '  ', password: 'secret1' },
    ];
  }
  if (snapshot.matches('signingIn')) {
    return [
      { type: 'xstate.done.actor.signIn', output: staffSession } as never,
      { type: 'xstate.error.actor.signIn', error: new Error(WRONG_PASSWORD) } as never,
      { type: 'xstate.error.actor.signIn', error: new Error('') } as never,
    ];
  }
  if (snapshot.matches('signedIn')) return [{ type: 'SIGN_OUT' }, { type: 'SESSION_EXPIRED' }];
  return [
    { type: 'xstate.done.actor.signOut', output: null } as never,
    { type: 'xstate.error.actor.signOut', error: new Error('API error: 500') } as never,
  ];
}

export const deskSessionModel: ModelConfig<DeskSessionMachine> = {
  machine: deskSessionMachine,
  events: deskSessionEvents,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.session?.account.role ?? '-'} ${snapshot.context.message ?? '-'}`,
};
