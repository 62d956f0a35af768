/**
 * What every addresses state promises (the sample events and how states are told apart are
 * model/models/addresses.ts). The effects of each step (toasts, calls, storage, emitted events) are
 * checked by the example tests in tests/model/addresses.test.ts, not re-derived here.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { isPlaceholderAddress } from '../../../domain/address.ts';
import { FALLBACK_PIN_CODES } from '../../../domain/addressDefaults.ts';
import { addressesMachine, addressesNotice, deliverableAddress, deliveryAddress, needsStreetAddress } from '../../../machines/addresses.ts';
import { customer, serverPinCodes, forms, defaultId } from '../../../model/models/addresses.ts';
import { addressTexts } from '../../../domain/messages/addresses.ts';

type Snapshot = SnapshotFrom<typeof addressesMachine>;

// ---- what every state promises -------------------------------------------------------------------

const inList = (snapshot: Snapshot, state: string) => snapshot.matches({ active: { list: { ready: state } } } as never);
const ACTIONS_UNDER_WAY = ['adding', 'editing', 'deleting', 'makingDefault'];

/** What each addresses state promises, checked against the running machine after every step. */
export function checkAddresses(actual: Snapshot, expected: Snapshot): void {
  const { context } = actual;
  expect(context).toEqual(expected.context);
  const ready = actual.matches({ active: { list: 'ready' } });

  // Who is known: nobody before the session is, nobody for a visitor, the customer once active.
  if (actual.matches('waitingForSession') || actual.matches('visitor')) {
    expect(context.user).toBeNull();
    expect(context.addresses).toEqual([]);
  } else {
    expect(context.user).toEqual(customer);
  }

  // What the screens show in place of the list.
  const notice =
    actual.matches('visitor') ? addressTexts.loginToManageAddresses
    : actual.matches({ active: { list: 'failed' } }) ? addressTexts.failedToLoadAddresses
    : ready && context.addresses.length === 0 ? addressTexts.noAddresses
    : null;
  expect(addressesNotice('en', actual)).toBe(notice);

  // The pin codes: none until loaded, then the server's (with their localities) or the fallback list (without).
  if (actual.matches({ active: { pinCodes: 'ready' } })) {
    expect([serverPinCodes.map((pin) => pin.pinCode), [...FALLBACK_PIN_CODES]]).toContainEqual(context.pinCodes);
    const fromServer = context.pinCodes?.length === serverPinCodes.length;
    expect(context.areas).toEqual(fromServer ? serverPinCodes.map(({ pinCode, area }) => ({ pinCode, locality: area ?? null })) : null);
  } else {
    expect(context.pinCodes).toBeNull();
    expect(context.areas).toBeNull();
  }

  // Busy flags and what can be sent: one action at a time, forms only while the list rests (or to a visitor, who is told to log in).
  const underWay = ACTIONS_UNDER_WAY.some((state) => inList(actual, state));
  expect(actual.hasTag('busy')).toBe(underWay);
  expect(actual.hasTag('saving')).toBe(inList(actual, 'adding') || inList(actual, 'editing'));
  expect(actual.hasTag('loadingList')).toBe(actual.matches({ active: { list: 'loading' } }) || actual.matches({ active: { list: 'creatingDefault' } }));
  expect(actual.can({ type: 'ADD', ...forms.newAddress })).toBe(inList(actual, 'idle') || actual.matches('visitor'));
  expect(actual.can({ type: 'RETRY' })).toBe(actual.matches({ active: { list: 'failed' } }));
  expect(context.backup !== null).toBe(inList(actual, 'deleting') || inList(actual, 'makingDefault'));

  // An optimistic change shows at once: the deleted address is gone, the new default is the only one.
  if (inList(actual, 'deleting')) {
    expect(context.addresses).toHaveLength(context.backup!.length - 1);
    expect(context.backup).toEqual(expect.arrayContaining(context.addresses));
  }
  if (inList(actual, 'makingDefault') || (ready && context.addresses.length > 0)) {
    expect(context.addresses.filter((address) => address.isDefault)).toHaveLength(1);
  }

  // The delivery address: the one chosen while it is listed, else the default one (else the first).
  const chosenListed = context.chosenDeliveryId !== null && context.addresses.some((address) => address.id === context.chosenDeliveryId);
  if (inList(actual, 'idle')) expect(context.chosenDeliveryId === null || chosenListed).toBe(true);
  expect(deliveryAddress(context)?.id ?? null).toBe(chosenListed ? context.chosenDeliveryId : defaultId(context.addresses));

  // The placeholder address of a new customer is shown for delivery, but no order can be sent to it.
  const delivery = deliveryAddress(context);
  const placeholder = delivery !== null && isPlaceholderAddress(delivery.streetAddress);
  expect(needsStreetAddress(context)).toEqual(placeholder ? delivery : null);
  expect(deliverableAddress(context)).toEqual(placeholder ? null : delivery);
}
