import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { toAddress } from '../../domain/address.ts';
import { DEFAULT_ADDRESS_TEXT, DEFAULT_PIN_CODE, FALLBACK_PIN_CODES } from '../../domain/addressDefaults.ts';
import { formTexts } from '../../domain/messages/forms.ts';
import { wordsIn } from '../../domain/wording.ts';
import type { Notice } from '../../machines/kit.ts';
import { addressesMachine, deliveryAddress, type AddressesEmitted, type AddressesEvent } from '../../machines/addresses.ts';
import { ADDED_ID, addressesModel, createdDefaultRecord, customer, forms, homeRecord, officeRecord, serverPinCodes } from '../../model/models/addresses.ts';
import { checkAddresses } from './drivers/addresses.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { addressesEventTable } from '../../model/oracles/lines.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { shownNotice, type ShownNotice } from './shownNotice.ts';

const ACTORS = ['fetchAddresses', 'fetchPinCodes', 'addAddress', 'editAddress', 'deleteAddress', 'makeDefaultAddress'] as const;

function withFakes(effects: FakeEffects, log: { toasts: ShownNotice[]; persisted: (number | null)[] } = { toasts: [], persisted: [] }) {
  return addressesMachine.provide({
    actors: Object.fromEntries(ACTORS.map((name) => [name, effects.actor(name)])) as never,
    actions: {
      notify: (_, params) => log.toasts.push(shownNotice(params)),
      persistDelivery: ({ context }) => log.persisted.push(context.chosenDeliveryId),
    },
  });
}

const paths = generatePaths(addressesModel);
const coverage = new Coverage();

describe('addresses machine paths', () => {
  it('the paths send every event the model knows and settle every call both ways', () => {
    const sent = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    const expected = [
      'SESSION_CHANGED', 'RETRY', 'ADD', 'EDIT', 'DELETE', 'MAKE_DEFAULT', 'SELECT_FOR_DELIVERY',
      ...ACTORS.flatMap((name) => [`xstate.done.actor.${name}`, `xstate.error.actor.${name}`]),
    ];
    expect([...sent].sort()).toEqual(expect.arrayContaining(expected.sort()));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = new FakeEffects();
    await runPath(path, { machine: withFakes(effects), effects, coverage, check: checkAddresses, events: addressesEventTable });
  });

  it('reaches every state and transition of the addresses machine', () => {
    expectFullCoverage(addressesMachine, coverage, { events: addressesEventTable });
  });
});

/** The emitted events with a refusal's reason worded as the form shows it; a reason worded by the machine (not a key) stays null. */
const refusalsWorded = (emitted: readonly AddressesEmitted[]) =>
  emitted.map((event) => (event.type === 'addressRefused' ? { ...event, message: typeof event.message === 'object' ? wordsIn('en', event.message) : null } : event));

