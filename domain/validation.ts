/** Field validation with the exact messages and hints of spec section 5. */
import { OTP_DIGITS, PASSWORD_MIN_LENGTH, PHONE_DIGITS, PIN_CODE_DIGITS } from './constants.ts';
import { messages } from './messages.ts';

export type Check<T = void> = { ok: true; value: T } | { ok: false; message: string };

const pass = <T>(value: T): Check<T> => ({ ok: true, value });
const fail = (message: string): Check<never> => ({ ok: false, message });

const MOBILE = /^[6-9]\d{9}$/;
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const DIGITS = /^\d+$/;

export function isValidMobile(phone: string): boolean {
  return MOBILE.test(phone);
}

export function isValidEmail(email: string): boolean {
  return email.length <= 254 && EMAIL.test(email);
}

/** What a phone input accepts as typed: digits only, at most 10. */
export function phoneInput(typed: string): string {
  return typed.replace(/\D/g, '').slice(0, PHONE_DIGITS);
}

export interface PhoneHint {
  message: string;
  valid: boolean;
}

/** The live hint under the registration phone field. */
export function registrationPhoneHint(phone: string): PhoneHint {
  if (phone === '') return { message: messages.phoneHintEmpty, valid: false };
  if (!DIGITS.test(phone)) return { message: messages.phoneHintExact, valid: false };
  if (!/^[6-9]/.test(phone)) return { message: messages.phoneHintStart, valid: false };
  if (phone.length < PHONE_DIGITS) return { message: messages.moreDigitsNeeded(PHONE_DIGITS - phone.length), valid: false };
  if (phone.length > PHONE_DIGITS) return { message: messages.phoneHintExtra, valid: false };
  return { message: messages.phoneHintValid, valid: true };
}

/** The hint under the (optional) address phone field; empty is allowed. */
export function addressPhoneHint(phone: string): PhoneHint {
  if (phone === '') return { message: messages.addressPhoneHint, valid: true };
  if (!DIGITS.test(phone) || phone.length > PHONE_DIGITS) return { message: messages.phoneHintExact, valid: false };
  if (!/^[6-9]/.test(phone)) return { message: messages.addressPhoneStart, valid: false };
  if (phone.length < PHONE_DIGITS) return { message: messages.moreDigitsNeeded(PHONE_DIGITS - phone.length), valid: false };
  return { message: messages.addressPhoneHint, valid: true };
}

/** An identifier made only of digits is cut to 10 digits (spec section 5, Login). */
export function normaliseLoginIdentifier(identifier: string): string {
  const trimmed = identifier.trim();
  return DIGITS.test(trimmed) ? trimmed.slice(0, PHONE_DIGITS) : trimmed.toLowerCase();
}

export function validateLogin(form: { identifier: string; password: string }): Check<{ identifier: string }> {
  if (form.identifier.trim() === '' || form.password === '') return fail(messages.fillAllRequired);
  const identifier = normaliseLoginIdentifier(form.identifier);
  const isPhone = identifier.length === PHONE_DIGITS && DIGITS.test(identifier);
  if (!isPhone && !identifier.includes('@')) return fail(messages.invalidLoginEmail);
  return pass({ identifier });
}

export function validateName(name: string): Check<string> {
  const trimmed = name.trim().replace(/\s+/g, ' ');
  if (trimmed === '' || trimmed.length > 100) return fail(messages.enterName);
  return pass(trimmed);
}

export function validatePassword(password: string): Check<string> {
  return password.length >= PASSWORD_MIN_LENGTH && password.length <= 200 ? pass(password) : fail(messages.passwordMin);
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
  if (!isValidEmail(email)) return fail(messages.invalidEmail);
  if (!isValidMobile(fields.phone)) return fail(messages.invalidPhoneOnSubmit);
  const password = validatePassword(fields.password);
  if (!password.ok) return password;
  return pass({ name: name.value, email, phone: fields.phone, password: fields.password });
}

export interface RegistrationForm extends SignUpFields {
  confirmPassword: string;
  acceptedPrivacy: boolean;
  acceptedTerms: boolean;
}

export function validateRegistration(form: RegistrationForm): Check<SignUpFields> {
  const fields = validateSignUp(form);
  if (!fields.ok) return fields;
  if (form.password !== form.confirmPassword) return fail(messages.passwordsDoNotMatch);
  if (!form.acceptedPrivacy || !form.acceptedTerms) return fail(messages.acceptBothConsents);
  return fields;
}

export function validatePinCode(pinCode: string, deliveryPinCodes: readonly string[]): Check<string> {
  const pin = pinCode.trim();
  if (pin === '') return fail(messages.pinCodeRequired);
  if (!new RegExp(`^\\d{${PIN_CODE_DIGITS}}$`).test(pin)) return fail(messages.pinCodeSixDigits);
  if (!deliveryPinCodes.includes(pin)) return fail(messages.pinCodeOutsideArea);
  return pass(pin);
}

export interface AddressForm {
  streetAddress: string;
  pinCode: string;
  phone: string;
}

export function validateAddress(form: AddressForm, deliveryPinCodes: readonly string[]): Check<AddressForm> {
  const streetAddress = form.streetAddress.trim();
  if (streetAddress === '' || streetAddress.length > 300) return fail(messages.enterStreetAddress);
  const pin = validatePinCode(form.pinCode, deliveryPinCodes);
  if (!pin.ok) return pin;
  const phone = form.phone.trim();
  if (phone !== '' && !isValidMobile(phone)) return fail(messages.enterValidPhone);
  return pass({ streetAddress, pinCode: pin.value, phone });
}

export function validateOtp(code: string): Check<string> {
  return new RegExp(`^\\d{${OTP_DIGITS}}$`).test(code.trim()) ? pass(code.trim()) : fail(messages.invalidOtp);
}

export function validateResetPassword(form: { code: string; password: string; confirmPassword: string }): Check {
  const code = validateOtp(form.code);
  if (!code.ok) return code;
  if (form.password.length < PASSWORD_MIN_LENGTH) return fail(messages.passwordMin);
  if (form.password !== form.confirmPassword) return fail(messages.passwordsDoNotMatch);
  return pass(undefined);
}

export function validateChangePassword(form: { current: string; next: string; confirm: string }): Check {
  if (form.current === '' || form.next === '' || form.confirm === '') return fail(messages.fillAllPasswordFields);
  if (form.next.length < PASSWORD_MIN_LENGTH) return fail(messages.newPasswordMin);
  if (form.next !== form.confirm) return fail(messages.newPasswordsDontMatch);
  if (form.next === form.current) return fail(messages.newPasswordMustDiffer);
  return pass(undefined);
}

export function validatePersonalDetails(
  form: { name: string; email: string; phone: string },
  currentName: string,
): Check<string> {
  if (form.name.trim() === '' || form.email.trim() === '' || form.phone.trim() === '') return fail(messages.allFieldsRequired);
  const name = validateName(form.name);
  if (!name.ok) return name;
  if (name.value === currentName.trim()) return fail(messages.noChangesToUpdate);
  return name;
}
