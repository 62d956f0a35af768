/**
 * Delivery addresses over HTTP: listing (POST with or without userId, and GET), adding, editing,
 * deleting, the single default address (also under parallel requests), validation and the cap.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ADDRESSES_PER_USER } from '../../domain/constants.ts';
import { addressesAnswer, type CallName } from '../../domain/contract.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { deliveryAreas } from '../../server/db/demo/catalogue.ts';
import {
  addAddress, call, expectRefusal, expectSuccess, newCustomer, startTestServer,
  type Customer, type Reply, type TestServer,
} from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const KALAWAD = '12 Kalawad Road, Near Crystal Mall';
/** The locality the list names with an address: its pin code's, from the shop's delivery area. */
const locality = (pinCode: string) => ({ locality: deliveryAreas.find((area) => area.pinCode === pinCode)!.area });
const UNKNOWN_ADDRESS = 2_000_000_000;

async function list(customer: Customer) {
  return expectSuccess('getAddress', await call(server, 'getAddress', {}, { token: customer.token })).Data;
}

async function defaults(customer: Customer): Promise<number[]> {
  return (await list(customer)).filter((address) => address.isDefault).map((address) => address.addressId);
}

function refusedAs(reply: Reply, message: string, code: string) {
  expectRefusal(reply, message);
  expect(reply.body.code).toBe(code);
}

describe('getAddress', () => {
  it('answers the same list with POST (with and without userId) and with GET', async () => {
    const customer = await newCustomer(server);
    const empty = expectSuccess('getAddress', await call(server, 'getAddress', { userId: customer.userId, parem: 1 }, { token: customer.token }));
    expect(empty.Data).toEqual([]);
    expect(empty.msg).toBe('No addresses found. Please add a new address.');

    const first = await addAddress(server, customer);
    const second = await addAddress(server, customer, { address: '4 Yagnik Road', pinCode: 360001, phone: '' });
    const expected = [
      { addressId: first, address: KALAWAD, pinCode: '360005', phone: customer.phone, isDefault: true, ...locality('360005') },
      { addressId: second, address: '4 Yagnik Road', pinCode: '360001', phone: '', isDefault: false, ...locality('360001') },
    ];
    const withUser = await call(server, 'getAddress', { userId: customer.userId, parem: 1 }, { token: customer.token });
    const withUserText = await call(server, 'getAddress', { userId: String(customer.userId) }, { token: customer.token });
    const withoutUser = await call(server, 'getAddress', {}, { token: customer.token });
    const byGet = await call(server, 'getAddress', undefined, { token: customer.token, method: 'GET' });
    for (const reply of [withUser, withUserText, withoutUser, byGet]) {
      const answer = expectSuccess('getAddress', reply);
      expect(answer.Data).toEqual(expected);
      // The raw answer too, as the client reads it.
      expect(addressesAnswer.parse(reply.body).Data.map((address) => address.addressId)).toEqual([first, second]);
    }
  });
});

