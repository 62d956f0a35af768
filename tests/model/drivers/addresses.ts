/**
 * The addresses model: sample events (what the customer does and what the server answers), how states
 * are told apart, and what every state promises. Shared by the machine-alone paths (tests/model) and,
 * later, the screen paths.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { DEFAULT_ADDRESS_TEXT, DEFAULT_PIN_CODE, FALLBACK_PIN_CODES } from '../../../domain/constants.ts';
import type { ParsedAddressRecord, ParsedAnswer } from '../../../domain/contract.ts';
import { messages } from '../../../domain/messages.ts';
import { validateAddress, type AddressForm } from '../../../domain/validation.ts';
import { isPlaceholderAddress } from '../../../domain/address.ts';
import {
  addressesMachine, addressesNotice, addressMessages, deliverableAddress, deliveryAddress, needsStreetAddress, type Address, type AddressUser,
  type NotifyParams,
} from '../../../machines/addresses.ts';
import type { ModelConfig } from '../../../model/paths.ts';
import type { StepContext } from '../../../model/run.ts';

type AddressesMachine = typeof addressesMachine;
type Snapshot = SnapshotFrom<AddressesMachine>;
type Event = EventFromLogic<AddressesMachine>;

export const customer: AddressUser = { userId: 5, phone: '9876543210' };

/**
 * What the server holds at first, as the contract hands it over: the default home address and an office
 * (the contract's reading of ids and flags sent as text is tested in tests/unit/contract.test.ts).
 */
export const homeRecord: ParsedAddressRecord = { addressId: 1, address: '12 Kalawad Road', pinCode: '360005', phone: '9876543210', isDefault: true };
export const officeRecord: ParsedAddressRecord = { addressId: 2, address: '4 Yagnik Road', pinCode: '360001', phone: '', isDefault: false };
/** The address created for a customer who has none (spec section 7, getAddress). */
export const createdDefaultRecord: ParsedAddressRecord = {
  addressId: 3, address: DEFAULT_ADDRESS_TEXT, pinCode: DEFAULT_PIN_CODE, phone: customer.phone, isDefault: true,
};
export const ADDED_ID = 9;

export const serverPinCodes: ParsedAnswer<'getPinCodes'>['Data'] = [{ pinCode: '360001' }, { pinCode: '360005' }, { pinCode: '360007', area: 'Kalawad' }];

/** Forms as the customer types them. */
export const forms = {
  newAddress: { streetAddress: '  21 Race Course Road ', pinCode: '360001', phone: '' },
  outsideArea: { streetAddress: 'Amin Marg', pinCode: '360099', phone: '' },
  edited: { streetAddress: 'Flat 7, Jagnath Plot', pinCode: '360001', phone: '9898989898' },
  badPhone: { streetAddress: 'Flat 7, Jagnath Plot', pinCode: '360001', phone: '12345' },
  noPin: { streetAddress: '21 Race Course Road', pinCode: '', phone: '' },
} satisfies Record<string, AddressForm>;

const answer = { code: '200', msg: '' };

/** The records the server would answer with now: what the list shows, plus the change just saved (edits go to the first address). */
function serverRecords(context: Snapshot['context']): ParsedAddressRecord[] {
  const records: ParsedAddressRecord[] = context.addresses.map((address) => {
    const edited = context.lastSaved === 'updated' && address.id === context.addresses[0]?.id;
    return {
      addressId: address.id,
      address: edited ? forms.edited.streetAddress : address.streetAddress,
      pinCode: edited ? forms.edited.pinCode : address.pinCode,
      phone: edited ? forms.edited.phone : address.mobileNumber,
      isDefault: address.isDefault,
    };
  });
  if (context.lastSaved === 'added' && !records.some((record) => record.addressId === ADDED_ID)) {
    records.push({ addressId: ADDED_ID, address: forms.newAddress.streetAddress.trim(), pinCode: forms.newAddress.pinCode, phone: '', isDefault: records.length === 0 });
  }
  return records;
}

const isFirstLoad = (context: Snapshot['context']) => context.addresses.length === 0 && context.lastSaved === null;

function fetchOutputs(context: Snapshot['context']): ParsedAddressRecord[][] {
  if (!isFirstLoad(context)) return [serverRecords(context)];
  return context.defaultCreated ? [[createdDefaultRecord], []] : [[homeRecord, officeRecord], []];
}

const listLabel = (addresses: readonly Address[]) => addresses.map((address) => `${address.id}${address.isDefault ? '*' : ''}`).join(',');

