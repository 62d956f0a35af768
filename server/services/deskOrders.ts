/**
 * The desk's orders: the inbox (filters and search), one order for the ticket, and the status changes
 * of domain/desk/orderStatus.ts. A change locks the order's row, reads its status, asks the rule, and
 * writes, audits and announces in that one transaction: of two staff pressing at once, the second waits
 * for the first and then finds the order changed, and is told why not.
 */
import { and, desc, eq, gte, ilike, inArray, lt, or, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DeskAnswer, DeskOrderRecord, ParsedDeskRequest } from '../../domain/desk/contract.ts';
import { canDo, orderStatusChange, type DeskOrderAction } from '../../domain/desk/orderStatus.ts';
import { displayOrderId, normaliseOrderStatus } from '../../domain/orders.ts';
import { paymentMethodOf } from '../../domain/payment.ts';
import { toIndiaIsoString } from '../../domain/time.ts';
import { ok, refuse, type Refusal } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { deskUsers, orderItems, orders, users } from '../db/schema.ts';
import { announceOrder } from '../orderEvents.ts';
import { recordAudit, type DbOrTx } from './audit.ts';
import type { DeskSession } from './deskSessions.ts';
import { shopContact } from './shopContact.ts';
import type { Said } from '../../domain/message.ts';
import { deskAnswers, inboxMessages } from '../../domain/desk/messages.ts';
import { DEFAULT_LANGUAGE, isLanguage } from '../../domain/locale.ts';
import { deskAnswerSaid } from '../said.ts';

const INDIA_OFFSET = '+05:30';
const DEFAULT_PAGE = 100;

const acceptor = alias(deskUsers, 'acceptor');
const deliverer = alias(deskUsers, 'deliverer');
const canceller = alias(deskUsers, 'canceller');

const orderColumns = {
  order: orders,
  customerName: users.name,
  customerPhone: users.phone,
  changedBy: deskUsers.name,
  acceptedBy: acceptor.name,
  deliveredBy: deliverer.name,
  cancelledBy: canceller.name,
};

function baseQuery(db: DbOrTx) {
  return db
    .select(orderColumns)
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(deskUsers, eq(deskUsers.id, orders.statusChangedBy))
    .leftJoin(acceptor, eq(acceptor.id, orders.acceptedBy))
    .leftJoin(deliverer, eq(deliverer.id, orders.deliveredBy))
    .leftJoin(canceller, eq(canceller.id, orders.cancelledBy));
}

type Row = {
  order: typeof orders.$inferSelect;
  customerName: string | null;
  customerPhone: string | null;
  changedBy: string | null;
  acceptedBy: string | null;
  deliveredBy: string | null;
  cancelledBy: string | null;
};

const indiaTimeOrNull = (instant: Date | null) => (instant ? toIndiaIsoString(instant) : null);

async function records(db: DbOrTx, rows: Row[]): Promise<DeskOrderRecord[]> {
  const ids = rows.map((row) => row.order.id);
  const items = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(orderItems.id) : [];
  const shop = await shopContact(db);
  return rows.map(({ order, customerName, customerPhone, changedBy, acceptedBy, deliveredBy, cancelledBy }) => ({
    orderId: order.id,
    displayId: displayOrderId(order.id),
    status: normaliseOrderStatus(order.status),
    createdAt: toIndiaIsoString(order.createdAt),
    customerName: customerName ?? '',
    phone: order.phone,
    customerPhone: customerPhone ?? '',
    address: order.address,
    pinCode: order.pinCode,
    deliveryFee: order.deliveryFee,
    totalAmount: order.totalAmount,
    cancelReason: order.cancelReason,
    paymentMethod: paymentMethodOf(order.paymentMethod),
    riderNote: order.riderNote,
    language: isLanguage(order.language) ? order.language : DEFAULT_LANGUAGE,
    statusChangedAt: order.statusChangedAt ? toIndiaIsoString(order.statusChangedAt) : null,
    statusChangedBy: changedBy,
    acceptedBy,
    acceptedAt: indiaTimeOrNull(order.acceptedAt),
    deliveredBy,
    deliveredAt: indiaTimeOrNull(order.deliveredAt),
    cancelledBy,
    cancelledAt: indiaTimeOrNull(order.cancelledAt),
    items: items
      .filter((item) => item.orderId === order.id)
      .map((item) => ({ pid: item.productId, pMetaId: item.sizeId, title: item.title, size: item.size, quantity: item.quantity, unitPrice: item.unitPrice, amount: item.amount })),
    shop,
  }));
}

export async function deskOrderRecord(db: DbOrTx, orderId: number): Promise<DeskOrderRecord | null> {
  const rows = await baseQuery(db).where(eq(orders.id, orderId));
  return (await records(db, rows))[0] ?? null;
}

