/** The staff model: sample events and how states are told apart (what every state promises: tests/model/drivers/desk/). */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { formTexts } from '../../../domain/messages/forms.ts';
import { staffMachine } from '../../../machines/desk/staff.ts';
import type { ModelConfig } from '../../paths.ts';
import { loadFailure, refusal, staffMembers } from './fixtures.ts';

type Machine = typeof staffMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = EventFromLogic<Machine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;

export const newStaffForm = { email: ' Asha@Rajkot-Scoops.example ', name: 'Asha  Joshi', password: 'counter-2026' };

export const forms: { event: Event; problem: string | null }[] = [
  { event: { type: 'ADD', ...newStaffForm }, problem: null },
  { event: { type: 'ADD', ...newStaffForm, email: 'asha' }, problem: formTexts.invalidEmail },
  { event: { type: 'ADD', ...newStaffForm, name: ' ' }, problem: formTexts.enterName },
  { event: { type: 'ADD', ...newStaffForm, password: '12345' }, problem: formTexts.passwordMin },
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
