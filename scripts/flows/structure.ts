/**
 * A machine's shape, read from the machine definition itself (`machine.root`): the tree of state
 * nodes and every transition with a readable event label and guard name. The Mermaid and Graphviz
 * drawings are both made from this, and transitions are listed in the order and with the ids of the
 * coverage inventory (model/graph.ts), so the pictures and the figures count the same things.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { allStateNodes, guardName } from '../../model/graph.ts';
import { combinedGuard, historyKind, initialChildId, invokeDefinitionsOf, transitionDefinitionsOf } from '../../model/xstateInternals.ts';
import { wordsIn } from '../../domain/wording.ts';
import type { Message } from '../../domain/message.ts';

export type FlowStateKind = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface FlowState {
  /** The state node's id, e.g. `cart.lines.empty`. */
  id: string;
  /** Its key, e.g. `empty` (the machine's id for the root). */
  key: string;
  kind: FlowStateKind;
  parent: FlowState | null;
  children: FlowState[];
  /** The initial child's id, for compound states. */
  initial: string | null;
  /** Named actors invoked while in this state (the `src`, or the id when the `src` is inline). */
  invokes: string[];
  /** `shallow` or `deep` for history states. */
  history: string | null;
}

export interface FlowTransition {
  /** The coverage inventory's id: `<source> --<event>#<index>`. */
  id: string;
  source: string;
  /** The targets' ids; the source itself for a transition without a target (it stays). */
  targets: string[];
  /** The raw event type (`ADD`, `always`, `xstate.after.500.cart.feedback.adding`, ...). */
  eventType: string;
  /** The event as drawn: `ADD`, `always`, `after 500ms`, `done: fetchProducts`, `error: fetchProducts`. */
  event: string;
  guard: string | null;
  /** True when the transition names no target: actions only, the state stays. */
  targetless: boolean;
  /** Its actions in order. */
  actions: FlowAction[];
}

/** An action of a transition: its name, and what its params say when they are written out (a toast's text, a route). */
export interface FlowAction {
  name: string;
  params: string | null;
}

export interface Flow {
  machineId: string;
  root: FlowState;
  /** Every state node, depth first in definition order (the root first). */
  states: FlowState[];
  transitions: FlowTransition[];
}

/** The guard's name as model/graph.ts names it, with `and` / `or` / `not` spelled out. */
export function guardLabel(guard: unknown): string | null {
  const combined = combinedGuard(guard);
  if (combined) return `${combined.operator}(${combined.guards.map((inner) => guardLabel(inner) ?? 'guard').join(', ')})`;
  return guardName(guard);
}

function kindOf(node: AnyStateNode): FlowStateKind {
  if (node.type === 'final' || node.type === 'history' || node.type === 'parallel') return node.type;
  return node.type === 'compound' && Object.keys(node.states).length > 0 ? 'compound' : 'atomic';
}

/** An invoke's readable name: its own id, or its named `src` when XState made the id up (`<index>.<state id>`). */
function invokeName(node: AnyStateNode, invokeId: string): string {
  const invokes = invokeDefinitionsOf(node);
  const index = invokes.findIndex((candidate) => candidate.id === invokeId);
  const src = invokes[index]?.src;
  return invokeId === `${index}.${node.id}` && typeof src === 'string' ? src : invokeId;
}

/** How an event reads on a diagram. */
export function eventLabel(eventType: string, source: AnyStateNode): string {
  if (eventType === 'always') return 'always';
  if (eventType === '*') return '* (any event)';
  const afterPrefix = 'xstate.after.';
  if (eventType.startsWith(afterPrefix)) {
    const suffix = `.${source.id}`;
    const delay = eventType.endsWith(suffix) ? eventType.slice(afterPrefix.length, -suffix.length) : eventType.slice(afterPrefix.length);
    if (/^\d+$/.test(delay)) return `after ${delay}ms`;
    // A named delay (`after: { ALARM_REPEAT_MS: ... }`) shows its value beside its name, when it is a number.
    const value = (source.machine.implementations.delays as Record<string, unknown>)[delay];
    return typeof value === 'number' ? `after ${delay} (${value}ms)` : `after ${delay}`;
  }
  const done = /^xstate\.done\.actor\.(.+)$/.exec(eventType);
  if (done) return `done: ${invokeName(source, done[1]!)}`;
  const failed = /^xstate\.error\.actor\.(.+)$/.exec(eventType);
  if (failed) return `error: ${invokeName(source, failed[1]!)}`;
  if (eventType.startsWith('xstate.done.state.')) return 'onDone';
  return eventType;
}

