/**
 * The customer's addresses in browser storage (key addresses of spec section 3) and the delivery address
 * chosen in the cart. Apart from storage.ts, which every page loads first, since only the addresses actor
 * (src/app/addressActor.ts, loaded once someone logs in) reads and writes them.
 */
import type { Address } from '../../machines/addresses.ts';
import type { KeptDelivery } from '../../machines/app.ts';
import { read, storageKeys, write } from './storage.ts';

/**
 * Key addresses (spec section 3): the customer's delivery addresses as the storefront shows them (id,
 * streetAddress, city, pinCode, mobileNumber, isDefault), written whenever the list is loaded or changes;
 * null removes it (no one is logged in).
 */
export function writeAddresses(addresses: readonly Address[] | null): void {
  write(storageKeys.addresses, addresses ? JSON.stringify(addresses) : null);
}

/** The delivery address chosen on an earlier visit, and by whom (the storefront hands it to that user's addresses). */
export function readKeptDelivery(): KeptDelivery | null {
  try {
    const stored = JSON.parse(read(storageKeys.deliveryAddress) ?? 'null') as { userId?: unknown; addressId?: unknown } | null;
    return Number.isInteger(stored?.userId) && Number.isInteger(stored?.addressId) ? { userId: stored!.userId as number, addressId: stored!.addressId as number } : null;
  } catch {
    return null;
  }
}

export function writeDeliveryChoice(userId: number | null, addressId: number | null): void {
  write(storageKeys.deliveryAddress, userId === null || addressId === null ? null : JSON.stringify({ userId, addressId }));
}
