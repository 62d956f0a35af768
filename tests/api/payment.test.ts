/**
 * Payment on delivery (issue 13, part 1) over HTTP: createOrder's optional payment method (none is cash,
 * an unknown one is refused and stores nothing), the orders' answers with the method and, for UPI, the
 * shop's UPI id, payee and the order's upi://pay link; the shop's UPI details set at the desk by the owner
 * only; phone orders' method. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskRuleMessages } from '../../domain/desk/messages.ts';
import { displayOrderId } from '../../domain/orders.ts';
import { upiPaymentLink } from '../../domain/upi.ts';
import { auditLog, orders } from '../../server/db/schema.ts';
import { desk, deskPerson, deskSuccess, expectDeskRefusal, oneTubLines, type DeskPerson } from './deskHelpers.ts';
import { addAddress, call, expectSuccess, newCustomer, send, startPrivateTestServer, type Customer, type TestServer } from './harness.ts';

let server: TestServer;
let owner: DeskPerson;
let staff: DeskPerson;
const SHOP_UPI = { upiId: 'rajkot.scoops@okaxis', payee: 'Rajkot Scoops' };

beforeAll(async () => {
  // Its own database: it changes shop-wide settings, which files running beside it on the shared one read.
  server = await startPrivateTestServer();
  owner = await deskPerson(server, 'owner');
  staff = await deskPerson(server, 'staff');
  // The shop's UPI details these tests expect (not the defaults).
  deskSuccess('settingsSetUpi', await desk(server, 'settingsSetUpi', SHOP_UPI, owner.token));
});
afterAll(() => server.close());

async function orderBody(customer: Customer, extra: Record<string, unknown> = {}) {
  const addressId = await addAddress(server, customer);
  const { totalAmount, lines } = await oneTubLines(server);
  return { addressId, totalAmount, orderMeta: lines, ...extra };
}

async function ordersOf(customer: Customer) {
  return expectSuccess('getOrders', await call(server, 'getOrders', undefined, { token: customer.token })).Data;
}

async function storedOrders(userId: number) {
  const [row] = await server.database.db.select({ total: count() }).from(orders).where(eq(orders.userId, userId));
  return row!.total;
}

describe('createOrder with a payment method', () => {
  it('an app that sends no method orders cash: stored and answered as cash, with nothing to pay online', async () => {
    const customer = await newCustomer(server);
    const placed = expectSuccess('createOrder', await call(server, 'createOrder', await orderBody(customer), { token: customer.token }));
    expect(placed.Data.paymentMethod).toBe('cash');
    expect(placed.Data.payment).toBeUndefined();
    const [row] = await server.database.db.select({ paymentMethod: orders.paymentMethod }).from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.paymentMethod).toBe('cash');
    const [listed] = await ordersOf(customer);
    expect(listed).toMatchObject({ orderId: placed.orderId, paymentMethod: 'cash' });
    expect(listed!.payment).toBeUndefined();
  });

  it('cash chosen is cash; null is read as none', async () => {
    const customer = await newCustomer(server);
    const cash = expectSuccess('createOrder', await call(server, 'createOrder', await orderBody(customer, { paymentMethod: 'cash' }), { token: customer.token }));
    const none = expectSuccess('createOrder', await call(server, 'createOrder', await orderBody(customer, { paymentMethod: null }), { token: customer.token }));
    expect([cash.Data.paymentMethod, none.Data.paymentMethod]).toEqual(['cash', 'cash']);
  });

  it('UPI is stored and answered with the shop\'s UPI id, payee and the order\'s link for its total', async () => {
    const customer = await newCustomer(server);
    const body = await orderBody(customer, { paymentMethod: 'upi' });
    const placed = expectSuccess('createOrder', await call(server, 'createOrder', body, { token: customer.token }));
    const payment = { ...SHOP_UPI, link: upiPaymentLink({ ...SHOP_UPI, amount: body.totalAmount, note: displayOrderId(placed.orderId) }) };
    expect(placed.Data).toMatchObject({ paymentMethod: 'upi', payment });
    const [row] = await server.database.db.select({ paymentMethod: orders.paymentMethod }).from(orders).where(eq(orders.id, placed.orderId));
    expect(row!.paymentMethod).toBe('upi');
    const [listed] = await ordersOf(customer);
    expect(listed).toMatchObject({ orderId: placed.orderId, paymentMethod: 'upi', payment });
    expect(payment.link).toContain(`tn=${displayOrderId(placed.orderId)}`);
  });

  it.each(['card', 'UPI', 'gateway', 7])('an unknown method (%j) is refused with HTTP 400 and a clear message; nothing is stored', async (method) => {
    const customer = await newCustomer(server);
    const reply = await call(server, 'createOrder', await orderBody(customer, { paymentMethod: method }), { token: customer.token });
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body.msg).toBe('Invalid request: paymentMethod must be one of: cash, upi');
    expect(await storedOrders(customer.userId)).toBe(0);
  });

  it('the same Idempotency-Key with another payment method is another order: refused', async () => {
    const customer = await newCustomer(server);
    const body = await orderBody(customer, { paymentMethod: 'upi' });
    const key = `pay-${customer.userId}`;
    const first = expectSuccess('createOrder', await call(server, 'createOrder', body, { token: customer.token, headers: { 'idempotency-key': key } }));
    const again = expectSuccess('createOrder', await call(server, 'createOrder', body, { token: customer.token, headers: { 'idempotency-key': key } }));
    expect(again.orderId).toBe(first.orderId);
    const otherMethod = await call(server, 'createOrder', { ...body, paymentMethod: 'cash' }, { token: customer.token, headers: { 'idempotency-key': key } });
    expect(otherMethod.body.code).toBe('409');
    expect(await storedOrders(customer.userId)).toBe(1);
  });

  it("another customer's UPI order never shows in one's own orders", async () => {
    const asha = await newCustomer(server);
    const ravi = await newCustomer(server, 'Ravi Mehta');
    const ashas = expectSuccess('createOrder', await call(server, 'createOrder', await orderBody(asha, { paymentMethod: 'upi' }), { token: asha.token }));
    const ravis = await ordersOf(ravi);
    expect(ravis.map((order) => order.orderId)).not.toContain(ashas.orderId);
    expect(ravis).toEqual([]);
  });

  it('the old apps read the answer unchanged: ids and money still text, the method and the UPI details text', async () => {
    const customer = await newCustomer(server);
    await call(server, 'createOrder', await orderBody(customer, { paymentMethod: 'upi' }), { token: customer.token });
    const reply = await send(server, 'getOrders.php', undefined, { method: 'GET', token: customer.token });
    const [order] = (reply.body as { Data: Record<string, unknown>[] }).Data;
    expect(typeof order!.orderId).toBe('string');
    expect(typeof order!.totalAmount).toBe('string');
    expect(order!.status).toBe('Pending');
    expect(order!.paymentMethod).toBe('upi');
    expect(order!.payment).toEqual({ upiId: SHOP_UPI.upiId, payee: SHOP_UPI.payee, link: expect.stringMatching(/^upi:\/\/pay\?pa=/) });
  });
});

describe("the shop's UPI details at the desk", () => {
  it('the owner reads and changes them; orders answered afterwards carry the new id; the change is audited', async () => {
    const read = deskSuccess('settingsGet', await desk(server, 'settingsGet', {}, owner.token));
    expect(read.Data).toMatchObject({ upiId: SHOP_UPI.upiId, upiPayee: SHOP_UPI.payee });
    const customer = await newCustomer(server);
    const placed = expectSuccess('createOrder', await call(server, 'createOrder', await orderBody(customer, { paymentMethod: 'upi' }), { token: customer.token }));

    const saved = deskSuccess('settingsSetUpi', await desk(server, 'settingsSetUpi', { upiId: ' patel.family@oksbi ', payee: '  Patel   Ice Cream ' }, owner.token));
    expect(saved.msg).toBe('UPI payments go to patel.family@oksbi');
    expect(saved.Data).toMatchObject({ upiId: 'patel.family@oksbi', upiPayee: 'Patel Ice Cream' });
    const [listed] = await ordersOf(customer);
    expect(listed).toMatchObject({ orderId: placed.orderId, payment: { upiId: 'patel.family@oksbi', payee: 'Patel Ice Cream' } });
    const audits = await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.upi'));
    expect(audits.some((entry) => entry.deskUserId === owner.deskUserId && (entry.after as { upiId?: string }).upiId === 'patel.family@oksbi')).toBe(true);

    deskSuccess('settingsSetUpi', await desk(server, 'settingsSetUpi', SHOP_UPI, owner.token));
  });

  it.each([
    [{ upiId: 'rajkotscoops', payee: 'Rajkot Scoops' }, deskRuleMessages.upiIdFormat],
    [{ upiId: 'rajkot scoops@upi', payee: 'Rajkot Scoops' }, deskRuleMessages.upiIdFormat],
    [{ upiId: 'rajkotscoops@', payee: 'Rajkot Scoops' }, deskRuleMessages.upiIdFormat],
    [{ upiId: 'rajkotscoops@upi', payee: '   ' }, deskRuleMessages.upiPayeeLength(50)],
  ])('%j is refused (%s) and changes nothing', async (request, message) => {
    const reply = await desk(server, 'settingsSetUpi', request, owner.token);
    expectDeskRefusal(reply, 422, message);
    expect(deskSuccess('settingsGet', await desk(server, 'settingsGet', {}, owner.token)).Data).toMatchObject({ upiId: SHOP_UPI.upiId, upiPayee: SHOP_UPI.payee });
  });

  it('staff, a customer and no sign-in cannot change them', async () => {
    const customer = await newCustomer(server);
    const change = { upiId: 'thief@upi', payee: 'Not The Shop' };
    expect((await desk(server, 'settingsSetUpi', change, staff.token)).status).toBe(403);
    expect((await desk(server, 'settingsSetUpi', change, customer.token)).status).toBe(403);
    expect((await desk(server, 'settingsSetUpi', change)).status).toBe(401);
    expect(deskSuccess('settingsGet', await desk(server, 'settingsGet', {}, owner.token)).Data.upiId).toBe(SHOP_UPI.upiId);
  });
});

describe('the desk sees the payment method', () => {
  it('in the inbox and on the ticket; a phone order pays cash unless the desk says UPI', async () => {
    const customer = await newCustomer(server);
    const placed = expectSuccess('createOrder', await call(server, 'createOrder', await orderBody(customer, { paymentMethod: 'upi' }), { token: customer.token }));
    const ticket = deskSuccess('order', await desk(server, 'order', { orderId: placed.orderId }, staff.token));
    expect(ticket.Data.paymentMethod).toBe('upi');
    const inbox = deskSuccess('orders', await desk(server, 'orders', { search: displayOrderId(placed.orderId) }, staff.token));
    expect(inbox.Data.map((order) => order.paymentMethod)).toEqual(['upi']);

    const tub = await oneTubLines(server);
    const phoneOrder = { phone: customer.phone, address: '4 Race Course Road', pinCode: '360001', ...tub };
    const cash = deskSuccess('phoneOrder', await desk(server, 'phoneOrder', phoneOrder, staff.token));
    expect(cash.Data.paymentMethod).toBe('cash');
    const upi = deskSuccess('phoneOrder', await desk(server, 'phoneOrder', { ...phoneOrder, paymentMethod: 'upi' }, staff.token));
    expect(upi.Data.paymentMethod).toBe('upi');
    const before = await storedOrders(customer.userId);
    const refused = await desk(server, 'phoneOrder', { ...phoneOrder, paymentMethod: 'cheque' }, staff.token);
    expect(refused.status).toBe(400);
    expect(await storedOrders(customer.userId)).toBe(before);
  });
});
