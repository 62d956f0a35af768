// @vitest-environment happy-dom
/**
 * The actors no first paint needs are created later (src/app/orderActors.ts, src/app/addressActor.ts), so
 * that their machines stay out of the first-load JavaScript (`npm run size`): a visitor's app has none of
 * them, a logged-in customer's gets the addresses actor at once (its addresses load) but no checkout or
 * order history actor until a screen asks.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { createdAddressActor, createdOrderActors, type AppActors } from '../../src/app/actors.ts';
import { createAppActors } from '../../src/app/createAppActors.ts';
// Loaded here already, so that the app's import of it would finish within `settled` if it were asked for.
import '../../src/app/addressActor.ts';
import { orderActors } from '../../src/app/orderActors.ts';
import { storageKeys } from '../../src/app/storage.ts';

const storedUser = { userId: 5, name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210', addresses: [] };
const addressRecord = { addressId: 7, address: '12 Kalawad Road', pinCode: '360005', phone: '9876543210', isDefault: true };
const answers: Record<string, unknown> = {
  'getProducts.php': { code: '200', msg: '', Data: [] },
  'getConeCandy.php': { code: '200', msg: '', Data: [] },
  'getAddress.php': { code: '200', msg: '', Data: [addressRecord] },
  'getPinCodes.php': { code: '200', msg: '', Data: [{ pinCode: '360005' }] },
};

let calls: string[];
let app: AppActors | null = null;

beforeEach(() => {
  calls = [];
  localStorage.clear();
  vi.stubGlobal('fetch', async (input: Request) => {
    const call = new URL(input.url).pathname.replace('/api/', '');
    calls.push(call);
    return new Response(JSON.stringify(answers[call] ?? { code: '404', msg: 'not in this test' }), {
      status: 200, headers: { 'content-type': 'application/json' },
    });
  });
});

afterEach(() => {
  if (app) [...Object.values(app), ...Object.values(createdOrderActors(app) ?? {}), createdAddressActor(app)].forEach((actor) => actor?.stop());
  app = null;
  vi.unstubAllGlobals();
});

const start = () => (app = createAppActors('A', '/', { navigate: () => {}, scrollToTop: () => {}, newKey: () => 'key' }));
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

it('creates no checkout, order history or addresses actor for a visitor', async () => {
  const actors = start();
  await waitFor(() => expect(actors.session.getSnapshot().matches('restoring')).toBe(false));
  await waitFor(() => expect(calls).toContain('getProducts.php'));
  await settled();
  expect(createdAddressActor(actors)).toBeUndefined();
  expect(createdOrderActors(actors)).toBeUndefined();
  expect(calls).not.toContain('getAddress.php');
});

it('creates the addresses actor at once for a logged-in customer, and the order actors when a screen asks', async () => {
  localStorage.setItem(storageKeys.user, JSON.stringify(storedUser));
  localStorage.setItem(storageKeys.token, 'token-asha');
  const actors = start();
  await waitFor(() => expect(createdAddressActor(actors)?.getSnapshot().matches({ active: { list: 'ready' } })).toBe(true));
  expect(calls).toContain('getAddress.php');
  expect(createdOrderActors(actors)).toBeUndefined();
  const { orders } = orderActors(actors);
  expect(createdOrderActors(actors)?.orders).toBe(orders);
  expect(orders.getSnapshot().matches({ session: 'member' })).toBe(true);
});