function defaultId(addresses: readonly Address[]): number | null {
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

  if (snapshot.matches('visitor')) {
    // Logging in, or a reload of the page with the office chosen for delivery on the earlier visit.
    return [{ type: 'SESSION_CHANGED', user: customer }, { type: 'SESSION_CHANGED', user: customer, deliveryId: officeRecord.addressId }, { type: 'ADD', ...forms.newAddress }];
  }
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
    failed('deleteAddress', new Error(messages.addressNotFound));
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
    reloading ? `saved=${context.lastSaved ?? '-'}${context.defaultCreated ? ' created' : ''}` : '',
    context.addresses.length === 0 && context.chosenDeliveryId !== null ? `remembered=${context.chosenDeliveryId}` : '',
  ].join(' ');
}

export const addressesInput = { user: customer };

export const addressesModel: ModelConfig<AddressesMachine> = {
  machine: addressesMachine,
  input: addressesInput,
  events: addressesEvents,
  serializeState: serializeAddresses,
};

// ---- what every state promises -------------------------------------------------------------------

/** The spec's mapping of a server record (section 3), written out here rather than taken from the machine. */
function shown(record: ParsedAddressRecord): Address {
  return {
    id: record.addressId,
    streetAddress: record.address,
    city: 'Rajkot',
    pinCode: record.pinCode,
    mobileNumber: record.phone,
    isDefault: record.isDefault,
  };
}

export interface AddressesEffectsLog {
  toasts: NotifyParams[];
  /** The delivery choices kept in browser storage, in order. */
  persisted: (number | null)[];
}

interface Call {
  name: string;
  input: unknown;
}

const isListed = (context: Snapshot['context'], id: number) => context.addresses.some((address) => address.id === id);
const isDefault = (context: Snapshot['context'], id: number) => context.addresses.some((address) => address.id === id && address.isDefault);

/** The fields the customer typed into the add or edit form. */
function typed(event: Event): AddressForm {
  if (event.type !== 'ADD' && event.type !== 'EDIT') throw new Error(`${event.type} carries no form`);
  return { streetAddress: event.streetAddress, pinCode: event.pinCode, phone: event.phone };
}

/** Whether the domain's validation lets a form through, against the pin codes the previous state had. */
function formAccepted(previous: Snapshot, event: Event): boolean {
  if (event.type !== 'ADD' && event.type !== 'EDIT') return false;
  if (!previous.matches({ active: { list: { ready: 'idle' } } })) return false;
  if (event.type === 'EDIT' && !isListed(previous.context, event.id)) return false;
  return previous.context.pinCodes !== null && validateAddress(typed(event), previous.context.pinCodes).ok;
}

const outputOf = (event: Event) => (event as unknown as { output: unknown }).output;

