/** Rules about a delivery address itself (spec sections 3, 5 Address and 7). */
import type { ParsedAddressRecord } from './contract.ts';
import { DEFAULT_ADDRESS_TEXT, DEFAULT_CITY } from './addressDefaults.ts';
import { PHONE_DIGITS } from './constants.ts';
import { localityOf, type ServedArea } from './deliveryArea.ts';
import type { Message } from './message.ts';
import { formSaid, messageOf, sayer } from './validation.ts';
import { addressTexts as englishAddressTexts } from './messages/addresses.ts';
import { formTexts as englishFormTexts } from './messages/forms.ts';
import { fail, pass, validateAddress, type AddressForm, type Check, type PhoneHint } from './validation.ts';
import { textsIn } from './textCatalogues.ts';
import type { Language } from './locale.ts';

/** The messages of addressTexts by key (domain/message.ts). */
export const addressSaid = sayer('addressTexts', englishAddressTexts);

/** An address as the screens show it (spec section 3). */
export interface Address {
  id: number;
  streetAddress: string;
  city: string;
  pinCode: string;
  mobileNumber: string;
  isDefault: boolean;
  /** The parts the customer entered (issue 13); null for an address that has only its text (an old app's). */
  parts: AddressParts | null;
  /** The locality of the address's pin code as the server names it, when it does. */
  locality: string | null;
}

/**
 * Maps a server record as the contract parsed it (spec section 3: addressId, address, pinCode, phone, and
 * isDefault, where "1" or "true" already read as true). Every address is in the shop's city.
 */
export function toAddress(record: ParsedAddressRecord): Address {
  const { addressId, address, pinCode, phone, isDefault } = record;
  return {
    id: addressId, streetAddress: address, city: DEFAULT_CITY, pinCode, mobileNumber: phone, isDefault,
    parts: partsOf(record), locality: record.locality?.trim() || null,
  };
}

/**
 * The address is still the placeholder the storefront creates for a new customer (spec section 7,
 * getAddress: text "Default Address", Rajkot, 360001): it names no street, so no order can be
 * delivered to it until the customer has entered one.
 */
export function isPlaceholderAddress(address: string): boolean {
  return address.trim().replace(/\s+/g, ' ').toLowerCase() === DEFAULT_ADDRESS_TEXT.toLowerCase();
}

/**
 * Why an add or edit form cannot be sent with these delivery pin codes (null: not loaded yet), or null
 * when it can. The storefront's forms pick the pin code from a list, so an empty one reads "Please select
 * a pin code" (spec section 5 quotes it beside "Pin code is required", which the API answers).
 */
export function addressFormProblem(form: AddressPartsForm, pinCodes: readonly string[] | null): Message | null {
  if (!pinCodes || pinCodes.length === 0) return messageOf(addressSaid('noPinCodes'));
  const checked = validateAddressPartsForm(form, pinCodes);
  if (checked.ok) return null;
  return messageOf(checked.said.id === formSaid('pinCodeRequired').id ? addressSaid('selectPinCode') : checked.said);
}

/** The hint under the (optional) address phone field (spec section 5, Address); empty is allowed. */
export function addressPhoneHint(language: Language, phone: string): PhoneHint {
  const addressTexts = textsIn(language, englishAddressTexts);
  const formTexts = textsIn(language, englishFormTexts);
  if (phone === '') return { message: addressTexts.addressPhoneHint, valid: true };
  if (!/^\d+$/.test(phone) || phone.length > PHONE_DIGITS) return { message: formTexts.phoneHintExact, valid: false };
  if (!/^[6-9]/.test(phone)) return { message: addressTexts.addressPhoneStart, valid: false };
  if (phone.length < PHONE_DIGITS) return { message: formTexts.moreDigitsNeeded(PHONE_DIGITS - phone.length), valid: false };
  return { message: addressTexts.addressPhoneHint, valid: true };
}

// ---- the parts of an address (issue 13, part 4) -------------------------------------------------

