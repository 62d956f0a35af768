/**
 * The desk inbox's events as issue 12 states the status flow, written out rather than read from the
 * machine or from domain/desk/orderStatus.ts: Accept only a Pending order, Mark delivered only an accepted
 * (Shipped) one, Cancel with a reason a Pending or Shipped one; a Delivered or Cancelled order takes none;
 * nothing else while a change is under way or the cancel dialog is open; nothing for an order the list
 * does not hold.
 */
import type { SnapshotFrom } from 'xstate';
import type { inboxMachine } from '../../machines/desk/inbox.ts';
import { eventTable } from '../oracle.ts';

type Snapshot = SnapshotFrom<typeof inboxMachine>;

const action = (snapshot: Snapshot) => (snapshot.value as { signedIn?: { action?: string } }).signedIn?.action;
const listed = (snapshot: Snapshot, status: string) => snapshot.context.orders.some((order) => order.status === status);
const idleWith = (status: string) => (snapshot: Snapshot) => action(snapshot) === 'idle' && listed(snapshot, status);
const statusOf: Record<string, string> = { Pending: 'pending', Shipped: 'confirm', Delivered: 'completed', Cancelled: 'cancelled' };

export const inboxEventTable = eventTable<Snapshot>({
  rows: [
    { where: 'signed out', when: (s) => s.matches('signedOut'), accepts: ['SIGNED_IN'], refuses: ['RELOAD', 'ACCEPT the Pending order'] },
    {
      where: 'a Pending order listed, no change under way',
      when: idleWith('pending'),
      accepts: ['ACCEPT the Pending order', 'CANCEL the Pending order'],
      refuses: ['DELIVER the Pending order', 'CONFIRM_CANCEL', 'KEEP_ORDER', 'ACCEPT an unlisted order', 'DELIVER an unlisted order', 'CANCEL an unlisted order'],
    },
    {
      where: 'a Shipped order listed, no change under way',
      when: idleWith('confirm'),
      accepts: ['DELIVER the Shipped order', 'CANCEL the Shipped order'],
      refuses: ['ACCEPT the Shipped order'],
    },
    {
      where: 'a Delivered order listed, no change under way',
      when: idleWith('completed'),
      refuses: ['ACCEPT the Delivered order', 'DELIVER the Delivered order', 'CANCEL the Delivered order'],
    },
    {
      where: 'a Cancelled order listed, no change under way',
      when: idleWith('cancelled'),
      refuses: ['ACCEPT the Cancelled order', 'DELIVER the Cancelled order', 'CANCEL the Cancelled order'],
    },
    {
      where: 'the cancel dialog open',
      when: (s) => action(s) === 'cancelDialog',
      accepts: ['CONFIRM_CANCEL', 'KEEP_ORDER', 'REASON_CHANGED'],
      refuses: ['ACCEPT the Pending order', 'CANCEL the Pending order'],
    },
    {
      where: 'a change under way',
      when: (s) => action(s) === 'changing' || action(s) === 'reloading',
      refuses: ['ACCEPT the Pending order', 'DELIVER the Shipped order', 'CANCEL the Pending order', 'CONFIRM_CANCEL'],
    },
  ],
  sample: (entry, s) => {
    const [type, article, status] = entry.split(' ');
    // An order no longer listed (another filter, or gone from the list while the button was pressed).
    if (article === 'an') return { type: type!, orderId: 404 };
    if (!status) return entry === 'REASON_CHANGED' ? { type: entry, reason: 'Out of stock' } : { type: entry };
    const order = s.context.orders.find((candidate) => candidate.status === statusOf[status]);
    return { type: type!, orderId: order?.orderId ?? 12 };
  },
});
