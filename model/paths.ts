/**
 * Paths generated from a machine with xstate/graph's TestModel: the shortest path to every state
 * (as serializeState tells states apart) and, for every edge of the graph, the shortest path to its
 * source plus that edge, so every transition the traversal can take is walked by some path.
 */
import { TestModel, type StatePath } from 'xstate/graph';
import { initialTransition, transition, type AnyStateMachine, type EventFromLogic, type EventObject, type InputFrom, type SnapshotFrom } from 'xstate';

export interface ModelConfig<M extends AnyStateMachine> {
  machine: M;
  input?: InputFrom<M>;
  /**
   * Further inputs the machine is also started with (e.g. a customer stored without an id), each named:
   * its paths are generated as for `input` and carry it (GeneratedPath.input), their descriptions start with the name.
   */
  alsoWith?: readonly { name: string; input: InputFrom<M> }[];
  /** The events to try from a snapshot: user events and sample actor outcomes. */
  events: (snapshot: SnapshotFrom<M>) => readonly EventFromLogic<M>[];
  /**
   * The machine's actors the flow page's run (scripts/flows/figures.ts) keeps as the machine provides them instead of
   * faking them: a root's child flows, whose snapshots it reads (the model gives them quiet effects).
   */
  keptActors?: readonly string[];
  /** Tells states apart; keep it tight so that paths stay few. */
  serializeState: (snapshot: SnapshotFrom<M>) => string;
}

export interface GeneratedPath<M extends AnyStateMachine> {
  description: string;
  steps: { event: EventFromLogic<M>; state: SnapshotFrom<M> }[];
  /** The input the path starts the machine with, when it is not the model's `input` (ModelConfig.alsoWith). */
  input?: InputFrom<M>;
}

function valueLabel(value: unknown): string {
  if (Array.isArray(value)) return `[${value.length}]`;
  if (value && typeof value === 'object') {
    const named = value as { name?: unknown; size?: unknown; message?: unknown };
    return String(named.name ?? named.size ?? named.message ?? '…');
  }
  return String(value);
}

function eventLabel(event: EventObject): string {
  const extra = Object.entries(event)
    .filter(([key]) => key !== 'type')
    .map(([key, value]) => `${key}=${valueLabel(value)}`);
  return extra.length ? `${event.type}(${extra.join(', ')})` : event.type;
}

export function describePath(events: readonly EventObject[]): string {
  return events.filter((event) => event.type !== 'xstate.init').map(eventLabel).join(' → ') || '(start)';
}

/**
 * The graph keeps one snapshot per serialized state, and states that serialize alike may differ in
 * context; so each path's snapshots are recomputed by replaying its events from the start.
 */
function replay<M extends AnyStateMachine>(config: ModelConfig<M>, events: EventFromLogic<M>[]): GeneratedPath<M>['steps'] {
  let [state] = initialTransition(config.machine, config.input as never) as [SnapshotFrom<M>, unknown];
  return events.map((event) => {
    if (event.type !== 'xstate.init') [state] = transition(config.machine, state, event as never) as [SnapshotFrom<M>, unknown];
    return { event, state };
  });
}

export function generatePaths<M extends AnyStateMachine>(config: ModelConfig<M>): GeneratedPath<M>[] {
  const further = (config.alsoWith ?? []).flatMap(({ name, input }) =>
    pathsFrom({ ...config, input, alsoWith: [] }).map((path) => ({ ...path, description: `${name}: ${path.description}`, input })),
  );
  return [...pathsFrom(config), ...further];
}

function pathsFrom<M extends AnyStateMachine>(config: ModelConfig<M>): GeneratedPath<M>[] {
  const model = new TestModel(config.machine, {
    events: config.events as never,
    serializeState: config.serializeState as never,
    ...(config.input !== undefined ? { input: config.input } : {}),
  });
  // Every state's path, including states that lie on the way to others, so their own edges are walked too.
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true }) as unknown as StatePath<SnapshotFrom<M>, EventFromLogic<M>>[];
  const toState = new Map(shortest.map((path) => [config.serializeState(path.state), path]));
  const adjacency = model.getAdjacencyMap() as Record<string, { state: SnapshotFrom<M>; transitions: Record<string, { event: EventFromLogic<M>; state: SnapshotFrom<M> }> }>;
  const candidates: GeneratedPath<M>[] = [];
  for (const [serialized, { transitions }] of Object.entries(adjacency)) {
    const prefix = toState.get(serialized);
    if (!prefix) continue;
    for (const { event } of Object.values(transitions)) {
      const steps = replay(config, [...prefix.steps.map((step) => step.event), event]);
      candidates.push({ description: describePath(steps.map((step) => step.event)), steps });
    }
  }
  // A path that is the start of a longer one adds nothing; neither does a second copy of a path.
  const keys = candidates.map((path) => path.steps.map((step) => JSON.stringify(step.event)).join('\u0000'));
  return candidates.filter(
    (_, index) =>
      keys.indexOf(keys[index]!) === index &&
      !keys.some((other) => other.length > keys[index]!.length && other.startsWith(`${keys[index]}\u0000`)),
  );
}
