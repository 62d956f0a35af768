/**
 * Small pure helpers for the address screens (/settings/addresses, /add, /edit/:addressId), derived from
 * the addresses machine's snapshot. The machine exports addressesNotice and pinCodeChoices; these add
 * what the screens need besides: which part of the list to show, whether an action is under way, the
 * address an edit form is about.
 */
import { messages } from '../../../domain/messages.ts';
import { addressesNotice, addressMessages, type Address, type AddressesSnapshot } from '../../../machines/addresses.ts';
import type { SessionSnapshot } from '../../../machines/session.ts';

/** The stored user is still being restored: the screens wait rather than flash the visitor's notice. */
export const isRestoringSession = (snapshot: SessionSnapshot): boolean => snapshot.matches('restoring');

/** The list's state as the list screen shows it. */
export type AddressListView =
  | { kind: 'visitor'; notice: string }
  | { kind: 'loading' }
  | { kind: 'failed'; notice: string }
  | { kind: 'list'; addresses: Address[]; notice: string | null; busy: boolean };

const isListReady = (snapshot: AddressesSnapshot) => snapshot.matches({ active: { list: 'ready' } });
const isListFailed = (snapshot: AddressesSnapshot) => snapshot.matches({ active: { list: 'failed' } });

/** An add, edit, delete or make-default is under way (the list's actions wait for it). */
export function isAddressActionUnderWay(snapshot: AddressesSnapshot): boolean {
  return isListReady(snapshot) && !snapshot.matches({ active: { list: { ready: 'idle' } } });
}

/** An add or edit form is being saved. */
export function isSavingAddress(snapshot: AddressesSnapshot): boolean {
  return snapshot.matches({ active: { list: { ready: 'adding' } } }) || snapshot.matches({ active: { list: { ready: 'editing' } } });
}

/** A form can be sent now (the list is loaded and nothing else is under way). */
export function canSendAddressForm(snapshot: AddressesSnapshot): boolean {
  return snapshot.matches({ active: { list: { ready: 'idle' } } });
}

/** `restoring`: the stored user is still being restored (isRestoringSession), so a visitor state is not final yet. */
export function addressListView(snapshot: AddressesSnapshot, restoring = false): AddressListView {
  if (snapshot.matches('visitor')) return restoring ? { kind: 'loading' } : { kind: 'visitor', notice: addressMessages.loginToManage };
  if (isListFailed(snapshot)) return { kind: 'failed', notice: addressesNotice(snapshot) ?? addressMessages.failedToLoad };
  if (!isListReady(snapshot)) return { kind: 'loading' };
  return { kind: 'list', addresses: snapshot.context.addresses, notice: addressesNotice(snapshot), busy: isAddressActionUnderWay(snapshot) };
}

/** What the add or edit screen shows: a notice, loading, "Address not found", or the form (with the address being edited). */
export type AddressFormTarget =
  | { kind: 'visitor'; notice: string }
  | { kind: 'failed'; notice: string }
  | { kind: 'loading' }
  | { kind: 'notFound'; notice: string }
  | { kind: 'form'; address: Address | null };

/** `addressId` is the route's parameter: undefined on the add route. `restoring` as for addressListView. */
export function addressFormTarget(snapshot: AddressesSnapshot, addressId: string | undefined, restoring = false): AddressFormTarget {
  if (snapshot.matches('visitor')) return restoring ? { kind: 'loading' } : { kind: 'visitor', notice: addressMessages.loginToManage };
  if (isListFailed(snapshot)) return { kind: 'failed', notice: addressesNotice(snapshot) ?? addressMessages.failedToLoad };
  if (addressId === undefined) return { kind: 'form', address: null };
  const id = /^\d+$/.test(addressId) ? Number(addressId) : NaN;
  const address = snapshot.context.addresses.find((candidate) => candidate.id === id);
  if (address) return { kind: 'form', address };
  if (!isListReady(snapshot)) return { kind: 'loading' };
  return { kind: 'notFound', notice: messages.addressNotFound };
}

/** The pin codes the select offers: the delivery list, plus the edited address's own pin when it is not in it. */
export function pinCodeOptions(pinCodes: readonly string[], current: string): { value: string; label: string }[] {
  const values = current !== '' && !pinCodes.includes(current) ? [current, ...pinCodes] : [...pinCodes];
  return values.map((value) => ({ value, label: value }));
}

/** "12 Kalawad Road, Rajkot - 360005". */
export function addressLine(address: Pick<Address, 'streetAddress' | 'city' | 'pinCode'>): string {
  return `${address.streetAddress}, ${address.city} - ${address.pinCode}`;
}
