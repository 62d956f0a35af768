/**
 * The addresses machine's model paths through the rendered app, for the stored customer of the model
 * (user 5). ADD and EDIT fill /settings/addresses/add and /edit/:id and press Save Address; DELETE is the
 * list's Delete and "Yes, delete"; MAKE_DEFAULT the list's Make default, or the cart's Manage addresses
 * dialog when the app is on /cart; SELECT_FOR_DELIVERY a radio of that dialog; RETRY the list's Try
 * Again; SESSION_CHANGED is the stored session restored at start (the machine waits for it), then the
 * profile's Log out, or the login form. Server answers are settled on the fake actors. Expected texts
 * come from domain/messages.ts and the domain's form rule, not from the screens' helpers.
 *
 * Paths: generated from the same model, less the events no screen can send: ADD for a visitor (no screen
 * shows a visitor the form), DELETE and MAKE_DEFAULT of the default address (it has neither button). The
 * model's form with a pin code outside the delivery area cannot be typed (the pin code is a choice among
 * the delivery pin codes): the form left without a pin code stands in for it. A login that brings back
 * the delivery address chosen on an earlier visit is an app start with that choice stored, walked in its
 * own test below. Of these paths, those that add a transition are kept (session.steps.ts `screenPaths`).
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';

import type { SnapshotFrom } from 'xstate';
import { addressTexts as englishAddressTexts } from '../../domain/messages/addresses.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { messages as englishMessages } from '../../domain/messages/index.ts';
import { toastTexts as englishToastTexts } from '../../domain/messages/toasts.ts';
import { addressFormProblem, type AddressPartsForm } from '../../domain/address.ts';
import { localityOf } from '../../domain/deliveryArea.ts';
import { addressesMachine, deliveryAddress, needsStreetAddress, type Address } from '../../machines/addresses.ts';
import { carts } from '../../model/models/checkout.ts';
import { addressesModel, createdDefaultRecord, customer, forms, homeRecord, officeRecord } from '../../model/models/addresses.ts';
import { loginAnswer } from '../../model/models/session.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage, type FakeEffects } from '../../model/run.ts';
import { expectScreenCoverage } from './coverage.ts';
import { FAKE_ACTORS, renderApp, storedCart, type AppHarness } from './harness.tsx';
import { clickLink, goTo, logIn, logOut, retype, screenPaths, screenLoaded } from './session.steps.ts';
import { cartTexts as englishCartTexts } from '../../domain/messages/cart.ts';
import { shown, uiLanguage } from './shown.ts';
import { wordsIn } from '../../domain/wording.ts';

const addressTexts = shown(englishAddressTexts);
const accountTexts = shown(englishAccountTexts);
const messages = shown(englishMessages);
const toastTexts = shown(englishToastTexts);
const cartTexts = shown(englishCartTexts);

type AddressesMachine = typeof addressesMachine;
type Snapshot = SnapshotFrom<AddressesMachine>;
type Event = GeneratedPath<AddressesMachine>['steps'][number]['event'];
type StepEvent = { type: string; output?: unknown; error?: unknown; id?: number; user?: unknown } & Partial<AddressPartsForm>;

const LIST = '/settings/addresses';
/** Stands in for the model's out-of-area form: the pin code left unchosen. */
const noPinCode: AddressPartsForm = { ...forms.outsideArea, pinCode: '' };

const isDefault = (snapshot: Snapshot, id: number) => snapshot.context.addresses.some((address) => address.id === id && address.isDefault);

function screenEvents(snapshot: Snapshot): Event[] {
  return addressesModel
    .events(snapshot)
    .filter((event) => {
      if (event.type === 'ADD') return !snapshot.matches('visitor');
      if (event.type === 'DELETE' || event.type === 'MAKE_DEFAULT') return !isDefault(snapshot, event.id);
      if (event.type === 'SESSION_CHANGED') return event.deliveryId === undefined;
      return true;
    })
    .map((event) => (event.type === 'ADD' && event.pinCode === forms.outsideArea.pinCode ? { ...event, ...noPinCode } : event));
}

const withFakes = (effects: FakeEffects) =>
  addressesMachine.provide({ actors: Object.fromEntries(FAKE_ACTORS.addresses.map((name) => [name, effects.actor(name)])) as never });

