/**
 * What the owner reads at the desk (issue 12, points 8 and 9): a day's orders and takings by status
 * with its top products, a CSV export of orders for a span of days, and the audit log. Days are India
 * days (domain/desk/shopRules.ts); nothing here changes data.
 */
import { stringify } from 'csv-stringify/sync';
import { and, asc, count, desc, eq, gte, inArray, like, lt, ne, or, sql, sum, type SQL } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { dayMoney, type DayOrder } from '../../domain/desk/dayMoney.ts';
import type { ParsedDeskRequest } from '../../domain/desk/contract.ts';
import type { TodayRecord } from '../../domain/desk/shopContract.ts';
import { paymentMethodOf } from '../../domain/payment.ts';
import { checkDayRange, indiaDay, indiaDaysSpan, isCalendarDay, neutraliseCsvText } from '../../domain/desk/shopRules.ts';
import { deskRuleSaid } from '../../domain/desk/ruleSaid.ts';
import { contactPhone } from '../../domain/desk/inbox.ts';
import { displayOrderId, normaliseOrderStatus, ORDER_STATUSES, statusBadge } from '../../domain/orders.ts';
import { toIndiaIsoString } from '../../domain/time.ts';
import { ok, refuse } from '../answers.ts';
import type { Db } from '../db/client.ts';
import { auditLog, deskUsers, orderItems, orders, products, productSizes, users } from '../db/schema.ts';
import { deskAnswers } from '../../domain/desk/messages.ts';

/** How many products "top products" lists. */
export const TOP_PRODUCTS = 5;

const acceptor = alias(deskUsers, 'acceptor');
const deliverer = alias(deskUsers, 'deliverer');
const canceller = alias(deskUsers, 'canceller');

/**
 * The orders of domain/desk/dayMoney.ts for the India day [from, until): delivered in it, cancelled in it,
 * or accepted by its end and still not delivered.
 */
