/**
 * Delivery addresses (spec sections 2 /settings/addresses*, 3 Address, 4 Session address actions,
 * 5 Address, 7 getAddress .. getPinCodes, 8 Addresses, 9 fallback pin codes; DESIGN.md "Default
 * address"): the customer's list, the default one created when none exist, the delivery pin codes
 * (with the fallback list), add and edit forms checked with the domain's `validateAddress`, optimistic
 * delete and make-default, and the address chosen for delivery that the checkout reads.
 *
 * The chosen delivery address survives a reload: the app keeps it in browser storage (`persistDelivery`)
 * and hands it back with SESSION_CHANGED; it is used again once the list has loaded, if still listed.
 * An address whose text is still the placeholder of a new customer cannot receive an order
 * (`deliverableAddress`): the cart asks for the street first.
 *
 * Effects are actors the app provides. Each resolves with the parsed answer of its call and rejects
 * when the call fails (HTTP error, or an answer whose `code` is not 200).
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAddressRecord, ParsedAnswer } from '../domain/contract.ts';
import { isPlaceholderAddress } from '../domain/address.ts';
import { DEFAULT_ADDRESS_TEXT, DEFAULT_CITY, DEFAULT_PIN_CODE, FALLBACK_PIN_CODES } from '../domain/constants.ts';
import { messages } from '../domain/messages.ts';
import { validateAddress, type AddressForm } from '../domain/validation.ts';

/** Texts of spec section 8 that domain/messages.ts does not hold. */
export const addressMessages = {
  loginToManage: 'Please login to manage addresses',
  loginToSave: 'Please login to save address',
  failedToLoad: 'Failed to load addresses. Please try again.',
  failedToLoadPinCodes: 'Failed to load pin codes. Using fallback data.',
  noPinCodes: 'No pin codes available',
  failedToAdd: 'Failed to add address. Please try again.',
  failedToUpdate: 'Failed to update address. Please try again.',
  failedToUpdateDefault: 'Failed to update default address',
  /** The specification quotes no text for a failed delete; this one follows its wording for the others. */
  failedToDelete: 'Failed to delete address. Please try again.',
} as const;

/** An address as the screens show it (spec section 3). */
export interface Address {
  id: number;
  streetAddress: string;
  city: string;
  pinCode: string;
  mobileNumber: string;
  isDefault: boolean;
}

/** Who is logged in, as far as addresses need to know. */
export interface AddressUser {
  userId: number;
  phone: string;
}

export type Tone = 'success' | 'error';
export interface NotifyParams {
  message: string;
  tone: Tone;
}

export type AddressesEvent =
  /**
   * The session changed (login, logout, another user): the list is loaded again for the new user.
   * `deliveryId`: the delivery address this user chose on an earlier visit (kept in browser storage).
   */
  | { type: 'SESSION_CHANGED'; user: AddressUser | null; deliveryId?: number | null }
  | { type: 'RETRY' }
  /** The add form as typed (street address, pin code, optional phone). */
  | ({ type: 'ADD' } & AddressForm)
  /** The edit form of address `id` as typed. */
  | ({ type: 'EDIT'; id: number } & AddressForm)
  | { type: 'DELETE'; id: number }
  | { type: 'MAKE_DEFAULT'; id: number }
  | { type: 'SELECT_FOR_DELIVERY'; id: number };

export interface AddressesContext {
  user: AddressUser | null;
  addresses: Address[];
  /** The delivery pin codes; null until they are loaded. */
  pinCodes: string[] | null;
  /** The address the customer chose for delivery; while none is chosen (or it is gone) the default one is used. */
  chosenDeliveryId: number | null;
  /** The list before an optimistic delete or make-default, restored if the server refuses. */
  backup: Address[] | null;
  /** Why the last add or edit form was not sent. */
  formError: string | null;
  /** The last form the server accepted (the screen closes the form). */
  lastSaved: 'added' | 'updated' | null;
  /** The default address was created once already; an empty list after that is shown as empty. */
  defaultCreated: boolean;
}

export interface AddressesInput {
  user: AddressUser | null;
}

/**
 * Maps a server record as the contract parsed it (spec section 3: addressId, address, pinCode, phone, and
 * isDefault, where "1" or "true" already read as true).
 */
export function toAddress({ addressId, address, pinCode, phone, isDefault }: ParsedAddressRecord): Address {
  return { id: addressId, streetAddress: address, city: DEFAULT_CITY, pinCode, mobileNumber: phone, isDefault };
}

export function toAddresses(records: readonly ParsedAddressRecord[]): Address[] {
  return records.map(toAddress);
}

export function defaultAddress(addresses: readonly Address[]): Address | null {
  return addresses.find((address) => address.isDefault) ?? null;
}

const findAddress = (addresses: readonly Address[], id: number) => addresses.find((address) => address.id === id) ?? null;

