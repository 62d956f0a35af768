/**
 * A Mermaid `stateDiagram-v2` of a flow. Every state is declared inside its composite first; a
 * transition between siblings is written in their composite, any other one at the top level (a
 * transition written in an inner composite would pull the states it names into that composite).
 */
import type { ChartNotes } from '../../model/notes/kit.ts';
import { originTag } from './notes.ts';
import { transitionText, type Flow, type FlowState, type FlowTransition } from './structure.ts';

/** Ids the Mermaid state lexer reads as keywords (`root` is the id Mermaid gives the diagram itself). */
const KEYWORD = /^(state|note|class|classDef|style|scale|direction|hide|root|stateDiagram)$/i;
/** The lexer reads `default` as a keyword even at the start of a longer word. */
const KEYWORD_PREFIX = /^(default|\d)/i;

/** Mermaid ids for the state nodes: node ids with dots (and anything else) replaced, unique. */
export function mermaidIds(flow: Flow): Map<string, string> {
  const ids = new Map<string, string>();
  const used = new Set<string>();
  for (const state of flow.states) {
    let base = state.id.replace(/[^A-Za-z0-9_]/g, '_');
    if (KEYWORD.test(base) || KEYWORD_PREFIX.test(base)) base = `s_${base}`;
    let id = base;
    for (let n = 2; used.has(id.toLowerCase()); n += 1) id = `${base}_${n}`;
    used.add(id.toLowerCase());
    ids.set(state.id, id);
  }
  return ids;
}

/**
 * Text safe in a Mermaid label: a transition's text ends at `:` or `;`, and `#`, quotes and angle
 * brackets are markup; Mermaid turns these entity codes back into the characters when it renders.
 */
export function mermaidText(text: string): string {
  return text.replace(/[#:;"<>]/g, (char) => `#${char.charCodeAt(0)};`).replace(/\s+/g, ' ');
}

function stateLabel(state: FlowState): string {
  if (state.kind === 'history') return `${state.key} (${state.history} history)`;
  return state.key;
}

/** `EVENT [guard]`, with what sends the event when no person does: `after 500ms (timer)`, `STORAGE_CHANGED (storage event)`. */
function edgeText(transition: FlowTransition, notes: ChartNotes | null): string {
  const tag = originTag(transition, notes);
  return tag ? transitionText({ event: `${transition.event} (${tag})`, guard: transition.guard }) : transitionText(transition);
}

export function toMermaid(flow: Flow, notes: ChartNotes | null = null): string {
  const ids = mermaidIds(flow);
  const id = (stateId: string) => ids.get(stateId)!;
  const byId = new Map(flow.states.map((state) => [state.id, state]));
  const parentOf = (stateId: string) => byId.get(stateId)!.parent;

  /** Transitions between siblings of a non-parallel composite are drawn inside it. */
  const local = new Map<string, string[]>();
  const topLevel: string[] = [];
  for (const transition of flow.transitions) {
    for (const target of transition.targets) {
      const line = `${id(transition.source)} --> ${id(target)} : ${mermaidText(edgeText(transition, notes))}`;
      const parent = parentOf(transition.source);
      if (parent && parent === parentOf(target) && parent.kind !== 'parallel') {
        local.set(parent.id, [...(local.get(parent.id) ?? []), line]);
      } else {
        topLevel.push(line);
      }
    }
  }

  const lines: string[] = ['stateDiagram-v2'];
  const emit = (state: FlowState, indent: string): void => {
    const declaration = `${indent}state "${mermaidText(stateLabel(state))}" as ${id(state.id)}`;
    if (state.kind !== 'compound' && state.kind !== 'parallel') {
      lines.push(declaration);
      if (state.invokes.length) lines.push(`${indent}${id(state.id)} : ${mermaidText(`invokes ${state.invokes.join(', ')}`)}`);
      return;
    }
    lines.push(`${declaration} {`);
    const inner = `${indent}  `;
    if (state.kind === 'compound' && state.initial) lines.push(`${inner}[*] --> ${id(state.initial)}`);
    state.children.forEach((child, index) => {
      if (state.kind === 'parallel' && index > 0) lines.push(`${inner}--`);
      emit(child, inner);
    });
    for (const child of state.children) if (child.kind === 'final') lines.push(`${inner}${id(child.id)} --> [*]`);
    lines.push(...(local.get(state.id) ?? []).map((line) => `${inner}${line}`));
    lines.push(`${indent}}`);
  };
  lines.push(`  [*] --> ${id(flow.root.id)}`);
  emit(flow.root, '  ');
  if (flow.root.kind === 'final') lines.push(`  ${id(flow.root.id)} --> [*]`);
  lines.push(...topLevel.map((line) => `  ${line}`));
  return `${lines.join('\n')}\n`;
}
