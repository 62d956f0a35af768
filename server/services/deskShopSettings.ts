/**
 * The delivery area and the shop's settings as the owner edits them (issue 12, point 6). The pin codes
 * are the `pin_codes` table that getPinCodes, addAddress, updateAddress and createOrder already read;
 * the legal texts are the `content` rows getPrivacyPolicy and getTermsCondition read; the opening hours
 * and the delivery schedule (issue 13: cut-off and usual minutes) are four `settings` rows, the shop's UPI
 * details (issue 13, payment on delivery) two more, read by ./payments.ts; the shop's name, address and
 * phone the ticket prints (issue 27, point 6) three more, read by ./shopContact.ts. Every change is written to the audit log in its transaction.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import { DEFAULT_DELIVERY_SCHEDULE, type DeliverySchedule } from '../../domain/deliveryPromise.ts';
import type { HoursRequest, ShopSettingsRecord } from '../../domain/desk/shopContract.ts';
import type { ShopContact } from '../../domain/shop.ts';
import {
  checkDeliveryArea, checkDeliverySchedule, checkLocalityNames, checkShopContact, checkUpiSettings, openingHoursText, type DeliveryArea, type LocalityNames,
} from '../../domain/desk/shopRules.ts';
import { deskRuleSaid } from '../../domain/desk/ruleSaid.ts';
import { LANGUAGES, type Language } from '../../domain/locale.ts';
import type { UpiSettings } from '../../domain/upi.ts';
import { ok, refuse } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { content, pinCodes, settings } from '../db/schema.ts';
import { recordAudit, type DbOrTx } from './audit.ts';
import { legalContentKey, type LegalKey } from './content.ts';
import { sanitiseLegalHtml } from './legalHtml.ts';
import { storeUpiSettings, upiSettings } from './payments.ts';
import { shopContact, storeShopContact } from './shopContact.ts';
import { deskAnswers } from '../../domain/desk/messages.ts';

// ---- delivery area --------------------------------------------------------------------------------

async function deliveryAreas(db: DbOrTx): Promise<DeliveryArea[]> {
  const rows = await db
    .select({ pinCode: pinCodes.pinCode, locality: pinCodes.area, localityGu: pinCodes.areaGu, localityHi: pinCodes.areaHi })
    .from(pinCodes)
    .where(eq(pinCodes.active, true))
    .orderBy(asc(pinCodes.pinCode));
  return rows;
}

export async function listDeliveryAreas(db: Db) {
  return ok(deskAnswers.deliveryArea, { Data: await deliveryAreas(db) });
}

/** Changes to the delivery area take turns, so that "at least one pin code" holds with two owners at once. */
async function lockDeliveryArea(tx: DbOrTx) {
  await tx.execute(sql`lock table ${pinCodes} in share row exclusive mode`);
}

async function activeRow(tx: DbOrTx, pinCode: string) {
  const [row] = await tx.select().from(pinCodes).where(eq(pinCodes.pinCode, pinCode));
  return row?.active ? row : null;
}

/** A pin code with its locality, and (issue 24) its names in Gujarati and Hindi when the request gives them. */
type DeliveryAreaRequest = DeliveryArea & Partial<LocalityNames>;

export async function addDeliveryArea(db: Db, actor: number, request: DeliveryAreaRequest) {
  const checked = checkDeliveryArea(request);
  if (!checked.ok) return refuse('400', checked.said);
  const names = checkLocalityNames({ localityGu: request.localityGu ?? '', localityHi: request.localityHi ?? '' });
  if (!names.ok) return refuse('400', names.said);
  const { pinCode, locality } = checked.value;
  const { localityGu, localityHi } = names.value;
  return db.transaction(async (tx) => {
    await lockDeliveryArea(tx);
    if (await activeRow(tx, pinCode)) return refuse('409', deskRuleSaid('pinCodeExists', pinCode));
    const row = { area: locality, areaGu: localityGu, areaHi: localityHi, active: true };
    await tx.insert(pinCodes).values({ pinCode, ...row }).onConflictDoUpdate({ target: pinCodes.pinCode, set: row });
    await recordAudit(tx, { actor, action: 'pinCodes.add', subjectType: 'pinCode', subjectId: pinCode, after: { pinCode, locality, localityGu, localityHi } });
    return ok(deskAnswers.pinCodeAdded(pinCode, locality), { Data: await deliveryAreas(tx) });
  });
}

