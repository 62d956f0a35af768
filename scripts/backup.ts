/**
 * `npm run backup [-- <file>]`: one file holding the embedded database of DATA_DIR (default
 * backups/storefront-<date and time>.tar.gz). The server must be stopped: the backup takes DATA_DIR's
 * lock and says so when a server holds it. PostgreSQL: pg_dump (README, "Backups").
 */
import { resolve } from 'node:path';
import { readConfig } from '../server/config.ts';
import { backupDataDir } from '../server/db/backup.ts';
import { DataDirError } from '../server/db/dataDir.ts';

const config = readConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: back PostgreSQL up with pg_dump (README, "Backups"); npm run backup is for the embedded database in DATA_DIR.');
  process.exit(1);
}
const stamp = new Date().toISOString().replace(/\..*$/, '').replace(/[-:]/g, '').replace('T', '-');
const file = resolve(process.argv[2] ?? `backups/storefront-${stamp}.tar.gz`);
try {
  const result = await backupDataDir(config.dataDir, file);
  console.log(
    `Backed up DATA_DIR (${config.dataDir}) to ${result.file} (${(result.bytes / 1e6).toFixed(1)} MB): ` +
      `${result.customers} customers, ${result.orders} orders with ${result.orderLines} lines.`,
  );
} catch (error) {
  console.error(error instanceof DataDirError ? error.message : `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
