/**
 * The shop's two existing apps as our server sees them (../shared/clients/README.md): how each one
 * sends its calls (method, body encoding, headers, value types), what each treats as success, and
 * validators mirroring what each reads back (the Flutter app's `String?` and `bool?` model fields
 * throw on a JSON value of another type, as Dart's casts do).
 */
import { expect } from 'vitest';
import type { TestServer } from '../api/harness.ts';

export interface AppReply {
  status: number;
  body: Record<string, unknown>;
  text: string;
}

async function replyOf(response: Response): Promise<AppReply> {
  const text = await response.text();
  let body: Record<string, unknown> = {};
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    // Left empty: the checks below report the text.
  }
  return { status: response.status, body, text };
}

// ---- the Flutter app ----------------------------------------------------------------------------

/** Where the app calls: `/api/`, or `/AdminPanel/WebApi/` as its release build does on the shop's domain. */
export const FLUTTER_PREFIXES = ['/api/', '/AdminPanel/WebApi/'] as const;
export type FlutterPrefix = (typeof FLUTTER_PREFIXES)[number];

/**
 * The Flutter app: `content-type: application/json` on every request (bodiless GET and DELETE too),
 * `Authorization: Bearer <stored token>`, which reads `Bearer null` before login; JSON bodies.
 */
