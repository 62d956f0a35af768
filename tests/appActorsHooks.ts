/**
 * A test's options for the storefront's actors (src/app/actors.ts AppActorsOptions: implementations that replace
 * the app's effects per machine, the clock of every actor, an inspector told which machine each event is from),
 * made into the hooks src/app/createAppActors.ts applies (AppActorsHooks). Here and not in the app: the
 * production app passes no hooks, so the first-load JavaScript carries none of this.
 */
import type { AnyActor, AnyStateMachine, InspectionEvent } from 'xstate';
import type { AppActorsHooks, AppActorsOptions, Implementations, MachineActors } from '../src/app/actors.ts';

export function appActorsHooks(options: AppActorsOptions): AppActorsHooks {
  const { provide, clock, inspect } = options;
  return {
    overridden: <M extends AnyStateMachine>(name: keyof MachineActors, machine: M): M => {
      const overrides = provide?.[name] as Implementations<M> | undefined;
      return overrides ? (machine.provide(overrides) as M) : machine;
    },
    actorOptions: (name) => ({
      ...(clock ? { clock } : {}),
      ...(inspect ? { inspect: (event: InspectionEvent) => inspect(name, event) } : {}),
    }),
    system: {
      ...(clock ? { clock } : {}),
      ...(inspect ? { inspect: (event: InspectionEvent) => inspectFlow(event, inspect) } : {}),
    },
  };
}

/** For a test's inspector: which flow an inspection event is from (its own actor, or the flow that runs it), as the root of it. */
function inspectFlow(event: InspectionEvent, inspect: NonNullable<AppActorsOptions['inspect']>): void {
  let actor = event.actorRef as AnyActor | undefined;
  while (actor && !actor.systemId) actor = actor._parent as AnyActor | undefined;
  if (actor?.systemId) inspect(actor.systemId as keyof MachineActors, { ...event, rootId: actor.sessionId });
}
