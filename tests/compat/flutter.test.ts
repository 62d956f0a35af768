/**
 * A whole customer session of the shop's Flutter app, call by call as it sends them
 * (../shared/clients/README.md section 2): JSON on every request, `Bearer null` before login, text
 * values, POST getProducts, GET logout, DELETE deleteAccount with no body. Each answer is read with a
 * mirror of the app's model, so a number where the app declares `String?` fails here as it throws there.
 * The whole session runs twice: under `/api/` and under `/AdminPanel/WebApi/`, where the app's release
 * build calls on the shop's domain (issue 26, point 7).
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexts } from '../../domain/messages/server.ts';
import { formatRupees } from '../../domain/money.ts';
import { startTestServer, uniquePhone, type TestServer } from '../api/harness.ts';
import {
  dartDouble, dartInt, expectFlutterPicture, expectFlutterRefusal, expectFlutterSuccess, expectModel, flutterCall, FLUTTER_PREFIXES,
  flutterCartTotal, flutterModels as models, flutterSucceeded, type AppReply,
} from './apps.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const ISO_8601 = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d(\.\d+)?(Z|[+-]\d\d:\d\d)$/;

interface Size {
  pid: string;
  pMetaId: string;
  size: string;
  price: number;
  mrp: number;
}

describe.each(FLUTTER_PREFIXES)('the Flutter app, a whole customer session under %s', (prefix) => {
  const person = {
    name: 'Meera Joshi',
    email: `meera.${randomUUID()}@example.com`,
    phone: uniquePhone(),
    password: 'Kesar#Pista42',
  };
  // What the app keeps in its storage.
  let token: string | null = null;
  let user: Record<string, unknown> = {};
  let tub: Size;
  let small: Size;
  let homeId: string;
  let officeId: string;
  const orderIds: string[] = [];

  const send = (method: 'GET' | 'POST' | 'DELETE', path: string, body?: Record<string, unknown>) =>
    flutterCall(server, method, path, token, body, prefix);

  it('SignUp: POST with FCMToken "", before login (Bearer null)', async () => {
    const reply = await send('POST', 'SignUp.php', { ...person, FCMToken: '' });
    expectFlutterSuccess(reply);
    expectModel(models.user, reply);
  });

  it('Login: POST with the typed phone; the token is text and the app stores it', async () => {
    const reply = await send('POST', 'Login.php', { userId: person.phone, password: person.password });
    expectFlutterSuccess(reply);
    token = typeof reply.body.token === 'string' ? reply.body.token : null;
    expectModel(models.user, reply);
    expect(reply.body.msg).toBe('Login Successfully');
    expect(typeof reply.body.token).toBe('string');
    user = reply.body;
    expect(user).toMatchObject({ name: person.name, email: person.email, phone: person.phone });
  });

  it('getUserDetail: GET with a JSON content type; the answer is text, token the caller\'s own', async () => {
    const reply = await send('GET', 'getUserDetail.php');
    expectFlutterSuccess(reply);
    expectModel(models.user, reply);
    for (const field of ['code', 'msg', 'userId', 'name', 'email', 'phone', 'token']) expect(typeof reply.body[field], field).toBe('string');
    expect(reply.body.token).toBe(token);
    expect(reply.body.userId).toBe(user.userId);
  });

  it('getUserDetail without a live token: msg exactly "Invalid Token" (the app then logs out)', async () => {
    for (const dead of [null, 'not-a-token']) {
      const reply = await flutterCall(server, 'GET', 'getUserDetail.php', dead, undefined, prefix);
      expect(reply.status).toBe(401);
      expectFlutterRefusal(reply, 'Invalid Token');
    }
  });

  it('getProducts: POST with FCMToken "Test"; text ids and whole prices, tubs only, pictures it can draw', async () => {
    const reply = await send('POST', 'getProducts.php', { FCMToken: 'Test' });
    expectFlutterSuccess(reply);
    expectModel(models.products, reply);
    const products = reply.body.Data as Record<string, unknown>[];
    expect(products.length).toBeGreaterThan(0);
    expect(products.every((product) => product.type !== 'ConeCandy')).toBe(true);
    const sizes: Size[] = [];
    for (const product of products) {
      for (const size of product.product_data as Record<string, unknown>[]) {
        expect(size.productId).toBe(product.pid);
        sizes.push({ pid: product.pid as string, pMetaId: size.id as string, size: size.size as string, price: dartInt(size.price), mrp: dartInt(size.mrp) });
      }
    }
    // The app prices only these two sizes.
    expect(new Set(sizes.map((size) => size.size))).toEqual(new Set(['750 ML', '5 Litre']));
    const mango = products.find((product) => product.title === 'Alphonso Mango')!;
    tub = sizes.find((size) => size.pid === mango.pid && size.size === '5 Litre')!;
    small = sizes.find((size) => size.pid === mango.pid && size.size === '750 ML')!;
    expect(small.price).toBeLessThan(small.mrp);
    for (const field of ['image', 'thumb', 'cover', 'cover_thumb']) await expectFlutterPicture(mango[field]);
    // Every picture of the catalogue is a full address the app can load.
    const addresses = new Set(products.flatMap((product) => ['image', 'thumb', 'cover', 'cover_thumb'].map((field) => product[field])));
    for (const address of addresses) await expectFlutterPicture(address);
  });

  it('getPinCodes: GET; pin codes as text', async () => {
    const reply = await send('GET', 'getPinCodes.php');
    expectFlutterSuccess(reply);
    expectModel(models.pinCodes, reply);
    expect((reply.body.Data as unknown[]).length).toBeGreaterThan(0);
  });

  it('getAddress: GET with no addresses yet answers an empty Data list', async () => {
    const reply = await send('GET', 'getAddress.php');
    expectFlutterSuccess(reply);
    expectModel(models.addresses, reply);
    expect(reply.body.Data).toEqual([]);
  });

  it('addAddress: POST with phone null (no phone) and with a phone; addressIds as text', async () => {
    expectFlutterSuccess(await send('POST', 'addAddress.php', { address: '12 Kalawad Road, Near Crystal Mall', pinCode: '360005', phone: null }));
    expectFlutterSuccess(await send('POST', 'addAddress.php', { address: '4 Yagnik Road, Office 2', pinCode: '360001', phone: person.phone }));
    const reply = await send('GET', 'getAddress.php');
    expectModel(models.addresses, reply);
    const list = reply.body.Data as Record<string, unknown>[];
    expect(list.map((address) => [address.phone, address.isDefault])).toEqual([['', true], [person.phone, false]]);
    homeId = list[0]!.addressId as string;
    officeId = list[1]!.addressId as string;
  });

  it('editAddress: POST with a text addressId and phone null clears the phone', async () => {
    expectFlutterSuccess(await send('POST', 'editAddress.php', { addressId: officeId, address: '4 Yagnik Road, Office 3', pinCode: '360001', phone: null }));
    const reply = await send('GET', 'getAddress.php');
    expectModel(models.addresses, reply);
    const office = (reply.body.Data as Record<string, unknown>[]).find((address) => address.addressId === officeId)!;
    expect(office).toMatchObject({ address: '4 Yagnik Road, Office 3', phone: '' });
  });

  it('makeDefaultAddress ("select" in the cart) and deleteAddress: POST with text addressIds; isDefault stays a boolean', async () => {
    expectFlutterSuccess(await send('POST', 'makeDefaultAddress.php', { addressId: officeId }));
    let reply = await send('GET', 'getAddress.php');
    expectModel(models.addresses, reply);
    // The cart takes the first address whose isDefault is true.
    expect((reply.body.Data as Record<string, unknown>[]).find((address) => address.isDefault === true)?.addressId).toBe(officeId);
    expectFlutterSuccess(await send('POST', 'deleteAddress.php', { addressId: homeId }));
    reply = await send('GET', 'getAddress.php');
    expect((reply.body.Data as Record<string, unknown>[]).map((address) => address.addressId)).toEqual([officeId]);
  });

  /** The body the app sends: text quantities and line totals, its own cart total, no size or title. */
  function orderBody(lines: [Size, number][]) {
    const total = flutterCartTotal(lines.map(([size, quantity]) => ({ ...size, quantity })));
    const cheap = total < lines.reduce((sum, [size, quantity]) => sum + size.mrp * quantity, 0);
    return {
      total,
      body: {
        addressId: officeId,
        totalAmount: total.toFixed(2),
        orderMeta: lines.map(([size, quantity]) => ({
          pid: size.pid, pMetaId: size.pMetaId, quantity: String(quantity), amount: ((cheap ? size.price : size.mrp) * quantity).toFixed(2),
        })),
      },
    };
  }

  async function orderCount(): Promise<number> {
    return ((await send('GET', 'getOrders.php')).body.Data as unknown[]).length;
  }

  it('createOrder: carts the app prices as we do are placed (one 5 Litre tub at MRP, two at the wholesale price)', async () => {
    for (const lines of [[[tub, 1]], [[tub, 2]]] as [Size, number][][]) {
      const { body } = orderBody(lines);
      const reply = await send('POST', 'createOrder.php', body);
      expectFlutterSuccess(reply);
      expectModel(models.base, reply);
      expect(typeof reply.body.orderId).toBe('string');
      orderIds.push(reply.body.orderId as string);
    }
  });

  it('createOrder: the app\'s cheaper carts are refused with a msg naming the right total, and nothing is stored', async () => {
    const before = await orderCount();
    const carts: [lines: [Size, number][], ours: number][] = [
      // 7 tubs of 750 ML: the app charges the wholesale price, the shop the MRP.
      [[[small, 7]], small.mrp * 7],
      // Two 5 Litre tubs and a 750 ML: the app charges the 750 ML its wholesale price too.
      [[[tub, 2], [small, 1]], tub.price * 2 + small.mrp],
    ];
    for (const [lines, ours] of carts) {
      const { body, total } = orderBody(lines);
      expect(total).toBeLessThan(ours);
      const reply = await send('POST', 'createOrder.php', body);
      expectFlutterRefusal(reply, serverTexts.orderTotalBelowOurs(formatRupees('en', ours)));
    }
    expect(await orderCount()).toBe(before);
  });

  it('getOrders: all text, statuses in title case, ISO-8601 dates, pictures it can draw', async () => {
    const reply = await send('GET', 'getOrders.php');
    expectFlutterSuccess(reply);
    expectModel(models.orders, reply);
    const list = reply.body.Data as Record<string, unknown>[];
    expect(list.map((order) => order.orderId).sort()).toEqual([...orderIds].sort());
    for (const order of list) {
      expect(order.status).toBe('Pending');
      expect(order.createdDate).toMatch(ISO_8601);
      dartDouble(order.totalAmount);
      for (const item of order.orderMeta as Record<string, unknown>[]) {
        // Unit price = amount (decimal) / quantity (whole).
        expect(dartDouble(item.amount) / dartInt(item.quantity)).toBe(dartInt(item.quantity) === 2 ? tub.price : tub.mrp);
        await expectFlutterPicture(item.cover);
        await expectFlutterPicture(item.image);
      }
    }
  });

  it('cancelOrder: POST with a text orderId; the order then reads Cancelled', async () => {
    expectFlutterSuccess(await send('POST', 'cancelOrder.php', { orderId: orderIds[0] }));
    const reply = await send('GET', 'getOrders.php');
    expectModel(models.orders, reply);
    const statuses = Object.fromEntries((reply.body.Data as Record<string, unknown>[]).map((order) => [order.orderId, order.status]));
    expect(statuses).toEqual({ [orderIds[0]!]: 'Cancelled', [orderIds[1]!]: 'Pending' });
  });

  it('editProfile: POST name, email, phone; the app replaces its user with the text answer, email and phone unchanged', async () => {
    const reply = await send('POST', 'editProfile.php', { name: 'Meera R. Joshi', email: 'other@example.com', phone: '9000000000' });
    expectFlutterSuccess(reply);
    expectModel(models.user, reply);
    expect(reply.body).toMatchObject({ userId: user.userId, name: 'Meera R. Joshi', email: person.email, phone: person.phone });
  });

  it('changePassword: POST oldPassword, newPassword', async () => {
    const reply = await send('POST', 'changePassword.php', { oldPassword: person.password, newPassword: 'Rajbhog#2025x' });
    expectFlutterSuccess(reply);
    expectModel(models.base, reply);
    person.password = 'Rajbhog#2025x';
  });

  it('checkPhone: POST phone; isRegistered is a boolean', async () => {
    let reply = await send('POST', 'checkPhone.php', { phone: person.phone });
    expectModel(models.checkPhone, reply);
    expect(reply.body.isRegistered).toBe(true);
    reply = await send('POST', 'checkPhone.php', { phone: uniquePhone() });
    expectModel(models.checkPhone, reply);
    expect(reply.body.isRegistered).toBe(false);
  });

  it('resetPassword on a phone number alone changes nothing and tells the customer to ask the shop for a code', async () => {
    const reply = await flutterCall(server, 'POST', 'resetPassword.php', null, { phone: person.phone, password: 'Taken#Over99' }, prefix);
    expectFlutterRefusal(reply, serverTexts.resetNeedsShopCode);
    expectModel(models.base, reply);
    const stolen = await flutterCall(server, 'POST', 'Login.php', null, { userId: person.phone, password: 'Taken#Over99' }, prefix);
    expect(flutterSucceeded(stolen)).toBe(false);
    expectFlutterSuccess(await flutterCall(server, 'POST', 'Login.php', null, { userId: person.phone, password: person.password }, prefix));
  });

  it('getPrivacyPolicy and getTermsCondition: GET; the HTML under the names the app reads', async () => {
    let reply: AppReply = await send('GET', 'getPrivacyPolicy.php');
    expectFlutterSuccess(reply);
    expectModel(models.privacy, reply);
    expect(reply.body.PrivacyPolicy).toMatch(/<\w+/);
    reply = await send('GET', 'getTermsCondition.php');
    expectFlutterSuccess(reply);
    expectModel(models.terms, reply);
    expect(reply.body.TermsCondition).toMatch(/<\w+/);
  });

  it('logout: GET with no body ends the session (the app clears its data only on success)', async () => {
    const reply = await send('GET', 'logout.php');
    expectFlutterSuccess(reply);
    expectModel(models.base, reply);
    const after = await send('GET', 'getUserDetail.php');
    expectFlutterRefusal(after, 'Invalid Token');
  });

  it('deleteAccount: DELETE with no body (JSON content type) removes the account', async () => {
    const login = await send('POST', 'Login.php', { userId: person.email, password: person.password });
    expectFlutterSuccess(login);
    token = login.body.token as string;
    const reply = await send('DELETE', 'deleteAccount.php');
    expectFlutterSuccess(reply);
    expectModel(models.base, reply);
    expectFlutterRefusal(await send('GET', 'getUserDetail.php'), 'Invalid Token');
    token = null;
    expect(flutterSucceeded(await send('POST', 'Login.php', { userId: person.email, password: person.password }))).toBe(false);
  });
});
