/**
 * Live order events (issue 12): a status change is announced with NOTIFY in the transaction that made
 * it (so it is sent on commit, and never for a change rolled back), an order placed right after its
 * transaction committed (services/orders.ts says why; the orders placed at the same moment share one
 * statement, Gathered), and every server process LISTENs once (server/db/client.ts: PostgreSQL's LISTEN on a dedicated connection,
 * PGlite's in-process listen) and hands each event to its own subscribers, the open SSE streams.
 */
import { sql } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { OrderEvent } from '../domain/desk/contract.ts';
import type { OrderStatus } from '../domain/orders.ts';
import { toIndiaIsoString } from '../domain/time.ts';
import { channelSubscribers, type ChannelSubscribers } from './channelSubscribers.ts';
import type { Db, Listen } from './db/client.ts';
import { preparedSql } from './db/prepared.ts';
import type { DbOrTx } from './services/audit.ts';

export const ORDER_CHANNEL = 'shop_order_events';

/** An event as it travels: the customer it belongs to rides along, so a customer's stream can keep to their own. */
export interface OrderNotice extends OrderEvent {
  userId: number | null;
}

/** Sends each notice of `notices` on the order channel, in order, in one statement. */
const notifyOrders = preparedSql('announce_orders', sql`select pg_notify(${ORDER_CHANNEL}, notice) from unnest(${sql.placeholder('notices')}::text[]) as notice`);

/** At most this many notices in one statement (PostgreSQL takes up to 8000 bytes of payload each; the count is what is bounded). */
const MAX_GATHERED = 100;

interface Waiting {
  notice: string;
  sent: () => void;
  failed: (error: unknown) => void;
}

/**
 * Announcements made outside a transaction (an order just placed) on one database, gathered: while one
 * statement is on its way, the notices of orders placed meanwhile wait and go out together in the next.
 * Under load many orders share one statement (and one transaction, and one wake-up of each listening
 * connection) instead of one each; alone, a notice goes out at once.
 */
class Gathered {
  private readonly waiting: Waiting[] = [];
  private sending = false;

  constructor(private readonly db: Db) {}

  send(notice: string): Promise<void> {
    const sent = new Promise<void>((resolve, reject) => this.waiting.push({ notice, sent: resolve, failed: reject }));
    if (!this.sending) void this.sendWaiting();
    return sent;
  }

  private async sendWaiting(): Promise<void> {
    this.sending = true;
    while (this.waiting.length) {
      const batch = this.waiting.splice(0, MAX_GATHERED);
      try {
        await notifyOrders(this.db)({ notices: batch.map((waiting) => waiting.notice) });
        for (const waiting of batch) waiting.sent();
      } catch (error) {
        for (const waiting of batch) waiting.failed(error);
      }
    }
    this.sending = false;
  }
}

const gathered = new WeakMap<Db, Gathered>();

/**
 * Announces an order event: inside a transaction with that transaction (sent on its commit, never for
 * a change rolled back), outside one gathered with the other announcements of the moment (Gathered).
 * Resolves once sent.
 */
export async function announceOrder(
  tx: DbOrTx,
  change: { kind: OrderEvent['kind']; orderId: number; userId: number | null; status: OrderStatus; cancelReason?: string | null },
): Promise<void> {
  const notice: OrderNotice = {
    kind: change.kind,
    orderId: change.orderId,
    userId: change.userId,
    status: change.status,
    cancelReason: change.cancelReason ?? null,
    at: toIndiaIsoString(new Date()),
  };
  const db = tx as Db;
  if (tx instanceof PgTransaction) {
    await notifyOrders(db)({ notices: [JSON.stringify(notice)] });
    return;
  }
  let onDb = gathered.get(db);
  if (!onDb) {
    onDb = new Gathered(db);
    gathered.set(db, onDb);
  }
  await onDb.send(JSON.stringify(notice));
}

/** This process's subscribers of the order channel, the open SSE streams. */
export type OrderEvents = ChannelSubscribers<OrderNotice>;

function noticeOf(payload: string): OrderNotice | null {
  try {
    return JSON.parse(payload) as OrderNotice;
  } catch {
    return null;
  }
}

/** One LISTEN for the process, opened with the first subscriber and kept until close(). */
export function orderEvents(listen: Listen): OrderEvents {
  return channelSubscribers(listen, ORDER_CHANNEL, noticeOf);
}
