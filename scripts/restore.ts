/**
 * `npm run restore -- <file> [--force]`: loads a backup made by npm run backup into DATA_DIR.
 * Refuses a DATA_DIR that holds a database unless --force (which deletes it first), and always
 * while a server (or anything else) holds DATA_DIR. PostgreSQL: pg_restore (README, "Backups").
 */
import { resolve } from 'node:path';
import { readConfig } from '../server/config.ts';
import { restoreDataDir } from '../server/db/backup.ts';
import { DataDirError } from '../server/db/dataDir.ts';

const args = process.argv.slice(2);
const force = args.includes('--force');
const files = args.filter((arg) => arg !== '--force');
if (files.length !== 1 || files[0]!.startsWith('-')) {
  console.error('Usage: npm run restore -- <backup file> [--force]   (DATA_DIR names the folder to restore into)');
  process.exit(1);
}
const config = readConfig();
if (config.databaseUrl) {
  console.error('DATABASE_URL is set: restore PostgreSQL with pg_restore (README, "Backups"); npm run restore is for the embedded database in DATA_DIR.');
  process.exit(1);
}
const file = resolve(files[0]!);
try {
  const restored = await restoreDataDir(file, config.dataDir, { force });
  console.log(
    `Restored ${file} into DATA_DIR (${config.dataDir}): ${restored.customers} customers, ${restored.orders} orders with ` +
      `${restored.orderLines} lines. Start the server with npm start.`,
  );
} catch (error) {
  console.error(error instanceof DataDirError ? error.message : `The restore failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
}
