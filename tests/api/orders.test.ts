/**
 * createOrder, getOrders and cancelOrder over HTTP (spec sections 3, 4, 5, 7 and 9; DESIGN "Settled
 * open points"): server-side totals, the order rule A, refusals that store nothing, ignored extra
 * fields, the mobile app's string numbers and form bodies, Idempotency-Key, cancelling, and isolation
 * between customers. Every expected figure comes from the domain's cartTotals over catalogue rows.
 */
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTotals, type CartLine } from '../../domain/cart.ts';
import type { OrderRuleName } from '../../domain/constants.ts';
import { createOrderAnswer, SUCCESS_CODE } from '../../domain/contract.ts';
import { serverTexts } from '../../domain/messages/server.ts';
import { formatRupees } from '../../domain/money.ts';
import { addresses, orders } from '../../server/db/schema.ts';
import {
  addAddress, call, catalogue, expectRefusal, expectSuccess, newCustomer, startTestServer,
  type CatalogueSize, type Customer, type Reply, type SendOptions, type TestServer,
} from './harness.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { orderHistoryTexts } from '../../domain/messages/orderHistory.ts';

const RULE_A_MESSAGE =
  'Please add either 1 5-liter product, or a combination of 750ml products and cone/candy products totaling at least 7 items to place your order.';
const ISO_WITH_OFFSET = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;
/** Larger than any id the tests' databases will reach, still a valid id. */
const UNKNOWN_ID = 2_000_000_000;

let server: TestServer;
let sizes: CatalogueSize[];
/** In-stock 5 Litre tubs, 750 ML tubs and cone/candy packs, in catalogue order. */
let fiveLitre: CatalogueSize[];
let ml750: CatalogueSize[];
let cones: CatalogueSize[];
/** A size marked Out of Stock of a product that is in stock. */
let outOfStockSize: CatalogueSize;
/** A size (itself marked In Stock) of the product that is wholly out of stock. */
let sizeOfOutOfStockProduct: CatalogueSize;

beforeAll(async () => {
  server = await startTestServer();
  sizes = await catalogue(server);
  fiveLitre = sizes.filter((size) => size.inStock && size.size === '5 Litre');
  ml750 = sizes.filter((size) => size.inStock && size.size === '750 ML');
  cones = sizes.filter((size) => size.inStock && size.type === 'ConeCandy');
  const main = expectSuccess('getProducts', await call(server, 'getProducts'));
  const wholly = main.Data.find((product) => product.status === 'Out of Stock')!;
  const whollySize = wholly.product_data!.find((size) => size.status === 'In Stock')!;
  sizeOfOutOfStockProduct = sizes.find((size) => size.pMetaId === whollySize.id)!;
  const inStockProducts = new Set(main.Data.filter((product) => product.status === 'In Stock').map((product) => product.pid));
  outOfStockSize = sizes.find((size) => !size.inStock && inStockProducts.has(size.pid))!;
  expect(fiveLitre.length).toBeGreaterThanOrEqual(3);
  expect(ml750.length).toBeGreaterThanOrEqual(3);
  expect(cones.length).toBeGreaterThanOrEqual(3);
  expect(sizeOfOutOfStockProduct).toBeDefined();
  expect(outOfStockSize).toBeDefined();
});
afterAll(() => server.close());

// ---- helpers ----------------------------------------------------------------------------------

type Choice = readonly [CatalogueSize, number];
type OrderLine = Record<string, unknown>;
interface OrderBody {
  addressId: unknown;
  totalAmount: unknown;
  orderMeta: OrderLine[];
  [field: string]: unknown;
}

function cartLine(size: CatalogueSize, quantity: number): CartLine {
  return {
    productId: size.pid,
    category: size.type,
    size: { id: size.pMetaId, size: size.size, price: size.price, mrp: size.mrp, status: size.inStock ? 'In Stock' : 'Out of Stock' },
    quantity,
  };
}

function totalsOf(picks: readonly Choice[], rule: OrderRuleName = 'A') {
  return cartTotals(picks.map(([size, quantity]) => cartLine(size, quantity)), rule);
}

/** The body the storefront sends for these lines: domain line amounts and total. */
function orderBody(addressId: number, picks: readonly Choice[], rule: OrderRuleName = 'A'): OrderBody {
  const totals = totalsOf(picks, rule);
  return {
    addressId,
    totalAmount: totals.totalAmount,
    orderMeta: totals.lines.map((line, index) => {
      const size = picks[index]![0];
      return { pid: size.pid, pMetaId: size.pMetaId, quantity: line.quantity, amount: line.amount, size: size.size, title: size.title };
    }),
  };
}

