/** The shop settings model: sample events, how states are told apart, what every state promises. */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { ownerTexts } from '../../../../domain/desk/ownerTexts.ts';
import { messages } from '../../../../domain/messages.ts';
import { shopSettingsMachine } from '../../../../machines/desk/shopSettings.ts';
import type { ModelConfig } from '../../../../model/paths.ts';
import type { StepContext } from '../../../../model/run.ts';
import { loadFailure, refusal, sanitisedPrivacy, settings, type OwnerLog } from './fixtures.ts';

type Machine = typeof shopSettingsMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = EventFromLogic<Machine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;

export const newHours = { opensAt: '09:30', closesAt: '23:00' };
export const typedPrivacy = '<p>We keep your name.</p><script>alert(1)</script>';

export function shopSettingsEvents(snapshot: Snapshot): Event[] {
  if (snapshot.matches('loading')) return [done('loadSettings', settings), failed('loadSettings', loadFailure)];
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  if (snapshot.matches({ ready: 'savingHours' })) return [done('saveOpeningHours', newHours), failed('saveOpeningHours', refusal)];
  if (snapshot.matches({ ready: 'savingLegal' })) return [done('saveLegalText', sanitisedPrivacy), failed('saveLegalText', refusal)];
  return [
    { type: 'SAVE_HOURS', ...newHours },
    { type: 'SAVE_HOURS', opensAt: '22:00', closesAt: '10:00' },
    { type: 'SAVE_LEGAL', document: 'privacy', html: typedPrivacy },
    { type: 'SAVE_LEGAL', document: 'terms', html: '   ' },
  ];
}

export const shopSettingsModel: ModelConfig<Machine> = {
  machine: shopSettingsMachine,
  events: shopSettingsEvents,
  serializeState: (snapshot) => JSON.stringify(snapshot.value),
};

export const shopSettingsActors = ['loadSettings', 'saveOpeningHours', 'saveLegalText'] as const;

export function checkShopSettings(log: OwnerLog) {
  return (actual: Snapshot, _expected: Snapshot, { sut, event }: StepContext<Machine>) => {
    const stepType: string = event.type;
    const idle = actual.matches('failed') || actual.matches({ ready: 'idle' });
    expect(actual.hasTag('busy')).toBe(!idle);
    if (actual.matches('ready')) expect(actual.context.settings).not.toBeNull();
    const call = sut.effects.calls.at(-1);
    if (actual.matches({ ready: 'savingHours' })) expect(call).toEqual({ name: 'saveOpeningHours', input: newHours });
    if (actual.matches({ ready: 'savingLegal' })) expect(call).toEqual({ name: 'saveLegalText', input: { document: 'privacy', html: typedPrivacy } });
    if (event.type === 'SAVE_HOURS' && event.opensAt === '22:00') expect(actual.context.hoursProblem).toBe(messages.deskHoursCloseAfterOpen);
    if (event.type === 'SAVE_LEGAL' && event.document === 'terms') expect(actual.context.legalProblem).toEqual({ document: 'terms', message: ownerTexts.legalEmpty });
    if (stepType === 'xstate.done.actor.saveLegalText') {
      // What the screen shows is the server's sanitised text, not the one typed.
      expect(actual.context.settings?.privacy).toBe(sanitisedPrivacy);
      expect(log.toasts.at(-1)).toEqual({ message: ownerTexts.legalSaved(ownerTexts.privacyPolicy), tone: 'success' });
    }
    if (stepType === 'xstate.done.actor.saveOpeningHours') {
      expect(actual.context.settings?.hours).toEqual(newHours);
      expect(log.toasts.at(-1)).toEqual({ message: ownerTexts.hoursSaved, tone: 'success' });
    }
    if (stepType === 'xstate.error.actor.saveOpeningHours' || stepType === 'xstate.error.actor.saveLegalText') {
      expect(log.toasts.at(-1)).toEqual({ message: ownerTexts.changeFailed, tone: 'error', description: refusal.message });
    }
  };
}
