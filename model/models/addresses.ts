/**
 * The addresses model: sample events (what the customer does and what the server answers) and how states
 * are told apart. What every state promises is tests/model/drivers/addresses.ts; the effects of each step
 * (toasts, calls, storage, emitted events) are checked by the example tests in tests/model/addresses.test.ts.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { DEFAULT_ADDRESS_TEXT, DEFAULT_PIN_CODE } from '../../domain/addressDefaults.ts';
import type { ParsedAddressRecord, ParsedAnswer } from '../../domain/contract.ts';
import type { AddressPartsForm } from '../../domain/address.ts';
import { addressesMachine, deliveryAddress, type Address, type AddressUser } from '../../machines/addresses.ts';
import type { ModelConfig } from '../paths.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';

type AddressesMachine = typeof addressesMachine;
type Snapshot = SnapshotFrom<AddressesMachine>;
type Event = EventFromLogic<AddressesMachine>;

export const customer: AddressUser = { userId: 5, phone: '9876543210' };

/**
 * What the server holds at first, as the contract hands it over: the default home address and an office
 * (the contract's reading of ids and flags sent as text is tested in tests/unit/contract.test.ts).
 */
export const homeRecord: ParsedAddressRecord = {
  addressId: 1, address: '12 Shivam Flats, Kalawad Road', pinCode: '360005', phone: '9876543210', isDefault: true,
  house: '12 Shivam Flats', street: 'Kalawad Road', landmark: '', locality: 'Kalawad Road',
};
export const officeRecord: ParsedAddressRecord = { addressId: 2, address: '4 Yagnik Road', pinCode: '360001', phone: '', isDefault: false };
/** The address created for a customer who has none (spec section 7, getAddress). */
export const createdDefaultRecord: ParsedAddressRecord = {
  addressId: 3, address: DEFAULT_ADDRESS_TEXT, pinCode: DEFAULT_PIN_CODE, phone: customer.phone, isDefault: true,
};
export const ADDED_ID = 9;

export const serverPinCodes: ParsedAnswer<'getPinCodes'>['Data'] = [{ pinCode: '360001' }, { pinCode: '360005' }, { pinCode: '360007', area: 'Kalawad' }];

/** Forms as the customer types them. */
export const forms = {
  newAddress: { house: '  21 ', street: 'Race Course  Road ', landmark: '', pinCode: '360001', phone: '' },
  outsideArea: { house: '3', street: 'Amin Marg', landmark: '', pinCode: '360099', phone: '' },
  edited: { house: 'Flat 7', street: 'Jagnath Plot', landmark: 'Opp. Jagnath Temple', pinCode: '360001', phone: '9898989898' },
  badPhone: { house: 'Flat 7', street: 'Jagnath Plot', landmark: '', pinCode: '360001', phone: '12345' },
  noPin: { house: '21', street: 'Race Course Road', landmark: '', pinCode: '', phone: '' },
} satisfies Record<string, AddressPartsForm>;

const answer = { code: '200', msg: '' };

/** The records the server answers with: on a first load the fixtures, after that the list as the machine shows it. */
function fetchOutputs(context: Snapshot['context']): ParsedAddressRecord[][] {
  if (context.addresses.length > 0) {
    return [context.addresses.map((address) => ({
      addressId: address.id, address: address.streetAddress, pinCode: address.pinCode, phone: address.mobileNumber, isDefault: address.isDefault,
      ...address.parts, ...(address.locality === null ? {} : { locality: address.locality }),
    }))];
  }
  return context.defaultCreated ? [[createdDefaultRecord], []] : [[homeRecord, officeRecord], []];
}

const listLabel = (addresses: readonly Address[]) => addresses.map((address) => `${address.id}${address.isDefault ? '*' : ''}`).join(',');

export function defaultId(addresses: readonly Address[]): number | null {
  return (addresses.find((address) => address.isDefault) ?? addresses[0])?.id ?? null;
}

/** The list as the server first answers it (the starred one is the default). */
const FIRST_LIST = '1*,2';
/** The list of a customer who had none: the address created for them. */
const CREATED_LIST = '3*';

/**
 * What the customer does and the server answers, state by state. The list as first loaded offers every
 * action; a list after a change offers only what changes nothing (a form the domain rules refuse,
 * deleting or re-defaulting the default address, logging out), and after the customer chose another
 * delivery address only actions on that address are explored: this keeps the graph small. The pin
 * codes settle first (from the server, or the fallback list when the call fails).
 */