const paths = await screenPaths(generatePaths({ ...addressesModel, events: screenEvents }), { walkable: () => true, withFakes });
const coverage = new Coverage();

const inMain = () => within(screen.getByRole('main'));
const streetOf = (snapshot: Snapshot, id: number) => snapshot.context.addresses.find((address) => address.id === id)!.streetAddress;
/** The shop's city as an address reads it in the shown language (issue 24: in script in Gujarati and Hindi). */
const CITY = { en: 'Rajkot', gu: 'રાજકોટ', hi: 'राजकोट' }[uiLanguage];
/** "12 Kalawad Road, Rajkot - 360005", as spec section 3 maps an address. */
const addressText = (address: Pick<Address, 'streetAddress' | 'city' | 'pinCode'>) =>
  `${address.streetAddress}, ${address.city === 'Rajkot' ? CITY : address.city} - ${address.pinCode}`;
const asha = { userId: customer.userId, name: 'Asha Patel', email: 'asha@example.com', phone: customer.phone, addresses: [], token: 'token-asha' };

/** Types the form; the locality shown is the chosen pin code's, read-only. */
async function fillForm(app: AppHarness, form: AddressPartsForm, phoneLabel: string): Promise<void> {
  const scope = within(screen.queryByRole('dialog') ?? screen.getByRole('main'));
  await retype(app, scope.getByLabelText(addressTexts.houseLabel), form.house);
  await retype(app, scope.getByLabelText(addressTexts.streetLabel), form.street);
  await retype(app, scope.getByLabelText(addressTexts.landmarkLabel), form.landmark);
  await app.user.selectOptions(scope.getByLabelText(addressTexts.pinCodeLabel), form.pinCode);
  const locality = scope.getByLabelText(addressTexts.localityLabel) as HTMLInputElement;
  expect(locality.readOnly).toBe(true);
  expect(locality.value).toBe(localityOf(form.pinCode, app.actors.addresses.getSnapshot().context.areas) ?? '');
  await retype(app, scope.getByLabelText(phoneLabel), form.phone);
}

/** The cart's Manage addresses dialog, opened if it is not (it shows once its code, loaded apart, is in). */
async function manageDialog(app: AppHarness) {
  await goTo(app, '/cart');
  if (!screen.queryByRole('dialog')) await app.user.click(inMain().getByRole('button', { name: cartTexts.manageAddresses }));
  const dialog = await screen.findByRole('dialog', { name: addressTexts.manageAddressesDialogTitle });
  // Radix makes the page inert (body pointer-events: none) as the dialog opens, and the dialog itself clickable a
  // render later: a busy machine once clicked in between (user-event refused: "inherits pointer-events: none").
  await waitFor(() => expect(document.body.style.pointerEvents !== 'none' || dialog.style.pointerEvents === 'auto').toBe(true));
  return within(dialog);
}

