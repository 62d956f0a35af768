/**
 * The delivery-area check's server side (issue 13, part 3): getPinCodes answers every delivery pin code
 * with its locality as `area`, beside the `pinCode` text the shop's old apps read; the storefront's rule
 * turns that answer into "We deliver to 360005 Kalawad Road". Issue 24: the storefront names its language
 * (`x-shop-language`) and gets the localities in Gujarati or Hindi script; a call naming none gets the English
 * as before. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FALLBACK_PIN_CODES } from '../../domain/addressDefaults.ts';
import { areaLabel, deliveryVerdict, servedAreas } from '../../domain/deliveryArea.ts';
import { LANGUAGE_HEADER } from '../../domain/locale.ts';
import { deliveryAreas } from '../../server/db/demo/catalogue.ts';
import { call, expectSuccess, send, startTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(() => server.close());

describe('getPinCodes with localities', () => {
  it('every pin code of the specification comes with its locality', async () => {
    const answer = expectSuccess('getPinCodes', await call(server, 'getPinCodes'));
    const byPin = new Map(answer.Data.map((item) => [item.pinCode, item.area]));
    for (const pinCode of FALLBACK_PIN_CODES) expect(byPin.get(pinCode)?.trim(), pinCode).toBeTruthy();
    expect(byPin.get('360005')).toBe('Kalawad Road');
    expect(byPin.get('360001')).toBe('Sadar Bazaar');
  });

  it('the answer keeps the fields the old apps read: code "200" and a list of text pin codes; area is only added', async () => {
    const reply = await send(server, 'getPinCodes.php', undefined, { method: 'GET' });
    expect(reply.status).toBe(200);
    const body = reply.body as { code: unknown; Data: Record<string, unknown>[] };
    expect(body.code).toBe('200');
    expect(body.Data.length).toBeGreaterThan(0);
    for (const item of body.Data) {
      expect(typeof item.pinCode).toBe('string');
      expect(item.pinCode).toMatch(/^\d{6}$/);
      expect(typeof item.area).toBe('string');
    }
  });

  it('in the language the storefront names: Gujarati and Hindi script; English, and the old apps\' answer without a language, unchanged', async () => {
    const pinsIn = async (language?: string) =>
      expectSuccess('getPinCodes', await call(server, 'getPinCodes', undefined, language ? { headers: { [LANGUAGE_HEADER]: language } } : {})).Data;
    const localityIn = async (language: string | undefined, pinCode: string) => (await pinsIn(language)).find((item) => item.pinCode === pinCode)?.area;
    expect(await localityIn('gu', '360002')).toBe('ભક્તિનગર');
    expect(await localityIn('hi', '360002')).toBe('भक्तिनगर');
    expect(await localityIn('gu', '360005')).toBe('કાલાવડ રોડ');
    expect(await localityIn('hi', '360005')).toBe('कालावड रोड');
    const english = await pinsIn('en');
    expect(english.find((item) => item.pinCode === '360002')?.area).toBe('Bhaktinagar');
    const oldApps = await send(server, 'getPinCodes.php', undefined, { method: 'GET' });
    expect((oldApps.body as { Data: unknown }).Data).toEqual(english);
    for (const item of english) expect(Object.keys(item).sort()).toEqual(['area', 'pinCode']);
    const gujarati = await pinsIn('gu');
    const hindi = await pinsIn('hi');
    expect(gujarati.map((item) => item.pinCode)).toEqual(english.map((item) => item.pinCode));
    // Every locality of the demo data in script (server/db/demo/catalogue.ts).
    for (const demo of deliveryAreas) {
      expect(gujarati.find((item) => item.pinCode === demo.pinCode)?.area, demo.area).toBe(demo.areaGu);
      expect(hindi.find((item) => item.pinCode === demo.pinCode)?.area, demo.area).toBe(demo.areaHi);
    }
  });

  it('the storefront\'s check reads the answer as the issue says: "360005 Kalawad Road"; 360099 is outside', async () => {
    const areas = servedAreas(expectSuccess('getPinCodes', await call(server, 'getPinCodes')).Data);
    const served = deliveryVerdict('360005', areas);
    expect(served.kind === 'inArea' && areaLabel(served.area)).toBe('360005 Kalawad Road');
    expect(deliveryVerdict('360099', areas)).toEqual({ kind: 'outOfArea', pinCode: '360099' });
  });
});