export function addressesEvents(snapshot: Snapshot): Event[] {
  const events: Event[] = [];
  const done = (id: string, output: unknown) => events.push({ type: `xstate.done.actor.${id}`, output } as never);
  const failed = (id: string, error: unknown) => events.push({ type: `xstate.error.actor.${id}`, error } as never);
  const { context } = snapshot;
  const list = listLabel(context.addresses);
  const delivery = deliveryAddress(context)?.id ?? null;
  const defaultOne = defaultId(context.addresses);
  const logout: Event = { type: 'SESSION_CHANGED', user: null };
  // The session becomes known (a stored customer, a visitor, or a customer whose earlier visit chose the office), or a login.
  const sessionKnown: Event[] = [{ type: 'SESSION_CHANGED', user: customer }, { type: 'SESSION_CHANGED', user: customer, deliveryId: officeRecord.addressId }];

  if (snapshot.matches('waitingForSession')) return [...sessionKnown, logout];
  if (snapshot.matches('visitor')) return [...sessionKnown, { type: 'ADD', ...forms.newAddress }];
  if (snapshot.matches({ active: { pinCodes: 'loading' } })) {
    done('fetchPinCodes', serverPinCodes);
    failed('fetchPinCodes', new Error('API error: 500'));
    return events;
  }
  if (snapshot.matches({ active: { list: 'loading' } })) {
    fetchOutputs(context).forEach((output) => done('fetchAddresses', output));
    failed('fetchAddresses', new Error('API error: 500'));
  }
  if (snapshot.matches({ active: { list: 'creatingDefault' } })) {
    done('addAddress', { ...answer, addressId: createdDefaultRecord.addressId });
    failed('addAddress', new Error('API error: 500'));
  }
  if (snapshot.matches({ active: { list: 'failed' } })) events.push({ type: 'RETRY' }, logout);
  if (snapshot.matches({ active: { list: { ready: 'idle' } } })) {
    const first = context.addresses[0];
    if (delivery !== defaultOne && delivery !== null) {
      events.push(
        { type: 'EDIT', id: first?.id ?? 0, ...forms.edited },
        { type: 'DELETE', id: delivery },
        { type: 'MAKE_DEFAULT', id: delivery },
        { type: 'SELECT_FOR_DELIVERY', id: defaultOne ?? 0 },
      );
    } else if (list === FIRST_LIST) {
      events.push(
        { type: 'ADD', ...forms.newAddress },
        { type: 'ADD', ...forms.outsideArea },
        { type: 'ADD', ...forms.noPin },
        { type: 'EDIT', id: 1, ...forms.edited },
        { type: 'EDIT', id: 1, ...forms.badPhone },
        { type: 'DELETE', id: 1 },
        { type: 'DELETE', id: 2 },
        { type: 'MAKE_DEFAULT', id: 1 },
        { type: 'MAKE_DEFAULT', id: 2 },
        { type: 'SELECT_FOR_DELIVERY', id: 2 },
      );
    } else if (list === CREATED_LIST || list === '') {
      events.push({ type: 'ADD', ...forms.newAddress });
      if (first) events.push({ type: 'EDIT', id: first.id, ...forms.edited });
    } else {
      events.push(
        { type: 'ADD', ...forms.outsideArea },
        { type: 'EDIT', id: first?.id ?? 0, ...forms.badPhone },
        { type: 'DELETE', id: defaultOne ?? 0 },
        { type: 'MAKE_DEFAULT', id: defaultOne ?? 0 },
      );
    }
    events.push(logout);
  }
  if (snapshot.matches({ active: { list: { ready: 'adding' } } })) {
    done('addAddress', { ...answer, addressId: ADDED_ID });
    failed('addAddress', new Error('Failed to add address'));
  }
  if (snapshot.matches({ active: { list: { ready: 'editing' } } })) {
    done('editAddress', answer);
    failed('editAddress', new Error('API error: 500'));
  }
  if (snapshot.matches({ active: { list: { ready: 'deleting' } } })) {
    done('deleteAddress', answer);
    failed('deleteAddress', new Error(addressTexts.addressNotFound));
  }
  if (snapshot.matches({ active: { list: { ready: 'makingDefault' } } })) {
    done('makeDefaultAddress', answer);
    failed('makeDefaultAddress', new Error('API error: 500'));
  }
  return events;
}

/** State value, the listed ids with the default starred, and the few flags that change what can happen next. */
export function serializeAddresses(snapshot: Snapshot): string {
  const { context } = snapshot;
  const reloading = snapshot.matches({ active: { list: 'loading' } }) || snapshot.matches({ active: { list: 'failed' } });
  const delivery = (addresses: Address[]) => {
    const id = deliveryAddress({ addresses, chosenDeliveryId: context.chosenDeliveryId })?.id ?? null;
    return id === defaultId(addresses) ? 'd' : String(id);
  };
  return [
    JSON.stringify(snapshot.value),
    `[${listLabel(context.addresses)}]`,
    `to=${delivery(context.addresses)}`,
    context.backup ? `was=${delivery(context.backup)}` : '',
    reloading && context.defaultCreated ? 'created' : '',
    context.addresses.length === 0 && context.chosenDeliveryId !== null ? `remembered=${context.chosenDeliveryId}` : '',
  ].join(' ');
}

export const addressesModel: ModelConfig<AddressesMachine> = {
  machine: addressesMachine,
  events: addressesEvents,
  serializeState: serializeAddresses,
};