async function perform(app: AppHarness, previous: Snapshot, event: StepEvent): Promise<void> {
  const outcome = /^xstate\.(done|error)\.actor\.(.+)$/.exec(event.type);
  if (outcome) {
    const name = outcome[2] as (typeof FAKE_ACTORS.addresses)[number];
    return app.settle(name, outcome[1] === 'done' ? { output: event.output } : { error: event.error });
  }
  const form = { house: event.house ?? '', street: event.street ?? '', landmark: event.landmark ?? '', pinCode: event.pinCode ?? '', phone: event.phone ?? '' };
  switch (event.type) {
    case 'SESSION_CHANGED':
      if (previous.matches('waitingForSession')) return app.settle('restoreSession', { output: event.user ? asha : null });
      if (previous.matches('visitor')) await logIn(app, { ...loginAnswer, userId: customer.userId, phone: customer.phone });
      else await logOut(app);
      // The toast of the login's or logout's answer paints a render later: a busy machine (two test files at a time) can read before it.
      await waitFor(() => expect(app.toasts().map((toast) => toast.message)).toEqual([previous.matches('visitor') ? accountTexts.loginSuccessful : toastTexts.loggedOut]));
      return app.dismissToasts();
    case 'RETRY':
      await goTo(app, LIST);
      return app.user.click(inMain().getByRole('button', { name: messages.screenTryAgain }));
    case 'ADD':
      if (app.location() !== `${LIST}/add`) {
        await goTo(app, LIST);
        await clickLink(app, addressTexts.addAddressAction, `${LIST}/add`);
      }
      await fillForm(app, form, addressTexts.addressPagePhoneLabel);
      return app.user.click(inMain().getByRole('button', { name: addressTexts.saveAddressPage }));
    case 'EDIT': {
      const route = `${LIST}/edit/${event.id}`;
      if (app.location() !== route) {
        await goTo(app, LIST);
        await app.user.click(inMain().getByRole('link', { name: `${addressTexts.editAddressAction} ${streetOf(previous, event.id!)}` }));
        await screenLoaded(app, route);
      }
      await fillForm(app, form, addressTexts.addressPagePhoneLabel);
      return app.user.click(inMain().getByRole('button', { name: addressTexts.saveAddressPage }));
    }
    case 'DELETE':
      await goTo(app, LIST);
      await app.user.click(inMain().getByRole('button', { name: `${addressTexts.deleteAddressAction} ${streetOf(previous, event.id!)}` }));
      return app.user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: addressTexts.deleteAddressYes }));
    case 'MAKE_DEFAULT': {
      const address = previous.context.addresses.find((candidate) => candidate.id === event.id)!;
      if (app.location() === '/cart') {
        const dialog = await manageDialog(app);
        await app.user.click(dialog.getByRole('button', { name: addressTexts.makeDefaultNamed(addressText(address)) }));
        return app.user.click(dialog.getByRole('button', { name: addressTexts.addressesDone }));
      }
      await goTo(app, LIST);
      return app.user.click(inMain().getByRole('button', { name: `${addressTexts.makeDefaultAction} ${address.streetAddress}` }));
    }
    case 'SELECT_FOR_DELIVERY': {
      const address = previous.context.addresses.find((candidate) => candidate.id === event.id)!;
      const dialog = await manageDialog(app);
      await app.user.click(dialog.getByRole('radio', { name: new RegExp(`^${addressText(address)}`) }));
      return app.user.click(dialog.getByRole('button', { name: addressTexts.addressesDone }));
    }
    default:
      throw new Error(`no screen action for ${event.type}`);
  }
}

/** The toast a step shows (spec section 8, Addresses). */
function expectedToasts(previous: Snapshot | null, event: StepEvent): string[] {
  const adding = previous?.matches({ active: { list: { ready: 'adding' } } });
  const listed = previous?.matches({ active: { list: 'ready' } }) && previous.context.addresses.some((address) => address.id === event.id);
  const toasts: Record<string, string | undefined> = {
    'xstate.error.actor.fetchPinCodes': addressTexts.failedToLoadPinCodes,
    'xstate.done.actor.addAddress': adding ? addressTexts.addressAdded : undefined,
    'xstate.error.actor.addAddress': adding ? addressTexts.failedToAddAddress : undefined,
    'xstate.done.actor.editAddress': addressTexts.addressUpdated,
    'xstate.error.actor.editAddress': addressTexts.failedToUpdateAddress,
    'xstate.done.actor.deleteAddress': addressTexts.addressDeleted,
    'xstate.error.actor.deleteAddress': addressTexts.failedToDeleteAddress,
    'xstate.done.actor.makeDefaultAddress': addressTexts.defaultAddressUpdated,
    'xstate.error.actor.makeDefaultAddress': addressTexts.failedToUpdateDefaultAddress,
    SELECT_FOR_DELIVERY: listed ? addressTexts.deliveryAddressUpdated : undefined,
  };
  const toast = toasts[event.type];
  return toast ? [toast] : [];
}

