/** The ticket's model: an order the inbox has, one it has not (fetched, or not found), another order opened. */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { ticketMachine } from '../../../machines/desk/ticket.ts';
import type { ModelConfig } from '../../paths.ts';
import { placedOrder } from './phoneOrder.ts';

type TicketMachine = typeof ticketMachine;
type Snapshot = SnapshotFrom<TicketMachine>;

export const NOT_FOUND = 'Order not found';
const otherOrder = { ...placedOrder, orderId: 58, displayId: 'ORD000058' };

export function ticketEvents(snapshot: Snapshot): EventFromLogic<TicketMachine>[] {
  if (snapshot.matches('fetching')) {
    return [
      { type: 'xstate.done.actor.loadOrder', output: snapshot.context.orderId === otherOrder.orderId ? otherOrder : placedOrder } as never,
      { type: 'xstate.error.actor.loadOrder', error: new Error(NOT_FOUND) } as never,
      { type: 'xstate.error.actor.loadOrder', error: new Error('') } as never,
    ];
  }
  return [
    { type: 'OPEN', orderId: placedOrder.orderId, known: placedOrder },
    { type: 'OPEN', orderId: placedOrder.orderId, known: null },
    // The inbox's copy of another order is no answer for this one.
    { type: 'OPEN', orderId: otherOrder.orderId, known: placedOrder },
  ];
}

export const ticketModel: ModelConfig<TicketMachine> = {
  machine: ticketMachine,
  events: ticketEvents,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.orderId ?? '-'} ${snapshot.context.problem ?? '-'}`,
};