interface Shopper {
  customer: Customer;
  addressId: number;
}

function freshCustomer(name = 'Asha Patel'): Promise<Customer> {
  return newCustomer(server, name);
}

async function newShopper(fields: Record<string, unknown> = {}): Promise<Shopper> {
  const customer = await freshCustomer();
  return { customer, addressId: await addAddress(server, customer, fields) };
}

function createOrder(shopper: Shopper | Customer, body: unknown, options: SendOptions = {}): Promise<Reply> {
  const customer = 'customer' in shopper ? shopper.customer : shopper;
  return call(server, 'createOrder', body, { ...options, token: customer.token });
}

async function placeOrder(shopper: Shopper, body: unknown, options: SendOptions = {}) {
  return expectSuccess('createOrder', await createOrder(shopper, body, options));
}

async function ordersOf(shopper: Shopper | Customer) {
  const customer = 'customer' in shopper ? shopper.customer : shopper;
  return expectSuccess('getOrders', await call(server, 'getOrders', undefined, { token: customer.token })).Data;
}

function cancel(shopper: Shopper | Customer, orderId: unknown): Promise<Reply> {
  const customer = 'customer' in shopper ? shopper.customer : shopper;
  return call(server, 'cancelOrder', { orderId }, { token: customer.token });
}

const oneTub = (shopper: Shopper) => orderBody(shopper.addressId, [[fiveLitre[0]!, 1]]);

// ---- success and read-back ----------------------------------------------------------------------