function expectList(expected: Snapshot): void {
  const main = inMain();
  const visitor = expected.matches('visitor');
  const failed = expected.matches({ active: { list: 'failed' } });
  const listed = expected.matches({ active: { list: 'ready' } });
  const busy = ['adding', 'editing', 'deleting', 'makingDefault'].some((state) => expected.matches({ active: { list: { ready: state } } } as never));
  const { addresses } = expected.context;
  expect(main.queryByText(addressTexts.loginToManageAddresses) !== null).toBe(visitor);
  expect(main.queryByText(addressTexts.failedToLoadAddresses) !== null).toBe(failed);
  expect(main.queryByText(addressTexts.loadingAddresses) !== null).toBe(!visitor && !failed && !listed);
  const headings = main.queryAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
  if (!listed) {
    expect(headings).toEqual([]);
    return;
  }
  expect(headings).toEqual(addresses.map((address) => address.streetAddress));
  expect(main.getByText(addressTexts.savedAddressCount(addresses.length))).toBeTruthy();
  expect(main.queryByText(addressTexts.noAddresses) !== null).toBe(addresses.length === 0);
  for (const address of addresses) {
    const card = within(main.getByRole('heading', { level: 2, name: address.streetAddress }).closest('li')!);
    expect(card.queryByText(addressTexts.defaultAddressBadge) !== null).toBe(address.isDefault);
    const makeDefault = card.queryByRole('button', { name: `${addressTexts.makeDefaultAction} ${address.streetAddress}` }) as HTMLButtonElement | null;
    const remove = card.queryByRole('button', { name: `${addressTexts.deleteAddressAction} ${address.streetAddress}` }) as HTMLButtonElement | null;
    expect(makeDefault === null).toBe(address.isDefault);
    expect(remove === null).toBe(address.isDefault);
    if (!address.isDefault) {
      expect(makeDefault!.disabled).toBe(busy);
      expect(remove!.disabled).toBe(busy);
    }
  }
}

/** `refusal`: why the form on screen was refused when it was sent (null: not sent, or accepted). */
function expectForm(expected: Snapshot, refusal: string | null): void {
  const main = inMain();
  const saving = expected.matches({ active: { list: { ready: 'adding' } } }) || expected.matches({ active: { list: { ready: 'editing' } } });
  const save = main.getByRole('button', { name: saving ? addressTexts.savingAddress : addressTexts.saveAddressPage }) as HTMLButtonElement;
  expect(save.disabled).toBe(!expected.matches({ active: { list: { ready: 'idle' } } }));
  expect(main.queryByRole('alert')?.textContent ?? null).toBe(saving ? null : refusal);
}

/** Why the address form of an ADD or EDIT step is refused (spec section 5 Address), or null when it is sent. */
function refusalOf(previous: Snapshot, event: StepEvent): string | null {
  if (!previous.matches({ active: { list: { ready: 'idle' } } })) return null;
  if (event.type === 'EDIT' && !previous.context.addresses.some((address) => address.id === event.id)) return addressTexts.addressNotFound;
  const problem = addressFormProblem(
    { house: event.house ?? '', street: event.street ?? '', landmark: event.landmark ?? '', pinCode: event.pinCode ?? '', phone: event.phone ?? '' },
    previous.context.pinCodes,
  );
  return problem && wordsIn(uiLanguage, problem);
}

function expectCart(expected: Snapshot): void {
  const delivery: Address | null = deliveryAddress(expected.context);
  const section = within(screen.getByRole('region', { name: cartTexts.deliveryAddress, hidden: true }));
  if (delivery) expect(section.getAllByText(addressText(delivery), { exact: false }).length).toBeGreaterThan(0);
  expect(section.queryByText(cartTexts.enterStreetForDelivery) !== null).toBe(needsStreetAddress(expected.context) !== null);
}

function expectScreen(app: AppHarness, expected: Snapshot, refusal: string | null): void {
  const actual = app.actors.addresses.getSnapshot();
  expect(actual.value).toEqual(expected.value);
  expect(actual.context).toEqual(expected.context);
  const route = app.location();
  if (route === LIST) expectList(expected);
  if (route.startsWith(`${LIST}/`)) expectForm(expected, refusal);
  if (route === '/cart') expectCart(expected);
}

