/** The rules of a desk account (issue 12): an email to sign in with, a name, a password of 8 or more characters. */
import { fail, formSaid, type Check } from '../validation.ts';
import { isValidEmail, validateName } from '../personRules.ts';
import { deskRuleSaid } from './ruleSaid.ts';

export const DESK_PASSWORD_MIN = 8;

export function validateDeskPassword(password: string): Check<string> {
  return password.length >= DESK_PASSWORD_MIN && password.length <= 200 ? { ok: true, value: password } : fail(deskRuleSaid('passwordTooShort', DESK_PASSWORD_MIN));
}

export function validateDeskAccount(fields: { email: string; name: string; password: string }): Check<{ email: string; name: string; password: string }> {
  const email = fields.email.trim().toLowerCase();
  if (!isValidEmail(email)) return fail(formSaid('invalidEmail'));
  const name = validateName(fields.name);
  if (!name.ok) return name;
  const password = validateDeskPassword(fields.password);
  if (!password.ok) return password;
  return { ok: true, value: { email, name: name.value, password: fields.password } };
}
