/** Password help (issue 12, point 7): reset codes issued at the desk, and resetPassword with them. */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountTexts } from '../../domain/messages/account.ts';
import { formTexts } from '../../domain/messages/forms.ts';
import { serverTexts } from '../../domain/messages/server.ts';
import { auditLog, passwordResetCodes } from '../../server/db/schema.ts';
import { RESET_CODE_TRIES, RESET_CODES_PER_HOUR } from '../../server/services/resetCodes.ts';
import { call, expectSuccess, newCustomer, startTestServer, type Customer, type TestServer } from './harness.ts';
import { desk, deskPerson, deskSuccess, expectDeskRefusal, type DeskPerson } from './deskHelpers.ts';
import { deskAnswers } from '../../domain/desk/messages.ts';

let server: TestServer;
let staff: DeskPerson;

beforeAll(async () => {
  server = await startTestServer();
  staff = await deskPerson(server, 'staff');
});
afterAll(() => server?.close());

async function issue(customer: Customer): Promise<string> {
  return deskSuccess('resetCode', await desk(server, 'resetCode', { phone: customer.phone }, staff.token)).Data.code;
}

const reset = (customer: Customer, code: string, password = 'new-rose-kulfi') => call(server, 'resetPassword', { phone: customer.phone, code, password });
const canLogIn = async (customer: Customer, password: string) => (await call(server, 'login', { userId: customer.phone, password })).body.code === '200';
const otherThan = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

describe('reset codes', () => {
  it('set a new password once, end every session of the customer, and are audited without the code', async () => {
    const customer = await newCustomer(server);
    const code = await issue(customer);
    expect(code).toMatch(/^\d{6}$/);
    expect(expectSuccess('resetPassword', await reset(customer, code)).msg).toBe(accountTexts.passwordResetSuccessfully);
    expect((await call(server, 'getUserDetail', undefined, { token: customer.token })).status).toBe(401);
    expect(await canLogIn(customer, 'new-rose-kulfi')).toBe(true);
    expect(await canLogIn(customer, customer.password)).toBe(false);
    const again = await reset(customer, code, 'another-password');
    expect(again.body).toEqual({ code: '400', msg: serverTexts.resetCodeUsed });
    expect(await canLogIn(customer, 'another-password')).toBe(false);
    const [entry] = await server.database.db.select().from(auditLog).where(and(eq(auditLog.subjectType, 'customer'), eq(auditLog.subjectId, String(customer.userId))));
    expect(entry).toMatchObject({ action: 'resetCode.issue', deskUserId: staff.deskUserId, subjectType: 'customer' });
    expect(JSON.stringify(entry)).not.toContain(code);
    const [stored] = await server.database.db.select().from(passwordResetCodes).where(eq(passwordResetCodes.userId, customer.userId));
    expect(stored!.codeHash).not.toContain(code);
  });

  it('expire', async () => {
    const customer = await newCustomer(server);
    const code = await issue(customer);
    await server.database.db.update(passwordResetCodes).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(passwordResetCodes.userId, customer.userId));
    expect((await reset(customer, code)).body).toEqual({ code: '400', msg: serverTexts.resetCodeExpired });
    expect(await canLogIn(customer, customer.password)).toBe(true);
  });

  it(`allow ${RESET_CODE_TRIES} tries, then refuse even the right code`, async () => {
    const customer = await newCustomer(server);
    const code = await issue(customer);
    for (let attempt = 0; attempt < RESET_CODE_TRIES; attempt += 1) {
      expect((await reset(customer, otherThan(code))).body).toEqual({ code: '400', msg: serverTexts.invalidCode });
    }
    expect((await reset(customer, code)).body).toEqual({ code: '409', msg: serverTexts.resetCodeTooManyTries });
    expect(await canLogIn(customer, customer.password)).toBe(true);
  });

  it(`are given at most ${RESET_CODES_PER_HOUR} an hour per customer; a new code replaces the one before`, async () => {
    const customer = await newCustomer(server);
    const codes: string[] = [];
    for (let count = 0; count < RESET_CODES_PER_HOUR; count += 1) codes.push(await issue(customer));
    expectDeskRefusal(await desk(server, 'resetCode', { phone: customer.phone }, staff.token), 409, deskAnswers.tooManyCodes(RESET_CODES_PER_HOUR));
    if (codes[0] !== codes.at(-1)) expect((await reset(customer, codes[0]!)).body.code).toBe('400');
    expectSuccess('resetPassword', await reset(customer, codes.at(-1)!));
  });

  it('two tries at once with the right code: one resets, the other is refused', async () => {
    const customer = await newCustomer(server);
    const code = await issue(customer);
    const replies = await Promise.all([reset(customer, code, 'first-password'), reset(customer, code, 'second-password')]);
    expect(replies.filter((reply) => reply.body.code === '200')).toHaveLength(1);
  });

  it('keep the old request shape: no code changes nothing', async () => {
    const customer = await newCustomer(server);
    await issue(customer);
    const reply = await call(server, 'resetPassword', { phone: customer.phone, password: 'taken-over-99' });
    expect(reply.body).toEqual({ code: '403', msg: serverTexts.resetNeedsShopCode });
    expect(await canLogIn(customer, customer.password)).toBe(true);
  });

  it('refuse a code that is not 6 digits and a short password with the screen texts', async () => {
    const customer = await newCustomer(server);
    expect((await reset(customer, '12345')).body).toEqual({ code: '400', msg: accountTexts.invalidOtp });
    expect((await reset(customer, '123456', 'short')).body).toEqual({ code: '400', msg: formTexts.passwordMin });
  });

  it('a phone number without a customer gets no code', async () => {
    expectDeskRefusal(await desk(server, 'resetCode', { phone: '9000000001' }, staff.token), 404, 'No customer has this phone number');
  });
});
