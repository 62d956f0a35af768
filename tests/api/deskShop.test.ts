/**
 * The desk's shop calls over HTTP (issue 12, points 5, 6, 8 and 9): catalogue, delivery area, shop
 * settings, today, the CSV export and the audit log. Every call is the owner's: a missing token, a
 * customer's and staff's are refused. Bad input gets its message and changes nothing; changes show in
 * the storefront's own calls (getProducts, getConeCandy, getPinCodes, addAddress, createOrder, the legal
 * texts) and write an audit row. The catalogue, pin codes and texts are changed here, so this file
 * runs on a database of its own.
 */
import { randomUUID } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq, like } from 'drizzle-orm';
import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cartTotals } from '../../domain/cart.ts';
import { deskCalls, type DeskCallName } from '../../domain/desk/contract.ts';
import { deskShopCalls } from '../../domain/desk/shopContract.ts';
import { MAX_PICTURE_BYTES } from '../../domain/desk/shopRules.ts';
import { PICTURE_WIDTHS } from '../../domain/images.ts';
import { LANGUAGE_HEADER } from '../../domain/locale.ts';
import { formTexts } from '../../domain/messages/forms.ts';
import { auditLog, deskUsers, pictures, products, productSizes } from '../../server/db/schema.ts';
import { CATALOGUE_CHANNEL } from '../../server/services/catalogueChanges.ts';
import { startDeskSession } from '../../server/services/deskSessions.ts';
import {
  addAddress, call, catalogue, expectRefusal, expectSuccess, newCustomer, send, startPrivateTestServer,
  type CatalogueSize, type Customer, type Reply, type TestServer,
} from './harness.ts';
import { expectDeskRefusal } from './deskHelpers.ts';
import { deskRuleMessages } from '../../domain/desk/messages.ts';

let server: TestServer;
let owner: string;
let staff: string;
let customer: Customer;

async function deskAccount(role: 'owner' | 'staff'): Promise<string> {
  const { db } = server.database;
  const [row] = await db
    .insert(deskUsers)
    .values({ email: `${role}.${randomUUID()}@example.com`, name: role === 'owner' ? 'Meena Patel' : 'Ravi', role, passwordHash: 'not used here' })
    .returning({ id: deskUsers.id });
  return startDeskSession(db, row!.id);
}

beforeAll(async () => {
  // The storefront's page, to see the delivery schedule the server writes into it (issue 13).
  const clientDir = mkdtempSync(join(tmpdir(), 'desk-shop-page-'));
  writeFileSync(join(clientDir, 'index.html'), '<!doctype html><meta name="order-rule" content="A" /><title>Rajkot Scoops</title><div id="root"></div>');
  server = await startPrivateTestServer({ clientDir });
  owner = await deskAccount('owner');
  staff = await deskAccount('staff');
  customer = await newCustomer(server, 'Kiran Shah');
});
afterAll(() => server.close());

/** A desk call as the owner, or with `token` (null: none). */
function desk(name: DeskCallName, body: unknown, token: string | null = owner): Promise<Reply> {
  return send(server, deskCalls[name].path, body ?? {}, { ...(token === null ? {} : { token }), method: 'POST' });
}

async function deskSuccess(name: DeskCallName, body: unknown = {}) {
  const reply = await desk(name, body);
  expect(reply.status, reply.text).toBe(200);
  expect(reply.body.code, reply.text).toBe('200');
  return deskCalls[name].answer.parse(reply.body) as unknown as { Data: unknown; msg: string };
}

async function auditRows() {
  const [row] = await server.database.db.select({ total: count() }).from(auditLog);
  return row!.total;
}

async function lastAudit() {
  const page = (await deskSuccess('auditLog', { perPage: 1 })).Data as { entries: { action: string; subjectId: string; before: unknown; after: unknown; actor: string }[] };
  return page.entries[0]!;
}

// A 1 x 1 PNG and a 2 x 2 WebP: the type is read from the content.
const PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');
const WEBP = await sharp({ create: { width: 2, height: 2, channels: 3, background: '#f4a300' } }).webp().toBuffer();
/** A photo-sized PNG (1200 pixels wide), whose WebP widths are smaller than it. */
const LARGE_PNG = await sharp({ create: { width: 1200, height: 1200, channels: 3, background: '#b3261e' } }).png().toBuffer();
const SVG_WITH_SCRIPT = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(document.cookie)</script></svg>');

function productForm(product: unknown, picture: Buffer | null, name = 'picture.png', type = 'image/png'): FormData {
  const form = new FormData();
  form.append('product', JSON.stringify(product));
  if (picture) form.append('picture', new Blob([new Uint8Array(picture)], { type }), name);
  return form;
}

