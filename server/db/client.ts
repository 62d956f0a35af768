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

/** Calls `onPayload` with each NOTIFY payload sent on `channel` by any process; resolves to a stop function. */
export type Listen = (channel: string, onPayload: (payload: string) => void) => Promise<() => Promise<void>>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /** PostgreSQL: LISTEN on a dedicated connection; PGlite: its in-process listen. Stopped by close(). */
  listen: Listen;
  close(): Promise<void>;
}

/**
 * PostgreSQL at a URL; PGlite in a folder; or PGlite in memory (`dataDir: null`), which starts from `from`
 * when given: a dump (PGlite's dumpDataDir) of a database already created and migrated, so that tests
 * skip creating one each time.
 */
export type DatabaseConfig = { databaseUrl: string } | { dataDir: string | null; from?: Blob };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));
/** Any fixed number: servers starting together take turns at migrating. */
const MIGRATION_LOCK = 727_001;

export async function openDatabase(config: DatabaseConfig): Promise<Database> {
  if ('databaseUrl' in config) {
    const pool = new pg.Pool({ connectionString: config.databaseUrl, max: 10 });
    // An idle connection that PostgreSQL ends (a restart, a terminated backend) leaves the pool, which opens
    // another for the next query; without a listener Node would end the server on that 'error' event.
    pool.on('error', (error) => console.warn(`PostgreSQL ended an idle connection: ${error.message}`));
    const db = drizzlePg(pool, { schema }) as unknown as Db;
    const client = await pool.connect();
    try {
      await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(drizzlePg(client, { schema }), { migrationsFolder });
    } finally {
      await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined);
      client.release();
    }
    const listener = new PostgresListener(config.databaseUrl);
    return {
      db,
      kind: 'postgres',
      listen: (channel, onPayload) => listener.listen(channel, onPayload),
      close: async () => {
        await listener.close();
        await pool.end();
      },
    };
  }
  if (!config.dataDir) {
    const client = config.from ? await PGlite.create({ loadDataDir: config.from }) : new PGlite();
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return { db: drizzlePglite(client, { schema }) as unknown as Db, kind: 'pglite', listen: pgliteListen(client), close: () => client.close() };
  }
  const files = await openDataDir(config.dataDir, 'storefront server', 'Stop that server first, or give this one another DATA_DIR.');
  try {
    await migratePglite(drizzlePglite(files.client, { schema }), { migrationsFolder });
  } catch (error) {
    await files.close().catch(() => undefined);
    throw error;
  }
  return { db: drizzlePglite(files.client, { schema }) as unknown as Db, kind: 'pglite', listen: pgliteListen(files.client), close: files.close };
}

/** A new in-memory database, created and migrated, dumped: what an in-memory database can start `from`. */
export async function migratedMemoryDump(): Promise<Blob> {
  const client = new PGlite();
  try {
    await migratePglite(drizzlePglite(client, { schema }), { migrationsFolder });
    return await client.dumpDataDir('none');
  } finally {
    await client.close();
  }
}

function pgliteListen(client: PGlite): Listen {
  return async (channel, onPayload) => {
    const stop = await client.listen(channel, onPayload);
    return async () => {
      if (!client.closed) await stop();
    };
  };
}

const RECONNECT_MS = 1_000;

/**
 * One connection of its own (outside the pool, which hands connections out per query) that LISTENs on
 * every channel asked for, and listens again after losing the connection.
 */
class PostgresListener {
  private client: pg.Client | null = null;
  private connecting: Promise<pg.Client> | null = null;
  private readonly handlers = new Map<string, Set<(payload: string) => void>>();
  private closed = false;

  constructor(private readonly databaseUrl: string) {}

  async listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>> {
    let handlers = this.handlers.get(channel);
    if (!handlers) {
      handlers = new Set();
      this.handlers.set(channel, handlers);
    }
    handlers.add(onPayload);
    const client = await this.connected();
    if (handlers.size === 1) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    return async () => {
      handlers.delete(onPayload);
    };
  }

  async close(): Promise<void> {
    this.closed = true;
    const client = this.client ?? (await this.connecting?.catch(() => null));
    this.client = null;
    await client?.end().catch(() => undefined);
  }

  private connected(): Promise<pg.Client> {
    if (this.client) return Promise.resolve(this.client);
    this.connecting ??= this.connect().finally(() => {
      this.connecting = null;
    });
    return this.connecting;
  }

  private async connect(): Promise<pg.Client> {
    const client = new pg.Client({ connectionString: this.databaseUrl });
    client.on('notification', (message) => {
      for (const handler of this.handlers.get(message.channel) ?? []) handler(message.payload ?? '');
    });
    client.on('error', () => this.lost(client));
    client.on('end', () => this.lost(client));
    await client.connect();
    for (const channel of this.handlers.keys()) await client.query(`LISTEN ${pg.escapeIdentifier(channel)}`);
    this.client = client;
    return client;
  }

  private lost(client: pg.Client): void {
    if (this.client !== client) return;
    this.client = null;
    client.end().catch(() => undefined);
    if (this.closed) return;
    const retry = () => {
      if (!this.closed) this.connected().catch(() => setTimeout(retry, RECONNECT_MS).unref());
    };
    setTimeout(retry, RECONNECT_MS).unref();
  }
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
