/**
 * For a machine's example scenarios: fake effect actors whose calls the test answers one by one, and
 * the machine started on a simulated clock with a `send` that waits until what each event started has
 * settled. The generated paths fake their effects with model/run.ts's FakeEffects instead.
 */
import { createActor, fromPromise, SimulatedClock, type Actor, type AnyStateMachine, type EventFromLogic, type InputFrom } from 'xstate';

export type Outcome = { output: unknown } | { error: unknown };

/** The outcomes each call answers with, in order. */
export type Answers<Name extends string> = Partial<Record<Name, Outcome[]>>;

/** Lets the promise actors answer and the machine take in what they answered. */
export const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * A promise actor for each of `names`: each call is recorded in `calls` and answered with the next of
 * its outcomes in `answers`; a call with no outcome left stays in flight.
 */
export function answeredCalls<Name extends string>(names: readonly Name[], answers: Answers<Name>) {
  const calls: { name: Name; input: unknown }[] = [];
  const call = (name: Name) =>
    fromPromise(async ({ input }: { input: unknown }) => {
      calls.push({ name, input });
      const outcome = answers[name]?.shift();
      if (!outcome) return new Promise<never>(() => {});
      if ('error' in outcome) throw outcome.error;
      return outcome.output;
    });
  const actors = Object.fromEntries(names.map((name) => [name, call(name)])) as Record<Name, ReturnType<typeof call>>;
  return { calls, actors };
}

/** An actor of `machine` started on a simulated clock; `send` returns once what the event started has settled. */
export function startOnClock<M extends AnyStateMachine>(machine: M, input?: InputFrom<M>) {
  const clock = new SimulatedClock();
  const actor = createActor(machine, { clock, ...(input !== undefined ? { input } : {}) } as never) as Actor<M>;
  actor.start();
  const send = async (event: EventFromLogic<M>) => {
    actor.send(event);
    await settled();
  };
  return { actor, clock, send };
}

/** A toast as the machines' recording actions log it. */
export const error = (message: string) => ({ message, tone: 'error' });
export const success = (message: string) => ({ message, tone: 'success' });