/** What the search box matches: an ORD id or order number, a phone number (its digits, in part), a name (in part). */
function searchCondition(search: string): SQL | undefined {
  const conditions: SQL[] = [];
  const orderNumber = /^(?:ORD)?0*(\d{1,9})$/i.exec(search);
  if (orderNumber) conditions.push(eq(orders.id, Number(orderNumber[1])));
  const digits = search.replace(/\D/g, '');
  if (digits.length >= 3 && /^[\d\s+()-]+$/.test(search)) {
    conditions.push(ilike(orders.phone, `%${digits.slice(-10)}%`), ilike(users.phone, `%${digits.slice(-10)}%`));
  }
  const escaped = search.replace(/[\\%_]/g, (character) => `\\${character}`);
  if (/\p{L}/u.test(search)) conditions.push(ilike(users.name, `%${escaped}%`));
  return conditions.length ? or(...conditions) : sql`false`;
}

export async function listDeskOrders(db: Db, request: ParsedDeskRequest<'orders'>): Promise<DeskAnswer<'orders'>> {
  const conditions: SQL[] = [];
  if (request.status) conditions.push(eq(orders.status, request.status));
  if (request.day) {
    const start = new Date(`${request.day}T00:00:00${INDIA_OFFSET}`);
    if (!Number.isNaN(start.getTime())) {
      conditions.push(gte(orders.createdAt, start), lt(orders.createdAt, new Date(start.getTime() + 86_400_000)));
    }
  }
  if (request.beforeId) conditions.push(lt(orders.id, request.beforeId));
  const search = request.search?.trim();
  if (search) conditions.push(searchCondition(search)!);
  const rows = await baseQuery(db)
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(orders.id))
    .limit(request.limit ?? DEFAULT_PAGE);
  const Data = await records(db, rows);
  return ok(Data.length ? deskAnswers.orders : deskAnswers.noOrdersMatch, { Data });
}

export async function oneDeskOrder(db: Db, orderId: number): Promise<DeskAnswer<'order'> | Refusal> {
  const record = await deskOrderRecord(db, orderId);
  return record ? ok(deskAnswers.order, { Data: record }) : refuse('404', deskAnswerSaid('orderNotFound'));
}

const SUCCESS: Record<DeskOrderAction, (id: string) => string> = {
  accept: inboxMessages.accepted,
  deliver: inboxMessages.delivered,
  cancel: inboxMessages.cancelled,
};

/** The columns that record who made each change and when (issue 27): the day's takings and the cards read them. */
const WHO_AND_WHEN: Record<DeskOrderAction, (deskUserId: number, at: Date) => Partial<typeof orders.$inferInsert>> = {
  accept: (deskUserId, at) => ({ acceptedBy: deskUserId, acceptedAt: at }),
  deliver: (deskUserId, at) => ({ deliveredBy: deskUserId, deliveredAt: at }),
  cancel: (deskUserId, at) => ({ cancelledBy: deskUserId, cancelledAt: at }),
};

/**
 * A refusal for the desk that lost a race (issue 27, point 4): the rule's words, then who changed the
 * order last and when ("… is already Shipped: accepted by Ravi Desai at 15:52").
 */
async function whoWon(tx: DbOrTx, orderId: number, refusal: Said): Promise<Said> {
  const record = await deskOrderRecord(tx, orderId);
  const last = record?.status === 'completed' ? ['delivered', record.deliveredBy, record.deliveredAt] as const
    : record?.status === 'cancelled' ? ['cancelled', record.cancelledBy, record.cancelledAt] as const
    : record?.status === 'confirm' ? ['accepted', record.acceptedBy, record.acceptedAt] as const
    : null;
  if (!last || !last[2]) return refusal;
  return deskAnswerSaid('changedBy', refusal.text, last[0], last[1] ?? deskAnswers.theCustomer, last[2].slice(11, 16));
}

export async function changeOrderStatus(
  db: Db,
  session: DeskSession,
  orderId: number,
  action: DeskOrderAction,
  reason?: string,
): Promise<DeskAnswer<'accept'> | Refusal> {
  return db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
    if (!order) return refuse('404', deskAnswerSaid('orderNotFound'));
    const status = normaliseOrderStatus(order.status);
    const change = orderStatusChange({ orderId, status }, action, reason);
    if (!change.ok) return canDo(status, action) ? refuse('400', change.said) : refuse('409', await whoWon(tx, orderId, change.said));
    const now = new Date();
    // The status read under the lock is still the one written over: a belt to the lock's braces.
    const [updated] = await tx
      .update(orders)
      .set({ status: change.to, cancelReason: change.cancelReason, statusChangedAt: now, statusChangedBy: session.deskUserId, ...WHO_AND_WHEN[action](session.deskUserId, now) })
      .where(and(eq(orders.id, orderId), eq(orders.status, order.status)))
      .returning({ id: orders.id });
    if (!updated) return refuse('409', deskAnswerSaid('orderChangedMeanwhile', displayOrderId(orderId)));
    await recordAudit(tx, {
      actor: session.deskUserId,
      action: `order.${action}`,
      subjectType: 'order',
      subjectId: orderId,
      before: { status: change.from },
      after: { status: change.to, ...(change.cancelReason ? { cancelReason: change.cancelReason } : {}) },
    });
    await announceOrder(tx, { kind: 'status', orderId, userId: order.userId, status: change.to, cancelReason: change.cancelReason });
    return ok(SUCCESS[action](displayOrderId(orderId)), { Data: (await deskOrderRecord(tx, orderId))! });
  });
}
