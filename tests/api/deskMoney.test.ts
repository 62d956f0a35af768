/**
 * The day's money at the desk (issue 27, point 1): takings are orders delivered that India day, split
 * cash / UPI and by who marked them delivered; accepted orders not yet delivered are money to collect,
 * cancelled orders are apart; India days start at midnight in India. And the accountant's CSV (point 2,
 * with issue 26 point 6), read back with a CSV parser. On a private database each, so every figure is exact.
 */
import { parse } from 'csv-parse/sync';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTotals } from '../../domain/cart.ts';
import { displayOrderId } from '../../domain/orders.ts';
import type { PaymentMethod } from '../../domain/payment.ts';
import { auditLog, orders } from '../../server/db/schema.ts';
import { addAddress, call, catalogue, expectSuccess, newCustomer, startPrivateTestServer, type Customer, type TestServer } from './harness.ts';
import { desk, deskPerson, deskSuccess, type DeskPerson } from './deskHelpers.ts';

let server: TestServer;
let owner: DeskPerson;
let ravi: DeskPerson;
let asha: DeskPerson;
let customer: Customer;
let addressId: number;

/** A pending order of `tubs` 5 Litre tubs, paid by `method`; answers its id and total. */
async function placeOrder(tubs: number, method: PaymentMethod): Promise<{ orderId: number; total: number }> {
  const tub = (await catalogue(server)).find((size) => size.inStock && size.size === '5 Litre')!;
  const line = { productId: tub.pid, category: tub.type, size: { id: tub.pMetaId, size: tub.size, price: tub.price, mrp: tub.mrp, status: 'In Stock' as const }, quantity: tubs };
  const totals = cartTotals([line], 'A');
  const placed = expectSuccess('createOrder', await call(server, 'createOrder', {
    addressId, totalAmount: totals.totalAmount, paymentMethod: method,
    orderMeta: [{ pid: tub.pid, pMetaId: tub.pMetaId, quantity: tubs, amount: totals.lines[0]!.amount }],
  }, { token: customer.token }));
  return { orderId: Number(placed.orderId), total: totals.totalAmount };
}

async function act(person: DeskPerson, action: 'accept' | 'deliver' | 'cancel', orderId: number) {
  deskSuccess(action, await desk(server, action, action === 'cancel' ? { orderId, reason: 'Freezer broke down' } : { orderId }, person.token));
}

/** Moves the recorded time of a change, as if it had happened then. */
async function happenedAt(orderId: number, column: 'acceptedAt' | 'deliveredAt' | 'cancelledAt', indiaTime: string) {
  await server.database.db.update(orders).set({ [column]: new Date(indiaTime) }).where(eq(orders.id, orderId));
}

async function day(dayText: string) {
  return deskSuccess('today', await desk(server, 'today', { day: dayText }, owner.token)).Data;
}

const DAY = '2026-11-20';
let cashByRavi: { orderId: number; total: number };
let upiByRavi: { orderId: number; total: number };
let cashByAsha: { orderId: number; total: number };
let upiAtMidnight: { orderId: number; total: number };
let justBefore: { orderId: number; total: number };
let shipped: { orderId: number; total: number };
let cancelled: { orderId: number; total: number };
let pending: { orderId: number; total: number };

beforeAll(async () => {
  server = await startPrivateTestServer();
  owner = await deskPerson(server, 'owner', 'Meera Shah');
  ravi = await deskPerson(server, 'staff', 'Ravi Desai');
  asha = await deskPerson(server, 'staff', 'Asha Mehta');
  customer = await newCustomer(server, 'Kiran Joshi');
  addressId = await addAddress(server, customer);

  cashByRavi = await placeOrder(1, 'cash');
  upiByRavi = await placeOrder(2, 'upi');
  cashByAsha = await placeOrder(3, 'cash');
  upiAtMidnight = await placeOrder(1, 'upi');
  justBefore = await placeOrder(2, 'cash');
  shipped = await placeOrder(2, 'upi');
  cancelled = await placeOrder(3, 'cash');
  pending = await placeOrder(1, 'cash');
  for (const order of [cashByRavi, upiByRavi, cashByAsha, upiAtMidnight, justBefore, shipped, cancelled]) await act(owner, 'accept', order.orderId);
  for (const order of [cashByRavi, upiByRavi, upiAtMidnight, justBefore]) await act(ravi, 'deliver', order.orderId);
  await act(asha, 'deliver', cashByAsha.orderId);
  await act(owner, 'cancel', cancelled.orderId);

  // Around the day's two midnights, in India time.
  await happenedAt(cashByRavi.orderId, 'deliveredAt', `${DAY}T23:59:59.999+05:30`);
  await happenedAt(upiByRavi.orderId, 'deliveredAt', `${DAY}T15:52:00+05:30`);
  await happenedAt(upiAtMidnight.orderId, 'deliveredAt', `${DAY}T00:00:00+05:30`);
  await happenedAt(justBefore.orderId, 'deliveredAt', '2026-11-19T23:59:59.999+05:30');
  await happenedAt(cashByAsha.orderId, 'deliveredAt', '2026-11-21T00:00:00+05:30');
  await happenedAt(cancelled.orderId, 'cancelledAt', `${DAY}T18:00:00+05:30`);
  await happenedAt(shipped.orderId, 'acceptedAt', `${DAY}T20:00:00+05:30`);
});
afterAll(() => server.close());

