/** Rules about a delivery address itself (spec sections 3, 5 Address and 7). */
import type { ParsedAddressRecord } from './contract.ts';
import { DEFAULT_ADDRESS_TEXT, DEFAULT_CITY } from './constants.ts';
import { messages } from './messages/index.ts';
import { validateAddress, type AddressForm } from './validation.ts';

/** An address as the screens show it (spec section 3). */
export interface Address {
  id: number;
  streetAddress: string;
  city: string;
  pinCode: string;
  mobileNumber: string;
  isDefault: boolean;
}

/**
 * Maps a server record as the contract parsed it (spec section 3: addressId, address, pinCode, phone, and
 * isDefault, where "1" or "true" already read as true). Every address is in the shop's city.
 */
export function toAddress({ addressId, address, pinCode, phone, isDefault }: ParsedAddressRecord): Address {
  return { id: addressId, streetAddress: address, city: DEFAULT_CITY, pinCode, mobileNumber: phone, isDefault };
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
export function addressFormProblem(form: AddressForm, pinCodes: readonly string[] | null): string | null {
  if (!pinCodes || pinCodes.length === 0) return messages.noPinCodes;
  const checked = validateAddress(form, pinCodes);
  if (checked.ok) return null;
  return checked.message === messages.pinCodeRequired ? messages.selectPinCode : checked.message;
}
