/**
 * Live order events (issue 12): a status change is announced with NOTIFY in the transaction that made
 * it (so it is sent on commit, and never for a change rolled back), an order placed right after its
 * transaction committed (services/orders.ts says why), and
 * every server process LISTENs once (server/db/client.ts: PostgreSQL's LISTEN on a dedicated connection,
 * PGlite's in-process listen) and hands each event to its own subscribers, the open SSE streams.
 */
import { sql } from 'drizzle-orm';
import type { OrderEvent } from '../domain/desk/contract.ts';
import type { OrderStatus } from '../domain/orders.ts';
import { toIndiaIsoString } from '../domain/time.ts';
import type { Listen } from './db/client.ts';
import type { DbOrTx } from './services/audit.ts';

export const ORDER_CHANNEL = 'shop_order_events';

/** An event as it travels: the customer it belongs to rides along, so a customer's stream can keep to their own. */
export interface OrderNotice extends OrderEvent {
  userId: number | null;
}

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
  await tx.execute(sql`select pg_notify(${ORDER_CHANNEL}, ${JSON.stringify(notice)})`);
}

export type OrderSubscriber = (notice: OrderNotice) => void;

export interface OrderEvents {
  /** Starts receiving; resolves once this process is listening. */
  subscribe(subscriber: OrderSubscriber): Promise<() => void>;
  close(): Promise<void>;
}

/** One LISTEN for the process, opened with the first subscriber and kept until close(). */
export function orderEvents(listen: Listen): OrderEvents {
  const subscribers = new Set<OrderSubscriber>();
  let listening: Promise<() => Promise<void>> | null = null;
  const deliver = (payload: string) => {
    let notice: OrderNotice;
    try {
      notice = JSON.parse(payload) as OrderNotice;
    } catch {
      return;
    }
    for (const subscriber of subscribers) subscriber(notice);
  };
  return {
    async subscribe(subscriber) {
      subscribers.add(subscriber);
      listening ??= listen(ORDER_CHANNEL, deliver);
      await listening;
      return () => subscribers.delete(subscriber);
    },
    async close() {
      subscribers.clear();
      const stop = await listening?.catch(() => null);
      listening = null;
      await stop?.();
    },
  };
}
