/**
 * No stranger can lock anyone out (issue 26, point 4): wrong passwords from another client address do
 * not refuse the right one of a customer's or a desk person's own device, and wrong reset codes from
 * another address do not use up the tries of the code the shop read out; guessing stays limited
 * overall (per account from all addresses together, per code from all addresses together). Other
 * addresses are fastify's inject with a remote address of its own.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serverTexts } from '../../domain/messages/server.ts';
import { deskCalls } from '../../domain/desk/contract.ts';
import { passwordResetCodes, trustedDevices } from '../../server/db/schema.ts';
import { accountKey, DEFAULT_LOGIN_LIMITS, DEVICES_PER_ACCOUNT, DEVICE_TRIES } from '../../server/services/loginLimiter.ts';
import { RESET_CODE_TRIES, RESET_CODE_TRIES_IN_ALL } from '../../server/services/resetCodes.ts';
import { calls } from '../../domain/contract.ts';
import { newCustomer, startPrivateTestServer, type TestServer } from './harness.ts';
import { desk, deskPerson, deskSuccess } from './deskHelpers.ts';

const { perIdentifier, perAccount } = DEFAULT_LOGIN_LIMITS;
const OWN_ADDRESS = '10.1.1.1';

let server: TestServer;
beforeAll(async () => {
  server = await startPrivateTestServer({ loginLimits: DEFAULT_LOGIN_LIMITS });
});
afterAll(() => server?.close());

interface Answer {
  status: number;
  body: Record<string, unknown>;
  /** The cookies the answer sets, by name. */
  cookies: Record<string, string>;
}

/** A POST from `address` with `cookies`, answering the status, the parsed body and the cookies set. */
async function post(path: string, payload: object, address: string, cookies: Record<string, string> = {}): Promise<Answer> {
  const reply = await server.app.inject({ method: 'POST', url: `/api/${path}`, remoteAddress: address, payload, cookies });
  return { status: reply.statusCode, body: reply.json(), cookies: Object.fromEntries(reply.cookies.map((cookie) => [cookie.name, cookie.value])) };
}

const CUSTOMER_DEVICE = 'shop_device';
const DESK_DEVICE = 'desk_device';
const login = (userId: string, password: string, address: string, cookies?: Record<string, string>) => post(calls.login.path, { userId, password }, address, cookies);
const signIn = (email: string, password: string, address: string, cookies?: Record<string, string>) => post(deskCalls.signIn.path, { email, password }, address, cookies);
const stranger = (index: number) => `203.0.113.${index}`;

/** Strangers at `perIdentifier` addresses each guess until the account-wide limit refuses every address. */
async function lockOut(attempt: (password: string, address: string) => Promise<Answer>): Promise<void> {
  for (let guess = 0; guess < perAccount; guess += 1) await attempt(`guess-${guess}`, stranger(150 + Math.floor(guess / perIdentifier)));
  expect((await attempt('another-guess', stranger(250))).status).toBe(429);
}

/** A customer's own browser, which signed in before and keeps the device cookie it got. */
async function customerWithDevice() {
  const customer = await newCustomer(server);
  const first = await login(customer.email, customer.password, OWN_ADDRESS);
  expect(first.status).toBe(200);
  expect(first.cookies[CUSTOMER_DEVICE]).toMatch(/^[\w-]{40,}$/);
  return { customer, device: { [CUSTOMER_DEVICE]: first.cookies[CUSTOMER_DEVICE]! } };
}

describe("a customer's login", () => {
  it('is not refused from their own address after a stranger used up the guesses of another', async () => {
    const customer = await newCustomer(server);
    for (let guess = 0; guess <= perIdentifier; guess += 1) await login(customer.email, `guess-${guess}`, stranger(1));
    expect((await login(customer.email, customer.password, stranger(1))).status).toBe(429);
    const own = await login(customer.email, customer.password, OWN_ADDRESS);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ code: '200', userId: String(customer.userId) });
  });

  it(`stays limited overall: past ${perAccount} guesses from many addresses every address is refused`, async () => {
    const customer = await newCustomer(server);
    for (let guess = 0; guess < perAccount; guess += 1) {
      const wrong = await login(customer.phone, `guess-${guess}`, stranger(10 + Math.floor(guess / perIdentifier)));
      expect(wrong.status).toBe(200);
    }
    expect((await login(customer.phone, customer.password, OWN_ADDRESS)).status).toBe(429);
  });
});

