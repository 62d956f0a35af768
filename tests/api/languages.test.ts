/**
 * Issue 16: a refusal's `msg` in the language the storefront names in `x-shop-language`; the spec's English
 * when a call names none, an unknown one, or English (the shop's old apps send none); successes stay English.
 * Issue 24: a call that names a language gets the refusal's key and values too (`msgKey`, `msgValues`); one
 * that names none gets the answer as the old apps always had it, without them.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatRupees } from '../../domain/money.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { addressTexts as guAddressTexts } from '../../domain/messages/gu/addresses.ts';
import { addressTexts as hiAddressTexts } from '../../domain/messages/hi/addresses.ts';
import { serverTexts } from '../../domain/messages/server.ts';
import { LANGUAGE_HEADER } from '../../domain/locale.ts';
import { serverTexts as guServer } from '../../domain/messages/gu/server.ts';
import { serverTexts as hiServer } from '../../domain/messages/hi/server.ts';
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
    const right = formatRupees('en', Number(oneTubOrder(size!, addressId).totalAmount));
    for (const [language, expected] of [
      [null, serverTexts.orderTotalDiffers(right)],
      ['gu', guServer.orderTotalDiffers(right)],
      ['hi', hiServer.orderTotalDiffers(right)],
    ] as const) {
      expectRefusal(await call(server, 'createOrder', body, { token: customer.token, ...inLanguage(language) }), expected);
    }
  });

  it("a body field the server refuses: zod's English words without a language, the language's own words with one", async () => {
    const customer = await newCustomer(server);
    const addressId = await addAddress(server, customer);
    const [size] = (await catalogue(server)).filter((entry) => entry.size === '5 Litre');
    const body = { ...oneTubOrder(size!, addressId), paymentMethod: 'cheque' };
    const english = await call(server, 'createOrder', body, { token: customer.token });
    expect(english.body).toEqual({ code: '400', msg: 'Invalid request: paymentMethod must be one of: cash, upi' });
    for (const [language, texts] of [['gu', guServer], ['hi', hiServer]] as const) {
      const reply = await call(server, 'createOrder', body, { token: customer.token, ...inLanguage(language) });
      expect(reply.body.msg).toBe(texts.invalidField('paymentMethod', ''));
      // No English words but the field's name.
      expect(String(reply.body.msg).replace('paymentMethod', '')).not.toMatch(/[A-Za-z]/);
    }
  });

  it('a success keeps its English words (the apps compare some of them)', async () => {
    const customer = await newCustomer(server);
    const reply = await call(server, 'login', { userId: customer.phone, password: customer.password }, inLanguage('gu'));
    expectSuccess('login', reply);
    expect(reply.body.msg).toBe(serverTexts.loginSuccessfullyServer);
  });
});

/** Sizes as a Gujarati or Hindi customer reads them (issue 24). */
const sizeWords: Record<string, Record<'gu' | 'hi', string>> = {
  '5 Litre': { gu: '5 લિટર', hi: '5 लीटर' },
  '750 ML': { gu: '750 મિલી', hi: '750 मि.ली.' },
};

/** The refusals a Rajkot customer meets most (issue 24), each provoked afresh in the language named. */
const refusals: [string, (options: { headers?: Record<string, string> }, language: 'gu' | 'hi' | null) => Promise<{ reply: Awaited<ReturnType<typeof call>>; label: string }>, keyof typeof serverTexts][] = [
  ['a wrong password', async (options) => {
    const customer = await newCustomer(server);
    return { reply: await call(server, 'login', { userId: customer.email, password: 'not-the-password' }, options), label: '' };
  }, 'invalidCredentials'],
  ['an email already used', async (options) => {
    const customer = await newCustomer(server);
    const body = { name: 'Asha Patel', email: customer.email, phone: customer.phone, password: 'kesar-pista-42', FCMToken: '', device_type: 'web' };
    return { reply: await call(server, 'signUp', body, options), label: '' };
  }, 'accountExists'],
  ['an item out of stock at order time', async (options, language) => {
    const customer = await newCustomer(server);
    const addressId = await addAddress(server, customer);
    const sizes = await catalogue(server);
    const products = new Set(sizes.filter((size) => size.inStock).map((size) => size.pid));
    const gone = sizes.find((size) => !size.inStock && products.has(size.pid))!;
    // Named as the customer reads it: the shop's name for it in the language, the size in that language's words.
    const label = language ? `${gone.names[language] || gone.title} (${sizeWords[gone.size]?.[language] ?? gone.size})` : `${gone.title} (${gone.size})`;
    if (language) expect(gone.names[language], 'the demo item has a name in the language').not.toBe('');
    return { reply: await call(server, 'createOrder', oneTubOrder(gone, addressId), { token: customer.token, ...options }), label };
  }, 'lineOutOfStock'],
  ['a second cancel', async (options) => {
    const customer = await newCustomer(server);
    const addressId = await addAddress(server, customer);
    const [tub] = (await catalogue(server)).filter((entry) => entry.size === '5 Litre' && entry.inStock);
    const { orderId } = expectSuccess('createOrder', await call(server, 'createOrder', oneTubOrder(tub!, addressId), { token: customer.token }));
    expectSuccess('cancelOrder', await call(server, 'cancelOrder', { orderId }, { token: customer.token }));
    return { reply: await call(server, 'cancelOrder', { orderId }, { token: customer.token, ...options }), label: '' };
  }, 'orderAlreadyCancelled'],
];

const worded = (texts: Record<string, unknown>, key: string, label: string) => {
  const text = texts[key] as string | ((label: string) => string);
  return typeof text === 'function' ? text(label) : text;
};

describe.each(refusals)('%s', (_name, provoke, key) => {
  it.each([
    ['gu', guServer],
    ['hi', hiServer],
  ] as const)('in %s: the key, its values and the text in that language', async (language, texts) => {
    const { reply, label } = await provoke(inLanguage(language), language);
    expect(reply.body.code, reply.text).not.toBe('200');
    expect(reply.body.msg).toBe(worded(texts, key, label));
    expect(reply.body.msgKey).toBe(`serverTexts.${key}`);
    expect(reply.body.msgValues ?? {}).toEqual(label ? { 0: label } : {});
  });

  it("without a language (the old apps): the specification's English and no key", async () => {
    const { reply, label } = await provoke({}, null);
    expect(reply.body.msg).toBe(worded(serverTexts, key, label));
    expect(reply.body).not.toHaveProperty('msgKey');
    expect(reply.body).not.toHaveProperty('msgValues');
  });
});
