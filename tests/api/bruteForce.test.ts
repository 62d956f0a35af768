/**
 * Guessing passwords, with the shop's own limits (docs/api.md, Limits: 5 attempts per account from one
 * client address and 50 per client address in a 15-minute window counted from its first attempt; all
 * from this file's one address. lockouts.test.ts covers other addresses and the account-wide count). Past a limit every
 * attempt is HTTP 429 with Retry-After, the right password included, so a guess cannot be confirmed
 * early; when the window ends the right password logs in, and an attacker again has 5 guesses, not
 * more. The 15 minutes are not waited for: the stored window start is moved back.
 *
 * accounts.test.ts covers the first 429 with smaller limits, a success clearing the count, parallel
 * guesses and a short window ending; this file covers the documented limits.
 */
import { randomUUID } from 'node:crypto';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { baseAnswer } from '../../domain/contract.ts';
import { loginAttempts, sessions, users } from '../../server/db/schema.ts';
import { accountKey, addressKey, atAddressKey, DEFAULT_LOGIN_LIMITS } from '../../server/services/loginLimiter.ts';
import {
  call, expectRefusal, expectSuccess, newCustomer, startPrivateTestServer, uniquePhone, type Customer, type Reply, type TestServer,
} from './harness.ts';

const { perIdentifier, perAddress, windowMinutes } = DEFAULT_LOGIN_LIMITS;
const WINDOW_SECONDS = windowMinutes * 60;
const LOCAL_ADDRESS = '127.0.0.1';
const TOO_MANY = /^Too many failed login attempts\. Please try again in \d+ (second|minute)\(s\)\.$/;
const WRONG = 'Invalid email/phone number or password';

let server: TestServer;
beforeAll(async () => {
  // Its own database: the loopback address's count is not shared with other test files.
  server = await startPrivateTestServer({ loginLimits: DEFAULT_LOGIN_LIMITS });
});
afterAll(() => server?.close());
beforeEach(async () => {
  await server.database.db.delete(loginAttempts).where(like(loginAttempts.key, 'ip:%'));
});

const login = (userId: string, password: string) => call(server, 'login', { userId, password });
/** The count of a customer's account from this test's address. */
const localCount = (customer: Customer) => atAddressKey(accountKey(customer.userId), addressKey(LOCAL_ADDRESS));
const unknownEmail = () => `nobody.${randomUUID()}@example.com`;

function expectLimited(reply: Reply): number {
  expect(reply.status, reply.text).toBe(429);
  expect(Object.keys(reply.body).sort()).toEqual(['code', 'msg']);
  expect(baseAnswer.parse(reply.body)).toMatchObject({ code: '429', msg: expect.stringMatching(TOO_MANY) });
  expect(reply.headers.get('set-cookie')).toBeNull();
  const retryAfter = Number(reply.headers.get('retry-after'));
  expect(Number.isInteger(retryAfter)).toBe(true);
  expect(retryAfter).toBeGreaterThan(0);
  expect(retryAfter).toBeLessThanOrEqual(WINDOW_SECONDS);
  return retryAfter;
}

/** Moves a count's window start back, as if that much time had passed since its first attempt. */
async function windowStartedSecondsAgo(key: string, seconds: number): Promise<void> {
  const moved = await server.database.db
    .update(loginAttempts)
    .set({ windowStart: new Date(Date.now() - seconds * 1000) })
    .where(eq(loginAttempts.key, key))
    .returning();
  expect(moved, key).toHaveLength(1);
}

async function sessionCount(customer: Customer): Promise<number> {
  return (await server.database.db.select().from(sessions).where(eq(sessions.userId, customer.userId))).length;
}

async function useUpIdentifier(customer: Customer): Promise<void> {
  for (let attempt = 1; attempt <= perIdentifier; attempt += 1) {
    expectRefusal(await login(customer.email, `wrong-${attempt}`), WRONG);
  }
}