describe('createOrder success and getOrders read-back', () => {
  it('one 5 Litre tub: contract answer, newest first, pending, items, address snapshot, ISO date, domain total', async () => {
    const shopper = await newShopper({ address: '7 Yagnik Road, Opp. Jubilee Garden', pinCode: '360001' });
    const tub = fiveLitre[0]!;
    const totals = totalsOf([[tub, 1]]);
    expect(totals.canPlaceOrder).toBe(true);

    const first = await placeOrder(shopper, orderBody(shopper.addressId, [[ml750[0]!, 7]]));
    const reply = await createOrder(shopper, orderBody(shopper.addressId, [[tub, 1]]));
    const answer = expectSuccess('createOrder', reply);
    expect(createOrderAnswer.safeParse(reply.body).success).toBe(true);
    expect(answer.Data.orderId).toBe(answer.orderId);
    expect(answer.Data.totalAmount).toBe(totals.totalAmount);
    expect(answer.Data.status).toBe('Pending');

    const placedAt = Date.now();
    await call(server, 'editAddress', { addressId: shopper.addressId, address: '99 Race Course Ring Road', pinCode: '360002', phone: '' }, { token: shopper.customer.token })
      .then((edited) => expectSuccess('editAddress', edited));

    const list = await ordersOf(shopper);
    expect(list.map((order) => order.orderId)).toEqual([answer.orderId, first.orderId]);
    const order = list[0]!;
    expect(order.status).toBe('Pending');
    expect(order.address).toBe('7 Yagnik Road, Opp. Jubilee Garden');
    expect(order.pinCode).toBe('360001');
    expect(order.phone).toBe(shopper.customer.phone);
    expect(order.totalAmount).toBe(totals.totalAmount);
    expect(Number(order.deliveryFee)).toBe(0);
    expect(order.createdDate).toMatch(ISO_WITH_OFFSET);
    expect(Math.abs(Date.parse(order.createdDate!) - placedAt)).toBeLessThan(60_000);

    expect(order.orderMeta).toHaveLength(1);
    const item = order.orderMeta[0]!;
    expect(item).toMatchObject({ pid: tub.pid, title: tub.title, size: '5 Litre', quantity: 1, amount: totals.lines[0]!.amount });
    for (const picture of [item.image, item.cover, item.thumb, item.cover_thumb]) {
      expect(picture).toMatch(new RegExp(`^${server.url}/uploads/.+\\.png$`));
      const response = await fetch(picture!);
      expect(response.status, picture!).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/png');
    }

    // The address itself changed; the order keeps what it was shipped to.
    const current = expectSuccess('getAddress', await call(server, 'getAddress', {}, { token: shopper.customer.token })).Data;
    expect(current.find((address) => address.addressId === shopper.addressId)?.address).toBe('99 Race Course Ring Road');
  });

  it('wholesale: two different 5 Litre tubs use price; an mrp-based total is refused naming the right one, and nothing stored', async () => {
    const shopper = await newShopper();
    const picks: Choice[] = [[fiveLitre[1]!, 1], [fiveLitre[2]!, 1]];
    const totals = totalsOf(picks);
    expect(totals.isWholesale).toBe(true);
    for (const [index, line] of totals.lines.entries()) expect(line.amount).toBe(picks[index]![0].price);

    const retail = orderBody(shopper.addressId, picks);
    retail.orderMeta = retail.orderMeta.map((line, index) => ({ ...line, amount: picks[index]![0].mrp * picks[index]![1] }));
    retail.totalAmount = picks.reduce((sum, [size, quantity]) => sum + size.mrp * quantity, 0);
    expect(retail.totalAmount).not.toBe(totals.totalAmount);
    const refused = await createOrder(shopper, retail);
    expectRefusal(refused, serverTexts.orderTotalDiffers(formatRupees('en', totals.totalAmount)));
    expect(await ordersOf(shopper)).toEqual([]);

    const placed = await placeOrder(shopper, orderBody(shopper.addressId, picks));
    const [order] = await ordersOf(shopper);
    expect(order?.orderId).toBe(placed.orderId);
    expect(order?.totalAmount).toBe(totals.totalAmount);
    expect(order?.orderMeta.map((item) => item.amount)).toEqual(totals.lines.map((line) => line.amount));
  });

  it('wholesale: one 5 Litre tub with quantity 2 uses price', async () => {
    const shopper = await newShopper();
    const picks: Choice[] = [[fiveLitre[0]!, 2]];
    const totals = totalsOf(picks);
    expect(totals.isWholesale).toBe(true);
    expect(totals.lines[0]!.amount).toBe(fiveLitre[0]!.price * 2);
    const retail = orderBody(shopper.addressId, picks);
    retail.orderMeta[0]!.amount = fiveLitre[0]!.mrp * 2;
    retail.totalAmount = fiveLitre[0]!.mrp * 2;
    expectRefusal(await createOrder(shopper, retail), serverTexts.orderTotalDiffers(formatRupees('en', totals.totalAmount)));
    expect(await ordersOf(shopper)).toEqual([]);
    await placeOrder(shopper, orderBody(shopper.addressId, picks));
    const [order] = await ordersOf(shopper);
    expect(order?.totalAmount).toBe(totals.totalAmount);
    expect(order?.orderMeta[0]?.amount).toBe(totals.lines[0]!.amount);
  });

  it('rule A: 6 items of 750 ML and cone/candy are refused with the exact message; 7 are accepted', async () => {
    const shopper = await newShopper();
    const six: Choice[] = [[ml750[0]!, 2], [ml750[1]!, 1], [cones[0]!, 3]];
    expect(totalsOf(six).orderValidationMessage).toEqual({ id: 'messages.ruleA' });
    expectRefusal(await createOrder(shopper, orderBody(shopper.addressId, six)), RULE_A_MESSAGE);
    expect(await ordersOf(shopper)).toEqual([]);

    const seven: Choice[] = [[ml750[0]!, 2], [ml750[1]!, 1], [cones[0]!, 4]];
    expect(totalsOf(seven).canPlaceOrder).toBe(true);
    const placed = await placeOrder(shopper, orderBody(shopper.addressId, seven));
    const list = await ordersOf(shopper);
    expect(list.map((order) => order.orderId)).toEqual([placed.orderId]);
    expect(list[0]!.totalAmount).toBe(totalsOf(seven).totalAmount);
    expect(list[0]!.orderMeta.map((item) => item.quantity)).toEqual([2, 1, 4]);
  });

  it('quantity 99 (the cap) is accepted, and a quantity sent as the string "2" is read as 2', async () => {
    const shopper = await newShopper();
    await placeOrder(shopper, orderBody(shopper.addressId, [[ml750[0]!, 99]]));
    const body = orderBody(shopper.addressId, [[fiveLitre[0]!, 2]]);
    body.orderMeta[0]!.quantity = '2';
    await placeOrder(shopper, body);
    const list = await ordersOf(shopper);
    expect(list.map((order) => order.orderMeta[0]?.quantity)).toEqual([2, 99]);
    expect(list[0]!.totalAmount).toBe(totalsOf([[fiveLitre[0]!, 2]]).totalAmount);
  });
});

// ---- refusals -----------------------------------------------------------------------------------