export async function renameDeliveryArea(db: Db, actor: number, request: DeliveryAreaRequest) {
  const checked = checkDeliveryArea(request);
  if (!checked.ok) return refuse('400', checked.said);
  const { pinCode, locality } = checked.value;
  return db.transaction(async (tx) => {
    await lockDeliveryArea(tx);
    const row = await activeRow(tx, pinCode);
    if (!row) return refuse('404', deskRuleSaid('pinCodeUnknown', pinCode));
    const names = checkLocalityNames({ localityGu: request.localityGu ?? row.areaGu, localityHi: request.localityHi ?? row.areaHi });
    if (!names.ok) return refuse('400', names.said);
    const { localityGu, localityHi } = names.value;
    await tx.update(pinCodes).set({ area: locality, areaGu: localityGu, areaHi: localityHi }).where(eq(pinCodes.pinCode, pinCode));
    await recordAudit(tx, {
      actor, action: 'pinCodes.rename', subjectType: 'pinCode', subjectId: pinCode,
      before: { pinCode, locality: row.area, localityGu: row.areaGu, localityHi: row.areaHi }, after: { pinCode, locality, localityGu, localityHi },
    });
    return ok(deskAnswers.pinCodeRenamed(pinCode, locality), { Data: await deliveryAreas(tx) });
  });
}

/** Out of the delivery area: new addresses and orders to it are refused; saved addresses and past orders stay. */
export async function removeDeliveryArea(db: Db, actor: number, request: { pinCode: string }) {
  const pinCode = request.pinCode.trim();
  return db.transaction(async (tx) => {
    await lockDeliveryArea(tx);
    const row = await activeRow(tx, pinCode);
    if (!row) return refuse('404', deskRuleSaid('pinCodeUnknown', pinCode));
    if ((await deliveryAreas(tx)).length === 1) return refuse('409', deskRuleSaid('lastPinCode'));
    await tx.delete(pinCodes).where(eq(pinCodes.pinCode, pinCode));
    await recordAudit(tx, { actor, action: 'pinCodes.remove', subjectType: 'pinCode', subjectId: pinCode, before: { pinCode, locality: row.area } });
    return ok(deskAnswers.pinCodeRemoved(pinCode), { Data: await deliveryAreas(tx) });
  });
}

// ---- settings ---------------------------------------------------------------------------------------

const SCHEDULE_KEYS = { opensAt: 'shop.opensAt', closesAt: 'shop.closesAt', cutOff: 'shop.cutOff', usualMinutes: 'shop.usualMinutes' } as const;
const LEGAL_KEYS: Record<'privacyPolicy' | 'terms', LegalKey> = { privacyPolicy: 'privacy_policy', terms: 'terms' };

/** The opening hours, same-day cut-off and usual delivery time; DEFAULT_DELIVERY_SCHEDULE's for what the desk never set. */
export async function deliverySchedule(db: DbOrTx): Promise<DeliverySchedule> {
  const rows = await db.select().from(settings).where(inArray(settings.key, Object.values(SCHEDULE_KEYS)));
  const value = (key: keyof typeof SCHEDULE_KEYS) => rows.find((row) => row.key === SCHEDULE_KEYS[key])?.value;
  const usual = Number(value('usualMinutes'));
  return {
    opensAt: value('opensAt') ?? DEFAULT_DELIVERY_SCHEDULE.opensAt,
    closesAt: value('closesAt') ?? DEFAULT_DELIVERY_SCHEDULE.closesAt,
    cutOff: value('cutOff') ?? DEFAULT_DELIVERY_SCHEDULE.cutOff,
    usualMinutes: Number.isInteger(usual) && usual > 0 ? usual : DEFAULT_DELIVERY_SCHEDULE.usualMinutes,
  };
}

