/**
 * PostgreSQL ending the server's idle connections (a restart or an administrator's pg_terminate_backend)
 * does not end the server: the pool drops them and the next call opens new ones.
 */
import pg from 'pg';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { call, expectSuccess, newCustomer, startPrivateTestServer, usingPostgres, type TestServer } from './harness.ts';

let server: TestServer;

beforeAll(async () => {
  if (usingPostgres) server = await startPrivateTestServer();
});
afterAll(() => server?.close());

it.runIf(usingPostgres)('signs a customer up after PostgreSQL ended every idle connection of its pool', async () => {
  const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
  try {
    await Promise.all(Array.from({ length: 4 }, async () => expectSuccess('getPinCodes', await call(server, 'getPinCodes', {}))));
    const pool = (server.database.db as unknown as { $client: pg.Pool }).$client;
    expect(pool.idleCount).toBeGreaterThan(0);
    const databaseName = new URL((pool as unknown as { options: { connectionString: string } }).options.connectionString).pathname.slice(1);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      const ended = await admin.query(
        `SELECT pg_terminate_backend(pid) FROM pg_stat_activity
         WHERE datname = $1 AND pid <> pg_backend_pid() AND state = 'idle' AND query NOT ILIKE 'LISTEN%'`,
        [databaseName],
      );
      expect(ended.rowCount).toBeGreaterThan(0);
    } finally {
      await admin.end();
    }
    await expect.poll(() => warn.mock.calls.length).toBeGreaterThan(0);
    expect(String(warn.mock.calls[0]![0])).toMatch(/^PostgreSQL ended an idle connection: /);
    const customer = await newCustomer(server, 'Nisha Mehta');
    expect(customer.token).toBeTruthy();
  } finally {
    warn.mockRestore();
  }
});
