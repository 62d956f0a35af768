/**
 * Orders. createOrder trusts nothing but ids and quantities: every price, line amount and the total
 * are recomputed from the catalogue with the domain rules, a client total that disagrees is refused,
 * and the client's line amounts are ignored, so nothing the client claims is ever stored.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, getTableColumns, inArray, sql, type SQL } from 'drizzle-orm';
import { PgTransaction, type PgTable } from 'drizzle-orm/pg-core';
import { isPlaceholderAddress } from '../../domain/address.ts';
import { cartTotals, type CartLine } from '../../domain/cart.ts';
import type { CallAnswer, OrderRecord, ParsedCreateOrder } from '../../domain/contract.ts';
import { DELIVERY_FEE, MAX_LINE_QUANTITY, MAX_ORDER_LINES, type OrderRuleName } from '../../domain/constants.ts';
import { messages } from '../../domain/messages/index.ts';
import { serverTexts } from '../../domain/messages/server.ts';
import { formatRupees, sameAmount } from '../../domain/money.ts';
import { DEFAULT_PAYMENT_METHOD } from '../../domain/payment.ts';
import { imageForSize, toProduct } from '../../domain/products.ts';
import { toIndiaIsoString } from '../../domain/time.ts';
import { validatePinCode } from '../../domain/validation.ts';
import { HttpError, ok, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { prepared } from '../db/prepared.ts';
import { addresses, orderItems, orders, users } from '../db/schema.ts';
import { addressForOrder } from './addresses.ts';
import { sizesById, type CatalogueSize } from './catalogue.ts';
import { deliveryPinCodes } from './content.ts';
import { announceOrder } from '../orderEvents.ts';
import { orderPayment, shopPaymentSettings, type ShopPaymentSettings } from './payments.ts';
import { addressTexts } from '../../domain/messages/addresses.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { orderHistoryTexts } from '../../domain/messages/orderHistory.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY.test(key);
}

function toOrderRecord(order: OrderRow, items: ItemRow[], shop: ShopPaymentSettings): OrderRecord {
  return {
    orderId: order.id,
    status: order.status,
    createdDate: toIndiaIsoString(order.createdAt),
    address: order.address,
    pinCode: order.pinCode,
    phone: order.phone,
    deliveryFee: order.deliveryFee,
    totalAmount: order.totalAmount,
    orderMeta: items.map((item) => ({
      pid: item.productId,
      pMetaId: item.sizeId,
      title: item.title,
      size: item.size,
      quantity: item.quantity,
      amount: item.amount,
      image: item.image,
      cover: item.cover,
      thumb: item.image,
      cover_thumb: item.cover,
    })),
    // Only when the shop gave one: the old apps never meet a field they did not know as null.
    ...(order.cancelReason ? { cancelReason: order.cancelReason } : {}),
    ...orderPayment({ orderId: order.id, totalAmount: order.totalAmount, paymentMethod: order.paymentMethod }, shop),
  };
}

async function itemsOf(db: Db, orderIds: number[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id);
}

async function orderAnswer(db: Db, order: OrderRow, msg: string): Promise<CallAnswer<'createOrder'>> {
  const [items, shop] = await Promise.all([itemsOf(db, [order.id]), shopPaymentSettings(db)]);
  return ok(msg, { orderId: order.id, Data: toOrderRecord(order, items, shop) });
}

const keyedOrder = prepared((db) =>
  db
    .select()
    .from(orders)
    .where(and(eq(orders.userId, sql.placeholder('userId')), eq(orders.idempotencyKey, sql.placeholder('key'))))
    .prepare('order_by_key'),
);

async function orderByKey(db: Db, userId: number, key: string): Promise<OrderRow | null> {
  const [row] = await keyedOrder(db).execute({ userId, key });
  return row ?? null;
}

/** The address and the sizes and quantities asked for, in a stable order. */
function requestFingerprint(request: ParsedCreateOrder): string {
  const lines = request.orderMeta.map((line) => [line.pid, line.pMetaId, line.quantity]).sort((a, b) => a[1]! - b[1]!);
  // Cash is left out, so that fingerprints stored before payment methods still match their retries.
  const payment = request.paymentMethod && request.paymentMethod !== DEFAULT_PAYMENT_METHOD ? { paymentMethod: request.paymentMethod } : {};
  return createHash('sha256').update(JSON.stringify({ addressId: request.addressId, lines, ...payment })).digest('hex');
}

