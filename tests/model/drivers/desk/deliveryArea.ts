/** The delivery area model: sample events, how states are told apart, what every state promises. */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { MAX_LOCALITY_LENGTH } from '../../../../domain/desk/shopRules.ts';
import { ownerTexts } from '../../../../domain/desk/ownerTexts.ts';
import { messages } from '../../../../domain/messages.ts';
import { deliveryAreaMachine } from '../../../../machines/desk/deliveryArea.ts';
import type { ModelConfig } from '../../../../model/paths.ts';
import type { StepContext } from '../../../../model/run.ts';
import { areas, loadFailure, refusal, type OwnerLog } from './fixtures.ts';

type Machine = typeof deliveryAreaMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = EventFromLogic<Machine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;

/** Each sample form, and what the desk says of it before sending. */
const forms: { event: Event; problem: string | null }[] = [
  { event: { type: 'ADD', pinCode: ' 360007 ', locality: ' Raiya  Road ' }, problem: null },
  { event: { type: 'ADD', pinCode: '360001', locality: 'Rajkot City' }, problem: messages.deskPinCodeExists('360001') },
  { event: { type: 'ADD', pinCode: '36000', locality: 'Somewhere' }, problem: messages.deskPinCodeFormat },
  { event: { type: 'RENAME', pinCode: '360005', locality: 'Kalawad Road West' }, problem: null },
  { event: { type: 'RENAME', pinCode: '360005', locality: ' ' }, problem: messages.deskLocalityLength(MAX_LOCALITY_LENGTH) },
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

export const deliveryAreaActors = ['loadDeliveryArea', 'addPinCode', 'renameLocality', 'removePinCode'] as const;

export function checkDeliveryArea(log: OwnerLog) {
  return (actual: Snapshot, _expected: Snapshot, { sut, event, previous }: StepContext<Machine>) => {
    const stepType: string = event.type;
    const idle = actual.matches('failed') || actual.matches({ ready: 'idle' });
    expect(actual.hasTag('busy')).toBe(!idle);
    const form = forms.find((candidate) => candidate.event === event);
    if (form && form.problem !== null) {
      expect(actual.context.formProblem).toBe(form.problem);
      expect(actual.value).toEqual(previous?.value);
    }
    const call = sut.effects.calls.at(-1);
    if (actual.matches({ ready: 'adding' }) && event.type === 'ADD') expect(call).toEqual({ name: 'addPinCode', input: { pinCode: '360007', locality: 'Raiya Road' } });
    if (actual.matches({ ready: 'renaming' }) && event.type === 'RENAME') expect(call).toEqual({ name: 'renameLocality', input: { pinCode: '360005', locality: 'Kalawad Road West' } });
    if (actual.matches({ ready: 'removing' }) && event.type === 'REMOVE') expect(call).toEqual({ name: 'removePinCode', input: { pinCode: event.pinCode } });
    if (event.type === 'REMOVE' && previous?.context.areas.length === 1) {
      expect(actual.matches({ ready: 'idle' })).toBe(true);
      expect(log.toasts.at(-1)).toEqual({ message: messages.deskLastPinCode, tone: 'error' });
    }
    if (event.type === 'REMOVE' && event.pinCode === '360001' && (previous?.context.areas.length ?? 0) > 1) expect(actual.matches({ ready: 'removing' })).toBe(true);
    const saved = { 'xstate.done.actor.addPinCode': ownerTexts.pinCodeAdded, 'xstate.done.actor.renameLocality': ownerTexts.pinCodeRenamed, 'xstate.done.actor.removePinCode': ownerTexts.pinCodeRemoved }[event.type as string];
    if (saved) {
      expect(log.toasts.at(-1)).toEqual({ message: saved, tone: 'success' });
      expect(actual.matches('loading')).toBe(true);
    }
    if (stepType.startsWith('xstate.error.actor.') && stepType !== 'xstate.error.actor.loadDeliveryArea') {
      expect(log.toasts.at(-1)).toEqual({ message: ownerTexts.changeFailed, tone: 'error', description: refusal.message });
    }
  };
}