/** A started actor with fake calls, the toasts, the stored delivery choices and the emitted events it made. */
function start() {
  const effects = new FakeEffects();
  const log = { toasts: [] as ShownNotice[], persisted: [] as (number | null)[] };
  const emitted: AddressesEmitted[] = [];
  const actor = createActor(withFakes(effects, log));
  actor.on('*', (event) => emitted.push(event));
  actor.start();
  const settle = async (name: (typeof ACTORS)[number], outcome: { output: unknown } | { error: unknown }) => {
    effects.settle(name, outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  const send = (event: AddressesEvent) => actor.send(event);
  const calls = (name: string) => effects.calls.filter((call) => call.name === name).map((call) => call.input);
  return { actor, effects, log, emitted, settle, send, calls };
}

/** A customer's actor with the pin codes and the list loaded (home is the default, office the other). */
async function loaded() {
  const machine = start();
  machine.send({ type: 'SESSION_CHANGED', user: customer });
  await machine.settle('fetchPinCodes', { output: serverPinCodes });
  await machine.settle('fetchAddresses', { output: [homeRecord, officeRecord] });
  return machine;
}

const toast = (message: string, tone: Notice['tone']): Notice => ({ message, tone });

describe('addresses machine: what each action does', () => {
  it('waits for the session, calls nothing meanwhile, and loads pin codes and the list for the customer once known', async () => {
    const machine = start();
    expect(machine.actor.getSnapshot().value).toBe('waitingForSession');
    expect(machine.effects.calls).toEqual([]);
    machine.send({ type: 'SESSION_CHANGED', user: customer });
    expect(machine.calls('fetchPinCodes')).toEqual([undefined]);
    expect(machine.calls('fetchAddresses')).toEqual([{ userId: customer.userId }]);
    await machine.settle('fetchPinCodes', { output: serverPinCodes });
    await machine.settle('fetchAddresses', { output: [homeRecord, officeRecord] });
    expect(machine.actor.getSnapshot().context.addresses).toEqual([homeRecord, officeRecord].map(toAddress));
    expect(machine.actor.getSnapshot().context.pinCodes).toEqual(['360001', '360005', '360007']);
  });

  it('a visitor who sends a form is told to log in, and nothing is called', () => {
    const machine = start();
    machine.send({ type: 'SESSION_CHANGED', user: null });
    machine.send({ type: 'ADD', ...forms.newAddress });
    expect(machine.log.toasts).toEqual([toast(addressTexts.loginToSaveAddress, 'error')]);
    expect(machine.effects.calls).toEqual([]);
  });

  it('pin codes that fail to load give the fallback list and say so', async () => {
    const machine = start();
    machine.send({ type: 'SESSION_CHANGED', user: customer });
    await machine.settle('fetchPinCodes', { error: new Error('API error: 500') });
    expect(machine.log.toasts).toEqual([toast(addressTexts.failedToLoadPinCodes, 'error')]);
    expect(machine.actor.getSnapshot().context.pinCodes).toEqual([...FALLBACK_PIN_CODES]);
  });

  it('a customer with no address gets the Default Address created once, then the list reloads', async () => {
    const machine = start();
    machine.send({ type: 'SESSION_CHANGED', user: customer });
    await machine.settle('fetchPinCodes', { output: serverPinCodes });
    await machine.settle('fetchAddresses', { output: [] });
    expect(machine.calls('addAddress')).toEqual([
      { userId: customer.userId, address: DEFAULT_ADDRESS_TEXT, pinCode: DEFAULT_PIN_CODE, phone: customer.phone },
    ]);
    await machine.settle('addAddress', { output: { code: '200', msg: '', addressId: createdDefaultRecord.addressId } });
    expect(machine.calls('fetchAddresses')).toHaveLength(2);
    await machine.settle('fetchAddresses', { output: [] });
    expect(machine.calls('addAddress')).toHaveLength(1);
    expect(machine.actor.getSnapshot().matches({ active: { list: 'ready' } })).toBe(true);
    expect(machine.log.toasts).toEqual([]);
  });

  it('a list that fails to load is loaded again on RETRY', async () => {
    const machine = start();
    machine.send({ type: 'SESSION_CHANGED', user: customer });
    await machine.settle('fetchAddresses', { error: new Error('API error: 500') });
    expect(machine.actor.getSnapshot().matches({ active: { list: 'failed' } })).toBe(true);
    machine.send({ type: 'RETRY' });
    expect(machine.calls('fetchAddresses')).toHaveLength(2);
  });

  it('an accepted add form is sent as its parts, tidied; once saved it emits addressSaved, says so and reloads the list', async () => {
    const machine = await loaded();
    machine.send({ type: 'ADD', ...forms.newAddress });
    expect(machine.calls('addAddress')).toEqual([{ userId: customer.userId, house: '21', street: 'Race Course Road', landmark: '', pinCode: '360001', phone: '' }]);
    expect(machine.emitted).toEqual([]);
    await machine.settle('addAddress', { output: { code: '200', msg: '', addressId: ADDED_ID } });
    expect(machine.emitted).toEqual([{ type: 'addressSaved', saved: 'added' }]);
    expect(machine.log.toasts).toEqual([toast(addressTexts.addressAdded, 'success')]);
    expect(machine.calls('fetchAddresses')).toHaveLength(2);
  });

  it('the address just added becomes the delivery address, kept in storage, once the reloaded list shows it (issue 23)', async () => {
    const machine = await loaded();
    machine.send({ type: 'ADD', ...forms.newAddress });
    await machine.settle('addAddress', { output: { code: '200', msg: '', addressId: ADDED_ID } });
    expect(machine.log.persisted).toEqual([ADDED_ID]);
    const added = { ...officeRecord, addressId: ADDED_ID, address: '21, Race Course Road', pinCode: '360001', isDefault: false };
    await machine.settle('fetchAddresses', { output: [homeRecord, officeRecord, added] });
    const { context } = machine.actor.getSnapshot();
    expect(context.chosenDeliveryId).toBe(ADDED_ID);
    expect(deliveryAddress(context)?.id).toBe(ADDED_ID);
  });

  it('an add the server refuses says "Failed to add address", emits nothing, and the list stays', async () => {
    const machine = await loaded();
    machine.send({ type: 'ADD', ...forms.newAddress });
    await machine.settle('addAddress', { error: new Error('Failed to add address') });
    expect(machine.log.toasts).toEqual([toast(addressTexts.failedToAddAddress, 'error')]);
    expect(machine.emitted).toEqual([]);
    expect(machine.actor.getSnapshot().matches({ active: { list: { ready: 'idle' } } })).toBe(true);
  });

  it.each([
    ['a pin code left unchosen', { type: 'ADD', ...forms.noPin }, addressTexts.selectPinCode],
    ['a pin code outside the delivery area', { type: 'ADD', ...forms.outsideArea }, formTexts.pinCodeOutsideArea],
    ['a phone that is not a mobile number', { type: 'EDIT', id: homeRecord.addressId, ...forms.badPhone }, formTexts.enterValidPhone],
    ['no house or flat', { type: 'ADD', ...forms.newAddress, house: '  ' }, addressTexts.enterHouse],
    ['no street', { type: 'ADD', ...forms.newAddress, street: '' }, addressTexts.enterStreet],
    ['a landmark too long', { type: 'EDIT', id: homeRecord.addressId, ...forms.edited, landmark: 'x'.repeat(61) }, addressTexts.landmarkTooLong(60)],
    ['an edit of an address not listed', { type: 'EDIT', id: 77, ...forms.edited }, addressTexts.addressNotFound],
  ] satisfies [string, AddressesEvent, string][])('a form with %s is refused with its reason, and nothing is sent', async (_case, event, reason) => {
    const machine = await loaded();
    machine.send(event);
    expect(refusalsWorded(machine.emitted)).toEqual([{ type: 'addressRefused', message: reason }]);
    expect(machine.calls('addAddress')).toEqual([]);
    expect(machine.calls('editAddress')).toEqual([]);
    expect(machine.log.toasts).toEqual([]);
  });

  it('a form sent before any pin code is known is refused with "No pin codes available"', async () => {
    const machine = start();
    machine.send({ type: 'SESSION_CHANGED', user: customer });
    await machine.settle('fetchAddresses', { output: [homeRecord] });
    machine.send({ type: 'ADD', ...forms.newAddress });
    expect(refusalsWorded(machine.emitted)).toEqual([{ type: 'addressRefused', message: addressTexts.noPinCodes }]);
  });

  it('an edit is sent with the address id; saved, it emits addressSaved "updated"; refused by the server, it says so', async () => {
    const machine = await loaded();
    machine.send({ type: 'EDIT', id: homeRecord.addressId, ...forms.edited });
    expect(machine.calls('editAddress')).toEqual([{ addressId: homeRecord.addressId, house: 'Flat 7', street: 'Jagnath Plot', landmark: 'Opp. Jagnath Temple', pinCode: '360001', phone: '9898989898' }]);
    await machine.settle('editAddress', { output: { code: '200', msg: '' } });
    expect(machine.emitted).toEqual([{ type: 'addressSaved', saved: 'updated' }]);
    expect(machine.log.toasts).toEqual([toast(addressTexts.addressUpdated, 'success')]);
    await machine.settle('fetchAddresses', { output: [homeRecord, officeRecord] });
    machine.send({ type: 'EDIT', id: homeRecord.addressId, ...forms.edited });
    await machine.settle('editAddress', { error: new Error('API error: 500') });
    expect(machine.log.toasts.at(-1)).toEqual(toast(addressTexts.failedToUpdateAddress, 'error'));
  });

  it('a delete shows at once; refused, the list comes back and it says so; accepted, it says so and reloads', async () => {
    const machine = await loaded();
    const listed = [homeRecord, officeRecord].map(toAddress);
    machine.send({ type: 'DELETE', id: homeRecord.addressId });
    expect(machine.calls('deleteAddress')).toEqual([]);
    machine.send({ type: 'DELETE', id: officeRecord.addressId });
    expect(machine.calls('deleteAddress')).toEqual([{ addressId: officeRecord.addressId, userId: customer.userId }]);
    expect(machine.actor.getSnapshot().context.addresses).toEqual([listed[0]]);
    await machine.settle('deleteAddress', { error: new Error(addressTexts.addressNotFound) });
    expect(machine.actor.getSnapshot().context.addresses).toEqual(listed);
    expect(machine.log.toasts).toEqual([toast(addressTexts.failedToDeleteAddress, 'error')]);
    machine.send({ type: 'DELETE', id: officeRecord.addressId });
    await machine.settle('deleteAddress', { output: { code: '200', msg: '' } });
    expect(machine.log.toasts.at(-1)).toEqual(toast(addressTexts.addressDeleted, 'success'));
    expect(machine.calls('fetchAddresses')).toHaveLength(2);
  });

  it('make default shows at once; refused, the old default comes back and it says so; accepted, it says so', async () => {
    const machine = await loaded();
    machine.send({ type: 'MAKE_DEFAULT', id: homeRecord.addressId });
    expect(machine.calls('makeDefaultAddress')).toEqual([]);
    machine.send({ type: 'MAKE_DEFAULT', id: officeRecord.addressId });
    expect(machine.calls('makeDefaultAddress')).toEqual([{ addressId: officeRecord.addressId, userId: customer.userId }]);
    expect(machine.actor.getSnapshot().context.addresses.map((address) => address.isDefault)).toEqual([false, true]);
    await machine.settle('makeDefaultAddress', { error: new Error('API error: 500') });
    expect(machine.actor.getSnapshot().context.addresses.map((address) => address.isDefault)).toEqual([true, false]);
    expect(machine.log.toasts).toEqual([toast(addressTexts.failedToUpdateDefaultAddress, 'error')]);
    machine.send({ type: 'MAKE_DEFAULT', id: officeRecord.addressId });
    await machine.settle('makeDefaultAddress', { output: { code: '200', msg: '' } });
    expect(machine.log.toasts.at(-1)).toEqual(toast(addressTexts.defaultAddressUpdated, 'success'));
  });

  it('choosing a listed address for delivery keeps it in storage and says so; an unlisted one changes nothing', async () => {
    const machine = await loaded();
    machine.send({ type: 'SELECT_FOR_DELIVERY', id: 77 });
    expect(machine.log.persisted).toEqual([]);
    machine.send({ type: 'SELECT_FOR_DELIVERY', id: officeRecord.addressId });
    expect(machine.log.persisted).toEqual([officeRecord.addressId]);
    expect(machine.log.toasts).toEqual([toast(addressTexts.deliveryAddressUpdated, 'success')]);
    expect(machine.actor.getSnapshot().context.chosenDeliveryId).toBe(officeRecord.addressId);
  });

  it('the choice of an earlier visit is used once the list shows it, and forgotten when it is gone', async () => {
    for (const [records, kept] of [[[homeRecord, officeRecord], officeRecord.addressId], [[homeRecord], null]] as const) {
      const machine = start();
      machine.send({ type: 'SESSION_CHANGED', user: customer, deliveryId: officeRecord.addressId });
      expect(machine.actor.getSnapshot().context.chosenDeliveryId).toBe(officeRecord.addressId);
      await machine.settle('fetchAddresses', { output: [...records] });
      expect(machine.actor.getSnapshot().context.chosenDeliveryId).toBe(kept);
      expect(machine.log.persisted).toEqual([]);
    }
  });

  it('a logout forgets the list, the pin codes and the delivery choice', async () => {
    const machine = await loaded();
    machine.send({ type: 'SELECT_FOR_DELIVERY', id: officeRecord.addressId });
    machine.send({ type: 'SESSION_CHANGED', user: null, deliveryId: officeRecord.addressId });
    const { context } = machine.actor.getSnapshot();
    expect(context).toEqual({ user: null, addresses: [], pinCodes: null, areas: null, chosenDeliveryId: null, backup: null, defaultCreated: false });
  });
});
