/**
 * A child process of `npm run bench`: the shop's server as server/main.ts starts it (same database,
 * seed, app and logging settings, read from the same environment), except that the per-address limit of
 * API requests per minute (API_REQUESTS_PER_MINUTE) is raised, because one benchmark client on loopback
 * is one address, and the storefront comes from CLIENT_DIR when set (a build of its own, leaving dist/
 * alone). Tells its parent the port it listens on. With WORKERS=N (and REDIS_URL or not) it runs N
 * processes on one port as server/main.ts does, each counting its limits where server/main.ts would.
 */
import cluster from 'node:cluster';
import { buildApp, LOG_REDACT } from '../../server/app.ts';
import { readConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/client.ts';
import { seedDemoCatalogue } from '../../server/db/seed.ts';
import { openLimitStore, UPLOADS_DIR } from '../../server/main.ts';
import { reportListening } from './childProcess.ts';

const BENCHMARK_REQUESTS_PER_MINUTE = 1_000_000_000;

const config = readConfig({ ...process.env, API_REQUESTS_PER_MINUTE: String(BENCHMARK_REQUESTS_PER_MINUTE) });

if (config.workers > 1 && cluster.isPrimary) {
  // WORKERS=N as server/main.ts runs it: N processes of this script on one port; the port is told once all listen.
  const listening = new Set<number>();
  for (let index = 0; index < config.workers; index += 1) {
    const worker = cluster.fork();
    worker.on('listening', (address) => {
      listening.add(worker.id);
      if (listening.size === config.workers) process.send?.({ port: address.port });
    });
  }
  process.once('SIGTERM', () => {
    for (const worker of Object.values(cluster.workers ?? {})) worker?.process.kill('SIGTERM');
    cluster.on('exit', () => {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(0);
    });
  });
} else {
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  await seedDemoCatalogue(database.db);
  const limitStore = await openLimitStore(config, database);
  const app = await buildApp({
    db: database.db,
    listen: database.listen,
    orderRule: config.orderRule,
    clientDir: process.env.CLIENT_DIR ?? null,
    uploadsDir: UPLOADS_DIR,
    logger: { level: config.logLevel, redact: LOG_REDACT },
    requestsPerMinute: config.requestsPerMinute,
    limitStore,
  });
  app.addHook('onClose', async () => {
    if (limitStore.kind === 'redis') await limitStore.redis.quit();
    await database.close();
  });
  await app.listen({ port: config.port, host: config.host });
  if (cluster.isWorker) process.once('SIGTERM', () => void app.close().then(() => process.exit(0)));
  else reportListening(app.server, () => app.close());
}
