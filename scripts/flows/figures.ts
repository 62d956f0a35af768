/**
 * A machine's figures, measured now: its paths as model/paths.ts generates them, every one run against
 * a real actor of the machine with effects faked, and the states and transitions those runs reached.
 */
import type { AnyStateMachine, InspectionEvent } from 'xstate';
import { allStateNodes, allTransitions, label } from '../../model/graph.ts';
import { describePath, generatePaths, type ModelConfig } from '../../model/paths.ts';
import { Coverage, FakeEffects, runPath } from '../../model/run.ts';
import { groupPaths, type PathTables, type TracedStep } from './pathGroups.ts';

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
  /** The same paths arranged for a reader. */
  tables: PathTables;
}

/** Records into the machine's coverage, and what each step of one path reached, step by step. */
class StepTrace extends Coverage {
  private current = new Coverage();

  constructor(private readonly all: Coverage) {
    super();
  }

  override record(event: InspectionEvent): void {
    super.record(event);
    this.all.record(event);
    this.current.record(event);
  }

  /** What the step just run reached. */
  endStep(): Coverage {
    const step = this.current;
    this.current = new Coverage();
    return step;
  }
}

/** The machine with every named actor replaced by a promise the path settles, but those the model keeps. */
function withFakeActors(machine: AnyStateMachine, effects: FakeEffects, kept: readonly string[] = []): AnyStateMachine {
  const names = Object.keys(machine.implementations.actors ?? {}).filter((name) => !kept.includes(name)).sort();
  if (!names.length) return machine;
  return machine.provide({ actors: Object.fromEntries(names.map((name) => [name, effects.actor(name)])) } as never);
}

export async function measure(model: ModelConfig<AnyStateMachine>): Promise<Figures> {
  const paths = generatePaths(model);
  const coverage = new Coverage();
  const labels = new Map(allTransitions(model.machine).map((transition) => [transition.id, label(transition)]));
  const traced: TracedStep[][] = [];
  // Each run has its own actor, clock and fake effects, so runs may overlap; coverage is a set.
  const outcomes = await Promise.all(
    paths.map(async (path, index) => {
      const effects = new FakeEffects();
      const trace = new StepTrace(coverage);
      traced[index] = [];
      try {
        await runPath(path, {
          machine: withFakeActors(model.machine, effects, model.keptActors),
          effects,
          coverage: trace,
          check: (_actual, _expected, { event }) => {
            const reached = trace.endStep();
            traced[index]!.push({
              event: event.type === 'xstate.init' ? null : describePath([event]),
              states: [...reached.states],
              transitions: [...reached.transitions].map((id) => labels.get(id) ?? id),
            });
          },
          // Measures the paths for the docs; whether a machine keeps its texts by key is the model project's check.
          wordedTextsAllowed: true,
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
    tables: groupPaths(
      allStateNodes(model.machine).map((node) => node.id),
      [...labels.values()],
      paths.map((path, index) => ({ description: path.description, steps: traced[index]! })),
    ),
  };
}
