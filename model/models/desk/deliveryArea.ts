/** The delivery area model: sample events and how states are told apart (what every state promises: tests/model/drivers/desk/). */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { MAX_LOCALITY_LENGTH } from '../../../domain/desk/shopRules.ts';
import { deliveryAreaMachine } from '../../../machines/desk/deliveryArea.ts';
import type { ModelConfig } from '../../paths.ts';
import { areas, loadFailure, refusal } from './fixtures.ts';
import { deskRuleMessages } from '../../../domain/desk/messages.ts';

type Machine = typeof deliveryAreaMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = EventFromLogic<Machine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;

/** Each sample form, and what the desk says of it before sending. */
export const forms: { event: Event; problem: string | null }[] = [
  { event: { type: 'ADD', pinCode: ' 360007 ', locality: ' Raiya  Road ' }, problem: null },
  { event: { type: 'ADD', pinCode: '360001', locality: 'Rajkot City' }, problem: deskRuleMessages.pinCodeExists('360001') },
  { event: { type: 'ADD', pinCode: '36000', locality: 'Somewhere' }, problem: deskRuleMessages.pinCodeFormat },
  { event: { type: 'RENAME', pinCode: '360005', locality: 'Kalawad Road West' }, problem: null },
  { event: { type: 'RENAME', pinCode: '360005', locality: ' ' }, problem: deskRuleMessages.localityLength(MAX_LOCALITY_LENGTH) },
];

export function deliveryAreaEvents(snapshot: Snapshot): Event[] {
  if (snapshot.matches('loading')) return [done('loadDeliveryArea', areas), done('loadDeliveryArea', areas.slice(0, 1)), failed('loadDeliveryArea', loadFailure)];
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  if (snapshot.matches({ ready: 'adding' })) return [done('addPinCode', {}), failed('addPinCode', refusal)];
  if (snapshot.matches({ ready: 'renaming' })) return [done('renameLocality', {}), failed('renameLocality', refusal)];
  if (snapshot.matches({ ready: 'removing' })) return [done('removePinCode', {}), failed('removePinCode', refusal)];
  return [...forms.map((form) => form.event), { type: 'REMOVE', pinCode: '360005' }, { type: 'REMOVE', pinCode: '360001' }];
}

export const deliveryAreaModel: ModelConfig<Machine> = {
  machine: deliveryAreaMachine,
  events: deliveryAreaEvents,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} areas:${snapshot.context.areas.length}`,
};
