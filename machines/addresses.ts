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
 * The machine starts waiting for the session: until SESSION_CHANGED tells it who is logged in (or that
 * nobody is), the screens show it loading rather than the visitor's notice.
 *
 * A form ends through the machine: a form it refuses emits `addressRefused` (why), a form the server
 * saved emits `addressSaved`; the form that sent it listens with `actor.on(...)`. Busy states carry the
 * tags `busy` (an add, edit, delete or make-default under way) and `saving` (an add or edit); the list
 * being (re)loaded or its default address created carries `loadingList`.
 *
 * Effects are actors and actions the app provides. Each resolves with the parsed answer of its call and rejects
 * when the call fails (HTTP error, or an answer whose `code` is not 200).
 */
import { assign, emit, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAddressRecord, ParsedAnswer } from '../domain/contract.ts';
import { addressFormProblem, isPlaceholderAddress, toAddress, validateAddressPartsForm, type Address, type AddressPartsForm } from '../domain/address.ts';
import { DEFAULT_ADDRESS_TEXT, DEFAULT_PIN_CODE, FALLBACK_PIN_CODES } from '../domain/addressDefaults.ts';
import { servedAreas, type ServedArea } from '../domain/deliveryArea.ts';
import { notProvided, toast, type Notice } from './kit.ts';
import { messageKeys, type Message, type Words } from '../domain/message.ts';
import { addressTexts as englishAddressTexts } from '../domain/messages/addresses.ts';
import { textsIn } from '../domain/textCatalogues.ts';
import type { Language } from '../domain/locale.ts';

const sayAddress = messageKeys('addressTexts', englishAddressTexts);

export type { Address };

/** Who is logged in, as far as addresses need to know. */
export interface AddressUser {
  userId: number;
  phone: string;
}

export type AddressesEvent =
  /**
   * The session is known or changed (login, logout, another user): the list is loaded again for the new user.
   * `deliveryId`: the delivery address this user chose on an earlier visit (kept in browser storage).
   */
  | { type: 'SESSION_CHANGED'; user: AddressUser | null; deliveryId?: number | null }
  | { type: 'RETRY' }
  /** The add form as typed (house or flat, street, optional landmark, pin code, optional phone). */
  | ({ type: 'ADD' } & AddressPartsForm)
  /** The edit form of address `id` as typed. */
  | ({ type: 'EDIT'; id: number } & AddressPartsForm)
  | { type: 'DELETE'; id: number }
  | { type: 'MAKE_DEFAULT'; id: number }
  | { type: 'SELECT_FOR_DELIVERY'; id: number };

/** What the machine tells the form that sent ADD or EDIT. */
export type AddressesEmitted =
  /** The form was not sent: why (a text of domain/messages.ts). */
  | { type: 'addressRefused'; message: Words }
  /** The server saved the form. */
  | { type: 'addressSaved'; saved: 'added' | 'updated' };