describe(`per identifier: ${perIdentifier} attempts in ${windowMinutes} minutes`, () => {
  it('past the limit every attempt is 429, the right password too, and the window does not move', async () => {
    const victim = await newCustomer(server, 'Victim');
    const sessionsBefore = await sessionCount(victim);
    await useUpIdentifier(victim);
    const key = localCount(victim);
    const [counted] = await server.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
    expect(counted?.failures).toBe(perIdentifier);

    const guesses = [...Array.from({ length: 15 }, (_, index) => `guess-${index}`), victim.password, 'guess-last', victim.password];
    let previousRetryAfter = WINDOW_SECONDS;
    for (const password of guesses) {
      const reply = await login(password === victim.password ? victim.email.toUpperCase() : victim.email, password);
      const retryAfter = expectLimited(reply);
      // A fixed window: more attempts never push the end later.
      expect(retryAfter).toBeLessThanOrEqual(previousRetryAfter);
      previousRetryAfter = retryAfter;
    }
    expect(await sessionCount(victim)).toBe(sessionsBefore);
    const [after] = await server.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, key));
    expect(after?.windowStart).toEqual(counted!.windowStart);
    expect(after?.failures).toBe(perIdentifier + guesses.length);
  });

  it('the right password past the limit answers exactly what a wrong one does', async () => {
    const victim = await newCustomer(server);
    await useUpIdentifier(victim);
    const wrong = await login(victim.email, 'not-it');
    const right = await login(victim.email, victim.password);
    expectLimited(wrong);
    expectLimited(right);
    expect(right.body).toEqual(wrong.body);
  });

  it('the window ends 15 minutes after its first attempt: then the right password logs in', async () => {
    const victim = await newCustomer(server);
    await useUpIdentifier(victim);
    const key = localCount(victim);

    await windowStartedSecondsAgo(key, WINDOW_SECONDS - 30);
    expect(expectLimited(await login(victim.email, victim.password))).toBeLessThanOrEqual(30);

    await windowStartedSecondsAgo(key, WINDOW_SECONDS + 1);
    const answer = expectSuccess('login', await login(victim.email, victim.password));
    expect(answer.userId).toBe(victim.userId);
    expect(await server.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, key))).toEqual([]);
  });

  it('after the window ends an attacker gets the same 5 guesses again, no more', async () => {
    const victim = await newCustomer(server);
    await useUpIdentifier(victim);
    expectLimited(await login(victim.email, 'one-more'));
    await windowStartedSecondsAgo(localCount(victim), WINDOW_SECONDS + 1);
    await useUpIdentifier(victim);
    expectLimited(await login(victim.email, 'one-more'));
    expectLimited(await login(victim.email, victim.password));
  });
});

describe(`per client address: ${perAddress} attempts in ${windowMinutes} minutes, whatever the identifiers`, () => {
  it(`after ${perAddress} failures on many identifiers every login from the address is 429; other addresses log in; the window ends`, async () => {
    const customers = [await newCustomer(server, 'Asha'), await newCustomer(server, 'Ravi')];
    await server.database.db.delete(loginAttempts).where(like(loginAttempts.key, 'ip:%'));
    const identifiers = Array.from({ length: perAddress }, (_, index) =>
      // customers[1] 3 times, customers[0] twice: with the 2 limited attempts below each stays within its account's 5.
      index % 10 === 0 ? customers[(index / 10 + 1) % 2]!.email : index % 2 ? uniquePhone() : unknownEmail(),
    );
    for (const identifier of identifiers) expectRefusal(await login(identifier, 'wrong-password'), WRONG);

    for (const customer of customers) {
      expectLimited(await login(customer.email, customer.password));
      expectLimited(await login(customer.phone, customer.password));
    }
    expectLimited(await login(unknownEmail(), 'wrong-password'));

    // The limit is the address's: the same customer from another address logs in.
    const elsewhere = await server.app.inject({
      method: 'POST', url: '/api/Login.php', remoteAddress: '10.20.30.40',
      payload: { userId: customers[0]!.email, password: customers[0]!.password },
    });
    expect(elsewhere.statusCode, elsewhere.body).toBe(200);
    expect(elsewhere.json()).toMatchObject({ code: '200', userId: String(customers[0]!.userId) });

    await windowStartedSecondsAgo(addressKey(LOCAL_ADDRESS), WINDOW_SECONDS + 1);
    expect(expectSuccess('login', await login(customers[0]!.email, customers[0]!.password)).userId).toBe(customers[0]!.userId);
  });
});