describe('createOrder refusals store nothing', () => {
  let shopper: Shopper;
  let other: Shopper;
  beforeAll(async () => {
    [shopper, other] = await Promise.all([newShopper(), newShopper()]);
  });

  const line = (body: OrderBody, change: OrderLine): OrderBody => ({ ...body, orderMeta: [{ ...body.orderMeta[0]!, ...change }, ...body.orderMeta.slice(1)] });

  const quantityMessage = (size: () => CatalogueSize) => () =>
    new RegExp(`^Quantity of ${escapeRegExp(`${size().title} (${size().size})`)} must be a whole number from 1 to 99\\.$`);
  const unknownMessage = /^Unknown product or size \(pid \d+, pMetaId \d+\)\. Please refresh the products and try again\.$/;

  interface Case {
    name: string;
    body: () => OrderBody;
    /** A business refusal with this msg, or an HTTP 400. */
    expected: (() => string | RegExp) | 'http400';
  }

  const cases: Case[] = [
    { name: 'an unknown pid', body: () => line(oneTub(shopper), { pid: UNKNOWN_ID }), expected: () => unknownMessage },
    { name: 'an unknown pMetaId', body: () => line(oneTub(shopper), { pMetaId: UNKNOWN_ID }), expected: () => unknownMessage },
    {
      name: 'a pMetaId of another product',
      body: () => line(oneTub(shopper), { pMetaId: fiveLitre[1]!.pMetaId }),
      expected: () => unknownMessage,
    },
    {
      name: 'an out-of-stock size',
      body: () => orderBody(shopper.addressId, [[outOfStockSize, 7]]),
      expected: () => `${outOfStockSize.title} (${outOfStockSize.size}) is out of stock. Please remove it from your cart.`,
    },
    {
      name: 'a size of the wholly out-of-stock product',
      body: () => orderBody(shopper.addressId, [[sizeOfOutOfStockProduct, 7]]),
      expected: () => `${sizeOfOutOfStockProduct.title} (${sizeOfOutOfStockProduct.size}) is out of stock. Please remove it from your cart.`,
    },
    ...[0, -1, 1.5, 100].map((quantity): Case => ({
      name: `quantity ${quantity}`,
      body: () => orderBody(shopper.addressId, [[ml750[0]!, quantity]]),
      expected: quantityMessage(() => ml750[0]!),
    })),
    {
      name: 'a totalAmount of 0.01',
      body: () => ({ ...line(oneTub(shopper), { amount: 0.01 }), totalAmount: 0.01 }),
      expected: () => serverTexts.orderTotalDiffers(formatRupees('en', totalsOf([[fiveLitre[0]!, 1]]).totalAmount)),
    },
    {
      name: 'a totalAmount lower than the true total',
      body: () => ({ ...oneTub(shopper), totalAmount: totalsOf([[fiveLitre[0]!, 1]]).totalAmount - 1 }),
      expected: () => serverTexts.orderTotalDiffers(formatRupees('en', totalsOf([[fiveLitre[0]!, 1]]).totalAmount)),
    },
    {
      name: 'a totalAmount higher than the true total',
      body: () => ({ ...oneTub(shopper), totalAmount: totalsOf([[fiveLitre[0]!, 1]]).totalAmount + 100 }),
      expected: () => `The order total is ${formatRupees('en', totalsOf([[fiveLitre[0]!, 1]]).totalAmount)}. Please review your cart and try again.`,
    },
    { name: 'an addressId of another customer', body: () => ({ ...oneTub(shopper), addressId: other.addressId }), expected: () => addressTexts.addressNotFound },
    { name: 'an unknown addressId', body: () => ({ ...oneTub(shopper), addressId: UNKNOWN_ID }), expected: () => addressTexts.addressNotFound },
    { name: 'an empty orderMeta', body: () => ({ ...oneTub(shopper), orderMeta: [], totalAmount: 0 }), expected: 'http400' },
    {
      name: 'orderMeta not an array',
      body: () => ({ ...oneTub(shopper), orderMeta: oneTub(shopper).orderMeta[0] as unknown as OrderLine[] }),
      expected: 'http400',
    },
    {
      name: 'the same pMetaId twice',
      body: () => orderBody(shopper.addressId, [[fiveLitre[0]!, 1], [fiveLitre[0]!, 1]]),
      expected: () => `${fiveLitre[0]!.title} (5 Litre) is listed twice. Send it once with the total quantity.`,
    },
  ];

  it.each(cases)('$name', async ({ body, expected }) => {
    const reply = await createOrder(shopper, body());
    if (expected === 'http400') {
      expect(reply.status, reply.text).toBe(400);
      expect(reply.body.code).toBe('400');
      expect(reply.body.msg).toMatch(/^Invalid request: orderMeta/);
    } else {
      expectRefusal(reply, expected());
    }
    expect(await ordersOf(shopper)).toEqual([]);
    expect(await ordersOf(other)).toEqual([]);
  });

  it('an address still holding the placeholder "Default Address" of a new customer is refused until its street is entered', async () => {
    for (const text of ['Default Address', '  default   ADDRESS ']) {
      const placeholder = await newShopper({ address: text, pinCode: '360001' });
      expectRefusal(await createOrder(placeholder, oneTub(placeholder)), cartTexts.enterStreetForDelivery);
      expect(await ordersOf(placeholder)).toEqual([]);
      const edited = await call(
        server, 'editAddress', { addressId: placeholder.addressId, address: '21 Race Course Road', pinCode: '360001', phone: '' },
        { token: placeholder.customer.token },
      );
      expectSuccess('editAddress', edited);
      const placed = await placeOrder(placeholder, oneTub(placeholder));
      expect(placed.Data.address).toBe('21 Race Course Road');
    }
  });

  it('orderMeta as a non-array string or object is HTTP 400 too', async () => {
    for (const orderMeta of ['not json', '{"pid":1}', 42, null]) {
      const reply = await createOrder(shopper, { ...oneTub(shopper), orderMeta });
      expect(reply.status, reply.text).toBe(400);
      expect(reply.body.code).toBe('400');
    }
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('wrong types and malformed bodies are HTTP 400', async () => {
    const good = oneTub(shopper);
    const bodies: unknown[] = [
      { ...good, addressId: 'abc' },
      { ...good, addressId: true },
      { ...good, totalAmount: null },
      { ...good, totalAmount: '12abc' },
      line(good, { pid: 1.5 }),
      line(good, { pMetaId: -3 }),
      line(good, { quantity: [2] }),
      line(good, { amount: 'free' }),
      { orderMeta: good.orderMeta },
      [good],
    ];
    for (const body of bodies) {
      const reply = await createOrder(shopper, body);
      expect(reply.status, `${JSON.stringify(body)}: ${reply.text}`).toBe(400);
      expect(reply.body.code).toBe('400');
      expect(reply.body.msg).toEqual(expect.any(String));
    }
    for (const raw of ['{"addressId":', 'not json at all', '']) {
      const reply = await call(server, 'createOrder', undefined, { token: shopper.customer.token, raw, method: 'POST' });
      expect(reply.status, `${raw}: ${reply.text}`).toBe(400);
      expect(reply.body.code).toBe('400');
    }
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('without a token: HTTP 401 and nothing stored', async () => {
    const reply = await call(server, 'createOrder', oneTub(shopper));
    expect(reply.status).toBe(401);
    expect(reply.body.code).toBe('401');
    expect(await ordersOf(shopper)).toEqual([]);
  });

  it('a delivery address whose pin code is outside the delivery list is refused', async () => {
    const customer = await freshCustomer();
    const [row] = await server.database.db
      .insert(addresses)
      .values({ userId: customer.userId, address: '1 Outside Road, Far Away', pinCode: '999999', phone: '', isDefault: true })
      .returning({ id: addresses.id });
    const reply = await createOrder(customer, orderBody(row!.id, [[fiveLitre[0]!, 1]]));
    expectRefusal(reply, 'This pin code is not in our delivery area');
    expect(await ordersOf(customer)).toEqual([]);
  });
});

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// ---- what the server ignores or reads leniently -----------------------------------------------------

describe('createOrder ignores extra fields and reads the mobile app formats', () => {
  it('status, userId, role, deliveryFee and a line price are ignored: pending, for the caller, server prices', async () => {
    const [shopper, other] = await Promise.all([newShopper(), newShopper()]);
    const picks: Choice[] = [[fiveLitre[0]!, 1], [ml750[0]!, 2]];
    const totals = totalsOf(picks);
    const body = orderBody(shopper.addressId, picks);
    const tampered = {
      ...body,
      status: 'completed',
      userId: other.customer.userId,
      role: 'admin',
      deliveryFee: -100,
      orderMeta: body.orderMeta.map((line) => ({ ...line, price: 1, unitPrice: 1, mrp: 1, title: 'Free Ice Cream', size: '5 Litre' })),
    };
    const placed = await placeOrder(shopper, tampered);
    const list = await ordersOf(shopper);
    expect(list).toHaveLength(1);
    const order = list[0]!;
    expect(order.orderId).toBe(placed.orderId);
    expect(order.status).toBe('Pending');
    expect(Number(order.deliveryFee)).toBe(0);
    expect(order.totalAmount).toBe(totals.totalAmount);
    expect(order.orderMeta.map((item) => item.amount)).toEqual(totals.lines.map((line) => line.amount));
    // title and size are the catalogue's, not the client's.
    expect(order.orderMeta.map((item) => [item.title, item.size])).toEqual(picks.map(([size]) => [size.title, size.size]));
    expect(await ordersOf(other)).toEqual([]);
    const [row] = await server.database.db.select().from(orders).where(eq(orders.id, placed.orderId));
    expect(row?.userId).toBe(shopper.customer.userId);
    expect(row?.status).toBe('pending');
  });

  it('the total decides: line amounts (wholesale on MRP lines, zero, negative) are informational, never stored', async () => {
    const shopper = await newShopper();
    const picks: Choice[] = [[fiveLitre[0]!, 1], [cones[0]!, 2]];
    const totals = totalsOf(picks);
    expect(totals.isWholesale).toBe(false);
    const bodies = [
      // The web port: the wholesale price times the quantity on every line, its total as text.
      { ...orderBody(shopper.addressId, picks), totalAmount: String(totals.totalAmount) },
      { ...orderBody(shopper.addressId, picks), totalAmount: `${totals.totalAmount}.00` },
      orderBody(shopper.addressId, picks),
    ];
    bodies[0]!.orderMeta = bodies[0]!.orderMeta.map((line, index) => ({ ...line, amount: picks[index]![0].price * picks[index]![1] }));
    bodies[1]!.orderMeta = bodies[1]!.orderMeta.map((line) => ({ ...line, amount: 0 }));
    bodies[2]!.orderMeta = bodies[2]!.orderMeta.map((line) => ({ ...line, amount: -1 }));
    expect(bodies[0]!.orderMeta.map((line) => line.amount)).not.toEqual(totals.lines.map((line) => line.amount));
    for (const body of bodies) await placeOrder(shopper, body);
    const list = await ordersOf(shopper);
    expect(list).toHaveLength(3);
    for (const order of list) {
      expect(order.totalAmount).toBe(totals.totalAmount);
      expect(order.orderMeta.map((item) => item.amount)).toEqual(totals.lines.map((line) => line.amount));
    }
  });

  it('every number as a string (addressId, pid, pMetaId, quantity, amount, totalAmount) is accepted', async () => {
    const shopper = await newShopper();
    const picks: Choice[] = [[fiveLitre[0]!, 1], [cones[0]!, 3]];
    const totals = totalsOf(picks);
    const body = orderBody(shopper.addressId, picks);
    const asText = {
      addressId: String(body.addressId),
      totalAmount: String(body.totalAmount),
      orderMeta: body.orderMeta.map((line) => ({
        ...line, pid: String(line.pid), pMetaId: String(line.pMetaId), quantity: String(line.quantity), amount: String(line.amount),
      })),
    };
    const placed = await placeOrder(shopper, asText);
    const [order] = await ordersOf(shopper);
    expect(order?.orderId).toBe(placed.orderId);
    expect(order?.totalAmount).toBe(totals.totalAmount);
    expect(order?.orderMeta.map((item) => [item.pid, item.quantity, item.amount])).toEqual(
      totals.lines.map((line) => [line.productId, line.quantity, line.amount]),
    );
  });

  it('a form-encoded body with orderMeta as JSON text is accepted', async () => {
    const shopper = await newShopper();
    const picks: Choice[] = [[fiveLitre[1]!, 1]];
    const placed = await placeOrder(shopper, orderBody(shopper.addressId, picks), { form: true });
    const [order] = await ordersOf(shopper);
    expect(order?.orderId).toBe(placed.orderId);
    expect(order?.totalAmount).toBe(totalsOf(picks).totalAmount);
    expect(order?.orderMeta[0]?.pid).toBe(fiveLitre[1]!.pid);
  });
});

// ---- Idempotency-Key ----------------------------------------------------------------------------------

describe('Idempotency-Key', () => {
  const key = () => `order-${randomUUID()}`;

  it('the same key twice answers the same order; a different key makes a second order', async () => {
    const shopper = await newShopper();
    const sameKey = key();
    const first = await placeOrder(shopper, oneTub(shopper), { headers: { 'idempotency-key': sameKey } });
    const again = await placeOrder(shopper, oneTub(shopper), { headers: { 'idempotency-key': sameKey } });
    expect(again.orderId).toBe(first.orderId);
    expect((await ordersOf(shopper)).map((order) => order.orderId)).toEqual([first.orderId]);

    const second = await placeOrder(shopper, oneTub(shopper), { headers: { 'idempotency-key': key() } });
    expect(second.orderId).not.toBe(first.orderId);
    expect((await ordersOf(shopper)).map((order) => order.orderId)).toEqual([second.orderId, first.orderId]);
  });

  it('10 parallel calls with one key: one order, every answer names it', async () => {
    const shopper = await newShopper();
    const sameKey = key();
    const replies = await Promise.all(
      Array.from({ length: 10 }, () => createOrder(shopper, oneTub(shopper), { headers: { 'idempotency-key': sameKey } })),
    );
    const ids = replies.map((reply) => expectSuccess('createOrder', reply).orderId);
    expect(new Set(ids).size).toBe(1);
    const list = await ordersOf(shopper);
    expect(list.map((order) => order.orderId)).toEqual([ids[0]]);
    expect(list[0]!.orderMeta).toHaveLength(1);
  });

  it('keys are per customer: the same key of another customer makes that customer their own order', async () => {
    const [one, two] = await Promise.all([newShopper(), newShopper()]);
    const sameKey = key();
    const first = await placeOrder(one, oneTub(one), { headers: { 'idempotency-key': sameKey } });
    const second = await placeOrder(two, oneTub(two), { headers: { 'idempotency-key': sameKey } });
    expect(second.orderId).not.toBe(first.orderId);
    expect((await ordersOf(one)).map((order) => order.orderId)).toEqual([first.orderId]);
    expect((await ordersOf(two)).map((order) => order.orderId)).toEqual([second.orderId]);
    expect((await ordersOf(two))[0]!.address).toBe('12 Kalawad Road, Near Crystal Mall');
  });

  it('the same key for a different order is refused and stores nothing new', async () => {
    const shopper = await newShopper();
    const sameKey = key();
    const first = await placeOrder(shopper, oneTub(shopper), { headers: { 'idempotency-key': sameKey } });
    const otherCart = oneTub(shopper);
    otherCart.orderMeta = otherCart.orderMeta.map((line) => ({ ...line, quantity: 2, amount: Number(line.amount) * 2 }));
    otherCart.totalAmount = String(Number(otherCart.totalAmount) * 2);
    const reply = await createOrder(shopper, otherCart, { headers: { 'idempotency-key': sameKey } });
    expectRefusal(reply, 'This Idempotency-Key was already used for a different order. Use a new key for a new order.');
    expect((await ordersOf(shopper)).map((order) => order.orderId)).toEqual([first.orderId]);
  });

  it.each([
    ['200 characters', 'k'.repeat(200)],
    ['spaces', 'my order key'],
    ['other punctuation', 'order/1?x=<y>'],
  ])('an invalid key (%s) is HTTP 400 and stores nothing', async (_label, badKey) => {
    const shopper = await newShopper();
    const reply = await createOrder(shopper, oneTub(shopper), { headers: { 'idempotency-key': badKey } });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.code).toBe('400');
    expect(reply.body.msg).toMatch(/Idempotency-Key/);
    expect(await ordersOf(shopper)).toEqual([]);
  });
});

// ---- a token without a live session ---------------------------------------------------------------------

describe('a logged-out token (createOrder and getOrders find the session in their own statement)', () => {
  it('is HTTP 401 before any refusal of the body or the Idempotency-Key, reads nothing and stores nothing', async () => {
    const shopper = await newShopper();
    const placed = await placeOrder(shopper, oneTub(shopper));
    const deadToken = shopper.customer.token;
    expect((await call(server, 'logout', undefined, { token: deadToken })).status).toBe(200);

    const attempts = [
      await call(server, 'getOrders', undefined, { token: deadToken }),
      await call(server, 'createOrder', oneTub(shopper), { token: deadToken }),
      await call(server, 'createOrder', oneTub(shopper), { token: deadToken, headers: { 'idempotency-key': 'not a valid key' } }),
      await call(server, 'createOrder', { addressId: 'x' }, { token: deadToken }),
    ];
    for (const reply of attempts) {
      expect(reply.status, reply.text).toBe(401);
      expect(reply.body.code).toBe('401');
      expect(reply.body.Data).toBeUndefined();
    }
    const login = await call(server, 'login', { userId: shopper.customer.email, password: shopper.customer.password });
    const orders = expectSuccess('getOrders', await call(server, 'getOrders', undefined, { token: String(login.body.token) })).Data;
    expect(orders.map((order) => order.orderId)).toEqual([placed.orderId]);
  });
});

// ---- cancelOrder ----------------------------------------------------------------------------------------

describe('cancelOrder', () => {
  const statusOf = async (shopper: Shopper, orderId: number) =>
    (await ordersOf(shopper)).find((order) => order.orderId === orderId)?.status;

  it('cancels a pending order once; a second cancel is refused', async () => {
    const shopper = await newShopper();
    const { orderId } = await placeOrder(shopper, oneTub(shopper));
    const reply = await cancel(shopper, orderId);
    expect(expectSuccess('cancelOrder', reply).msg).toBe('Order cancelled successfully');
    expect(await statusOf(shopper, orderId)).toBe('Cancelled');
    expectRefusal(await cancel(shopper, orderId), 'This order is already cancelled');
    expect(await statusOf(shopper, orderId)).toBe('Cancelled');
  });

  it('accepts the displayed id ORD000123 and numeric text', async () => {
    const shopper = await newShopper();
    const first = await placeOrder(shopper, oneTub(shopper));
    const second = await placeOrder(shopper, oneTub(shopper));
    expectSuccess('cancelOrder', await cancel(shopper, `ORD${String(first.orderId).padStart(6, '0')}`));
    expectSuccess('cancelOrder', await cancel(shopper, String(second.orderId).padStart(8, '0')));
    expect(await statusOf(shopper, first.orderId)).toBe('Cancelled');
    expect(await statusOf(shopper, second.orderId)).toBe('Cancelled');
  });

  it("another customer's order is 'Order not found' and stays pending; an unknown id too", async () => {
    const [owner, intruder] = await Promise.all([newShopper(), newShopper()]);
    const { orderId } = await placeOrder(owner, oneTub(owner));
    expectRefusal(await cancel(intruder, orderId), 'Order not found');
    expectRefusal(await cancel(intruder, `ORD${String(orderId).padStart(6, '0')}`), 'Order not found');
    expect(await statusOf(owner, orderId)).toBe('Pending');
    expectRefusal(await cancel(owner, UNKNOWN_ID), 'Order not found');
  });

  it('malformed order ids are HTTP 400', async () => {
    const shopper = await newShopper();
    for (const orderId of ['abc', 'ORD', -5, 0, 1.5, null]) {
      const reply = await cancel(shopper, orderId);
      expect(reply.status, `${String(orderId)}: ${reply.text}`).toBe(400);
      expect(reply.body.code).toBe('400');
    }
  });

  it('20 parallel cancels of one order: exactly one succeeds, the order ends cancelled', async () => {
    const shopper = await newShopper();
    const { orderId } = await placeOrder(shopper, oneTub(shopper));
    const replies = await Promise.all(Array.from({ length: 20 }, () => cancel(shopper, orderId)));
    for (const reply of replies) expect(reply.status, reply.text).toBe(200);
    const successes = replies.filter((reply) => reply.body.code === SUCCESS_CODE);
    expect(successes).toHaveLength(1);
    for (const reply of replies.filter((r) => r.body.code !== SUCCESS_CODE)) expect(reply.body.msg).toBe('This order is already cancelled');
    expect(await statusOf(shopper, orderId)).toBe('Cancelled');
  });

  it("an order the shop moved to 'confirm' cannot be cancelled and stays 'confirm'", async () => {
    const shopper = await newShopper();
    const { orderId } = await placeOrder(shopper, oneTub(shopper));
    await server.database.db.update(orders).set({ status: 'confirm' }).where(eq(orders.id, orderId));
    expect(await statusOf(shopper, orderId)).toBe('Confirm');
    const reply = await cancel(shopper, orderId);
    expectRefusal(reply, /^Only pending orders can be cancelled/);
    expect(await statusOf(shopper, orderId)).toBe('Confirm');
  });
});

// ---- isolation ----------------------------------------------------------------------------------------

describe('getOrders', () => {
  it("returns only the caller's orders", async () => {
    const [one, two] = await Promise.all([newShopper(), newShopper()]);
    const first = await placeOrder(one, oneTub(one));
    const second = await placeOrder(two, orderBody(two.addressId, [[fiveLitre[1]!, 1]]));
    const third = await placeOrder(one, orderBody(one.addressId, [[fiveLitre[2]!, 1]]));
    expect((await ordersOf(one)).map((order) => order.orderId)).toEqual([third.orderId, first.orderId]);
    expect((await ordersOf(two)).map((order) => order.orderId)).toEqual([second.orderId]);
  });

  it('a fresh customer has no orders; without a token it is HTTP 401', async () => {
    const shopper = await newShopper();
    const answer = expectSuccess('getOrders', await call(server, 'getOrders', undefined, { token: shopper.customer.token }));
    expect(answer.Data).toEqual([]);
    expect(answer.msg).toBe(orderHistoryTexts.noOrders);
    const reply = await call(server, 'getOrders');
    expect(reply.status).toBe(401);
  });
});