export interface AddressesContext {
  user: AddressUser | null;
  addresses: Address[];
  /** The delivery pin codes; null until they are loaded. */
  pinCodes: string[] | null;
  /** The delivery pin codes with their localities as the server names them; null until loaded, or with the fallback list. */
  areas: ServedArea[] | null;
  /** The address the customer chose for delivery; while none is chosen (or it is gone) the default one is used. */
  chosenDeliveryId: number | null;
  /** The list before an optimistic delete or make-default, restored if the server refuses. */
  backup: Address[] | null;
  /** The default address was created once already; an empty list after that is shown as empty. */
  defaultCreated: boolean;
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
const formOf = ({ house, street, landmark, pinCode, phone }: AddressPartsForm): AddressPartsForm => ({ house, street, landmark, pinCode, phone });

/** A form with the address it edits (null: a new address). */
interface FormParams {
  form: AddressPartsForm;
  editing: number | null;
}

const addForm = ({ event }: { event: { type: 'ADD' } & AddressPartsForm }): FormParams => ({ form: formOf(event), editing: null });
const editForm = ({ event }: { event: { type: 'EDIT'; id: number } & AddressPartsForm }): FormParams => ({ form: formOf(event), editing: event.id });

/** Why an add or edit form cannot be sent, or null when it can: the edited address must be listed, then the domain's rules. */
function formProblem(context: Pick<AddressesContext, 'addresses' | 'pinCodes'>, { form, editing }: FormParams): Message | null {
  if (editing !== null && !findAddress(context.addresses, editing)) return sayAddress('addressNotFound');
  return addressFormProblem(form, context.pinCodes);
}

/** The form of an ADD or EDIT as it is sent: its parts, pin code and phone tidied by the domain's validation. */
function checkedForm(context: AddressesContext, event: AddressesEvent) {
  const form = event.type === 'ADD' || event.type === 'EDIT' ? formOf(event) : { house: '', street: '', landmark: '', pinCode: '', phone: '' };
  const checked = validateAddressPartsForm(form, context.pinCodes ?? []);
  const { house, street, landmark, pinCode, phone } = checked.ok ? { ...checked.value.parts, pinCode: checked.value.pinCode, phone: checked.value.phone } : form;
  return { house, street, landmark, pinCode, phone };
}

const idOf = ({ event }: { event: { id: number } }) => ({ id: event.id });

export const addressesMachine = setup({
  types: {
    context: {} as AddressesContext,
    events: {} as AddressesEvent,
    emitted: {} as AddressesEmitted,
  },
  actors: {
    fetchAddresses: fromPromise<ParsedAddressRecord[], { userId: number }>(notProvided('fetchAddresses')),
    fetchPinCodes: fromPromise<ParsedAnswer<'getPinCodes'>['Data'], void>(notProvided('fetchPinCodes')),
    addAddress: fromPromise<ParsedAnswer<'addAddress'>, CallRequest<'addAddress'>>(notProvided('addAddress')),
    editAddress: fromPromise<ParsedAnswer<'editAddress'>, CallRequest<'editAddress'>>(notProvided('editAddress')),
    deleteAddress: fromPromise<ParsedAnswer<'deleteAddress'>, CallRequest<'deleteAddress'>>(notProvided('deleteAddress')),
    makeDefaultAddress: fromPromise<ParsedAnswer<'makeDefaultAddress'>, CallRequest<'makeDefaultAddress'>>(notProvided('makeDefaultAddress')),
  },
  guards: {
    isLoggedIn: ({ context }) => context.user !== null,
    /** The server has no address for this customer, and the default one was not created yet. */
    needsDefaultAddress: ({ context }, params: { records: readonly ParsedAddressRecord[] }) => !context.defaultCreated && params.records.length === 0,
    isAddressFormValid: ({ context }, params: FormParams) => formProblem(context, params) === null,
    isDefaultAddress: ({ context }, params: { id: number }) => findAddress(context.addresses, params.id)?.isDefault === true,
    isListedAddress: ({ context }, params: { id: number }) => findAddress(context.addresses, params.id) !== null,
  },
  actions: {
    setUser: assign({ user: (_, params: { user: AddressUser | null }) => params.user }),
    forgetAddresses: assign({
      addresses: [], pinCodes: null, areas: null, backup: null, defaultCreated: false,
      /** The new user's choice from an earlier visit, used once the list shows it. */
      chosenDeliveryId: (_, params: { deliveryId: number | null }) => params.deliveryId,
    }),
    /** The list as loaded; a chosen delivery address no longer listed is forgotten. */
    setAddresses: assign(({ context }, params: { records: ParsedAddressRecord[] }) => {
      const addresses = params.records.map(toAddress);
      const chosen = context.chosenDeliveryId;
      return { addresses, backup: null, chosenDeliveryId: chosen !== null && findAddress(addresses, chosen) ? chosen : null };
    }),
    markDefaultCreated: assign({ defaultCreated: true }),
    setPinCodes: assign((_, params: { pinCodes: ParsedAnswer<'getPinCodes'>['Data'] }) => ({
      pinCodes: params.pinCodes.map((pin) => pin.pinCode),
      areas: servedAreas(params.pinCodes),
    })),
    useFallbackPinCodes: assign({ pinCodes: () => [...FALLBACK_PIN_CODES], areas: null }),
    refuseForm: emit(({ context }, params: FormParams) => ({ type: 'addressRefused' as const, message: formProblem(context, params) ?? '' })),
    tellSaved: emit((_, params: { saved: 'added' | 'updated' }) => ({ type: 'addressSaved' as const, saved: params.saved })),
    chooseDelivery: assign({ chosenDeliveryId: (_, params: { id: number }) => params.id }),
    removeOptimistically: assign(({ context }, params: { id: number }) => ({
      backup: context.addresses,
      addresses: context.addresses.filter((address) => address.id !== params.id),
    })),
    makeDefaultOptimistically: assign(({ context }, params: { id: number }) => ({
      backup: context.addresses,
      addresses: context.addresses.map((address) => ({ ...address, isDefault: address.id === params.id })),
    })),
    restoreBackup: assign(({ context }) => ({ addresses: context.backup ?? context.addresses, backup: null })),
    dropBackup: assign({ backup: null }),
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
    /** Supplied by the app: keep the chosen delivery address (`chosenDeliveryId` of `user`) in browser storage. */
    persistDelivery: () => {},
    /** Supplied by the app: keep the list as shown (none for a visitor) in browser storage (spec section 3, key addresses). */
    persistAddresses: () => {},
  },
}).createMachine({
  id: 'addresses',
  meta: { spec: '4' },
  context: {
    user: null,
    addresses: [],
    pinCodes: null,
    areas: null,
    chosenDeliveryId: null,
    backup: null,
    defaultCreated: false,
  },
  initial: 'waitingForSession',
  on: {
    SESSION_CHANGED: {
      target: '.start',
      actions: [
        { type: 'setUser', params: ({ event }) => ({ user: event.user }) },
        { type: 'forgetAddresses', params: ({ event }) => ({ deliveryId: event.user ? (event.deliveryId ?? null) : null }) },
      ],
    },
  },
  states: {
    /** Nobody knows yet whether someone is logged in (the stored session is being restored): shown as loading. */
    waitingForSession: { meta: { spec: '4' } },
    start: {
      meta: { spec: '4' },
      always: [{ guard: 'isLoggedIn', target: 'active' }, { target: 'visitor' }],
    },
    /** Shows "Please login to manage addresses". */
    visitor: {
      meta: { spec: '4' },
      entry: 'persistAddresses',
      on: {
        ADD: { actions: toast(sayAddress('loginToSaveAddress'), 'error') },
      },
    },
    active: {
      meta: { spec: '4' },
      type: 'parallel',
      states: {
        pinCodes: {
          meta: { spec: '4' },
          initial: 'loading',
          states: {
            loading: {
              meta: { spec: ['4', '7'] },
              invoke: {
                id: 'fetchPinCodes',
                src: 'fetchPinCodes',
                onDone: { target: 'ready', actions: { type: 'setPinCodes', params: ({ event }) => ({ pinCodes: event.output }) } },
                onError: { target: 'ready', actions: ['useFallbackPinCodes', toast(sayAddress('failedToLoadPinCodes'), 'error')] },
              },
            },
            ready: { meta: { spec: '4' } },
          },
        },
        list: {
          meta: { spec: '4' },
          initial: 'loading',
          states: {
            loading: {
              meta: { spec: ['4', '7'] },
              tags: ['loadingList'],
              invoke: {
                id: 'fetchAddresses',
                src: 'fetchAddresses',
                input: ({ context }) => ({ userId: context.user?.userId ?? 0 }),
                onDone: [
                  { guard: { type: 'needsDefaultAddress', params: ({ event }) => ({ records: event.output }) }, target: 'creatingDefault' },
                  { target: 'ready', actions: { type: 'setAddresses', params: ({ event }) => ({ records: event.output }) } },
                ],
                onError: { target: 'failed' },
              },
            },
            /** No address yet: the default one (spec section 7, getAddress) is created, then the list reloads. */
            creatingDefault: {
              meta: { spec: ['4', '7'] },
              tags: ['loadingList'],
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
              meta: { spec: ['4', '8'] },
              on: { RETRY: 'loading' },
            },
            ready: {
              meta: { spec: '4' },
              initial: 'idle',
              on: {
                SELECT_FOR_DELIVERY: {
                  guard: { type: 'isListedAddress', params: idOf },
                  actions: [{ type: 'chooseDelivery', params: idOf }, 'persistDelivery', toast(sayAddress('deliveryAddressUpdated'), 'success')],
                },
              },
              states: {
                idle: {
                  meta: { spec: '4' },
                  entry: 'persistAddresses',
                  on: {
                    ADD: [
                      { guard: { type: 'isAddressFormValid', params: addForm }, target: 'adding' },
                      { actions: { type: 'refuseForm', params: addForm } },
                    ],
                    EDIT: [
                      { guard: { type: 'isAddressFormValid', params: editForm }, target: 'editing' },
                      { actions: { type: 'refuseForm', params: editForm } },
                    ],
                    /** The screen blocks deleting the default address (DESIGN.md "Default address"). */
                    /** An address the list no longer holds (a screen a step behind the reloaded list) is refused. */
                    DELETE: [
                      { guard: { type: 'isDefaultAddress', params: idOf } },
                      { guard: { type: 'isListedAddress', params: idOf }, target: 'deleting', actions: { type: 'removeOptimistically', params: idOf } },
                    ],
                    /** Already the default: nothing to do. */
                    MAKE_DEFAULT: [
                      { guard: { type: 'isDefaultAddress', params: idOf } },
                      { guard: { type: 'isListedAddress', params: idOf }, target: 'makingDefault', actions: { type: 'makeDefaultOptimistically', params: idOf } },
                    ],
                  },
                },
                adding: {
                  meta: { spec: ['4', '5', '7'] },
                  tags: ['busy', 'saving'],
                  invoke: {
                    id: 'addAddress',
                    src: 'addAddress',
                    input: ({ context, event }) => {
                      return { userId: context.user?.userId ?? 0, ...checkedForm(context, event) };
                    },
                    /** The address just added is the one the cart delivers to (issue 23: added in the cart, it is the one meant). */
                    onDone: {
                      target: '#addresses.active.list.loading',
                      actions: [
                        { type: 'chooseDelivery', params: ({ event }) => ({ id: event.output.addressId }) },
                        'persistDelivery',
                        { type: 'tellSaved', params: { saved: 'added' } },
                        toast(sayAddress('addressAdded'), 'success'),
                      ],
                    },
                    onError: { target: 'idle', actions: toast(sayAddress('failedToAddAddress'), 'error') },
                  },
                },
                editing: {
                  meta: { spec: ['4', '5', '7'] },
                  tags: ['busy', 'saving'],
                  invoke: {
                    id: 'editAddress',
                    src: 'editAddress',
                    input: ({ context, event }) => {
                      const id = event.type === 'EDIT' ? event.id : 0;
                      return { addressId: id, ...checkedForm(context, event) };
                    },
                    onDone: {
                      target: '#addresses.active.list.loading',
                      actions: [{ type: 'tellSaved', params: { saved: 'updated' } }, toast(sayAddress('addressUpdated'), 'success')],
                    },
                    onError: { target: 'idle', actions: toast(sayAddress('failedToUpdateAddress'), 'error') },
                  },
                },
                deleting: {
                  meta: { spec: ['4', '7'] },
                  entry: 'persistAddresses',
                  tags: ['busy'],
                  invoke: {
                    id: 'deleteAddress',
                    src: 'deleteAddress',
                    input: ({ context, event }) => ({ addressId: event.type === 'DELETE' ? event.id : 0, userId: context.user?.userId ?? 0 }),
                    onDone: { target: '#addresses.active.list.loading', actions: ['dropBackup', toast(sayAddress('addressDeleted'), 'success')] },
                    onError: { target: 'idle', actions: ['restoreBackup', toast(sayAddress('failedToDeleteAddress'), 'error')] },
                  },
                },
                makingDefault: {
                  meta: { spec: ['4', '7'] },
                  entry: 'persistAddresses',
                  tags: ['busy'],
                  invoke: {
                    id: 'makeDefaultAddress',
                    src: 'makeDefaultAddress',
                    input: ({ context, event }) => ({ addressId: event.type === 'MAKE_DEFAULT' ? event.id : 0, userId: context.user?.userId ?? 0 }),
                    onDone: { target: '#addresses.active.list.loading', actions: ['dropBackup', toast(sayAddress('defaultAddressUpdated'), 'success')] },
                    onError: { target: 'idle', actions: ['restoreBackup', toast(sayAddress('failedToUpdateDefaultAddress'), 'error')] },
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
export function addressesNotice(language: Language, snapshot: AddressesSnapshot): string | null {
  const addressTexts = textsIn(language, englishAddressTexts);
  if (snapshot.matches('visitor')) return addressTexts.loginToManageAddresses;
  if (snapshot.matches({ active: { list: 'failed' } })) return addressTexts.failedToLoadAddresses;
  if (snapshot.matches({ active: { list: 'ready' } }) && snapshot.context.addresses.length === 0) return addressTexts.noAddresses;
  return null;
}

/** The list's state as the list screen shows it. */
export type AddressListView =
  | { kind: 'visitor'; notice: string }
  | { kind: 'loading' }
  | { kind: 'failed'; notice: string }
  | { kind: 'list'; addresses: Address[]; notice: string | null };

const isListReady = (snapshot: AddressesSnapshot) => snapshot.matches({ active: { list: 'ready' } });
const isListFailed = (snapshot: AddressesSnapshot) => snapshot.matches({ active: { list: 'failed' } });

/** What /settings/addresses shows: the visitor's notice, loading, the failure with Try Again, or the list. */
export function addressListView(language: Language, snapshot: AddressesSnapshot): AddressListView {
  const addressTexts = textsIn(language, englishAddressTexts);
  if (snapshot.matches('visitor')) return { kind: 'visitor', notice: addressTexts.loginToManageAddresses };
  if (isListFailed(snapshot)) return { kind: 'failed', notice: addressTexts.failedToLoadAddresses };
  if (!isListReady(snapshot)) return { kind: 'loading' };
  return { kind: 'list', addresses: snapshot.context.addresses, notice: addressesNotice(language, snapshot) };
}

/** What the add or edit screen shows: a notice, loading, "Address not found", or the form (with the address being edited). */
export type AddressFormTarget =
  | { kind: 'visitor'; notice: string }
  | { kind: 'failed'; notice: string }
  | { kind: 'loading' }
  | { kind: 'notFound'; notice: string }
  | { kind: 'form'; address: Address | null };

/** `addressId` is the route's parameter: undefined on the add route. */
export function addressFormTarget(language: Language, snapshot: AddressesSnapshot, addressId: string | undefined): AddressFormTarget {
  const addressTexts = textsIn(language, englishAddressTexts);
  if (snapshot.matches('waitingForSession')) return { kind: 'loading' };
  if (snapshot.matches('visitor')) return { kind: 'visitor', notice: addressTexts.loginToManageAddresses };
  if (isListFailed(snapshot)) return { kind: 'failed', notice: addressTexts.failedToLoadAddresses };
  if (addressId === undefined) return { kind: 'form', address: null };
  const id = /^\d+$/.test(addressId) ? Number(addressId) : NaN;
  const address = snapshot.context.addresses.find((candidate) => candidate.id === id);
  if (address) return { kind: 'form', address };
  if (!isListReady(snapshot)) return { kind: 'loading' };
  return { kind: 'notFound', notice: addressTexts.addressNotFound };
}

/** The pin codes the form offers, or the text shown when there are none. */
export function pinCodeChoices(language: Language, context: Pick<AddressesContext, 'pinCodes'>): { pinCodes: string[]; notice: string | null } {
  const addressTexts = textsIn(language, englishAddressTexts);
  const pinCodes = context.pinCodes ?? [];
  return { pinCodes, notice: context.pinCodes !== null && pinCodes.length === 0 ? addressTexts.noPinCodes : null };
}