async function ordersBehindTheMoney(db: Db, from: Date, until: Date): Promise<DayOrder[]> {
  const within = (column: AnyPgColumn) => and(gte(column, from), lt(column, until));
  const rows = await db
    .select({
      order: orders, customerName: users.name,
      acceptedByName: acceptor.name, deliveredByName: deliverer.name, cancelledByName: canceller.name,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(acceptor, eq(acceptor.id, orders.acceptedBy))
    .leftJoin(deliverer, eq(deliverer.id, orders.deliveredBy))
    .leftJoin(canceller, eq(canceller.id, orders.cancelledBy))
    .where(
      or(
        and(eq(orders.status, 'completed'), within(orders.deliveredAt)),
        and(eq(orders.status, 'cancelled'), within(orders.cancelledAt)),
        and(eq(orders.status, 'confirm'), lt(sql`coalesce(${orders.acceptedAt}, ${orders.createdAt})`, until)),
      ),
    )
    .orderBy(asc(orders.id));
  const kindOf = { completed: 'delivered', cancelled: 'cancelled', confirm: 'toCollect' } as const;
  return rows.map(({ order, customerName, acceptedByName, deliveredByName, cancelledByName }) => {
    const kind = kindOf[order.status as keyof typeof kindOf];
    const [at, byId, by] =
      kind === 'delivered' ? [order.deliveredAt, order.deliveredBy, deliveredByName]
      : kind === 'cancelled' ? [order.cancelledAt, order.cancelledBy, cancelledByName]
      : [order.acceptedAt, order.acceptedBy, acceptedByName];
    return {
      orderId: order.id,
      displayId: displayOrderId(order.id),
      kind,
      at: at ? toIndiaIsoString(at) : null,
      by: by ?? '',
      byId,
      customerName: customerName ?? '',
      paymentMethod: paymentMethodOf(order.paymentMethod),
      totalAmount: order.totalAmount,
      cancelReason: order.cancelReason,
    };
  });
}

export async function dayReport(db: Db, request: { day?: string | undefined }, now = new Date()) {
  const day = request.day ?? indiaDay(now);
  if (!isCalendarDay(day)) return refuse('400', deskRuleSaid('dayFormat'));
  const { from, until } = indiaDaysSpan(day, day);
  const ofTheDay = and(gte(orders.createdAt, from), lt(orders.createdAt, until));
  const statusRows = await db
    .select({ status: orders.status, orders: count(), amount: sum(orders.totalAmount).mapWith(Number) })
    .from(orders)
    .where(ofTheDay)
    .groupBy(orders.status);
  const byStatus = ORDER_STATUSES.map((status) => {
    const row = statusRows.find((candidate) => candidate.status === status);
    return { status, orders: row?.orders ?? 0, amount: row?.amount ?? 0 };
  });
  const kept = byStatus.filter((row) => row.status !== 'cancelled');
  const quantity = sum(orderItems.quantity).mapWith(Number);
  const topProducts = await db
    .select({ pid: orderItems.productId, title: sql<string>`max(${orderItems.title})`, quantity, amount: sum(orderItems.amount).mapWith(Number) })
    .from(orderItems)
    .innerJoin(orders, eq(orders.id, orderItems.orderId))
    .where(and(ofTheDay, ne(orders.status, 'cancelled')))
    .groupBy(orderItems.productId)
    .orderBy(desc(quantity), asc(orderItems.productId))
    .limit(TOP_PRODUCTS);
  const dayOrders = await ordersBehindTheMoney(db, from, until);
  const report: TodayRecord = {
    day,
    byStatus,
    orders: kept.reduce((total, row) => total + row.orders, 0),
    money: dayMoney(dayOrders),
    dayOrders,
    topProducts,
  };
  return ok(deskAnswers.dayOrders(day), { Data: report });
}

/** The India date ("2026-11-27") and time of day ("15:52") of an instant, as separate cells a spreadsheet reads. */
function indiaDateAndTime(instant: Date): [string, string] {
  const iso = toIndiaIsoString(instant);
  return [iso.slice(0, 10), iso.slice(11, 16)];
}

/**
 * The accountant's CSV (issue 27, point 2): one line per order placed in the span, with its phone as the
 * desk shows it (domain/desk/inbox.ts contactPhone), how it is paid, its status as the desk names it
 * and who accepted, delivered or cancelled it. Every text cell is quoted and neutralised (issue 26,
 * point 6, domain/desk/shopRules.ts neutraliseCsvText): no cell, nor part of one after a `,` or `;`,
 * runs as a formula in spreadsheets that split on either.
 */
export async function ordersCsv(db: Db, request: { from: string; to: string }) {
  const range = checkDayRange(request);
  if (!range.ok) return refuse('400', range.said);
  const { from, until } = indiaDaysSpan(range.value.from, range.value.to);
  const rows = await db
    .select({
      order: orders, customer: users.name, customerPhone: users.phone,
      acceptedBy: acceptor.name, deliveredBy: deliverer.name, cancelledBy: canceller.name,
    })
    .from(orders)
    .leftJoin(users, eq(users.id, orders.userId))
    .leftJoin(acceptor, eq(acceptor.id, orders.acceptedBy))
    .leftJoin(deliverer, eq(deliverer.id, orders.deliveredBy))
    .leftJoin(canceller, eq(canceller.id, orders.cancelledBy))
    .where(and(gte(orders.createdAt, from), lt(orders.createdAt, until)))
    .orderBy(asc(orders.createdAt), asc(orders.id));
  const ids = rows.map((row) => row.order.id);
  const items = ids.length ? await db.select().from(orderItems).where(inArray(orderItems.orderId, ids)).orderBy(asc(orderItems.id)) : [];
  // Every text cell is neutralised: names, addresses and product names are typed by customers and staff.
  const text = (value: string | null) => neutraliseCsvText(value ?? '');
  const csv = stringify(
    rows.map(({ order, customer, customerPhone, acceptedBy, deliveredBy, cancelledBy }) => {
      const status = normaliseOrderStatus(order.status);
      const lines = items.filter((item) => item.orderId === order.id).map((item) => deskAnswers.csvItem(item.quantity, item.title, item.size, item.unitPrice));
      const cancelledByWhom = status !== 'cancelled' ? '' : order.cancelledBy === null && order.cancelledAt !== null ? deskAnswers.csvCustomerCancelled : cancelledBy;
      return [
        displayOrderId(order.id), ...indiaDateAndTime(order.createdAt), text(customer), text(contactPhone({ phone: order.phone, customerPhone: customerPhone ?? '' })),
        text(order.address), text(order.pinCode), text(lines.join('; ')), order.totalAmount,
        deskAnswers.csvPayment[paymentMethodOf(order.paymentMethod)], statusBadge(status).label, text(order.cancelReason),
        text(acceptedBy), text(deliveredBy), text(cancelledByWhom),
      ];
    }),
    // A byte-order mark, so that spreadsheets read the rupee sign and Gujarati names as UTF-8; every text
    // cell in quotes, so that a `,` spreadsheet reads a cell with `,` or `;` as one cell.
    { header: true, columns: [...deskAnswers.csvColumns], bom: true, record_delimiter: 'windows', quoted_string: true },
  );
  const span = range.value.from === range.value.to ? range.value.from : `${range.value.from}_to_${range.value.to}`;
  return ok(deskAnswers.csvOrders(rows.length), {
    Data: { fileName: `orders_${span}.csv`, csv, orders: rows.length, lines: items.length },
  });
}

export const AUDIT_PAGE_SIZE = 50;

/** How people name what each audit entry changed (issue 27, point 3): ORD ids, product and size names, people's names. */
async function subjectNames(db: Db, rows: readonly { subjectType: string; subjectId: string }[]): Promise<(row: { subjectType: string; subjectId: string }) => string> {
  const idsOf = (type: string) => [...new Set(rows.filter((row) => row.subjectType === type).map((row) => Number(row.subjectId)).filter(Number.isInteger))];
  const [sizeIds, productIds, deskUserIds, customerIds] = [idsOf('productSize'), idsOf('product'), idsOf('deskUser'), idsOf('customer')];
  const names = new Map<string, string>();
  const sizes = sizeIds.length
    ? await db.select({ id: productSizes.id, title: products.title, size: productSizes.size }).from(productSizes).innerJoin(products, eq(products.id, productSizes.productId)).where(inArray(productSizes.id, sizeIds))
    : [];
  for (const size of sizes) names.set(`productSize ${size.id}`, `${size.title} ${size.size}`);
  const titled = productIds.length ? await db.select({ id: products.id, title: products.title }).from(products).where(inArray(products.id, productIds)) : [];
  for (const product of titled) names.set(`product ${product.id}`, product.title);
  const staff = deskUserIds.length ? await db.select({ id: deskUsers.id, name: deskUsers.name }).from(deskUsers).where(inArray(deskUsers.id, deskUserIds)) : [];
  for (const person of staff) names.set(`deskUser ${person.id}`, person.name);
  const customers = customerIds.length ? await db.select({ id: users.id, name: users.name }).from(users).where(inArray(users.id, customerIds)) : [];
  for (const customer of customers) names.set(`customer ${customer.id}`, customer.name);
  return ({ subjectType, subjectId }) =>
    subjectType === 'order' ? displayOrderId(Number(subjectId)) : names.get(`${subjectType} ${subjectId}`) ?? subjectId;
}

/**
 * The audit log, newest first; `kind` is an area (`catalogue`) or a whole action (`catalogue.price`);
 * `deskUserId`, `orderId` and `day` (India) narrow it to one person, one order, one day.
 */
export async function readAuditLog(db: Db, request: ParsedDeskRequest<'auditLog'>) {
  const page = request.page ?? 1;
  const perPage = request.perPage ?? AUDIT_PAGE_SIZE;
  const kind = request.kind?.trim();
  const conditions: SQL[] = [];
  if (kind) conditions.push(or(eq(auditLog.action, kind), like(auditLog.action, `${kind.replace(/[\\%_]/g, '\\$&')}.%`))!);
  if (request.deskUserId !== undefined) conditions.push(eq(auditLog.deskUserId, request.deskUserId));
  if (request.orderId !== undefined) conditions.push(and(eq(auditLog.subjectType, 'order'), eq(auditLog.subjectId, String(request.orderId)))!);
  if (request.day !== undefined) {
    if (!isCalendarDay(request.day)) return refuse('400', deskRuleSaid('dayFormat'));
    const { from, until } = indiaDaysSpan(request.day, request.day);
    conditions.push(gte(auditLog.at, from), lt(auditLog.at, until));
  }
  const rows = await db
    .select({
      id: auditLog.id, at: auditLog.at, actor: deskUsers.name, action: auditLog.action,
      subjectType: auditLog.subjectType, subjectId: auditLog.subjectId, before: auditLog.before, after: auditLog.after,
    })
    .from(auditLog)
    .leftJoin(deskUsers, eq(deskUsers.id, auditLog.deskUserId))
    .where(conditions.length ? and(...conditions) : undefined)
    .orderBy(desc(auditLog.id))
    .limit(perPage + 1)
    .offset((page - 1) * perPage);
  const shown = rows.slice(0, perPage);
  const subjectOf = await subjectNames(db, shown);
  const entries = shown.map((row) => ({
    ...row,
    at: toIndiaIsoString(row.at),
    actor: row.actor ?? '',
    subject: subjectOf(row),
    before: (row.before ?? null) as Record<string, unknown> | null,
    after: (row.after ?? null) as Record<string, unknown> | null,
  }));
  const people = await db.select({ deskUserId: deskUsers.id, name: deskUsers.name }).from(deskUsers).orderBy(asc(deskUsers.name));
  return ok(deskAnswers.auditLog, { Data: { entries, page, hasMore: rows.length > perPage, people } });
}
