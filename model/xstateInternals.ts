/**
 * The one place that reads XState's internals: the shapes below are not part of xstate's public types
 * (transition definitions on a state node, the transitions a microstep took, a snapshot's active nodes,
 * the parts of a combined guard). An XState upgrade that changes them breaks here and in
 * tests/unit/xstateInternals.test.ts, not across the model tooling and the flow docs.
 */
import type { AnyStateNode, InspectionEvent } from 'xstate';

export interface TransitionDefinition {
  source: AnyStateNode;
  eventType: string;
  target?: readonly AnyStateNode[] | undefined;
  guard?: unknown;
  /** The transition's own `meta` (its requirement, model/requirements.ts). */
  meta?: unknown;
  /** Its actions as written: a name, `{ type, params }`, or an action creator's function (assign, raise). */
  actions?: readonly unknown[];
}

export interface InvokeDefinition {
  id: string;
  src: unknown;
}

/** A node's transitions grouped by event, in definition order: `on` / `after` / invoke events, then `always`. */
export function transitionDefinitionsOf(node: AnyStateNode): { eventType: string; list: TransitionDefinition[] }[] {
  const byEvent = [...(node.transitions as Map<string, TransitionDefinition[]>).entries()].map(([eventType, list]) => ({ eventType, list }));
  const always = (node.always ?? []) as TransitionDefinition[];
  return always.length ? [...byEvent, { eventType: 'always', list: always }] : byEvent;
}

/** The actors a node invokes, with the ids XState gave them. */
export function invokeDefinitionsOf(node: AnyStateNode): InvokeDefinition[] {
  return ((node as unknown as { invoke?: InvokeDefinition[] }).invoke ?? []).filter((invoke) => invoke && typeof invoke.id === 'string');
}

/** A compound node's initial child's id. */
export function initialChildId(node: AnyStateNode): string | null {
  return (node.initial as { target?: readonly AnyStateNode[] } | undefined)?.target?.[0]?.id ?? null;
}

/** A history node's kind (`shallow` unless it says `deep`). */
export function historyKind(node: AnyStateNode): string {
  return String((node as unknown as { history?: unknown }).history ?? 'shallow');
}

/** The transition definitions a `@xstate.microstep` inspection event took (none for other events). */
export function transitionsTaken(event: InspectionEvent): TransitionDefinition[] {
  if (event.type !== '@xstate.microstep') return [];
  return (event as unknown as { _transitions: TransitionDefinition[] })._transitions;
}

/** The ids of the state nodes active in an inspected snapshot (none for events without one). */
export function activeNodeIds(event: InspectionEvent): string[] {
  return activeNodes(event).map((node) => node.id);
}

/** The operator and operands of a guard built with `and` / `or` / `not`, or null for any other guard. */
export function combinedGuard(guard: unknown): { operator: string; guards: unknown[] } | null {
  if (typeof guard !== 'function') return null;
  const combined = guard as { name: string; guards?: unknown };
  return Array.isArray(combined.guards) && ['and', 'or', 'not'].includes(combined.name) ? { operator: combined.name, guards: combined.guards } : null;
}

/** The state nodes active in an inspected snapshot (none for events without one). */
export function activeNodes(event: InspectionEvent): AnyStateNode[] {
  if (event.type !== '@xstate.snapshot' && event.type !== '@xstate.microstep') return [];
  return (event.snapshot as unknown as { _nodes?: AnyStateNode[] })._nodes ?? [];
}

/**
 * An action implementation's code, for telling versions apart: an `assign` is a shared wrapper whose
 * own code never changes, so its assignment (a function, or an object of them) is read instead.
 */
export function actionCode(action: unknown): string {
  const assignment = (action as { assignment?: unknown } | null)?.assignment;
  const code = (value: unknown) => String(value).replace(/\s+/g, ' ').trim();
  if (assignment === undefined) return code(action);
  if (typeof assignment === 'function') return code(assignment);
  return Object.entries(assignment as Record<string, unknown>).map(([key, value]) => `${key}: ${typeof value === 'function' ? code(value) : JSON.stringify(value)}`).join('; ');
}
