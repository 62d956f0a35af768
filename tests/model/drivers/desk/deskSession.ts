/** The desk session's model: restore at start, sign in (missing fields, refused, failed), sign out, an expired token. */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { deskMessages } from '../../../../domain/desk/messages.ts';
import { deskSessionMachine, type DeskSession } from '../../../../machines/desk/deskSession.ts';
import type { ModelConfig } from '../../../../model/paths.ts';
import type { StepContext } from '../../../../model/run.ts';

type DeskSessionMachine = typeof deskSessionMachine;
type Snapshot = SnapshotFrom<DeskSessionMachine>;

export const staffSession: DeskSession = {
  token: 'desk-token-staff',
  account: { deskUserId: 2, email: 'asha@rajkot-scoops.example', name: 'Asha', role: 'staff' },
};
export const ownerSession: DeskSession = {
  token: 'desk-token-owner',
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

export interface DeskSessionEffectsLog {
  stored: (DeskSession | null)[];
}

/** What each state promises: who is signed in, what the sign-in form says, what storage holds. */
export function checkDeskSession(log: DeskSessionEffectsLog) {
  return (actual: Snapshot, _expected: Snapshot, { sut, event: stepEvent }: StepContext<DeskSessionMachine>) => {
    const event = stepEvent as { type: string; output?: unknown; error?: unknown };
    const { session, message } = actual.context;
    expect(actual.hasTag('busy')).toBe(actual.matches('restoring') || actual.matches('signingIn') || actual.matches('signingOut'));
    if (actual.matches('signedIn')) {
      expect(session).not.toBeNull();
      expect(actual.can({ type: 'SIGN_OUT' })).toBe(true);
    }
    if (actual.matches('signedOut')) {
      expect(session).toBeNull();
      expect(actual.can({ type: 'SIGN_IN', email: 'a@b.c', password: 'x' })).toBe(true);
      expect(log.stored.at(-1) ?? null).toBeNull();
    }
    if (actual.matches('signingIn')) {
      expect(actual.can({ type: 'SIGN_IN', email: 'a@b.c', password: 'x' })).toBe(false);
      expect(sut.effects.calls.at(-1)).toEqual({ name: 'signIn', input: { email: staffSession.account.email, password: 'secret1' } });
    }
    if (actual.matches('signingOut')) expect(sut.effects.calls.at(-1)).toEqual({ name: 'signOut', input: { token: session!.token } });
    if (event.type === 'xstate.done.actor.signIn') {
      expect(session).toEqual(staffSession);
      expect(log.stored.at(-1)).toEqual(staffSession);
    }
    if (event.type === 'xstate.error.actor.signIn') {
      const error = event.error as Error;
      expect(message).toBe(error.message || deskMessages.signInFailed);
      expect(actual.context.email).toBe(staffSession.account.email);
    }
    if (event.type === 'SIGN_IN' && actual.matches('signedOut')) expect(message).toBe(deskMessages.signInMissing);
    if (event.type === 'SESSION_EXPIRED') expect(message).toBe(deskMessages.sessionEnded);
    if (event.type === 'xstate.done.actor.restoreSession' && event.output) expect(session).toEqual(ownerSession);
  };
}
