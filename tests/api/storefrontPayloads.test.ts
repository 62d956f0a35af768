/**
 * The payloads the storefront sends as spec sections 3 and 7 list them (editProfile with parem, the address
 * list, device_type and FCMToken; deleteAccount and addAddress with parem), over HTTP: our server accepts
 * them, reads none of the extra fields, and never takes a body's userId over the token: a userId of another
 * customer changes nothing of theirs (nor of the caller's).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  addAddress, call, expectSuccess, newCustomer, startTestServer, type Customer, type TestServer,
} from './harness.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

async function detail(customer: Customer) {
  return expectSuccess('getUserDetail', await call(server, 'getUserDetail', undefined, { token: customer.token }));
}

async function addressesOf(customer: Customer) {
  return expectSuccess('getAddress', await call(server, 'getAddress', {}, { token: customer.token })).Data;
}

/** The storefront's editProfile body (machines/account/personalDetails.ts), for `user` with the addresses it holds. */
const editProfileBody = (user: { userId: number; email: string; phone: string }, name: string, addresses: unknown[]) => ({
  userId: user.userId, name, email: user.email, phone: user.phone, parem: '1', addresses, device_type: 'web', FCMToken: '',
});

describe('the storefront payloads of section 7', () => {
  it('editProfile with parem, the address list, device_type and FCMToken changes only the name', async () => {
    const customer = await newCustomer(server, 'Payload Owner');
    await addAddress(server, customer);
    const before = await detail(customer);
    const listed = [{ ...before.addresses[0], address: 'Changed by the address list', pinCode: '360001' }];
    const answer = expectSuccess('editProfile', await call(server, 'editProfile', editProfileBody(customer, 'Payload Owner Two', listed), { token: customer.token }));
    expect(answer).toMatchObject({ code: '200', userId: customer.userId, name: 'Payload Owner Two' });
    const after = await detail(customer);
    expect(after.name).toBe('Payload Owner Two');
    // The address list in the body is not stored: the addresses are as they were.
    expect(after.addresses).toEqual(before.addresses);
  });

  it('addAddress with userId and parem "1" adds the address; deleteAccount with userId and parem "1" deletes the account', async () => {
    const customer = await newCustomer(server);
    const reply = await call(server, 'addAddress', { userId: customer.userId, address: '9 Kalawad Road', pinCode: '360005', phone: customer.phone, parem: '1' }, { token: customer.token });
    const { addressId } = expectSuccess('addAddress', reply);
    expect((await addressesOf(customer)).map((address) => address.addressId)).toContain(addressId);
    expectSuccess('deleteAccount', await call(server, 'deleteAccount', { userId: customer.userId, parem: '1' }, { token: customer.token }));
    expect((await call(server, 'getUserDetail', undefined, { token: customer.token })).status).toBe(401);
  });
});

describe("a userId of another customer in the storefront's payloads changes nothing of theirs", () => {
  let owner: Customer;
  let intruder: Customer;
  let ownerBefore: Awaited<ReturnType<typeof detail>>;
  let intruderBefore: Awaited<ReturnType<typeof detail>>;

  beforeAll(async () => {
    owner = await newCustomer(server, 'Rightful Owner');
    intruder = await newCustomer(server, 'Intruder');
    await addAddress(server, owner, { address: "Owner's home, 3 Yagnik Road", pinCode: '360001' });
    await addAddress(server, intruder);
    ownerBefore = await detail(owner);
    intruderBefore = await detail(intruder);
  });

  async function expectUnchanged(): Promise<void> {
    expect(await detail(owner)).toEqual(ownerBefore);
    expect(await detail(intruder)).toEqual(intruderBefore);
    expect(await addressesOf(owner)).toEqual(ownerBefore.addresses);
  }

  it('editProfile: refused with code 403, no name changes', async () => {
    const body = editProfileBody({ ...intruder, userId: owner.userId }, 'Taken Over', ownerBefore.addresses);
    const reply = await call(server, 'editProfile', body, { token: intruder.token });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe('403');
    await expectUnchanged();
  });

  it('addAddress: refused with code 403, no address added to either', async () => {
    const body = { userId: owner.userId, address: 'Delivered to the intruder', pinCode: '360005', phone: intruder.phone, parem: '1' };
    const reply = await call(server, 'addAddress', body, { token: intruder.token });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe('403');
    await expectUnchanged();
  });

  it('deleteAccount: refused with code 403, both accounts stay', async () => {
    const reply = await call(server, 'deleteAccount', { userId: owner.userId, parem: '1' }, { token: intruder.token });
    expect(reply.status).toBe(200);
    expect(reply.body.code).toBe('403');
    await expectUnchanged();
  });
});
