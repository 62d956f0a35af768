/**
 * A machine's figures, measured now: its paths as model/paths.ts generates them, every one run against
 * a real actor of the machine with effects faked, and the states and transitions those runs reached.
 */
import type { AnyStateMachine } from 'xstate';
import { generatePaths, type ModelConfig } from '../../model/paths.ts';
import { Coverage, FakeEffects, runPath } from '../../model/run.ts';

export interface PathRow {
  description: string;
  /** Events after the start. */
  steps: number;
}

export interface Figures {
  states: number;
  transitions: number;
  paths: PathRow[];
  statesCovered: number;
  transitionsCovered: number;
  missingStates: string[];
  missingTransitions: string[];
  /** Paths whose run did not follow the model, with the first line of the reason. */
  failedPaths: { description: string; reason: string }[];
}

/** The machine with every named actor replaced by a promise the path settles. */
function withFakeActors(machine: AnyStateMachine, effects: FakeEffects): AnyStateMachine {
  const names = Object.keys(machine.implementations.actors ?? {}).sort();
  if (!names.length) return machine;
  return machine.provide({ actors: Object.fromEntries(names.map((name) => [name, effects.actor(name)])) } as never);
}

export async function measure(model: ModelConfig<AnyStateMachine>): Promise<Figures> {
  const paths = generatePaths(model);
  const coverage = new Coverage();
  // Each run has its own actor, clock and fake effects, so runs may overlap; coverage is a set.
  const outcomes = await Promise.all(
    paths.map(async (path) => {
      const effects = new FakeEffects();
      try {
        await runPath(path, {
          machine: withFakeActors(model.machine, effects),
          effects,
          coverage,
          check: () => {},
          ...(model.input !== undefined ? { input: model.input } : {}),
        });
        return null;
      } catch (error) {
        return { description: path.description, reason: (error instanceof Error ? error.message : String(error)).split('\n')[0]! };
      }
    }),
  );
  const failedPaths = outcomes.filter((outcome): outcome is Figures['failedPaths'][number] => outcome !== null);
  const report = coverage.report(model.machine);
  return {
    states: report.states,
    transitions: report.transitions,
    paths: paths.map((path) => ({ description: path.description, steps: path.steps.filter((step) => step.event.type !== 'xstate.init').length })),
    statesCovered: report.statesCovered,
    transitionsCovered: report.transitionsCovered,
    missingStates: report.missingStates,
    missingTransitions: report.missingTransitions,
    failedPaths,
  };
}