describe('address paths through the settings screens and the cart dialogs', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const app = await renderApp({ path: LIST, storage: { cart: storedCart(carts.oneTub) }, coverage: { addresses: coverage } });
    await screen.findByRole('heading', { level: 1, name: addressTexts.manageAddressesTitle });
    let refusal: string | null = null;
    for (const [index, step] of path.steps.entries()) {
      const previous = path.steps[index - 1]?.state ?? null;
      const event = step.event as StepEvent;
      const before = app.location();
      if (previous) await perform(app, previous, event);
      if (app.location() !== before) refusal = null;
      if (previous && (event.type === 'ADD' || event.type === 'EDIT')) refusal = refusalOf(previous, event);
      expectScreen(app, step.state, refusal);
      expect(app.toasts().map((toast) => toast.message)).toEqual(expectedToasts(previous, event));
      await app.dismissToasts();
    }
  });

  it('reaches every transition of the addresses machine through the screens', () => {
    expectScreenCoverage('addresses', addressesMachine, coverage, {
      'addresses.visitor --ADD#0': 'no screen shows a visitor the address form (the settings screens and the cart ask them to log in)',
      'addresses.active.list.ready.idle --DELETE#0': 'the default address has no Delete button (DESIGN.md "Default address")',
      'addresses.active.list.ready.idle --MAKE_DEFAULT#0': 'the default address has no Make default button, on the list or in the cart dialog',
    });
  });
});

