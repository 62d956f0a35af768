/**
 * A machine's generated paths arranged for a reader: the shortest path to each state first, then the
 * other paths grouped by the transition(s) their last step takes (each path is the shortest path to
 * a state plus one more step, so its last step is what it adds).
 */

export interface TracedStep {
  /** The event's label; null for the start. */
  event: string | null;
  /** The states active or passed through after this step. */
  states: readonly string[];
  /** The transitions this step took, as labels. */
  transitions: readonly string[];
}

export interface TracedPath {
  description: string;
  steps: readonly TracedStep[];
}

export interface PathLine {
  description: string;
  /** Events after the start. */
  steps: number;
}

export interface StateRoute extends PathLine {
  state: string;
}

export interface PathGroup {
  /** The transitions the paths' last step takes, in the inventory's order; empty when it takes none. */
  transitions: string[];
  paths: PathLine[];
}

export interface PathTables {
  shortest: StateRoute[];
  groups: PathGroup[];
}

const describe = (steps: readonly TracedStep[]) =>
  steps.flatMap((step) => (step.event === null ? [] : [step.event])).join(' → ') || '(start)';

const eventCount = (steps: readonly TracedStep[]) => steps.filter((step) => step.event !== null).length;

/**
 * `states` and `transitions` are the machine's inventory, in its order; a state no path reaches gets
 * no row. Ties go to the path listed first. A path that is itself a state's shortest path is not repeated.
 */
export function groupPaths(states: readonly string[], transitions: readonly string[], paths: readonly TracedPath[]): PathTables {
  const shortest: StateRoute[] = [];
  for (const state of states) {
    let best: TracedStep[] | null = null;
    for (const path of paths) {
      const at = path.steps.findIndex((step) => step.states.includes(state));
      if (at >= 0 && (best === null || eventCount(path.steps.slice(0, at + 1)) < eventCount(best))) best = path.steps.slice(0, at + 1);
    }
    if (best) shortest.push({ state, description: describe(best), steps: eventCount(best) });
  }

  const listed = new Set(shortest.map((route) => route.description));
  const order = (transition: string) => {
    const index = transitions.indexOf(transition);
    return index >= 0 ? index : transitions.length;
  };
  const groups = new Map<string, PathGroup>();
  for (const path of paths) {
    if (listed.has(path.description)) continue;
    listed.add(path.description);
    const last = path.steps.at(-1)?.transitions ?? [];
    const taken = [...new Set(last)].sort((a, b) => order(a) - order(b) || (a < b ? -1 : a > b ? 1 : 0));
    const key = taken.join('\u0000');
    const group = groups.get(key) ?? { transitions: taken, paths: [] };
    group.paths.push({ description: path.description, steps: eventCount(path.steps) });
    groups.set(key, group);
  }
  const rank = (group: PathGroup) => (group.transitions.length ? order(group.transitions[0]!) : transitions.length + 1);
  const sorted = [...groups.entries()]
    .sort(([keyA, a], [keyB, b]) => rank(a) - rank(b) || (keyA < keyB ? -1 : keyA > keyB ? 1 : 0))
    .map(([, group]) => ({ ...group, paths: [...group.paths].sort((a, b) => a.steps - b.steps) }));
  return { shortest, groups: sorted };
}
