/**
 * Password help (issue 12, point 7): the desk issues a 6-digit one-time code for a customer who calls
 * (valid 15 minutes, one use, a few tries, a few codes an hour, kept only as an argon2id hash); with it
 * resetPassword sets a new password and ends every session of the customer.
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { CallAnswer, CallRequest } from '../../domain/contract.ts';
import type { DeskAnswer } from '../../domain/desk/contract.ts';
import { OTP_DIGITS } from '../../domain/constants.ts';
import { accountTexts } from '../../domain/messages/account.ts';
import { formTexts } from '../../domain/messages/forms.ts';
import { serverTexts } from '../../domain/messages/server.ts';
import { toIndiaIsoString } from '../../domain/time.ts';
import { validateOtp } from '../../domain/accountRules.ts';
import { isValidMobile, normalisePhone } from '../../domain/validation.ts';
import { validatePassword } from '../../domain/personRules.ts';
import { ok, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { loginAttempts, passwordResetCodes, sessions, users } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import type { DeskSession } from './deskSessions.ts';
import { accountKey } from './loginLimiter.ts';
import { hashPassword, verifyPassword } from './passwords.ts';
import { deskAnswers } from '../../domain/desk/messages.ts';

export const RESET_CODE_MINUTES = 15;
export const RESET_CODE_TRIES = 5;
export const RESET_CODES_PER_HOUR = 3;


export async function issueResetCode(db: Db, session: DeskSession, phoneTyped: string): Promise<DeskAnswer<'resetCode'> | Refusal> {
  const phone = normalisePhone(phoneTyped);
  if (!isValidMobile(phone)) return refuse('400', formTexts.invalidPhoneOnSubmit);
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const codeHash = await hashPassword(code);
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.phone, phone)).for('update');
    if (!customer) return refuse('404', deskAnswers.noCustomerWithPhone);
    const now = new Date();
    const [recent] = await tx
      .select({ total: count() })
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, customer.id), gt(passwordResetCodes.createdAt, new Date(now.getTime() - 3_600_000))));
    if ((recent?.total ?? 0) >= RESET_CODES_PER_HOUR) return refuse('409', deskAnswers.tooManyCodes(RESET_CODES_PER_HOUR));
    const expiresAt = new Date(now.getTime() + RESET_CODE_MINUTES * 60_000);
    // A new code replaces any earlier one still open.
    await tx
      .update(passwordResetCodes)
      .set({ expiresAt: now })
      .where(and(eq(passwordResetCodes.userId, customer.id), isNull(passwordResetCodes.usedAt), gt(passwordResetCodes.expiresAt, now)));
    await tx.insert(passwordResetCodes).values({ userId: customer.id, codeHash, issuedBy: session.deskUserId, createdAt: now, expiresAt });
    await recordAudit(tx, {
      actor: session.deskUserId,
      action: 'resetCode.issue',
      subjectType: 'customer',
      subjectId: customer.id,
      after: { expiresAt: toIndiaIsoString(expiresAt) },
    });
    return ok(deskAnswers.codeIssued(customer.name, RESET_CODE_MINUTES), {
      Data: { code, expiresAt: toIndiaIsoString(expiresAt), name: customer.name, phone },
    });
  });
}

/**
 * resetPassword (spec section 7) with the code the desk issued. A request without a code (the mobile
 * app's) or for a customer with no code changes nothing and says to ask the shop for one. Each try
 * counts against the code before it is checked; the code is locked while it is checked, so two tries
 * at once cannot both use it.
 */
export async function resetPassword(db: Db, request: CallRequest<'resetPassword'>): Promise<CallAnswer<'resetPassword'> | Refusal> {
  if (request.code === undefined || String(request.code).trim() === '') return refuse('403', serverTexts.resetNeedsShopCode);
  const code = validateOtp(String(request.code));
  if (!code.ok) return refuse('400', code.message);
  if (!validatePassword(request.password).ok) return refuse('400', formTexts.passwordMin);
  const phone = normalisePhone(String(request.phone));
  const [customer] = isValidMobile(phone) ? await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)) : [];
  if (!customer) return refuse('403', serverTexts.resetNeedsShopCode);
  const newHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    const [latest] = await tx
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, customer.id))
      .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
      .limit(1)
      .for('update');
    if (!latest) return refuse('403', serverTexts.resetNeedsShopCode);
    if (latest.usedAt) return refuse('400', serverTexts.resetCodeUsed);
    if (latest.expiresAt <= new Date()) return refuse('400', serverTexts.resetCodeExpired);
    if (latest.attempts >= RESET_CODE_TRIES) return refuse('409', serverTexts.resetCodeTooManyTries);
    await tx.update(passwordResetCodes).set({ attempts: latest.attempts + 1 }).where(eq(passwordResetCodes.id, latest.id));
    if (!(await verifyPassword(latest.codeHash, code.value))) return refuse('400', serverTexts.invalidCode);
    const now = new Date();
    await tx.update(passwordResetCodes).set({ usedAt: now }).where(eq(passwordResetCodes.id, latest.id));
    await tx.update(users).set({ passwordHash: newHash }).where(eq(users.id, customer.id));
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, customer.id), isNull(sessions.revokedAt)));
    // The account's failed logins are forgiven: the new password works at once.
    await tx.delete(loginAttempts).where(eq(loginAttempts.key, accountKey(customer.id)));
    return ok(accountTexts.passwordResetSuccessfully, {});
  });
}
