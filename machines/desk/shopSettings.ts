/**
 * Shop settings (issue 12, point 6): the opening hours with the delivery schedule (issue 13: the same-day
 * cut-off and the usual delivery time), and the privacy policy and terms the storefront's
 * legal pages show. Hours are checked with the domain's `checkDeliverySchedule` before they are sent; a legal
 * text is sent as written and the server sanitises it: the answer is the text as saved, which the screen
 * then shows, so the owner sees exactly what customers will. Each legal text is kept per language (issue 24):
 * the owner chooses the language the editors show and save. The shop's UPI id and payee name (issue 13:
 * where customers paying by UPI on delivery send the money) are checked with `checkUpiSettings` before
 * they are sent. The shop's name, address and phone the printed ticket shows (issue 27, point 6) are
 * checked with `checkShopContact` before they are sent. Effects are actors the desk provides.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { DeliverySchedule } from '../../domain/deliveryPromise.ts';
import { checkDeliverySchedule, checkShopContact, checkUpiSettings, type OpeningHours } from '../../domain/desk/shopRules.ts';
import type { Language } from '../../domain/locale.ts';
import type { ShopContact } from '../../domain/shop.ts';
import type { UpiSettings } from '../../domain/upi.ts';
import { notice, notProvided, type Notice } from '../kit.ts';
import { loadingStates, savingState } from './ownerKit.ts';
import { ownerMessages } from '../../domain/desk/messages.ts';

export type LegalDocumentName = 'privacy' | 'terms';

export const legalDocumentTitles: Record<LegalDocumentName, string> = {
  privacy: ownerMessages.privacyPolicy,
  terms: ownerMessages.terms,
};

export interface ShopSettings {
  hours: DeliverySchedule;
  /** The saved (sanitised) HTML of each legal text in each language; '' where the shop wrote none. */
  privacy: Record<Language, string>;
  terms: Record<Language, string>;
  upi: UpiSettings;
  /** Issue 27, point 6: what the printed ticket says of the shop. */
  shop: ShopContact;
}

export type ShopSettingsEvent =
  | { type: 'RETRY' }
  /** The times as typed (24-hour), and the usual minutes as typed. */
  | ({ type: 'SAVE_HOURS'; cutOff: string; usualMinutes: string } & OpeningHours)
  | { type: 'CHOOSE_LEGAL_LANGUAGE'; language: Language }
  | { type: 'SAVE_LEGAL'; document: LegalDocumentName; html: string }
  /** The UPI id and payee name as typed. */
  | ({ type: 'SAVE_UPI' } & UpiSettings)
  /** The shop's name, address and phone as typed. */
  | ({ type: 'SAVE_SHOP' } & ShopContact);

export interface LegalTextChange {
  document: LegalDocumentName;
  language: Language;
  html: string;
}

export interface ShopSettingsContext {
  settings: ShopSettings | null;
  hoursProblem: string | null;
  legalProblem: { document: LegalDocumentName; message: string } | null;
  /** The language of the legal texts the editors show and save. */
  legalLanguage: Language;
  /** The hours or text being saved. */
  pendingHours: DeliverySchedule | null;
  pendingLegal: LegalTextChange | null;
  upiProblem: string | null;
  pendingUpi: UpiSettings | null;
  shopProblem: string | null;
  pendingShop: ShopContact | null;
}

const hoursOf = (event: ShopSettingsEvent): DeliverySchedule =>
  event.type === 'SAVE_HOURS'
    ? { opensAt: event.opensAt, closesAt: event.closesAt, cutOff: event.cutOff, usualMinutes: event.usualMinutes.trim() === '' ? Number.NaN : Number(event.usualMinutes) }
    : { opensAt: '', closesAt: '', cutOff: '', usualMinutes: Number.NaN };

