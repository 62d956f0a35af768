/** What every shop settings state promises (its model: model/models/desk/shopSettings.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { shopSettingsMachine } from '../../../../machines/desk/shopSettings.ts';
import type { StepContext } from '../../../../model/run.ts';
import type { OwnerLog } from './ownerLog.ts';
import { refusal, sanitisedPrivacy, settings } from '../../../../model/models/desk/fixtures.ts';
import { newHours, newShop, newUpi, typedPrivacy } from '../../../../model/models/desk/shopSettings.ts';
import { deskRuleMessages, ownerMessages } from '../../../../domain/desk/messages.ts';
import { SHOP_NAME_MAX } from '../../../../domain/desk/shopRules.ts';

type Machine = typeof shopSettingsMachine;
type Snapshot = SnapshotFrom<Machine>;

export const shopSettingsActors = ['loadSettings', 'saveOpeningHours', 'saveLegalText', 'saveUpiSettings', 'saveShopContact'] as const;

export function checkShopSettings(log: OwnerLog) {
  return (actual: Snapshot, _expected: Snapshot, { sut, event }: StepContext<Machine>) => {
    const stepType: string = event.type;
    const idle = actual.matches('failed') || actual.matches({ ready: 'idle' });
    expect(actual.hasTag('busy')).toBe(!idle);
    if (actual.matches('ready')) expect(actual.context.settings).not.toBeNull();
    const call = sut.effects.calls.at(-1);
    if (actual.matches({ ready: 'savingHours' })) expect(call).toEqual({ name: 'saveOpeningHours', input: newHours });
    if (actual.matches({ ready: 'savingLegal' })) {
      expect(call).toEqual({ name: 'saveLegalText', input: { document: 'privacy', language: actual.context.legalLanguage, html: typedPrivacy } });
    }
    if (event.type === 'CHOOSE_LEGAL_LANGUAGE') expect(actual.context.legalLanguage).toBe(event.language);
    if (event.type === 'SAVE_HOURS' && event.opensAt === '22:00') expect(actual.context.hoursProblem).toBe(deskRuleMessages.hoursCloseAfterOpen);
    if (event.type === 'SAVE_HOURS' && event.cutOff === '23:30') expect(actual.context.hoursProblem).toBe(deskRuleMessages.cutOffWithinHours);
    if (actual.matches({ ready: 'savingUpi' })) expect(call).toEqual({ name: 'saveUpiSettings', input: newUpi });
    if (event.type === 'SAVE_UPI' && event.upiId === 'rajkotscoops') expect(actual.context.upiProblem).toBe(deskRuleMessages.upiIdFormat);
    if (stepType === 'xstate.done.actor.saveUpiSettings') {
      expect(actual.context.settings?.upi).toEqual(newUpi);
      expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.upiSaved, tone: 'success' });
    }
    if (actual.matches({ ready: 'savingShop' })) expect(call).toEqual({ name: 'saveShopContact', input: newShop });
    if (event.type === 'SAVE_SHOP' && event.name.trim() === '') expect(actual.context.shopProblem).toBe(deskRuleMessages.shopNameLength(SHOP_NAME_MAX));
    if (event.type === 'SAVE_SHOP' && event.phone === 'call the shop') expect(actual.context.shopProblem).toBe(deskRuleMessages.shopPhoneFormat);
    if (stepType === 'xstate.done.actor.saveShopContact') {
      expect(actual.context.settings?.shop).toEqual(newShop);
      expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.shopContactSaved, tone: 'success' });
    }
    if (event.type === 'SAVE_LEGAL' && event.document === 'terms') expect(actual.context.legalProblem).toEqual({ document: 'terms', message: ownerMessages.legalEmpty });
    if (stepType === 'xstate.done.actor.saveLegalText') {
      // What the screen shows is the server's sanitised text, not the one typed.
      // Saved in the chosen language only: the other languages keep their texts.
      const { legalLanguage } = actual.context;
      expect(actual.context.settings?.privacy).toEqual({ ...settings.privacy, [legalLanguage]: sanitisedPrivacy });
      expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.legalSaved(ownerMessages.privacyPolicy), tone: 'success' });
    }
    if (stepType === 'xstate.done.actor.saveOpeningHours') {
      expect(actual.context.settings?.hours).toEqual(newHours);
      expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.hoursSaved, tone: 'success' });
    }
    if (stepType === 'xstate.error.actor.saveOpeningHours' || stepType === 'xstate.error.actor.saveLegalText' || stepType === 'xstate.error.actor.saveUpiSettings' || stepType === 'xstate.error.actor.saveShopContact') {
      expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.changeFailed, tone: 'error', description: refusal.message });
    }
  };
}
