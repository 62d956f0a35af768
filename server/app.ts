/** The fastify app: the `/api/*.php` contract, the uploads, and the built storefront. */
import { existsSync, readFileSync } from 'node:fs';
import { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import formBody from '@fastify/formbody';
import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyError, type FastifyInstance, type FastifyReply, type FastifyRequest, type FastifyServerOptions } from 'fastify';
// The core class: errors of classic zod and of zod/mini both are instances of it.
import { $ZodError, config as configureZod } from 'zod/v4/core';
import { en as englishZodMessages } from 'zod/v4/locales';
import type { OrderRuleName } from '../domain/constants.ts';
import { calls, type CallName } from '../domain/contract.ts';
import { HttpError, keyedMsg } from './answers.ts';
import type { TrustProxy } from './config.ts';
import type { Db, Listen } from './db/client.ts';
import type { Deps } from './deps.ts';
import { endConnectionsOnClose } from './connections.ts';
import { refuseUnstorableText } from './storableText.ts';
import { legacyAnswer, legacyApi, publicBase, routedUrl } from './legacyAnswers.ts';
import { answerInLanguage, refusalLanguage } from './refusalLanguage.ts';
import { catalogueCache } from './services/catalogueCache.ts';
import { deskPictureRoutes } from './deskPictures.ts';
import { pictureRoutes } from './pictures.ts';
import { DEFAULT_LOGIN_LIMITS, type LoginLimits } from './services/loginLimiter.ts';
import { decoyPasswordHash } from './services/passwords.ts';
import { limitStoreOptions, type LimitStore } from './services/requestLimits.ts';
import { addressRoutes } from './routes/addresses.ts';
import { authRoutes } from './routes/auth.ts';
import { contentRoutes } from './routes/content.ts';
import { deskRoutes } from './routes/desk.ts';
import { deskShopRoutes } from './routes/deskShop.ts';
import { liveRoutes, type StreamLimits } from './routes/live.ts';
import { orderRoutes } from './routes/orders.ts';
import { productRoutes } from './routes/products.ts';
import { deliverySchedule } from './services/deskShopSettings.ts';
import {
  deskAssets, encodedPage, fontStylesheets, isRenderedPath, routeAssets, pageRenderer, productOfPage, productPageId, productPreview, storefrontPage, withDeliverySchedule,
  type PageLanguage, type PageParts, type RenderApp,
} from './storefrontPage.ts';
import { inlineRenderBlocking } from './inlinedAssets.ts';
import type { OpeningHours } from '../domain/clock.ts';
import { isDeskPath } from '../domain/desk/paths.ts';
import { languageOfRequest } from '../domain/languageCookie.ts';
import type { Language } from '../domain/locale.ts';
import { storefrontRouteOf } from '../domain/routes.ts';
import type { MessageValues, Said } from '../domain/message.ts';
import { serverSaid, serverTexts } from '../domain/messages/server.ts';

export interface AppOptions {
  db: Db;
  /** The database's LISTEN (Database.listen): the live order streams hear every server process through it. */
  listen: Listen;
  orderRule: OrderRuleName;
  /** The built storefront (vite's dist/); null serves the API alone. */
  clientDir: string | null;
  uploadsDir: string;
  logger?: FastifyServerOptions['logger'];
  loginLimits?: LoginLimits;
  /** Requests per minute one client address may make, all calls together. */
  requestsPerMinute?: number;
  /** Where the per-minute and sign-up limits count (server/services/requestLimits.ts); memory when not given. */
  limitStore?: LimitStore;
  /** The live order streams' limits (server/routes/live.ts); DEFAULT_STREAM_LIMITS when not given. */
  streamLimits?: StreamLimits;
  /** Accounts one client address may create per hour. */
  signUpsPerHour?: number;
  /** TRUST_PROXY (server/config.ts): when set, client addresses come from X-Forwarded-For and cookies are Secure. */
  trustProxy?: TrustProxy;
  /** The shop's public address (PUBLIC_URL) that picture addresses start with; null: the address each request came to. */
  publicUrl?: string | null;
}

export const GENERIC_FAILURE = serverTexts.genericFailure;

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

/**
 * The first issue of a body zod refused (the storefront's forms check before they send): the field it names,
 * with zod's English words for English and the old apps, and in Gujarati or Hindi words for a call that asks
 * for them (issue 24); a body refused as a whole keeps zod's words.
 */
