/**
 * No 5xx on any input (issue 26, point 5): a multipart upload cut off or with a wrong boundary is an
 * HTTP 400 in the contract's `{code, msg}` shape; the multipart form's text field goes through the
 * same storable-text check as JSON bodies (NUL, lone surrogates: HTTP 400 naming the field, nothing
 * stored); five phone orders placed at once for one new number make one customer and answer every
 * call. A private database, so that whole tables can be counted.
 */
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deskCalls } from '../../domain/desk/contract.ts';
import { pictures, products, users } from '../../server/db/schema.ts';
import { deskPerson, deskSuccess, desk, oneTubLines, type DeskPerson } from './deskHelpers.ts';
import { startPrivateTestServer, uniquePhone, type TestServer } from './harness.ts';

let server: TestServer;
let owner: DeskPerson;

beforeAll(async () => {
  server = await startPrivateTestServer();
  owner = await deskPerson(server, 'owner');
});
afterAll(() => server?.close());

const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const BOUNDARY = 'scoops-boundary-7';

/** A multipart body with the product's JSON text as it is (so that it may hold any character) and the picture. */
function formBody(productJson: string, boundary = BOUNDARY): Buffer {
  return Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="product"\r\n\r\n`),
    Buffer.from(productJson, 'utf8'),
    Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="picture"; filename="cone.png"\r\nContent-Type: image/png\r\n\r\n`),
    PNG,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
}

async function upload(body: Buffer, contentType = `multipart/form-data; boundary=${BOUNDARY}`) {
  const response = await fetch(`${server.url}/api/${deskCalls.catalogueAddProduct.path}`, {
    method: 'POST',
    body: new Uint8Array(body),
    headers: { authorization: `Bearer ${owner.token}`, 'content-type': contentType },
  });
  const text = await response.text();
  return { status: response.status, text, body: JSON.parse(text) as Record<string, unknown> };
}

async function counted() {
  const { db } = server.database;
  const [[productRows], [pictureRows]] = await Promise.all([db.select({ n: count() }).from(products), db.select({ n: count() }).from(pictures)]);
  return [productRows!.n, pictureRows!.n];
}

const cone = (title: string) => JSON.stringify({ title, type: 'ConeCandy', sizes: [{ size: '6', price: 180, mrp: 200 }] });

describe('a multipart upload that does not read', () => {
  const whole = formBody(cone('Whole Cone'));
  const broken: [string, Buffer, string][] = [
    ['cut off inside the picture', whole.subarray(0, whole.length - 40), `multipart/form-data; boundary=${BOUNDARY}`],
    ['cut off inside the product field', whole.subarray(0, 70), `multipart/form-data; boundary=${BOUNDARY}`],
    ['with a boundary the body does not use', whole, 'multipart/form-data; boundary=another-boundary'],
    ['with no boundary at all', whole, 'multipart/form-data'],
  ];

  it.each(broken)('%s is an HTTP 400 in the contract shape, and nothing is stored', async (_what, body, contentType) => {
    const before = await counted();
    const reply = await upload(body, contentType);
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body).toEqual({ code: '400', msg: expect.stringMatching(/\S/) });
    expect(await counted()).toEqual(before);
  });

  it('the same form whole is stored (the forms above differ only in how they are broken)', async () => {
    const reply = await upload(whole);
    expect(reply.body.code, reply.text).toBe('200');
  });
});

describe("text the database cannot store inside the form's product field", () => {
  const spoilt: [string, string][] = [
    ['a NUL byte in the title', cone('Kesar\u0000Cone')],
    ['a lone high surrogate in the title', cone('Kesar\ud800Cone')],
    ['a lone low surrogate in a size', JSON.stringify({ title: 'Pista Cone', type: 'ConeCandy', sizes: [{ size: '6\udc00', price: 180, mrp: 200 }] })],
    ['a NUL byte escaped in the JSON', '{"title":"Badam\\u0000Cone","type":"ConeCandy","sizes":[{"size":"6","price":180,"mrp":200}]}'],
  ];

  it.each(spoilt)('%s is an HTTP 400 naming the field, and nothing is stored', async (_what, productJson) => {
    const before = await counted();
    const reply = await upload(formBody(productJson));
    expect(reply.status, reply.text).toBe(400);
    expect(reply.body).toEqual({ code: '400', msg: expect.stringMatching(/^Invalid request: product\.(title|sizes\[0\]\.size) contains characters that cannot be stored$/) });
    expect(await counted()).toEqual(before);
  });
});

describe('phone orders for one new number placed at once', () => {
  it('make exactly one customer, and every call is answered with the order placed', async () => {
    const staff = await deskPerson(server, 'staff');
    const tub = await oneTubLines(server);
    const phone = uniquePhone();
    const order = { phone, name: 'Jignesh Vora', address: '22 Kotecha Chowk', pinCode: '360001', ...tub };
    const replies = await Promise.all(Array.from({ length: 5 }, () => desk(server, 'phoneOrder', order, staff.token)));
    for (const reply of replies) expect(reply.status, reply.text).toBe(200);
    const placed = replies.map((reply) => deskSuccess('phoneOrder', reply));
    const customers = await server.database.db.select({ id: users.id }).from(users).where(eq(users.phone, phone));
    expect(customers).toHaveLength(1);
    expect(new Set(placed.map((answer) => answer.userId))).toEqual(new Set([customers[0]!.id]));
    expect(new Set(placed.map((answer) => answer.Data.orderId)).size).toBe(5);
  });
});