/** A retry with the same key answers the first order; the same key for another order is refused. */
async function repeatedOrder(db: Db, earlier: OrderRow, fingerprint: string): Promise<CallAnswer<'createOrder'> | Refusal> {
  if (earlier.requestFingerprint !== fingerprint) {
    return refuse('409', 'This Idempotency-Key was already used for a different order. Use a new key for a new order.');
  }
  return orderAnswer(db, earlier, 'Order already placed');
}

const label = (size: CatalogueSize) => `${size.title} (${size.size})`;

/** Checks every line against the catalogue; answers the refusal for the first line that fails. */
function checkLines(request: ParsedCreateOrder, catalogue: Map<number, CatalogueSize>): Refusal | CatalogueSize[] {
  const seen = new Set<number>();
  const found: CatalogueSize[] = [];
  for (const line of request.orderMeta) {
    const size = catalogue.get(line.pMetaId);
    if (!size || size.productId !== line.pid) {
      return refuse('400', `Unknown product or size (pid ${line.pid}, pMetaId ${line.pMetaId}). Please refresh the products and try again.`);
    }
    if (seen.has(line.pMetaId)) return refuse('400', `${label(size)} is listed twice. Send it once with the total quantity.`);
    seen.add(line.pMetaId);
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
      return refuse('400', `Quantity of ${label(size)} must be a whole number from 1 to ${MAX_LINE_QUANTITY}.`);
    }
    if (!size.inStock) return refuse('409', `${label(size)} is out of stock. Please remove it from your cart.`);
    found.push(size);
  }
  return found;
}

function cartLineOf(size: CatalogueSize, quantity: number): CartLine {
  return {
    productId: size.productId,
    category: size.category,
    size: { id: size.sizeId, size: size.size, price: size.price, mrp: size.mrp, status: 'In Stock' },
    quantity,
  };
}

/** The pictures an order line keeps: the one its product card showed for that size, and the cover. */
function linePictures(size: CatalogueSize): { image: string; cover: string } {
  const product = toProduct({
    pid: size.productId, title: size.title, type: size.category, image: size.image, cover: size.cover, status: 'In Stock', product_data: null,
  });
  return { image: imageForSize(product, { size: size.size }), cover: product.cover };
}

/** The facts the order's one statement reads and what it wrote (placeOrder). */
interface Placement {
  customer: boolean;
  /** The address as read under the customer's lock, or null when it is gone. */
  deliverTo: { address: string; pin_code: string; phone: string } | null;
  order: Record<string, unknown> | null;
  items: Record<string, unknown>[];
}

/** A row as row_to_json wrote it (column names, JSON values), in drizzle's shape and types. */
function fromJson<T extends PgTable>(table: T, json: Record<string, unknown>): T['$inferSelect'] {
  return Object.fromEntries(
    Object.entries(getTableColumns(table)).map(([key, column]) => {
      const value = json[column.name];
      return [key, value === null || value === undefined ? null : column.mapFromDriverValue(value)];
    }),
  ) as T['$inferSelect'];
}

/** `$1::type, $2::type, …` of one row's values, in the order of `keys`, each typed as its column. */
function typedValues<T extends PgTable>(table: T, keys: string[], row: Record<string, unknown>): SQL {
  const columns = getTableColumns(table);
  return sql.join(
    keys.map((key) => sql`${sql.param(row[key], columns[key])}::${sql.raw(columns[key]!.getSQLType())}`),
    sql`, `,
  );
}

const columnList = <T extends PgTable>(table: T, keys: string[]): SQL => {
  const columns = getTableColumns(table);
  return sql.join(keys.map((key) => sql.identifier(columns[key]!.name)), sql`, `);
};

/**
 * Writes the order and its lines in one statement, which PostgreSQL runs as one transaction (or inside
 * a caller's, a phone order): one round trip instead of BEGIN, a lock, two inserts and COMMIT. The
 * customer's row is locked for share as deleteAccount's update lock needs (an account deleted meanwhile
 * inserts nothing), and the order is inserted only if the address, read again under that lock, is still
 * the one the domain rules checked; what the statement found is answered with what it wrote.
 */
