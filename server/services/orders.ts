/**
 * Orders. createOrder trusts nothing but ids and quantities: every price, line amount and the total
 * are recomputed from the catalogue with the domain rules, a client total that disagrees is refused,
 * and the client's line amounts are ignored, so nothing the client claims is ever stored.
 */
import { createHash } from 'node:crypto';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { isPlaceholderAddress, addressSaid } from '../../domain/address.ts';
import { cartTotals, type CartLine } from '../../domain/cart.ts';
import type { CallAnswer, OrderRecord, ParsedCreateOrder } from '../../domain/contract.ts';
import { DELIVERY_FEE, MAX_LINE_QUANTITY, MAX_ORDER_LINES, type OrderRuleName } from '../../domain/constants.ts';

import { serverSaid } from '../../domain/messages/server.ts';
import { formatRupees, sameAmount } from '../../domain/money.ts';
import { DEFAULT_LANGUAGE, type Language } from '../../domain/locale.ts';
import { DEFAULT_PAYMENT_METHOD } from '../../domain/payment.ts';
import { imageForSize, toProduct } from '../../domain/products.ts';
import { toIndiaIsoString } from '../../domain/time.ts';
import { validatePinCode } from '../../domain/validation.ts';
import { HttpError, ok, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { preparedSql } from '../db/prepared.ts';
import { addresses, orderItems, orders, pinCodes, products, productSizes, users } from '../db/schema.ts';
import type { CatalogueSize } from './catalogue.ts';
import { itemLabel } from '../itemLabels.ts';
import { announceOrder } from '../orderEvents.ts';
import { orderPayment, paymentSettingsJson, shopPaymentSettingsOf, type ShopPaymentSettings } from './payments.ts';
import { sessionUser, type SessionKey } from './sessions.ts';

import { orderHistoryTexts } from '../../domain/messages/orderHistory.ts';
import { httpSaid, cartSaid } from '../said.ts';
import { saidInEnglish } from '../messageText.ts';

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY.test(key);
}

/** An order line as the statements below answer it (linesJson). */
interface StoredLine {
  productId: number;
  sizeId: number;
  title: string;
  size: string;
  quantity: number;
  amount: number;
  image: string;
  cover: string;
}

/** An order with its lines as the statements below answer it (orderJson): what an answer tells of it. */
interface StoredOrder {
  id: number;
  status: string;
  /** timestamptz as JSON text. */
  createdAt: string;
  address: string;
  pinCode: string;
  phone: string;
  deliveryFee: number;
  totalAmount: number;
  cancelReason: string | null;
  paymentMethod: string;
  requestFingerprint: string | null;
  lines: StoredLine[];
}

/** `rows` (a table or CTE of order_items' columns) as a JSON array of StoredLine, in the order they were written. */
function linesJson(rows: SQL): SQL {
  return sql`(select coalesce(json_agg(json_build_object(
      'productId', line.product_id, 'sizeId', line.size_id, 'title', line.title, 'size', line.size,
      'quantity', line.quantity, 'amount', line.amount, 'image', line.image, 'cover', line.cover
    ) order by line.id), '[]') from ${rows} as line)`;
}

/** The row `order` (of orders' columns) as a StoredOrder whose lines are `lines` (linesJson). */
function orderJson(order: string, lines: SQL): SQL {
  const row = sql.raw(order);
  return sql`json_build_object(
    'id', ${row}.id, 'status', ${row}.status, 'createdAt', ${row}.created_at, 'address', ${row}.address,
    'pinCode', ${row}.pin_code, 'phone', ${row}.phone, 'deliveryFee', ${row}.delivery_fee, 'totalAmount', ${row}.total_amount,
    'cancelReason', ${row}.cancel_reason, 'paymentMethod', ${row}.payment_method, 'requestFingerprint', ${row}.request_fingerprint,
    'lines', ${lines})`;
}

/** The stored lines of the order `order` (an alias of orders). */
const storedLinesOf = (order: string) => linesJson(sql`(select * from ${orderItems} where ${orderItems.orderId} = ${sql.raw(order)}.id)`);