describe('the delivery address in the cart', () => {
  const pinCodes = [{ pinCode: '360001' }, { pinCode: '360005' }];

  async function openCart(storage: Record<string, string>, records: unknown[], pins: unknown[] = pinCodes): Promise<AppHarness> {
    const app = await renderApp({ path: '/cart', session: asha, storage: { cart: storedCart(carts.oneTub), ...storage } });
    await app.settle('fetchPinCodes', { output: pins });
    await app.settle('fetchAddresses', { output: records });
    await screen.findByRole('heading', { level: 1, name: cartTexts.yourCart });
    return app;
  }
  const deliverySection = () => within(screen.getByRole('region', { name: cartTexts.deliveryAddress }));
  const choice = (addressId: number) => JSON.stringify({ userId: customer.userId, addressId });

  it('the Add address dialog asks to select a pin code when none is chosen', async () => {
    const app = await openCart({}, [homeRecord]);
    await app.user.click(inMain().getByRole('button', { name: addressTexts.addAddressAction }));
    const dialog = within(await screen.findByRole('dialog', { name: addressTexts.addAddressDialogTitle }));
    await app.user.type(dialog.getByLabelText(addressTexts.houseLabel), '21');
    await app.user.type(dialog.getByLabelText(addressTexts.streetLabel), 'Race Course Road');
    await app.user.click(dialog.getByRole('button', { name: addressTexts.saveAddressDialog }));
    expect(dialog.getByText(addressTexts.selectPinCode)).toBeTruthy();
    expect(app.callsOf('addAddress')).toEqual([]);
  });

  it('choosing an address in Manage addresses says "Delivery address updated", and the choice survives a reload until logout', async () => {
    const app = await openCart({}, [homeRecord, officeRecord]);
    const office = addressText({ streetAddress: officeRecord.address, city: 'Rajkot', pinCode: officeRecord.pinCode });
    const dialog = await manageDialog(app);
    await app.user.click(dialog.getByRole('radio', { name: new RegExp(`^${office}`) }));
    await app.user.click(dialog.getByRole('button', { name: addressTexts.addressesDone }));
    expect(app.toasts().map((toast) => toast.message)).toEqual([addressTexts.deliveryAddressUpdated]);
    expect(localStorage.getItem('delivery_address')).toBe(choice(officeRecord.addressId));
    const stored = localStorage.getItem('delivery_address')!;
    app.unmount();

    // A reload: the app starts again with what the browser kept.
    const reloaded = await openCart({ delivery_address: stored }, [homeRecord, officeRecord]);
    expect(deliverySection().getByText(office, { exact: false })).toBeTruthy();
    expect(reloaded.actors.addresses.getSnapshot().context.chosenDeliveryId).toBe(officeRecord.addressId);
    await logOut(reloaded);
    expect(localStorage.getItem('delivery_address')).toBeNull();
  });

  it('the add dialog shows the locality of the chosen pin code, read-only', async () => {
    const app = await openCart({}, [homeRecord], [{ pinCode: '360001' }, { pinCode: '360005', area: 'Kalawad Road' }]);
    await app.user.click(inMain().getByRole('button', { name: addressTexts.addAddressAction }));
    const dialog = within(await screen.findByRole('dialog', { name: addressTexts.addAddressDialogTitle }));
    const locality = dialog.getByLabelText(addressTexts.localityLabel) as HTMLInputElement;
    expect(locality.value).toBe('');
    await app.user.selectOptions(dialog.getByLabelText(addressTexts.pinCodeLabel), '360005');
    expect(locality.value).toBe('Kalawad Road');
    expect(locality.readOnly).toBe(true);
    expect(dialog.getByRole('option', { name: '360005 Kalawad Road' })).toBeTruthy();
  });

  it('a kept choice that is no longer listed, or that is another customer\'s, gives way to the default address', async () => {
    const home = addressText({ streetAddress: homeRecord.address, city: 'Rajkot', pinCode: homeRecord.pinCode });
    const gone = await openCart({ delivery_address: choice(officeRecord.addressId) }, [homeRecord]);
    expect(deliverySection().getByText(home, { exact: false })).toBeTruthy();
    expect(gone.actors.addresses.getSnapshot().context.chosenDeliveryId).toBeNull();
    gone.unmount();
    const other = await openCart({ delivery_address: JSON.stringify({ userId: 99, addressId: officeRecord.addressId }) }, [homeRecord, officeRecord]);
    expect(deliverySection().getByText(home, { exact: false })).toBeTruthy();
    expect(other.actors.addresses.getSnapshot().context.chosenDeliveryId).toBeNull();
  });

  it('the Default Address of a new customer asks for the street, keeps Place Order disabled, and takes the street in place', async () => {
    const app = await renderApp({ path: '/cart', session: asha, storage: { cart: storedCart(carts.oneTub) } });
    await app.settle('fetchPinCodes', { output: pinCodes });
    await app.settle('fetchAddresses', { output: [] });
    await app.settle('addAddress', { output: { code: '200', msg: '', addressId: createdDefaultRecord.addressId } });
    await app.settle('fetchAddresses', { output: [createdDefaultRecord] });
    const section = deliverySection();
    expect(section.getByText(cartTexts.enterStreetForDelivery)).toBeTruthy();
    const placeOrder = screen.getByRole('button', { name: cartTexts.selectDeliveryAddressButton });
    expect(placeOrder.hasAttribute('disabled')).toBe(true);

    const form = within(section.getByRole('region', { name: cartTexts.enterStreetForDelivery }));
    // The form's fields load when a placeholder address is first shown.
    expect(((await form.findByLabelText(addressTexts.pinCodeLabel)) as HTMLSelectElement).value).toBe(createdDefaultRecord.pinCode);
    await app.user.click(form.getByRole('button', { name: addressTexts.saveAddressDialog }));
    expect(form.getByText(addressTexts.enterHouse)).toBeTruthy();
    await app.user.type(form.getByLabelText(addressTexts.houseLabel), '21');
    await app.user.click(form.getByRole('button', { name: addressTexts.saveAddressDialog }));
    expect(form.getByText(addressTexts.enterStreet)).toBeTruthy();
    await app.user.type(form.getByLabelText(addressTexts.streetLabel), 'Race Course Road');
    await app.user.type(form.getByLabelText(addressTexts.landmarkLabel), 'Jubilee Garden');
    await app.user.click(form.getByRole('button', { name: addressTexts.saveAddressDialog }));
    expect(app.callsOf('editAddress')).toEqual([
      { addressId: createdDefaultRecord.addressId, house: '21', street: 'Race Course Road', landmark: 'Jubilee Garden', pinCode: createdDefaultRecord.pinCode, phone: customer.phone },
    ]);
    await app.settle('editAddress', { output: { code: '200', msg: '' } });
    const saved = { house: '21', street: 'Race Course Road', landmark: 'Jubilee Garden', locality: 'Race Course' };
    await app.settle('fetchAddresses', { output: [{ ...createdDefaultRecord, ...saved, address: '21, Race Course Road, near Jubilee Garden' }] });
    expect(deliverySection().queryByText(cartTexts.enterStreetForDelivery)).toBeNull();
    // Issue 23: the street line from the parts, the landmark as typed under its label.
    expect(deliverySection().getByText(`21, Race Course Road, ${CITY} - 360001`, { exact: false })).toBeTruthy();
    expect(deliverySection().getByText(addressTexts.addressLandmarkLine('Jubilee Garden'))).toBeTruthy();
    expect(deliverySection().getByText(addressTexts.addressLocalityLine('Race Course'))).toBeTruthy();
    expect(screen.getByRole('button', { name: cartTexts.placeOrder }).hasAttribute('disabled')).toBe(false);
  });
});