/** The address the cart delivers to: the one chosen while it is listed, else the default one, else the first. */
export function deliveryAddress(context: Pick<AddressesContext, 'addresses' | 'chosenDeliveryId'>): Address | null {
  const chosen = context.chosenDeliveryId === null ? null : findAddress(context.addresses, context.chosenDeliveryId);
  return chosen ?? defaultAddress(context.addresses) ?? context.addresses[0] ?? null;
}

/** The delivery address still holds the placeholder text of a new customer: it needs a street first. */
export function needsStreetAddress(context: Pick<AddressesContext, 'addresses' | 'chosenDeliveryId'>): Address | null {
  const address = deliveryAddress(context);
  return address && isPlaceholderAddress(address.streetAddress) ? address : null;
}

/** The address an order can be sent to: the delivery address unless it is still the placeholder. */
export function deliverableAddress(context: Pick<AddressesContext, 'addresses' | 'chosenDeliveryId'>): Address | null {
  return needsStreetAddress(context) ? null : deliveryAddress(context);
}

/** The form fields an ADD or EDIT event carries. */
export function formOf(event: AddressesEvent): AddressForm {
  if (event.type !== 'ADD' && event.type !== 'EDIT') return { streetAddress: '', pinCode: '', phone: '' };
  return { streetAddress: event.streetAddress, pinCode: event.pinCode, phone: event.phone };
}

/**
 * Why an add or edit form cannot be sent, or null when it can. The storefront's forms pick the pin code
 * from a list, so an empty one reads "Please select a pin code" (spec section 5 quotes it beside "Pin code
 * is required", which the API answers).
 */
export function formProblem(context: Pick<AddressesContext, 'addresses' | 'pinCodes'>, event: AddressesEvent): string | null {
  if (event.type !== 'ADD' && event.type !== 'EDIT') return null;
  if (event.type === 'EDIT' && !findAddress(context.addresses, event.id)) return messages.addressNotFound;
  if (!context.pinCodes || context.pinCodes.length === 0) return addressMessages.noPinCodes;
  const checked = validateAddress(formOf(event), context.pinCodes);
  if (checked.ok) return null;
  return checked.message === messages.pinCodeRequired ? messages.selectPinCode : checked.message;
}

/** The form of an ADD or EDIT as it is sent: trimmed by the domain's validation. */
function checkedForm(context: AddressesContext, event: AddressesEvent): AddressForm {
  const form = formOf(event);
  const checked = validateAddress(form, context.pinCodes ?? []);
  return checked.ok ? checked.value : form;
}

const notAvailable = (name: string) => () => Promise.reject(new Error(`${name} not provided`));

