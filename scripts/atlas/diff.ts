/**
 * What changed in a machine between two versions (`npm run atlas -- --since <ref>`): states by id,
 * transitions by source, event and guard (a changed guard is a transition removed and one added), and
 * the named guards of `setup` by their code. A state changes when its kind, initial state, invokes or
 * requirement do; a transition when its targets or requirement do.
 */
import type { AnyStateMachine } from 'xstate';
import { traceOf } from '../../model/requirements.ts';
import { readFlow, transitionText } from '../flows/structure.ts';

export type Change = 'added' | 'removed' | 'changed';

export interface ChangeRow {
  kind: 'state' | 'transition' | 'guard';
  change: Change;
  /** The state's id, the transition as `source --EVENT [guard]` (its key), or the guard's name. */
  key: string;
  /** The current transition's inventory id, so the diagram can mark it (null when removed or not a transition). */
  transition: string | null;
  detail: string;
}

interface Element {
  key: string;
  transition: string | null;
  signature: string;
  detail: string;
}

function elements(machine: AnyStateMachine) {
  const flow = readFlow(machine);
  const refs = new Map(traceOf(machine).map((element) => [element.id, element.refs.join(' ')]));
  const states: Element[] = flow.states.map((state) => {
    const detail = `${state.kind}${state.initial ? `, starts in ${state.initial}` : ''}${state.invokes.length ? `, invokes ${state.invokes.join(', ')}` : ''}, implements ${refs.get(state.id) || 'nothing'}`;
    return { key: state.id, transition: null, signature: detail, detail };
  });
  const seen = new Map<string, number>();
  const transitions: Element[] = flow.transitions.map((transition) => {
    const base = `${transition.source} --${transitionText(transition)}`;
    const occurrence = seen.get(base) ?? 0;
    seen.set(base, occurrence + 1);
    const to = transition.targetless ? '(stays)' : transition.targets.join(', ');
    const detail = `to ${to}, implements ${refs.get(transition.id) || 'nothing'}`;
    return { key: occurrence ? `${base} (${occurrence + 1})` : base, transition: transition.id, signature: detail, detail };
  });
  const guards: Element[] = Object.entries(machine.implementations.guards ?? {}).map(([name, guard]) => {
    const code = String(guard).replace(/\s+/g, ' ').trim();
    return { key: name, transition: null, signature: code, detail: code.length > 120 ? `${code.slice(0, 117)}...` : code };
  });
  return { state: states, transition: transitions, guard: guards };
}

/** The changes from `before` (null: the machine did not exist) to `after` (null: it is gone). */
export function diffMachines(before: AnyStateMachine | null, after: AnyStateMachine | null): ChangeRow[] {
  const empty = { state: [], transition: [], guard: [] };
  const old = before ? elements(before) : empty;
  const now = after ? elements(after) : empty;
  const rows: ChangeRow[] = [];
  for (const kind of ['state', 'transition', 'guard'] as const) {
    const oldByKey = new Map(old[kind].map((element) => [element.key, element]));
    const nowByKey = new Map(now[kind].map((element) => [element.key, element]));
    for (const element of now[kind]) {
      const previous = oldByKey.get(element.key);
      if (!previous) rows.push({ kind, change: 'added', key: element.key, transition: element.transition, detail: element.detail });
      else if (previous.signature !== element.signature) {
        rows.push({ kind, change: 'changed', key: element.key, transition: element.transition, detail: `was: ${previous.detail}; now: ${element.detail}` });
      }
    }
    for (const element of old[kind]) {
      if (!nowByKey.has(element.key)) rows.push({ kind, change: 'removed', key: element.key, transition: null, detail: element.detail });
    }
  }
  return rows;
}
