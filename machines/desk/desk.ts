/**
 * The desk as one actor system (issue 23, point 1; issue 27, point 8), like the storefront: this root
 * invokes the desk's flows with `systemId`s and links them in its chart. The session tells the desk when
 * someone signs in or out (its `announceSignedIn` / `announceSignedOut`, which the desk gives it as
 * `sendParent`); the desk then starts the inbox (its order list and live stream), or ends the inbox and
 * closes a phone order under way, which is not left for the next person who signs in. A desk call
 * answered HTTP 401 (the `unauthorizedCalls` actor the app provides) ends the session.
 *
 * Effects stay injected: the app provides each flow's actors and actions over these (src/desk/app/actors.ts),
 * and `unauthorizedCalls`. The owner's screens (catalogue, staff, ...) are not part of the system: each
 * screen creates its own machine while it is shown.
 */
import { fromCallback, sendParent, sendTo, setup, type EventObject } from 'xstate';
import { deskSessionMachine } from './deskSession.ts';
import { inboxMachine } from './inbox.ts';
import { passwordHelpMachine } from './passwordHelp.ts';
import { phoneOrderMachine } from './phoneOrder.ts';
import { ticketMachine } from './ticket.ts';

export type DeskEvent =
  /** From the session: someone signed in (restored or by the sign-in). */
  | { type: 'SIGNED_IN' }
  /** From the session: the one signed in signed out, or their session ended. */
  | { type: 'SIGNED_OUT' }
  /** A desk call answered HTTP 401. */
  | { type: 'SESSION_EXPIRED' };

/** The session as the desk runs it: it tells the desk who signs in and out. */
export const deskSessionInDesk = deskSessionMachine.provide({
  actions: {
    announceSignedIn: sendParent({ type: 'SIGNED_IN' }),
    announceSignedOut: sendParent({ type: 'SIGNED_OUT' }),
  },
});

/** The desk's flows, by their id and systemId in the desk. */
export const deskFlows = {
  session: deskSessionInDesk,
  inbox: inboxMachine,
  passwordHelp: passwordHelpMachine,
  phoneOrder: phoneOrderMachine,
  ticket: ticketMachine,
} as const;

export type DeskFlowName = keyof typeof deskFlows;

export const deskMachine = setup({
  types: { events: {} as DeskEvent },
  actors: {
    ...deskFlows,
    /** Supplied by the app: sends SESSION_EXPIRED whenever a desk call answers HTTP 401. */
    unauthorizedCalls: fromCallback<EventObject>(() => () => {}),
  },
  actions: {
    startInbox: sendTo('inbox', { type: 'SIGNED_IN' }),
    endInbox: sendTo('inbox', { type: 'SIGNED_OUT' }),
    closePhoneOrder: sendTo('phoneOrder', { type: 'SIGNED_OUT' }),
    endSession: sendTo('session', { type: 'SESSION_EXPIRED' }),
  },
}).createMachine({
  id: 'desk',
  meta: { issue: ['23.1', '27.8'] },
  invoke: [
    { id: 'inbox', systemId: 'inbox', src: 'inbox' },
    { id: 'passwordHelp', systemId: 'passwordHelp', src: 'passwordHelp' },
    { id: 'phoneOrder', systemId: 'phoneOrder', src: 'phoneOrder' },
    { id: 'ticket', systemId: 'ticket', src: 'ticket' },
    // Last, so that every flow it tells is running when the session restores.
    { id: 'session', systemId: 'session', src: 'session' },
    { id: 'unauthorizedCalls', src: 'unauthorizedCalls' },
  ],
  on: {
    SIGNED_IN: { actions: 'startInbox' },
    SIGNED_OUT: { actions: ['endInbox', 'closePhoneOrder'] },
    SESSION_EXPIRED: { actions: 'endSession' },
  },
});

export type DeskMachine = typeof deskMachine;
