/**
 * A whole customer session of the shop's React web port, call by call as it sends them
 * (../shared/clients/README.md section 1): JSON bodies, `code` compared with the text "200", the
 * userId sent back in bodies, addressIds and orderIds as text, its own order total (the
 * specification's) with the wholesale price on every line amount, and parseInt / parseFloat on what
 * it reads back.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts } from '../../domain/messages/account.ts';
import { startTestServer, uniquePhone, type TestServer } from '../api/harness.ts';
import { expectWebPicture, expectWebSuccess, webCall, webFloat, webInt, WEB_STATUSES } from './apps.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

interface Size {
  pid: unknown;
  pMetaId: unknown;
  title: string;
  type: string;
  size: string;
  price: number;
  mrp: number;
}

describe('the web port, a whole customer session', () => {
  const person = {
    name: 'Asha Patel',
    email: `asha.${randomUUID()}@example.com`,
    phone: uniquePhone(),
    password: 'kesar-pista-42',
  };
  let token: string | null = null;
  let userId: unknown;
  const sizes: Size[] = [];
  let addressIds: unknown[] = [];
  const orderIds: string[] = [];

  const send = (method: 'GET' | 'POST', path: string, body?: Record<string, unknown>, options?: { jsonContentType?: boolean }) =>
    webCall(server, method, path, token, body, options);

  it('SignUp: POST JSON with FCMToken "" and device_type "web"', async () => {
    expectWebSuccess(await send('POST', 'SignUp.php', { ...person, FCMToken: '', device_type: 'web' }));
  });

  it('Login: POST JSON with the phone as typed; msg exactly "Login Successfully", text token, name, email, phone', async () => {
    const reply = await send('POST', 'Login.php', { userId: person.phone, password: person.password });
    expectWebSuccess(reply);
    expect(reply.body.msg).toBe('Login Successfully');
    for (const field of ['token', 'name', 'email', 'phone']) expect(typeof reply.body[field], field).toBe('string');
    expect(reply.body.phone).toBe(person.phone);
    expect(Array.isArray(reply.body.addresses)).toBe(true);
    token = reply.body.token as string;
    userId = reply.body.userId;
    expect(['string', 'number']).toContain(typeof userId);
  });

  it('getProducts, then getConeCandy: GET; prices parse, cone sizes start with their piece count, 750 ML named exactly', async () => {
    for (const path of ['getProducts.php', 'getConeCandy.php']) {
      const reply = await send('GET', path);
      expectWebSuccess(reply);
      const products = reply.body.Data as Record<string, unknown>[];
      expect(products.length).toBeGreaterThan(0);
      for (const product of products) {
        for (const field of ['title', 'type', 'image', 'cover', 'status']) expect(typeof product[field], field).toBe('string');
        const data = product.product_data as Record<string, unknown>[];
        expect(data.length).toBeGreaterThan(0);
        for (const size of data) {
          expect(typeof size.size).toBe('string');
          sizes.push({
            pid: product.pid, pMetaId: size.id, title: product.title as string, type: product.type as string,
            size: size.size as string, price: webInt(size.price), mrp: webInt(size.mrp),
          });
        }
        await expectWebPicture(server, product.image);
        await expectWebPicture(server, product.cover);
      }
    }
    const cones = sizes.filter((size) => size.type === 'ConeCandy');
    expect(cones.length).toBeGreaterThan(0);
    // Shown as "Qty: <size>" and counted with parseInt: it must start with the number.
    for (const cone of cones) expect(String(webInt(cone.size))).toBe(cone.size.trim());
    // The cover picture is shown for the size named exactly "750 ML".
    expect(sizes.some((size) => size.size === '750 ML')).toBe(true);
  });

  it('getPinCodes: GET; a non-empty list of text pin codes', async () => {
    const reply = await send('GET', 'getPinCodes.php');
    expectWebSuccess(reply);
    const list = reply.body.Data as Record<string, unknown>[];
    expect(list.length).toBeGreaterThan(0);
    for (const row of list) expect(typeof row.pinCode).toBe('string');
  });

  it('getAddress from the cart: POST {userId, parem: "1"} answers a Data list even when empty', async () => {
    const reply = await send('POST', 'getAddress.php', { userId, parem: '1' });
    expectWebSuccess(reply);
    expect(reply.body.Data).toEqual([]);
  });

  async function addressPage() {
    const reply = await send('GET', 'getAddress.php', undefined, { jsonContentType: true });
    expectWebSuccess(reply);
    const list = reply.body.Data as Record<string, unknown>[];
    for (const address of list) {
      for (const field of ['address', 'pinCode', 'phone']) expect(typeof address[field], field).toBe('string');
      expect(address.isDefault === true || address.isDefault === '1' || address.isDefault === false || address.isDefault === '0').toBe(true);
    }
    return list;
  }

  async function editProfileAfterAddressChange() {
    const addresses = await addressPage();
    const reply = await send('POST', 'editProfile.php', {
      userId, name: person.name, email: person.email, phone: person.phone, parem: '1', addresses, device_type: 'web', FCMToken: '',
    });
    expectWebSuccess(reply);
    expect(reply.body.userId).toBeDefined();
  }

  it('addAddress: POST JSON with userId and parem "1" (phone left out when empty), then getAddress and editProfile', async () => {
    expectWebSuccess(await send('POST', 'addAddress.php', { userId, address: '12 Kalawad Road', pinCode: '360005', phone: person.phone, parem: '1' }));
    await editProfileAfterAddressChange();
    expectWebSuccess(await send('POST', 'addAddress.php', { userId, address: '7 Race Course Ring Road', pinCode: '360001', parem: '1' }));
    await editProfileAfterAddressChange();
    const list = await addressPage();
    expect(list.map((address) => [address.address, address.phone, address.isDefault])).toEqual([
      ['12 Kalawad Road', person.phone, true],
      ['7 Race Course Ring Road', '', false],
    ]);
    addressIds = list.map((address) => address.addressId);
  });

  it('editAddress: POST JSON with the addressId as text and phone "" when cleared', async () => {
    expectWebSuccess(await send('POST', 'editAddress.php', { address: '12 Kalawad Road, Flat 3', addressId: String(addressIds[0]), pinCode: '360005', phone: '' }));
    await editProfileAfterAddressChange();
    const list = await addressPage();
    expect(list[0]).toMatchObject({ address: '12 Kalawad Road, Flat 3', phone: '' });
  });

  it('makeDefaultAddress and deleteAddress: POST JSON with the addressId as getAddress gave it', async () => {
    expectWebSuccess(await send('POST', 'makeDefaultAddress.php', { addressId: addressIds[1] }));
    let list = await addressPage();
    expect(list.find((address) => address.isDefault === true || address.isDefault === '1')?.addressId).toBe(addressIds[1]);
    // Its screen never deletes the default address.
    expectWebSuccess(await send('POST', 'deleteAddress.php', { addressId: addressIds[0], userId }));
    list = await addressPage();
    expect(list.map((address) => address.addressId)).toEqual([addressIds[1]]);
  });

  /**
   * The web port's body: its total by the specification (wholesale price on 5 Litre lines once they
   * make 10 litres, the MRP elsewhere), and the wholesale price times the quantity on every line.
   */
  function orderBody(lines: [Size, number][]) {
    const fiveLitres = lines.filter(([size]) => size.size === '5 Litre').reduce((sum, [, quantity]) => sum + 5 * quantity, 0);
    const total = lines.reduce(
      (sum, [size, quantity]) => sum + (fiveLitres >= 10 && size.size === '5 Litre' ? size.price : size.mrp) * quantity,
      0,
    );
    return {
      addressId: addressIds[1],
      totalAmount: String(total),
      orderMeta: lines.map(([size, quantity]) => ({
        pid: size.pid, pMetaId: size.pMetaId, quantity, amount: size.price * quantity,
        size: size.type === 'ConeCandy' ? size.size.toUpperCase() : size.size, title: size.title,
      })),
    };
  }

  const find = (title: string, size: string) => sizes.find((entry) => entry.title === title && entry.size === size)!;

  it('createOrder: carts of tubs and cones placed at the web port\'s total, with wholesale amounts on every line', async () => {
    const tub = find('Alphonso Mango', '5 Litre');
    const small = find('Kesar Pista', '750 ML');
    const cone = sizes.find((size) => size.type === 'ConeCandy' && size.price < size.mrp)!;
    expect(small.price).toBeLessThan(small.mrp);
    const carts: [Size, number][][] = [
      // One tub at MRP beside cones: each line amount the web port sends is price x quantity.
      [[tub, 1], [cone, 2]],
      // No 5 Litre tub: seven items of 750 ML and cones, all at MRP.
      [[small, 4], [cone, 3]],
      // Two tubs: wholesale on the 5 Litre lines, MRP on the 750 ML.
      [[tub, 2], [small, 1]],
    ];
    for (const lines of carts) {
      const reply = await send('POST', 'createOrder.php', orderBody(lines));
      expectWebSuccess(reply);
      expect(typeof reply.body.msg).toBe('string');
      orderIds.push(String(reply.body.orderId));
    }
  });

  it('createOrder: a total other than the shop\'s is refused with a msg naming the right one', async () => {
    const tub = find('Alphonso Mango', '5 Litre');
    const body = { ...orderBody([[tub, 1]]), totalAmount: String(tub.price) };
    const reply = await send('POST', 'createOrder.php', body);
    expect(reply.body.code).not.toBe('200');
    expect(reply.body.msg).toContain(`₹${tub.mrp.toLocaleString('en-IN')}.00`);
  });

  it('getOrders: GET; what the order history reads parses, statuses recognised, pictures load', async () => {
    const reply = await send('GET', 'getOrders.php');
    expectWebSuccess(reply);
    const list = reply.body.Data as Record<string, unknown>[];
    expect(list.map((order) => String(webInt(order.orderId))).sort()).toEqual([...orderIds].sort());
    for (const order of list) {
      expect(WEB_STATUSES).toContain(String(order.status).toLowerCase());
      expect(Number.isNaN(new Date(order.createdDate as string).getTime())).toBe(false);
      for (const field of ['address', 'pinCode', 'phone']) expect(typeof order[field], field).toBe('string');
      webFloat(order.deliveryFee);
      const total = webFloat(order.totalAmount);
      let sum = 0;
      for (const item of order.orderMeta as Record<string, unknown>[]) {
        expect(typeof item.title).toBe('string');
        expect(typeof item.size).toBe('string');
        sum += webFloat(item.amount);
        expect(webInt(item.quantity)).toBeGreaterThan(0);
        for (const field of ['image', 'cover', 'thumb', 'cover_thumb']) await expectWebPicture(server, item[field]);
      }
      // The shop's own line amounts are stored, never the web port's wholesale ones.
      expect(sum + webFloat(order.deliveryFee)).toBe(total);
    }
  });

  it('cancelOrder: POST JSON with the orderId without ORD and leading zeros', async () => {
    const reply = await send('POST', 'cancelOrder.php', { orderId: orderIds[0] });
    expectWebSuccess(reply);
    const orders = (await send('GET', 'getOrders.php')).body.Data as Record<string, unknown>[];
    expect(String(orders.find((order) => String(order.orderId) === orderIds[0])?.status).toLowerCase()).toBe('cancelled');
  });

  it('changePassword after a Login check with the phone and the current password', async () => {
    expectWebSuccess(await send('POST', 'Login.php', { userId: person.phone, password: person.password }));
    const reply = await send('POST', 'changePassword.php', { oldPassword: person.password, newPassword: 'rajbhog-2025' });
    expect(reply.body.status === 'success' || reply.body.code === '200' || reply.body.msg === accountTexts.passwordChangedServer).toBe(true);
    expect(reply.body).toMatchObject({ status: 'success', code: '200' });
    person.password = 'rajbhog-2025';
  });

  it('getPrivacyPolicy and getTermsCondition: GET; the HTML under a name it reads', async () => {
    const privacy = await send('GET', 'getPrivacyPolicy.php');
    expectWebSuccess(privacy);
    expect(privacy.body.PrivacyPolicy).toMatch(/<\w+/);
    const terms = await send('GET', 'getTermsCondition.php');
    expectWebSuccess(terms);
    expect(terms.body.TermsAndCondition ?? terms.body.termsCondition ?? terms.body.TermsCondition).toMatch(/<\w+/);
  });

  it('deleteAccount: POST JSON {userId, parem: "1"}: any HTTP 2xx, and the account is gone', async () => {
    const reply = await send('POST', 'deleteAccount.php', { userId, parem: '1' });
    expect(reply.status).toBeGreaterThanOrEqual(200);
    expect(reply.status).toBeLessThan(300);
    expect(reply.body.code).toBe('200');
    token = null;
    expect((await send('POST', 'Login.php', { userId: person.phone, password: person.password })).body.code).not.toBe('200');
  });
});