function describeZodError(error: $ZodError): Said {
  const issue = error.issues[0];
  if (!issue) return serverSaid('invalidRequestPlain');
  const field = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : `.${String(part)}`)).join('').replace(/^\./, '');
  return field ? serverSaid('invalidField', field, issue.message.replace(/^Invalid input: /, '')) : serverSaid('invalidRequest', issue.message);
}

/**
 * What a log line may say of a failure: its type, its SQL state, and its message and stack without
 * drizzle's "params:" (the query's values: hashes, tokens, personal data). A driver's error (the
 * cause) keeps its message, never its detail (which quotes the failing row).
 */
export function loggableError(error: unknown, depth = 0): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: 'a thrown value that is not an Error' };
  const clean = (text: string) =>
    text
      .replace(/\s*params:[\s\S]*$/, '')
      .replace(/\$argon2[\w$=,+/.-]*/g, '[hash]')
      .replace(/\b[0-9a-f]{64}\b/gi, '[hash]');
  const message = clean(error.message);
  const frames = (error.stack ?? '').split('\n').filter((line) => /^\s+at /.test(line));
  const code = (error as { code?: unknown }).code;
  const cause = (error as { cause?: unknown }).cause;
  return {
    type: error.name,
    message,
    ...(typeof code === 'string' ? { code } : {}),
    stack: [`${error.name}: ${message}`, ...frames].join('\n'),
    ...(cause !== undefined && depth < 3 ? { cause: loggableError(cause, depth + 1) } : {}),
  };
}

/** fastify's trustProxy: a number of proxies becomes "trust the nearest N hops". */
function trustProxyOption(trustProxy: TrustProxy): boolean | string | ((address: string, hop: number) => boolean) {
  return typeof trustProxy === 'number' ? (_address, hop) => hop < trustProxy : trustProxy;
}

/** The request as log lines show it: the path without its query string. */
function loggedRequest(request: FastifyRequest) {
  return { method: request.method, url: request.url.split('?')[0], remoteAddress: request.ip };
}

/** A rate limit's refusal (errorResponseBuilder below names its key), or a plain one. */
function limitedAnswer(error: unknown): ReturnType<typeof keyedMsg> {
  const { msg, msgKey, msgValues } = error as { msg?: unknown; msgKey?: unknown; msgValues?: MessageValues };
  return typeof msg === 'string' && typeof msgKey === 'string' ? { msg, msgKey, ...(msgValues ? { msgValues } : {}) } : keyedMsg(serverSaid('tooManyRequests'));
}

function clientErrorMessage(error: FastifyError): Said {
  const status = error.statusCode ?? 400;
  if (status === 413) return serverSaid('bodyTooLarge');
  if (status === 415) return serverSaid('bodyMediaType');
  if (error.code?.startsWith('FST_ERR_CTP')) return serverSaid('bodyUnreadable');
  if (error.code === 'FST_ERR_BAD_URL') return serverSaid('badAddress');
  return serverSaid('requestUnreadable');
}

/** Requests Node cannot even parse (a malformed request line or header, headers too large, too slow): the contract's shape too. */
function clientErrorHandler(error: Error & { code?: string }, socket: Duplex): void {
  if (error.code === 'ECONNRESET' || socket.destroyed) return;
  // Node could not read the request, its headers included: the answer is the old apps' shape, in English.
  const [status, said] =
    error.code === 'ERR_HTTP_REQUEST_TIMEOUT' ? [408, serverSaid('requestTooSlow')]
    : error.code === 'HPE_HEADER_OVERFLOW' ? [431, serverSaid('headersTooLarge')]
    : [400, serverSaid('requestUnreadable')];
  const body = JSON.stringify({ code: String(status), msg: said.text });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\nContent-Type: application/json; charset=utf-8\r\nCache-Control: no-store\r\n` +
        `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(error);
}

/** Each call's path under /api/ and its methods, for 405 answers. */
const methodsByPath = new Map(
  (Object.keys(calls) as CallName[]).map((name) => {
    const methods: readonly string[] = calls[name].methods;
    return [`/api/${calls[name].path}`, methods.includes('GET') ? [...methods, 'HEAD'] : [...methods]];
  }),
);

