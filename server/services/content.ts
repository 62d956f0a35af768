/** Delivery pin codes and the shop's legal texts. */
import { asc, eq } from 'drizzle-orm';
import type { CallAnswer } from '../../domain/contract.ts';
import type { Language } from '../../domain/locale.ts';
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

/**
 * The pin codes delivered to with their localities, in the language the storefront asks for (issue 24): the
 * Gujarati or Hindi name the desk kept, else the English. A call that names no language (the old apps) gets
 * the English, as it always did.
 */
export async function listPinCodes(db: Db, language: Language): Promise<CallAnswer<'getPinCodes'>> {
  const rows = await db
    .select({ pinCode: pinCodes.pinCode, area: pinCodes.area, areaGu: pinCodes.areaGu, areaHi: pinCodes.areaHi })
    .from(pinCodes)
    .where(eq(pinCodes.active, true))
    .orderBy(asc(pinCodes.pinCode));
  const inScript = (row: (typeof rows)[number]) => (language === 'gu' ? row.areaGu : language === 'hi' ? row.areaHi : '');
  const Data = rows.map((row) => ({ pinCode: row.pinCode, area: inScript(row) || row.area }));
  return { code: '200', msg: 'Delivery pin codes', Data };
}

export type LegalKey = 'privacy_policy' | 'terms';

/** Where a legal text is kept in `language`: English under the old backend's key, others beside it ("terms.gu"). */
export const legalContentKey = (key: LegalKey, language: Language): string => (language === 'en' ? key : `${key}.${language}`);

/** The last text read under each key and its sanitised form: texts change rarely, reads are many. */
const sanitised = new Map<string, { raw: string; clean: string }>();

/**
 * A legal text, sanitised again as it is read: the seed stores it sanitised, but a row put in by
 * hand (SQL) is not.
 */
async function html(db: Db, key: string): Promise<string> {
  const [row] = await db.select({ html: content.html }).from(content).where(eq(content.key, key));
  const raw = row?.html ?? '';
  const known = sanitised.get(key);
  if (known?.raw === raw) return known.clean;
  const clean = sanitiseLegalHtml(raw);
  sanitised.set(key, { raw, clean });
  return clean;
}

/**
 * A legal text in the asked language when the shop wrote one, in English otherwise; `language` says which
 * it is. A call that asks for English (the old apps ask for none) gets the old backend's answer unchanged.
 */
async function legalText(db: Db, key: LegalKey, asked: Language): Promise<{ html: string; language?: Language }> {
  const english = () => html(db, key);
  if (asked === 'en') return { html: await english() };
  const translated = await html(db, legalContentKey(key, asked));
  return translated.trim() === '' ? { html: await english(), language: 'en' } : { html: translated, language: asked };
}

export async function privacyPolicy(db: Db, asked: Language): Promise<CallAnswer<'getPrivacyPolicy'>> {
  const { html: text, language } = await legalText(db, 'privacy_policy', asked);
  return { code: '200', msg: 'Privacy policy', PrivacyPolicy: text, ...(language ? { language } : {}) };
}

export async function termsAndConditions(db: Db, asked: Language): Promise<CallAnswer<'getTermsCondition'>> {
  const { html: text, language } = await legalText(db, 'terms', asked);
  return { code: '200', msg: 'Terms and conditions', TermsAndCondition: text, ...(language ? { language } : {}) };
}
