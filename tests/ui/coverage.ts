/**
 * Choosing which generated paths to walk through the screens, and the per-machine verdict on which
 * transitions the screens reached.
 */
import { expect } from 'vitest';
import type { AnyStateMachine, InputFrom } from 'xstate';
import { allTransitions, label } from '../../model/graph.ts';
import type { GeneratedPath } from '../../model/paths.ts';
import { Coverage, FakeEffects, runPath } from '../../model/run.ts';
import { layer, recordLayer } from './atlasRecord.ts';

/** The transitions a path takes on the machine alone (fake effects, simulated clock), by inventory id. */
export async function transitionsOf<M extends AnyStateMachine>(
  path: GeneratedPath<M>,
  withFakes: (effects: FakeEffects) => M,
  input?: InputFrom<M>,
): Promise<Set<string>> {
  const coverage = new Coverage();
  const effects = new FakeEffects();
  await runPath(path, { machine: withFakes(effects), effects, coverage, check: () => {}, ...(input !== undefined ? { input } : {}) });
  return coverage.transitions;
}

/**
 * Greedy set cover: repeatedly keeps the path that takes the most transitions (and, with
 * `serializeState`, visits the most model states) no kept path takes yet, until no path adds one. The
 * kept paths take every transition, and visit every state, that the candidates do together.
 */
export async function selectCoveringPaths<M extends AnyStateMachine>(
  candidates: readonly GeneratedPath<M>[],
  withFakes: (effects: FakeEffects) => M,
  input?: InputFrom<M>,
  serializeState?: (snapshot: GeneratedPath<M>['steps'][number]['state']) => string,
): Promise<GeneratedPath<M>[]> {
  const taken = await Promise.all(
    candidates.map(async (path) => {
      const transitions = await transitionsOf(path, withFakes, input);
      path.steps.forEach((step) => serializeState && transitions.add(`state ${serializeState(step.state)}`));
      return { path, transitions };
    }),
  );
  const covered = new Set<string>();
  const kept: GeneratedPath<M>[] = [];
  for (let round = 0; round < candidates.length; round += 1) {
    const gain = (transitions: Set<string>) => [...transitions].filter((id) => !covered.has(id)).length;
    const best = taken.reduce<(typeof taken)[number] | null>(
      (winner, entry) => (gain(entry.transitions) > (winner ? gain(winner.transitions) : 0) ? entry : winner),
      null,
    );
    if (!best) break;
    kept.push(best.path);
    best.transitions.forEach((id) => covered.add(id));
  }
  return kept;
}

/**
 * A transition no screen can trigger, by its inventory id (model/graph.ts: `<state> --<event>#<n>`,
 * n counting the event's guarded alternatives from 0), and why.
 */
export type Unreachable = Record<string, string>;

/**
 * Prints machine, transitions, reached through the screens, and the ones not reached; fails for any
 * transition not reached that is not in `unreachable`, and for any listed one that was reached after all
 * or does not exist (so the list stays as small as it honestly can be).
 */
export function expectScreenCoverage(name: string, machine: AnyStateMachine, coverage: Coverage, unreachable: Unreachable): void {
  recordLayer(machine, coverage);
  const transitions = allTransitions(machine);
  const notReached = transitions.filter((transition) => !coverage.transitions.has(transition.id));
  console.log(
    [
      `${layer} coverage | machine | transitions | reached through screens | not reached`,
      `                | ${name} | ${transitions.length} | ${transitions.length - notReached.length} | ${notReached.length}`,
      ...notReached.map(
        (transition) => `  not reached: ${label(transition)} (${transition.id}): ${unreachable[transition.id] ?? 'NOT EXPLAINED'}`,
      ),
    ].join('\n'),
  );
  const ids = notReached.map((transition) => transition.id);
  expect(ids.filter((id) => !(id in unreachable)), 'transitions the screens should reach but did not').toEqual([]);
  expect(Object.keys(unreachable).filter((id) => !ids.includes(id)), 'listed as unreachable, yet reached or unknown').toEqual([]);
}
