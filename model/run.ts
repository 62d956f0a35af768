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
import { checkEventTable, tableEntries, type EventTable } from './oracle.ts';
import type { GeneratedPath } from './paths.ts';
import { stringsIn, wordedTexts } from './textsByKey.ts';
import { activeNodeIds, activeNodes, transitionDefinitionsOf, transitionsTaken, type TransitionDefinition } from './xstateInternals.ts';
import type { AnyStateNode } from 'xstate';

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

  /** Whether a call of this actor waits for its outcome. */
  isWaiting(name: string): boolean {
    return (this.pending.get(name)?.length ?? 0) > 0;
  }

  settle(name: string, outcome: { output: unknown } | { error: unknown }): void {
    const waiting = this.pending.get(name)?.shift();
    if (!waiting) throw new Error(`the path settles ${name}, but the machine is not running it`);
    if ('output' in outcome) waiting.resolve(outcome.output);
    else waiting.reject(outcome.error);
  }
}

/** The guarded transitions a node's `eventType` may take, with their inventory ids. */
function guardedDefinitions(node: AnyStateNode, eventType: string): { definition: TransitionDefinition; index: number }[] {
  const list = transitionDefinitionsOf(node).find((entry) => entry.eventType === eventType)?.list ?? [];
  return list.map((definition, index) => ({ definition, index })).filter(({ definition }) => definition.guard);
}

const isWithin = (node: AnyStateNode, ancestor: AnyStateNode) => node === ancestor || node.id.startsWith(`${ancestor.id}.`);

export class Coverage {
  readonly states = new Set<string>();
  readonly transitions = new Set<string>();
  /** Guard outcomes seen, as `<transition id> true|false`. */
  readonly guardOutcomes = new Set<string>();
  /** The event-table entries (model/oracle.ts) some step checked. */
  readonly tableEntries = new Set<string>();
  private before: AnyStateNode[] = [];
  private handling: { type: string; nodes: AnyStateNode[] } | null = null;
  /** The transitions taken since the last snapshot (the initial ones come before any event). */
  private taken: TransitionDefinition[] = [];

  record(event: InspectionEvent): void {
    transitionsTaken(event).forEach((transition) => {
      this.transitions.add(transitionId(transition));
      // A transient state (left at once by an eventless transition) shows in no snapshot, only here.
      this.states.add(transition.source.id);
    });
    activeNodeIds(event).forEach((id) => this.states.add(id));
    if (event.actorRef.sessionId === event.rootId) this.recordGuards(event);
  }

  /**
   * A guard is taken true when its transition is taken; false when its event reached its active state and
   * neither it, an earlier alternative, nor a deeper state's transition took the event. Eventless guards are
   * false on every state still active once the machine settles.
   */
  private recordGuards(event: InspectionEvent): void {
    if (event.type === '@xstate.event') {
      this.handling = { type: event.event.type, nodes: this.before };
      return;
    }
    if (event.type === '@xstate.microstep') {
      this.taken.push(...transitionsTaken(event));
      return;
    }
    if (event.type !== '@xstate.snapshot') return;
    const nodes = activeNodes(event);
    const { handling, taken } = this;
    this.handling = null;
    this.taken = [];
    this.before = nodes;
    for (const definition of taken) {
      if (definition.guard) this.guardOutcomes.add(`${transitionId(definition)} true`);
      // The guarded alternatives before a taken one (of its event, or eventless) were refused.
      for (const { definition: earlier, index } of guardedDefinitions(definition.source, listOf(definition))) {
        if (index < guardedIndex(definition)) this.guardOutcomes.add(`${transitionId(earlier)} false`);
      }
    }
    if (handling) {
      for (const node of handling.nodes) {
        const tookIt = taken.filter((definition) => definition.eventType === handling.type && isWithin(definition.source, node));
        for (const { definition, index } of guardedDefinitions(node, handling.type)) {
          const decidedEarlier = tookIt.some((other) => other.source !== node || guardedIndex(other) < index);
          if (!taken.includes(definition) && !decidedEarlier) this.guardOutcomes.add(`${transitionId(definition)} false`);
        }
      }
    }
    for (const node of nodes) {
      for (const { definition } of guardedDefinitions(node, 'always')) {
        if (!taken.includes(definition)) this.guardOutcomes.add(`${transitionId(definition)} false`);
      }
    }
  }

  report<S>(machine: AnyStateMachine, table?: EventTable<S>) {
    const states = allStateNodes(machine).map((node) => node.id);
    const transitions = allTransitions(machine);
    const missingStates = states.filter((id) => !this.states.has(id));
    const missingTransitions = transitions.filter((transition) => !this.transitions.has(transition.id)).map(label);
    const outcomes = transitions.filter((transition) => transition.guard).flatMap((transition) => [
      { id: `${transition.id} true`, label: `${label(transition)} taken` },
      { id: `${transition.id} false`, label: `${label(transition)} refused` },
    ]);
    const missingGuardOutcomes = outcomes.filter((outcome) => !this.guardOutcomes.has(outcome.id)).map((outcome) => outcome.label);
    const entries = table ? tableEntries(table) : [];
    const refused = entries.filter((entry) => entry.verdict === 'refuses');
    const missingTableEntries = entries.filter((entry) => !this.tableEntries.has(entry.key)).map((entry) => entry.key);
    return {
      states: states.length,
      statesCovered: states.length - missingStates.length,
      transitions: transitions.length,
      transitionsCovered: transitions.length - missingTransitions.length,
      guardOutcomes: outcomes.length,
      guardOutcomesCovered: outcomes.length - missingGuardOutcomes.length,
      refusedEvents: refused.length,
      refusedEventsCovered: refused.filter((entry) => this.tableEntries.has(entry.key)).length,
      tableEntries: entries.length,
      tableEntriesCovered: entries.length - missingTableEntries.length,
      missingStates,
      missingTransitions,
      missingGuardOutcomes,
      missingTableEntries,
    };
  }
}