/**
 * An address as a customer gives it: house or flat, street, and an optional landmark (empty when none).
 * The locality is not a part: it comes from the pin code.
 */
export interface AddressParts {
  house: string;
  street: string;
  landmark: string;
}

/** The longest each part may be. Composed, they stay within the 300 characters of the single address text. */
export const ADDRESS_PART_MAX = { house: 80, street: 150, landmark: 60 } as const;

export const NO_PARTS: AddressParts = { house: '', street: '', landmark: '' };

/** The add and edit forms as typed: the parts, the pin code picked and the optional phone. */
export interface AddressPartsForm extends AddressParts {
  pinCode: string;
  phone: string;
}

/** A form checked and ready to store: its parts tidied, the single text composed from them, pin and phone. */
export interface CheckedAddress extends AddressForm {
  parts: AddressParts;
}

/** Spaces, tabs and line breaks inside a part read as one space (a pasted two-line address stays one line). */
const tidy = (part: string) => part.trim().replace(/\s+/g, ' ');

/**
 * Section 5 asks only that the street address is there and not over long, so any character is allowed
 * in a part (names of societies carry "/", "-", "#", "&", Gujarati script...); each part is checked for
 * being given and for its length, house first.
 */
export function validateAddressParts(parts: AddressParts): Check<AddressParts> {
  const house = tidy(parts.house);
  const street = tidy(parts.street);
  const landmark = tidy(parts.landmark);
  if (house === '') return fail(addressSaid('enterHouse'));
  if (house.length > ADDRESS_PART_MAX.house) return fail(addressSaid('houseTooLong', ADDRESS_PART_MAX.house));
  if (street === '') return fail(addressSaid('enterStreet'));
  if (street.length > ADDRESS_PART_MAX.street) return fail(addressSaid('streetTooLong', ADDRESS_PART_MAX.street));
  if (landmark.length > ADDRESS_PART_MAX.landmark) return fail(addressSaid('landmarkTooLong', ADDRESS_PART_MAX.landmark));
  return pass({ house, street, landmark });
}

/** A landmark that already says where it is ("Opp. Big Bazaar", "behind the temple") gets no "near". */
const PLACED_LANDMARK = /^(near|nr|opp|opposite|behind|beside|besides|next to|in front of|above|below|across|facing)\b/i;

/** Text written only in Latin letters (with digits, punctuation, symbols and spaces): an English landmark. */
const LATIN_ONLY = /^[\p{Script=Latin}\p{N}\p{P}\p{S}\s]+$/u;

/**
 * An English landmark that does not say how it lies reads "near ..." in the text; a landmark in Gujarati
 * or Hindi (or mixing them in) is kept as typed (issue 23): "near ક્રિસ્ટલ મૉલની સામે" would glue an English
 * word into a sentence that already says where it is.
 */
const landmarkInText = (landmark: string) => (LATIN_ONLY.test(landmark) && !PLACED_LANDMARK.test(landmark) ? `near ${landmark}` : landmark);

/**
 * The single address text the shop's existing apps read, stored beside the parts: "12 Shivam Flats,
 * Kalawad Road, near Big Bazaar". An English landmark is introduced with "near" unless it already says how
 * it lies; one in another script is added as typed. The landmark itself is stored as typed beside the text,
 * and the storefront shows it under its own label ("Landmark: ...", `shownStreet`).
 *
 * The locality is left out: every app shows the pin code beside this text, and the locality is read
 * from the pin code when shown, so a locality the owner renames reads right on old addresses too, and
 * a street named like its locality ("Kalawad Road, 360005 Kalawad Road") is not said twice.
 */
export function composeAddress(parts: AddressParts): string {
  const landmark = parts.landmark === '' ? [] : [landmarkInText(parts.landmark)];
  return [parts.house, parts.street, ...landmark].join(', ');
}

/** An address typed as one text with its landmark joined as composeAddress joins it (the desk's phone order). */
export function withLandmark(address: string, landmark: string): string {
  const near = landmark.trim().replace(/\s+/g, ' ');
  return near === '' ? address : `${address.trim()}, ${landmarkInText(near)}`;
}