async function placeOrder(
  db: Db,
  userId: number,
  addressId: number,
  checked: { address: string; pinCode: string; phone: string },
  order: Omit<typeof orders.$inferInsert, 'userId' | 'address' | 'pinCode' | 'phone'>,
  lines: Omit<typeof orderItems.$inferInsert, 'orderId'>[],
): Promise<Placement> {
  const orderKeys = Object.keys(order);
  const lineKeys = Object.keys(lines[0]!);
  const result = await db.execute(sql`
    with customer as (
      select ${users.id} from ${users} where ${users.id} = ${userId} for share
    ), deliver_to as (
      select ${addresses.address}, ${addresses.pinCode}, ${addresses.phone} from ${addresses}
      where ${addresses.id} = ${addressId} and ${addresses.userId} in (select id from customer)
    ), placed as (
      insert into ${orders} (user_id, address, pin_code, phone, ${columnList(orders, orderKeys)})
      select ${userId}, address, pin_code, phone, ${typedValues(orders, orderKeys, order)}
      from deliver_to where address = ${checked.address} and pin_code = ${checked.pinCode} and phone = ${checked.phone}
      on conflict (user_id, idempotency_key) do nothing
      returning *
    ), lines as (
      insert into ${orderItems} (order_id, ${columnList(orderItems, lineKeys)})
      select placed.id, line.* from placed cross join (values ${sql.join(lines.map((line) => sql`(${typedValues(orderItems, lineKeys, line)})`), sql`, `)}) as line
      returning *
    )
    select
      exists (select 1 from customer) as customer,
      (select row_to_json(deliver_to) from deliver_to) as deliver_to,
      (select row_to_json(placed) from placed) as "order",
      (select coalesce(json_agg(lines order by lines.id), '[]') from lines) as items`);
  const [row] = (result as unknown as { rows: { customer: boolean; deliver_to: Placement['deliverTo']; order: Placement['order']; items: Placement['items'] }[] }).rows;
  return { customer: row!.customer, deliverTo: row!.deliver_to, order: row!.order, items: row!.items };
}

/** No such address of the customer's: 404, or 401 when the whole account was deleted meanwhile (its addresses with it). */
async function addressNotFound(db: Db, userId: number): Promise<Refusal> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!customer) throw new HttpError(401, messages.unauthorized);
  return refuse('404', addressTexts.addressNotFound);
}

/** An address edited between the reads and the order's statement: the reads are done again, this often at most. */
const ADDRESS_CHANGED_TRIES = 3;

