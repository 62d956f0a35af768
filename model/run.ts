/**
 * Runs generated paths against a real actor of the machine, with effects faked: promise actors wait
 * until a path step settles them, delays run on a simulated clock. Every state entered and every
 * transition taken is recorded from the actor's own inspection events.
 */
import { deepStrictEqual } from 'node:assert/strict';
import {
  createActor, fromPromise, SimulatedClock, type Actor, type AnyStateMachine, type EventFromLogic, type EventObject,
  type InputFrom, type InspectionEvent, type SnapshotFrom,
} from 'xstate';
import { allStateNodes, allTransitions, label, transitionId } from './graph.ts';
import type { GeneratedPath } from './paths.ts';
import { activeNodeIds, transitionsTaken } from './xstateInternals.ts';

/**
 * Promise actors whose outcome the path decides: `xstate.done.actor.<id>` / `xstate.error.actor.<id>`.
 * A request the machine abandons (its actor stopped) is forgotten, so the next outcome reaches the live one.
 */
export class FakeEffects {
  private pending = new Map<string, { resolve: (value: unknown) => void; reject: (error: unknown) => void }[]>();
  readonly calls: { name: string; input: unknown }[] = [];

  actor<TOutput = unknown, TInput = unknown>(name: string) {
    return fromPromise<TOutput, TInput>(
      ({ input, signal }) =>
        new Promise<TOutput>((resolve, reject) => {
          this.calls.push({ name, input });
          const entry = { resolve: resolve as (value: unknown) => void, reject };
          const queue = this.pending.get(name) ?? [];
          queue.push(entry);
          this.pending.set(name, queue);
          signal.addEventListener('abort', () => {
            const waiting = this.pending.get(name) ?? [];
            if (waiting.includes(entry)) waiting.splice(waiting.indexOf(entry), 1);
          });
        }),
    );
  }

  settle(name: string, outcome: { output: unknown } | { error: unknown }): void {
    const waiting = this.pending.get(name)?.shift();
    if (!waiting) throw new Error(`the path settles ${name}, but the machine is not running it`);
    if ('output' in outcome) waiting.resolve(outcome.output);
    else waiting.reject(outcome.error);
  }
}

export class Coverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();

  record(event: InspectionEvent): void {
    transitionsTaken(event).forEach((transition) => {
      this.transitions.add(transitionId(transition));
      // A transient state (left at once by an eventless transition) shows in no snapshot, only here.
      this.states.add(transition.source.id);
    });
    activeNodeIds(event).forEach((id) => this.states.add(id));
  }

  report(machine: AnyStateMachine) {
    const states = allStateNodes(machine).map((node) => node.id);
    const transitions = allTransitions(machine);
    const missingStates = states.filter((id) => !this.states.has(id));
    const missingTransitions = transitions.filter((transition) => !this.transitions.has(transition.id)).map(label);
    return {
      states: states.length,
      statesCovered: states.length - missingStates.length,
      transitions: transitions.length,
      transitionsCovered: transitions.length - missingTransitions.length,
      missingStates,
      missingTransitions,
    };
  }
}

export interface MachineUnderTest<M extends AnyStateMachine> {
  actor: Actor<M>;
  effects: FakeEffects;
  clock: SimulatedClock;
}

export interface StepContext<M extends AnyStateMachine> {
  sut: MachineUnderTest<M>;
  event: EventFromLogic<M>;
  /** The model's snapshot before this step (null at the start). */
  previous: SnapshotFrom<M> | null;
}

export interface RunOptions<M extends AnyStateMachine> {
  /** The machine with fake effects provided (see FakeEffects). */
  machine: M;
  effects: FakeEffects;
  input?: InputFrom<M>;
  coverage: Coverage;
  /** What each state promises, checked after every step against the running actor. */
  check: (actual: SnapshotFrom<M>, expected: SnapshotFrom<M>, step: StepContext<M>) => void;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

async function perform<M extends AnyStateMachine>(sut: MachineUnderTest<M>, event: EventObject): Promise<void> {
  const done = /^xstate\.done\.actor\.(.+)$/.exec(event.type);
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(event.type);
  const delay = /^xstate\.after\.(\d+)\./.exec(event.type);
  if (done) sut.effects.settle(done[1]!, { output: (event as { output?: unknown }).output });
  else if (failed) sut.effects.settle(failed[1]!, { error: (event as { error?: unknown }).error });
  else if (delay) sut.clock.increment(Number(delay[1]));
  else sut.actor.send(event as EventFromLogic<M>);
  await settled();
}

export async function runPath<M extends AnyStateMachine>(path: GeneratedPath<M>, options: RunOptions<M>): Promise<void> {
  const clock = new SimulatedClock();
  const actor = createActor(options.machine, {
    clock,
    inspect: (event: InspectionEvent) => options.coverage.record(event),
    ...((path.input ?? options.input) !== undefined ? { input: path.input ?? options.input } : {}),
  } as never) as Actor<M>;
  const sut: MachineUnderTest<M> = { actor, effects: options.effects, clock };
  actor.start();
  await settled();
  try {
    for (const [index, step] of path.steps.entries()) {
      if (step.event.type !== 'xstate.init') await perform(sut, step.event);
      const actual = actor.getSnapshot() as SnapshotFrom<M>;
      const value = (snapshot: SnapshotFrom<M>) => (snapshot as { value?: unknown }).value;
      deepStrictEqual(value(actual), value(step.state), `step ${index} (${step.event.type}) of "${path.description}"`);
      options.check(actual, step.state, { sut, event: step.event, previous: path.steps[index - 1]?.state ?? null });
    }
  } finally {
    actor.stop();
  }
}

/** Fails naming every state and transition of the machine that no executed path reached. */
export function expectFullCoverage(machine: AnyStateMachine, coverage: Coverage): void {
  const report = coverage.report(machine);
  deepStrictEqual(report.missingStates, [], `states no path reached: ${report.missingStates.join('; ')}`);
  deepStrictEqual(report.missingTransitions, [], `transitions no path took: ${report.missingTransitions.join('; ')}`);
}
