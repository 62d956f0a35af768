/** The fastify app: the `/api/*.php` contract, the uploads, and the built storefront. */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import formBody from '@fastify/formbody';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyServerOptions } from 'fastify';
// The core class: errors of classic zod and of zod/mini both are instances of it.
import { $ZodError, config as configureZod } from 'zod/v4/core';
import { en as englishZodMessages } from 'zod/v4/locales';
import type { OrderRuleName } from '../domain/constants.ts';
import { HttpError } from './answers.ts';
import type { Db } from './db/client.ts';
import { legacyApi } from './legacyAnswers.ts';
import { pictureRoutes } from './pictures.ts';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './services/loginLimiter.ts';
import { addressRoutes } from './routes/addresses.ts';
import { authRoutes } from './routes/auth.ts';
import { contentRoutes } from './routes/content.ts';
import { orderRoutes } from './routes/orders.ts';
import { productRoutes } from './routes/products.ts';

export interface Deps {
  db: Db;
  orderRule: OrderRuleName;
  loginLimits: LoginLimits;
  signUpsPerHour: number;
}

export interface AppOptions {
  db: Db;
  orderRule: OrderRuleName;
  /** The built storefront (vite's dist/); null serves the API alone. */
  clientDir: string | null;
  uploadsDir: string;
  logger?: FastifyServerOptions['logger'];
  loginLimits?: LoginLimits;
  /** Requests per minute one client address may make, all calls together. */
  requestsPerMinute?: number;
  /** Accounts one client address may create per hour. */
  signUpsPerHour?: number;
  /** The shop's public address (PUBLIC_URL) that picture addresses start with; null: the address each request came to. */
  publicUrl?: string | null;
}

export const GENERIC_FAILURE = 'Something went wrong on our side. Please try again.';

/** Log redaction: tokens, cookies and passwords never reach a log line. */
export const LOG_REDACT = [
  'req.headers.authorization',
  'req.headers.cookie',
  'res.headers["set-cookie"]',
  '*.password',
  '*.oldPassword',
  '*.newPassword',
  '*.token',
];

// zod/mini carries no messages (every issue reads "Invalid input"); the 400 answers quote zod's English
// ones. Configured here, on the server only, so the storefront's bundle stays without the locale.
configureZod(englishZodMessages());

function describeZodError(error: $ZodError): string {
  const issue = error.issues[0];
  if (!issue) return 'Invalid request';
  const field = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('').replace(/^\./, '');
  return field ? `Invalid request: ${field} ${issue.message.replace(/^Invalid input: /, '')}` : `Invalid request: ${issue.message}`;
}

function clientErrorMessage(error: FastifyError): string {
  const status = error.statusCode ?? 400;
  if (status === 413) return 'The request body is too large';
  if (status === 415) return 'Send the request body as JSON or form data';
  if (error.code?.startsWith('FST_ERR_CTP')) return 'The request body is not valid JSON or form data';
  return 'The request could not be read';
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: 64 * 1024,
    trustProxy: false,
  });
  const deps: Deps = {
    db: options.db, orderRule: options.orderRule, loginLimits: options.loginLimits ?? DEFAULT_LOGIN_LIMITS,
    signUpsPerHour: options.signUpsPerHour ?? 20,
  };

  await app.register(helmet, {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', ...(options.publicUrl ? [new URL(options.publicUrl).origin] : [])],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'"],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
  });
  await app.register(formBody);

  app.setErrorHandler((error: FastifyError | HttpError | $ZodError, request, reply) => {
    if (error instanceof $ZodError) return reply.status(400).send({ code: '400', msg: describeZodError(error) });
    if (error instanceof HttpError) return reply.status(error.statusCode).headers(error.headers).send({ code: String(error.statusCode), msg: error.message });
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send({ code: '429', msg: (error as { msg?: string }).msg ?? 'Too many requests' });
    if (status >= 400 && status < 500) return reply.status(status).send({ code: String(status), msg: clientErrorMessage(error) });
    request.log.error({ err: error }, 'request failed');
    return reply.status(500).send({ code: '500', msg: GENERIC_FAILURE });
  });

  // The limits cover the API only; pictures and the storefront's files are plain static files.
  await app.register(async (api) => {
    legacyApi(api, options.publicUrl ?? null);
    await api.register(rateLimit, {
      max: options.requestsPerMinute ?? 600,
      timeWindow: '1 minute',
      errorResponseBuilder: (_request, context) => ({
        statusCode: 429,
        code: '429',
        msg: `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
      }),
    });
    authRoutes(api, deps);
    productRoutes(api, deps);
    orderRoutes(api, deps);
    addressRoutes(api, deps);
    contentRoutes(api, deps);
  });
  app.get('/api/health', async () => ({ code: '200', msg: 'ok' }));

  pictureRoutes(app, options.uploadsDir);
  await app.register(fastifyStatic, { root: options.uploadsDir, prefix: '/uploads/', decorateReply: false, maxAge: '1d' });
  const clientDir = options.clientDir && existsSync(join(options.clientDir, 'index.html')) ? options.clientDir : null;
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The build writes .br and .gz copies of its files (scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // The storefront's page, telling the client which order rule this shop runs.
  const page = clientDir
    ? readFileSync(join(clientDir, 'index.html'), 'utf8').replace(
        /<meta name="order-rule" content="[AB]" \/>/,
        `<meta name="order-rule" content="${options.orderRule}" />`,
      )
    : null;
  app.setNotFoundHandler((request, reply) => {
    if (request.url.startsWith('/api/')) return reply.status(404).send({ code: '404', msg: 'No such API call' });
    if (page && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/uploads/')) {
      return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(page);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  return app;
}
