/**
 * Issue 24, points 2 and 3: the catalogue in the customer's words. getProducts and getConeCandy carry
 * each product's Gujarati and Hindi names and its search words beside the English title, which every
 * client keeps receiving (the shop's old apps show it); the owner edits names and words at the desk and
 * the storefront's next load shows them. This file changes the catalogue, so it runs on its own database.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LANGUAGE_HEADER } from '../../domain/locale.ts';
import { deskRuleMessages, ownerMessages } from '../../domain/desk/messages.ts';
import { call, expectSuccess, send, startPrivateTestServer, type TestServer } from './harness.ts';
import { desk, deskPerson, deskSuccess } from './deskHelpers.ts';

let server: TestServer;
let owner: string;
let staff: string;
beforeAll(async () => {
  server = await startPrivateTestServer();
  owner = (await deskPerson(server, 'owner')).token;
  staff = (await deskPerson(server, 'staff')).token;
});
afterAll(() => server.close());

const productsAnswer = async (headers: Record<string, string> = {}) => expectSuccess('getProducts', await call(server, 'getProducts', undefined, { headers }));
const mangoOf = async (headers: Record<string, string> = {}) => (await productsAnswer(headers)).Data.find((product) => product.title === 'Alphonso Mango')!;

describe('names per language', () => {
  it.each(['en', 'gu', 'hi'])('the storefront in %s gets the English title and the names local shops write', async (language) => {
    const mango = await mangoOf({ [LANGUAGE_HEADER]: language });
    expect(mango.title).toBe('Alphonso Mango');
    expect(mango.names).toEqual({ gu: 'હાફૂસ કેરી', hi: 'हापुस आम' });
    expect(mango.search_words).toContain('keri');
  });

  it('cones and candies carry theirs too', async () => {
    const answer = expectSuccess('getConeCandy', await call(server, 'getConeCandy'));
    const kalaKhatta = answer.Data.find((product) => product.title === 'Kala Khatta Candy')!;
    expect(kalaKhatta.names).toEqual({ gu: 'કાલા ખટ્ટા કેન્ડી', hi: 'काला खट्टा कैंडी' });
  });

  it('the shop old apps (no language header; the Flutter app POSTs) receive every title in English', async () => {
    const web = await send(server, 'getProducts.php');
    const flutter = await send(server, 'getProducts.php', { FCMToken: 'Test' }, { method: 'POST' });
    for (const reply of [web, flutter]) {
      const titles = (reply.body.Data as { title: string }[]).map((product) => product.title);
      expect(titles).toContain('Alphonso Mango');
      expect(titles.every((title) => /^[\x20-\x7e]+$/.test(title))).toBe(true);
    }
  });
});

describe('the desk edits names and search words', () => {
  it('the owner saves them; the next catalogue load shows them, trimmed', async () => {
    const mango = await mangoOf();
    const saved = deskSuccess('catalogueSetWords', await desk(server, 'catalogueSetWords', { pid: Number(mango.pid), titleGu: ' કેરી ', titleHi: 'आम', searchWords: 'keri aam amras' }, owner));
    expect(saved.msg).toBe(ownerMessages.wordsSaved);
    expect(saved.Data).toMatchObject({ title: 'Alphonso Mango', titleGu: 'કેરી', titleHi: 'आम', searchWords: 'keri aam amras' });
    const after = await mangoOf();
    expect(after.title).toBe('Alphonso Mango');
    expect(after.names).toEqual({ gu: 'કેરી', hi: 'आम' });
    expect(after.search_words).toBe('keri aam amras');
  });

  it('staff may not; an unknown product is named; nothing changes', async () => {
    const before = await mangoOf();
    const asStaff = await desk(server, 'catalogueSetWords', { pid: Number(before.pid), titleGu: 'x', titleHi: 'x', searchWords: 'x' }, staff);
    expect(asStaff.status).toBe(403);
    const unknown = await desk(server, 'catalogueSetWords', { pid: 999_999, titleGu: 'x', titleHi: 'x', searchWords: 'x' }, owner);
    expect(unknown.body.msg).toBe(deskRuleMessages.productUnknown);
    const tooLong = await desk(server, 'catalogueSetWords', { pid: Number(before.pid), titleGu: 'ક'.repeat(201), titleHi: '', searchWords: '' }, owner);
    expect(tooLong.status).toBe(400);
    expect(await mangoOf()).toEqual(before);
  });
});