describe('a day\'s money', () => {
  it('takings are the orders delivered that India day, split cash and UPI; shipped and cancelled orders are apart', async () => {
    const { money } = await day(DAY);
    expect(money.takings).toEqual({
      orders: 3,
      cash: cashByRavi.total,
      upi: upiByRavi.total + upiAtMidnight.total,
      total: cashByRavi.total + upiByRavi.total + upiAtMidnight.total,
    });
    expect(money.toCollect).toEqual({ orders: 1, amount: shipped.total });
    expect(money.cancelled).toEqual({ orders: 1, amount: cancelled.total });
  });

  it('each staff member who marked orders delivered has their own takings', async () => {
    expect((await day(DAY)).money.byStaff).toEqual([
      { name: 'Ravi Desai', orders: 3, cash: cashByRavi.total, upi: upiByRavi.total + upiAtMidnight.total, total: cashByRavi.total + upiByRavi.total + upiAtMidnight.total },
    ]);
    expect((await day('2026-11-21')).money.byStaff).toEqual([{ name: 'Asha Mehta', orders: 1, cash: cashByAsha.total, upi: 0, total: cashByAsha.total }]);
  });

  it('India midnight divides the days: a millisecond before it is the day before', async () => {
    const before = await day('2026-11-19');
    expect(before.money.takings).toEqual({ orders: 1, cash: justBefore.total, upi: 0, total: justBefore.total });
    // Accepted on the 20th: nothing to collect yet on the 19th.
    expect(before.money.toCollect).toEqual({ orders: 0, amount: 0 });
    expect(before.money.cancelled).toEqual({ orders: 0, amount: 0 });
    const after = await day('2026-11-21');
    expect(after.money.takings).toEqual({ orders: 1, cash: cashByAsha.total, upi: 0, total: cashByAsha.total });
    // Still shipped: still to collect the day after.
    expect(after.money.toCollect).toEqual({ orders: 1, amount: shipped.total });
  });

  it('the orders behind the figures say what happened, when and by whom; a pending order is not among them', async () => {
    const { dayOrders } = await day(DAY);
    expect(dayOrders.map((order) => [order.orderId, order.kind, order.by, order.at])).toEqual([
      [cashByRavi.orderId, 'delivered', 'Ravi Desai', `${DAY}T23:59:59.999+05:30`],
      [upiByRavi.orderId, 'delivered', 'Ravi Desai', `${DAY}T15:52:00.000+05:30`],
      [upiAtMidnight.orderId, 'delivered', 'Ravi Desai', `${DAY}T00:00:00.000+05:30`],
      [shipped.orderId, 'toCollect', 'Meera Shah', `${DAY}T20:00:00.000+05:30`],
      [cancelled.orderId, 'cancelled', 'Meera Shah', `${DAY}T18:00:00.000+05:30`],
    ]);
    expect(dayOrders.find((order) => order.kind === 'cancelled')).toMatchObject({ cancelReason: 'Freezer broke down', paymentMethod: 'cash', customerName: 'Kiran Joshi' });
    expect(dayOrders.some((order) => order.orderId === pending.orderId)).toBe(false);
  });

  it('the customer\'s own cancel counts as cancelled that day, by nobody at the desk', async () => {
    const own = await placeOrder(1, 'upi');
    expectSuccess('cancelOrder', await call(server, 'cancelOrder', { orderId: own.orderId }, { token: customer.token }));
    const [row] = await server.database.db.select({ cancelledAt: orders.cancelledAt, cancelledBy: orders.cancelledBy }).from(orders).where(eq(orders.id, own.orderId));
    expect(row!.cancelledAt).toBeInstanceOf(Date);
    expect(row!.cancelledBy).toBeNull();
    const today = (await deskSuccess('today', await desk(server, 'today', {}, owner.token))).Data;
    expect(today.dayOrders.find((order) => order.orderId === own.orderId)).toMatchObject({ kind: 'cancelled', by: '' });
    expect(today.money.takings.total).toBe(0);
  });
});

