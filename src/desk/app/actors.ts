/**
 * The desk's running actors, created once when the desk opens, each machine given its effects: the
 * desk API (./api.ts), the desk's own storage (./storage.ts). A 401 from any desk call ends the session.
 *
 * Tests pass `options`: implementations merged over the desk's own per machine (fake effects), the
 * clock of every actor and an inspector told which machine each event is from (coverage).
 */
import { createActor, fromPromise, type Actor, type ActorOptions, type AnyActorLogic, type AnyStateMachine, type InspectionEvent } from 'xstate';
import { deskSessionMachine, type DeskSession } from '../../../machines/desk/deskSession.ts';
import { inboxMachine } from '../../../machines/desk/inbox.ts';
import { passwordHelpMachine } from '../../../machines/desk/passwordHelp.ts';
import { phoneOrderMachine } from '../../../machines/desk/phoneOrder.ts';
import { ticketMachine } from '../../../machines/desk/ticket.ts';
import { playAlarm } from './alarm.ts';
import { ApiError } from '../../app/apiError.ts';
import { deskCall, whenDeskUnauthorized } from './api.ts';
import { findCustomer, loadShop } from './phoneOrderEffects.ts';
import { watchOrders } from './orderStream.ts';
import { readDeskSession, writeDeskSession } from './storage.ts';

export interface DeskActors {
  session: Actor<typeof deskSessionMachine>;
  inbox: Actor<typeof inboxMachine>;
  passwordHelp: Actor<typeof passwordHelpMachine>;
  phoneOrder: Actor<typeof phoneOrderMachine>;
  ticket: Actor<typeof ticketMachine>;
}

export type DeskMachineName = keyof DeskActors;

/** Implementations merged over the desk's own for one machine (what `machine.provide` accepts). */
export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

export interface DeskActorsOptions {
  provide?: { [K in DeskMachineName]?: Implementations<DeskActors[K]['logic']> };
  clock?: ActorOptions<AnyActorLogic>['clock'];
  inspect?: (machine: DeskMachineName, event: InspectionEvent) => void;
}

/** The stored session, checked with the server (its cookie): one it no longer knows is dropped; without an answer the stored one is kept. */
async function restoreSession(): Promise<DeskSession | null> {
  const stored = readDeskSession();
  if (!stored) return null;
  try {
    const { Data: account } = await deskCall('me', {});
    return { account };
  } catch (error) {
    if (error instanceof ApiError && error.status === null) return stored;
    return null;
  }
}

export function createDeskActors(options: DeskActorsOptions = {}): DeskActors {
  const overridden = <M extends AnyStateMachine>(name: DeskMachineName, machine: M): M => {
    const overrides = options.provide?.[name] as Implementations<M> | undefined;
    return overrides ? (machine.provide(overrides) as M) : machine;
  };
  const actorOptions = (name: DeskMachineName) => ({
    ...(options.clock ? { clock: options.clock } : {}),
    ...(options.inspect ? { inspect: (event: InspectionEvent) => options.inspect?.(name, event) } : {}),
  });
  const session = createActor(
    overridden(
      'session',
      deskSessionMachine.provide({
        actors: {
          restoreSession: fromPromise(restoreSession),
          signIn: fromPromise(async ({ input, signal }) => {
            const { Data: account } = await deskCall('signIn', input, { signal });
            return { account };
          }),
          signOut: fromPromise<unknown, void>(() => deskCall('signOut', {})),
        },
        actions: {
          persistSession: ({ context }) => writeDeskSession(context.session),
          clearSession: () => writeDeskSession(null),
        },
      }),
    ),
    actorOptions('session'),
  );
  const inbox = createActor(
    overridden(
      'inbox',
      inboxMachine.provide({
        actors: {
          fetchOrders: fromPromise(async ({ input, signal }) => {
            const { Data } = await deskCall(
              'orders',
              {
                ...(input.status ? { status: input.status } : {}),
                ...(input.day ? { day: input.day } : {}),
                ...(input.search.trim() ? { search: input.search.trim() } : {}),
              },
              { signal },
            );
            return Data;
          }),
          fetchOrder: fromPromise(async ({ input, signal }) => (await deskCall('order', input, { signal })).Data),
          changeStatus: fromPromise(async ({ input }) => {
            const { orderId, action, reason } = input;
            const answer = action === 'cancel' ? await deskCall('cancel', { orderId, reason: reason ?? '' }) : await deskCall(action, { orderId });
            return answer.Data;
          }),
          watchOrders,
          playAlarm: fromPromise(playAlarm),
        },
      }),
    ),
    actorOptions('inbox'),
  );
  const passwordHelp = createActor(
    overridden(
      'passwordHelp',
      passwordHelpMachine.provide({
        actors: { issueCode: fromPromise(async ({ input, signal }) => (await deskCall('resetCode', input, { signal })).Data) },
      }),
    ),
    actorOptions('passwordHelp'),
  );
  const phoneOrder = createActor(
    overridden(
      'phoneOrder',
      phoneOrderMachine.provide({
        actors: {
          loadShop: fromPromise(({ signal }) => loadShop(signal)),
          findCustomer: fromPromise(({ input, signal }) => findCustomer(input.phone, signal)),
          placeOrder: fromPromise(async ({ input }) => (await deskCall('phoneOrder', input)).Data),
        },
      }),
    ),
    actorOptions('phoneOrder'),
  );
  const ticket = createActor(
    overridden(
      'ticket',
      ticketMachine.provide({
        actors: { loadOrder: fromPromise(async ({ input, signal }) => (await deskCall('order', input, { signal })).Data) },
      }),
    ),
    actorOptions('ticket'),
  );
  whenDeskUnauthorized(() => session.send({ type: 'SESSION_EXPIRED' }));
  // The inbox runs while someone is signed in.
  session.subscribe((snapshot) => {
    const signedIn = snapshot.matches('signedIn') || snapshot.matches('signingOut');
    const inboxSignedIn = !inbox.getSnapshot().matches('signedOut');
    if (signedIn && !inboxSignedIn) inbox.send({ type: 'SIGNED_IN' });
    if (!signedIn && inboxSignedIn) inbox.send({ type: 'SIGNED_OUT' });
    // A phone order under way is not left for the next person who signs in.
    if (!signedIn && !phoneOrder.getSnapshot().matches('closed')) phoneOrder.send({ type: 'SIGNED_OUT' });
  });
  inbox.start();
  passwordHelp.start();
  phoneOrder.start();
  ticket.start();
  session.start();
  return { session, inbox, passwordHelp, phoneOrder, ticket };
}