describe('adding addresses', () => {
  it('the first address becomes the default, later ones do not', async () => {
    const customer = await newCustomer(server);
    const first = await addAddress(server, customer);
    expect(await defaults(customer)).toEqual([first]);
    const second = await addAddress(server, customer, { pinCode: '360002' });
    const third = await addAddress(server, customer, { pinCode: '360003' });
    const saved = await list(customer);
    expect(saved.map((address) => [address.addressId, address.isDefault])).toEqual([[first, true], [second, false], [third, false]]);
  });

  it('stores what was sent, trimmed, with an optional phone; numbers are accepted for pin and phone', async () => {
    const customer = await newCustomer(server);
    const reply = await call(server, 'addAddress', { userId: customer.userId, address: '  7 Amin Marg  ', pinCode: 360005, phone: 9876543210, parem: 1 }, { token: customer.token });
    const answer = expectSuccess('addAddress', reply);
    expect(answer.msg).toBe('Address added successfully');
    const noPhone = await addAddress(server, customer, { address: 'Shop 3, Jubilee Garden', pinCode: '360001', phone: undefined });
    expect(await list(customer)).toEqual([
      { addressId: answer.addressId, address: '7 Amin Marg', pinCode: '360005', phone: '9876543210', isDefault: true, ...locality('360005') },
      { addressId: noPhone, address: 'Shop 3, Jubilee Garden', pinCode: '360001', phone: '', isDefault: false, ...locality('360001') },
    ]);
  });

  it('accepts a form-encoded body and answers the addressId', async () => {
    const customer = await newCustomer(server);
    const reply = await call(
      server,
      'addAddress',
      { userId: String(customer.userId), address: '21 Gondal Road', pinCode: '360002', phone: customer.phone },
      { token: customer.token, form: true },
    );
    const answer = expectSuccess('addAddress', reply);
    expect(await list(customer)).toEqual([
      { addressId: answer.addressId, address: '21 Gondal Road', pinCode: '360002', phone: customer.phone, isDefault: true, ...locality('360002') },
    ]);
  });

  it.each([
    ['a pin code outside the delivery area', { pinCode: '110001' }, 'This pin code is not in our delivery area'],
    ['a 5-digit pin code', { pinCode: '36000' }, 'Pin code must be exactly 6 digits'],
    ['a 7-digit pin code', { pinCode: '3600011' }, 'Pin code must be exactly 6 digits'],
    ['a pin code with letters', { pinCode: '36OOO1' }, 'Pin code must be exactly 6 digits'],
    ['an empty pin code', { pinCode: '' }, 'Pin code is required'],
    ['an empty street', { address: '   ' }, 'Please enter street address'],
    ['a short phone', { phone: '98765' }, 'Please enter valid phone number'],
    ['a phone starting with 1', { phone: '1234567890' }, 'Please enter valid phone number'],
    ['an 11-digit phone', { phone: '98765432101' }, 'Please enter valid phone number'],
  ])('refuses %s with the domain message and saves nothing', async (_label, fields, message) => {
    const customer = await newCustomer(server);
    const reply = await call(server, 'addAddress', { address: KALAWAD, pinCode: '360005', phone: customer.phone, ...fields }, { token: customer.token });
    refusedAs(reply, message, '400');
    expect(await list(customer)).toEqual([]);
  });

  it('missing fields are HTTP 400', async () => {
    const customer = await newCustomer(server);
    for (const body of [{ pinCode: '360005' }, { address: KALAWAD }, { house: '12', street: 'Kalawad Road' }]) {
      const reply = await call(server, 'addAddress', body, { token: customer.token });
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe('400');
    }
    expect(await list(customer)).toEqual([]);
  });

  it(`keeps at most ${MAX_ADDRESSES_PER_USER} addresses: the next one is refused`, async () => {
    const customer = await newCustomer(server);
    const ids: number[] = [];
    for (let index = 1; index <= MAX_ADDRESSES_PER_USER; index += 1) {
      ids.push(await addAddress(server, customer, { address: `House ${index}, Kalawad Road` }));
    }
    const reply = await call(server, 'addAddress', { address: 'One too many', pinCode: '360005' }, { token: customer.token });
    expectRefusal(reply, `You can keep at most ${MAX_ADDRESSES_PER_USER} addresses. Please delete one first.`);
    expect(reply.body).not.toHaveProperty('addressId');
    const saved = await list(customer);
    expect(saved.map((address) => address.addressId)).toEqual(ids);
    expect(saved.filter((address) => address.isDefault).map((address) => address.addressId)).toEqual([ids[0]]);
    // Deleting one makes room again.
    expectSuccess('deleteAddress', await call(server, 'deleteAddress', { addressId: ids[5] }, { token: customer.token }));
    const again = await addAddress(server, customer, { address: 'Room again' });
    expect((await list(customer)).map((address) => address.addressId)).toEqual([...ids.filter((id) => id !== ids[5]), again]);
  });

  it('parallel adds to a customer without addresses still make exactly one default', async () => {
    const customer = await newCustomer(server);
    const ids = await Promise.all(Array.from({ length: 5 }, (_, index) => addAddress(server, customer, { address: `Flat ${index}` })));
    const saved = await list(customer);
    expect(saved.map((address) => address.addressId).sort((x, y) => x - y)).toEqual([...ids].sort((x, y) => x - y));
    expect(saved.filter((address) => address.isDefault)).toHaveLength(1);
    expect(saved[0]!.isDefault).toBe(true);
  });
});

