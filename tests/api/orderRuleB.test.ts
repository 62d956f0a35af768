/**
 * createOrder on a shop set to the order rule's reading B (spec section 5; DESIGN "Settled open
 * points", ORDER_RULE=B): a cart of only cone/candy needs 5 of them; a 5-litre tub, or any cart that
 * is not only cone/candy, passes. Expected figures come from the domain's cartTotals.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTotals, type CartLine } from '../../domain/cart.ts';
import {
  addAddress, call, catalogue, expectRefusal, expectSuccess, newCustomer, startTestServer,
  type CatalogueSize, type Customer, type TestServer,
} from './harness.ts';

let server: TestServer;
let fiveLitre: CatalogueSize[];
let ml750: CatalogueSize[];
let cones: CatalogueSize[];

beforeAll(async () => {
  server = await startTestServer({ orderRule: 'B' });
  const sizes = await catalogue(server);
  fiveLitre = sizes.filter((size) => size.inStock && size.size === '5 Litre');
  ml750 = sizes.filter((size) => size.inStock && size.size === '750 ML');
  cones = sizes.filter((size) => size.inStock && size.type === 'ConeCandy');
  expect(fiveLitre.length).toBeGreaterThanOrEqual(1);
  expect(ml750.length).toBeGreaterThanOrEqual(1);
  expect(cones.length).toBeGreaterThanOrEqual(3);
});
afterAll(() => server.close());

type Choice = readonly [CatalogueSize, number];

function totalsOf(choices: readonly Choice[]) {
  const lines: CartLine[] = choices.map(([size, quantity]) => ({
    productId: size.pid,
    category: size.type,
    size: { id: size.pMetaId, size: size.size, price: size.price, mrp: size.mrp, status: 'In Stock' },
    quantity,
  }));
  return cartTotals(lines, 'B');
}

function orderBody(addressId: number, choices: readonly Choice[]) {
  const totals = totalsOf(choices);
  return {
    addressId,
    totalAmount: totals.totalAmount,
    orderMeta: totals.lines.map((line, index) => {
      const size = choices[index]![0];
      return { pid: size.pid, pMetaId: size.pMetaId, quantity: line.quantity, amount: line.amount, size: size.size, title: size.title };
    }),
  };
}

let customer: Customer;
let addressId: number;
beforeAll(async () => {
  customer = await newCustomer(server, 'Bhavin Shah');
  addressId = await addAddress(server, customer);
});

async function orderIds(): Promise<number[]> {
  const answer = expectSuccess('getOrders', await call(server, 'getOrders', undefined, { token: customer.token }));
  return answer.Data.map((order) => order.orderId);
}

/** Places the order, and checks it is stored, newest first, with the domain's total. */
async function expectAccepted(choices: readonly Choice[]) {
  const totals = totalsOf(choices);
  expect(totals.canPlaceOrder).toBe(true);
  const before = await orderIds();
  const placed = expectSuccess('createOrder', await call(server, 'createOrder', orderBody(addressId, choices), { token: customer.token }));
  expect(placed.Data.totalAmount).toBe(totals.totalAmount);
  expect(await orderIds()).toEqual([placed.orderId, ...before]);
}

describe('order rule B', () => {
  it('only cone/candy, 4 packs: refused with the exact message, nothing stored', async () => {
    const four: Choice[] = [[cones[0]!, 3], [cones[1]!, 1]];
    expect(totalsOf(four).orderValidationMessage).toEqual({ id: 'messages.ruleB', values: { 0: 4 } });
    const before = await orderIds();
    const reply = await call(server, 'createOrder', orderBody(addressId, four), { token: customer.token });
    expectRefusal(reply, 'Minimum 5 quantities required for ConeCandy products. Current quantity: 4');
    expect(await orderIds()).toEqual(before);
  });

  it('only cone/candy, 5 packs: accepted', async () => {
    await expectAccepted([[cones[0]!, 3], [cones[1]!, 2]]);
  });

  it('a mixed cart of one 750 ML tub and one cone pack: accepted', async () => {
    await expectAccepted([[ml750[0]!, 1], [cones[0]!, 1]]);
  });

  it('one 5 Litre tub: accepted', async () => {
    await expectAccepted([[fiveLitre[0]!, 1]]);
  });

  it('a single 750 ML tub (refused under reading A): accepted', async () => {
    await expectAccepted([[ml750[0]!, 1]]);
  });

  it('the reading A message is not used: 1 cone pack names its own quantity', async () => {
    const reply = await call(server, 'createOrder', orderBody(addressId, [[cones[2]!, 1]]), { token: customer.token });
    expectRefusal(reply, 'Minimum 5 quantities required for ConeCandy products. Current quantity: 1');
  });
});
