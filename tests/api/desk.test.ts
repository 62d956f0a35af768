/** The desk's API (issue 12): who may call what, the status flow, races, staff, phone orders, the inbox. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskCalls, type DeskCallName } from '../../domain/desk/contract.ts';
import { DESK_ORDER_ACTIONS, RIDER_NOTE_MAX, type DeskOrderAction } from '../../domain/desk/orderStatus.ts';
import { mayDo } from '../../domain/desk/roles.ts';
import { ORDER_STATUSES, displayOrderId, normaliseOrderStatus, type OrderStatus } from '../../domain/orders.ts';
import { auditLog, orders, users } from '../../server/db/schema.ts';
import { addAddress, call, expectSuccess, newCustomer, startTestServer, uniquePhone, type Customer, type TestServer } from './harness.ts';
import { desk, deskPerson, deskSuccess, expectDeskRefusal, oneTubLines, placeOrder, type DeskPerson } from './deskHelpers.ts';
import { deskAnswers } from '../../domain/desk/messages.ts';
import { parse } from 'csv-parse/sync';
import { LANGUAGE_COOKIE } from '../../domain/languageCookie.ts';

let server: TestServer;
let owner: DeskPerson;
let staff: DeskPerson;
let customer: Customer;

beforeAll(async () => {
  server = await startTestServer();
  owner = await deskPerson(server, 'owner');
  staff = await deskPerson(server, 'staff');
  customer = await newCustomer(server, 'Kiran Joshi');
});
afterAll(() => server?.close());

const guardedCalls = (Object.keys(deskCalls) as DeskCallName[]).filter((name) => deskCalls[name].action !== null);

async function rawCall(name: DeskCallName, token?: string) {
  const definition = deskCalls[name];
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  if (definition.method === 'POST') headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/api/${definition.path}`, { method: definition.method, headers, body: definition.method === 'POST' ? '{}' : undefined });
  const body = (await response.json()) as { code: string; msg: string };
  return { status: response.status, body };
}

describe('who may call', () => {
  it.each(guardedCalls)('%s refuses a request without a token (401) and a customer token (403)', async (name) => {
    const missing = await rawCall(name);
    expect(missing.status).toBe(401);
    const customers = await rawCall(name, customer.token);
    expect(customers.status).toBe(403);
    expect(customers.body.msg).toBe(deskAnswers.notADeskToken);
    const unknown = await rawCall(name, 'not-a-token-of-anyone');
    expect(unknown.status).toBe(401);
  });

  it.each(guardedCalls.filter((name) => !mayDo('staff', deskCalls[name].action!)))(
    'staff may not call %s (403), the owner may',
    async (name) => {
      const refused = await rawCall(name, staff.token);
      expect(refused.status).toBe(403);
      expect(refused.body.msg).toBe(deskAnswers.onlyTheOwner);
      expect((await rawCall(name, owner.token)).status).not.toBe(403);
    },
  );

  it('no cookie authorises a desk call', async () => {
    const response = await fetch(`${server.url}/api/desk/me`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `auth_token=${owner.token}`, 'sec-fetch-site': 'same-origin' },
      body: '{}',
    });
    expect(response.status).toBe(401);
  });

  it('me names the signed-in person; after signOut the token is refused', async () => {
    const person = await deskPerson(server, 'staff', 'Pooja Mehta');
    const me = deskSuccess('me', await desk(server, 'me', {}, person.token));
    expect(me.Data).toEqual({ deskUserId: person.deskUserId, email: person.email, name: 'Pooja Mehta', role: 'staff', active: true });
    deskSuccess('signOut', await desk(server, 'signOut', {}, person.token));
    expect((await desk(server, 'me', {}, person.token)).status).toBe(401);
  });

  it('a wrong password is refused, and past the limit even the right one waits (429)', async () => {
    const person = await deskPerson(server, 'staff');
    const wrong = await desk(server, 'signIn', { email: person.email, password: 'wrong-password' });
    expectDeskRefusal(wrong, 401, 'Invalid email or password');
    for (let attempt = 0; attempt < 5; attempt += 1) await desk(server, 'signIn', { email: person.email, password: 'wrong-password' });
    const limited = await desk(server, 'signIn', { email: person.email, password: person.password });
    expect(limited.status).toBe(429);
  });

  it('a customer cannot sign in to the desk with their own email and password', async () => {
    const reply = await desk(server, 'signIn', { email: customer.email, password: customer.password });
    expectDeskRefusal(reply, 401, 'Invalid email or password');
    expect(reply.body.token).toBeUndefined();
  });
});

/** A fresh pending order brought to `status` by desk calls. */
async function orderIn(status: OrderStatus): Promise<number> {
  const orderId = await placeOrder(server, customer);
  const steps: Record<OrderStatus, [DeskOrderAction, string?][]> = {
    pending: [],
    confirm: [['accept']],
    completed: [['accept'], ['deliver']],
    cancelled: [['cancel', 'Out of kesar pista today']],
  };
  for (const [action, reason] of steps[status]) deskSuccess(action, await desk(server, action, { orderId, reason }, staff.token));
  return orderId;
}