describe('the default address', () => {
  it('the first real address replaces the placeholder "Default Address" as the default; a second one does not (issue 23)', async () => {
    const customer = await newCustomer(server);
    // The storefront gives a new customer the placeholder when the list is empty (spec section 7, getAddress).
    const placeholder = await addAddress(server, customer, { address: 'Default Address', pinCode: '360001' });
    expect(await defaults(customer)).toEqual([placeholder]);
    const home = await addAddress(server, customer);
    expect(await defaults(customer)).toEqual([home]);
    await addAddress(server, customer, { address: '4 Yagnik Road', pinCode: 360001, phone: '' });
    expect(await defaults(customer)).toEqual([home]);
    // The placeholder, no longer the default, can be deleted.
    expectSuccess('deleteAddress', await call(server, 'deleteAddress', { addressId: placeholder }, { token: customer.token }));
    expect((await list(customer)).map((address) => address.addressId)).not.toContain(placeholder);
  });

  it('exactly one default: add three, make the third default, read back', async () => {
    const customer = await newCustomer(server);
    const first = await addAddress(server, customer);
    const second = await addAddress(server, customer, { pinCode: '360002' });
    const third = await addAddress(server, customer, { pinCode: '360003' });
    const reply = await call(server, 'makeDefaultAddress', { addressId: third }, { token: customer.token });
    expect(expectSuccess('makeDefaultAddress', reply).msg).toBe('Default address updated successfully');
    expect((await list(customer)).map((address) => [address.addressId, address.isDefault])).toEqual([
      [first, false], [second, false], [third, true],
    ]);
    // Again on the default one changes nothing; the cart's form-encoded variant works too.
    expectSuccess('makeDefaultAddress', await call(server, 'makeDefaultAddress', { addressId: third }, { token: customer.token }));
    expect(await defaults(customer)).toEqual([third]);
    expectSuccess(
      'makeDefaultAddress',
      await call(server, 'makeDefaultAddress', { addressId: String(second), userId: String(customer.userId) }, { token: customer.token, form: true }),
    );
    expect(await defaults(customer)).toEqual([second]);
    const detail = expectSuccess('getUserDetail', await call(server, 'getUserDetail', undefined, { token: customer.token }));
    expect(detail.addresses.filter((address) => address.isDefault).map((address) => address.addressId)).toEqual([second]);
  });

  it('deleting the default promotes the first remaining address', async () => {
    const customer = await newCustomer(server);
    const first = await addAddress(server, customer);
    const second = await addAddress(server, customer, { pinCode: '360002' });
    const third = await addAddress(server, customer, { pinCode: '360003' });
    expectSuccess('makeDefaultAddress', await call(server, 'makeDefaultAddress', { addressId: third }, { token: customer.token }));

    const reply = await call(server, 'deleteAddress', { addressId: third, userId: customer.userId }, { token: customer.token });
    expect(expectSuccess('deleteAddress', reply).msg).toBe('Address deleted successfully');
    expect((await list(customer)).map((address) => [address.addressId, address.isDefault])).toEqual([[first, true], [second, false]]);

    expectSuccess('deleteAddress', await call(server, 'deleteAddress', { addressId: first }, { token: customer.token }));
    expect((await list(customer)).map((address) => [address.addressId, address.isDefault])).toEqual([[second, true]]);

    expectSuccess('deleteAddress', await call(server, 'deleteAddress', { addressId: second }, { token: customer.token }));
    expect(await list(customer)).toEqual([]);
    const fresh = await addAddress(server, customer);
    expect(await defaults(customer)).toEqual([fresh]);
  });

  it('deleting an address that is not the default keeps the default', async () => {
    const customer = await newCustomer(server);
    const first = await addAddress(server, customer);
    const second = await addAddress(server, customer, { pinCode: '360002' });
    expectSuccess('deleteAddress', await call(server, 'deleteAddress', { addressId: second }, { token: customer.token }));
    expect((await list(customer)).map((address) => [address.addressId, address.isDefault])).toEqual([[first, true]]);
  });

  it('parallel makeDefault on two addresses: exactly one default after every round', async () => {
    const customer = await newCustomer(server);
    const one = await addAddress(server, customer);
    const two = await addAddress(server, customer, { pinCode: '360002' });
    const three = await addAddress(server, customer, { pinCode: '360003' });
    for (let round = 0; round < 10; round += 1) {
      const [x, y] = round % 2 === 0 ? [two, three] : [three, one];
      const replies = await Promise.all([
        call(server, 'makeDefaultAddress', { addressId: x }, { token: customer.token }),
        call(server, 'makeDefaultAddress', { addressId: y }, { token: customer.token }),
      ]);
      for (const reply of replies) expectSuccess('makeDefaultAddress', reply);
      const now = await defaults(customer);
      expect(now, `round ${round}`).toHaveLength(1);
      expect([x, y]).toContain(now[0]);
      expect(await list(customer)).toHaveLength(3);
    }
  });

  it('parallel delete of the default and makeDefault of another: exactly one default', async () => {
    for (let round = 0; round < 5; round += 1) {
      const customer = await newCustomer(server);
      const first = await addAddress(server, customer);
      const second = await addAddress(server, customer, { pinCode: '360002' });
      const third = await addAddress(server, customer, { pinCode: '360003' });
      const [deleted, madeDefault] = await Promise.all([
        call(server, 'deleteAddress', { addressId: first }, { token: customer.token }),
        call(server, 'makeDefaultAddress', { addressId: third }, { token: customer.token }),
      ]);
      expectSuccess('deleteAddress', deleted);
      expectSuccess('makeDefaultAddress', madeDefault);
      const saved = await list(customer);
      expect(saved.map((address) => address.addressId)).toEqual([second, third]);
      expect(saved.filter((address) => address.isDefault), `round ${round}`).toHaveLength(1);
    }
  });
});