/**
 * The parts of a stored address, or null when it has only its text (saved by an old app, or before
 * the parts existed): such an address is shown as its text, as it is.
 */
export function partsOf(record: { house?: string | null | undefined; street?: string | null | undefined; landmark?: string | null | undefined }): AddressParts | null {
  if (!record.house || !record.street) return null;
  return { house: record.house, street: record.street, landmark: record.landmark ?? '' };
}

/**
 * The street line the storefront shows for an address (issue 23): house and street when it has its parts
 * (the landmark then shows as typed on its own line, "Landmark: ..."), else its whole text.
 */
export function shownStreet(address: Pick<Address, 'streetAddress' | 'parts'>): string {
  return address.parts ? `${address.parts.house}, ${address.parts.street}` : address.streetAddress;
}

/** The city an address reads with (issue 24): the shop's city in the shown language's script (રાજકોટ, राजकोट); another city as stored. */
export const shownCity = (language: Language, city: string): string => {
  const addressTexts = textsIn(language, englishAddressTexts);
  return (city === DEFAULT_CITY ? addressTexts.cityName : city);
};

/** The landmark as the customer typed it, shown under its label; null when there is none. */
export const shownLandmark = (address: Pick<Address, 'parts'>): string | null => address.parts?.landmark || null;

/**
 * What the edit form starts with for an address: its parts; nothing for the placeholder of a new
 * customer; else its whole text in Street, for the customer to move the house or flat out of it.
 */
export function formPartsOf(address: Pick<Address, 'streetAddress' | 'parts'>): AddressParts {
  if (address.parts) return address.parts;
  return isPlaceholderAddress(address.streetAddress) ? NO_PARTS : { ...NO_PARTS, street: address.streetAddress.trim() };
}

/** A form with parts checked against the delivery pin codes: the parts, then pin code and phone by section 5's rules. */
export function validateAddressPartsForm(form: AddressPartsForm, deliveryPinCodes: readonly string[]): Check<CheckedAddress> {
  const parts = validateAddressParts(form);
  if (!parts.ok) return parts;
  const rest = validateAddress({ streetAddress: composeAddress(parts.value), pinCode: form.pinCode, phone: form.phone }, deliveryPinCodes);
  return rest.ok ? pass({ ...rest.value, parts: parts.value }) : rest;
}

/** An add or edit as the API receives it: the storefront sends parts, the shop's existing apps the single text. */
export interface AddressRequestFields {
  address?: string | undefined;
  house?: string | undefined;
  street?: string | undefined;
  landmark?: string | undefined;
  pinCode: string;
  phone: string;
}

/**
 * The server's check of an add or edit: with any part given, the parts are checked and the text composed
 * from them (a text sent beside them is not trusted); with none, the text is checked as section 5 says and
 * the address has no parts.
 */
export function validateAddressRequest(
  request: AddressRequestFields,
  deliveryPinCodes: readonly string[],
): Check<AddressForm & { parts: AddressParts | null }> {
  const { house, street, landmark, pinCode, phone } = request;
  if (house !== undefined || street !== undefined || landmark !== undefined) {
    return validateAddressPartsForm({ house: house ?? '', street: street ?? '', landmark: landmark ?? '', pinCode, phone }, deliveryPinCodes);
  }
  const text = validateAddress({ streetAddress: request.address ?? '', pinCode, phone }, deliveryPinCodes);
  return text.ok ? pass({ ...text.value, parts: null }) : text;
}

/**
 * The locality shown with an address: its pin code's from the delivery list (getPinCodes answers in the shown
 * language: "ભક્તિનગર", issue 24), else the one the server named with the address (the English it keeps).
 */
export function addressLocality(address: Pick<Address, 'pinCode' | 'locality'>, areas: readonly ServedArea[] | null): string | null {
  return localityOf(address.pinCode, areas) ?? address.locality ?? null;
}