const statusOf = async (orderId: number) => (await server.database.db.select({ status: orders.status }).from(orders).where(eq(orders.id, orderId)))[0]!.status;

describe('the status flow', () => {
  const allowed: Record<DeskOrderAction, { from: OrderStatus[]; to: OrderStatus }> = {
    accept: { from: ['pending'], to: 'confirm' },
    deliver: { from: ['confirm'], to: 'completed' },
    cancel: { from: ['pending', 'confirm'], to: 'cancelled' },
  };
  const pairs = ORDER_STATUSES.flatMap((status) => DESK_ORDER_ACTIONS.map((action) => [status, action] as const));

  it.each(pairs)('from %s, %s', async (status, action) => {
    const orderId = await orderIn(status);
    const reply = await desk(server, action, { orderId: displayOrderId(orderId), reason: 'Customer asked by phone' }, staff.token);
    if (allowed[action].from.includes(status)) {
      const answer = deskSuccess(action, reply);
      expect(answer.Data.status).toBe(allowed[action].to);
      expect(await statusOf(orderId)).toBe(allowed[action].to);
    } else {
      expectDeskRefusal(reply, 409, new RegExp(displayOrderId(orderId)));
      expect(await statusOf(orderId)).toBe(status);
    }
  });

  it('cancelling without a reason changes nothing', async () => {
    const orderId = await orderIn('pending');
    const reply = await desk(server, 'cancel', { orderId, reason: '   ' }, staff.token);
    expectDeskRefusal(reply, 422, 'Please give a reason for cancelling this order');
    expect(await statusOf(orderId)).toBe('pending');
  });

  it('the customer sees the cancel reason in getOrders, and the desk who did it', async () => {
    const orderId = await orderIn('pending');
    const cancelled = deskSuccess('cancel', await desk(server, 'cancel', { orderId, reason: 'Freezer broke down' }, staff.token));
    expect(cancelled.Data).toMatchObject({ status: 'cancelled', cancelReason: 'Freezer broke down', statusChangedBy: 'Ravi Desai' });
    const history = expectSuccess('getOrders', await call(server, 'getOrders', undefined, { token: customer.token }));
    const seen = history.Data.find((order) => order.orderId === orderId)!;
    expect(normaliseOrderStatus(seen.status)).toBe('cancelled');
    expect(seen.cancelReason).toBe('Freezer broke down');
  });

  it('an unknown order answers 404', async () => {
    expectDeskRefusal(await desk(server, 'accept', { orderId: 2_000_000_000 }, staff.token), 404, 'Order not found');
  });
});

