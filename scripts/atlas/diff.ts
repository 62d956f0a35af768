/**
 * What changed in a machine between two versions (`npm run atlas -- --since <ref>`): states by id,
 * transitions by source, event and guard (a changed guard is a transition removed and one added), the
 * named guards and actions of `setup` by their code, and the modules of machines/ and domain/ the
 * machine's file imports (its rules), by their text. A state changes when its kind, initial state,
 * invokes or requirement do; a transition when its targets, actions or requirement do.
 */
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import ts from 'typescript';
import type { AnyStateMachine } from 'xstate';
import { traceOf } from '../../model/requirements.ts';
import { actionCode } from '../../model/xstateInternals.ts';
import { readFlow, transitionText } from '../flows/structure.ts';

export type Change = 'added' | 'removed' | 'changed';

export interface ChangeRow {
  kind: 'state' | 'transition' | 'guard' | 'action' | 'module';
  change: Change;
  /** The state's id, the transition as `source --EVENT [guard]` (its key), the guard's or action's name, or the module's path. */
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
    const actions = transition.actions.map((action) => (action.params ? `${action.name} ${action.params}` : action.name)).join(', ');
    const detail = `to ${to}${actions ? `, does ${actions}` : ''}, implements ${refs.get(transition.id) || 'nothing'}`;
    return { key: occurrence ? `${base} (${occurrence + 1})` : base, transition: transition.id, signature: detail, detail };
  });
  const byCode = (implementations: Record<string, unknown>): Element[] =>
    Object.entries(implementations).map(([name, implementation]) => {
      const code = actionCode(implementation);
      return { key: name, transition: null, signature: code, detail: code.length > 120 ? `${code.slice(0, 117)}...` : code };
    });
  return { state: states, transition: transitions, guard: byCode(machine.implementations.guards ?? {}), action: byCode(machine.implementations.actions ?? {}) };
}

/** A machine's file and the modules of machines/ and domain/ it imports, at and beyond: path (from the root) to text. */
export type MachineModules = ReadonlyMap<string, string>;

const RULE_DIRS = ['machines/', 'domain/'];

/** The file under machines/ that creates the machine with this id, or null. */
async function machineFile(root: string, machineId: string): Promise<string | null> {
  const dir = join(root, 'machines');
  const files = (await readdir(dir, { recursive: true })).filter((name) => name.endsWith('.ts')).sort();
  const creates = new RegExp(`createMachine\\(\\{\\s*id: '${machineId}'`);
  for (const name of files) if (creates.test(await readFile(join(dir, name), 'utf8'))) return join('machines', name);
  return null;
}

/** The machine's module and every module of machines/ and domain/ it imports, directly or not (empty when no file creates it). */
export async function machineModules(root: string, machineId: string): Promise<MachineModules> {
  const modules = new Map<string, string>();
  const start = await machineFile(root, machineId);
  const pending = start ? [start] : [];
  for (let path = pending.pop(); path !== undefined; path = pending.pop()) {
    if (modules.has(path)) continue;
    const text = await readFile(join(root, path), 'utf8');
    modules.set(path, text);
    for (const { fileName } of ts.preProcessFile(text).importedFiles) {
      if (!fileName.startsWith('.')) continue;
      const imported = relative(root, join(root, dirname(path), fileName));
      if (RULE_DIRS.some((dir) => imported.startsWith(dir)) && existsSync(join(root, imported))) pending.push(imported);
    }
  }
  return new Map([...modules].sort(([a], [b]) => (a < b ? -1 : 1)));
}

/**
 * The changes from `before` (null: the machine did not exist) to `after` (null: it is gone), with the
 * modules each version imports when they are given.
 */
export function diffMachines(
  before: AnyStateMachine | null,
  after: AnyStateMachine | null,
  modules: { before: MachineModules; after: MachineModules } = { before: new Map(), after: new Map() },
): ChangeRow[] {
  const empty = { state: [], transition: [], guard: [], action: [] };
  const asElements = (texts: MachineModules): Element[] =>
    [...texts].map(([path, text]) => ({ key: path, transition: null, signature: text, detail: `${text.split('\n').length} lines` }));
  const old = { ...(before ? elements(before) : empty), module: asElements(modules.before) };
  const now = { ...(after ? elements(after) : empty), module: asElements(modules.after) };
  const rows: ChangeRow[] = [];
  for (const kind of ['state', 'transition', 'guard', 'action', 'module'] as const) {
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
