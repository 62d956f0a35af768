/**
 * What the address screens (/settings/addresses, /add, /edit/:addressId) show of the addresses machine's
 * snapshot: which part of the list screen, and the address an edit route is about.
 */
import { messages } from '../../../domain/messages.ts';
import { addressesNotice, type Address, type AddressesSnapshot } from '../../../machines/addresses.ts';

/** The list's state as the list screen shows it. */
export type AddressListView =
  | { kind: 'visitor'; notice: string }
  | { kind: 'loading' }
  | { kind: 'failed'; notice: string }
  | { kind: 'list'; addresses: Address[]; notice: string | null };

const isListReady = (snapshot: AddressesSnapshot) => snapshot.matches({ active: { list: 'ready' } });
const isListFailed = (snapshot: AddressesSnapshot) => snapshot.matches({ active: { list: 'failed' } });

export function addressListView(snapshot: AddressesSnapshot): AddressListView {
  if (snapshot.matches('visitor')) return { kind: 'visitor', notice: messages.loginToManageAddresses };
  if (isListFailed(snapshot)) return { kind: 'failed', notice: messages.failedToLoadAddresses };
  if (!isListReady(snapshot)) return { kind: 'loading' };
  return { kind: 'list', addresses: snapshot.context.addresses, notice: addressesNotice(snapshot) };
}

/** What the add or edit screen shows: a notice, loading, "Address not found", or the form (with the address being edited). */
export type AddressFormTarget =
  | { kind: 'visitor'; notice: string }
  | { kind: 'failed'; notice: string }
  | { kind: 'loading' }
  | { kind: 'notFound'; notice: string }
  | { kind: 'form'; address: Address | null };

/** `addressId` is the route's parameter: undefined on the add route. */
export function addressFormTarget(snapshot: AddressesSnapshot, addressId: string | undefined): AddressFormTarget {
  if (snapshot.matches('waitingForSession')) return { kind: 'loading' };
  if (snapshot.matches('visitor')) return { kind: 'visitor', notice: messages.loginToManageAddresses };
  if (isListFailed(snapshot)) return { kind: 'failed', notice: messages.failedToLoadAddresses };
  if (addressId === undefined) return { kind: 'form', address: null };
  const id = /^\d+$/.test(addressId) ? Number(addressId) : NaN;
  const address = snapshot.context.addresses.find((candidate) => candidate.id === id);
  if (address) return { kind: 'form', address };
  if (!isListReady(snapshot)) return { kind: 'loading' };
  return { kind: 'notFound', notice: messages.addressNotFound };
}