describe('two staff pressing at once', () => {
  it('parallel accepts change the order exactly once; the others are told why not', async () => {
    const orderId = await orderIn('pending');
    const replies = await Promise.all(Array.from({ length: 6 }, (_, index) => desk(server, 'accept', { orderId }, index % 2 ? staff.token : owner.token)));
    const succeeded = replies.filter((reply) => reply.body.code === '200');
    expect(succeeded).toHaveLength(1);
    // The losing desks are told who won, and when (issue 27, point 4).
    const winner = succeeded[0]!.body.Data as { acceptedBy: string; acceptedAt: string };
    expect(['Meera Shah', 'Ravi Desai']).toContain(winner.acceptedBy);
    for (const reply of replies.filter((other) => other.body.code !== '200')) {
      expectDeskRefusal(reply, 409, `Order ${displayOrderId(orderId)} is already Shipped: accepted by ${winner.acceptedBy} at ${winner.acceptedAt.slice(11, 16)}`);
    }
    const audited = await server.database.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'order'), eq(auditLog.subjectId, String(orderId))));
    expect(audited.map((entry) => entry.action)).toEqual(['order.accept']);
  });

  it('an accept and a cancel at once: exactly one happens', async () => {
    const orderId = await orderIn('confirm');
    const replies = await Promise.all([
      desk(server, 'deliver', { orderId }, staff.token),
      desk(server, 'cancel', { orderId, reason: 'Address not found' }, owner.token),
      desk(server, 'deliver', { orderId }, owner.token),
      desk(server, 'cancel', { orderId, reason: 'Address not found' }, staff.token),
    ]);
    expect(replies.filter((reply) => reply.body.code === '200')).toHaveLength(1);
    const audited = await server.database.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'order'), eq(auditLog.subjectId, String(orderId))));
    expect(audited.filter((entry) => entry.action !== 'order.accept')).toHaveLength(1);
  });
});

describe('the inbox', () => {
  it('finds an order by ORD id, by phone and by name, and filters by status and day', async () => {
    // A surname of its own: the PostgreSQL test database keeps earlier runs' customers.
    const surname = `Vadgama ${Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('')}`;
    const shopper = await newCustomer(server, `Zarina ${surname}`);
    const orderId = await placeOrder(server, shopper);
    const ids = async (body: Record<string, unknown>) => deskSuccess('orders', await desk(server, 'orders', body, staff.token)).Data.map((order) => order.orderId);
    expect(await ids({ search: displayOrderId(orderId) })).toEqual([orderId]);
    expect(await ids({ search: shopper.phone })).toEqual([orderId]);
    expect(await ids({ search: surname.toUpperCase() })).toEqual([orderId]);
    expect(await ids({ search: surname, status: 'completed' })).toEqual([]);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    expect(await ids({ search: surname, status: 'pending', day: today })).toEqual([orderId]);
    expect(await ids({ search: surname, day: '2001-01-01' })).toEqual([]);
    const ticket = deskSuccess('order', await desk(server, 'order', { orderId }, staff.token)).Data;
    expect(ticket).toMatchObject({ displayId: displayOrderId(orderId), customerName: `Zarina ${surname}`, phone: shopper.phone, customerPhone: shopper.phone, status: 'pending', cancelReason: null });
    expect(ticket.items).toHaveLength(1);
    expect(ticket.items[0]!.quantity).toBe(1);
  });
});

describe('issue 23: an address saved without a phone', () => {
  it('sends the order with the account\'s mobile: the order history, the ticket, the inbox and the CSV show it', async () => {
    const shopper = await newCustomer(server, 'Nirali Joshi');
    const addressId = await addAddress(server, shopper, { address: '4 Amin Marg, Near Rani Tower', pinCode: '360005', phone: '' });
    const { totalAmount, lines } = await oneTubLines(server);
    const placed = expectSuccess('createOrder', await call(server, 'createOrder', { addressId, totalAmount, orderMeta: lines }, { token: shopper.token }));
    const orderId = Number(placed.orderId);

    const [stored] = await server.database.db.select({ phone: orders.phone }).from(orders).where(eq(orders.id, orderId));
    expect(stored?.phone).toBe(shopper.phone);
    const history = expectSuccess('getOrders', await call(server, 'getOrders', undefined, { token: shopper.token })).Data;
    expect(history.find((order) => Number(order.orderId) === orderId)?.phone).toBe(shopper.phone);
    const ticket = deskSuccess('order', await desk(server, 'order', { orderId }, staff.token)).Data;
    expect(ticket.phone).toBe(shopper.phone);
    const inbox = deskSuccess('orders', await desk(server, 'orders', { search: displayOrderId(orderId) }, staff.token)).Data;
    expect(inbox.map((order) => order.phone)).toEqual([shopper.phone]);
    const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
    const csv = (deskSuccess('ordersCsv', await desk(server, 'ordersCsv', { from: today, to: today }, owner.token)).Data as { csv: string }).csv;
    const line = (parse(csv, { bom: true }) as string[][]).find((row) => row[0] === displayOrderId(orderId));
    expect(line).toContain(shopper.phone);
    // The address itself is left as it was saved: no phone.
    const saved = expectSuccess('getAddress', await call(server, 'getAddress', {}, { token: shopper.token })).Data;
    expect(saved.find((address) => Number(address.addressId) === addressId)?.phone ?? '').toBe('');
  });
});