function toOrderRecord(order: StoredOrder, shop: ShopPaymentSettings): OrderRecord {
  return {
    orderId: order.id,
    status: order.status,
    createdDate: toIndiaIsoString(new Date(order.createdAt)),
    address: order.address,
    pinCode: order.pinCode,
    phone: order.phone,
    deliveryFee: order.deliveryFee,
    totalAmount: order.totalAmount,
    orderMeta: order.lines.map((item) => ({
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

/** Whose order: a customer's call (their token's session, found by the statement itself), or a phone order's customer. */
/** The customer, and the language the storefront shows them (the desk's WhatsApp message uses it; English when not known). */
export type OrderCustomer = ({ session: SessionKey } | { userId: number }) & {
  language?: Language;
  /** The language of the caller's words (its x-shop-language header), in which a refusal names an item; English when it names none. */
  wordsLanguage?: Language;
};

/** The address and the sizes and quantities asked for, in a stable order. */
function requestFingerprint(request: ParsedCreateOrder): string {
  const lines = request.orderMeta.map((line) => [line.pid, line.pMetaId, line.quantity]).sort((a, b) => a[1]! - b[1]!);
  // Cash is left out, so that fingerprints stored before payment methods still match their retries.
  const payment = request.paymentMethod && request.paymentMethod !== DEFAULT_PAYMENT_METHOD ? { paymentMethod: request.paymentMethod } : {};
  return createHash('sha256').update(JSON.stringify({ addressId: request.addressId, lines, ...payment })).digest('hex');
}

/** A retry with the same key answers the first order; the same key for another order is refused. */
function repeatedOrder(earlier: StoredOrder, fingerprint: string, shop: ShopPaymentSettings): CallAnswer<'createOrder'> | Refusal {
  if (earlier.requestFingerprint !== fingerprint) {
    return refuse('409', serverSaid('idempotencyKeyReused'));
  }
  return ok('Order already placed', { orderId: earlier.id, Data: toOrderRecord(earlier, shop) });
}

/** Checks every line against the catalogue; answers the refusal for the first line that fails. */
function checkLines(request: ParsedCreateOrder, catalogue: Map<number, CatalogueSize>, language: Language): Refusal | CatalogueSize[] {
  const label = (size: CatalogueSize) => itemLabel(size, language);
  const seen = new Set<number>();
  const found: CatalogueSize[] = [];
  for (const line of request.orderMeta) {
    const size = catalogue.get(line.pMetaId);
    if (!size || size.productId !== line.pid) {
      return refuse('400', serverSaid('unknownProductSize', String(line.pid), String(line.pMetaId)));
    }
    if (seen.has(line.pMetaId)) return refuse('400', serverSaid('lineListedTwice', label(size)));
    seen.add(line.pMetaId);
    if (!Number.isInteger(line.quantity) || line.quantity < 1 || line.quantity > MAX_LINE_QUANTITY) {
      return refuse('400', serverSaid('lineQuantityRange', label(size), MAX_LINE_QUANTITY));
    }
    if (!size.inStock) return refuse('409', serverSaid('lineOutOfStock', label(size)));
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

/** What createOrder reads before deciding, in one statement (orderReads). */
interface OrderReads {
  /** The customer's id (a customer's call: their session's user). */
  userId: number;
  /** The customer's order under the request's Idempotency-Key, if any. */
  earlier: StoredOrder | null;
  /** The sizes the order names, with their product. */
  sizes: CatalogueSize[];
  /** The customer's address the order names, or null when they have no such address. */
  address: { address: string; pinCode: string; phone: string } | null;
  /** The active delivery pin codes. */
  pinCodes: string[];
  payment: Parameters<typeof shopPaymentSettingsOf>[0];
}

/**
 * createOrder's reads for the customer `customer` (a query of one column, id; no row: no such customer)
 * in one round trip: the order under the Idempotency-Key (with its lines), the sizes with their product,
 * the address, the delivery pin codes and the payment settings. The prices come from the database,
 * never from a copy in memory: the order is priced by the committed catalogue.
 */
function orderReads(name: string, customer: SQL) {
  return preparedSql<{ user_id: number; earlier: StoredOrder | null; sizes: CatalogueSize[]; address: OrderReads['address']; pin_codes: string[]; payment: OrderReads['payment'] }>(name, sql`
    with customer as (${customer})
    select customer.id as user_id,
      (select ${orderJson('earlier', storedLinesOf('earlier'))} from ${orders} as earlier
        where earlier.user_id = customer.id and earlier.idempotency_key = ${sql.placeholder('idempotencyKey')}) as earlier,
      (select coalesce(json_agg(json_build_object(
          'sizeId', ${productSizes.id}, 'productId', ${products.id}, 'title', ${products.title},
          'names', json_build_object('gu', ${products.titleGu}, 'hi', ${products.titleHi}), 'category', ${products.type},
          'image', ${products.image}, 'cover', ${products.cover}, 'size', ${productSizes.size}, 'price', ${productSizes.price}, 'mrp', ${productSizes.mrp},
          -- A hidden product cannot be ordered, as if out of stock.
          'inStock', ${productSizes.status} = 'In Stock' and ${products.status} = 'In Stock' and not ${products.hidden})), '[]')
        from ${productSizes} join ${products} on ${products.id} = ${productSizes.productId}
        where ${productSizes.id} = any(${sql.placeholder('sizeIds')}::integer[])) as sizes,
      (select json_build_object('address', ${addresses.address}, 'pinCode', ${addresses.pinCode}, 'phone', ${addresses.phone}) from ${addresses}
        where ${addresses.id} = ${sql.placeholder('addressId')} and ${addresses.userId} = customer.id) as address,
      (select coalesce(json_agg(${pinCodes.pinCode}), '[]') from ${pinCodes} where ${pinCodes.active}) as pin_codes,
      ${paymentSettingsJson} as payment
    from customer`);
}

const readsForSession = orderReads('order_reads_for_session', sessionUser);
const readsForUser = orderReads('order_reads_for_user', sql`select ${sql.placeholder('userId')}::integer as id`);

/** The reads, or null when a customer's call's token has no live session. */
async function readForOrder(db: Db, customer: OrderCustomer, request: ParsedCreateOrder, idempotencyKey: string | null): Promise<OrderReads | null> {
  const values = {
    idempotencyKey,
    sizeIds: request.orderMeta.slice(0, MAX_ORDER_LINES).map((line) => line.pMetaId),
    addressId: request.addressId,
  };
  const [row] = 'session' in customer
    ? await readsForSession(db)({ ...values, ...customer.session })
    : await readsForUser(db)({ ...values, userId: customer.userId });
  if (!row) return null;
  return { userId: row.user_id, earlier: row.earlier, sizes: row.sizes, address: row.address, pinCodes: row.pin_codes, payment: row.payment };
}

/** The facts the order's one statement reads and what it wrote (placeOrder). */
interface Placement {
  customer: boolean;
  /** The address as read under the customer's lock, or null when it is gone. */
  deliverTo: { address: string; pinCode: string; phone: string } | null;
  order: StoredOrder | null;
}

/** The line values of placeOrder, one array per column (unnest makes them rows again). */
const LINE_COLUMNS = {
  productIds: ['product_id', 'integer'],
  sizeIds: ['size_id', 'integer'],
  titles: ['title', 'text'],
  sizes: ['size', 'text'],
  quantities: ['quantity', 'integer'],
  unitPrices: ['unit_price', 'integer'],
  amounts: ['amount', 'integer'],
  images: ['image', 'text'],
  covers: ['cover', 'text'],
} as const;
type LineValues = Record<keyof typeof LINE_COLUMNS, (string | number)[]>;

/**
 * Writes the order and its lines in one prepared statement, which PostgreSQL runs as one transaction (or
 * inside a caller's, a phone order): one round trip instead of BEGIN, a lock, two inserts and COMMIT.
 * The customer's row is locked for share as deleteAccount's update lock needs (an account deleted
 * meanwhile inserts nothing), and the order is inserted only if the address, read again under that lock,
 * is still the one the domain rules checked; what the statement found is answered with what it wrote.
 * The order keeps the address's phone, or the account's mobile when the address has none (issue 23), so
 * that the desk, the ticket, the CSV and the order history always have a number to call.
 */
const placeOrderStatement = preparedSql<{ customer: boolean; deliver_to: Placement['deliverTo']; order: StoredOrder | null }>('place_order', sql`
  with customer as (
    select ${users.id}, ${users.phone} from ${users} where ${users.id} = ${sql.placeholder('userId')} for share
  ), deliver_to as (
    select ${addresses.address}, ${addresses.pinCode}, ${addresses.phone} from ${addresses}
    where ${addresses.id} = ${sql.placeholder('addressId')} and ${addresses.userId} in (select id from customer)
  ), placed as (
    insert into ${orders} (user_id, address, pin_code, phone, status, delivery_fee, total_amount, order_rule, idempotency_key, request_fingerprint, payment_method, language)
    -- Issue 23: an address saved without its optional phone sends the order with the account's mobile.
    select ${sql.placeholder('userId')}::integer, address, pin_code, coalesce(nullif(phone, ''), (select customer.phone from customer)), 'pending', ${sql.placeholder('deliveryFee')}::integer,
      ${sql.placeholder('totalAmount')}::integer, ${sql.placeholder('orderRule')}::text, ${sql.placeholder('idempotencyKey')}::text,
      ${sql.placeholder('requestFingerprint')}::text, ${sql.placeholder('paymentMethod')}::text, ${sql.placeholder('language')}::text
    from deliver_to
    where address = ${sql.placeholder('checkedAddress')} and pin_code = ${sql.placeholder('checkedPinCode')} and phone = ${sql.placeholder('checkedPhone')}
    on conflict (user_id, idempotency_key) do nothing
    returning *
  ), lines as (
    insert into ${orderItems} (order_id, ${sql.raw(Object.values(LINE_COLUMNS).map(([column]) => column).join(', '))})
    select placed.id, line.* from placed cross join unnest(${sql.join(
      Object.entries(LINE_COLUMNS).map(([key, [, type]]) => sql`${sql.placeholder(key)}::${sql.raw(type)}[]`),
      sql`, `,
    )}) as line
    returning *
  )
  select
    exists (select 1 from customer) as customer,
    (select json_build_object('address', address, 'pinCode', pin_code, 'phone', phone) from deliver_to) as deliver_to,
    (select ${orderJson('placed', linesJson(sql`lines`))} from placed) as "order"`);

async function placeOrder(
  db: Db,
  order: {
    userId: number; addressId: number; checked: { address: string; pinCode: string; phone: string };
    deliveryFee: number; totalAmount: number; orderRule: OrderRuleName; idempotencyKey: string | null; requestFingerprint: string | null; paymentMethod: string; language: Language;
  },
  lines: LineValues,
): Promise<Placement> {
  const { checked, ...values } = order;
  const [row] = await placeOrderStatement(db)({
    ...values, checkedAddress: checked.address, checkedPinCode: checked.pinCode, checkedPhone: checked.phone, ...lines,
  });
  return { customer: row!.customer, deliverTo: row!.deliver_to, order: row!.order };
}

/** No such address of the customer's: 404, or 401 when the whole account was deleted meanwhile (its addresses with it). */
async function addressNotFound(db: Db, userId: number): Promise<Refusal> {
  const [customer] = await db.select({ id: users.id }).from(users).where(eq(users.id, userId));
  if (!customer) throw new HttpError(401, httpSaid('unauthorized'));
  return refuse('404', addressSaid('addressNotFound'));
}

/** An address edited between the reads and the order's statement: the reads are done again, this often at most. */
const ADDRESS_CHANGED_TRIES = 3;

/**
 * Places an order for a customer: their call (whose token's session the first statement checks, HTTP
 * 401 when it has none) or a phone order's customer. Two statements and the announcement: the reads,
 * the order with its lines, then its event.
 */
export async function createOrder(
  db: Db,
  customer: OrderCustomer,
  request: ParsedCreateOrder,
  orderRule: OrderRuleName,
  idempotencyKey: string | null,
  tries = ADDRESS_CHANGED_TRIES,
): Promise<CallAnswer<'createOrder'> | Refusal> {
  const fingerprint = requestFingerprint(request);
  const reads = await readForOrder(db, customer, request, idempotencyKey);
  if (!reads) throw new HttpError(401, httpSaid('unauthorized'));
  const { userId, address } = reads;
  const shop = shopPaymentSettingsOf(reads.payment);
  if (reads.earlier) return repeatedOrder(reads.earlier, fingerprint, shop);
  if (request.orderMeta.length > MAX_ORDER_LINES) return refuse('400', serverSaid('orderTooManyLines', MAX_ORDER_LINES));
  const sizes = checkLines(request, new Map(reads.sizes.map((size) => [size.sizeId, size])), customer.wordsLanguage ?? DEFAULT_LANGUAGE);
  if (!Array.isArray(sizes)) return sizes;

  if (!address) return addressNotFound(db, userId);
  // The placeholder a new customer's storefront creates (spec section 7) names no street: no delivery to it.
  if (isPlaceholderAddress(address.address)) return refuse('400', cartSaid('enterStreetForDelivery'));
  const pin = validatePinCode(address.pinCode, reads.pinCodes);
  if (!pin.ok) return refuse('400', pin.said);

  const totals = cartTotals(sizes.map((size, index) => cartLineOf(size, request.orderMeta[index]!.quantity)), orderRule);
  if (totals.orderValidationMessage) return refuse('400', saidInEnglish(totals.orderValidationMessage));
  // The total decides: the line amounts a client sends are informational (the web port sends the
  // wholesale price on every line) and never stored; a total other than ours is refused.
  const total = totals.totalAmount + DELIVERY_FEE;
  if (!sameAmount(request.totalAmount, total)) {
    const right = formatRupees('en', total);
    // A total at the wholesale price on every line is the Flutter app's own cheaper rule: say why it is not ours.
    const wholesaleEverywhere = sizes.reduce((sum, size, index) => sum + size.price * request.orderMeta[index]!.quantity, DELIVERY_FEE);
    return refuse('409', sameAmount(request.totalAmount, wholesaleEverywhere) ? serverSaid('orderTotalBelowOurs', right) : serverSaid('orderTotalDiffers', right));
  }

  const lines = totals.lines.map((line, index) => ({ size: sizes[index]!, line, pictures: linePictures(sizes[index]!) }));
  const placed = await placeOrder(
    db,
    {
      userId,
      addressId: request.addressId,
      checked: address,
      deliveryFee: DELIVERY_FEE,
      totalAmount: total,
      orderRule,
      idempotencyKey,
      requestFingerprint: idempotencyKey ? fingerprint : null,
      paymentMethod: request.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
      language: customer.language ?? DEFAULT_LANGUAGE,
    },
    {
      productIds: lines.map(({ size }) => size.productId),
      sizeIds: lines.map(({ size }) => size.sizeId),
      titles: lines.map(({ size }) => size.title),
      sizes: lines.map(({ size }) => size.size),
      quantities: lines.map(({ line }) => line.quantity),
      unitPrices: lines.map(({ line }) => line.unitPrice),
      amounts: lines.map(({ line }) => line.amount),
      images: lines.map(({ pictures }) => pictures.image),
      covers: lines.map(({ pictures }) => pictures.cover),
    },
  );
  if (!placed.customer) throw new HttpError(401, httpSaid('unauthorized'));
  if (!placed.deliverTo) return refuse('404', addressSaid('addressNotFound'));
  if (placed.order) {
    const order = placed.order;
    // Announced once committed, outside the order's statement: PostgreSQL holds its notification
    // queue's lock from a notifying transaction's commit until its end, so a NOTIFY inside would make
    // orders commit (and wait for the disk) one at a time. Inside a caller's transaction (a phone
    // order) this still goes out only when that commits.
    await announceOrder(db, { kind: 'created', orderId: order.id, userId, status: 'pending' });
    return ok('Order placed successfully', { orderId: order.id, Data: toOrderRecord(order, shop) });
  }
  // Nothing written: another request placed an order under the same key meanwhile (the reads, done
  // again, answer it), or the address changed after it was checked (checked again as it is now).
  if (tries > 1) return createOrder(db, { userId, language: customer.language, wordsLanguage: customer.wordsLanguage }, request, orderRule, idempotencyKey, tries - 1);
  throw new Error('The delivery address kept changing while the order was being placed');
}

/** A customer's orders with their lines, newest first, and the payment settings, for a live session: one prepared statement. */
const ordersOfSession = preparedSql<{ orders: StoredOrder[]; payment: OrderReads['payment'] }>('orders_of_session', sql`
  with customer as (${sessionUser})
  select
    (select coalesce(json_agg(${orderJson('placed', storedLinesOf('placed'))} order by placed.created_at desc, placed.id desc), '[]')
      from ${orders} as placed where placed.user_id = customer.id) as orders,
    ${paymentSettingsJson} as payment
  from customer`);

/** The orders of the customer whose token's session `session` is; HTTP 401 when it is not live. */
export async function listOrders(db: Db, session: SessionKey): Promise<CallAnswer<'getOrders'>> {
  const [row] = await ordersOfSession(db)(session);
  if (!row) throw new HttpError(401, httpSaid('unauthorized'));
  const shop = shopPaymentSettingsOf(row.payment);
  const Data = row.orders.map((order) => toOrderRecord(order, shop));
  return ok(Data.length ? 'Orders' : orderHistoryTexts.noOrders, { Data });
}

export async function cancelOrder(db: Db, userId: number, orderId: number): Promise<CallAnswer<'cancelOrder'> | Refusal> {
  const now = new Date();
  const cancelled = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(orders)
      .set({ status: 'cancelled', statusChangedAt: now, statusChangedBy: null, cancelledAt: now, cancelledBy: null })
      .where(and(eq(orders.id, orderId), eq(orders.userId, userId), eq(orders.status, 'pending')))
      .returning({ id: orders.id });
    if (row) await announceOrder(tx, { kind: 'status', orderId, userId, status: 'cancelled' });
    return Boolean(row);
  });
  if (cancelled) return ok(orderHistoryTexts.orderCancelledServer, {});
  const [order] = await db.select({ status: orders.status }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return refuse('404', serverSaid('orderNotFound'));
  if (order.status === 'cancelled') return refuse('409', serverSaid('orderAlreadyCancelled'));
  return refuse('409', order.status === 'confirm' ? serverSaid('cancelShipped') : serverSaid('cancelCompleted'));
}
