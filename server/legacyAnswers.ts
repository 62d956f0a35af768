/**
 * Answers as the shop's old PHP backend gave them, so that its existing apps (the Flutter app and the
 * web port, ../shared/clients/README.md) run against this server unchanged. The services answer in
 * the contract's own types; this layer turns every `/api/` answer into the old backend's at the
 * boundary, just before it is serialised:
 *
 * - ids, money and counts as text ("260", "2"); booleans stay booleans, `code` stays text;
 * - pictures (image, cover, thumb, cover_thumb) as full http(s) addresses on the shop's public
 *   address, SVGs of the uploads folder as their PNG rendering (server/pictures.ts), since the
 *   Flutter app cannot draw SVG;
 * - order statuses in title case (Pending, Confirm, Completed, Cancelled);
 * - cone/candy sizes as a piece count ("Pack of 6" of older data answers "6");
 * - the names each app reads beside ours: checkPhone's isRegistered, getTermsCondition's
 *   TermsCondition, products' thumb and cover_thumb, sizes' productId;
 * - a dead session's HTTP 401 with msg `Invalid Token` (the Flutter app's only forced logout).
 *
 * Our storefront's contract (domain/contract.ts) reads both forms.
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { endpoints, type CallName } from '../domain/endpoints.ts';
import { serverSaid } from '../domain/messages/server.ts';
import { keyedMsg } from './answers.ts';
import { UPLOADS_PATH } from '../domain/images.ts';
import { rasterPictureName } from './pictures.ts';

/** Keys whose numbers the old backend sent as text. */
const TEXT_KEYS = new Set([
  'userId', 'addressId', 'orderId', 'orderMetaId', 'pid', 'id', 'productId', 'pMetaId',
  'price', 'mrp', 'totalAmount', 'deliveryFee', 'quantity', 'amount',
]);
const PICTURE_KEYS = new Set(['image', 'cover', 'thumb', 'cover_thumb']);
const ORDER_STATUS_TEXT: Record<string, string> = {
  pending: 'Pending', confirm: 'Confirm', completed: 'Completed', cancelled: 'Cancelled',
};
const PACK_SIZE = /^\s*pack\s+of\s+(\d+)\s*$/i;

