/**
 * A throwaway PostgreSQL database beside a given one, for the tests and benchmarks that need a database
 * no other run touches: created under a unique name on the same server, dropped (connections and all)
 * when done. Never used by the shop itself.
 */
import { randomBytes } from 'node:crypto';
import pg from 'pg';

export interface ScratchDatabase {
  name: string;
  /** The connection URL of the new database. */
  url: string;
  drop(): Promise<void>;
}

/** Runs one statement on a connection of its own. */
async function runOn(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `prefix` names what the database is for (letters, digits and _ only), to tell leftovers apart. */
export async function createScratchDatabase(serverUrl: string, prefix: string): Promise<ScratchDatabase> {
  if (!/^[a-z][a-z0-9_]*$/.test(prefix)) throw new Error(`scratch database prefix must be lowercase letters, digits and _, not "${prefix}"`);
  const name = `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await runOn(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return { name, url: url.toString(), drop: () => runOn(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`) };
}
