/**
 * The delivery area and the shop's settings as the owner edits them (issue 12, point 6). The pin codes
 * are the `pin_codes` table that getPinCodes, addAddress, updateAddress and createOrder already read;
 * the legal texts are the `content` rows getPrivacyPolicy and getTermsCondition read; the opening hours
 * are two `settings` rows. Every change is written to the audit log in its transaction.
 */
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { ShopSettingsRecord } from '../../domain/desk/shopContract.ts';
import { checkDeliveryArea, checkOpeningHours, DEFAULT_OPENING_HOURS, openingHoursText, type DeliveryArea, type OpeningHours } from '../../domain/desk/shopRules.ts';
import { messages } from '../../domain/messages.ts';
import { ok, refuse } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { content, pinCodes, settings } from '../db/schema.ts';
import { recordAudit, type DbOrTx } from './audit.ts';
import { sanitiseLegalHtml } from './legalHtml.ts';

// ---- delivery area --------------------------------------------------------------------------------

async function deliveryAreas(db: DbOrTx): Promise<DeliveryArea[]> {
  const rows = await db
    .select({ pinCode: pinCodes.pinCode, locality: pinCodes.area })
    .from(pinCodes)
    .where(eq(pinCodes.active, true))
    .orderBy(asc(pinCodes.pinCode));
  return rows;
}

export async function listDeliveryAreas(db: Db) {
  return ok('Delivery area', { Data: await deliveryAreas(db) });
}

/** Changes to the delivery area take turns, so that "at least one pin code" holds with two owners at once. */
async function lockDeliveryArea(tx: DbOrTx) {
  await tx.execute(sql`lock table ${pinCodes} in share row exclusive mode`);
}

async function activeRow(tx: DbOrTx, pinCode: string) {
  const [row] = await tx.select().from(pinCodes).where(eq(pinCodes.pinCode, pinCode));
  return row?.active ? row : null;
}

export async function addDeliveryArea(db: Db, actor: number, request: DeliveryArea) {
  const checked = checkDeliveryArea(request);
  if (!checked.ok) return refuse('400', checked.message);
  const { pinCode, locality } = checked.value;
  return db.transaction(async (tx) => {
    await lockDeliveryArea(tx);
    if (await activeRow(tx, pinCode)) return refuse('409', messages.deskPinCodeExists(pinCode));
    await tx
      .insert(pinCodes)
      .values({ pinCode, area: locality, active: true })
      .onConflictDoUpdate({ target: pinCodes.pinCode, set: { area: locality, active: true } });
    await recordAudit(tx, { actor, action: 'pinCodes.add', subjectType: 'pinCode', subjectId: pinCode, after: { pinCode, locality } });
    return ok(`Pin code ${pinCode} (${locality}) added`, { Data: await deliveryAreas(tx) });
  });
}

export async function renameDeliveryArea(db: Db, actor: number, request: DeliveryArea) {
  const checked = checkDeliveryArea(request);
  if (!checked.ok) return refuse('400', checked.message);
  const { pinCode, locality } = checked.value;
  return db.transaction(async (tx) => {
    await lockDeliveryArea(tx);
    const row = await activeRow(tx, pinCode);
    if (!row) return refuse('404', messages.deskPinCodeUnknown(pinCode));
    await tx.update(pinCodes).set({ area: locality }).where(eq(pinCodes.pinCode, pinCode));
    await recordAudit(tx, {
      actor, action: 'pinCodes.rename', subjectType: 'pinCode', subjectId: pinCode,
      before: { pinCode, locality: row.area }, after: { pinCode, locality },
    });
    return ok(`Pin code ${pinCode} is now ${locality}`, { Data: await deliveryAreas(tx) });
  });
}

