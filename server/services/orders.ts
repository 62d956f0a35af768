/**
 * Orders. createOrder trusts nothing but ids and quantities: every price, line amount and the total
 * are recomputed from the catalogue with the domain rules, a client total that disagrees is refused,
 * and the client's line amounts are ignored, so nothing the client claims is ever stored.
 */
import { createHash } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { isPlaceholderAddress } from '../../domain/address.ts';
import { cartTotals, type CartLine } from '../../domain/cart.ts';
import type { CallAnswer, OrderRecord, ParsedCreateOrder } from '../../domain/contract.ts';
import { DELIVERY_FEE, MAX_LINE_QUANTITY, MAX_ORDER_LINES, type OrderRuleName } from '../../domain/constants.ts';
import { messages } from '../../domain/messages.ts';
import { formatRupees, sameAmount } from '../../domain/money.ts';
import { imageForSize, toProduct } from '../../domain/products.ts';
import { toIndiaIsoString } from '../../domain/time.ts';
import { validatePinCode } from '../../domain/validation.ts';
import { HttpError, ok, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { orderItems, orders, users } from '../db/schema.ts';
import { addressForOrder } from './addresses.ts';
import { sizesById, type CatalogueSize } from './catalogue.ts';
import { deliveryPinCodes } from './content.ts';
import { announceOrder } from '../orderEvents.ts';

type OrderRow = typeof orders.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_.:-]{1,100}$/;

export function isValidIdempotencyKey(key: string): boolean {
  return IDEMPOTENCY_KEY.test(key);
}

function toOrderRecord(order: OrderRow, items: ItemRow[]): OrderRecord {
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
  };
}

async function itemsOf(db: Db, orderIds: number[]): Promise<ItemRow[]> {
  if (orderIds.length === 0) return [];
  return db.select().from(orderItems).where(inArray(orderItems.orderId, orderIds)).orderBy(orderItems.id);
}

async function orderAnswer(db: Db, order: OrderRow, msg: string): Promise<CallAnswer<'createOrder'>> {
  return ok(msg, { orderId: order.id, Data: toOrderRecord(order, await itemsOf(db, [order.id])) });
}

async function orderByKey(db: Db, userId: number, key: string): Promise<OrderRow | null> {
  const [row] = await db.select().from(orders).where(and(eq(orders.userId, userId), eq(orders.idempotencyKey, key)));
  return row ?? null;
}

/** The address and the sizes and quantities asked for, in a stable order. */
function requestFingerprint(request: ParsedCreateOrder): string {
  const lines = request.orderMeta.map((line) => [line.pid, line.pMetaId, line.quantity]).sort((a, b) => a[1]! - b[1]!);
  return createHash('sha256').update(JSON.stringify({ addressId: request.addressId, lines })).digest('hex');
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

  const catalogue = await sizesById(db, request.orderMeta.map((line) => line.pMetaId));
  const sizes = checkLines(request, catalogue);
  if (!Array.isArray(sizes)) return sizes;

  const address = await addressForOrder(db, userId, request.addressId);
  if (!address) return refuse('404', messages.addressNotFound);
  // The placeholder a new customer's storefront creates (spec section 7) names no street: no delivery to it.
  if (isPlaceholderAddress(address.address)) return refuse('400', messages.enterStreetForDelivery);
  const deliveryPins = await deliveryPinCodes(db);
  const pin = validatePinCode(address.pinCode, deliveryPins);
  if (!pin.ok) return refuse('400', pin.message);

  const totals = cartTotals(sizes.map((size, index) => cartLineOf(size, request.orderMeta[index]!.quantity)), orderRule);
  if (!totals.canPlaceOrder) return refuse('400', totals.orderValidationMessage ?? messages.failedToCreateOrder);
  // The total decides: the line amounts a client sends are informational (the web port sends the
  // wholesale price on every line) and never stored; a total other than ours is refused.
  const total = totals.totalAmount + DELIVERY_FEE;
  if (!sameAmount(request.totalAmount, total)) {
    const right = formatRupees(total);
    // A total at the wholesale price on every line is the Flutter app's own cheaper rule: say why it is not ours.
    const wholesaleEverywhere = sizes.reduce((sum, size, index) => sum + size.price * request.orderMeta[index]!.quantity, DELIVERY_FEE);
    return refuse('409', sameAmount(request.totalAmount, wholesaleEverywhere) ? messages.orderTotalBelowOurs(right) : messages.orderTotalDiffers(right));
  }

  const placed = await db.transaction(async (tx) => {
    // The customer's row, shared with other orders and exclusive to deleteAccount (which locks it for
    // update): an account deleted meanwhile is gone here (401), and one not yet deleted waits for this
    // order, which its deletion then anonymises.
    const [customer] = await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('share');
    if (!customer) throw new HttpError(401, messages.unauthorized);
    const deliverTo = await addressForOrder(tx as unknown as Db, userId, request.addressId);
    if (!deliverTo) return refuse('404', messages.addressNotFound);
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
      })
      .onConflictDoNothing({ target: [orders.userId, orders.idempotencyKey] })
      .returning();
    if (!order) return null;
    await tx.insert(orderItems).values(
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
    );
    await announceOrder(tx, { kind: 'created', orderId: order.id, userId, status: 'pending' });
    return order;
  });
  if (placed && 'code' in placed) return placed;
  if (placed) return orderAnswer(db, placed, 'Order placed successfully');
  return repeatedOrder(db, (await orderByKey(db, userId, idempotencyKey!))!, fingerprint);
}

export async function listOrders(db: Db, userId: number): Promise<CallAnswer<'getOrders'>> {
  const rows = await db.select().from(orders).where(eq(orders.userId, userId)).orderBy(desc(orders.createdAt), desc(orders.id));
  const items = await itemsOf(db, rows.map((row) => row.id));
  const Data = rows.map((row) => toOrderRecord(row, items.filter((item) => item.orderId === row.id)));
  return ok(Data.length ? 'Orders' : messages.noOrders, { Data });
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
  if (cancelled) return ok(messages.orderCancelledServer, {});
  const [order] = await db.select({ status: orders.status }).from(orders).where(and(eq(orders.id, orderId), eq(orders.userId, userId)));
  if (!order) return refuse('404', 'Order not found');
  return refuse('409', order.status === 'cancelled' ? 'This order is already cancelled' : `Only pending orders can be cancelled; this order is ${order.status === 'confirm' ? 'shipped' : order.status}.`);
}