async function shopSettings(db: DbOrTx): Promise<ShopSettingsRecord> {
  const schedule = await deliverySchedule(db);
  const keys = Object.values(LEGAL_KEYS).flatMap((key) => LANGUAGES.map((language) => legalContentKey(key, language)));
  const texts = await db.select().from(content).where(inArray(content.key, keys));
  const html = (key: LegalKey) =>
    Object.fromEntries(LANGUAGES.map((language) => [language, sanitiseLegalHtml(texts.find((row) => row.key === legalContentKey(key, language))?.html ?? '')])) as Record<Language, string>;
  const upi = await upiSettings(db);
  return {
    ...schedule, hoursText: openingHoursText('en', schedule), privacyPolicy: html(LEGAL_KEYS.privacyPolicy), terms: html(LEGAL_KEYS.terms),
    upiId: upi.upiId, upiPayee: upi.payee, shop: await shopContact(db),
  };
}

export async function readShopSettings(db: Db) {
  return ok(deskAnswers.shopSettings, { Data: await shopSettings(db) });
}

/** Opening hours, with the cut-off and usual time when given (an older desk sends the hours alone: the others stay). */
export async function setOpeningHours(db: Db, actor: number, request: HoursRequest) {
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${settings} in share row exclusive mode`);
    const before = await deliverySchedule(tx);
    const checked = checkDeliverySchedule({
      opensAt: request.opensAt, closesAt: request.closesAt,
      cutOff: request.cutOff ?? before.cutOff, usualMinutes: request.usualMinutes ?? before.usualMinutes,
    });
    if (!checked.ok) return refuse('400', checked.said);
    for (const key of Object.keys(SCHEDULE_KEYS) as (keyof typeof SCHEDULE_KEYS)[]) {
      const value = String(checked.value[key]);
      await tx.insert(settings).values({ key: SCHEDULE_KEYS[key], value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    }
    await recordAudit(tx, { actor, action: 'settings.hours', subjectType: 'setting', subjectId: 'hours', before: { ...before }, after: { ...checked.value } });
    return ok(deskAnswers.openingHoursSaved(openingHoursText('en', checked.value)), { Data: await shopSettings(tx) });
  });
}

/** Where customers who pay by UPI on delivery send the money: a UPI id (name@handle) and the payee name. */
export async function setUpiSettings(db: Db, actor: number, request: UpiSettings) {
  const checked = checkUpiSettings(request);
  if (!checked.ok) return refuse('400', checked.said);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${settings} in share row exclusive mode`);
    const before = await upiSettings(tx);
    await storeUpiSettings(tx, checked.value);
    await recordAudit(tx, { actor, action: 'settings.upi', subjectType: 'setting', subjectId: 'upi', before: { ...before }, after: { ...checked.value } });
    return ok(deskAnswers.upiSaved(checked.value.upiId), { Data: await shopSettings(tx) });
  });
}

/** The shop's name, address and phone the ticket prints: a bad one is refused with its reason and nothing is saved. */
export async function setShopContact(db: Db, actor: number, request: ShopContact) {
  const checked = checkShopContact(request);
  if (!checked.ok) return refuse('400', checked.said);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${settings} in share row exclusive mode`);
    const before = await shopContact(tx);
    await storeShopContact(tx, checked.value);
    await recordAudit(tx, { actor, action: 'settings.shop', subjectType: 'setting', subjectId: 'shop', before: { ...before }, after: { ...checked.value } });
    return ok(deskAnswers.shopContactSaved(checked.value.name), { Data: await shopSettings(tx) });
  });
}

/** A legal text in one language (English when the request names none), stored as the allow-list of domain/legalHtml.ts keeps it. */
export async function setLegalText(db: Db, actor: number, request: { text: keyof typeof LEGAL_KEYS; html: string; language?: Language | undefined }) {
  const clean = sanitiseLegalHtml(request.html).trim();
  if (clean.replace(/<[^>]*>/g, '').trim() === '') return refuse('400', deskRuleSaid('legalTextEmpty'));
  const key = legalContentKey(LEGAL_KEYS[request.text], request.language ?? 'en');
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ html: content.html }).from(content).where(eq(content.key, key)).for('update');
    await tx.insert(content).values({ key, html: clean }).onConflictDoUpdate({ target: content.key, set: { html: clean, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor, action: `settings.${request.text}`, subjectType: 'setting', subjectId: key,
      before: { length: before?.html.length ?? 0 }, after: { length: clean.length, removedUnsafeParts: clean !== request.html.trim() },
    });
    return ok(deskAnswers.legalTextSaved(request.text), { Data: await shopSettings(tx) });
  });
}