/** `scriptSources`: what allows the page's inline scripts (their hashes: server/inlinedAssets.ts). */
function helmetOptions(publicUrl: string | null, scriptSources: readonly string[]): FastifyHelmetOptions {
  return {
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        baseUri: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
        imgSrc: ["'self'", 'data:', ...(publicUrl ? [new URL(publicUrl).origin] : [])],
        objectSrc: ["'none'"],
        scriptSrc: ["'self'", ...scriptSources],
        scriptSrcAttr: ["'none'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
      },
    },
  };
}

/** Headers a response never takes from the probe (they belong to each response). */
const OWN_HEADERS = new Set(['content-type', 'content-length', 'date', 'connection', 'keep-alive']);

/**
 * helmet's security headers for these options, worked out once by asking a probe app that registers
 * @fastify/helmet: @fastify/helmet works them out again on every request (a few % of each API call's
 * time, issue 14), and this policy has no part that differs between requests (no nonces).
 */
async function securityHeaders(helmetConfiguration: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  await probe.register(helmet, helmetConfiguration);
  probe.get('/', async () => '');
  const response = await probe.inject('/');
  await probe.close();
  return Object.fromEntries(
    Object.entries(response.headers).flatMap(([name, value]) => (OWN_HEADERS.has(name) || value === undefined ? [] : [[name, String(value)]])),
  );
}