function expectedEffects(previous: Snapshot | null, event: Event): { toasts: NotifyParams[]; calls: Call[] } {
  const toasts: NotifyParams[] = [];
  const calls: Call[] = [];
  const fetchList = () => calls.push({ name: 'fetchAddresses', input: { userId: customer.userId } });
  const loadAll = () => calls.push({ name: 'fetchPinCodes', input: undefined }, { name: 'fetchAddresses', input: { userId: customer.userId } });
  if (!previous) {
    loadAll();
    return { toasts, calls };
  }
  const idle = previous.matches({ active: { list: { ready: 'idle' } } });
  switch (event.type) {
    case 'SESSION_CHANGED':
      if (event.user) loadAll();
      break;
    case 'RETRY':
      fetchList();
      break;
    case 'ADD':
      if (previous.matches('visitor')) toasts.push({ message: addressMessages.loginToSave, tone: 'error' });
      if (formAccepted(previous, event)) {
        const form = validateAddress(typed(event), previous.context.pinCodes ?? []);
        const value = form.ok ? form.value : typed(event);
        calls.push({
          name: 'addAddress',
          input: { userId: customer.userId, address: value.streetAddress, pinCode: value.pinCode, phone: value.phone },
        });
      }
      break;
    case 'EDIT':
      if (formAccepted(previous, event)) {
        const form = validateAddress(typed(event), previous.context.pinCodes ?? []);
        const value = form.ok ? form.value : typed(event);
        calls.push({ name: 'editAddress', input: { addressId: event.id, address: value.streetAddress, pinCode: value.pinCode, phone: value.phone } });
      }
      break;
    case 'DELETE':
      if (idle && !isDefault(previous.context, event.id)) calls.push({ name: 'deleteAddress', input: { addressId: event.id, userId: customer.userId } });
      break;
    case 'SELECT_FOR_DELIVERY':
      if (previous.matches({ active: { list: 'ready' } }) && isListed(previous.context, event.id)) {
        toasts.push({ message: messages.deliveryAddressUpdated, tone: 'success' });
      }
      break;
    case 'MAKE_DEFAULT':
      if (idle && !isDefault(previous.context, event.id)) {
        calls.push({ name: 'makeDefaultAddress', input: { addressId: event.id, userId: customer.userId } });
      }
      break;
    case 'xstate.error.actor.fetchPinCodes' as never:
      toasts.push({ message: addressMessages.failedToLoadPinCodes, tone: 'error' });
      break;
    case 'xstate.done.actor.fetchAddresses' as never: {
      const records = outputOf(event) as ParsedAddressRecord[];
      if (records.length === 0 && !previous.context.defaultCreated) {
        calls.push({
          name: 'addAddress',
          input: { userId: customer.userId, address: DEFAULT_ADDRESS_TEXT, pinCode: DEFAULT_PIN_CODE, phone: customer.phone },
        });
      }
      break;
    }
    case 'xstate.done.actor.addAddress' as never:
      if (previous.matches({ active: { list: { ready: 'adding' } } })) toasts.push({ message: messages.addressAdded, tone: 'success' });
      fetchList();
      break;
    case 'xstate.error.actor.addAddress' as never:
      if (previous.matches({ active: { list: { ready: 'adding' } } })) toasts.push({ message: addressMessages.failedToAdd, tone: 'error' });
      break;
    case 'xstate.done.actor.editAddress' as never:
      toasts.push({ message: messages.addressUpdated, tone: 'success' });
      fetchList();
      break;
    case 'xstate.error.actor.editAddress' as never:
      toasts.push({ message: addressMessages.failedToUpdate, tone: 'error' });
      break;
    case 'xstate.done.actor.deleteAddress' as never:
      toasts.push({ message: messages.addressDeleted, tone: 'success' });
      fetchList();
      break;
    case 'xstate.error.actor.deleteAddress' as never:
      toasts.push({ message: addressMessages.failedToDelete, tone: 'error' });
      break;
    case 'xstate.done.actor.makeDefaultAddress' as never:
      toasts.push({ message: messages.defaultAddressUpdated, tone: 'success' });
      fetchList();
      break;
    case 'xstate.error.actor.makeDefaultAddress' as never:
      toasts.push({ message: addressMessages.failedToUpdateDefault, tone: 'error' });
      break;
  }
  return { toasts, calls };
}

const sortCalls = (calls: readonly Call[]) => [...calls].sort((a, b) => a.name.localeCompare(b.name));