export const shopSettingsMachine = setup({
  types: {
    context: {} as ShopSettingsContext,
    events: {} as ShopSettingsEvent,
  },
  actors: {
    loadSettings: fromPromise<ShopSettings, void>(notProvided('loadSettings')),
    saveOpeningHours: fromPromise<DeliverySchedule, DeliverySchedule>(notProvided('saveOpeningHours')),
    /** Resolves with the text as the server saved it (sanitised). */
    saveLegalText: fromPromise<string, LegalTextChange>(notProvided('saveLegalText')),
    /** Resolves with the details as the server saved them. */
    saveUpiSettings: fromPromise<UpiSettings, UpiSettings>(notProvided('saveUpiSettings')),
    /** Resolves with the shop's details as the server saved them. */
    saveShopContact: fromPromise<ShopContact, ShopContact>(notProvided('saveShopContact')),
  },
  guards: {
    areHoursValid: ({ event }) => checkDeliverySchedule(hoursOf(event)).ok,
    hasLegalText: ({ event }) => event.type === 'SAVE_LEGAL' && event.html.trim() !== '',
    areUpiDetailsValid: (_, params: UpiSettings) => checkUpiSettings(params).ok,
    areShopDetailsValid: (_, params: ShopContact) => checkShopContact(params).ok,
  },
  actions: {
    storeSettings: assign({ settings: (_, params: { settings: ShopSettings }) => params.settings }),
    showHoursProblem: assign({
      hoursProblem: ({ event }) => {
        const checked = checkDeliverySchedule(hoursOf(event));
        return checked.ok ? null : checked.message;
      },
    }),
    rememberHours: assign({
      hoursProblem: null,
      pendingHours: ({ event }) => {
        const checked = checkDeliverySchedule(hoursOf(event));
        return checked.ok ? checked.value : null;
      },
    }),
    showLegalProblem: assign({
      legalProblem: ({ event }) => (event.type === 'SAVE_LEGAL' ? { document: event.document, message: ownerMessages.legalEmpty } : null),
    }),
    chooseLegalLanguage: assign({ legalLanguage: (_, params: { language: Language }) => params.language, legalProblem: null }),
    rememberLegal: assign({
      legalProblem: null,
      pendingLegal: ({ context, event }) => (event.type === 'SAVE_LEGAL' ? { document: event.document, language: context.legalLanguage, html: event.html } : null),
    }),
    storeHours: assign({
      settings: ({ context }, params: { hours: DeliverySchedule }) => (context.settings ? { ...context.settings, hours: params.hours } : null),
    }),
    storeLegal: assign({
      settings: ({ context }, params: { html: string }) => {
        if (!context.settings || !context.pendingLegal) return context.settings;
        const { document, language } = context.pendingLegal;
        return { ...context.settings, [document]: { ...context.settings[document], [language]: params.html } };
      },
    }),
    showUpiProblem: assign({
      upiProblem: (_, params: UpiSettings) => {
        const checked = checkUpiSettings(params);
        return checked.ok ? null : checked.message;
      },
    }),
    rememberUpi: assign({
      upiProblem: null,
      pendingUpi: (_, params: UpiSettings) => {
        const checked = checkUpiSettings(params);
        return checked.ok ? checked.value : null;
      },
    }),
    storeUpi: assign({
      settings: ({ context }, params: { upi: UpiSettings }) => (context.settings ? { ...context.settings, upi: params.upi } : null),
    }),
    showShopProblem: assign({
      shopProblem: (_, params: ShopContact) => {
        const checked = checkShopContact(params);
        return checked.ok ? null : checked.message;
      },
    }),
    rememberShop: assign({
      shopProblem: null,
      pendingShop: (_, params: ShopContact) => {
        const checked = checkShopContact(params);
        return checked.ok ? checked.value : null;
      },
    }),
    storeShop: assign({
      settings: ({ context }, params: { shop: ShopContact }) => (context.settings ? { ...context.settings, shop: params.shop } : null),
    }),
    /** Supplied by the desk: a toast. */
    notify: (_, _params: Notice) => {},
  },
}).createMachine({
  id: 'shopSettings',
  meta: { issue: '12.6' },
  context: { settings: null, hoursProblem: null, legalProblem: null, legalLanguage: 'en', pendingHours: null, pendingLegal: null, upiProblem: null, pendingUpi: null, shopProblem: null, pendingShop: null },
  initial: 'loading',
  states: {
    ...loadingStates({ src: 'loadSettings', store: 'storeSettings', key: 'settings', meta: { issue: '12.6' } }),
    ready: {
      meta: { issue: '12.6' },
      initial: 'idle',
      states: {
        idle: {
          meta: { issue: '12.6' },
          on: {
            SAVE_HOURS: [{ guard: 'areHoursValid', target: 'savingHours', actions: 'rememberHours' }, { actions: 'showHoursProblem' }],
            CHOOSE_LEGAL_LANGUAGE: { meta: { issue: '24.5' }, actions: { type: 'chooseLegalLanguage', params: ({ event }) => ({ language: event.language }) } },
            SAVE_LEGAL: [{ guard: 'hasLegalText', target: 'savingLegal', actions: 'rememberLegal' }, { actions: 'showLegalProblem' }],
            SAVE_UPI: [
              {
                meta: { issue: '13.1' },
                guard: { type: 'areUpiDetailsValid', params: ({ event }) => ({ upiId: event.upiId, payee: event.payee }) },
                target: 'savingUpi',
                actions: { type: 'rememberUpi', params: ({ event }) => ({ upiId: event.upiId, payee: event.payee }) },
              },
              { meta: { issue: '13.1' }, actions: { type: 'showUpiProblem', params: ({ event }) => ({ upiId: event.upiId, payee: event.payee }) } },
            ],
            SAVE_SHOP: [
              {
                meta: { issue: '27.6' },
                guard: { type: 'areShopDetailsValid', params: ({ event }) => ({ name: event.name, address: event.address, phone: event.phone }) },
                target: 'savingShop',
                actions: { type: 'rememberShop', params: ({ event }) => ({ name: event.name, address: event.address, phone: event.phone }) },
              },
              { meta: { issue: '27.6' }, actions: { type: 'showShopProblem', params: ({ event }) => ({ name: event.name, address: event.address, phone: event.phone }) } },
            ],
          },
        },
        savingUpi: savingState({
          meta: { issue: '13.1' },
          src: 'saveUpiSettings',
          input: ({ context }: { context: ShopSettingsContext }) => context.pendingUpi as UpiSettings,
          stored: { action: 'storeUpi', key: 'upi' },
          saved: notice(ownerMessages.upiSaved, 'success'),
          failedTitle: ownerMessages.changeFailed,
        }),
        savingShop: savingState({
          meta: { issue: '27.6' },
          src: 'saveShopContact',
          input: ({ context }: { context: ShopSettingsContext }) => context.pendingShop as ShopContact,
          stored: { action: 'storeShop', key: 'shop' },
          saved: notice(ownerMessages.shopContactSaved, 'success'),
          failedTitle: ownerMessages.changeFailed,
        }),
        savingHours: savingState({
          meta: { issue: ['12.6', '13.2'] },
          src: 'saveOpeningHours',
          input: ({ context }: { context: ShopSettingsContext }) => context.pendingHours as DeliverySchedule,
          stored: { action: 'storeHours', key: 'hours' },
          saved: notice(ownerMessages.hoursSaved, 'success'),
          failedTitle: ownerMessages.changeFailed,
        }),
        savingLegal: savingState({
          meta: { issue: '12.6' },
          src: 'saveLegalText',
          input: ({ context }: { context: ShopSettingsContext }) => context.pendingLegal ?? { document: 'privacy' as const, language: context.legalLanguage, html: '' },
          stored: { action: 'storeLegal', key: 'html' },
          saved: ({ context }: { context: ShopSettingsContext }) => notice(ownerMessages.legalSaved(legalDocumentTitles[context.pendingLegal?.document ?? 'privacy']), 'success'),
          failedTitle: ownerMessages.changeFailed,
        }),
      },
    },
  },
});

export type ShopSettingsSnapshot = SnapshotFrom<typeof shopSettingsMachine>;
