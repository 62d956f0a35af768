// @vitest-environment happy-dom
/**
 * What the app's actors send (spec sections 3 and 7), through the real API client against a stubbed fetch:
 * editProfile, deleteAccount and addAddress with the fields the shop's old backend expects, and the
 * addresses storage key written with the list the storefront shows.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { createActor } from 'xstate';
import { accountFormMachine } from '../../src/app/accountForms.ts';
import { createdAddressActor, type AllActors, type AppActors } from '../../src/app/actors.ts';
import { createAppActors } from '../../src/app/createAppActors.ts';
import { storageKeys } from '../../src/app/storage.ts';

const storedUser = {
  userId: 5, name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210',
  addresses: [{ addressId: 7, address: '12 Kalawad Road', pinCode: '360005', phone: '9876543210', isDefault: true }],
};
const addressRecord = { addressId: 7, address: '12 Kalawad Road', pinCode: '360005', phone: '9876543210', isDefault: true };

let sent: { call: string; body: unknown }[];
let core: AppActors | null = null;
let actors: Omit<AllActors, 'checkout' | 'orders' | 'reorder' | 'deliveryCheck'> | null;

const answers: Record<string, unknown> = {
  'getProducts.php': { code: '200', msg: '', Data: [] },
  'getConeCandy.php': { code: '200', msg: '', Data: [] },
  'getAddress.php': { code: '200', msg: '', Data: [addressRecord] },
  'getPinCodes.php': { code: '200', msg: '', Data: [{ pinCode: '360005' }] },
  'editProfile.php': { code: '200', msg: 'Profile updated successfully', userId: 5, name: 'Asha Rani Patel', email: 'asha@example.com', phone: '9876543210' },
  'addAddress.php': { code: '200', msg: 'Address added successfully', addressId: 8 },
  'deleteAccount.php': { code: '200', msg: 'Account deleted successfully' },
  'getOrders.php': { code: '200', msg: '', Data: [] },
};

beforeEach(() => {
  sent = [];
  localStorage.clear();
  localStorage.setItem(storageKeys.user, JSON.stringify(storedUser));
  localStorage.setItem(storageKeys.token, 'token-asha');
  vi.stubGlobal('fetch', async (input: Request) => {
    const call = new URL(input.url).pathname.replace('/api/', '');
    const text = await input.text();
    sent.push({ call, body: text ? (JSON.parse(text) as unknown) : null });
    return new Response(JSON.stringify(answers[call] ?? { code: '404', msg: 'not in this test' }), {
      status: 200, headers: { 'content-type': 'application/json' },
    });
  });
  const app = createAppActors('A', '/', { navigate: () => {}, scrollToTop: () => {}, newKey: () => 'key' });
  core = app;
  // The addresses actor is the app's own, created once the session is restored logged in.
  actors = {
    ...app,
    get addresses() {
      const addresses = createdAddressActor(app);
      if (!addresses) throw new Error('no addresses actor yet');
      return addresses;
    },
  };
});

afterEach(() => {
  core?.storefront.stop();
  core = null;
  actors = null;
  vi.unstubAllGlobals();
});

const bodyOf = (call: string) => sent.filter((request) => request.call === call).at(-1)?.body;

async function addressesLoaded(app: NonNullable<typeof actors>): Promise<void> {
  await waitFor(() => expect(app.addresses.getSnapshot().matches({ active: { list: 'ready' } })).toBe(true));
  await waitFor(() => expect(app.addresses.getSnapshot().matches({ active: { pinCodes: 'ready' } })).toBe(true));
}

describe('payloads of spec section 7', () => {
  it('editProfile: userId, name, email, phone, parem 1, addresses, device_type web, FCMToken empty', async () => {
    const app = actors!;
    await waitFor(() => expect(app.session.getSnapshot().matches('loggedIn')).toBe(true));
    // The form's actor is created by its screen; here by the test, with the session's customer.
    const form = createActor(accountFormMachine(core!, 'personalDetails'), { input: { user: app.session.getSnapshot().context.user! } }).start();
    form.send({ type: 'UPDATE_PROFILE', name: 'Asha Rani Patel', email: storedUser.email, phone: storedUser.phone });
    await waitFor(() => expect(bodyOf('editProfile.php')).toBeDefined());
    expect(bodyOf('editProfile.php')).toEqual({
      userId: 5, name: 'Asha Rani Patel', email: 'asha@example.com', phone: '9876543210',
      parem: '1', addresses: storedUser.addresses, device_type: 'web', FCMToken: '',
    });
    form.stop();
  });

  it('deleteAccount: userId and parem 1', async () => {
    const app = actors!;
    await waitFor(() => expect(app.session.getSnapshot().matches('loggedIn')).toBe(true));
    const form = createActor(accountFormMachine(core!, 'deleteAccount'), { input: { user: app.session.getSnapshot().context.user! } }).start();
    form.send({ type: 'REQUEST_DELETE' });
    form.send({ type: 'YES' });
    await waitFor(() => expect(bodyOf('deleteAccount.php')).toBeDefined());
    expect(bodyOf('deleteAccount.php')).toEqual({ userId: 5, parem: '1' });
    form.stop();
  });

  it('addAddress: userId, the parts (house, street, landmark; the server composes address), pinCode, phone, parem 1', async () => {
    const app = actors!;
    await addressesLoaded(app);
    app.addresses.send({ type: 'ADD', house: '4', street: 'Race Course Road', landmark: '', pinCode: '360005', phone: '9123456780' });
    await waitFor(() => expect(bodyOf('addAddress.php')).toBeDefined());
    expect(bodyOf('addAddress.php')).toEqual({ userId: 5, house: '4', street: 'Race Course Road', landmark: '', pinCode: '360005', phone: '9123456780', parem: '1' });
  });
});

describe('storage key addresses (spec section 3)', () => {
  it('holds the addresses as the storefront shows them once loaded, and is removed at logout', async () => {
    const app = actors!;
    await addressesLoaded(app);
    expect(JSON.parse(localStorage.getItem(storageKeys.addresses) ?? 'null')).toEqual([
      { id: 7, streetAddress: '12 Kalawad Road', city: 'Rajkot', pinCode: '360005', mobileNumber: '9876543210', isDefault: true, parts: null, locality: null },
    ]);
    app.session.send({ type: 'LOGOUT' });
    await waitFor(() => expect(app.session.getSnapshot().matches('visitor')).toBe(true));
    expect(localStorage.getItem(storageKeys.addresses)).toBeNull();
  });
});
