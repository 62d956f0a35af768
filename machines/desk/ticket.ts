/**
 * The printed ticket's order (issue 12, point 3). The ticket page opens from the inbox, or straight from a
 * bookmark or a phone order's link, when the inbox has not loaded that order (a fresh load, another day,
 * another filter): then the one order is fetched with the desk's `order` call.
 *
 * OPEN tells which order the page shows and the inbox's copy of it, if the inbox has one.
 * Effects the app supplies with `.provide()`: actor `loadOrder` ({ orderId } -> the order; rejects with the server's words).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import type { DeskOrderRecord } from '../../domain/desk/contract.ts';
import { ticketMessages } from '../../domain/desk/messages.ts';
import { errorTextOr, notProvided } from '../kit.ts';

export interface TicketContext {
  orderId: number | null;
  order: DeskOrderRecord | null;
  problem: string | null;
}

export type TicketEvent = { type: 'OPEN'; orderId: number; known: DeskOrderRecord | null };

export const ticketMachine = setup({
  types: { context: {} as TicketContext, events: {} as TicketEvent },
  actors: {
    loadOrder: fromPromise<DeskOrderRecord, { orderId: number }>(notProvided('loadOrder')),
  },
  guards: {
    isOrderKnown: ({ event }) => {
      assertEvent(event, 'OPEN');
      return event.known !== null && event.known.orderId === event.orderId;
    },
  },
  actions: {
    showKnownOrder: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { orderId: event.orderId, order: event.known, problem: null };
    }),
    askForOrder: assign(({ event }) => {
      assertEvent(event, 'OPEN');
      return { orderId: event.orderId, order: null, problem: null };
    }),
    showOrder: assign({ order: (_, params: { order: DeskOrderRecord }) => params.order }),
    showFailure: assign({ problem: (_, params: { error: unknown }) => errorTextOr(params.error, ticketMessages.notFound) }),
  },
}).createMachine({
  id: 'ticket',
  meta: { issue: '12.3' },
  context: { orderId: null, order: null, problem: null },
  initial: 'idle',
  on: {
    OPEN: [
      { guard: 'isOrderKnown', target: '.shown', actions: 'showKnownOrder' },
      { target: '.fetching', actions: 'askForOrder' },
    ],
  },
  states: {
    idle: { meta: { issue: '12.3' } },
    fetching: {
      meta: { issue: '12.3' },
      tags: 'loading',
      invoke: {
        id: 'loadOrder',
        src: 'loadOrder',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: { target: 'shown', actions: { type: 'showOrder', params: ({ event }) => ({ order: event.output }) } },
        onError: { target: 'missing', actions: { type: 'showFailure', params: ({ event }) => ({ error: event.error }) } },
      },
    },
    shown: { meta: { issue: '12.3' } },
    missing: { meta: { issue: '12.3' } },
  },
});

export type TicketMachine = typeof ticketMachine;
