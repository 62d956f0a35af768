/**
 * Password help (issue 12, point 7): the desk issues a 6-digit one-time code for a customer who calls
 * (valid 15 minutes, one use, a few tries per client address, a few codes an hour, kept only as an argon2id hash); with it
 * resetPassword sets a new password and ends every session of the customer.
 */
import { randomInt } from 'node:crypto';
import { and, count, desc, eq, gt, isNull } from 'drizzle-orm';
import type { CallAnswer, CallRequest } from '../../domain/contract.ts';
import type { DeskAnswer } from '../../domain/desk/contract.ts';
import { OTP_DIGITS } from '../../domain/constants.ts';
import { accountTexts } from '../../domain/messages/account.ts';

import { serverSaid } from '../../domain/messages/server.ts';
import { toIndiaIsoString } from '../../domain/time.ts';
import { validateOtp } from '../../domain/accountRules.ts';
import { isValidMobile, normalisePhone, formSaid } from '../../domain/validation.ts';
import { validatePassword } from '../../domain/personRules.ts';
import { ok, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { loginAttempts, passwordResetCodes, sessions, users } from '../db/schema.ts';
import { recordAudit } from './audit.ts';
import type { DeskSession } from './deskSessions.ts';
import { accountKey, addressKey, atAddressKey, countAttempt, countsOfAccount } from './loginLimiter.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { deskAnswers } from '../../domain/desk/messages.ts';
import { deskAnswerSaid } from '../said.ts';

export const RESET_CODE_MINUTES = 15;
/** Tries at one code from one client address. */
export const RESET_CODE_TRIES = 5;
/** Tries at one code from all addresses together. */
export const RESET_CODE_TRIES_IN_ALL = 50;
export const RESET_CODES_PER_HOUR = 3;

export async function issueResetCode(db: Db, session: DeskSession, phoneTyped: string): Promise<DeskAnswer<'resetCode'> | Refusal> {
  const phone = normalisePhone(phoneTyped);
  if (!isValidMobile(phone)) return refuse('400', formSaid('invalidPhoneOnSubmit'));
  const code = String(randomInt(0, 10 ** OTP_DIGITS)).padStart(OTP_DIGITS, '0');
  const codeHash = await hashPassword(code);
  return db.transaction(async (tx) => {
    const [customer] = await tx.select({ id: users.id, name: users.name }).from(users).where(eq(users.phone, phone)).for('update');
    if (!customer) return refuse('404', deskAnswerSaid('noCustomerWithPhone'));
    const now = new Date();
    const [recent] = await tx
      .select({ total: count() })
      .from(passwordResetCodes)
      .where(and(eq(passwordResetCodes.userId, customer.id), gt(passwordResetCodes.createdAt, new Date(now.getTime() - 3_600_000))));
    if ((recent?.total ?? 0) >= RESET_CODES_PER_HOUR) return refuse('409', deskAnswerSaid('tooManyCodes', RESET_CODES_PER_HOUR));
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
 * app's) or for a customer with no code changes nothing and says to ask the shop for one. It does the
 * same work whether or not the number is a customer's, so its time tells no one who is (issue 26,
 * point 3): the new password is hashed and the code verified, against the decoy hash when there is no
 * open code. Tries are counted per code and client address ({@link RESET_CODE_TRIES}), so guesses from
 * elsewhere do not use up the customer's own, and per code from all addresses together
 * ({@link RESET_CODE_TRIES_IN_ALL}), so guessing stays limited overall; each try counts before the
 * code is checked, and the code is locked while it is checked, so two tries at once cannot both use it.
 */
export async function resetPassword(db: Db, request: CallRequest<'resetPassword'>, clientAddress: string): Promise<CallAnswer<'resetPassword'> | Refusal> {
  if (request.code === undefined || String(request.code).trim() === '') return refuse('403', serverSaid('resetNeedsShopCode'));
  const code = validateOtp(String(request.code));
  if (!code.ok) return refuse('400', code.said);
  if (!validatePassword(request.password).ok) return refuse('400', formSaid('passwordMin'));
  const phone = normalisePhone(String(request.phone));
  const [customer] = isValidMobile(phone) ? await db.select({ id: users.id }).from(users).where(eq(users.phone, phone)) : [];
  const newHash = await hashPassword(request.password);
  return db.transaction(async (tx) => {
    // Asked for a number without a customer too (of no one: ids start at 1), so the same statements run.
    const [latest] = await tx
      .select()
      .from(passwordResetCodes)
      .where(eq(passwordResetCodes.userId, customer?.id ?? 0))
      .orderBy(desc(passwordResetCodes.createdAt), desc(passwordResetCodes.id))
      .limit(1)
      .for('update');
    const now = new Date();
    const open = latest && !latest.usedAt && latest.expiresAt > now ? latest : undefined;
    const mayTry = open ? await countResetTry(tx as unknown as Db, open, clientAddress) : false;
    const matches = await verifyPassword(open?.codeHash ?? (await decoyPasswordHash()), code.value);
    if (!customer || !latest) return refuse('403', serverSaid('resetNeedsShopCode'));
    if (latest.usedAt) return refuse('400', serverSaid('resetCodeUsed'));
    if (!open) return refuse('400', serverSaid('resetCodeExpired'));
    if (!mayTry) return refuse('409', serverSaid('resetCodeTooManyTries'));
    if (!matches) return refuse('400', serverSaid('invalidCode'));
    await tx.update(passwordResetCodes).set({ usedAt: now }).where(eq(passwordResetCodes.id, open.id));
    await tx.update(users).set({ passwordHash: newHash }).where(eq(users.id, customer.id));
    await tx.update(sessions).set({ revokedAt: now }).where(and(eq(sessions.userId, customer.id), isNull(sessions.revokedAt)));
    // The account's failed logins are forgiven: the new password works at once, from every address.
    await tx.delete(loginAttempts).where(countsOfAccount(accountKey(customer.id)));
    return ok(accountTexts.passwordResetSuccessfully, {});
  });
}

/** Counts one try at an open code from this address; answers whether it may be checked (within both limits). */
async function countResetTry(tx: Db, code: { id: number; attempts: number }, clientAddress: string): Promise<boolean> {
  const wait = await countAttempt(tx, atAddressKey(`reset-code:${code.id}`, addressKey(clientAddress)), RESET_CODE_TRIES, RESET_CODE_MINUTES);
  if (wait > 0 || code.attempts >= RESET_CODE_TRIES_IN_ALL) return false;
  await tx.update(passwordResetCodes).set({ attempts: code.attempts + 1 }).where(eq(passwordResetCodes.id, code.id));
  return true;
}
