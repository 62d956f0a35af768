// @vitest-environment happy-dom
/**
 * The actors no first paint needs are created later (src/app/checkoutActor.ts, src/app/orderHistoryActors.ts,
 * src/app/addressActor.ts), so that their machines stay out of the first-load JavaScript (`npm run size`): a
 * visitor's app has none of them, a logged-in customer's gets the addresses actor at once (its addresses
 * load) but no checkout or order history actor until a screen asks, and the cart's checkout comes without
 * the order history (its route chunks leave the order history's machines out). A placed order reaches the
 * order history only once that exists.
 */
import { waitFor } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { fromPromise } from 'xstate';
import type { ParsedAnswer } from '../../domain/contract.ts';
import { carts } from '../../model/models/checkout.ts';
import {
  createdAddressActor, createdCheckoutActor, createdOrderHistoryActors, type AppActors, type AppActorsOptions,
} from '../../src/app/actors.ts';
import { checkoutActor } from '../../src/app/checkoutActor.ts';
import { createAppActors } from '../../src/app/createAppActors.ts';
import { appActorsHooks } from '../appActorsHooks.ts';
// Loaded here already, so that the app's import of it would finish within `settled` if it were asked for.
import '../../src/app/addressActor.ts';
import { orderHistoryActors } from '../../src/app/orderHistoryActors.ts';
import { storageKeys } from '../../src/app/storage.ts';

const storedUser = { userId: 5, name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210', addresses: [] };
const addressRecord = { addressId: 7, address: '12 Kalawad Road', pinCode: '360005', phone: '9876543210', isDefault: true };
const answers: Record<string, unknown> = {
  'getProducts.php': { code: '200', msg: '', Data: [] },
  'getConeCandy.php': { code: '200', msg: '', Data: [] },
  'getAddress.php': { code: '200', msg: '', Data: [addressRecord] },
  'getPinCodes.php': { code: '200', msg: '', Data: [{ pinCode: '360005' }] },
  'getOrders.php': { code: '200', msg: '', Data: [] },
};
const placedAnswer: ParsedAnswer<'createOrder'> = {
  code: '200', msg: 'Order placed successfully', orderId: 42, Data: { orderId: 42, status: 'pending', totalAmount: 1970, orderMeta: [] },
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
  app?.storefront.stop();
  app = null;
  vi.unstubAllGlobals();
});

const start = (options?: AppActorsOptions) =>
  (app = createAppActors('A', '/', { navigate: () => {}, scrollToTop: () => {}, newKey: () => 'key' }, options && appActorsHooks(options)));
const logInStored = () => {
  localStorage.setItem(storageKeys.user, JSON.stringify(storedUser));
  localStorage.setItem(storageKeys.token, 'token-asha');
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 50));

it('creates no checkout, order history or addresses actor for a visitor', async () => {
  const actors = start();
  await waitFor(() => expect(actors.session.getSnapshot().matches('restoring')).toBe(false));
  await waitFor(() => expect(calls).toContain('getProducts.php'));
  await settled();
  expect(createdAddressActor(actors)).toBeUndefined();
  expect(createdCheckoutActor(actors)).toBeUndefined();
  expect(createdOrderHistoryActors(actors)).toBeUndefined();
  expect(calls).not.toContain('getAddress.php');
});

it('creates the addresses actor at once for a logged-in customer, the checkout and the order history each when its screen asks', async () => {
  logInStored();
  const actors = start();
  await waitFor(() => expect(createdAddressActor(actors)?.getSnapshot().matches({ active: { list: 'ready' } })).toBe(true));
  expect(calls).toContain('getAddress.php');
  expect(createdCheckoutActor(actors)).toBeUndefined();
  expect(createdOrderHistoryActors(actors)).toBeUndefined();

  const checkout = checkoutActor(actors);
  expect(createdCheckoutActor(actors)).toBe(checkout);
  expect(checkoutActor(actors)).toBe(checkout);
  expect(createdOrderHistoryActors(actors)).toBeUndefined();

  const { orders, reorder } = orderHistoryActors(actors);
  expect(createdOrderHistoryActors(actors)).toEqual({ orders, reorder });
  expect(orders.getSnapshot().matches({ session: 'member' })).toBe(true);
  expect(createdCheckoutActor(actors)).toBe(checkout);
});

it('empties the cart on a placed order with no order history yet, and marks the history stale once it exists', async () => {
  logInStored();
  const actors = start({ provide: { checkout: { actors: { createOrder: fromPromise(async () => placedAnswer) } } } });
  await waitFor(() => expect(actors.session.getSnapshot().matches('loggedIn')).toBe(true));
  const checkout = checkoutActor(actors);
  const placeOrder = () => {
    actors.cart.send({ type: 'ADD_LINES', items: carts.oneTub });
    expect(actors.cart.getSnapshot().context.items).not.toEqual([]);
    checkout.send({ type: 'PLACE_ORDER', items: carts.oneTub, addressId: 7, user: { userId: 5 } });
  };

  placeOrder();
  await waitFor(() => expect(checkout.getSnapshot().matches({ ready: 'placed' })).toBe(true));
  expect(actors.cart.getSnapshot().context.items).toEqual([]);
  expect(createdOrderHistoryActors(actors)).toBeUndefined();

  const { orders } = orderHistoryActors(actors);
  orders.send({ type: 'MOUNTED' });
  await waitFor(() => expect(orders.getSnapshot().matches({ session: { member: { ready: { freshness: 'fresh' } } } })).toBe(true));
  placeOrder();
  await waitFor(() => expect(orders.getSnapshot().matches({ session: { member: { ready: { freshness: 'stale' } } } })).toBe(true));
  expect(actors.cart.getSnapshot().context.items).toEqual([]);
});