describe("a customer's own device (OWASP's device cookie)", () => {
  it('still signs in with the right password when strangers from many addresses locked the account out; no other cookie does', async () => {
    const { customer, device } = await customerWithDevice();
    const other = await customerWithDevice();
    await lockOut((password, address) => login(customer.phone, password, address));
    expect((await login(customer.phone, customer.password, OWN_ADDRESS)).status).toBe(429);
    expect((await login(customer.phone, customer.password, OWN_ADDRESS, other.device)).status).toBe(429);
    expect((await login(customer.phone, customer.password, OWN_ADDRESS, { [CUSTOMER_DEVICE]: 'forged-device-token-forged-device-token-0' })).status).toBe(429);
    const own = await login(customer.phone, customer.password, OWN_ADDRESS, device);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ code: '200', userId: String(customer.userId) });
    expect(own.cookies[CUSTOMER_DEVICE]).toBe(device[CUSTOMER_DEVICE]);
    // The cookie exempts from the lockout only: the password is still checked.
    expect((await login(customer.phone, 'not-the-password', OWN_ADDRESS, device)).body).toMatchObject({ code: '401' });
  });

  it(`is trusted no more after ${DEVICE_TRIES} wrong passwords from it`, async () => {
    const { customer, device } = await customerWithDevice();
    await lockOut((password, address) => login(customer.email, password, address));
    for (let guess = 0; guess < DEVICE_TRIES; guess += 1) {
      expect((await login(customer.email, `device-guess-${guess}`, OWN_ADDRESS, device)).body).toMatchObject({ code: '401' });
    }
    expect((await login(customer.email, customer.password, OWN_ADDRESS, device)).status).toBe(429);
  });

  it(`is one of at most ${DEVICES_PER_ACCOUNT} kept per account, however often an app without cookies logs in`, async () => {
    const { customer, device } = await customerWithDevice();
    for (let again = 0; again < DEVICES_PER_ACCOUNT + 5; again += 1) expect((await login(customer.phone, customer.password, OWN_ADDRESS)).status).toBe(200);
    const kept = await server.database.db.select().from(trustedDevices).where(eq(trustedDevices.account, accountKey(customer.userId)));
    expect(kept).toHaveLength(DEVICES_PER_ACCOUNT);
    // The oldest device went first.
    await lockOut((password, address) => login(customer.phone, password, address));
    expect((await login(customer.phone, customer.password, OWN_ADDRESS, device)).status).toBe(429);
  });
});

describe("the desk's own device (OWASP's device cookie)", () => {
  it('still signs the owner in when strangers from many addresses locked the account out', async () => {
    const owner = await deskPerson(server, 'owner');
    const first = await signIn(owner.email, owner.password, OWN_ADDRESS);
    const device = { [DESK_DEVICE]: first.cookies[DESK_DEVICE]! };
    expect(device[DESK_DEVICE]).toMatch(/^[\w-]{40,}$/);
    await lockOut((password, address) => signIn(owner.email, password, address));
    expect((await signIn(owner.email, owner.password, OWN_ADDRESS)).status).toBe(429);
    const own = await signIn(owner.email, owner.password, OWN_ADDRESS, device);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ code: '200', Data: { deskUserId: owner.deskUserId } });
  });
});

describe("a desk person's sign-in", () => {
  it("is not refused from the shop's address after a stranger used up the guesses of another", async () => {
    const owner = await deskPerson(server, 'owner');
    for (let guess = 0; guess <= perIdentifier; guess += 1) await signIn(owner.email, `guess-${guess}`, stranger(2));
    expect((await signIn(owner.email, owner.password, stranger(2))).status).toBe(429);
    const own = await signIn(owner.email, owner.password, OWN_ADDRESS);
    expect(own.status).toBe(200);
    expect(own.body).toMatchObject({ code: '200', Data: { deskUserId: owner.deskUserId } });
  });
});

describe('a reset code read out at the desk', () => {
  async function issuedCode(phone: string): Promise<string> {
    const staff = await deskPerson(server, 'staff');
    return deskSuccess('resetCode', await desk(server, 'resetCode', { phone }, staff.token)).Data.code;
  }
  const otherThan = (code: string, offset: number) => String((Number(code) + offset) % 1_000_000).padStart(6, '0');
  const reset = (phone: string, code: string, address: string) => post(calls.resetPassword.path, { phone, code, password: 'new-rose-kulfi' }, address);

  it("still resets the password from the customer's address after a stranger used up the tries of another", async () => {
    const customer = await newCustomer(server);
    const code = await issuedCode(customer.phone);
    for (let guess = 1; guess <= RESET_CODE_TRIES; guess += 1) {
      expect((await reset(customer.phone, otherThan(code, guess), stranger(3))).body).toEqual({ code: '400', msg: serverTexts.invalidCode });
    }
    expect((await reset(customer.phone, code, stranger(3))).body).toEqual({ code: '409', msg: serverTexts.resetCodeTooManyTries });
    expect((await reset(customer.phone, code, OWN_ADDRESS)).body).toMatchObject({ code: '200' });
    expect((await login(customer.phone, 'new-rose-kulfi', OWN_ADDRESS)).body).toMatchObject({ code: '200' });
  });

  it(`stays limited overall: past ${RESET_CODE_TRIES_IN_ALL} tries from all addresses the right code is refused`, async () => {
    const customer = await newCustomer(server);
    const code = await issuedCode(customer.phone);
    for (let guess = 1; guess <= RESET_CODE_TRIES_IN_ALL; guess += 1) {
      const wrong = await reset(customer.phone, otherThan(code, guess), stranger(100 + Math.floor(guess / RESET_CODE_TRIES)));
      expect(wrong.body).toEqual({ code: '400', msg: serverTexts.invalidCode });
    }
    expect((await reset(customer.phone, code, OWN_ADDRESS)).body).toEqual({ code: '409', msg: serverTexts.resetCodeTooManyTries });
    const [stored] = await server.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, customer.userId));
    expect(stored!.usedAt).toBeNull();
  });
});