describe('staff management', () => {
  it('the owner adds staff, who can sign in; removing them ends their sessions and is audited', async () => {
    const email = `new.staff.${Date.now()}@desk.example`;
    const added = deskSuccess('staffAdd', await desk(server, 'staffAdd', { email, name: 'Nirav Kotak', password: 'cone-candy-99' }, owner.token));
    expect(added.Data).toMatchObject({ email, role: 'staff', active: true });
    const signedIn = deskSuccess('signIn', await desk(server, 'signIn', { email, password: 'cone-candy-99' }));
    expect(deskSuccess('staffList', await desk(server, 'staffList', {}, owner.token)).Data.map((person) => person.email)).toContain(email);
    deskSuccess('staffRemove', await desk(server, 'staffRemove', { deskUserId: added.Data.deskUserId }, owner.token));
    expect((await desk(server, 'me', {}, signedIn.token)).status).toBe(401);
    expectDeskRefusal(await desk(server, 'signIn', { email, password: 'cone-candy-99' }), 401, 'Invalid email or password');
    const audited = await server.database.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'deskUser'), eq(auditLog.subjectId, String(added.Data.deskUserId))));
    expect(audited.map((entry) => [entry.action, entry.deskUserId])).toEqual([['staff.add', owner.deskUserId], ['staff.remove', owner.deskUserId]]);
  });

  it('refuses a short password, a taken email, and removing the owner', async () => {
    expectDeskRefusal(await desk(server, 'staffAdd', { email: 'short@desk.example', name: 'Short', password: 'seven77' }, owner.token), 422, 'The password must be at least 8 characters');
    expectDeskRefusal(await desk(server, 'staffAdd', { email: staff.email, name: 'Again', password: 'long-enough-1' }, owner.token), 409, deskAnswers.emailTaken);
    expectDeskRefusal(await desk(server, 'staffRemove', { deskUserId: owner.deskUserId }, owner.token), 409, deskAnswers.ownerNotRemovable);
    expectDeskRefusal(await desk(server, 'staffRemove', { deskUserId: 2_000_000_000 }, owner.token), 404, deskAnswers.noSuchAccount);
  });
});

