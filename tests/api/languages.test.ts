/**
 * Issue 16: a refusal's `msg` in the language the storefront names in `x-shop-language`; the spec's English
 * when a call names none, an unknown one, or English (the shop's old apps send none); successes stay English.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../domain/money.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { addressTexts as guAddressTexts } from '../../domain/messages/gu/addresses.ts';
import { addressTexts as hiAddressTexts } from '../../domain/messages/hi/addresses.ts';
import { serverTexts } from '../../domain/messages/server.ts';
import { serverTexts as guServerTexts } from '../../domain/messages/gu/server.ts';
import { serverTexts as hiServerTexts } from '../../domain/messages/hi/server.ts';
import { LANGUAGE_HEADER } from '../../domain/locale.ts';
import {
  addAddress, call, catalogue, expectRefusal, expectSuccess, newCustomer, oneTubOrder, startTestServer, type TestServer,
} from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

const UNKNOWN_ADDRESS = 2_000_000_000;
const inLanguage = (language: string | null) => (language === null ? {} : { headers: { [LANGUAGE_HEADER]: language } });

describe('a business refusal in the named language', () => {
  it.each([
    [null, addressTexts.addressNotFound],
    ['en', addressTexts.addressNotFound],
    ['fr', addressTexts.addressNotFound],
    ['gu', guAddressTexts.addressNotFound],
    ['GU', guAddressTexts.addressNotFound],
    ['hi', hiAddressTexts.addressNotFound],
  ])('language %s: deleting an unknown address says %s', async (language, expected) => {
    const customer = await newCustomer(server);
    const reply = await call(server, 'deleteAddress', { addressId: UNKNOWN_ADDRESS }, { token: customer.token, ...inLanguage(language) });
    expectRefusal(reply, expected);
  });

  it('a text with a value keeps the value in the translation (the order total)', async () => {
    const customer = await newCustomer(server);
    const addressId = await addAddress(server, customer);
    const [size] = (await catalogue(server)).filter((entry) => entry.size === '5 Litre');
    const body = { ...oneTubOrder(size!, addressId), totalAmount: '1' };
    const right = formatRupees(Number(oneTubOrder(size!, addressId).totalAmount));
    for (const [language, expected] of [
      [null, serverTexts.orderTotalDiffers(right)],
      ['gu', guServerTexts.orderTotalDiffers(right)],
      ['hi', hiServerTexts.orderTotalDiffers(right)],
    ] as const) {
      expectRefusal(await call(server, 'createOrder', body, { token: customer.token, ...inLanguage(language) }), expected);
    }
  });

  it('a success keeps its English words (the apps compare some of them)', async () => {
    const customer = await newCustomer(server);
    const reply = await call(server, 'login', { userId: customer.phone, password: customer.password }, inLanguage('gu'));
    expectSuccess('login', reply);
    expect(reply.body.msg).toBe(serverTexts.loginSuccessfullyServer);
  });
});
