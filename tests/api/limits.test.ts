import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, expectSuccess, startTestServer, uniquePhone, type TestServer } from './harness.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({ requestsPerMinute: 5, signUpsPerHour: 2 });
});
afterAll(() => server.close());

describe('request limits', () => {
  it('answers 429 in the contract shape past the per-minute API limit, and leaves pictures alone', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 7; attempt += 1) statuses.push((await call(server, 'getPinCodes')).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const limited = await call(server, 'getProducts');
    expect(limited.status).toBe(429);
    expect(limited.body.code).toBe('429');
    expect(String(limited.body.msg)).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
    for (let attempt = 0; attempt < 10; attempt += 1) {
      expect((await fetch(`${server.url}/uploads/placeholder.svg`)).status).toBe(200);
    }
  });
});

describe('sign-up limit', () => {
  let fresh: TestServer;
  beforeAll(async () => {
    fresh = await startTestServer({ signUpsPerHour: 2 });
  });
  afterAll(() => fresh.close());

  it('refuses a third account from one address within the hour', async () => {
    const signUp = (n: number) =>
      call(fresh, 'signUp', { name: 'Ravi Shah', email: `ravi.${n}.${Date.now()}@example.com`, phone: uniquePhone(), password: 'secret-123' });
    expectSuccess('signUp', await signUp(1));
    expectSuccess('signUp', await signUp(2));
    const third = await signUp(3);
    expect(third.status).toBe(429);
    expect(third.body.code).toBe('429');
  });
});