describe('phone orders', () => {
  it('places an order for an existing customer with the server price, and for a new one by name', async () => {
    const tub = await oneTubLines(server);
    const existing = await newCustomer(server, 'Hetal Rana');
    const placed = deskSuccess('phoneOrder', await desk(server, 'phoneOrder', { phone: existing.phone, address: '4 Race Course Road', pinCode: '360001', ...tub }, staff.token));
    expect(placed.userId).toBe(existing.userId);
    expect(placed.Data).toMatchObject({ status: 'pending', totalAmount: tub.totalAmount, customerName: 'Hetal Rana' });
    const history = expectSuccess('getOrders', await call(server, 'getOrders', undefined, { token: existing.token }));
    expect(history.Data.map((order) => order.orderId)).toContain(placed.Data.orderId);

    const phone = uniquePhone();
    const refused = await desk(server, 'phoneOrder', { phone, address: '9 Yagnik Road', pinCode: '360001', ...tub }, staff.token);
    expectDeskRefusal(refused, 422, deskAnswers.nameNeededForNewCustomer);
    const fresh = deskSuccess('phoneOrder', await desk(server, 'phoneOrder', { phone, name: 'Bhavna Soni', address: '9 Yagnik Road', pinCode: '360001', ...tub }, staff.token));
    expect(fresh.Data.customerName).toBe('Bhavna Soni');
    const found = deskSuccess('findCustomer', await desk(server, 'findCustomer', { phone }, staff.token));
    expect(found.Data).toMatchObject({ name: 'Bhavna Soni', phone, addresses: [{ address: '9 Yagnik Road', pinCode: '360001' }] });
    // No password works for the new customer until a reset code.
    expect((await call(server, 'login', { userId: phone, password: '!no-password-yet' })).body.code).toBe('401');
  });

  it('keeps the note for the rider and the payment method with the order (issue 27)', async () => {
    const tub = await oneTubLines(server);
    const customer = await newCustomer(server, 'Rekha Vora');
    const order = { phone: customer.phone, address: '4 Race Course Road', pinCode: '360001', ...tub };
    const noted = deskSuccess('phoneOrder', await desk(server, 'phoneOrder', { ...order, paymentMethod: 'upi', riderNote: '  Ring twice, dog at the gate ' }, staff.token));
    expect(noted.Data).toMatchObject({ paymentMethod: 'upi', riderNote: 'Ring twice, dog at the gate' });
    const reread = deskSuccess('order', await desk(server, 'order', { orderId: noted.Data.orderId }, owner.token));
    expect(reread.Data).toMatchObject({ paymentMethod: 'upi', riderNote: 'Ring twice, dog at the gate' });
    const plain = deskSuccess('phoneOrder', await desk(server, 'phoneOrder', { ...order, riderNote: '   ' }, staff.token));
    expect(plain.Data).toMatchObject({ paymentMethod: 'cash', riderNote: null });
    const before = await server.database.db.select().from(orders).where(eq(orders.userId, customer.userId));
    const tooLong = await desk(server, 'phoneOrder', { ...order, riderNote: 'x'.repeat(RIDER_NOTE_MAX + 1) }, staff.token);
    // A note the contract's schema cannot take is a malformed request (400), not a value the shop's rules refuse.
    expect([tooLong.status, tooLong.body.code]).toEqual([400, '400']);
    expect(await server.database.db.select().from(orders).where(eq(orders.userId, customer.userId))).toHaveLength(before.length);
  });

  it('keeps the storefront’s language with an order for the WhatsApp message: its cookie, else the phone’s, else English (issue 27)', async () => {
    const { totalAmount, lines } = await oneTubLines(server);
    const placeIn = async (headers: Record<string, string>) => {
      const customer = await newCustomer(server, 'Nisha Mehta');
      const addressId = await addAddress(server, customer);
      const placed = expectSuccess('createOrder', await call(server, 'createOrder', { addressId, totalAmount, orderMeta: lines }, { token: customer.token, headers }));
      return deskSuccess('order', await desk(server, 'order', { orderId: placed.orderId }, staff.token)).Data.language;
    };
    expect(await placeIn({ 'accept-language': 'gu-IN,gu;q=0.9,en;q=0.8' })).toBe('gu');
    expect(await placeIn({ cookie: `${LANGUAGE_COOKIE}=hi`, 'accept-language': 'gu' })).toBe('hi');
    expect(await placeIn({})).toBe('en');
    const phoneOrdered = deskSuccess('phoneOrder', await desk(server, 'phoneOrder', { phone: uniquePhone(), name: 'Om Joshi', address: '4 Race Course Road', pinCode: '360001', totalAmount, lines }, staff.token));
    expect(phoneOrdered.Data.language).toBe('en');
  });

  it('refuses a total that is not the server price, a pin code outside delivery, and leaves no new customer behind', async () => {
    const tub = await oneTubLines(server);
    const phone = uniquePhone();
    const wrongTotal = await desk(server, 'phoneOrder', { phone, name: 'Dev Parmar', address: '1 Mall Road', pinCode: '360001', ...tub, totalAmount: tub.totalAmount - 1 }, staff.token);
    expectDeskRefusal(wrongTotal, 409, /^The order total is/);
    const farAway = await desk(server, 'phoneOrder', { phone, name: 'Dev Parmar', address: '1 Mall Road', pinCode: '110001', ...tub }, staff.token);
    expectDeskRefusal(farAway, 422, /./);
    expect(await server.database.db.select().from(users).where(eq(users.phone, phone))).toEqual([]);
  });
});
