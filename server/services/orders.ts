/**
 * Orders. createOrder trusts nothing but ids and quantities: every price, line amount and the total
 * are recomputed from the catalogue with the domain rules, a client total that disagrees is refused,
 * and the client's line amounts are ignored, so nothing the client claims is ever stored.
 */
import { createHash } from 'node:crypto';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
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

export async function createOrder(
  db: Db,
  userId: number,
  request: ParsedCreateOrder,
  orderRule: OrderRuleName,
  idempotencyKey: string | null,
): Promise<CallAnswer<'createOrder'> | Refusal> {
  const fingerprint = requestFingerprint(request);
  if (idempotencyKey) {
    const earlier = await orderByKey(db, userId, idempotencyKey);
    if (earlier) return repeatedOrder(db, earlier, fingerprint);
  }
  if (request.orderMeta.length > MAX_ORDER_LINES) return refuse('400', `An order may hold at most ${MAX_ORDER_LINES} different items.`);

  // Read together on the pool (fewer round trips one after the other), checked in this order; one
  // after the other inside a caller's transaction (a phone order), which has one connection.
  const reads = [
    () => sizesById(db, request.orderMeta.map((line) => line.pMetaId)),
    () => addressForOrder(db, userId, request.addressId),
    () => deliveryPinCodes(db),
  ] as const;
  const [catalogue, address, deliveryPins] =
    db instanceof PgTransaction
      ? [await reads[0](), await reads[1](), await reads[2]()]
      : await Promise.all([reads[0](), reads[1](), reads[2]()]);
  const sizes = checkLines(request, catalogue);
  if (!Array.isArray(sizes)) return sizes;

  if (!address) return refuse('404', addressTexts.addressNotFound);
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

  const placed = await db.transaction(async (tx) => {
    // The customer's row, shared with other orders and exclusive to deleteAccount (which locks it for
    // update): an account deleted meanwhile is gone here (401), and one not yet deleted waits for this
    // order, which its deletion then anonymises.
    // The address is read again under that lock, in the same statement.
    const [customer] = await tx
      .select({ id: users.id, deliverTo: addresses })
      .from(users)
      .leftJoin(addresses, and(eq(addresses.id, request.addressId), eq(addresses.userId, users.id)))
      .where(eq(users.id, userId))
      .for('share', { of: users });
    if (!customer) throw new HttpError(401, messages.unauthorized);
    const { deliverTo } = customer;
    if (!deliverTo) return refuse('404', addressTexts.addressNotFound);
    const stillDelivered = validatePinCode(deliverTo.pinCode, deliveryPins);
    if (!stillDelivered.ok) return refuse('400', stillDelivered.message);
    const [order] = await tx
      .insert(orders)
      .values({
        userId,
        status: 'pending',
        address: deliverTo.address,
        pinCode: deliverTo.pinCode,
        phone: deliverTo.phone,
        deliveryFee: DELIVERY_FEE,
        totalAmount: total,
        orderRule,
        idempotencyKey,
        requestFingerprint: idempotencyKey ? fingerprint : null,
        paymentMethod: request.paymentMethod ?? DEFAULT_PAYMENT_METHOD,
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();
    if (!order) return null;
    const items = await tx.insert(orderItems).values(
      totals.lines.map((line, index) => {
        const size = sizes[index]!;
        return {
          orderId: order.id,
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
    ).returning();
    return { order, items };
  });
  if (placed && 'code' in placed) return placed;
  if (placed) {
    // Announced once committed, outside the order's transaction: PostgreSQL holds its notification
    // queue's lock from a notifying transaction's commit until its end, so a NOTIFY inside would make
    // orders commit (and wait for the disk) one at a time. Inside a caller's transaction (a phone
    // order) this still goes out only when that commits.
    await announceOrder(db, { kind: 'created', orderId: placed.order.id, userId, status: 'pending' });
    return ok('Order placed successfully', { orderId: placed.order.id, Data: toOrderRecord(placed.order, placed.items, await shopPaymentSettings(db)) });
  }
  return repeatedOrder(db, (await orderByKey(db, userId, idempotencyKey!))!, fingerprint);
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
