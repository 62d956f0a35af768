/**
 * A child process of `npm run bench`: the shop's server as server/main.ts starts it (same database,
 * seed, app and logging settings, read from the same environment), except that the per-address limit of
 * API requests per minute (API_REQUESTS_PER_MINUTE) is raised, because one benchmark client on loopback
 * is one address, and the storefront comes from CLIENT_DIR when set (a build of its own, leaving dist/
 * alone). Tells its parent the port it listens on.
 */
import { buildApp, LOG_REDACT } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemoCatalogue } from '../../server/db/seed.ts';
import { UPLOADS_DIR } from '../../server/main.ts';
import { reportListening } from './childProcess.ts';

const BENCHMARK_REQUESTS_PER_MINUTE = 1_000_000_000;

const config = readConfig({ ...process.env, API_REQUESTS_PER_MINUTE: String(BENCHMARK_REQUESTS_PER_MINUTE) });
const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
await seedDemoCatalogue(database.db);
const app = await buildApp({
  db: database.db,
  listen: database.listen,
  orderRule: config.orderRule,
  clientDir: process.env.CLIENT_DIR ?? null,
  uploadsDir: UPLOADS_DIR,
  logger: { level: config.logLevel, redact: LOG_REDACT },
  requestsPerMinute: config.requestsPerMinute,
});
app.addHook('onClose', () => database.close());
await app.listen({ port: config.port, host: config.host });
reportListening(app.server, () => app.close());