describe('editing addresses', () => {
  it('changes street, pin code and phone (read back) and keeps the default flag', async () => {
    const customer = await newCustomer(server);
    const first = await addAddress(server, customer);
    const second = await addAddress(server, customer, { pinCode: '360002' });
    const reply = await call(
      server,
      'editAddress',
      { addressId: first, address: ' 9 Panchnath Plot, Main Road ', pinCode: '360001', phone: '8866554433' },
      { token: customer.token },
    );
    expect(expectSuccess('editAddress', reply).msg).toBe('Address updated successfully');
    expect(await list(customer)).toEqual([
      { addressId: first, address: '9 Panchnath Plot, Main Road', pinCode: '360001', phone: '8866554433', isDefault: true, ...locality('360001') },
      { addressId: second, address: KALAWAD, pinCode: '360002', phone: customer.phone, isDefault: false, ...locality('360002') },
    ]);
    expectSuccess(
      'editAddress',
      await call(server, 'editAddress', { addressId: String(second), userId: customer.userId, address: 'Moved', pinCode: 360311, phone: '' }, { token: customer.token }),
    );
    expect((await list(customer))[1]).toEqual({ addressId: second, address: 'Moved', pinCode: '360311', phone: '', isDefault: false, ...locality('360311') });
  });

  it.each([
    ['a pin code outside the delivery area', { pinCode: '400001' }, 'This pin code is not in our delivery area'],
    ['a 5-digit pin code', { pinCode: '36000' }, 'Pin code must be exactly 6 digits'],
    ['an empty street', { address: '' }, 'Please enter street address'],
    ['a bad phone', { phone: '0123456789' }, 'Please enter valid phone number'],
  ])('refuses %s and changes nothing', async (_label, fields, message) => {
    const customer = await newCustomer(server);
    const addressId = await addAddress(server, customer);
    const before = await list(customer);
    const reply = await call(server, 'editAddress', { addressId, address: 'New street', pinCode: '360001', phone: '', ...fields }, { token: customer.token });
    refusedAs(reply, message, '400');
    expect(await list(customer)).toEqual(before);
  });
});

describe('unknown addresses', () => {
  it.each<[CallName, Record<string, unknown>]>([
    ['editAddress', { address: 'Nowhere', pinCode: '360001' }],
    ['deleteAddress', {}],
    ['makeDefaultAddress', {}],
  ])('%s of an unknown addressId is refused with Address not found', async (name, fields) => {
    const customer = await newCustomer(server);
    const addressId = await addAddress(server, customer);
    const before = await list(customer);
    refusedAs(await call(server, name, { addressId: UNKNOWN_ADDRESS, ...fields }, { token: customer.token }), 'Address not found', '404');
    expect(await list(customer)).toEqual(before);
    // A deleted address is unknown too.
    expectSuccess('deleteAddress', await call(server, 'deleteAddress', { addressId }, { token: customer.token }));
    refusedAs(await call(server, name, { addressId, ...fields }, { token: customer.token }), 'Address not found', '404');
  });
});