export async function createOrder(
  db: Db,
  userId: number,
  request: ParsedCreateOrder,
  orderRule: OrderRuleName,
  idempotencyKey: string | null,
  tries = ADDRESS_CHANGED_TRIES,
): Promise<CallAnswer<'createOrder'> | Refusal> {
  const fingerprint = requestFingerprint(request);

  // Read together on the pool (one round trip's wait instead of four), checked in this order; one after
  // the other inside a caller's transaction (a phone order), which has one connection. The prices come
  // from the database, never from a copy in memory: the order is priced by the committed catalogue.
  const reads = [
    () => (idempotencyKey ? orderByKey(db, userId, idempotencyKey) : Promise.resolve(null)),
    () => sizesById(db, request.orderMeta.slice(0, MAX_ORDER_LINES).map((line) => line.pMetaId)),
    () => addressForOrder(db, userId, request.addressId),
    () => deliveryPinCodes(db),
  ] as const;
  const [earlier, catalogue, address, deliveryPins] =
    db instanceof PgTransaction
      ? [await reads[0](), await reads[1](), await reads[2](), await reads[3]()]
      : await Promise.all([reads[0](), reads[1](), reads[2](), reads[3]()]);
  if (earlier) return repeatedOrder(db, earlier, fingerprint);
  if (request.orderMeta.length > MAX_ORDER_LINES) return refuse('400', `An order may hold at most ${MAX_ORDER_LINES} different items.`);
  const sizes = checkLines(request, catalogue);
  if (!Array.isArray(sizes)) return sizes;

  if (!address) return addressNotFound(db, userId);
  // The placeholder a new customer's storefront creates (spec section 7) names no street: no delivery to it.
  if (isPlaceholderAddress(address.address)) return refuse('400', cartTexts.enterStreetForDelivery);
  const pin = validatePinCode(address.pinCode, deliveryPins);
  if (!pin.ok) return refuse('400', pin.message);

  const totals = cartTotals(sizes.map((size, index) => cartLineOf(size, request.orderMeta[index]!.quantity)), orderRule);
  if (!totals.canPlaceOrder) return refuse('400', totals.orderValidationMessage ?? cartTexts.failedToCreateOrder);
  // The total decides: the line amounts a client sends are informational (the web port sends the
  // wholesale price on every line) and never stored; a total other than ours is refused.
  const total = totals.totalAmount + DELIVERY_FEE;
  if (!sameAmount(request.totalAmount, total)) {
    const right = formatRupees(total);
    // A total at the wholesale price on every line is the Flutter app's own cheaper rule: say why it is not ours.
    const wholesaleEverywhere = sizes.reduce((sum, size, index) => sum + size.price * request.orderMeta[index]!.quantity, DELIVERY_FEE);
    return refuse('409', sameAmount(request.totalAmount, wholesaleEverywhere) ? serverTexts.orderTotalBelowOurs(right) : serverTexts.orderTotalDiffers(right));
  }

  const placed = await placeOrder(
    db,
    userId,
    request.addressId,
    address,
    {
      status: 'pending',
      deliveryFee: DELIVERY_FEE,
      totalAmount: total,
      orderRule,
      idempotencyKey,
      requestFingerprint: idempotencyKey ? fingerprint : null,
      paymentMethod: request.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
    },
    totals.lines.map((line, index) => {
      const size = sizes[index]!;
      return {
        productId: size.productId,
        sizeId: size.sizeId,
        title: size.title,
        size: size.size,
        quantity: line.quantity,
        unitPrice: line.unitPrice,
        amount: line.amount,
        ...linePictures(size),
      };
    }),
  );
  if (!placed.customer) throw new HttpError(401, messages.unauthorized);
  if (!placed.deliverTo) return refuse('404', addressTexts.addressNotFound);
  if (placed.order) {
    const order = fromJson(orders, placed.order);
    // Announced once committed, outside the order's statement: PostgreSQL holds its notification
    // queue's lock from a notifying transaction's commit until its end, so a NOTIFY inside would make
    // orders commit (and wait for the disk) one at a time. Inside a caller's transaction (a phone
    // order) this still goes out only when that commits.
    await announceOrder(db, { kind: 'created', orderId: order.id, userId, status: 'pending' });
    return ok('Order placed successfully', { orderId: order.id, Data: toOrderRecord(order, placed.items.map((item) => fromJson(orderItems, item)), await shopPaymentSettings(db)) });
  }
  const keyed = idempotencyKey ? await orderByKey(db, userId, idempotencyKey) : null;
  if (keyed) return repeatedOrder(db, keyed, fingerprint);
  // The address changed after it was checked: check it again as it is now.
  if (tries > 1) return createOrder(db, userId, request, orderRule, idempotencyKey, tries - 1);
  throw new Error('The delivery address kept changing while the order was being placed');
}

/** A customer's orders with their items, newest first, in one prepared statement. */
const ordersOfCustomer = prepared((db) =>
  db
    .select({ order: orders, item: orderItems })
    .from(orders)
    .leftJoin(orderItems, eq(orderItems.orderId, orders.id))
    .where(eq(orders.userId, sql.placeholder('userId')))
    .orderBy(desc(orders.createdAt), desc(orders.id), asc(orderItems.id))
    .prepare('orders_of_customer'),
);

export async function listOrders(db: Db, userId: number): Promise<CallAnswer<'getOrders'>> {
  const byOrder = new Map<number, { order: OrderRow; items: ItemRow[] }>();
  const [rows, shop] = await Promise.all([ordersOfCustomer(db).execute({ userId }), shopPaymentSettings(db)]);
  for (const { order, item } of rows) {
    let entry = byOrder.get(order.id);
    if (!entry) {
      entry = { order, items: [] };
      byOrder.set(order.id, entry);
    }
    if (item) entry.items.push(item);
  }
  const Data = [...byOrder.values()].map(({ order, items }) => toOrderRecord(order, items, shop));
  return ok(Data.length ? 'Orders' : orderHistoryTexts.noOrders, { Data });
}

export async function cancelOrder(db: Db, userId: number, orderId: number): Promise<CallAnswer<'cancelOrder'> | Refusal> {
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', statusChangedAt: new Date(), statusChangedBy: null })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (row) await announceOrder(tx, { kind: 'status', orderId, userId, status: 'cancelled' });
    return Boolean(row);
  });
  if (cancelled) return ok(orderHistoryTexts.orderCancelledServer, {});
  const [order] = await db.select({ status: orders.status }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return refuse('404', 'Order not found');
  return refuse('409', order.status === 'cancelled' ? 'This order is already cancelled' : `Only pending orders can be cancelled; this order is ${order.status === 'confirm' ? 'shipped' : order.status}.`);
}