export async function flutterCall(
  server: TestServer,
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  token: string | null,
  body?: Record<string, unknown>,
  prefix: FlutterPrefix = '/api/',
): Promise<AppReply> {
  const response = await fetch(`${server.url}${prefix}${path}`, {
    method,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token ?? 'null'}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  return replyOf(response);
}

/** The Flutter app's success: HTTP 2xx and a `code`, text or number, reading as a whole number 200-299. */
export function flutterSucceeded(reply: AppReply): boolean {
  const code = reply.body.code;
  const number = typeof code === 'number' ? code : typeof code === 'string' && /^\d+$/.test(code.trim()) ? Number(code) : NaN;
  return reply.status >= 200 && reply.status < 300 && number >= 200 && number <= 299;
}

export function expectFlutterSuccess(reply: AppReply): void {
  expect(flutterSucceeded(reply), reply.text).toBe(true);
}

/** A refusal the app shows: not a success, with a msg to show. */
export function expectFlutterRefusal(reply: AppReply, msg: string | RegExp): void {
  expect(flutterSucceeded(reply), reply.text).toBe(false);
  expect(typeof reply.body.msg, reply.text).toBe('string');
  if (typeof msg === 'string') expect(reply.body.msg).toBe(msg);
  else expect(reply.body.msg).toMatch(msg);
}

/** A field of a Flutter answer model. */
export type FieldType = 'String?' | 'bool?' | { list: Model };
export interface Model {
  [field: string]: FieldType;
}

/**
 * Reads `json` as the Flutter model does (`json['x'] as String?`, `as bool?`, lists of models):
 * answers the first field that would throw, or null when the model reads it.
 */
export function modelError(model: Model, json: unknown, path = ''): string | null {
  if (json === null || typeof json !== 'object' || Array.isArray(json)) return `${path || 'answer'} is not an object`;
  const record = json as Record<string, unknown>;
  for (const [field, type] of Object.entries(model)) {
    const value = record[field];
    const where = `${path}${field}`;
    if (value === undefined || value === null) continue;
    if (type === 'String?') {
      if (typeof value !== 'string') return `${where}: ${JSON.stringify(value)} is not a String`;
    } else if (type === 'bool?') {
      if (typeof value !== 'boolean') return `${where}: ${JSON.stringify(value)} is not a bool`;
    } else {
      if (!Array.isArray(value)) return `${where}: not a List`;
      for (const [index, item] of value.entries()) {
        const error = modelError(type.list, item, `${where}[${index}].`);
        if (error) return error;
      }
    }
  }
  return null;
}

export function expectModel(model: Model, reply: AppReply): void {
  expect(modelError(model, reply.body), reply.text).toBeNull();
}

const base: Model = { code: 'String?', msg: 'String?' };

/** The Flutter app's answer models (../shared/clients/README.md section 2). */
export const flutterModels = {
  base,
  user: { ...base, token: 'String?', userId: 'String?', name: 'String?', email: 'String?', phone: 'String?' },
  products: {
    ...base,
    Data: {
      list: {
        pid: 'String?', title: 'String?', status: 'String?', image: 'String?', thumb: 'String?', cover: 'String?', cover_thumb: 'String?',
        product_data: { list: { productId: 'String?', id: 'String?', size: 'String?', mrp: 'String?', price: 'String?' } },
      },
    },
  },
  pinCodes: { ...base, Data: { list: { pinCode: 'String?' } } },
  addresses: { ...base, Data: { list: { addressId: 'String?', address: 'String?', pinCode: 'String?', phone: 'String?', isDefault: 'bool?' } } },
  orders: {
    ...base,
    Data: {
      list: {
        orderId: 'String?', addressId: 'String?', address: 'String?', totalAmount: 'String?', status: 'String?', createdDate: 'String?',
        orderMeta: {
          list: {
            orderMetaId: 'String?', pid: 'String?', title: 'String?', image: 'String?', thumb: 'String?', cover: 'String?',
            cover_thumb: 'String?', pMetaId: 'String?', size: 'String?', quantity: 'String?', amount: 'String?',
          },
        },
      },
    },
  },
  checkPhone: { ...base, isRegistered: 'bool?' },
  privacy: { ...base, PrivacyPolicy: 'String?' },
  terms: { ...base, TermsCondition: 'String?' },
} satisfies Record<string, Model>;

/** Dart's int.parse: whole digits only ("260.00" throws). */
export function dartInt(text: unknown): number {
  if (typeof text !== 'string' || !/^-?\d+$/.test(text)) throw new Error(`int.parse(${JSON.stringify(text)}) throws`);
  return Number(text);
}

/** Dart's double.parse. */
export function dartDouble(text: unknown): number {
  if (typeof text !== 'string' || !/^-?\d+(\.\d+)?$/.test(text.trim())) throw new Error(`double.parse(${JSON.stringify(text)}) throws`);
  return Number(text);
}

/**
 * The Flutter app's cart price: `price` on every line once the cart holds 2 or more five-litre tubs
 * or 7 or more 750 ML tubs, else `mrp` (it prices only the sizes `5 Litre` and `750 ML`).
 */
export function flutterCartTotal(lines: readonly { size: string; price: number; mrp: number; quantity: number }[]): number {
  const fiveLitre = lines.filter((line) => line.size === '5 Litre').reduce((sum, line) => sum + line.quantity, 0);
  const small = lines.filter((line) => line.size === '750 ML').reduce((sum, line) => sum + line.quantity, 0);
  const cheap = fiveLitre >= 2 || small >= 7;
  return lines.reduce((sum, line) => sum + (cheap ? line.price : line.mrp) * line.quantity, 0);
}

// ---- the web port ---------------------------------------------------------------------------------

/**
 * The web port: JSON bodies (ky/fetch `json`), `Authorization: Bearer <token>` once logged in, and
 * `content-type: application/json` on the bodiless GETs of its address pages.
 */
export async function webCall(
  server: TestServer,
  method: 'GET' | 'POST',
  path: string,
  token: string | null,
  body?: Record<string, unknown>,
  options: { jsonContentType?: boolean } = {},
): Promise<AppReply> {
  const headers: Record<string, string> = {};
  if (token) headers.authorization = `Bearer ${token}`;
  if (body !== undefined || options.jsonContentType) headers['content-type'] = 'application/json';
  const response = await fetch(`${server.url}/api/${path}`, { method, headers, ...(body === undefined ? {} : { body: JSON.stringify(body) }) });
  return replyOf(response);
}

/** The web port compares `code` with the text "200" exactly. */
export function expectWebSuccess(reply: AppReply): void {
  expect(reply.status, reply.text).toBeGreaterThanOrEqual(200);
  expect(reply.status, reply.text).toBeLessThan(300);
  expect(reply.body.code, reply.text).toBe('200');
}

/** JavaScript's parseInt / parseFloat as the web port uses them on ids, prices, sizes and quantities. */
export function webInt(value: unknown): number {
  const number = Number.parseInt(String(value), 10);
  if (Number.isNaN(number)) throw new Error(`parseInt(${JSON.stringify(value)}) is NaN`);
  return number;
}

export function webFloat(value: unknown): number {
  const number = Number.parseFloat(String(value));
  if (Number.isNaN(number)) throw new Error(`parseFloat(${JSON.stringify(value)}) is NaN`);
  return number;
}

/** The web port's reading of an order status (lower-cased; anything else shows as pending). */
export const WEB_STATUSES = ['pending', 'completed', 'cancelled', 'canceled', 'confirm'];

// ---- pictures ---------------------------------------------------------------------------------------

const SIGNATURES: [type: string, bytes: number[]][] = [
  ['image/png', [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  ['image/jpeg', [0xff, 0xd8, 0xff]],
  ['image/webp', [0x52, 0x49, 0x46, 0x46]],
];

/**
 * A picture the Flutter app can show: a full http(s) address that answers 200 with a PNG, JPEG or
 * WebP (content type and the file's own signature agree). Flutter cannot draw SVG.
 */
export async function expectFlutterPicture(address: unknown): Promise<void> {
  expect(typeof address).toBe('string');
  expect(address as string).toMatch(/^https?:\/\/[^/]+\/\S+$/);
  const response = await fetch(address as string);
  expect(response.status, address as string).toBe(200);
  const type = response.headers.get('content-type')?.split(';')[0]?.trim() ?? '';
  const bytes = new Uint8Array(await response.arrayBuffer());
  const signature = SIGNATURES.find(([name]) => name === type);
  expect(signature, `${address as string} is ${type}`).toBeDefined();
  expect([...bytes.subarray(0, signature![1].length)], address as string).toEqual(signature![1]);
}

/** A picture the web port uses as given: starting with http or /, and loading as an image. */
export async function expectWebPicture(server: TestServer, address: unknown): Promise<void> {
  expect(typeof address).toBe('string');
  const text = address as string;
  expect(text.startsWith('http') || text.startsWith('/'), text).toBe(true);
  const response = await fetch(text.startsWith('/') ? `${server.url}${text}` : text);
  expect(response.status, text).toBe(200);
  expect(response.headers.get('content-type'), text).toMatch(/^image\//);
  await response.arrayBuffer();
}
