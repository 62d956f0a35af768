/** Field validation with the exact messages and hints of spec section 5. */
import { PIN_CODE_DIGITS } from './constants.ts';
import { formTexts } from './messages/forms.ts';

export type Check<T = void> = { ok: true; value: T } | { ok: false; message: string };

export const pass = <T>(value: T): Check<T> => ({ ok: true, value });
export const fail = (message: string): Check<never> => ({ ok: false, message });

const MOBILE = /^[6-9]\d{9}$/;

export function isValidMobile(phone: string): boolean {
  return MOBILE.test(phone);
}

/** A national mobile number behind a trunk 0, the country code 91 or the international 0091. */
const PREFIXED_MOBILE = /^(?:0091|91|0)([6-9]\d{9})$/;
/** Text that starts with the country code written as +91 (any separators between). */
const PLUS_91 = /^\+\D*91/;

/**
 * A phone number as people type or paste it, reduced to the digits of the national number: separators
 * go ("98765-43210", " 98765 43210 "), and so does a +91, 91, 0091 or 0 in front of a 10-digit mobile
 * number ("+91 98765 43210", "91 9876543210", "098765 43210" all give 9876543210). A +91 written with
 * its plus is always the country code; 91, 0091 or 0 without a plus only in front of exactly ten digits
 * that start with 6-9. Nothing is cut off: "98765432109" stays eleven digits and keeps its hint (Remove
 * extra digits) instead of turning into a different number that looks valid.
 * Used by every phone field (registration, login, addresses) and by the server's checks; normalising
 * twice gives what normalising once gives.
 */
export function normalisePhone(typed: string): string {
  const trimmed = typed.trim();
  let digits = trimmed.replace(/\D/g, '');
  if (PLUS_91.test(trimmed)) digits = digits.slice(2);
  return PREFIXED_MOBILE.exec(digits)?.[1] ?? digits;
}

/** What a phone field keeps of the typed or pasted text (normalisePhone). */
export const phoneInput = normalisePhone;

/** The hint under a phone field (domain/accountRules.ts: registration; domain/address.ts: an address). */
export interface PhoneHint {
  message: string;
  valid: boolean;
}

export function validatePinCode(pinCode: string, deliveryPinCodes: readonly string[]): Check<string> {
  const pin = pinCode.trim();
  if (pin === '') return fail(formTexts.pinCodeRequired);
  if (!new RegExp(`^\\d{${PIN_CODE_DIGITS}}$`).test(pin)) return fail(formTexts.pinCodeSixDigits);
  if (!deliveryPinCodes.includes(pin)) return fail(formTexts.pinCodeOutsideArea);
  return pass(pin);
}

export interface AddressForm {
  streetAddress: string;
  pinCode: string;
  phone: string;
}

export function validateAddress(form: AddressForm, deliveryPinCodes: readonly string[]): Check<AddressForm> {
  const streetAddress = form.streetAddress.trim();
  if (streetAddress === '' || streetAddress.length > 300) return fail(formTexts.enterStreetAddress);
  const pin = validatePinCode(form.pinCode, deliveryPinCodes);
  if (!pin.ok) return pin;
  const phone = normalisePhone(form.phone);
  if (phone !== '' && !isValidMobile(phone)) return fail(formTexts.enterValidPhone);
  return pass({ streetAddress, pinCode: pin.value, phone });
}
