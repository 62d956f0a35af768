/**
 * What a machine promises, read from the machine itself: every state node and every transition
 * (events, guarded alternatives, `always`, `after`, invoke done/error). Coverage is measured against
 * this inventory, so a transition no executed path took is named.
 */
import type { AnyStateMachine, AnyStateNode } from 'xstate';
import { transitionDefinitionsOf, type TransitionDefinition } from './xstateInternals.ts';

export interface TransitionInfo {
  id: string;
  source: string;
  event: string;
  guard: string | null;
  targets: string[];
}

export function allStateNodes(machine: AnyStateMachine): AnyStateNode[] {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    nodes.push(node);
    Object.values(node.states).forEach(visit);
  };
  visit(machine.root);
  return nodes;
}

export function guardName(guard: unknown): string | null {
  if (!guard) return null;
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'object' && 'type' in guard) return String((guard as { type: unknown }).type);
  if (typeof guard === 'function') return guard.name && guard.name !== 'guard' ? guard.name : 'inline';
  return 'guard';
}

function describe(definition: TransitionDefinition, event: string, index: number): TransitionInfo {
  const targets = (definition.target ?? []).map((target) => target.id);
  const guard = guardName(definition.guard);
  return {
    id: `${definition.source.id} --${event}#${index}`,
    source: definition.source.id,
    event,
    guard,
    targets,
  };
}

export function allTransitions(machine: AnyStateMachine): TransitionInfo[] {
  return allStateNodes(machine).flatMap((node) =>
    transitionDefinitionsOf(node).flatMap(({ eventType, list }) => list.map((definition, index) => describe(definition, eventType, index))),
  );
}

/** The inventory id of a transition definition a running actor took. */
export function transitionId(definition: TransitionDefinition): string {
  const node = definition.source;
  for (const { eventType, list } of transitionDefinitionsOf(node)) {
    const index = list.indexOf(definition);
    if (index >= 0) return `${node.id} --${eventType}#${index}`;
  }
  return `${node.id} --${definition.eventType}#?`;
}

export function label(transition: TransitionInfo): string {
  const guard = transition.guard ? ` [${transition.guard}]` : '';
  const to = transition.targets.length ? transition.targets.join(', ') : '(stays)';
  return `${transition.source} --${transition.event}${guard}--> ${to}`;
}
