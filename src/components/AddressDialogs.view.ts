/** Small pure helpers for the address dialogs. */
import type { Address, AddressesContext, AddressesSnapshot } from '../../machines/addresses.ts';

/** "12 Kalawad Road, Rajkot - 360005". */
export function addressText(address: Pick<Address, 'streetAddress' | 'city' | 'pinCode'>): string {
  return `${address.streetAddress}, ${address.city} - ${address.pinCode}`;
}

/**
 * The add form the customer sent was saved: the server accepted it (`lastSaved` is set when the call
 * succeeds, and cleared when a valid form is sent) and no form problem is pending (a refused form sets
 * `formError` and leaves an older `lastSaved` in place).
 */
export function addFormSaved(context: Pick<AddressesContext, 'lastSaved' | 'formError'>): boolean {
  return context.lastSaved === 'added' && context.formError === null;
}

/** The list is loaded and nothing is in flight: add and make-default can be sent. */
export function addressesIdle(snapshot: AddressesSnapshot): boolean {
  return snapshot.matches({ active: { list: { ready: 'idle' } } });
}

/** An add or edit form is being saved. */
export function savingAddress(snapshot: AddressesSnapshot): boolean {
  return snapshot.matches({ active: { list: { ready: 'adding' } } }) || snapshot.matches({ active: { list: { ready: 'editing' } } });
}
