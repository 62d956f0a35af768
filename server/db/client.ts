/** Opens the database (PGlite files by default, PostgreSQL when a URL is given) and migrates it. */
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { checkDatabaseFiles, DamagedDatabaseError, lockDataDir, rootMessage, type DataDirLock } from './dataDir.ts';
import * as schema from './schema.ts';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  close(): Promise<void>;
}

export type DatabaseConfig = { databaseUrl: string } | { dataDir: string | null };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: servers starting together take turns at migrating. */
const MIGRATION_LOCK = 727_001;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if ('databaseUrl' in config) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    return { db, kind: 'postgres', close: () => pool.end() };
  }
  if (!config.dataDir) {
    const client = new PGlite();
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return { db: drizzlePglite(client, { schema }) as unknown as Db, kind: 'pglite', close: () => client.close() };
  }
  const files = await openDataDir(config.dataDir, 'storefront server', 'Stop that server first, or give this one another DATA_DIR.');
  try {
    await migratePglite(drizzlePglite(files.client, { schema }), { migrationsFolder });
  } catch (error) {
    await files.close().catch(() => undefined);
    throw error;
  }
  return { db: drizzlePglite(files.client, { schema }) as unknown as Db, kind: 'pglite', close: files.close };
}

export interface OpenDataDir {
  client: PGlite;
  /** Whether DATA_DIR held a database before (false: PGlite has just made an empty one). */
  existed: boolean;
  /** Checkpoints (so that the files are whole without replaying the log), closes PGlite, gives DATA_DIR back. */
  close(): Promise<void>;
}

/**
 * DATA_DIR for this process alone: takes its lock (or throws DataDirLockedError naming the holder,
 * followed by `whenHeld`), checks the files, opens PGlite and reads every table once, so that damaged
 * files are named now (DamagedDatabaseError) rather than by the first query that meets them.
 */
export async function openDataDir(dataDir: string, what: string, whenHeld: string): Promise<OpenDataDir> {
  const lock = lockDataDir(dataDir, what, whenHeld);
  let client: PGlite | null = null;
  try {
    const existed = checkDatabaseFiles(dataDir);
    try {
      client = await PGlite.create(dataDir);
      await readEveryTable(client);
    } catch (error) {
      if (!existed) throw error;
      throw new DamagedDatabaseError(dataDir, error instanceof UnreadableTableError ? error.message : `PGlite cannot start on them: ${rootMessage(error)}`);
    }
    const opened = client;
    return { client: opened, existed, close: () => closeDataDir(opened, lock) };
  } catch (error) {
    await client?.close().catch(() => undefined);
    lock.release();
    throw error;
  }
}

class UnreadableTableError extends Error {}

async function readEveryTable(client: PGlite): Promise<void> {
  const { rows } = await client.query<{ name: string }>(
    `select format('%I.%I', schemaname, tablename) as name from pg_tables
      where schemaname not in ('pg_catalog', 'information_schema') order by 1`,
  );
  for (const { name } of rows) {
    try {
      await client.query(`select count(*) from ${name}`);
    } catch (error) {
      throw new UnreadableTableError(`table ${name} cannot be read: ${rootMessage(error)}`, { cause: error });
    }
  }
}

async function closeDataDir(client: PGlite, lock: DataDirLock): Promise<void> {
  try {
    if (!client.closed) {
      await client.exec('CHECKPOINT');
      await client.close();
    }
  } finally {
    lock.release();
  }
}
