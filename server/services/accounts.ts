/** Registration, login, profile, password and account deletion. */
import { and, eq } from 'drizzle-orm';
import type { CallAnswer, CallRequest } from '../../domain/contract.ts';
import { PHONE_DIGITS } from '../../domain/constants.ts';
import type { Said } from '../../domain/message.ts';
import { accountTexts } from '../../domain/messages/account.ts';

import { serverSaid, serverTexts } from '../../domain/messages/server.ts';
import { validateLogin, accountSaid } from '../../domain/accountRules.ts';
import { isValidMobile, formSaid } from '../../domain/validation.ts';
import { validateName, validatePassword, validateSignUp } from '../../domain/personRules.ts';
import { HttpError, ok, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { orders, users } from '../db/schema.ts';
import { isForeignKeyViolation, isUniqueViolation } from '../db/errors.ts';
import {
  countLoginAttempt, countSignInAttempt, forgetAccount, limiterKeys, loginSucceeded, signInSucceeded, type LoginLimits,
} from './loginLimiter.ts';
import { decoyPasswordHash, hashPassword, verifyPassword } from './passwords.ts';
import { revokeOtherSessions, revokeSession, startSession, type Session } from './sessions.ts';
import { savedAddresses } from './addresses.ts';
import { httpSaid } from '../said.ts';

export const INVALID_CREDENTIALS = serverTexts.invalidCredentials;

/** HTTP 429 when a password attempt (login or changePassword) must wait `wait` seconds. */
function refuseWhileWaiting(wait: number, attempts: 'login' | 'password'): void {
  if (wait <= 0) return;
  const minutes = Math.ceil(wait / 60);
  const said =
    attempts === 'login'
      ? (wait < 60 ? serverSaid('loginWaitSeconds', wait) : serverSaid('loginWaitMinutes', minutes))
      : (wait < 60 ? serverSaid('passwordWaitSeconds', wait) : serverSaid('passwordWaitMinutes', minutes));
  throw new HttpError(429, said, { 'retry-after': String(wait) });
}

async function userRecord(db: Db, userId: number) {
  const [user] = await db.select().from(users).where(eq(users.id, userId));
  if (!user) return null;
  return { userId: user.id, name: user.name, email: user.email, phone: user.phone, addresses: await savedAddresses(db, userId) };
}

export async function signUp(db: Db, request: CallRequest<'signUp'>): Promise<CallAnswer<'signUp'> | Refusal> {
  const fields = validateSignUp({ ...request, phone: String(request.phone) });
  if (!fields.ok) return refuse('400', fields.said);
  const passwordHash = await hashPassword(fields.value.password);
  try {
    const [created] = await db
      .insert(users)
      .values({ name: fields.value.name, email: fields.value.email, phone: fields.value.phone, passwordHash })
      .returning({ id: users.id });
    return ok('Registration successful', { userId: created!.id });
  } catch (error) {
    if (isUniqueViolation(error)) return refuse('409', serverSaid('accountExists'));
    throw error;
  }
}

export async function checkPhone(db: Db, phone: string): Promise<CallAnswer<'checkPhone'> | Refusal> {
  if (!isValidMobile(phone)) return refuse('400', formSaid('invalidPhoneOnSubmit'));
  const [found] = await db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
  return ok(found ? 'Phone number is registered' : 'Phone number is not registered', { exists: Boolean(found) });
}

export interface LoginResult {
  answer: CallAnswer<'login'> | Refusal;
  token: string | null;
  /** The browser's device token after a successful login (loginLimiter.ts), for its device cookie. */
  deviceToken: string | null;
}

/**
 * `deviceToken`: the device cookie the browser sent, if any; a trusted one of this account spares the
 * attempt the limits strangers can reach (loginLimiter.ts), the password is checked all the same.
 */
export async function login(
  db: Db,
  limits: LoginLimits,
  request: { userId: string; password: string },
  clientAddress: string,
  deviceToken: string | null = null,
): Promise<LoginResult> {
  const refused = (answer: Refusal): LoginResult => ({ answer, token: null, deviceToken: null });
  const checked = validateLogin({ identifier: request.userId, password: request.password });
  if (!checked.ok) return refused(refuse('400', checked.said));
  const identifier = checked.value.identifier;
  const isPhone = identifier.length === PHONE_DIGITS && /^\d+$/.test(identifier);
  const [user] = await db.select().from(users).where(isPhone ? eq(users.phone, identifier) : eq(users.email, identifier));
  // Counted per account: the email and the phone of one account share one count.
  const keys = limiterKeys(user ? { userId: user.id } : { identifier }, clientAddress);
  const counted = await countSignInAttempt(db, limits, keys, deviceToken);
  refuseWhileWaiting(counted.wait, 'login');
  const passwordMatches = await verifyPassword(user?.passwordHash ?? (await decoyPasswordHash()), request.password);
  if (!user || !passwordMatches) return refused(refuse('401', serverSaid('invalidCredentials')));
  const newDeviceToken = await signInSucceeded(db, keys, counted);
  // The account may be deleted between the password check and here: it then answers as an unknown one.
  const token = await startSession(db, user.id).catch((error: unknown) => {
    if (isForeignKeyViolation(error)) return null;
    throw error;
  });
  const record = token ? await userRecord(db, user.id) : undefined;
  if (!token || !record) return refused(refuse('401', serverSaid('invalidCredentials')));
  return { answer: ok(serverTexts.loginSuccessfullyServer, { ...record, token }), token, deviceToken: newDeviceToken };
}

export async function userDetail(db: Db, userId: number): Promise<CallAnswer<'getUserDetail'>> {
  const record = await userRecord(db, userId);
  if (!record) throw new HttpError(401, httpSaid('unauthorized'));
  return ok('User details', record);
}

export function logout(db: Db, session: Session): Promise<void> {
  return revokeSession(db, session.sessionId);
}

/** Only the name changes here; email and phone change through customer support (spec section 2). */
export async function editProfile(
  db: Db,
  session: Session,
  request: CallRequest<'editProfile'>,
): Promise<CallAnswer<'editProfile'> | Refusal> {
  const name = validateName(request.name);
  if (!name.ok) return refuse('400', name.said);
  const [user] = await db
    .update(users)
    .set({ name: name.value })
    .where(eq(users.id, session.userId))
    .returning({ userId: users.id, name: users.name, email: users.email, phone: users.phone });
  if (!user) throw new HttpError(401, httpSaid('unauthorized'));
  return ok('Profile updated successfully', user);
}

/**
 * The current password is a guess like a login's: each attempt counts against the account's login
 * limit, and past it every attempt (the right password too) is HTTP 429. The new hash is written only
 * over the hash the current password was checked against, so of parallel changes exactly one wins;
 * the others find the current password changed and are refused. The session that changed the
 * password stays signed in; the customer's other sessions are revoked with the change.
 */
export async function changePassword(
  db: Db,
  limits: LoginLimits,
  session: Session,
  request: CallRequest<'changePassword'>,
  clientAddress: string,
): Promise<CallAnswer<'changePassword'> | Refusal> {
  const failed = (said: Said) => ({ ...refuse('400', said), status: 'error', message: said.text });
  const keys = limiterKeys({ userId: session.userId }, clientAddress);
  refuseWhileWaiting(await countLoginAttempt(db, limits, keys), 'password');
  const [user] = await db.select().from(users).where(eq(users.id, session.userId));
  if (!user) throw new HttpError(401, httpSaid('unauthorized'));
  if (!(await verifyPassword(user.passwordHash, request.oldPassword))) return failed(serverSaid('incorrectCurrentPassword'));
  await loginSucceeded(db, keys);
  const next = validatePassword(request.newPassword);
  if (!next.ok) return failed(accountSaid('newPasswordMin'));
  if (request.newPassword === request.oldPassword) return failed(accountSaid('newPasswordMustDiffer'));
  const newHash = await hashPassword(request.newPassword);
  const changed = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(users)
      .set({ passwordHash: newHash })
      .where(and(eq(users.id, user.id), eq(users.passwordHash, user.passwordHash)))
      .returning({ id: users.id });
    if (!row) return false;
    await revokeOtherSessions(tx as unknown as Db, session);
    return true;
  });
  if (!changed) {
    // The hash changed meanwhile (another change won), or the account was deleted meanwhile.
    const [still] = await db.select({ id: users.id }).from(users).where(eq(users.id, session.userId));
    if (!still) throw new HttpError(401, httpSaid('unauthorized'));
    return failed(serverSaid('incorrectCurrentPassword'));
  }
  return ok(accountTexts.passwordChangedServer, { status: 'success', message: accountTexts.passwordChangedServer });
}

/**
 * Removes the person: account, sessions, addresses and the login counts kept under their account, email and phone. The shop keeps its order records, without
 * the name, email, phone or address (the delivery pin code stays, as an area, not a person).
 * The customer's row is locked first: createOrder takes the same lock, so an order placed meanwhile is
 * either written before (and then anonymised here) or refused after (401, the session is gone).
 */
export async function deleteAccount(db: Db, session: Session): Promise<CallAnswer<'deleteAccount'>> {
  await db.transaction(async (tx) => {
    const [user] = await tx.select({ email: users.email, phone: users.phone }).from(users).where(eq(users.id, session.userId)).for('update');
    if (!user) return;
    await tx.update(orders).set({ userId: null, address: '', phone: '' }).where(eq(orders.userId, session.userId));
    await tx.delete(users).where(eq(users.id, session.userId));
    await forgetAccount(tx as unknown as Db, session.userId, [user.email, user.phone]);
  });
  return ok('Account deleted successfully', {});
}
