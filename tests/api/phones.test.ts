/**
 * Phone numbers as people paste them (issue 9, point 13): the server reads "+91 98765 43210",
 * "098765 43210" or "91 9876543210" as the 10-digit mobile number in sign-up, login and addresses, and
 * still refuses a mistyped number instead of storing a different one.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectRefusal, expectSuccess, newCustomer, startTestServer, uniquePhone, type TestServer } from './harness.ts';

let server: TestServer;

beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server?.close());

/** 9876543210 written as a person pastes it: +91, spaces between the groups. */
const pasted = (phone: string) => `+91 ${phone.slice(0, 5)} ${phone.slice(5)}`;

describe('pasted phone numbers', () => {
  it('signs up with "+91 98765 43210", stores the 10 digits and logs in with them or with "098765 43210"', async () => {
    const phone = uniquePhone();
    const email = `paste.${randomUUID()}@example.com`;
    const password = 'kesar-pista-42';
    expectSuccess('signUp', await call(server, 'signUp', { name: 'Asha Patel', email, phone: pasted(phone), password, FCMToken: '', device_type: 'web' }));

    const byDigits = expectSuccess('login', await call(server, 'login', { userId: phone, password }));
    expect(byDigits.phone).toBe(phone);
    const byTrunkZero = expectSuccess('login', await call(server, 'login', { userId: `0${phone.slice(0, 5)} ${phone.slice(5)}`, password }));
    expect(byTrunkZero.userId).toBe(byDigits.userId);
    const byCountryCode = expectSuccess('login', await call(server, 'login', { userId: `91 ${phone}`, password }));
    expect(byCountryCode.userId).toBe(byDigits.userId);
  });

  it('refuses a sign-up with 11 digits instead of keeping 10 of them', async () => {
    const reply = await call(server, 'signUp', {
      name: 'Ravi Shah', email: `eleven.${randomUUID()}@example.com`, phone: `${uniquePhone()}9`, password: 'kesar-pista-42', FCMToken: '', device_type: 'web',
    });
    expectRefusal(reply, 'Please enter a valid phone number');
  });

  it('stores an address phone pasted with +91 as its 10 digits', async () => {
    const customer = await newCustomer(server);
    const phone = uniquePhone();
    const added = expectSuccess('addAddress', await call(server, 'addAddress', { address: '12 Kalawad Road', pinCode: '360005', phone: pasted(phone) }, { token: customer.token }));
    const list = expectSuccess('getAddress', await call(server, 'getAddress', {}, { token: customer.token }));
    expect(list.Data.find((address) => address.addressId === added.addressId)?.phone).toBe(phone);
  });
});