export const addressesMachine = setup({
  types: {
    context: {} as AddressesContext,
    events: {} as AddressesEvent,
    input: {} as AddressesInput,
  },
  actors: {
    fetchAddresses: fromPromise<ParsedAddressRecord[], { userId: number }>(notAvailable('fetchAddresses')),
    fetchPinCodes: fromPromise<ParsedAnswer<'getPinCodes'>['Data'], void>(notAvailable('fetchPinCodes')),
    addAddress: fromPromise<ParsedAnswer<'addAddress'>, CallRequest<'addAddress'>>(notAvailable('addAddress')),
    editAddress: fromPromise<ParsedAnswer<'editAddress'>, CallRequest<'editAddress'>>(notAvailable('editAddress')),
    deleteAddress: fromPromise<ParsedAnswer<'deleteAddress'>, CallRequest<'deleteAddress'>>(notAvailable('deleteAddress')),
    makeDefaultAddress: fromPromise<ParsedAnswer<'makeDefaultAddress'>, CallRequest<'makeDefaultAddress'>>(
      notAvailable('makeDefaultAddress'),
    ),
  },
  guards: {
    isLoggedIn: ({ context }) => context.user !== null,
    needsDefaultAddress: ({ context, event }) =>
      !context.defaultCreated && 'output' in event && Array.isArray(event.output) && event.output.length === 0,
    isAddressFormValid: ({ context, event }) => formProblem(context, event) === null,
    isDefaultAddress: ({ context, event }) => 'id' in event && findAddress(context.addresses, event.id)?.isDefault === true,
    isListedAddress: ({ context, event }) => 'id' in event && findAddress(context.addresses, event.id) !== null,
  },
  actions: {
    setUser: assign({ user: ({ context, event }) => (event.type === 'SESSION_CHANGED' ? event.user : context.user) }),
    forgetAddresses: assign({
      addresses: [], pinCodes: null, backup: null, formError: null, lastSaved: null, defaultCreated: false,
      /** The new user's choice from an earlier visit, used once the list shows it. */
      chosenDeliveryId: ({ event }) => (event.type === 'SESSION_CHANGED' && event.user ? (event.deliveryId ?? null) : null),
    }),
    /** The list as loaded; a chosen delivery address no longer listed is forgotten. */
    setAddresses: assign(({ context }, params: { records: ParsedAddressRecord[] }) => {
      const addresses = toAddresses(params.records);
      const chosen = context.chosenDeliveryId;
      return { addresses, backup: null, chosenDeliveryId: chosen !== null && findAddress(addresses, chosen) ? chosen : null };
    }),
    markDefaultCreated: assign({ defaultCreated: true }),
    setPinCodes: assign({ pinCodes: (_, params: { pinCodes: ParsedAnswer<'getPinCodes'>['Data'] }) => params.pinCodes.map((pin) => pin.pinCode) }),
    useFallbackPinCodes: assign({ pinCodes: () => [...FALLBACK_PIN_CODES] }),
    showFormError: assign({ formError: ({ context, event }) => formProblem(context, event) }),
    acceptForm: assign({ formError: null, lastSaved: null }),
    markSaved: assign({ lastSaved: (_, params: { saved: 'added' | 'updated' }) => params.saved }),
    chooseDelivery: assign({ chosenDeliveryId: ({ context, event }) => (event.type === 'SELECT_FOR_DELIVERY' ? event.id : context.chosenDeliveryId) }),
    removeOptimistically: assign(({ context, event }) => {
      if (event.type !== 'DELETE') return {};
      return { backup: context.addresses, lastSaved: null, addresses: context.addresses.filter((address) => address.id !== event.id) };
    }),
    makeDefaultOptimistically: assign(({ context, event }) => {
      if (event.type !== 'MAKE_DEFAULT') return {};
      return {
        backup: context.addresses,
        lastSaved: null,
        addresses: context.addresses.map((address) => ({ ...address, isDefault: address.id === event.id })),
      };
    }),
    restoreBackup: assign(({ context }) => ({ addresses: context.backup ?? context.addresses, backup: null })),
    dropBackup: assign({ backup: null }),
    /** Supplied by the app: a toast. */
    notify: (_, _params: NotifyParams) => {},
    /** Supplied by the app: keep the chosen delivery address (`chosenDeliveryId` of `user`) in browser storage. */
    persistDelivery: () => {},
  },
}).createMachine({
  id: 'addresses',
  context: ({ input }) => ({
    user: input.user,
    addresses: [],
    pinCodes: null,
    chosenDeliveryId: null,
    backup: null,
    formError: null,
    lastSaved: null,
    defaultCreated: false,
  }),
  initial: 'start',
  on: {
    SESSION_CHANGED: { target: '.start', actions: ['setUser', 'forgetAddresses'] },
  },
  states: {
    start: {
      always: [{ guard: 'isLoggedIn', target: 'active' }, { target: 'visitor' }],
    },
    /** Shows "Please login to manage addresses". */
    visitor: {
      on: {
        ADD: { actions: { type: 'notify', params: { message: addressMessages.loginToSave, tone: 'error' } } },
      },
    },
    active: {
      type: 'parallel',
      states: {
        pinCodes: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchPinCodes',
                src: 'fetchPinCodes',
                onDone: { target: 'ready', actions: { type: 'setPinCodes', params: ({ event }) => ({ pinCodes: event.output }) } },
                onError: {
                  target: 'ready',
                  actions: ['useFallbackPinCodes', { type: 'notify', params: { message: addressMessages.failedToLoadPinCodes, tone: 'error' } }],
                },
              },
            },
            ready: {},
          },
        },
        list: {
          initial: 'loading',
          states: {
            loading: {
              invoke: {
                id: 'fetchAddresses',
                src: 'fetchAddresses',
                input: ({ context }) => ({ userId: context.user?.userId ?? 0 }),
                onDone: [
                  { guard: 'needsDefaultAddress', target: 'creatingDefault' },
                  { target: 'ready', actions: { type: 'setAddresses', params: ({ event }) => ({ records: event.output }) } },
                ],
                onError: { target: 'failed' },
              },
            },
            /** No address yet: the default one (spec section 7, getAddress) is created, then the list reloads. */
            creatingDefault: {
              invoke: {
                id: 'addAddress',
                src: 'addAddress',
                input: ({ context }) => ({
                  userId: context.user?.userId ?? 0,
                  address: DEFAULT_ADDRESS_TEXT,
                  pinCode: DEFAULT_PIN_CODE,
                  phone: context.user?.phone ?? '',
                }),
                onDone: { target: 'loading', actions: 'markDefaultCreated' },
                onError: { target: 'failed', actions: 'markDefaultCreated' },
              },
            },
            /** Shows "Failed to load addresses. Please try again." with Try Again. */
            failed: {
              on: { RETRY: 'loading' },
            },
            ready: {
              initial: 'idle',
              on: {
                SELECT_FOR_DELIVERY: {
                  guard: 'isListedAddress',
                  actions: ['chooseDelivery', 'persistDelivery', { type: 'notify', params: { message: messages.deliveryAddressUpdated, tone: 'success' } }],
                },
              },
              states: {
                idle: {
                  on: {
                    ADD: [{ guard: 'isAddressFormValid', target: 'adding', actions: 'acceptForm' }, { actions: 'showFormError' }],
                    EDIT: [{ guard: 'isAddressFormValid', target: 'editing', actions: 'acceptForm' }, { actions: 'showFormError' }],
                    /** The screen blocks deleting the default address (DESIGN.md "Default address"). */
                    DELETE: [{ guard: 'isDefaultAddress' }, { target: 'deleting', actions: 'removeOptimistically' }],
                    /** Already the default: nothing to do. */
                    MAKE_DEFAULT: [{ guard: 'isDefaultAddress' }, { target: 'makingDefault', actions: 'makeDefaultOptimistically' }],
                  },
                },
                adding: {
                  invoke: {
                    id: 'addAddress',
                    src: 'addAddress',
                    input: ({ context, event }) => {
                      const form = checkedForm(context, event);
                      return { userId: context.user?.userId ?? 0, address: form.streetAddress, pinCode: form.pinCode, phone: form.phone };
                    },
                    onDone: {
                      target: '#addresses.active.list.loading',
                      actions: [
                        { type: 'markSaved', params: { saved: 'added' } },
                        { type: 'notify', params: { message: messages.addressAdded, tone: 'success' } },
                      ],
                    },
                    onError: { target: 'idle', actions: { type: 'notify', params: { message: addressMessages.failedToAdd, tone: 'error' } } },
                  },
                },
                editing: {
                  invoke: {
                    id: 'editAddress',
                    src: 'editAddress',
                    input: ({ context, event }) => {
                      const id = event.type === 'EDIT' ? event.id : 0;
                      const form = checkedForm(context, event);
                      return { addressId: id, address: form.streetAddress, pinCode: form.pinCode, phone: form.phone };
                    },
                    onDone: {
                      target: '#addresses.active.list.loading',
                      actions: [
                        { type: 'markSaved', params: { saved: 'updated' } },
                        { type: 'notify', params: { message: messages.addressUpdated, tone: 'success' } },
                      ],
                    },
                    onError: { target: 'idle', actions: { type: 'notify', params: { message: addressMessages.failedToUpdate, tone: 'error' } } },
                  },
                },
                deleting: {
                  invoke: {
                    id: 'deleteAddress',
                    src: 'deleteAddress',
                    input: ({ context, event }) => ({ addressId: event.type === 'DELETE' ? event.id : 0, userId: context.user?.userId ?? 0 }),
                    onDone: {
                      target: '#addresses.active.list.loading',
                      actions: ['dropBackup', { type: 'notify', params: { message: messages.addressDeleted, tone: 'success' } }],
                    },
                    onError: {
                      target: 'idle',
                      actions: ['restoreBackup', { type: 'notify', params: { message: addressMessages.failedToDelete, tone: 'error' } }],
                    },
                  },
                },
                makingDefault: {
                  invoke: {
                    id: 'makeDefaultAddress',
                    src: 'makeDefaultAddress',
                    input: ({ context, event }) => ({ addressId: event.type === 'MAKE_DEFAULT' ? event.id : 0, userId: context.user?.userId ?? 0 }),
                    onDone: {
                      target: '#addresses.active.list.loading',
                      actions: ['dropBackup', { type: 'notify', params: { message: messages.defaultAddressUpdated, tone: 'success' } }],
                    },
                    onError: {
                      target: 'idle',
                      actions: ['restoreBackup', { type: 'notify', params: { message: addressMessages.failedToUpdateDefault, tone: 'error' } }],
                    },
                  },
                },
              },
            },
          },
        },
      },
    },
  },
});

export type AddressesSnapshot = SnapshotFrom<typeof addressesMachine>;

/** The text the address screens show in place of (or above) the list, if any. */
export function addressesNotice(snapshot: AddressesSnapshot): string | null {
  if (snapshot.matches('visitor')) return addressMessages.loginToManage;
  if (snapshot.matches({ active: { list: 'failed' } })) return addressMessages.failedToLoad;
  if (snapshot.matches({ active: { list: 'ready' } }) && snapshot.context.addresses.length === 0) return messages.noAddresses;
  return null;
}

/** The pin codes the form offers, or the text shown when there are none. */
export function pinCodeChoices(context: Pick<AddressesContext, 'pinCodes'>): { pinCodes: string[]; notice: string | null } {
  const pinCodes = context.pinCodes ?? [];
  return { pinCodes, notice: context.pinCodes !== null && pinCodes.length === 0 ? addressMessages.noPinCodes : null };
}