describe('per account, not per spelling: the email, the phone and the current password of one account share one count', () => {
  const changePassword = (customer: Customer, oldPassword: string) =>
    call(server, 'changePassword', { oldPassword, newPassword: 'a-new-password-9' }, { token: customer.token });
  const TOO_MANY_PASSWORDS = /^Too many password attempts\. Please try again in \d+ (second|minute)\(s\)\.$/;

  async function storedHash(customer: Customer): Promise<string> {
    const [row] = await server.database.db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, customer.userId));
    return row!.hash;
  }

  it(`${perIdentifier} guesses by phone, then the right password by email, is 429`, async () => {
    const victim = await newCustomer(server);
    for (let attempt = 1; attempt <= perIdentifier; attempt += 1) expectRefusal(await login(victim.phone, `wrong-${attempt}`), WRONG);
    expectLimited(await login(victim.email, victim.password));
    expectLimited(await login(victim.phone, victim.password));
  });

  it('spellings of the email (case, spaces) and the phone count together', async () => {
    const victim = await newCustomer(server);
    const spellings = [victim.email.toUpperCase(), `  ${victim.email}  `, victim.phone, victim.email, ` ${victim.phone}`];
    for (const spelling of spellings) expectRefusal(await login(spelling, 'not-the-password'), WRONG);
    expectLimited(await login(victim.email, victim.password));
  });

  it('an identifier that names no account has its own count, and uses up no account', async () => {
    const nobody = unknownEmail();
    for (let attempt = 1; attempt <= perIdentifier; attempt += 1) expectRefusal(await login(nobody, `guess-${attempt}`), WRONG);
    expectLimited(await login(nobody, 'guess-last'));
    const bystander = await newCustomer(server);
    expect(expectSuccess('login', await login(bystander.phone, bystander.password)).userId).toBe(bystander.userId);
  });

  it(`${perIdentifier} wrong current passwords in changePassword, then the right one, is 429 and changes nothing`, async () => {
    const victim = await newCustomer(server);
    const hashBefore = await storedHash(victim);
    for (let attempt = 1; attempt <= perIdentifier; attempt += 1) {
      expectRefusal(await changePassword(victim, `wrong-${attempt}`), 'Incorrect current password');
    }
    const limited = await changePassword(victim, victim.password);
    expect(limited.status, limited.text).toBe(429);
    expect(limited.body).toEqual({ code: '429', msg: expect.stringMatching(TOO_MANY_PASSWORDS) });
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await storedHash(victim)).toBe(hashBefore);
    // The same count as the logins: the right password cannot log in either.
    expectLimited(await login(victim.email, victim.password));
  });

  it('wrong logins and wrong current passwords share one count', async () => {
    const victim = await newCustomer(server);
    const hashBefore = await storedHash(victim);
    expectRefusal(await login(victim.phone, 'wrong-1'), WRONG);
    expectRefusal(await changePassword(victim, 'wrong-2'), 'Incorrect current password');
    expectRefusal(await login(victim.email, 'wrong-3'), WRONG);
    expectRefusal(await changePassword(victim, 'wrong-4'), 'Incorrect current password');
    expectRefusal(await login(victim.phone, 'wrong-5'), WRONG);
    expect((await changePassword(victim, victim.password)).status).toBe(429);
    expectLimited(await login(victim.email, victim.password));
    expect(await storedHash(victim)).toBe(hashBefore);
  });

  it('the right current password clears the count, as a successful login does', async () => {
    const victim = await newCustomer(server);
    for (let attempt = 1; attempt < perIdentifier; attempt += 1) expectRefusal(await changePassword(victim, `wrong-${attempt}`), 'Incorrect current password');
    expectSuccess('changePassword', await changePassword(victim, victim.password));
    const [count] = await server.database.db.select().from(loginAttempts).where(eq(loginAttempts.key, localCount(victim)));
    expect(count).toBeUndefined();
  });
});
