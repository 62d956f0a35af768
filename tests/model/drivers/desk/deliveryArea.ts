/** What every delivery area state promises (its model: model/models/desk/deliveryArea.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { deliveryAreaMachine } from '../../../../machines/desk/deliveryArea.ts';
import type { StepContext } from '../../../../model/run.ts';
import type { OwnerLog } from './ownerLog.ts';
import { refusal } from '../../../../model/models/desk/fixtures.ts';
import { forms } from '../../../../model/models/desk/deliveryArea.ts';
import { deskRuleMessages, ownerMessages } from '../../../../domain/desk/messages.ts';

type Machine = typeof deliveryAreaMachine;
type Snapshot = SnapshotFrom<Machine>;

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
      expect(log.toasts.at(-1)).toEqual({ message: deskRuleMessages.lastPinCode, tone: 'error' });
    }
    if (event.type === 'REMOVE' && event.pinCode === '360001' && (previous?.context.areas.length ?? 0) > 1) expect(actual.matches({ ready: 'removing' })).toBe(true);
    const saved = { 'xstate.done.actor.addPinCode': ownerMessages.pinCodeAdded, 'xstate.done.actor.renameLocality': ownerMessages.pinCodeRenamed, 'xstate.done.actor.removePinCode': ownerMessages.pinCodeRemoved }[event.type as string];
    if (saved) {
      expect(log.toasts.at(-1)).toEqual({ message: saved, tone: 'success' });
      expect(actual.matches('loading')).toBe(true);
    }
    if (stepType.startsWith('xstate.error.actor.') && stepType !== 'xstate.error.actor.loadDeliveryArea') {
      expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.changeFailed, tone: 'error', description: refusal.message });
    }
  };
}
