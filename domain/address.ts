/** Rules about a delivery address itself (spec sections 3 and 7). */
import { DEFAULT_ADDRESS_TEXT } from './constants.ts';

/**
 * The address is still the placeholder the storefront creates for a new customer (spec section 7,
 * getAddress: text "Default Address", Rajkot, 360001): it names no street, so no order can be
 * delivered to it until the customer has entered one.
 */
export function isPlaceholderAddress(address: string): boolean {
  return address.trim().replace(/\s+/g, ' ').toLowerCase() === DEFAULT_ADDRESS_TEXT.toLowerCase();
}