describe('the accountant\'s CSV', () => {
  const CSV_DAY = '2026-11-18';
  let csvOrder: { orderId: number; total: number };
  let evilOrder: { orderId: number; total: number };
  let evil: Customer;

  beforeAll(async () => {
    csvOrder = await placeOrder(2, 'upi');
    await act(ravi, 'accept', csvOrder.orderId);
    await server.database.db.update(orders).set({ createdAt: new Date(`${CSV_DAY}T15:52:50.153+05:30`) }).where(eq(orders.id, csvOrder.orderId));
    // A customer whose name and address a spreadsheet would split at `;` or run as formulas; the order's address had no phone.
    evil = await newCustomer(server, '=HYPERLINK("http://evil.example";"Click")');
    const evilAddress = await addAddress(server, evil, { address: 'Flat 4; -2+3 Kalawad Road' });
    const tub = (await catalogue(server)).find((size) => size.inStock && size.size === '5 Litre')!;
    const totals = cartTotals([{ productId: tub.pid, category: tub.type, size: { id: tub.pMetaId, size: tub.size, price: tub.price, mrp: tub.mrp, status: 'In Stock' as const }, quantity: 1 }], 'A');
    const placed = expectSuccess('createOrder', await call(server, 'createOrder', {
      addressId: evilAddress, totalAmount: totals.totalAmount, orderMeta: [{ pid: tub.pid, pMetaId: tub.pMetaId, quantity: 1, amount: totals.lines[0]!.amount }],
    }, { token: evil.token }));
    evilOrder = { orderId: Number(placed.orderId), total: totals.totalAmount };
    await act(owner, 'cancel', evilOrder.orderId);
    await server.database.db.update(orders).set({ phone: '', createdAt: new Date(`${CSV_DAY}T23:10:00+05:30`) }).where(eq(orders.id, evilOrder.orderId));
  });

  async function csvOf(from: string, to = from) {
    return deskSuccess('ordersCsv', await desk(server, 'ordersCsv', { from, to }, owner.token)).Data;
  }

  it('has one line per order, with India date and time in separate cells and the desk\'s words, read back by a CSV parser', async () => {
    const file = await csvOf(CSV_DAY);
    expect(file.orders).toBe(2);
    const records = parse(file.csv, { bom: true, columns: true, skip_empty_lines: true }) as Record<string, string>[];
    expect(Object.keys(records[0]!)).toEqual([
      'Order', 'Date (India)', 'Time (India)', 'Customer', 'Phone', 'Address', 'Pin code', 'Items', 'Total',
      'Payment', 'Status', 'Cancel reason', 'Accepted by', 'Delivered by', 'Cancelled by',
    ]);
    const tub = (await catalogue(server)).find((size) => size.inStock && size.size === '5 Litre')!;
    expect(records[0]).toEqual({
      'Order': displayOrderId(csvOrder.orderId), 'Date (India)': CSV_DAY, 'Time (India)': '15:52', 'Customer': 'Kiran Joshi', 'Phone': customer.phone,
      'Address': '12 Kalawad Road, Near Crystal Mall', 'Pin code': '360005', 'Items': `2 × ${tub.title} 5 Litre @ ${tub.price}`, 'Total': String(csvOrder.total),
      'Payment': 'UPI', 'Status': 'Shipped', 'Cancel reason': '', 'Accepted by': 'Ravi Desai', 'Delivered by': '', 'Cancelled by': '',
    });
    // The address had no phone: the account's, as the desk shows it. Formula starts are kept as text.
    expect(records[1]).toMatchObject({
      'Date (India)': CSV_DAY, 'Time (India)': '23:10', 'Customer': `'=HYPERLINK("http://evil.example";"Click")`, 'Phone': evil.phone,
      'Address': `Flat 4;' -2+3 Kalawad Road`, 'Payment': 'Cash', 'Status': 'Cancelled', 'Cancel reason': 'Freezer broke down', 'Cancelled by': 'Meera Shah',
    });
  });

  it('no cell runs as a formula, in spreadsheets that separate cells with `,` or with `;`', async () => {
    const { csv } = await csvOf(CSV_DAY);
    const formulaStart = /^(?:[\t\r]|\s*[=+\-@])/;
    // As a `,` spreadsheet reads it.
    for (const row of parse(csv, { bom: true }) as string[][]) for (const cell of row) expect(cell).not.toMatch(formulaStart);
    // As a `;` spreadsheet reads it: every part between semicolons is a cell there.
    const asSemicolonSheet = parse(csv, { bom: true, delimiter: ';', quote: false, relax_column_count: true }) as string[][];
    expect(asSemicolonSheet.some((row) => row.length > 1)).toBe(true);
    for (const row of asSemicolonSheet) for (const cell of row) expect(cell.replace(/^"+/, '')).not.toMatch(formulaStart);
    // Every text cell is quoted: outside the quotes only commas, ids and amounts remain.
    for (const line of csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n')) expect(line.replace(/"(?:[^"]|"")*"/g, '')).toMatch(/^[\w,]*$/);
  });

  it('says who cancelled: the customer\'s own cancel is "Customer"', async () => {
    const own = await placeOrder(1, 'cash');
    expectSuccess('cancelOrder', await call(server, 'cancelOrder', { orderId: own.orderId }, { token: customer.token }));
    await server.database.db.update(orders).set({ createdAt: new Date('2026-11-17T10:00:00+05:30') }).where(eq(orders.id, own.orderId));
    const records = parse((await csvOf('2026-11-17')).csv, { bom: true, columns: true }) as Record<string, string>[];
    expect(records).toHaveLength(1);
    expect(records[0]).toMatchObject({ 'Status': 'Cancelled', 'Cancelled by': 'Customer', 'Accepted by': '' });
  });
});

describe('a readable audit log (issue 27, point 3)', () => {
  type Entry = { action: string; subject: string; actor: string; at: string; after: Record<string, unknown> | null };
  async function log(filters: Record<string, unknown>) {
    const reply = await desk(server, 'auditLog', { perPage: 100, ...filters }, owner.token);
    return deskSuccess('auditLog', reply).Data as { entries: Entry[]; people: { name: string }[] };
  }

  it('names orders by ORD id and sizes by product and size, and every time is India time', async () => {
    const tub = (await catalogue(server)).find((size) => size.inStock && size.size === '5 Litre')!;
    deskSuccess('catalogueSetPrice', await desk(server, 'catalogueSetPrice', { pid: tub.pid, pMetaId: tub.pMetaId, price: tub.price, mrp: tub.mrp }, owner.token));
    deskSuccess('resetCode', await desk(server, 'resetCode', { phone: customer.phone }, owner.token));
    const { entries, people } = await log({});
    expect(entries.find((entry) => entry.action === 'catalogue.price')!.subject).toBe(`${tub.title} 5 Litre`);
    expect(entries.find((entry) => entry.action === 'order.accept')!.subject).toMatch(/^ORD\d{6}$/);
    const reset = entries.find((entry) => entry.action === 'resetCode.issue')!;
    expect(reset.subject).toBe('Kiran Joshi');
    expect(reset.after!.expiresAt).toMatch(/\+05:30$/);
    for (const entry of entries) expect(entry.at).toMatch(/\+05:30$/);
    expect(people.map((person) => person.name)).toEqual(['Asha Mehta', 'Meera Shah', 'Ravi Desai']);
  });

  it('filters by person, kind of change, order and India day', async () => {
    const byRavi = await log({ deskUserId: ravi.deskUserId });
    expect(byRavi.entries.length).toBeGreaterThan(0);
    expect(new Set(byRavi.entries.map((entry) => entry.actor))).toEqual(new Set(['Ravi Desai']));

    const deliveries = await log({ kind: 'order.deliver' });
    expect(deliveries.entries).toHaveLength(5);
    expect(new Set(deliveries.entries.map((entry) => entry.action))).toEqual(new Set(['order.deliver']));
    expect((await log({ kind: 'order' })).entries.every((entry) => entry.action.startsWith('order.'))).toBe(true);

    const oneOrder = await log({ orderId: displayOrderId(cancelled.orderId) });
    expect(oneOrder.entries.map((entry) => [entry.action, entry.subject])).toEqual([
      ['order.cancel', displayOrderId(cancelled.orderId)],
      ['order.accept', displayOrderId(cancelled.orderId)],
    ]);

    // Ravi's delivery of one order moved to 23:59 India time on the 20th: that day's log has it, the 21st's does not.
    const [delivery] = await server.database.db
      .update(auditLog)
      .set({ at: new Date(`${DAY}T23:59:00+05:30`) })
      .where(and(eq(auditLog.action, 'order.deliver'), eq(auditLog.subjectId, String(cashByRavi.orderId))))
      .returning({ id: auditLog.id });
    expect(delivery).toBeDefined();
    expect((await log({ day: DAY })).entries.map((entry) => entry.subject)).toEqual([displayOrderId(cashByRavi.orderId)]);
    expect((await log({ day: '2026-11-21' })).entries).toEqual([]);
    expect((await log({ day: DAY, deskUserId: asha.deskUserId })).entries).toEqual([]);
  });
});
