/** What every staff state promises (its model: model/models/desk/staff.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { staffMachine } from '../../../../machines/desk/staff.ts';
import type { StepContext } from '../../../../model/run.ts';
import type { OwnerLog } from './ownerLog.ts';
import { refusal } from '../../../../model/models/desk/fixtures.ts';
import { forms } from '../../../../model/models/desk/staff.ts';
import { ownerMessages } from '../../../../domain/desk/messages.ts';

type Machine = typeof staffMachine;
type Snapshot = SnapshotFrom<Machine>;

export const staffActors = ['loadStaff', 'addStaff', 'deactivateStaff'] as const;

export function checkStaff(log: OwnerLog) {
  return (actual: Snapshot, _expected: Snapshot, { sut, event, previous }: StepContext<Machine>) => {
    const stepType: string = event.type;
    const idle = actual.matches('failed') || actual.matches({ ready: 'idle' });
    expect(actual.hasTag('busy')).toBe(!idle);
    // The first password is kept only while it is being sent.
    if (!actual.matches({ ready: 'adding' })) expect(actual.context.pendingStaff).toBeNull();
    if (actual.matches({ ready: 'idle' })) {
      expect(actual.can({ type: 'DEACTIVATE', deskUserId: 2 })).toBe(true);
      expect(actual.can({ type: 'DEACTIVATE', deskUserId: 1 })).toBe(false);
    }
    const form = forms.find((candidate) => candidate.event === event);
    if (form && form.problem !== null) {
      expect(actual.context.formProblem).toBe(form.problem);
      expect(actual.value).toEqual(previous?.value);
    }
    const call = sut.effects.calls.at(-1);
    if (actual.matches({ ready: 'adding' })) expect(call).toEqual({ name: 'addStaff', input: { email: 'asha@rajkot-scoops.example', name: 'Asha Joshi', password: 'counter-2026' } });
    if (actual.matches({ ready: 'deactivating' })) expect(call).toEqual({ name: 'deactivateStaff', input: { deskUserId: 2 } });
    if (event.type === 'DEACTIVATE' && event.deskUserId === 1) expect(actual.value).toEqual(previous?.value);
    if (stepType === 'xstate.done.actor.addStaff') expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.staffAdded, tone: 'success' });
    if (stepType === 'xstate.done.actor.deactivateStaff') expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.staffDeactivated, tone: 'success' });
    if (stepType === 'xstate.error.actor.addStaff' || stepType === 'xstate.error.actor.deactivateStaff') {
      expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.changeFailed, tone: 'error', description: refusal.message });
    }
  };
}
