/** Delivery pin codes and the shop's legal texts. */
import { asc, eq } from 'drizzle-orm';
import type { CallAnswer } from '../../domain/contract.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { content, pinCodes } from '../db/schema.ts';
import { sanitiseLegalHtml } from './legalHtml.ts';

const activePinCodes = prepared((db) =>
  db.select({ pinCode: pinCodes.pinCode }).from(pinCodes).where(eq(pinCodes.active, true)).prepare('delivery_pin_codes'),
);

export async function deliveryPinCodes(db: Db): Promise<string[]> {
  const rows = await activePinCodes(db).execute();
  return rows.map((row) => row.pinCode);
}

export async function listPinCodes(db: Db): Promise<CallAnswer<'getPinCodes'>> {
  const rows = await db
    .select({ pinCode: pinCodes.pinCode, area: pinCodes.area })
    .from(pinCodes)
    .where(eq(pinCodes.active, true))
    .orderBy(asc(pinCodes.pinCode));
  return { code: '200', msg: 'Delivery pin codes', Data: rows };
}

/** The last text read under each key and its sanitised form: texts change rarely, reads are many. */
const sanitised = new Map<string, { raw: string; clean: string }>();

/**
 * A legal text, sanitised again as it is read: the seed stores it sanitised, but a row put in by
 * hand (SQL) is not.
 */
async function html(db: Db, key: 'privacy_policy' | 'terms'): Promise<string> {
  const [row] = await db.select({ html: content.html }).from(content).where(eq(content.key, key));
  const raw = row?.html ?? '';
  const known = sanitised.get(key);
  if (known?.raw === raw) return known.clean;
  const clean = sanitiseLegalHtml(raw);
  sanitised.set(key, { raw, clean });
  return clean;
}

export async function privacyPolicy(db: Db): Promise<CallAnswer<'getPrivacyPolicy'>> {
  return { code: '200', msg: 'Privacy policy', PrivacyPolicy: await html(db, 'privacy_policy') };
}

export async function termsAndConditions(db: Db): Promise<CallAnswer<'getTermsCondition'>> {
  return { code: '200', msg: 'Terms and conditions', TermsAndCondition: await html(db, 'terms') };
}
