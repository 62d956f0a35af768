/** Starts the shop's server: migrates and seeds the database, then serves the API and the storefront. */
import { fileURLToPath } from 'node:url';
import { buildApp, LOG_REDACT } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoCatalogue } from './db/seed.ts';
import { readConfig } from './config.ts';

export const CLIENT_DIR = fileURLToPath(new URL('../dist', import.meta.url));
export const UPLOADS_DIR = fileURLToPath(new URL('./db/demo/uploads', import.meta.url));

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  const seeded = await seedDemoCatalogue(database.db);
  const app = await buildApp({
    db: database.db,
    orderRule: config.orderRule,
    clientDir: CLIENT_DIR,
    uploadsDir: UPLOADS_DIR,
    logger: { level: config.logLevel, redact: LOG_REDACT },
    requestsPerMinute: config.requestsPerMinute,
    publicUrl: config.publicUrl,
  });
  app.addHook('onClose', () => database.close());
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { database: database.kind, where: database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL', orderRule: config.orderRule, seeded },
    'storefront ready',
  );
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }
  return app;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
