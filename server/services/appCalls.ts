/**
 * A call of the shop's mobile app that our storefront does not make: the limited checkPhone. (resetPassword,
 * which never changes a password on a phone number alone, is in ./resetCodes.ts.)
 */
import type { CallAnswer } from '../../domain/contract.ts';
import { isValidMobile } from '../../domain/validation.ts';
import { serverSaid } from '../../domain/messages/server.ts';
import { HttpError, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { checkPhone } from './accounts.ts';
import { countLoginAttempt, keysOf, type LoginLimits } from './loginLimiter.ts';

/**
 * checkPhone tells anyone whether a number has an account, so it is limited like Login: per number
 * and per client address, with Login's limits, in counts of its own (a check is not a failed login).
 */
export async function limitedCheckPhone(
  db: Db,
  limits: LoginLimits,
  phone: string,
  clientAddress: string,
): Promise<CallAnswer<'checkPhone'> | Refusal> {
  // A number that is not a mobile number is refused without a look-up, so it is not counted.
  if (!isValidMobile(phone)) return checkPhone(db, phone);
  const wait = await countLoginAttempt(db, limits, keysOf(`phone-check:${phone.trim()}`, `phone-check-ip:${clientAddress}`));
  if (wait > 0) {
    throw new HttpError(429, serverSaid('phoneChecksWait', Math.ceil(wait / 60)), { 'retry-after': String(wait) });
  }
  return checkPhone(db, phone);
}
