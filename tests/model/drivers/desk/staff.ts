/** The staff model: sample events, how states are told apart, what every state promises. */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { ownerTexts } from '../../../../domain/desk/ownerTexts.ts';
import { messages } from '../../../../domain/messages.ts';
import { staffMachine } from '../../../../machines/desk/staff.ts';
import type { ModelConfig } from '../../../../model/paths.ts';
import type { StepContext } from '../../../../model/run.ts';
import { loadFailure, refusal, staffMembers, type OwnerLog } from './fixtures.ts';

type Machine = typeof staffMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = EventFromLogic<Machine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;

export const newStaffForm = { email: ' Asha@Rajkot-Scoops.example ', name: 'Asha  Joshi', password: 'counter-2026' };

const forms: { event: Event; problem: string | null }[] = [
  { event: { type: 'ADD', ...newStaffForm }, problem: null },
  { event: { type: 'ADD', ...newStaffForm, email: 'asha' }, problem: messages.invalidEmail },
  { event: { type: 'ADD', ...newStaffForm, name: ' ' }, problem: messages.enterName },
  { event: { type: 'ADD', ...newStaffForm, password: '12345' }, problem: messages.passwordMin },
];

export function staffEvents(snapshot: Snapshot): Event[] {
  if (snapshot.matches('loading')) return [done('loadStaff', staffMembers), failed('loadStaff', loadFailure)];
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  if (snapshot.matches({ ready: 'adding' })) return [done('addStaff', {}), failed('addStaff', refusal)];
  if (snapshot.matches({ ready: 'deactivating' })) return [done('deactivateStaff', {}), failed('deactivateStaff', refusal)];
  return [...forms.map((form) => form.event), { type: 'DEACTIVATE', deskUserId: 2 }, { type: 'DEACTIVATE', deskUserId: 1 }];
}

export const staffModel: ModelConfig<Machine> = {
  machine: staffMachine,
  events: staffEvents,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

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
    if (stepType === 'xstate.done.actor.addStaff') expect(log.toasts.at(-1)).toEqual({ message: ownerTexts.staffAdded, tone: 'success' });
    if (stepType === 'xstate.done.actor.deactivateStaff') expect(log.toasts.at(-1)).toEqual({ message: ownerTexts.staffDeactivated, tone: 'success' });
    if (stepType === 'xstate.error.actor.addStaff' || stepType === 'xstate.error.actor.deactivateStaff') {
      expect(log.toasts.at(-1)).toEqual({ message: ownerTexts.changeFailed, tone: 'error', description: refusal.message });
    }
  };
}