/** Out of the delivery area: new addresses and orders to it are refused; saved addresses and past orders stay. */
export async function removeDeliveryArea(db: Db, actor: number, request: { pinCode: string }) {
  const pinCode = request.pinCode.trim();
  return db.transaction(async (tx) => {
    await lockDeliveryArea(tx);
    const row = await activeRow(tx, pinCode);
    if (!row) return refuse('404', messages.deskPinCodeUnknown(pinCode));
    if ((await deliveryAreas(tx)).length === 1) return refuse('409', messages.deskLastPinCode);
    await tx.delete(pinCodes).where(eq(pinCodes.pinCode, pinCode));
    await recordAudit(tx, { actor, action: 'pinCodes.remove', subjectType: 'pinCode', subjectId: pinCode, before: { pinCode, locality: row.area } });
    return ok(`Pin code ${pinCode} removed`, { Data: await deliveryAreas(tx) });
  });
}

// ---- settings ---------------------------------------------------------------------------------------

const OPENS_AT = 'shop.opensAt';
const CLOSES_AT = 'shop.closesAt';
const LEGAL_KEYS = { privacyPolicy: 'privacy_policy', terms: 'terms' } as const;

export async function openingHours(db: DbOrTx): Promise<OpeningHours> {
  const rows = await db.select().from(settings).where(inArray(settings.key, [OPENS_AT, CLOSES_AT]));
  const value = (key: string) => rows.find((row) => row.key === key)?.value;
  return { opensAt: value(OPENS_AT) ?? DEFAULT_OPENING_HOURS.opensAt, closesAt: value(CLOSES_AT) ?? DEFAULT_OPENING_HOURS.closesAt };
}

async function shopSettings(db: DbOrTx): Promise<ShopSettingsRecord> {
  const hours = await openingHours(db);
  const texts = await db.select().from(content).where(inArray(content.key, Object.values(LEGAL_KEYS)));
  const html = (key: string) => sanitiseLegalHtml(texts.find((row) => row.key === key)?.html ?? '');
  return { ...hours, hoursText: openingHoursText(hours), privacyPolicy: html(LEGAL_KEYS.privacyPolicy), terms: html(LEGAL_KEYS.terms) };
}

export async function readShopSettings(db: Db) {
  return ok('Shop settings', { Data: await shopSettings(db) });
}

export async function setOpeningHours(db: Db, actor: number, request: OpeningHours) {
  const checked = checkOpeningHours(request);
  if (!checked.ok) return refuse('400', checked.message);
  return db.transaction(async (tx) => {
    await tx.execute(sql`lock table ${settings} in share row exclusive mode`);
    const before = await openingHours(tx);
    for (const [key, value] of [[OPENS_AT, checked.value.opensAt], [CLOSES_AT, checked.value.closesAt]] as const) {
      await tx.insert(settings).values({ key, value }).onConflictDoUpdate({ target: settings.key, set: { value } });
    }
    await recordAudit(tx, { actor, action: 'settings.hours', subjectType: 'setting', subjectId: 'hours', before: { ...before }, after: { ...checked.value } });
    return ok(`Opening hours: ${openingHoursText(checked.value)}`, { Data: await shopSettings(tx) });
  });
}

/** A legal text, stored as the allow-list of domain/legalHtml.ts keeps it. */
export async function setLegalText(db: Db, actor: number, request: { text: keyof typeof LEGAL_KEYS; html: string }) {
  const clean = sanitiseLegalHtml(request.html).trim();
  if (clean.replace(/<[^>]*>/g, '').trim() === '') return refuse('400', messages.deskLegalTextEmpty);
  const key = LEGAL_KEYS[request.text];
  return db.transaction(async (tx) => {
    const [before] = await tx.select({ html: content.html }).from(content).where(eq(content.key, key)).for('update');
    await tx.insert(content).values({ key, html: clean }).onConflictDoUpdate({ target: content.key, set: { html: clean, updatedAt: new Date() } });
    await recordAudit(tx, {
      actor, action: `settings.${request.text}`, subjectType: 'setting', subjectId: key,
      before: { length: before?.html.length ?? 0 }, after: { length: clean.length, removedUnsafeParts: clean !== request.html.trim() },
    });
    return ok(request.text === 'terms' ? 'Terms and conditions saved' : 'Privacy policy saved', { Data: await shopSettings(tx) });
  });
}
