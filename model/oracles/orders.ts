/**
 * The order history's events as the specification states them (sections 4 and 7, issue 13), written out
 * rather than read from the machine: the customer's Cancel Order only on the open order while it is
 * Pending, asked first; Try Again only after a failed load; Refresh on a loaded list.
 */
import type { SnapshotFrom } from 'xstate';
import type { ordersMachine } from '../../machines/orders.ts';
import { eventTable } from '../oracle.ts';

type Snapshot = SnapshotFrom<typeof ordersMachine>;

const member = (snapshot: Snapshot, state: string) => snapshot.matches({ session: { member: state } } as never);
const view = (snapshot: Snapshot, state: string) => snapshot.matches({ session: { member: { ready: { view: state } } } } as never);
const openOrder = (snapshot: Snapshot) => snapshot.context.orders?.find((order) => order.id === snapshot.context.expandedId);
/** The open order's status, as the server wrote it (the statuses' names, not the machine's view of them). */
const openStatus = (snapshot: Snapshot, status: string) => view(snapshot, 'expanded') && openOrder(snapshot)?.status === status;

export const ordersEventTable = eventTable<Snapshot>({
  rows: [
    { where: 'a visitor', when: (s) => s.matches({ session: 'visitor' }), refuses: ['REFRESH', 'TRY_AGAIN', 'EXPAND', 'CANCEL', 'CONFIRM'] },
    { where: 'a failed load', when: (s) => member(s, 'error') && s.matches({ screen: 'viewing' }), accepts: ['TRY_AGAIN'], refuses: ['REFRESH', 'CANCEL'] },
    { where: 'a Pending order open', when: (s) => openStatus(s, 'pending'), accepts: ['CANCEL', 'COLLAPSE', 'REFRESH'], refuses: ['CONFIRM', 'DISMISS', 'TRY_AGAIN', 'EXPAND an unlisted order'] },
    { where: 'a Shipped order open', when: (s) => openStatus(s, 'confirm'), accepts: ['COLLAPSE'], refuses: ['CANCEL', 'CANCEL a Pending order not open'] },
    { where: 'a Completed order open', when: (s) => openStatus(s, 'completed'), refuses: ['CANCEL'] },
    { where: 'a Cancelled order open', when: (s) => openStatus(s, 'cancelled'), refuses: ['CANCEL'] },
    { where: 'no order open', when: (s) => view(s, 'collapsed'), accepts: ['EXPAND'], refuses: ['CANCEL', 'COLLAPSE', 'CONFIRM', 'EXPAND an unlisted order'] },
    { where: '"Cancel order ORD…?" asked', when: (s) => view(s, 'confirmingCancel'), accepts: ['CONFIRM', 'DISMISS'], refuses: ['CANCEL'] },
    { where: 'a cancel under way', when: (s) => view(s, 'cancelling'), refuses: ['CANCEL', 'CONFIRM', 'REFRESH', 'EXPAND'] },
  ],
  sample: (type, s) => {
    const orders = s.context.orders ?? [];
    // Cancel asks about the open order, or else a Pending one in the list (which must still be refused: it is not open).
    const target = openOrder(s)?.id ?? orders.find((order) => order.status === 'pending')?.id ?? 'ORD000042';
    if (type === 'CANCEL') return { type, orderId: target };
    // Cancel names the order it asks about: a Pending one in the list that is not the open one is refused.
    if (type === 'CANCEL a Pending order not open') return { type: 'CANCEL', orderId: orders.find((order) => order.status === 'pending' && order.id !== s.context.expandedId)?.id ?? 'ORD000042' };
    if (type === 'EXPAND an unlisted order') return { type: 'EXPAND', orderId: 'ORD000099' };
    if (type === 'EXPAND') return { type, orderId: orders.find((order) => order.id !== s.context.expandedId)?.id ?? 'ORD000042' };
    return { type };
  },
});
