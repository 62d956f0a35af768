/**
 * The embedded database's folder (DATA_DIR): one process at a time, and damaged files named before
 * PGlite touches them.
 *
 * The lock is the operating system's own (an open-file-description lock on Linux, flock on macOS,
 * through fs-native-extensions) on DATA_DIR/storefront.lock: the kernel drops it when the process
 * ends however it ends, SIGKILL included, so a stale lock cannot exist and no pid is ever guessed at
 * (a reused pid cannot hold it). The file's text only says who holds it, for the message.
 */
import { closeSync, existsSync, ftruncateSync, mkdirSync, openSync, readdirSync, readFileSync, statSync, writeSync } from 'node:fs';
import { join } from 'node:path';
import { tryLock, unlock } from 'fs-native-extensions';

export const LOCK_FILE = 'storefront.lock';
/** The PostgreSQL major version of the bundled PGlite, as it writes PG_VERSION. */
export const PGLITE_PG_MAJOR = '18';
/** PostgreSQL's control file is one 8 KB block. */
const PG_CONTROL_BYTES = 8192;

/** A problem with DATA_DIR that the person starting the process must solve: its message says how. */
export class DataDirError extends Error {
  override name = 'DataDirError';
}

export class DataDirLockedError extends DataDirError {
  override name = 'DataDirLockedError';
  constructor(
    readonly dataDir: string,
    readonly holder: LockHolder | null,
    purpose: string,
  ) {
    super(
      `DATA_DIR (${dataDir}) is in use by ${describeHolder(holder)}: only one process may use a data directory at a time. ` +
        `${purpose}`,
    );
  }
}

export class DamagedDatabaseError extends DataDirError {
  override name = 'DamagedDatabaseError';
  constructor(
    readonly dataDir: string,
    readonly what: string,
  ) {
    super(`The database files in DATA_DIR (${dataDir}) are damaged (${what}): restore a backup (npm run restore)`);
  }
}

export interface LockHolder {
  pid: number;
  /** What the holder is: "storefront server", "npm run backup", ... */
  what: string;
  since: string;
}

export interface DataDirLock {
  readonly dataDir: string;
  /** Gives the lock back; the kernel does the same when the process ends. */
  release(): void;
}

function describeHolder(holder: LockHolder | null): string {
  if (!holder) return 'another process (it has not written its pid yet)';
  return `another process (${holder.what}, pid ${holder.pid}, since ${holder.since})`;
}

function readHolder(path: string): LockHolder | null {
  try {
    const holder = JSON.parse(readFileSync(path, 'utf8')) as Partial<LockHolder>;
    return typeof holder.pid === 'number' ? { pid: holder.pid, what: String(holder.what), since: String(holder.since) } : null;
  } catch {
    return null;
  }
}

/**
 * Takes DATA_DIR for this process, creating the folder if needed, or throws DataDirLockedError
 * (naming the holder, then `whenHeld`: what the reader should do) without waiting.
 */
export function lockDataDir(dataDir: string, what: string, whenHeld: string): DataDirLock {
  mkdirSync(dataDir, { recursive: true });
  const path = join(dataDir, LOCK_FILE);
  const fd = openSync(path, 'a+');
  let granted: boolean;
  try {
    granted = tryLock(fd);
  } catch (error) {
    closeSync(fd);
    throw error;
  }
  if (!granted) {
    closeSync(fd);
    throw new DataDirLockedError(dataDir, readHolder(path), whenHeld);
  }
  const holder: LockHolder = { pid: process.pid, what, since: new Date().toISOString() };
  ftruncateSync(fd, 0);
  writeSync(fd, `${JSON.stringify(holder)}\n`);
  let held = true;
  return {
    dataDir,
    release() {
      if (!held) return;
      held = false;
      try {
        ftruncateSync(fd, 0);
        unlock(fd);
      } finally {
        closeSync(fd);
      }
    },
  };
}

/** The folder's entries other than the lock file. */
export function folderEntries(dataDir: string): string[] {
  if (!existsSync(dataDir)) return [];
  return readdirSync(dataDir).filter((name) => name !== LOCK_FILE);
}

/** Names PostgreSQL gives the entries of its data directory (PG_VERSION, base, global, pg_wal, postgresql.conf, ...). */
const POSTGRES_ENTRY = /^(PG_VERSION|base|global|pg_[a-z_]+|postgresql(\.auto)?\.conf|postmaster\.(pid|opts))$/;

/** The folder's PostgreSQL entries: other files (a log someone keeps there) are not the database's. */
export function databaseFiles(dataDir: string): string[] {
  return folderEntries(dataDir).filter((name) => POSTGRES_ENTRY.test(name));
}

/**
 * What can be told of the files before PGlite opens them (PGlite itself runs initdb over a folder
 * whose PG_VERSION is gone, and aborts without a word on a broken control file). Returns whether
 * DATA_DIR holds a database already; throws DamagedDatabaseError when its files cannot be one.
 */
export function checkDatabaseFiles(dataDir: string): boolean {
  const files = databaseFiles(dataDir);
  if (files.length === 0) return false;
  const versionPath = join(dataDir, 'PG_VERSION');
  if (!existsSync(versionPath)) throw new DamagedDatabaseError(dataDir, `PG_VERSION is missing beside ${files.slice(0, 4).join(', ')}${files.length > 4 ? ', ...' : ''}`);
  const version = readFileSync(versionPath, 'utf8').trim();
  if (!/^\d+$/.test(version)) throw new DamagedDatabaseError(dataDir, 'PG_VERSION does not hold a version number');
  if (version !== PGLITE_PG_MAJOR) {
    throw new DataDirError(
      `The database files in DATA_DIR (${dataDir}) were made by PostgreSQL ${version}, and this server's embedded PostgreSQL is ` +
        `${PGLITE_PG_MAJOR}: restore a backup made by this version (npm run restore)`,
    );
  }
  const controlPath = join(dataDir, 'global', 'pg_control');
  if (!existsSync(controlPath)) throw new DamagedDatabaseError(dataDir, 'global/pg_control is missing');
  const controlBytes = statSync(controlPath).size;
  if (controlBytes !== PG_CONTROL_BYTES) {
    throw new DamagedDatabaseError(dataDir, `global/pg_control has ${controlBytes} bytes instead of ${PG_CONTROL_BYTES}`);
  }
  return true;
}

/** The innermost message of an error and its causes (drizzle wraps PGlite's in "Failed query: ..."). */
export function rootMessage(error: unknown): string {
  let current = error;
  while (current instanceof Error && current.cause !== undefined && current.cause !== current) current = current.cause;
  const message = (current instanceof Error ? current.message : String(current)).split('\n')[0]!.trim();
  // PGlite's WebAssembly build stops with "Aborted(). Build with -sASSERTIONS for more info."
  if (message.startsWith('Aborted(')) return 'the embedded PostgreSQL stopped while reading them';
  return message || String(current);
}