/** The event a transition's alternatives are listed under (`always` for eventless ones). */
const listOf = (definition: TransitionDefinition) =>
  transitionDefinitionsOf(definition.source).find((entry) => entry.list.includes(definition))?.eventType ?? definition.eventType;

/** The index of a transition among its node's alternatives for its event. */
function guardedIndex(definition: TransitionDefinition): number {
  return transitionDefinitionsOf(definition.source).find((entry) => entry.list.includes(definition))?.list.indexOf(definition) ?? -1;
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
  /** The machine's literal table of the events each state accepts and refuses (model/oracle.ts), checked after every step. */
  events?: EventTable<SnapshotFrom<M>>;
  /** The desk's machines (English by design) keep texts worded; every storefront machine keeps them by key (model/textsByKey.ts). */
  wordedTextsAllowed?: true;
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
  const emitted: unknown[] = [];
  const handed = stringsIn(path.input ?? options.input);
  const listening = actor.on('*', (event) => emitted.push(event));
  actor.start();
  await settled();
  try {
    for (const [index, step] of path.steps.entries()) {
      if (step.event.type !== 'xstate.init') await perform(sut, step.event);
      const actual = actor.getSnapshot() as SnapshotFrom<M>;
      // Whatever the specification says, a flow never stops on a guard, an action or an effect that throws.
      const { status, error } = actual as { status?: string; error?: unknown };
      if (status === 'error') throw new Error(`step ${index} (${step.event.type}) of "${path.description}": the machine stopped on an error: ${String(error)}`);
      const value = (snapshot: SnapshotFrom<M>) => (snapshot as { value?: unknown }).value;
      deepStrictEqual(value(actual), value(step.state), `step ${index} (${step.event.type}) of "${path.description}"`);
      options.check(actual, step.state, { sut, event: step.event, previous: path.steps[index - 1]?.state ?? null });
      stringsIn(step.event, handed);
      if (!options.wordedTextsAllowed) {
        const worded = wordedTexts({ context: (actual as { context?: unknown }).context, emitted }, handed);
        deepStrictEqual(worded, [], `step ${index} (${step.event.type}) of "${path.description}": texts worded by the machine instead of kept by key`);
      }
      if (options.events) {
        checkEventTable(options.events, actor, `step ${index} of "${path.description}"`).forEach((key) => options.coverage.tableEntries.add(key));
        await settled();
      }
    }
  } finally {
    listening.unsubscribe();
    actor.stop();
  }
}

export interface CoverageGates<S> {
  /** The event table whose every entry some path must check (all of them). */
  events?: EventTable<S>;
  /**
   * Guard outcomes no path walks, by their label in the failure message, with the reason; every other
   * guarded transition must be taken and refused on some path.
   */
  guardOutcomesNotWalked?: Record<string, string>;
}

/**
 * Prints the paths' coverage (states, transitions, guard outcomes, the event table's refused and accepted
 * events) and fails naming every state and transition no executed path reached, every table entry no step
 * checked, and every guard outcome not seen that is not listed as not walked.
 */
export function expectFullCoverage<M extends AnyStateMachine>(machine: M, coverage: Coverage, gates: CoverageGates<SnapshotFrom<M>> = {}): void {
  const report = coverage.report(machine, gates.events);
  const line = [
    `states ${report.statesCovered}/${report.states}`,
    `transitions ${report.transitionsCovered}/${report.transitions}`,
    `guard outcomes ${report.guardOutcomesCovered}/${report.guardOutcomes}`,
    `refused events ${report.refusedEventsCovered}/${report.refusedEvents}`,
    `table entries ${report.tableEntriesCovered}/${report.tableEntries}`,
  ].join(', ');
  console.info(`path coverage of ${machine.id}: ${line}`);
  deepStrictEqual(report.missingStates, [], `states no path reached: ${report.missingStates.join('; ')}`);
  deepStrictEqual(report.missingTransitions, [], `transitions no path took: ${report.missingTransitions.join('; ')}`);
  deepStrictEqual(report.missingTableEntries, [], `event-table entries no step checked: ${report.missingTableEntries.join('; ')}`);
  const notWalked = gates.guardOutcomesNotWalked ?? {};
  deepStrictEqual(report.missingGuardOutcomes.filter((outcome) => !(outcome in notWalked)), [], 'guard outcomes no path reached');
  deepStrictEqual(Object.keys(notWalked).filter((outcome) => !report.missingGuardOutcomes.includes(outcome)), [], 'listed as not walked, yet reached or unknown');
}
