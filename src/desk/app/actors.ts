/**
 * The desk's actor system (machines/desk/desk.ts), created once when the desk opens: the root machine
 * runs the desk's flows and links them in its chart; here each flow is given its effects: the desk API
 * (./api.ts), the desk's own storage (./storage.ts), and the desk calls answered HTTP 401.
 *
 * Tests pass `options`: implementations merged over the desk's own per flow (fake effects), the clock of
 * the system and an inspector told which flow each event is from (coverage).
 */
import {
  createActor, fromCallback, fromPromise, type Actor, type ActorOptions, type ActorRefFrom, type AnyActorLogic, type AnyStateMachine, type EventObject,
  type InspectionEvent,
} from 'xstate';
import { deskFlows, deskMachine, type DeskFlowName } from '../../../machines/desk/desk.ts';
import type { DeskSession } from '../../../machines/desk/deskSession.ts';
import { ApiError } from '../../app/apiError.ts';
import { playAlarm } from './alarm.ts';
import { deskCall, whenDeskUnauthorized } from './api.ts';
import { findCustomer, loadShop } from './phoneOrderEffects.ts';
import { watchOrders } from './orderStream.ts';
import { readDeskSession, writeDeskSession } from './storage.ts';

/** The desk's flows, as the screens use them, and the desk's root. */
export type DeskActors = { [K in DeskFlowName]: ActorRefFrom<(typeof deskFlows)[K]> } & { desk: Actor<typeof deskMachine> };

export type DeskMachineName = DeskFlowName;

/** Implementations merged over the desk's own for one machine (what `machine.provide` accepts). */
export type Implementations<M extends AnyStateMachine> = Parameters<M['provide']>[0];

export interface DeskActorsOptions {
  provide?: { [K in DeskMachineName]?: Implementations<(typeof deskFlows)[K]> };
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

/** A desk call answered HTTP 401 tells the desk, which ends the session. */
const unauthorizedCalls = fromCallback<EventObject>(({ sendBack }) => {
  whenDeskUnauthorized(() => sendBack({ type: 'SESSION_EXPIRED' }));
  return () => whenDeskUnauthorized(() => {});
});

export function createDeskActors(options: DeskActorsOptions = {}): DeskActors {
  const overridden = <M extends AnyStateMachine>(name: DeskMachineName, machine: M): M => {
    const overrides = options.provide?.[name] as Implementations<M> | undefined;
    return overrides ? (machine.provide(overrides) as M) : machine;
  };
  const session = deskFlows.session.provide({
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
  });
  const inbox = deskFlows.inbox.provide({
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
  });
  const passwordHelp = deskFlows.passwordHelp.provide({
    actors: { issueCode: fromPromise(async ({ input, signal }) => (await deskCall('resetCode', input, { signal })).Data) },
  });
  const phoneOrder = deskFlows.phoneOrder.provide({
    actors: {
      loadShop: fromPromise(({ signal }) => loadShop(signal)),
      findCustomer: fromPromise(({ input, signal }) => findCustomer(input.phone, signal)),
      placeOrder: fromPromise(async ({ input }) => (await deskCall('phoneOrder', input)).Data),
    },
  });
  const ticket = deskFlows.ticket.provide({
    actors: { loadOrder: fromPromise(async ({ input, signal }) => (await deskCall('order', input, { signal })).Data) },
  });
  const flowNames = new Map<unknown, DeskMachineName>();
  // Told of events from the moment the root is created, before `desk` below is assigned.
  let system: Actor<typeof deskMachine>['system'] | null = null;
  const desk = createActor(
    deskMachine.provide({
      actors: {
        session: overridden('session', session),
        inbox: overridden('inbox', inbox),
        passwordHelp: overridden('passwordHelp', passwordHelp),
        phoneOrder: overridden('phoneOrder', phoneOrder),
        ticket: overridden('ticket', ticket),
        unauthorizedCalls,
      },
    }),
    {
      ...(options.clock ? { clock: options.clock } : {}),
      ...(options.inspect
        ? {
            inspect: (event: InspectionEvent) => {
              const name = flowNames.get(event.actorRef) ?? flowOf(system, event.actorRef);
              if (!name) return;
              flowNames.set(event.actorRef, name);
              // Each flow's coverage reads the flow as the root of its own events, as when it ran alone.
              options.inspect?.(name, { ...event, rootId: event.actorRef.sessionId });
            },
          }
        : {}),
    },
  );
  system = desk.system;
  desk.start();
  const flow = <K extends DeskMachineName>(name: K) => desk.system.get(name) as DeskActors[K];
  return { desk, session: flow('session'), inbox: flow('inbox'), passwordHelp: flow('passwordHelp'), phoneOrder: flow('phoneOrder'), ticket: flow('ticket') };
}

/** Which of the desk's flows an actor is (null for the root and the flows' own effects). */
function flowOf(system: Actor<typeof deskMachine>['system'] | null, actorRef: unknown): DeskMachineName | null {
  if (!system) return null;
  return (Object.keys(deskFlows) as DeskMachineName[]).find((name) => system.get(name) === actorRef) ?? null;
}
