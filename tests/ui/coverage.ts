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
  // Only measures which transitions the path takes: the model project checks the paths themselves.
  await runPath(path, { machine: withFakes(effects), effects, coverage, check: () => {}, wordedTextsAllowed: true, ...(input !== undefined ? { input } : {}) });
  return coverage.transitions;
}

/** The data a rule reads at a step (e.g. "login returns to /order-history"), or null where none: paths that differ in it are both kept. */
export type RuleData<M extends AnyStateMachine> = (
  step: GeneratedPath<M>['steps'][number],
  previous: GeneratedPath<M>['steps'][number]['state'] | null,
) => string | null;

/**
 * Greedy set cover: repeatedly keeps the path that takes the most transitions (and, with
 * `serializeState`, visits the most model states; with `ruleData`, carries the most data a rule reads)
 * no kept path takes yet, until no path adds one. The kept paths take every transition, visit every
 * state and carry every rule's data that the candidates do together.
 */
export async function selectCoveringPaths<M extends AnyStateMachine>(
  candidates: readonly GeneratedPath<M>[],
  withFakes: (effects: FakeEffects) => M,
  input?: InputFrom<M>,
  serializeState?: (snapshot: GeneratedPath<M>['steps'][number]['state']) => string,
  ruleData?: RuleData<M>,
): Promise<GeneratedPath<M>[]> {
  const taken = await Promise.all(
    candidates.map(async (path) => {
      const transitions = await transitionsOf(path, withFakes, input);
      path.steps.forEach((step, index) => {
        if (serializeState) transitions.add(`state ${serializeState(step.state)}`);
        const data = ruleData?.(step, path.steps[index - 1]?.state ?? null);
        if (data) transitions.add(`data ${data}`);
      });
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
  return shareOfLanguage(kept);
}

/** The translated language a project shows (`ui-gu`, `ui-hi`: vitest.config.ts), or null in the English projects. */
const translatedRun = (typeof process === 'undefined' ? undefined : process.env.UI_LANGUAGE) ?? null;

/**
 * The ui-gu and ui-hi projects share the kept paths (issue 25, CI time): Gujarati walks the even ones,
 * Hindi the odd ones, so every path runs once in a translated language; the English `ui` project walks
 * them all and gates the screens' coverage.
 */
function shareOfLanguage<T>(kept: readonly T[]): T[] {
  if (translatedRun === null) return [...kept];
  const offset = translatedRun === 'gu' ? 0 : 1;
  return kept.filter((_, index) => index % 2 === offset);
}

/**
 * A transition no screen can trigger, by its inventory id (model/graph.ts: `<state> --<event>#<n>`,
 * n counting the event's guarded alternatives from 0), and why.
 */
export type Unreachable = Record<string, string>;

/**
 * Prints machine, transitions, reached through the screens, and the ones not reached (in the English
 * projects, which walk every kept path); fails for any
 * transition not reached that is not in `unreachable`, and for any listed one that was reached after all
 * or does not exist (so the list stays as small as it honestly can be).
 */
export function expectScreenCoverage(name: string, machine: AnyStateMachine, coverage: Coverage, unreachable: Unreachable): void {
  // A translated project walks its share of the paths only: the English project measures and records the reach.
  if (translatedRun !== null) return;
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
