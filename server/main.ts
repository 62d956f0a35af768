/**
 * Starts the shop's server: migrates and seeds the database, then serves the API and the storefront;
 * with WORKERS=N (PostgreSQL only), N such processes on one port (node:cluster).
 */
import cluster from 'node:cluster';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { Redis } from 'ioredis';
import { buildApp, LOG_REDACT } from './app.ts';
import { openDatabase, type Database } from './db/client.ts';
import { seedDemoCatalogue } from './db/seed.ts';
import { readConfig, type ServerConfig } from './config.ts';
import type { LimitStore } from './services/requestLimits.ts';

export const CLIENT_DIR = fileURLToPath(new URL('../dist', import.meta.url));
export const UPLOADS_DIR = fileURLToPath(new URL('./db/demo/uploads', import.meta.url));

export async function startServer(env: NodeJS.ProcessEnv = process.env) {
  const config = readConfig(env);
  const database = await openDatabase(config.databaseUrl ? { databaseUrl: config.databaseUrl } : { dataDir: config.dataDir });
  let app: FastifyInstance;
  let seeded: boolean;
  let limitStore: LimitStore | null = null;
  try {
    seeded = await seedDemoCatalogue(database.db);
    limitStore = await openLimitStore(config, database);
    const store = limitStore;
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
      limitStore: store,
    });
    // Runs once fastify has stopped listening and every request in flight has been answered.
    app.addHook('onClose', async () => {
      if (store.kind === 'redis') await store.redis.quit().catch(() => undefined);
      await database.close();
    });
    await app.listen({ port: config.port, host: config.host });
  } catch (error) {
    // The database (and DATA_DIR's lock) is given back at once; a failed listen has closed the app already.
    if (limitStore?.kind === 'redis') limitStore.redis.disconnect();
    await database.close().catch(() => undefined);
    throw error;
  }
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  app.log.info(
    {
      database: database.kind, where: database.kind === 'pglite' ? config.dataDir : 'DATABASE_URL', orderRule: config.orderRule, seeded,
      limits: config.limitStore, ...(cluster.isWorker ? { worker: cluster.worker?.id } : {}),
    },
    'storefront ready',
  );
  // The one line a person reads among the JSON logs (the primary says it once for all its workers).
  if (!cluster.isWorker) process.stdout.write(`Storefront ready at http://localhost:${port}\n`);
  stopOnSignals(app);
  return app;
}

/** Where the per-minute and sign-up limits count; a Redis that cannot be reached at start stops the start. */
export async function openLimitStore(config: ServerConfig, database: Database): Promise<LimitStore> {
  if (config.limitStore === 'database') return { kind: 'database', db: database.db };
  if (config.limitStore === 'memory' || !config.redisUrl) return { kind: 'memory' };
  // No queue while disconnected: a request's count fails at once (and the request goes through) instead of waiting.
  const redis = new Redis(config.redisUrl, { lazyConnect: true, enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 5_000 });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (reported) return;
    reported = true;
    console.error(`Redis (REDIS_URL) cannot be reached: ${error.message}; the request limits let requests through until it is back`);
  });
  redis.on('ready', () => {
    reported = false;
  });
  try {
    await redis.connect();
  } catch (error) {
    redis.disconnect();
    throw new Error(`REDIS_URL: Redis cannot be reached (${error instanceof Error ? error.message : String(error)})`, { cause: error });
  }
  return { kind: 'redis', redis, prefix: config.redisKeyPrefix };
}

/** How long a worker that died may be replaced for: more deaths than this within a minute stop the whole server. */
const MAX_RESTARTS_PER_MINUTE = 5;

/**
 * `npm run server` / `npm start`: one process, or with WORKERS=N a primary that forks N workers (each
 * runs startServer on the same port; the primary hands connections out in turn), replaces a worker
 * that dies, and on SIGTERM or SIGINT stops them all, each answering its requests in flight.
 */
export async function runServers(env: NodeJS.ProcessEnv = process.env): Promise<void> {
  const config = readConfig(env);
  if (config.workers === 1 || cluster.isWorker) {
    await startServer(env);
    return;
  }
  let stopping = false;
  let port: number | null = null;
  const ready = new Set<number>();
  const deaths: number[] = [];
  const fork = () => {
    const forked = cluster.fork();
    forked.on('listening', (address) => {
      ready.add(forked.id);
      port = address.port;
      if (ready.size === config.workers) process.stdout.write(`Storefront ready at http://localhost:${port} (${config.workers} processes)\n`);
    });
  };
  for (let index = 0; index < config.workers; index += 1) fork();
  cluster.on('exit', (dead, code, signal) => {
    ready.delete(dead.id);
    if (stopping) {
      if (Object.keys(cluster.workers ?? {}).length === 0) process.exit(process.exitCode ?? 0);
      return;
    }
    const now = Date.now();
    deaths.push(now);
    while (deaths[0]! < now - 60_000) deaths.shift();
    if (deaths.length > MAX_RESTARTS_PER_MINUTE || port === null) {
      console.error(`A server process exited (${signal ?? `code ${code}`})${port === null ? ' before the server was ready' : `; ${deaths.length} within a minute`}: stopping`);
      stopAll('SIGTERM', 1);
      return;
    }
    console.error(`A server process exited (${signal ?? `code ${code}`}); starting another`);
    fork();
  });
  const stopAll = (signal: NodeJS.Signals, exitCode = 0) => {
    if (stopping) return;
    stopping = true;
    for (const each of Object.values(cluster.workers ?? {})) each?.process.kill(signal);
    setTimeout(() => process.exit(exitCode || 1), SHUTDOWN_LIMIT_MS + 1_000).unref();
    if (exitCode) process.exitCode = exitCode;
  };
  process.on('SIGINT', () => stopAll('SIGINT'));
  process.on('SIGTERM', () => stopAll('SIGTERM'));
}

/** How long a shutdown may wait for requests in flight before the process exits anyway (the database's log keeps what was committed). */
const SHUTDOWN_LIMIT_MS = 15_000;

/**
 * SIGTERM or SIGINT: stop listening and end the connections without a request in hand (server/connections.ts),
 * answer the requests in flight (with Connection: close, their connections ended after), checkpoint and close
 * the database, give DATA_DIR back, exit 0.
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
  runServers().catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}