/** What each addresses state promises, checked against the running machine. */
export function checkAddresses(log: AddressesEffectsLog) {
  let toastsSeen = 0;
  let callsSeen = 0;
  let persistedSeen = 0;
  return (actual: Snapshot, expected: Snapshot, { event, previous, sut }: StepContext<AddressesMachine>) => {
    const { context } = actual;
    expect(context).toEqual(expected.context);

    // What the screen shows in place of the list.
    const notice = addressesNotice(actual);
    if (actual.matches('visitor')) {
      expect(notice).toBe(addressMessages.loginToManage);
      expect(context.addresses).toEqual([]);
    } else if (actual.matches({ active: { list: 'failed' } })) {
      expect(notice).toBe(addressMessages.failedToLoad);
    } else if (actual.matches({ active: { list: 'ready' } }) && context.addresses.length === 0) {
      expect(notice).toBe(messages.noAddresses);
    } else {
      expect(notice).toBeNull();
    }

    // Exactly one default while there are addresses; the delivery address is one of them.
    if (context.addresses.length > 0 && actual.matches({ active: { list: 'ready' } })) {
      expect(context.addresses.filter((address) => address.isDefault)).toHaveLength(1);
    }
    // The delivery address: the one chosen while it is listed, else the default one (else the first).
    const chosenListed = context.chosenDeliveryId !== null && isListed(context, context.chosenDeliveryId);
    expect(deliveryAddress(context)?.id ?? null).toBe(chosenListed ? context.chosenDeliveryId : defaultId(context.addresses));
    expect(context.backup !== null).toBe(
      actual.matches({ active: { list: { ready: 'deleting' } } }) || actual.matches({ active: { list: { ready: 'makingDefault' } } }),
    );

    // Step by step: what the event did to the list, the pin codes, the form and the delivery address.
    const type = event.type as string;
    if (type === 'xstate.done.actor.fetchAddresses' && actual.matches({ active: { list: 'ready' } })) {
      const records = outputOf(event) as ParsedAddressRecord[];
      expect(context.addresses).toEqual(records.map(shown));
    }
    if (type === 'xstate.done.actor.fetchPinCodes') expect(context.pinCodes).toEqual(serverPinCodes.map((pin) => pin.pinCode));
    if (type === 'xstate.error.actor.fetchPinCodes') expect(context.pinCodes).toEqual([...FALLBACK_PIN_CODES]);
    if (previous && (event.type === 'ADD' || event.type === 'EDIT') && previous.matches({ active: { list: { ready: 'idle' } } })) {
      if (formAccepted(previous, event)) {
        expect(context.formError).toBeNull();
      } else {
        const pinCodes = previous.context.pinCodes ?? [];
        const verdict = validateAddress(typed(event), pinCodes);
        const reason =
          event.type === 'EDIT' && !isListed(previous.context, event.id) ? messages.addressNotFound
          : pinCodes.length === 0 ? addressMessages.noPinCodes
          : verdict.ok ? null
          : verdict.message === messages.pinCodeRequired ? messages.selectPinCode
          : verdict.message;
        expect(context.formError).toBe(reason);
      }
    }
    if (previous && event.type === 'DELETE' && actual.matches({ active: { list: { ready: 'deleting' } } })) {
      expect(context.addresses).toEqual(previous.context.addresses.filter((address) => address.id !== event.id));
    }
    if (previous && event.type === 'DELETE' && isDefault(previous.context, event.id)) {
      expect(context.addresses).toEqual(previous.context.addresses);
      expect(actual.value).toEqual(previous.value);
    }
    if (event.type === 'MAKE_DEFAULT' && actual.matches({ active: { list: { ready: 'makingDefault' } } })) {
      expect(context.addresses.filter((address) => address.isDefault).map((address) => address.id)).toEqual([event.id]);
    }
    if (previous && (type === 'xstate.error.actor.deleteAddress' || type === 'xstate.error.actor.makeDefaultAddress')) {
      expect(context.addresses).toEqual(previous.context.backup);
      expect(deliveryAddress(context)).toEqual(deliveryAddress({ ...previous.context, addresses: previous.context.backup ?? [] }));
    }
    if (previous && event.type === 'SELECT_FOR_DELIVERY' && isListed(previous.context, event.id)) {
      expect(context.chosenDeliveryId).toBe(event.id);
      expect(deliveryAddress(context)?.id).toBe(event.id);
      expect(log.persisted.at(-1)).toBe(event.id);
    }
    if (previous && event.type !== 'SELECT_FOR_DELIVERY') expect(log.persisted).toHaveLength(persistedSeen);
    persistedSeen = log.persisted.length;
    // A reload: the choice of the earlier visit comes with the session, and stays once the list shows it.
    if (event.type === 'SESSION_CHANGED') expect(context.chosenDeliveryId).toBe(event.user ? (event.deliveryId ?? null) : null);
    if (previous && type === 'xstate.done.actor.fetchAddresses' && actual.matches({ active: { list: 'ready' } })) {
      const remembered = previous.context.chosenDeliveryId;
      expect(context.chosenDeliveryId).toBe(remembered !== null && isListed(context, remembered) ? remembered : null);
    }
    // The placeholder address of a new customer is shown for delivery, but no order can be sent to it.
    const delivery = deliveryAddress(context);
    const placeholder = delivery !== null && isPlaceholderAddress(delivery.streetAddress);
    expect(needsStreetAddress(context)).toEqual(placeholder ? delivery : null);
    expect(deliverableAddress(context)).toEqual(placeholder ? null : delivery);
    if (type === 'xstate.done.actor.addAddress' && previous?.matches({ active: { list: { ready: 'adding' } } })) expect(context.lastSaved).toBe('added');
    if (type === 'xstate.done.actor.editAddress') expect(context.lastSaved).toBe('updated');

    // The toasts and the calls this step made.
    const effects = expectedEffects(previous, event);
    const newToasts = log.toasts.slice(toastsSeen);
    toastsSeen = log.toasts.length;
    expect(newToasts).toEqual(effects.toasts);
    const newCalls = sut.effects.calls.slice(callsSeen);
    callsSeen = sut.effects.calls.length;
    expect(sortCalls(newCalls)).toEqual(sortCalls(effects.calls));
  };
}