async function upload(form: FormData, token: string | null = owner): Promise<Reply> {
  const response = await fetch(`${server.url}/api/${deskCalls.catalogueAddProduct.path}`, {
    method: 'POST',
    body: form,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  const text = await response.text();
  let body: Record<string, unknown>;
  try {
    body = JSON.parse(text) as Record<string, unknown>;
  } catch {
    body = {};
  }
  return { status: response.status, body, text, headers: response.headers };
}

const newCone = (title: string) => ({ title, type: 'ConeCandy', sizes: [{ size: '6', price: 180, mrp: 200 }, { size: '12', price: 350, mrp: 400 }] });

async function productCount() {
  const [row] = await server.database.db.select({ total: count() }).from(products);
  return row!.total;
}

async function pictureCount() {
  const [row] = await server.database.db.select({ total: count() }).from(pictures);
  return row!.total;
}

async function sizeRow(sizeId: number) {
  const [row] = await server.database.db.select().from(productSizes).where(eq(productSizes.id, sizeId));
  return row!;
}

describe('who may call', () => {
  const shopCalls = Object.keys(deskShopCalls) as DeskCallName[];

  it.each(shopCalls)('%s refuses a missing token, a customer and staff', async (name) => {
    const before = await auditRows();
    const post = (token: string | null) => (name === 'catalogueAddProduct' ? upload(productForm(newCone('Refused Cone'), PNG), token) : desk(name, {}, token));
    const missing = await post(null);
    expect(missing.status, missing.text).toBe(401);
    const asCustomer = await post(customer.token);
    expect(asCustomer.status, asCustomer.text).toBe(403);
    expect(asCustomer.body.msg).toBe('This is a customer sign-in; the desk needs a desk account');
    const asStaff = await post(staff);
    expect(asStaff.status, asStaff.text).toBe(403);
    expect(asStaff.body.msg).toBe('Only the owner can do this');
    expect(await auditRows()).toBe(before);
  });

  it('staff cannot change a price or the delivery area; nothing changes', async () => {
    const [size] = await catalogue(server);
    const before = await sizeRow(size!.pMetaId);
    expect((await desk('catalogueSetPrice', { pid: size!.pid, pMetaId: size!.pMetaId, price: 1, mrp: 1 }, staff)).status).toBe(403);
    expect(await sizeRow(size!.pMetaId)).toEqual(before);
    expect((await desk('pinCodesRemove', { pinCode: '360001' }, staff)).status).toBe(403);
    const pins = expectSuccess('getPinCodes', await call(server, 'getPinCodes'));
    expect(pins.Data.map((pin) => pin.pinCode)).toContain('360001');
  });

  it('the owner may call every one of them', async () => {
    expect((await deskSuccess('catalogueList')).Data).not.toHaveLength(0);
  });
});

describe('catalogue: stock, price and MRP, hiding', () => {
  let tub: CatalogueSize;
  beforeAll(async () => {
    tub = (await catalogue(server)).find((size) => size.inStock && size.size === '750 ML')!;
  });

  const storefrontSize = async (sizeId: number) => (await catalogue(server)).find((size) => size.pMetaId === sizeId);

  it('a size goes out of stock and back; getProducts shows it and the audit log names it', async () => {
    const answer = await deskSuccess('catalogueSetStock', { pid: tub.pid, pMetaId: tub.pMetaId, inStock: false });
    expect((answer.Data as { sizes: { pMetaId: number; inStock: boolean }[] }).sizes.find((size) => size.pMetaId === tub.pMetaId)!.inStock).toBe(false);
    expect((await storefrontSize(tub.pMetaId))!.inStock).toBe(false);
    const entry = await lastAudit();
    expect(entry).toMatchObject({ action: 'catalogue.stock', subjectId: String(tub.pMetaId), actor: 'Meena Patel', after: { status: 'Out of Stock' } });
    await deskSuccess('catalogueSetStock', { pid: tub.pid, pMetaId: tub.pMetaId, inStock: true });
    expect((await storefrontSize(tub.pMetaId))!.inStock).toBe(true);
  });

  it('a whole product goes out of stock: every size of it reads out of stock in getProducts', async () => {
    await deskSuccess('catalogueSetStock', { pid: tub.pid, inStock: false });
    const main = expectSuccess('getProducts', await call(server, 'getProducts'));
    expect(main.Data.find((product) => product.pid === tub.pid)!.status).toBe('Out of Stock');
    expect((await lastAudit()).action).toBe('catalogue.stock');
    await deskSuccess('catalogueSetStock', { pid: tub.pid, inStock: true });
    expect(expectSuccess('getProducts', await call(server, 'getProducts')).Data.find((product) => product.pid === tub.pid)!.status).toBe('In Stock');
  });

  it('a new price and MRP show in getProducts', async () => {
    await deskSuccess('catalogueSetPrice', { pid: tub.pid, pMetaId: tub.pMetaId, price: 233, mrp: 255 });
    expect(await storefrontSize(tub.pMetaId)).toMatchObject({ price: 233, mrp: 255 });
    expect(await lastAudit()).toMatchObject({
      action: 'catalogue.price',
      before: { price: tub.price, mrp: tub.mrp },
      after: { price: 233, mrp: 255 },
    });
  });

  it('a price above the MRP is refused with its message and changes nothing', async () => {
    const before = await sizeRow(tub.pMetaId);
    const audits = await auditRows();
    expectDeskRefusal(await desk('catalogueSetPrice', { pid: tub.pid, pMetaId: tub.pMetaId, price: 300, mrp: 255 }), 422, 'The price (₹300) cannot be above the MRP (₹255)');
    expectDeskRefusal(await desk('catalogueSetPrice', { pid: tub.pid, pMetaId: tub.pMetaId, price: 0, mrp: 255 }), 422, 'Price and MRP must be between ₹1 and ₹100000');
    expect(await sizeRow(tub.pMetaId)).toEqual(before);
    expect(await auditRows()).toBe(audits);
  });

  it('a size of another product, or an unknown product, is refused', async () => {
    const other = (await catalogue(server)).find((size) => size.pid !== tub.pid)!;
    expectDeskRefusal(await desk('catalogueSetPrice', { pid: tub.pid, pMetaId: other.pMetaId, price: 10, mrp: 20 }), 404, deskRuleMessages.sizeUnknown);
    expectDeskRefusal(await desk('catalogueSetStock', { pid: 2_000_000_000, inStock: false }), 404, deskRuleMessages.productUnknown);
    expect((await sizeRow(other.pMetaId)).price).toBe(other.price);
  });

  it('a hidden product leaves getProducts, cannot be ordered, and comes back when shown', async () => {
    await deskSuccess('catalogueSetHidden', { pid: tub.pid, hidden: true });
    expect(expectSuccess('getProducts', await call(server, 'getProducts')).Data.map((product) => product.pid)).not.toContain(tub.pid);
    expect((await deskSuccess('catalogueList')).Data as { pid: number; hidden: boolean }[]).toContainEqual(expect.objectContaining({ pid: tub.pid, hidden: true }));
    expect((await lastAudit()).action).toBe('catalogue.hide');

    const shopper = await newCustomer(server);
    const addressId = await addAddress(server, shopper);
    const line = { productId: tub.pid, category: tub.type, size: { id: tub.pMetaId, size: tub.size, price: 233, mrp: 255, status: 'In Stock' as const }, quantity: 7 };
    const totals = cartTotals([line], 'A');
    const order = await call(server, 'createOrder', {
      addressId,
      totalAmount: totals.totalAmount,
      orderMeta: [{ pid: tub.pid, pMetaId: tub.pMetaId, quantity: 7, amount: totals.lines[0]!.amount, size: tub.size, title: tub.title }],
    }, { token: shopper.token });
    expectRefusal(order, /is out of stock\. Please remove it from your cart\.$/);

    await deskSuccess('catalogueSetHidden', { pid: tub.pid, hidden: false });
    expect(expectSuccess('getProducts', await call(server, 'getProducts')).Data.map((product) => product.pid)).toContain(tub.pid);
    expect((await lastAudit()).action).toBe('catalogue.show');
  });
});

/** Notifications on the catalogue_changed channel, heard through the test server's own database client. */
async function listenForCatalogueChanges(): Promise<{ heard: string[]; stop: () => Promise<void> }> {
  const heard: string[] = [];
  const client = (server.database.db as unknown as { $client: unknown }).$client;
  if (server.database.kind === 'pglite') {
    const unlisten = await (client as PGlite).listen(CATALOGUE_CHANNEL, (payload) => heard.push(payload));
    return { heard, stop: unlisten };
  }
  const connection = await (client as pg.Pool).connect();
  connection.on('notification', (message) => {
    if (message.channel === CATALOGUE_CHANNEL) heard.push(message.payload ?? '');
  });
  await connection.query(`LISTEN ${CATALOGUE_CHANNEL}`);
  return {
    heard,
    stop: async () => {
      await connection.query(`UNLISTEN ${CATALOGUE_CHANNEL}`);
      connection.release();
    },
  };
}

describe('the one "catalogue changed" hook', () => {
  it('a committed change notifies catalogue_changed; a refused one does not', async () => {
    const [size] = await catalogue(server);
    const listener = await listenForCatalogueChanges();
    try {
      expectDeskRefusal(await desk('catalogueSetPrice', { pid: size!.pid, pMetaId: size!.pMetaId, price: 500, mrp: 400 }), 422, /cannot be above the MRP/);
      await deskSuccess('catalogueSetPrice', { pid: size!.pid, pMetaId: size!.pMetaId, price: size!.price, mrp: size!.mrp });
      await expect.poll(() => listener.heard).toEqual(['price']);
    } finally {
      await listener.stop();
    }
  });
});

describe('catalogue: a new product with its picture', () => {
  it('a PNG product appears in getConeCandy with its picture, served under /uploads/desk/', async () => {
    const reply = await upload(productForm(newCone('Kesar Badam Cone'), PNG));
    expect(reply.status, reply.text).toBe(200);
    expect(reply.body.code, reply.text).toBe('200');
    const cones = expectSuccess('getConeCandy', await call(server, 'getConeCandy'));
    const added = cones.Data.find((product) => product.title === 'Kesar Badam Cone')!;
    expect(added).toBeDefined();
    expect(added.status).toBe('In Stock');
    expect(added.product_data!.map((size) => [size.size, size.price, size.mrp])).toEqual([['6', 180, 200], ['12', 350, 400]]);
    expect(added.image).toMatch(/\/uploads\/desk\/[0-9a-f-]{36}\.png$/);
    const picture = await fetch(added.image!.startsWith('http') ? added.image! : `${server.url}${added.image!}`);
    expect(picture.status).toBe(200);
    expect(picture.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await picture.arrayBuffer())).toEqual(PNG);
    expect(await lastAudit()).toMatchObject({ action: 'catalogue.add', subjectId: String(added.pid), after: { title: 'Kesar Badam Cone' } });
  });

  it('a WebP tub appears in getProducts', async () => {
    const reply = await upload(productForm({ title: 'Chikoo', type: 'IceCreame', sizes: [{ size: '750 ML', price: 240, mrp: 250 }] }, WEBP, 'chikoo.webp', 'image/webp'));
    expect(reply.body.code, reply.text).toBe('200');
    const added = expectSuccess('getProducts', await call(server, 'getProducts')).Data.find((product) => product.title === 'Chikoo')!;
    expect(added.image).toMatch(/\.webp$/);
  });

  const refused: [string, () => FormData, 409 | 422, string][] = [
    ['an SVG with a script (even named .png)', () => productForm(newCone('Script Cone'), SVG_WITH_SCRIPT, 'cone.png', 'image/png'), 422, deskRuleMessages.pictureSvgRefused],
    ['a PNG cut short after its header', () => productForm(newCone('Torn Cone'), PNG.subarray(0, 40)), 422, deskRuleMessages.pictureDamaged],
    ['a GIF', () => productForm(newCone('Gif Cone'), Buffer.from('GIF89a\x01\x00\x01\x00'), 'cone.gif', 'image/gif'), 422, 'The picture must be a PNG, JPEG or WebP file'],
    ['text named .jpg', () => productForm(newCone('Text Cone'), Buffer.from('just text'), 'cone.jpg', 'image/jpeg'), 422, 'The picture must be a PNG, JPEG or WebP file'],
    ['a picture over 2 MB', () => productForm(newCone('Big Cone'), Buffer.concat([PNG, Buffer.alloc(MAX_PICTURE_BYTES)])), 422, 'The picture must be at most 2 MB'],
    ['no picture', () => productForm(newCone('Bare Cone'), null), 422, deskRuleMessages.uploadForm],
    ['a price above the MRP', () => productForm({ ...newCone('Dear Cone'), sizes: [{ size: '6', price: 250, mrp: 200 }] }, PNG), 422, '6: The price (₹250) cannot be above the MRP (₹200)'],
    ['a name already taken', () => productForm(newCone('kesar badam cone'), PNG), 409, 'A product named kesar badam cone already exists'],
    ['no sizes', () => productForm({ ...newCone('Sizeless Cone'), sizes: [] }, PNG), 422, 'A product has 1 to 6 sizes'],
  ];

  it.each(refused)('%s is refused and nothing is stored', async (_what, form, status, message) => {
    const [productsBefore, picturesBefore, auditsBefore] = [await productCount(), await pictureCount(), await auditRows()];
    const reply = await upload(form());
    expectDeskRefusal(reply, status, message);
    expect([await productCount(), await pictureCount(), await auditRows()]).toEqual([productsBefore, picturesBefore, auditsBefore]);
  });

  it('a JSON body is refused: the product comes as a form', async () => {
    expectDeskRefusal(await desk('catalogueAddProduct', newCone('Json Cone')), 422, deskRuleMessages.uploadForm);
  });

  it('an upload is kept in the widths a product card loads, WebP, none wider than the upload (issue 28)', async () => {
    const reply = await upload(productForm(newCone('Photo Cone'), LARGE_PNG));
    expect(reply.body.code, reply.text).toBe('200');
    const added = expectSuccess('getConeCandy', await call(server, 'getConeCandy')).Data.find((product) => product.title === 'Photo Cone')!;
    // The shop's old apps read the upload's own address, as before.
    expect(added.image).toMatch(/\/uploads\/desk\/[0-9a-f-]{36}\.png$/);
    const stem = added.image!.replace(/^https?:\/\/[^/]+/, '').replace(/\.png$/, '');
    const kept = await server.database.db.select({ name: pictures.name }).from(pictures).where(like(pictures.name, `${stem.replace('/uploads/', '')}-%`));
    expect(kept.map((row) => row.name).sort()).toEqual(PICTURE_WIDTHS.map((width) => `${stem.replace('/uploads/', '')}-${width}w.webp`).sort());
    for (const width of PICTURE_WIDTHS) {
      const response = await fetch(`${server.url}${stem}-${width}w.webp`);
      expect(response.status).toBe(200);
      expect(response.headers.get('content-type')).toBe('image/webp');
      const metadata = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([metadata.format, metadata.width]).toEqual(['webp', width]);
    }
    // The tiny PNG's are no wider than it.
    const tiny = expectSuccess('getConeCandy', await call(server, 'getConeCandy')).Data.find((product) => product.title === 'Kesar Badam Cone')!;
    const tinyWidth = await fetch(`${tiny.image!.replace(/\.png$/, '')}-960w.webp`.replace(/^(?!http)/, server.url));
    expect((await sharp(Buffer.from(await tinyWidth.arrayBuffer())).metadata()).width).toBe(1);
  });

  it('an upload kept before its widths were made gets each made and kept on its first request', async () => {
    const uuid = randomUUID();
    await server.database.db.insert(pictures).values({ name: `desk/${uuid}.png`, contentType: 'image/png', bytes: LARGE_PNG });
    const response = await fetch(`${server.url}/uploads/desk/${uuid}-480w.webp`);
    expect(response.status).toBe(200);
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).width).toBe(480);
    const kept = await server.database.db.select({ name: pictures.name }).from(pictures).where(like(pictures.name, `desk/${uuid}%`));
    expect(kept.map((row) => row.name).sort()).toEqual([`desk/${uuid}-480w.webp`, `desk/${uuid}.png`]);
    // A width the shop does not make, and a width of no upload, are not found.
    expect((await fetch(`${server.url}/uploads/desk/${uuid}-500w.webp`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/desk/${randomUUID()}-480w.webp`)).status).toBe(404);
  });

  it('an unknown picture name is not found', async () => {
    expect((await fetch(`${server.url}/uploads/desk/${randomUUID()}.png`)).status).toBe(404);
    expect((await fetch(`${server.url}/uploads/desk/..%2Fpictures.png`)).status).toBe(404);
  });
});

describe('delivery area', () => {
  const storefrontPins = async () => expectSuccess('getPinCodes', await call(server, 'getPinCodes')).Data;

  it('a pin code added with its locality is in getPinCodes and takes addresses; renamed; removed, it takes none', async () => {
    const added = await deskSuccess('pinCodesAdd', { pinCode: '360410', locality: 'Jetpur' });
    expect(added.Data).toContainEqual({ pinCode: '360410', locality: 'Jetpur', localityGu: '', localityHi: '' });
    expect(await storefrontPins()).toContainEqual({ pinCode: '360410', area: 'Jetpur' });
    expect(await lastAudit()).toMatchObject({ action: 'pinCodes.add', subjectId: '360410' });
    await addAddress(server, customer, { pinCode: '360410' });

    await deskSuccess('pinCodesRename', { pinCode: '360410', locality: 'Jetpur Town' });
    expect(await storefrontPins()).toContainEqual({ pinCode: '360410', area: 'Jetpur Town' });
    expect(await lastAudit()).toMatchObject({ action: 'pinCodes.rename', before: { locality: 'Jetpur' }, after: { locality: 'Jetpur Town' } });

    await deskSuccess('pinCodesRemove', { pinCode: '360410' });
    expect((await storefrontPins()).map((pin) => pin.pinCode)).not.toContain('360410');
    expectRefusal(
      await call(server, 'addAddress', { address: '4 Station Road', pinCode: '360410', phone: customer.phone }, { token: customer.token }),
      formTexts.pinCodeOutsideArea,
    );
  });

  it('issue 24: the Gujarati and Hindi names are kept at the desk; the storefront asking in a language without one reads the English', async () => {
    const pinsIn = async (language: string) =>
      expectSuccess('getPinCodes', await call(server, 'getPinCodes', undefined, { headers: { [LANGUAGE_HEADER]: language } })).Data;
    const localityIn = async (language: string) => (await pinsIn(language)).find((item) => item.pinCode === '360412')?.area;
    const added = await deskSuccess('pinCodesAdd', { pinCode: '360412', locality: 'Jasdan', localityGu: '  જસદણ ' });
    expect(added.Data).toContainEqual({ pinCode: '360412', locality: 'Jasdan', localityGu: 'જસદણ', localityHi: '' });
    expect([await localityIn('gu'), await localityIn('hi'), await localityIn('en')]).toEqual(['જસદણ', 'Jasdan', 'Jasdan']);

    // A rename that names no script keeps the names kept; one that does replaces them.
    await deskSuccess('pinCodesRename', { pinCode: '360412', locality: 'Jasdan Town' });
    expect([await localityIn('gu'), await localityIn('hi')]).toEqual(['જસદણ', 'Jasdan Town']);
    await deskSuccess('pinCodesRename', { pinCode: '360412', locality: 'Jasdan', localityGu: 'જસદણ', localityHi: 'जसदण' });
    expect([await localityIn('gu'), await localityIn('hi')]).toEqual(['જસદણ', 'जसदण']);
    expect(await lastAudit()).toMatchObject({ action: 'pinCodes.rename', before: { localityGu: 'જસદણ', localityHi: '' }, after: { localityGu: 'જસદણ', localityHi: 'जसदण' } });

    const before = [await pinsIn('hi'), await auditRows()];
    expectDeskRefusal(await desk('pinCodesRename', { pinCode: '360412', locality: 'Jasdan', localityHi: 'ज'.repeat(61) }), 422, 'The locality name must be 1 to 60 characters');
    expect([await pinsIn('hi'), await auditRows()]).toEqual(before);
    await deskSuccess('pinCodesRemove', { pinCode: '360412' });
  });

  it.each([
    ['pinCodesAdd', { pinCode: '36041', locality: 'Short' }, 422, 'A pin code is 6 digits and does not start with 0'],
    ['pinCodesAdd', { pinCode: '360005', locality: 'Again' }, 409, 'Pin code 360005 is already in the delivery area'],
    ['pinCodesAdd', { pinCode: '360411', locality: '  ' }, 422, 'The locality name must be 1 to 60 characters'],
    ['pinCodesRename', { pinCode: '999999', locality: 'Nowhere' }, 404, 'Pin code 999999 is not in the delivery area'],
    ['pinCodesRemove', { pinCode: '999999' }, 404, 'Pin code 999999 is not in the delivery area'],
  ] as const)('%s %j is refused (HTTP %i): %s', async (name, body, status, message) => {
    const before = [await storefrontPins(), await auditRows()];
    expectDeskRefusal(await desk(name, body), status, message);
    expect([await storefrontPins(), await auditRows()]).toEqual(before);
  });
});

describe('shop settings', () => {
  it('opening hours are kept and read back; bad hours are refused and change nothing', async () => {
    const before = (await deskSuccess('settingsGet')).Data as { opensAt: string; closesAt: string; hoursText: string };
    expect(before).toMatchObject({ opensAt: '10:00', closesAt: '22:00', hoursText: '10:00 AM to 10:00 PM' });
    const saved = await deskSuccess('settingsSetHours', { opensAt: '09:30', closesAt: '23:00' });
    expect(saved.Data).toMatchObject({ opensAt: '09:30', closesAt: '23:00', hoursText: '09:30 AM to 11:00 PM' });
    expect(await lastAudit()).toMatchObject({ action: 'settings.hours', before: { opensAt: '10:00' }, after: { opensAt: '09:30' } });
    const audits = await auditRows();
    expectDeskRefusal(await desk('settingsSetHours', { opensAt: '23:00', closesAt: '09:30' }), 422, 'The shop must close later the same day than it opens');
    expectDeskRefusal(await desk('settingsSetHours', { opensAt: '9 AM', closesAt: '21:00' }), 422, deskRuleMessages.hoursFormat);
    expect((await deskSuccess('settingsGet')).Data).toMatchObject({ opensAt: '09:30', closesAt: '23:00' });
    expect(await auditRows()).toBe(audits);
  });

  it('the delivery schedule is kept, refused when out of the hours, and the storefront\'s page carries it', async () => {
    const scheduleMeta = async (path: string) => /<meta name="delivery-schedule" content="([^"]*)" \/>/.exec(await (await fetch(`${server.url}${path}`)).text())?.[1];
    const saved = await deskSuccess('settingsSetHours', { opensAt: '10:00', closesAt: '22:00', cutOff: '21:00', usualMinutes: 60 });
    expect(saved.Data).toMatchObject({ cutOff: '21:00', usualMinutes: 60 });
    expect(await scheduleMeta('/cart')).toBe('10:00,22:00,21:00,60');
    await deskSuccess('settingsSetHours', { opensAt: '11:00', closesAt: '23:00', cutOff: '22:30', usualMinutes: 45 });
    expect(await scheduleMeta('/cart')).toBe('11:00,23:00,22:30,45');
    expect(await scheduleMeta('/')).toBe('11:00,23:00,22:30,45');
    expect(await lastAudit()).toMatchObject({ action: 'settings.hours', before: { cutOff: '21:00', usualMinutes: 60 }, after: { cutOff: '22:30', usualMinutes: 45 } });
    // An older desk sends the hours alone: the cut-off and usual time stay.
    expect((await deskSuccess('settingsSetHours', { opensAt: '10:30', closesAt: '23:00' })).Data).toMatchObject({ opensAt: '10:30', cutOff: '22:30', usualMinutes: 45 });
    const audits = await auditRows();
    expectDeskRefusal(await desk('settingsSetHours', { opensAt: '10:00', closesAt: '22:00', cutOff: '22:30', usualMinutes: 45 }), 422, deskRuleMessages.cutOffWithinHours);
    expectDeskRefusal(await desk('settingsSetHours', { opensAt: '10:00', closesAt: '22:00', cutOff: '21:00', usualMinutes: 300 }), 422, deskRuleMessages.usualMinutesRange(10, 240));
    expect(await auditRows()).toBe(audits);
    expect(await scheduleMeta('/cart')).toBe('10:30,23:00,22:30,45');
  });

  it('terms are stored sanitised and the storefront reads the new text', async () => {
    await deskSuccess('settingsSetLegalText', {
      text: 'terms',
      html: '<h2>Terms</h2><p onclick="steal()">Deliveries <a href="javascript:alert(1)">here</a></p><script>alert(1)</script><style>body{display:none}</style>',
    });
    const terms = expectSuccess('getTermsCondition', await call(server, 'getTermsCondition')).TermsAndCondition;
    expect(terms).toBe('<h2>Terms</h2><p>Deliveries <a>here</a></p>');
    expect((await lastAudit()).action).toBe('settings.terms');
    await deskSuccess('settingsSetLegalText', { text: 'privacyPolicy', html: '<p>We keep <strong>little</strong>.</p>' });
    expect(expectSuccess('getPrivacyPolicy', await call(server, 'getPrivacyPolicy')).PrivacyPolicy).toBe('<p>We keep <strong>little</strong>.</p>');
  });

  it('issue 24: each legal text is kept per language; the storefront reads its language or the English, the old apps the English unchanged', async () => {
    const englishTerms = expectSuccess('getTermsCondition', await call(server, 'getTermsCondition')).TermsAndCondition;
    const englishPrivacy = expectSuccess('getPrivacyPolicy', await call(server, 'getPrivacyPolicy')).PrivacyPolicy;
    const saved = await deskSuccess('settingsSetLegalText', { text: 'terms', language: 'gu', html: '<h2>શરતો</h2><p onclick="steal()">ડિલિવરી રાજકોટમાં</p>' });
    expect(saved.Data).toMatchObject({ terms: { en: englishTerms, gu: '<h2>શરતો</h2><p>ડિલિવરી રાજકોટમાં</p>', hi: '' } });
    expect(await lastAudit()).toMatchObject({ action: 'settings.terms', subjectId: 'terms.gu' });
    const asked = (language: string) => call(server, 'getTermsCondition', undefined, { headers: { [LANGUAGE_HEADER]: language } });
    expect((await asked('gu')).body).toMatchObject({ code: '200', TermsAndCondition: '<h2>શરતો</h2><p>ડિલિવરી રાજકોટમાં</p>', language: 'gu' });
    // No Hindi terms: the English, saying it is English.
    expect((await asked('hi')).body).toMatchObject({ code: '200', TermsAndCondition: englishTerms, language: 'en' });
    // The old apps name no language: the old backend's answer, as before.
    const old = (await call(server, 'getTermsCondition')).body;
    expect(old).toMatchObject({ code: '200', TermsAndCondition: englishTerms, TermsCondition: englishTerms });
    expect(old).not.toHaveProperty('language');
    expect((await call(server, 'getPrivacyPolicy', undefined, { headers: { [LANGUAGE_HEADER]: 'hi' } })).body).toMatchObject({ language: 'en' });
    await deskSuccess('settingsSetLegalText', { text: 'privacyPolicy', language: 'hi', html: '<p>हम कम रखते हैं।</p>' });
    expect((await call(server, 'getPrivacyPolicy', undefined, { headers: { [LANGUAGE_HEADER]: 'hi' } })).body).toMatchObject({ PrivacyPolicy: '<p>हम कम रखते हैं।</p>', language: 'hi' });
    expect((await call(server, 'getPrivacyPolicy')).body).toEqual({ code: '200', msg: 'Privacy policy', PrivacyPolicy: englishPrivacy });
    expect((await desk('settingsSetLegalText', { text: 'terms', language: 'fr', html: '<p>Conditions</p>' })).body.code).not.toBe('200');
    expect((await deskSuccess('settingsGet')).Data).toMatchObject({ terms: { en: englishTerms, gu: '<h2>શરતો</h2><p>ડિલિવરી રાજકોટમાં</p>', hi: '' } });
  });

  it('a text that is only unsafe parts is refused and the old one stays', async () => {
    expectDeskRefusal(await desk('settingsSetLegalText', { text: 'terms', html: '<script>alert(1)</script>' }), 422, deskRuleMessages.legalTextEmpty);
    expect(expectSuccess('getTermsCondition', await call(server, 'getTermsCondition')).TermsAndCondition).toBe('<h2>Terms</h2><p>Deliveries <a>here</a></p>');
  });
});

describe('today, the CSV export and the audit log', () => {
  let shopper: Customer;
  let orderIds: number[];
  const today = new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);

  beforeAll(async () => {
    // A name and an address a spreadsheet would run as formulas.
    shopper = await newCustomer(server, '=HYPERLINK("http://evil.example","Click")');
    const addressId = await addAddress(server, shopper, { address: '@SUM(1+1) Kalawad Road' });
    const sizes = await catalogue(server);
    const tubs = sizes.filter((size) => size.inStock && size.size === '5 Litre').slice(0, 2);
    orderIds = [];
    for (const [tub, quantity] of [[tubs[0]!, 1], [tubs[1]!, 2], [tubs[0]!, 3]] as const) {
      const line = { productId: tub.pid, category: tub.type, size: { id: tub.pMetaId, size: tub.size, price: tub.price, mrp: tub.mrp, status: 'In Stock' as const }, quantity };
      const totals = cartTotals([line], 'A');
      const placed = expectSuccess('createOrder', await call(server, 'createOrder', {
        addressId,
        totalAmount: totals.totalAmount,
        orderMeta: [{ pid: tub.pid, pMetaId: tub.pMetaId, quantity, amount: totals.lines[0]!.amount, size: tub.size, title: tub.title }],
      }, { token: shopper.token }));
      orderIds.push(Number(placed.orderId));
    }
    expectSuccess('cancelOrder', await call(server, 'cancelOrder', { orderId: orderIds[2] }, { token: shopper.token }));
  });

  it('today counts the orders placed by status and ranks products by quantity; nothing delivered is no takings', async () => {
    const report = (await deskSuccess('today', {})).Data as {
      day: string; byStatus: { status: string; orders: number; amount: number }[]; orders: number; money: { takings: { total: number } };
      topProducts: { pid: number; quantity: number }[];
    };
    expect(report.day).toBe(today);
    const pending = report.byStatus.find((row) => row.status === 'pending')!;
    const cancelled = report.byStatus.find((row) => row.status === 'cancelled')!;
    expect(pending.orders).toBeGreaterThanOrEqual(2);
    expect(cancelled.orders).toBeGreaterThanOrEqual(1);
    expect(report.orders).toBe(report.byStatus.filter((row) => row.status !== 'cancelled').reduce((total, row) => total + row.orders, 0));
    // Takings are delivered orders only (tests/api/deskMoney.test.ts); these are pending or cancelled.
    expect(report.money.takings).toEqual({ orders: 0, cash: 0, upi: 0, total: 0 });
    const quantities = report.topProducts.map((product) => product.quantity);
    expect(quantities).toEqual([...quantities].sort((a, b) => b - a));
    expect(report.byStatus.map((row) => row.status)).toEqual(['pending', 'confirm', 'completed', 'cancelled']);
  });

  it('a day without orders is all zeros; a day that does not exist is refused', async () => {
    const empty = (await deskSuccess('today', { day: '2001-01-01' })).Data as { orders: number; money: { takings: { total: number } }; topProducts: unknown[] };
    expect(empty).toMatchObject({ orders: 0, money: { takings: { total: 0 } }, topProducts: [] });
    expectDeskRefusal(await desk('today', { day: '2026-02-30' }), 422, deskRuleMessages.dayFormat);
  });

  it('the CSV has one line per order, and no cell can run as a formula', async () => {
    const answer = (await deskSuccess('ordersCsv', { from: today, to: today })).Data as { csv: string; fileName: string; lines: number; orders: number };
    expect(answer.fileName).toBe(`orders_${today}.csv`);
    const lines = answer.csv.replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines).toHaveLength(answer.orders + 1);
    const ours = lines.filter((line) => orderIds.some((id) => line.startsWith(`"ORD${String(id).padStart(6, '0')}",`)));
    expect(ours).toHaveLength(3);
    for (const line of ours) {
      expect(line).toContain(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
      expect(line).toContain(`"'@SUM(1+1) Kalawad Road"`);
      // No cell (after a comma or an opening quote) starts with a formula character.
      expect(line).not.toMatch(/(^|,)"?[=+\-@]/);
    }
  });

  it('a bad range is refused', async () => {
    expectDeskRefusal(await desk('ordersCsv', { from: '2026-11-24', to: '2026-11-23' }), 422, 'The first day must not be after the last day');
  });

  it('the audit log is newest first, paged, and filtered by kind', async () => {
    const first = (await deskSuccess('auditLog', { perPage: 3 })).Data as { entries: { id: number; action: string }[]; hasMore: boolean };
    expect(first.entries).toHaveLength(3);
    expect(first.hasMore).toBe(true);
    const ids = first.entries.map((entry) => entry.id);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    const second = (await deskSuccess('auditLog', { perPage: 3, page: 2 })).Data as { entries: { id: number }[] };
    expect(second.entries[0]!.id).toBeLessThan(ids[2]!);
    const pins = (await deskSuccess('auditLog', { kind: 'pinCodes' })).Data as { entries: { action: string }[] };
    // The delivery area's two pin codes above: each added, renamed (the second twice) and removed.
    expect(pins.entries.map((entry) => entry.action)).toEqual(['pinCodes.remove', 'pinCodes.rename', 'pinCodes.rename', 'pinCodes.add', 'pinCodes.remove', 'pinCodes.rename', 'pinCodes.add']);
    const prices = (await deskSuccess('auditLog', { kind: 'catalogue.price' })).Data as { entries: { action: string }[] };
    expect(prices.entries.length).toBeGreaterThan(0);
    expect(new Set(prices.entries.map((entry) => entry.action))).toEqual(new Set(['catalogue.price']));
  });
});