describe('addresses as parts (issue 13: house or flat, street, optional landmark)', () => {
  const parts = { house: ' 12 Shivam Flats ', street: 'Kalawad  Road', landmark: 'Big Bazaar' };
  const stored = { house: '12 Shivam Flats', street: 'Kalawad Road', landmark: 'Big Bazaar' };
  const composed = '12 Shivam Flats, Kalawad Road, near Big Bazaar';

  it('stores the parts tidied and composes the single text from them; the list carries parts and locality', async () => {
    const customer = await newCustomer(server);
    const addressId = await addAddress(server, customer, { address: undefined, ...parts });
    expect(await list(customer)).toEqual([
      { addressId, address: composed, pinCode: '360005', phone: customer.phone, isDefault: true, ...stored, ...locality('360005') },
    ]);
    // The answer as a client reads it.
    const raw = await call(server, 'getAddress', {}, { token: customer.token });
    expect(addressesAnswer.parse(raw.body).Data[0]).toMatchObject({ address: composed, house: '12 Shivam Flats', locality: 'Kalawad Road' });
  });

  it('a text sent beside the parts is not trusted: the server composes its own', async () => {
    const customer = await newCustomer(server);
    await addAddress(server, customer, { address: 'Something else entirely', ...parts });
    expect((await list(customer))[0]!.address).toBe(composed);
  });

  it.each([
    ['no landmark', { landmark: undefined }, '12 Shivam Flats, Kalawad Road', {}],
    ['a landmark sent as null (the mobile app\'s way of leaving a field out)', { landmark: null }, '12 Shivam Flats, Kalawad Road', {}],
    ['a landmark that says where it lies', { landmark: 'Opp. Crystal Mall' }, '12 Shivam Flats, Kalawad Road, Opp. Crystal Mall', { landmark: 'Opp. Crystal Mall' }],
  ])('%s', async (_case, fields, address, landmark) => {
    const customer = await newCustomer(server);
    await addAddress(server, customer, { address: undefined, ...parts, ...fields });
    const [saved] = await list(customer);
    expect(saved).toEqual({ ...saved, address, house: stored.house, street: stored.street, landmark: '', ...landmark });
  });

  it('an edit by an old app (the text only) drops the parts; an edit with parts brings them back', async () => {
    const customer = await newCustomer(server);
    const addressId = await addAddress(server, customer, parts);
    expectSuccess('editAddress', await call(server, 'editAddress', { addressId, address: '4 Yagnik Road', pinCode: '360001', phone: '' }, { token: customer.token }));
    expect(await list(customer)).toEqual([{ addressId, address: '4 Yagnik Road', pinCode: '360001', phone: '', isDefault: true, ...locality('360001') }]);
    const edit = { addressId, house: 'Flat 7', street: 'Jagnath Plot', landmark: '', pinCode: '360001', phone: '' };
    expectSuccess('editAddress', await call(server, 'editAddress', edit, { token: customer.token }));
    expect(await list(customer)).toEqual([
      { addressId, address: 'Flat 7, Jagnath Plot', house: 'Flat 7', street: 'Jagnath Plot', landmark: '', pinCode: '360001', phone: '', isDefault: true, ...locality('360001') },
    ]);
  });

  const refusals: [string, Record<string, unknown>, string][] = [
    ['no house', { house: '  ' }, addressTexts.enterHouse],
    ['no street', { street: '' }, addressTexts.enterStreet],
    ['a landmark without house and street', { house: undefined, street: undefined }, addressTexts.enterHouse],
    ['a house over 80 characters', { house: 'h'.repeat(81) }, addressTexts.houseTooLong(80)],
    ['a street over 150 characters', { street: 's'.repeat(151) }, addressTexts.streetTooLong(150)],
    ['a landmark over 60 characters', { landmark: 'l'.repeat(61) }, addressTexts.landmarkTooLong(60)],
    ['good parts and a pin code outside the area', { pinCode: '110001' }, 'This pin code is not in our delivery area'],
  ];

  it.each(refusals)('an add with %s is refused with its message and stores nothing', async (_case, fields, message) => {
    const customer = await newCustomer(server);
    const reply = await call(server, 'addAddress', { ...parts, pinCode: '360005', phone: '', ...fields }, { token: customer.token });
    refusedAs(reply, message, '400');
    expect(await list(customer)).toEqual([]);
  });

  it.each(refusals)('an edit with %s is refused with its message and changes nothing', async (_case, fields, message) => {
    const customer = await newCustomer(server);
    const addressId = await addAddress(server, customer, parts);
    const before = await list(customer);
    const reply = await call(server, 'editAddress', { addressId, ...parts, pinCode: '360005', phone: '', ...fields }, { token: customer.token });
    refusedAs(reply, message, '400');
    expect(await list(customer)).toEqual(before);
  });

  it('an edit with parts of another customer\'s address is "Address not found" and leaves it as it was', async () => {
    const owner = await newCustomer(server);
    const other = await newCustomer(server);
    const addressId = await addAddress(server, owner, parts);
    const before = await list(owner);
    const reply = await call(server, 'editAddress', { addressId, house: '1', street: 'Elsewhere', pinCode: '360001' }, { token: other.token });
    refusedAs(reply, 'Address not found', '404');
    expect(await list(owner)).toEqual(before);
    expect(await list(other)).toEqual([]);
  });
});
