/**
 * The shop's name, address and phone on the printed ticket (issue 27, point 6) over HTTP: the owner reads
 * and changes them in the shop settings (checked: a blank name or address, a phone that is not one are
 * refused and change nothing; the change is audited); staff, who may not read the settings, get them with
 * every desk order answer (`orders`, `order`, a status change). Runs on PGlite, and on PostgreSQL when
 * TEST_DATABASE_URL is set.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskRuleMessages } from '../../domain/desk/messages.ts';
import { SHOP_ADDRESS_MAX, SHOP_NAME_MAX } from '../../domain/desk/shopRules.ts';
import { displayOrderId } from '../../domain/orders.ts';
import { DEFAULT_SHOP_CONTACT } from '../../domain/shop.ts';
import { auditLog } from '../../server/db/schema.ts';
import { desk, deskPerson, deskSuccess, expectDeskRefusal, oneTubLines, type DeskPerson } from './deskHelpers.ts';
import { addAddress, call, expectSuccess, newCustomer, startPrivateTestServer, type TestServer } from './harness.ts';

let server: TestServer;
let owner: DeskPerson;
let staff: DeskPerson;

beforeAll(async () => {
  // Its own database: it changes shop-wide settings, which files running beside it on the shared one read.
  server = await startPrivateTestServer();
  owner = await deskPerson(server, 'owner');
  staff = await deskPerson(server, 'staff');
});
afterAll(() => server.close());

const readShop = async () => deskSuccess('settingsGet', await desk(server, 'settingsGet', {}, owner.token)).Data.shop;

describe("the shop's details on the ticket", () => {
  it('the owner changes them (spaces tidied); staff get them with the orders, the order and a status change; the change is audited', async () => {
    expect(await readShop()).toEqual(DEFAULT_SHOP_CONTACT);
    const customer = await newCustomer(server);
    const addressId = await addAddress(server, customer);
    const { totalAmount, lines } = await oneTubLines(server);
    const placed = expectSuccess('createOrder', await call(server, 'createOrder', { addressId, totalAmount, orderMeta: lines }, { token: customer.token }));
    expect(deskSuccess('order', await desk(server, 'order', { orderId: placed.orderId }, staff.token)).Data.shop).toEqual(DEFAULT_SHOP_CONTACT);

    const saved = deskSuccess('settingsSetShop', await desk(server, 'settingsSetShop', { name: '  Patel   Ice Cream ', address: ' 7 Yagnik Road,\n Rajkot 360001 ', phone: ' 0281 245 6789 ' }, owner.token));
    const edited = { name: 'Patel Ice Cream', address: '7 Yagnik Road, Rajkot 360001', phone: '0281 245 6789' };
    expect(saved.msg).toBe('The ticket now prints Patel Ice Cream');
    expect(saved.Data.shop).toEqual(edited);
    expect(await readShop()).toEqual(edited);

    expect(deskSuccess('order', await desk(server, 'order', { orderId: placed.orderId }, staff.token)).Data.shop).toEqual(edited);
    const inbox = deskSuccess('orders', await desk(server, 'orders', { search: displayOrderId(placed.orderId) }, staff.token));
    expect(inbox.Data.map((order) => order.shop)).toEqual([edited]);
    expect(deskSuccess('accept', await desk(server, 'accept', { orderId: placed.orderId }, staff.token)).Data.shop).toEqual(edited);

    const audits = await server.database.db.select().from(auditLog)
      .where(and(eq(auditLog.action, 'settings.shop'), eq(auditLog.deskUserId, owner.deskUserId)));
    expect(audits.filter((entry) => (entry.after as { name?: string }).name === edited.name))
      .toMatchObject([{ subjectType: 'setting', subjectId: 'shop', before: DEFAULT_SHOP_CONTACT, after: edited }]);
  });

  it.each([
    [{ ...DEFAULT_SHOP_CONTACT, name: '   ' }, deskRuleMessages.shopNameLength(SHOP_NAME_MAX)],
    [{ ...DEFAULT_SHOP_CONTACT, name: 'x'.repeat(SHOP_NAME_MAX + 1) }, deskRuleMessages.shopNameLength(SHOP_NAME_MAX)],
    [{ ...DEFAULT_SHOP_CONTACT, address: '' }, deskRuleMessages.shopAddressLength(SHOP_ADDRESS_MAX)],
    [{ ...DEFAULT_SHOP_CONTACT, phone: 'call the shop' }, deskRuleMessages.shopPhoneFormat],
    [{ ...DEFAULT_SHOP_CONTACT, phone: '12345' }, deskRuleMessages.shopPhoneFormat],
    [{ ...DEFAULT_SHOP_CONTACT, phone: '98765 43210 ext 4' }, deskRuleMessages.shopPhoneFormat],
    [{ ...DEFAULT_SHOP_CONTACT, phone: '+91 98765 43210 98765' }, deskRuleMessages.shopPhoneFormat],
  ])('%j is refused (%s) and changes nothing', async (request, message) => {
    const before = await readShop();
    const audits = (await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.shop'))).length;
    expectDeskRefusal(await desk(server, 'settingsSetShop', request, owner.token), 422, message);
    expect(await readShop()).toEqual(before);
    expect((await server.database.db.select().from(auditLog).where(eq(auditLog.action, 'settings.shop'))).length).toBe(audits);
  });

  it('staff, a customer and no sign-in cannot change them', async () => {
    const before = await readShop();
    const customer = await newCustomer(server);
    const change = { name: 'Not The Shop', address: 'Somewhere', phone: '9876543210' };
    expect((await desk(server, 'settingsSetShop', change, staff.token)).status).toBe(403);
    expect((await desk(server, 'settingsSetShop', change, customer.token)).status).toBe(403);
    expect((await desk(server, 'settingsSetShop', change)).status).toBe(401);
    expect(await readShop()).toEqual(before);
  });
});