/** A number as the old backend wrote it: whole numbers without decimals, others to the paisa. */
export function numberText(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

const HOST_NAME = /^(?=.{1,253}(?::\d{1,5})?$)[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?)*\.?(?::\d{1,5})?$/i;
const IPV6_HOST = /^\[[0-9a-f:.]{2,45}\](?::\d{1,5})?$/i;

/** A Host header that can be a host name, IPv4 or [IPv6] address with an optional port. */
export function isPlausibleHost(host: string | undefined): host is string {
  return typeof host === 'string' && (HOST_NAME.test(host) || IPV6_HOST.test(host));
}

/**
 * The shop's public address that picture addresses start with: PUBLIC_URL when set, else the
 * address the request came to (protocol and Host), or null when the Host header is not a plausible
 * host (the pictures then stay paths on this server).
 */
export function publicBase(configured: string | null, request: Pick<FastifyRequest, 'protocol' | 'host'>): string | null {
  if (configured) return configured;
  return isPlausibleHost(request.host) ? `${request.protocol}://${request.host.toLowerCase()}` : null;
}

/**
 * A picture as a full address: addresses starting http(s) are kept, paths and bare names (taken from
 * the uploads folder) are put on the public address, SVGs of the uploads folder become their PNG.
 */
export function publicPicture(value: string, base: string | null): string {
  const trimmed = value.trim();
  if (trimmed === '' || /^https?:\/\//i.test(trimmed)) return trimmed;
  let path = trimmed.startsWith('/') ? trimmed : `${UPLOADS_PATH}${trimmed}`;
  if (path.startsWith(UPLOADS_PATH)) path = `${UPLOADS_PATH}${rasterPictureName(path.slice(UPLOADS_PATH.length))}`;
  return base ? `${base}${path}` : path;
}

function legacyValue(key: string | null, value: unknown, base: string | null): unknown {
  if (Array.isArray(value)) return value.map((item) => legacyValue(null, item, base));
  if (value !== null && typeof value === 'object') {
    // Built key by key (every answer passes here, issue 14); a key named __proto__ stays a plain key, as Object.fromEntries keeps it.
    const converted: Json = {};
    for (const name of Object.keys(value)) {
      const inner = legacyValue(name, (value as Json)[name], base);
      if (name === '__proto__') Object.defineProperty(converted, name, { value: inner, enumerable: true, writable: true, configurable: true });
      else converted[name] = inner;
    }
    return converted;
  }
  if (key === null) return value;
  if (typeof value === 'number' && TEXT_KEYS.has(key)) return numberText(value);
  if (typeof value === 'string') {
    if (PICTURE_KEYS.has(key)) return publicPicture(value, base);
    if (key === 'status') return ORDER_STATUS_TEXT[value] ?? value;
    if (key === 'size') return PACK_SIZE.exec(value)?.[1] ?? value;
  }
  return value;
}

type Json = Record<string, unknown>;

/** The names the apps read beside ours, per call. */
function addAppNames(call: CallName | null, answer: Json): void {
  if (call === 'checkPhone' && typeof answer.exists === 'boolean') answer.isRegistered = answer.exists;
  if (call === 'getTermsCondition' && typeof answer.TermsAndCondition === 'string') answer.TermsCondition = answer.TermsAndCondition;
  if ((call === 'getProducts' || call === 'getConeCandy') && Array.isArray(answer.Data)) {
    for (const product of answer.Data as Json[]) {
      product.thumb ??= product.image ?? '';
      product.cover_thumb ??= product.cover ?? '';
      if (Array.isArray(product.product_data)) {
        for (const size of product.product_data as Json[]) size.productId ??= product.pid;
      }
    }
  }
}

/** One answer of `call` as the old backend gave it. */
export function legacyAnswer(call: CallName | null, httpStatus: number, answer: Json, base: string | null): Json {
  const legacy = { ...answer };
  addAppNames(call, legacy);
  const converted = legacyValue(null, legacy, base) as Json;
  if (httpStatus === 401) {
    delete converted.msgValues;
    return { ...converted, ...keyedMsg(serverSaid('invalidToken')) };
  }
  return converted;
}

const callByUrl = new Map(
  (Object.entries(endpoints) as [CallName, (typeof endpoints)[CallName]][]).map(([name, endpoint]) => [`/api/${endpoint.path}`, name]),
);

/** Where the unchanged Flutter app calls the customer API on the shop's domain (hard-coded in the app). */
export const FLUTTER_API_PREFIX = '/AdminPanel/WebApi/';

/**
 * The address a request is routed by: a customer call under the Flutter app's prefix
 * (`/AdminPanel/WebApi/Login.php?x`) is the same call under `/api/` (`/api/Login.php?x`), so that one route
 * set answers both, with the same limits, rules and old-backend answers; anything else stays as it came.
 */
export function routedUrl(url: string): string {
  if (!url.startsWith(FLUTTER_API_PREFIX)) return url;
  const apiUrl = `/api/${url.slice(FLUTTER_API_PREFIX.length)}`;
  return callByUrl.has(apiUrl.split('?')[0]!) ? apiUrl : url;
}

/**
 * Registers, on the plugin that holds the API calls: an empty body under a JSON content type read
 * as {} (the Flutter app sends `content-type: application/json` on bodiless DELETEs), and the
 * old backend's answers.
 */
export function legacyApi(api: FastifyInstance, publicUrl: string | null): void {
  const json = api.getDefaultJsonParser('error', 'error');
  api.removeContentTypeParser('application/json');
  api.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if (typeof body === 'string' && body.trim() === '') return done(null, {});
    json(request, body as string, done);
  });
  api.addHook('preSerialization', async (request, reply, payload) => {
    if (payload === null || typeof payload !== 'object' || Array.isArray(payload)) return payload;
    const call = callByUrl.get(request.routeOptions.url ?? '') ?? null;
    return legacyAnswer(call, reply.statusCode, payload as Json, publicBase(publicUrl, request));
  });
}
