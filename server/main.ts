/** Starts the shop's server: migrates and seeds the database, then serves the API and the storefront. */
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { buildApp, LOG_REDACT } from './app.ts';
import { openDatabase } from './db/client.ts';
import { seedDemoCatalogue } from './db/seed.ts';
import { readConfig } from './config.ts';

export const CLIENT_DIR = fileURLToPath(new URL('../dist', import.meta.url));
export const UPLOADS_DIR = fileURLToPath(new URL('./db/demo/uploads', import.meta.url));

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  let app: FastifyInstance;
  let seeded: boolean;
  try {
    seeded = await seedDemoCatalogue(database.db);
    app = await buildApp({
      db: database.db,
      listen: database.listen,
      orderRule: config.orderRule,
      clientDir: CLIENT_DIR,
      uploadsDir: UPLOADS_DIR,
      logger: { level: config.logLevel, redact: LOG_REDACT },
      requestsPerMinute: config.requestsPerMinute,
      trustProxy: config.trustProxy,
      publicUrl: config.publicUrl,
    });
    // Runs once fastify has stopped listening and every request in flight has been answered.
    app.addHook('onClose', () => database.close());
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The database (and DATA_DIR's lock) is given back at once; a failed listen has closed the app already.
    await database.close().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    { database: database.kind, where: database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL', orderRule: config.orderRule, seeded },
    'storefront ready',
  );
  // The one line a person reads among the JSON logs.
  process.stdout.write(`Storefront ready at http://localhost:${port}\n`);
  stopOnSignals(app);
  return app;
}

/** How long a shutdown may wait for requests in flight before the process exits anyway (the database's log keeps what was committed). */
const SHUTDOWN_LIMIT_MS = 15_000;

/**
 * SIGTERM or SIGINT: stop listening (a request arriving on a kept-alive connection now answers 503),
 * answer the requests in flight, checkpoint and close the database, give DATA_DIR back, exit 0.
 * A second signal during that is ignored; the limit above ends a shutdown that hangs.
 */
function stopOnSignals(app: FastifyInstance): void {
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    setTimeout(() => {
      console.error(`The server did not stop within ${SHUTDOWN_LIMIT_MS / 1000} s of ${signal}; exiting without waiting further`);
      process.exit(1);
    }, SHUTDOWN_LIMIT_MS).unref();
    app.close().then(
      () => {
        app.log.info('stopped: requests answered, database checkpointed and closed');
        process.exit(0);
      },
      (error: unknown) => {
        console.error(`The server could not stop cleanly: ${error instanceof Error ? error.message : String(error)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  startServer().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
