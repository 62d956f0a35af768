/** Field validation with the exact messages and hints of spec section 5. */
import { PIN_CODE_DIGITS } from './constants.ts';
import type { Message, Said, ValuesOf } from './message.ts';
import { formTexts as englishFormTexts } from './messages/forms.ts';

/**
 * The messages of one catalogue (domain/message.ts), by its export name: `formSaid('moreDigitsNeeded', 3)`. Here
 * rather than in domain/message.ts: every chunk that says a message imports this module already, and a module
 * of its own would become a chunk of its own, listed in the first load.
 */
export function sayer<T extends object>(name: string, catalogue: T) {
  return <K extends keyof T & string>(key: K, ...values: ValuesOf<T[K]>): Said => {
    const text = catalogue[key] as string | ((...values: unknown[]) => string);
    return {
      id: `${name}.${key}`,
      ...(values.length > 0 ? { values: { ...(values as (string | number)[]) } } : {}),
      text: typeof text === 'function' ? text(...values) : text,
    };
  };
}

/** A said message without its text, to be worded where it is shown (a refused form's toast). */
export const messageOf = ({ id, values }: Said): Message => (values === undefined ? { id } : { id, values });

/** The messages of formTexts by key (domain/message.ts): the checks' failures and the server's refusals name them. */
export const formSaid = sayer('formTexts', englishFormTexts);

/** A failed check says why twice: `message`, the text a form shows now, and `said`, its key and values for a refusal (server/answers.ts). */
export type Failure = { ok: false; message: string; said: Said };

export type Check<T = void> = { ok: true; value: T } | Failure;

export const pass = <T>(value: T): Check<T> => ({ ok: true, value });
export const fail = (said: Said): Failure => ({ ok: false, message: said.text, said });

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
  if (pin === '') return fail(formSaid('pinCodeRequired'));
  if (!new RegExp(`^\\d{${PIN_CODE_DIGITS}}$`).test(pin)) return fail(formSaid('pinCodeSixDigits'));
  if (!deliveryPinCodes.includes(pin)) return fail(formSaid('pinCodeOutsideArea'));
  return pass(pin);
}

export interface AddressForm {
  streetAddress: string;
  pinCode: string;
  phone: string;
}

export function validateAddress(form: AddressForm, deliveryPinCodes: readonly string[]): Check<AddressForm> {
  const streetAddress = form.streetAddress.trim();
  if (streetAddress === '' || streetAddress.length > 300) return fail(formSaid('enterStreetAddress'));
  const pin = validatePinCode(form.pinCode, deliveryPinCodes);
  if (!pin.ok) return pin;
  const phone = normalisePhone(form.phone);
  if (phone !== '' && !isValidMobile(phone)) return fail(formSaid('enterValidPhone'));
  return pass({ streetAddress, pinCode: pin.value, phone });
}