const PARAM_WORDS: Record<string, (value: string) => string> = {
  message: (value) => `"${value}"`,
  description: (value) => `"${value}"`,
  tone: (value) => `(${value})`,
  to: (value) => value,
  returnTo: (value) => `(returning to ${value})`,
};

/** A toast's text as the specification words it: a message by key in English (domain/message.ts), or the words given. */
const isMessage = (value: unknown): value is Message => typeof value === 'object' && value !== null && typeof (value as Message).id === 'string';
const paramValue = (value: unknown): unknown => (isMessage(value) ? wordsIn('en', value) : value);

/** Params as a reader takes them in: written-out values in words, computed ones by the function's name. */
function paramsText(params: unknown): string | null {
  if (params === undefined) return null;
  // An inline arrow is named after the `params` key it was written under; a named helper says more.
  if (typeof params === 'function') return params.name && params.name !== 'params' ? `from ${params.name}` : 'from the event';
  if (!params || typeof params !== 'object') return String(params);
  return Object.entries(params)
    .map(([key, given]) => {
      const value = paramValue(given);
      return PARAM_WORDS[key] && typeof value === 'string' ? PARAM_WORDS[key](value) : `${key} ${JSON.stringify(value)}`;
    })
    .join(' ');
}

/** An action as written in a transition: a name, `{ type, params }`, or an action creator (`xstate.raise`). */
function flowAction(action: unknown): FlowAction {
  if (typeof action === 'string') return { name: action, params: null };
  const { type, params } = (action ?? {}) as { type?: unknown; params?: unknown };
  if (typeof action === 'object' && typeof type === 'string') return { name: type, params: paramsText(params) };
  return { name: typeof type === 'string' ? type : 'inline', params: null };
}

export function readFlow(machine: AnyStateMachine): Flow {
  const byId = new Map<string, FlowState>();
  const build = (node: AnyStateNode, parent: FlowState | null): FlowState => {
    const kind = kindOf(node);
    const state: FlowState = {
      id: node.id,
      key: parent ? node.key : machine.id,
      kind,
      parent,
      children: [],
      initial: kind === 'compound' ? initialChildId(node) : null,
      invokes: invokeDefinitionsOf(node).map((invoke) => invokeName(node, invoke.id)),
      history: kind === 'history' ? historyKind(node) : null,
    };
    byId.set(state.id, state);
    state.children = Object.values(node.states).map((child) => build(child, state));
    return state;
  };
  const root = build(machine.root, null);
  const nodes = allStateNodes(machine);
  const states = nodes.map((node) => byId.get(node.id)!);
  const transitions = nodes.flatMap((node) =>
    transitionDefinitionsOf(node).flatMap(({ eventType, list }) =>
      list.map((definition, index): FlowTransition => {
        const targets = (definition.target ?? []).map((target) => target.id);
        return {
          id: `${node.id} --${eventType}#${index}`,
          source: node.id,
          targets: targets.length ? targets : [node.id],
          eventType,
          event: eventLabel(eventType, node),
          guard: guardLabel(definition.guard),
          targetless: targets.length === 0,
          actions: (definition.actions ?? []).map(flowAction),
        };
      }),
    ),
  );
  return { machineId: machine.id, root, states, transitions };
}

/** The state and its ancestors, innermost first. */
export function ancestry(state: FlowState): FlowState[] {
  const chain: FlowState[] = [];
  for (let current: FlowState | null = state; current; current = current.parent) chain.push(current);
  return chain;
}

/** True when `inner` is `outer` or lies inside it. */
export function isWithin(inner: FlowState, outer: FlowState): boolean {
  return ancestry(inner).includes(outer);
}

/** A transition's text on a diagram: `EVENT [guard]`. */
export function transitionText(transition: Pick<FlowTransition, 'event' | 'guard'>): string {
  return transition.guard ? `${transition.event} [${transition.guard}]` : transition.event;
}
