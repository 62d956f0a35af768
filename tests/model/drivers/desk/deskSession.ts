/** What every desk session state promises (its model: model/models/desk/deskSession.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { deskMessages } from '../../../../domain/desk/messages.ts';
import { sectionsOfSignedIn } from '../../../../domain/desk/sections.ts';
import { deskSessionMachine, type DeskSession } from '../../../../machines/desk/deskSession.ts';
import type { StepContext } from '../../../../model/run.ts';
import { staffSession, ownerSession } from '../../../../model/models/desk/deskSession.ts';
import { SECTIONS_BY_ROLE } from '../../../../model/oracles/deskSections.ts';

type DeskSessionMachine = typeof deskSessionMachine;
type Snapshot = SnapshotFrom<DeskSessionMachine>;

export interface DeskSessionEffectsLog {
  stored: (DeskSession | null)[];
}

/** What each state promises: who is signed in, which sections they may open, what the sign-in form says, what storage holds. */
export function checkDeskSession(log: DeskSessionEffectsLog) {
  return (actual: Snapshot, _expected: Snapshot, { sut, event: stepEvent }: StepContext<DeskSessionMachine>) => {
    const event = stepEvent as { type: string; output?: unknown; error?: unknown };
    const { session, message } = actual.context;
    expect(sectionsOfSignedIn(session)).toEqual(session ? SECTIONS_BY_ROLE[session.account.role] : []);
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
    if (actual.matches('signingOut')) expect(sut.effects.calls.at(-1)).toMatchObject({ name: 'signOut' });
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