export async function buildApp(options: AppOptions): Promise<FastifyInstance> {
  const logger = options.logger && typeof options.logger === 'object'
    ? { ...options.logger, serializers: { req: loggedRequest, ...options.logger.serializers } }
    : (options.logger ?? false);
  const app = Fastify({
    logger,
    bodyLimit: 64 * 1024,
    trustProxy: trustProxyOption(options.trustProxy ?? false),
    clientErrorHandler,
    // The Flutter app's /AdminPanel/WebApi/<Call>.php is routed as /api/<Call>.php (server/legacyAnswers.ts).
    rewriteUrl: (request) => routedUrl(request.url ?? '/'),
    // Errors fastify meets before routing (an address with a bad % escape) answer in the contract's shape too.
    frameworkErrors: (error, request, rawReply) => {
      const status = error.statusCode ?? 400;
      void (rawReply as unknown as FastifyReply)
        .status(status)
        .headers({ 'cache-control': 'no-store', 'content-type': 'application/json; charset=utf-8' })
        .send(answerInLanguage(request, { code: String(status), ...keyedMsg(status < 500 ? clientErrorMessage(error) : serverSaid('genericFailure')) }));
    },
  });
  // close() ends every connection (or its answer in hand) instead of waiting for clients to drop them.
  endConnectionsOnClose(app);
  const deps: Deps = {
    db: options.db, orderRule: options.orderRule, loginLimits: options.loginLimits ?? DEFAULT_LOGIN_LIMITS,
    signUpsPerHour: options.signUpsPerHour ?? 20,
    secureCookies: Boolean(options.trustProxy),
    catalogue: catalogueCache(options.db, options.listen, (list, answer, base) =>
      JSON.stringify(legacyAnswer(list === 'main' ? 'getProducts' : 'getConeCandy', 200, answer, base)),
    ),
    publicUrl: options.publicUrl ?? null,
  };
  app.addHook('onClose', () => deps.catalogue.close());
  // The decoy hash is made now: the first answer for an unknown account costs no more than later ones (issue 26, point 3).
  await decoyPasswordHash();

  // API answers carry personal data and tokens: no browser or proxy keeps a copy (the catalogue's
  // calls, the same for everyone, say no-cache instead and carry an ETag: server/routes/products.ts).
  app.addHook('onRequest', async (request, reply) => {
    if (request.url.startsWith('/api/')) reply.header('cache-control', 'no-store');
  });
  // Text PostgreSQL cannot store is refused before any call sees it, whichever field holds it.
  app.addHook('preValidation', async (request) => refuseUnstorableText(request.body));

  // The storefront's page, telling the client which order rule this shop runs, with its render-blocking script and stylesheet inside it.
  const clientDir = options.clientDir && existsSync(join(options.clientDir, 'index.html')) ? options.clientDir : null;
  const built = clientDir
    ? inlineRenderBlocking(
        readFileSync(join(clientDir, 'index.html'), 'utf8').replace(/<meta name="order-rule" content="[AB]" \/>/, `<meta name="order-rule" content="${options.orderRule}" />`),
        (path) => readFileSync(join(clientDir, path), 'utf8'),
      )
    : null;
  const page = built?.html ?? null;

  // helmet's headers, applied as they are on the raw response (as @fastify/helmet applies them, static files included).
  const headers = Object.entries(await securityHeaders(helmetOptions(options.publicUrl ?? null, built?.scriptSources ?? [])));
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value);
    done();
  });
  await app.register(formBody);

  app.setErrorHandler((error: FastifyError | HttpError | $ZodError, request, reply) => {
    const answer = (status: number, said: Said) => answerInLanguage(request, { code: String(status), ...keyedMsg(said) });
    if (error instanceof $ZodError) return reply.status(400).send(answer(400, describeZodError(error)));
    if (error instanceof HttpError) return reply.status(error.statusCode).headers(error.headers).send(answer(error.statusCode, error.said));
    const status = error.statusCode ?? 500;
    if (status === 429) return reply.status(429).send(answerInLanguage(request, { code: '429', ...limitedAnswer(error) }));
    if (status >= 400 && status < 500) return reply.status(status).send(answer(status, clientErrorMessage(error)));
    request.log.error({ err: loggableError(error) }, 'request failed');
    return reply.status(500).send(answer(500, serverSaid('genericFailure')));
  });

  // The limits cover the API only; pictures and the storefront's files are plain static files.
  const requestLimit = {
    max: options.requestsPerMinute ?? 600,
    timeWindow: '1 minute',
    errorResponseBuilder: (_request: FastifyRequest, context: { ttl: number }) => ({
      statusCode: 429,
      code: '429',
      ...keyedMsg(serverSaid('tooManyRequestsWait', Math.ceil(context.ttl / 1000))),
    }),
  };
  const limitStore = options.limitStore ?? { kind: 'memory' };
  await app.register(async (api) => {
    legacyApi(api, options.publicUrl ?? null);
    refusalLanguage(api);
    await api.register(rateLimit, { ...requestLimit, ...limitStoreOptions(limitStore, 'api') });
    // Each group of calls is a plugin registered with the dependencies it needs.
    await api.register(authRoutes, deps);
    await api.register(productRoutes, deps);
    await api.register(orderRoutes, deps);
    await api.register(addressRoutes, deps);
    await api.register(contentRoutes, deps);
  });
  // The desk and the live streams answer in their own contract, outside the old backend's answer shapes.
  await app.register(async (desk) => {
    refusalLanguage(desk);
    await desk.register(rateLimit, { ...requestLimit, ...limitStoreOptions(limitStore, 'desk') });
    await desk.register(deskRoutes, deps);
    await desk.register(deskShopRoutes, deps);
    liveRoutes(desk, deps.db, options.listen, options.streamLimits);
  });
  app.get('/api/health', async () => ({ code: '200', msg: 'ok' }));

  await app.register(async (uploads) => {
    // The pictures may be embedded by pages of other origins (the web port loads them from its own):
    // images only; nosniff and their CSP stay as helmet sets them.
    uploads.addHook('onSend', async (_request, reply) => {
      if (String(reply.getHeader('content-type') ?? '').startsWith('image/')) reply.header('cross-origin-resource-policy', 'cross-origin');
    });
    pictureRoutes(uploads, options.uploadsDir);
    deskPictureRoutes(uploads, options.db);
    await uploads.register(fastifyStatic, { root: options.uploadsDir, prefix: '/uploads/', decorateReply: false, maxAge: '1d' });
  });
  if (clientDir) {
    await app.register(fastifyStatic, {
      root: clientDir,
      prefix: '/',
      wildcard: false,
      index: false,
      // The server's rendering code (dist/server/) and vite's manifest (dist/.vite/) are the server's own, not files for browsers.
      allowedPath: (pathName) => !pathName.startsWith('/server/') && !pathName.startsWith('/.vite/'),
      // The build writes .br and .gz copies of its files (scripts/precompress.ts).
      preCompressed: true,
      setHeaders: (res, path) => {
        res.header('cache-control', path.includes('/assets/') ? 'public, max-age=31536000, immutable' : 'no-cache');
      },
    });
  }

  // `/`, `/products` and each product's page rendered with the current catalogue when the build holds the server entry
  // (src/entry-server.tsx); without it (or if rendering fails) the page comes empty and the client renders.
  const serverEntry = clientDir ? join(clientDir, 'server', 'entry-server.js') : null;
  const renderApp = serverEntry && existsSync(serverEntry)
    ? ((await import(pathToFileURL(serverEntry).href)) as { renderApp: RenderApp }).renderApp
    : null;
  const renderPage = renderApp ? pageRenderer(renderApp, options.orderRule) : null;
  // Each language's font stylesheets as the build named them (none without vite's manifest: the client loads them).
  // And what each route's page asks for beside the entry (the route table, a rendered screen's code and styles).
  const manifestFile = clientDir ? join(clientDir, '.vite', 'manifest.json') : null;
  const manifest = manifestFile && existsSync(manifestFile) ? (JSON.parse(readFileSync(manifestFile, 'utf8')) as Parameters<typeof fontStylesheets>[0]) : {};
  const fonts = fontStylesheets(manifest);
  const assetsOf = routeAssets(manifest);
  const deskPage = deskAssets(manifest);
  /**
   * What the page of a request's path carries beside the built page: a product page its product's link
   * preview (or, for a pid the catalogue does not have, a 404), and a rendered path its app. A failure
   * leaves a part out: the page then comes as the built one, which the client renders.
   */
  const pageParts = async (request: FastifyRequest, hours: OpeningHours, language: Language): Promise<PageParts> => {
    const path = request.url.split('?')[0]!;
    const productId = productPageId(path);
    if (productId === null && (!renderPage || !isRenderedPath(path))) return {};
    const parts: PageParts = {};
    try {
      const base = publicBase(options.publicUrl ?? null, request);
      const [main, coneCandy] = await Promise.all([deps.catalogue.answer('main', base), deps.catalogue.answer('coneCandy', base)]);
      if (productId !== null) {
        const product = productOfPage(productId, { main, coneCandy });
        if (!product) return { unknownProduct: true };
        parts.preview = productPreview(product, base);
      }
      if (renderPage && isRenderedPath(path)) parts.rendered = await renderPage(path, { main, coneCandy }, hours, language);
    } catch (error) {
      request.log.error({ err: loggableError(error) }, 'the page could not be rendered; sent empty');
    }
    return parts;
  };

  app.setNotFoundHandler(async (request, reply) => {
    if (request.url.startsWith('/api/')) {
      const methods = methodsByPath.get(request.url.split('?')[0]!);
      if (methods) {
        return reply.status(405).header('allow', methods.join(', ')).send(answerInLanguage(request, { code: '405', ...keyedMsg(serverSaid('methodOnly', methods.join(' or '))) }));
      }
      return reply.status(404).send(answerInLanguage(request, { code: '404', ...keyedMsg(serverSaid('noSuchCall')) }));
    }
    if (page && (request.method === 'GET' || request.method === 'HEAD') && !request.url.startsWith('/uploads/')) {
      // The hours the footer shows are the ones the page's meta carries, so the client's first render agrees.
      const schedule = await deliverySchedule(options.db);
      // In the language of the customer's cookie (issue 16), on a first visit the phone's (Accept-Language, issue 24),
      // which the client hydrates in; the owner's desk is English.
      const path = request.url.split('?')[0]!;
      const desk = isDeskPath(path);
      const code = desk ? 'en' : languageOfRequest(request.headers.cookie, request.headers['accept-language']);
      const language: PageLanguage = { code, stylesheets: fonts[code] };
      const assets = desk ? deskPage : assetsOf(storefrontRouteOf(path));
      const answer = storefrontPage(page, request.url, await pageParts(request, schedule, code), language, assets);
      const html = withDeliverySchedule(answer.html, schedule);
      const { body, encoding } = encodedPage(html, request.headers['accept-encoding']);
      if (encoding) reply.header('content-encoding', encoding);
      return reply.status(answer.status).header('cache-control', 'no-cache').header('vary', 'Cookie, Accept-Language, Accept-Encoding').type('text/html; charset=utf-8').send(body);
    }
    return reply.status(404).type('text/plain').send('Not found');
  });

  return app;
}
