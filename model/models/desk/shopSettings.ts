/** The shop settings model: sample events and how states are told apart (what every state promises: tests/model/drivers/desk/). */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { shopSettingsMachine } from '../../../machines/desk/shopSettings.ts';
import type { ModelConfig } from '../../paths.ts';
import { loadFailure, refusal, sanitisedPrivacy, settings } from './fixtures.ts';

type Machine = typeof shopSettingsMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = EventFromLogic<Machine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;

export const newHours = { opensAt: '09:30', closesAt: '23:00', cutOff: '22:15', usualMinutes: 45 };
/** The hours as the owner types them (the minutes are text in the form). */
const typedHours = { ...newHours, usualMinutes: '45' };
export const typedPrivacy = '<p>We keep your name.</p><script>alert(1)</script>';
/** The UPI details as the owner types them, and as they are saved (trimmed). */
export const typedUpi = { upiId: ' patel.family@oksbi ', payee: 'Patel Ice Cream' };
export const newUpi = { upiId: 'patel.family@oksbi', payee: 'Patel Ice Cream' };
/** Issue 27, point 6: the shop's details as the owner types them, and as they are saved (spaces tidied). */
export const typedShop = { name: '  Patel  Ice Cream ', address: '7 Yagnik Road,  Rajkot', phone: ' +91 98250 12345 ' };
export const newShop = { name: 'Patel Ice Cream', address: '7 Yagnik Road, Rajkot', phone: '+91 98250 12345' };

export function shopSettingsEvents(snapshot: Snapshot): Event[] {
  if (snapshot.matches('loading')) return [done('loadSettings', settings), failed('loadSettings', loadFailure)];
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  if (snapshot.matches({ ready: 'savingHours' })) return [done('saveOpeningHours', newHours), failed('saveOpeningHours', refusal)];
  if (snapshot.matches({ ready: 'savingLegal' })) return [done('saveLegalText', sanitisedPrivacy), failed('saveLegalText', refusal)];
  if (snapshot.matches({ ready: 'savingUpi' })) return [done('saveUpiSettings', newUpi), failed('saveUpiSettings', refusal)];
  if (snapshot.matches({ ready: 'savingShop' })) return [done('saveShopContact', newShop), failed('saveShopContact', refusal)];
  return [
    { type: 'SAVE_HOURS', ...typedHours },
    { type: 'SAVE_HOURS', ...typedHours, opensAt: '22:00', closesAt: '10:00' },
    { type: 'SAVE_HOURS', ...typedHours, cutOff: '23:30' },
    { type: 'CHOOSE_LEGAL_LANGUAGE', language: snapshot.context.legalLanguage === 'en' ? 'hi' : 'en' },
    { type: 'SAVE_LEGAL', document: 'privacy', html: typedPrivacy },
    { type: 'SAVE_LEGAL', document: 'terms', html: '   ' },
    { type: 'SAVE_UPI', ...typedUpi },
    { type: 'SAVE_UPI', ...typedUpi, upiId: 'rajkotscoops' },
    { type: 'SAVE_SHOP', ...typedShop },
    { type: 'SAVE_SHOP', ...typedShop, name: '   ' },
    { type: 'SAVE_SHOP', ...typedShop, phone: 'call the shop' },
  ];
}

export const shopSettingsModel: ModelConfig<Machine> = {
  machine: shopSettingsMachine,
  events: shopSettingsEvents,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.legalLanguage}`,
};
