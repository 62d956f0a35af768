/** Delivery pin codes and the shop's legal texts. */
import { asc, eq } from 'drizzle-orm';
import type { CallAnswer } from '../../domain/contract.ts';
import type { Db } from '../db/client.ts';
import { content, pinCodes } from '../db/schema.ts';

export async function deliveryPinCodes(db: Db): Promise<string[]> {
  const rows = await db.select({ pinCode: pinCodes.pinCode }).from(pinCodes).where(eq(pinCodes.active, true));
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

async function html(db: Db, key: 'privacy_policy' | 'terms'): Promise<string> {
  const [row] = await db.select({ html: content.html }).from(content).where(eq(content.key, key));
  return row?.html ?? '';
}

export async function privacyPolicy(db: Db): Promise<CallAnswer<'getPrivacyPolicy'>> {
  return { code: '200', msg: 'Privacy policy', PrivacyPolicy: await html(db, 'privacy_policy') };
}

export async function termsAndConditions(db: Db): Promise<CallAnswer<'getTermsCondition'>> {
  return { code: '200', msg: 'Terms and conditions', TermsAndCondition: await html(db, 'terms') };
}
