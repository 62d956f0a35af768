/**
 * Backup and restore of the embedded database (npm run backup / npm run restore; PostgreSQL has
 * pg_dump and pg_restore, README "Backups").
 *
 * A backup is PGlite's own dump of its data directory (dumpDataDir): one gzip-compressed tar of the
 * PostgreSQL files, taken after a CHECKPOINT, that PGlite loads back as it is (loadDataDir). It holds
 * everything (tables, sequences, the migration journal) exactly, and restores in seconds; it is for
 * this PGlite's PostgreSQL version (PG_VERSION inside), not for moving to a PostgreSQL server.
 *
 * Both need DATA_DIR to themselves, so they take its lock: with the server running they stop with a
 * message saying to stop it first (PGlite is one process's database: nothing else may read its files
 * while a server has them open).
 */
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { openDataDir } from './client.ts';
import { databaseFiles, DataDirError, folderEntries, lockDataDir, rootMessage } from './dataDir.ts';

export interface Contents {
  customers: number;
  orders: number;
  orderLines: number;
}

export interface BackupResult extends Contents {
  file: string;
  bytes: number;
}

const STOP_THE_SERVER_FIRST = 'Stop the server first (Ctrl-C or SIGTERM; it finishes its requests and closes the database), then run this again.';

async function contentsOf(client: PGlite): Promise<Contents> {
  const count = async (table: string) => {
    const exists = (await client.query<{ found: boolean }>(`select to_regclass($1) is not null as found`, [`public.${table}`])).rows[0]!.found;
    if (!exists) return 0;
    return (await client.query<{ count: number }>(`select count(*)::int as count from public.${table}`)).rows[0]!.count;
  };
  return { customers: await count('users'), orders: await count('orders'), orderLines: await count('order_items') };
}

/** Writes DATA_DIR's database into `file` (made whole before it replaces anything of that name). */
export async function backupDataDir(dataDir: string, file: string): Promise<BackupResult> {
  if (databaseFiles(dataDir).length === 0) throw new DataDirError(`DATA_DIR (${dataDir}) holds no database to back up`);
  const opened = await openDataDir(dataDir, 'npm run backup', `npm run backup needs the database to itself. ${STOP_THE_SERVER_FIRST}`);
  try {
    const contents = await contentsOf(opened.client);
    await opened.client.exec('CHECKPOINT');
    const dump = await opened.client.dumpDataDir('gzip');
    const bytes = Buffer.from(await dump.arrayBuffer());
    mkdirSync(dirname(file), { recursive: true });
    const partial = `${file}.partial`;
    writeFileSync(partial, bytes);
    renameSync(partial, file);
    return { ...contents, file, bytes: bytes.length };
  } finally {
    await opened.close();
  }
}

/**
 * Loads a backup into DATA_DIR. Refuses a DATA_DIR that holds a database unless `force` (then that
 * database is deleted first), and always while another process holds DATA_DIR.
 */
export async function restoreDataDir(file: string, dataDir: string, options: { force: boolean }): Promise<Contents> {
  if (!existsSync(file) || !statSync(file).isFile()) throw new DataDirError(`There is no backup file at ${file}`);
  const lock = lockDataDir(dataDir, 'npm run restore', `A backup cannot be restored under it. ${STOP_THE_SERVER_FIRST}`);
  try {
    const present = folderEntries(dataDir);
    if (present.length > 0 && !options.force) {
      const database = databaseFiles(dataDir).length > 0 ? 'it holds a database' : `it holds ${present.slice(0, 3).join(', ')}`;
      throw new DataDirError(
        `DATA_DIR (${dataDir}) is not empty (${database}): restoring would replace what is there. ` +
          'Back it up first (npm run backup) if it may be needed, then run npm run restore -- <file> --force to replace it.',
      );
    }
    // --force: the database goes; other files (a log kept there, say) stay.
    for (const name of databaseFiles(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
    let client: PGlite | null = null;
    try {
      client = await PGlite.create(dataDir, { loadDataDir: new Blob([readFileSync(file)]) });
    } catch (error) {
      await client?.close().catch(() => undefined);
      for (const name of databaseFiles(dataDir)) rmSync(join(dataDir, name), { recursive: true, force: true });
      throw new DataDirError(`${file} is not a backup of the embedded database that this server can load (${rootMessage(error)})`);
    }
    try {
      const contents = await contentsOf(client);
      await client.exec('CHECKPOINT');
      return contents;
    } finally {
      await client.close();
    }
  } finally {
    lock.release();
  }
}
