/** What every ticket state promises (its model: model/models/desk/ticket.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { ticketMessages } from '../../../../domain/desk/messages.ts';
import { ticketMachine } from '../../../../machines/desk/ticket.ts';
import type { StepContext } from '../../../../model/run.ts';

type TicketMachine = typeof ticketMachine;
type Snapshot = SnapshotFrom<TicketMachine>;

export function checkTicket() {
  let callsBefore = 0;
  return (actual: Snapshot, _expected: Snapshot, { sut, event: stepEvent }: StepContext<TicketMachine>) => {
    const event = stepEvent as { type: string; orderId?: number; known?: unknown; error?: Error };
    const newCalls = sut.effects.calls.length - callsBefore;
    callsBefore = sut.effects.calls.length;
    expect(actual.hasTag('loading')).toBe(actual.matches('fetching'));
    if (actual.matches('fetching')) {
      expect(newCalls).toBe(1);
      expect(sut.effects.calls.at(-1)).toEqual({ name: 'loadOrder', input: { orderId: event.orderId } });
      expect(actual.context.order).toBeNull();
    }
    if (event.type === 'OPEN' && event.known && actual.matches('shown')) {
      expect(actual.context.order).toBe(event.known);
      expect(newCalls).toBe(0);
    }
    if (actual.matches('shown')) expect(actual.context.order?.orderId).toBe(actual.context.orderId);
    if (actual.matches('missing')) {
      expect(actual.context.order).toBeNull();
      expect(actual.context.problem).toBe(event.error?.message || ticketMessages.notFound);
    }
  };
}
