/**
 * The rules of a person's details shared by the account forms, the server's accounts and the desk's
 * staff and phone orders: an email, a name, a password, the fields of a sign-up, a login identifier.
 * Apart from domain/validation.ts (issue 14) so that the storefront's address forms (/cart) load only
 * the phone, pin code and address rules.
 */
import { PASSWORD_MIN_LENGTH, PHONE_DIGITS } from './constants.ts';
import { fail, formSaid, isValidMobile, normalisePhone, pass, type Check } from './validation.ts';

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/** Text that can only be meant as a phone number: digits with spaces, dashes, dots, brackets or a +. */
const PHONE_LIKE = /^\+?[\d\s().-]*\d[\d\s().-]*$/;

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

/**
 * A phone number typed as people write it is normalised (normalisePhone), then, as the spec says of an
 * identifier made only of digits, cut to 10 digits (spec section 5, Login); anything else is an e-mail,
 * trimmed and lower-cased.
 */
export function normaliseLoginIdentifier(identifier: string): string {
  const trimmed = identifier.trim();
  return PHONE_LIKE.test(trimmed) ? normalisePhone(trimmed).slice(0, PHONE_DIGITS) : trimmed.toLowerCase();
}

export function validateName(name: string): Check<string> {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || trimmed.length > 100) return fail(formSaid('enterName'));
  return pass(trimmed);
}

export function validatePassword(password: string): Check<string> {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= 200 ? pass(password) : fail(formSaid('passwordMin'));
}

export interface SignUpFields {
  name: string;
  email: string;
  phone: string;
  password: string;
}

/** The fields the server needs to create an account; the client adds confirmation and consents. */
export function validateSignUp(fields: SignUpFields): Check<SignUpFields> {
  const name = validateName(fields.name);
  if (!name.ok) return name;
  const email = fields.email.trim().toLowerCase();
  if (!isValidEmail(email)) return fail(formSaid('invalidEmail'));
  const phone = normalisePhone(fields.phone);
  if (!isValidMobile(phone)) return fail(formSaid('invalidPhoneOnSubmit'));
  const password = validatePassword(fields.password);
  if (!password.ok) return password;
  return pass({ name: name.value, email, phone, password: fields.password });
}
