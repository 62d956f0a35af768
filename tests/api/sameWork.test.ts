/**
 * The answers that name an account do the same work whether or not the account exists (issue 26,
 * point 3), so their time tells no one whose number or email has an account: resetPassword, checkPhone,
 * Login and SignUp make the same number of argon2 hashes and verifications for a customer's number or
 * email as for an unknown one. Work is counted through the password module, not timed.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { CallName } from '../../domain/contract.ts';
import { call, newCustomer, startTestServer, uniquePhone, type Customer, type TestServer } from './harness.ts';
import { desk, deskPerson, deskSuccess } from './deskHelpers.ts';

const work = vi.hoisted(() => ({ hashes: 0, verifications: 0 }));

vi.mock('../../server/services/passwords.ts', async (importOriginal) => {
  const real = await importOriginal<typeof import('../../server/services/passwords.ts')>();
  return {
    ...real,
    hashPassword: (password: string) => {
      work.hashes += 1;
      return real.hashPassword(password);
    },
    verifyPassword: (hash: string, password: string) => {
      work.verifications += 1;
      return real.verifyPassword(hash, password);
    },
  };
});

let server: TestServer;
let customer: Customer;
beforeAll(async () => {
  server = await startTestServer();
  customer = await newCustomer(server);
});
afterAll(() => server?.close());

/** The hashes and verifications one call made. */
async function workOf(name: CallName, body: object): Promise<{ hashes: number; verifications: number }> {
  work.hashes = 0;
  work.verifications = 0;
  const reply = await call(server, name, body);
  expect(reply.status, reply.text).toBe(200);
  return { ...work };
}

describe('the same work for an account as for none', () => {
  it('resetPassword: an unknown number, a customer without a code, with a wrong code, with a used code', async () => {
    const staff = await deskPerson(server, 'staff');
    const guess = (phone: string) => workOf('resetPassword', { phone, code: '123456', password: 'new-rose-kulfi' });
    const unknown = await guess(uniquePhone());
    expect(unknown).toEqual({ hashes: 1, verifications: 1 });
    expect(await guess(customer.phone)).toEqual(unknown);
    const code = deskSuccess('resetCode', await desk(server, 'resetCode', { phone: customer.phone }, staff.token)).Data.code;
    const wrong = code === '123456' ? '654321' : '123456';
    expect(await workOf('resetPassword', { phone: customer.phone, code: wrong, password: 'new-rose-kulfi' })).toEqual(unknown);
    expect(await workOf('resetPassword', { phone: customer.phone, code, password: 'new-rose-kulfi' })).toEqual(unknown);
    expect(await guess(customer.phone)).toEqual(unknown);
  });

  it("checkPhone: a customer's number and an unknown one", async () => {
    const other = await newCustomer(server);
    expect(await workOf('checkPhone', { phone: other.phone })).toEqual(await workOf('checkPhone', { phone: uniquePhone() }));
  });

  it("Login: a customer's email and phone with a wrong password, an unknown email and phone", async () => {
    const login = (userId: string) => workOf('login', { userId, password: 'not-the-password' });
    const unknown = await login(`nobody.${randomUUID()}@example.com`);
    expect(unknown).toEqual({ hashes: 0, verifications: 1 });
    const other = await newCustomer(server);
    expect(await login(other.email)).toEqual(unknown);
    expect(await login(other.phone)).toEqual(unknown);
    expect(await login(uniquePhone())).toEqual(unknown);
  });

  it("SignUp: a new email and phone, and a customer's", async () => {
    const other = await newCustomer(server);
    const signUp = (email: string, phone: string) =>
      workOf('signUp', { name: 'Mira Joshi', email, phone, password: 'kesar-pista-42', FCMToken: '', device_type: 'web' });
    const fresh = await signUp(`mira.${randomUUID()}@example.com`, uniquePhone());
    expect(fresh).toEqual({ hashes: 1, verifications: 0 });
    expect(await signUp(other.email, uniquePhone())).toEqual(fresh);
    expect(await signUp(`mira.${randomUUID()}@example.com`, other.phone)).toEqual(fresh);
  });
});
