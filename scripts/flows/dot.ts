/**
 * The same graph as the Mermaid diagram, in Graphviz DOT: a cluster for every compound and parallel
 * state (a parallel state's regions are clusters inside its dashed cluster), a start point, a
 * start point in every compound state, a bull's-eye after final states, and edges labelled with
 * event and guard. Transitions with the same source and target share one edge, one line each.
 */
import type { ChartNotes } from '../../model/notes/kit.ts';
import { eventOrigin, guardMeaning, isTimer, originTag, screenNote, wrapped } from './notes.ts';
import { isWithin, type Flow, type FlowState, type FlowTransition } from './structure.ts';

const FONT = 'Helvetica';
const COLORS = {
  stateFill: '#fff4e0',
  stateLine: '#b0793a',
  finalFill: '#f3e6ff',
  finalLine: '#7a4fa0',
  clusterFills: ['#fbf8f3', '#f2f7fb'],
  clusterLine: '#b9a58a',
  parallelLine: '#7f8c99',
  edge: '#4b5966',
  guard: '#8a5a14',
  origin: '#57606a',
  pseudo: '#2f2f2f',
};

/** A quoted DOT id. */
function quote(text: string): string {
  return `"${text.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/** Text inside an HTML-like label. */
function html(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const nodeId = (state: FlowState) => quote(state.id);
const clusterId = (state: FlowState) => quote(`cluster ${state.id}`);
const initialId = (state: FlowState) => quote(`@initial ${state.id}`);
const finalId = (state: FlowState) => quote(`@final ${state.id}`);
const anyStateId = (state: FlowState) => quote(`@any ${state.id}`);
const START = quote('@start');

const isCluster = (state: FlowState) => state.kind === 'compound' || state.kind === 'parallel';

/** The node an edge to or from a state attaches to (clipped at the cluster's border for composites). */
function anchor(state: FlowState): string {
  if (state.kind === 'compound' && state.initial) return initialId(state);
  if (isCluster(state) && state.children[0]) return anchor(state.children[0]);
  return nodeId(state);
}

/**
 * How the atlas draws one transition (scripts/atlas/): its own edge (never shared), coloured, a link,
 * and a mark before its label (`+` added, `~` changed since a commit).
 */
export interface EdgeDecoration {
  color: string;
  href: string;
  tooltip: string;
  mark?: string;
}

/** An edge as drawn: its DOT endpoints, the frames it is clipped at, the frame its loop label goes in. */
interface DrawnEdge {
  tail: string;
  head: string;
  ltail?: string;
  lhead?: string;
  home: string | null;
  labels: string[];
  decoration?: EdgeDecoration;
  /** A timer's edge: dashed, its label a node of its own so that it is drawn apart from the events' labels. */
  timer: boolean;
}

function attributes(list: Record<string, string | number | undefined>): string {
  const entries = Object.entries(list).filter((entry): entry is [string, string | number] => entry[1] !== undefined);
  return entries.length ? ` [${entries.map(([key, value]) => `${key}=${value}`).join(', ')}]` : '';
}

/**
 * An edge's label: the event (in italics, with what sends it, when no person does), the guard's name, and
 * under it the guard's meaning from the chart notes.
 */
function transitionLabel(transition: FlowTransition, notes: ChartNotes | null, decoration?: EdgeDecoration): string {
  const tag = originTag(transition, notes);
  const mark = decoration?.mark ? `${html(decoration.mark)} ` : '';
  const shown = eventOrigin(transition, notes) ? `<i>${html(transition.event)}</i>` : html(transition.event);
  // A person's event the screen normally does not send (its control is disabled): the machine's answer if it comes anyway.
  const shownTag = tag ?? (screenNote(transition, notes) ? 'disabled on screen' : null);
  const name = shownTag ? `${shown} <font point-size="9" color="${COLORS.origin}">(${html(shownTag)})</font>` : shown;
  const event = `<b>${mark}${name}</b>`;
  const meaning = guardMeaning(transition.guard, notes);
  const meaningLines = meaning ? wrapped(meaning).map((line) => `<br align="left"/><font point-size="9" color="${COLORS.guard}">${html(line)}</font>`).join('') : '';
  const text = transition.guard ? `${event} <font color="${COLORS.guard}">[${html(transition.guard)}]</font>${meaningLines}` : event;
  return decoration ? `<font color="${decoration.color}">${text}</font>` : text;
}

function stateNode(state: FlowState, indent: string): string {
  if (state.kind === 'history') {
    return `${indent}${nodeId(state)}${attributes({ shape: 'circle', width: 0.3, fixedsize: 'true', label: quote(state.history === 'deep' ? 'H*' : 'H') })}`;
  }
  const invokes = state.invokes.length ? `<br/><font point-size="9">invokes ${html(state.invokes.join(', '))}</font>` : '';
  const final = state.kind === 'final';
  return `${indent}${nodeId(state)}${attributes({
    label: `<${html(state.key)}${invokes}>`,
    peripheries: final ? 2 : undefined,
    fillcolor: final ? quote(COLORS.finalFill) : undefined,
    color: final ? quote(COLORS.finalLine) : undefined,
  })}`;
}

export function toDot(flow: Flow, title: string, decorate?: (transition: FlowTransition) => EdgeDecoration, notes: ChartNotes | null = null): string {
  const byId = new Map(flow.states.map((state) => [state.id, state]));
  const lines: string[] = [
    `digraph ${quote(title)} {`,
    `  graph${attributes({ compound: 'true', rankdir: 'LR', newrank: 'true', fontname: quote(FONT), fontsize: 12, nodesep: 0.3, ranksep: 0.55, pad: 0.25, labeljust: 'l', bgcolor: quote('white') })}`,
    `  node${attributes({ shape: 'box', style: quote('rounded,filled'), fontname: quote(FONT), fontsize: 12, fillcolor: quote(COLORS.stateFill), color: quote(COLORS.stateLine), penwidth: 1.3, margin: quote('0.18,0.07') })}`,
    `  edge${attributes({ fontname: quote(FONT), fontsize: 10, color: quote(COLORS.edge), fontcolor: quote('#1f2a33'), arrowsize: 0.7 })}`,
    `  ${START}${attributes({ shape: 'point', width: 0.15, color: quote(COLORS.pseudo), fillcolor: quote(COLORS.pseudo), xlabel: quote('start'), fontsize: 9 })}`,
  ];
  const edges: string[] = [];

  // Every transition becomes an edge between drawn endpoints; transitions with the same endpoints
  // share the edge, one label line each. A composite's own transitions that stay inside it start
  // from an "any state" box in its frame (an edge cannot leave a frame for a place inside it). A
  // loop's label becomes a node of its own next to the state, so Graphviz keeps it clear of other
  // labels and inside the frame; so does a timer's (its own dashed edge, never shared), which would
  // otherwise be drawn over the label of the event that led into its state, and, in the atlas, every
  // transition's (scripts/flows/labelLayout.ts checks the drawn labels).
  const drawn = new Map<string, DrawnEdge>();
  const extraNodes = new Map<string | null, string[]>();
  const addNode = (cluster: string | null, node: string) => extraNodes.set(cluster, [...(extraNodes.get(cluster) ?? []), node]);
  const anyStates = new Set<string>();
  for (const transition of flow.transitions) {
    const decoration = decorate?.(transition);
    const source = byId.get(transition.source)!;
    for (const targetId of transition.targets) {
      const target = byId.get(targetId)!;
      const fromAnyState = isCluster(source) && isWithin(target, source);
      if (fromAnyState && !anyStates.has(source.id)) {
        anyStates.add(source.id);
        addNode(source.id, `${anyStateId(source)}${attributes({ label: quote('any state'), style: quote('rounded,dashed'), fillcolor: quote('none'), fontsize: 10, color: quote(COLORS.clusterLine) })}`);
      }
      const tail = fromAnyState ? anyStateId(source) : anchor(source);
      const head = fromAnyState && transition.targetless ? tail : anchor(target);
      const edge: DrawnEdge = {
        tail,
        head,
        ...(isCluster(source) && !fromAnyState ? { ltail: clusterId(source) } : {}),
        ...(isCluster(target) && !isWithin(source, target) && head !== tail ? { lhead: clusterId(target) } : {}),
        home: fromAnyState ? source.id : (source.parent?.id ?? null),
        labels: [],
        ...(decoration ? { decoration } : {}),
        timer: isTimer(transition),
      };
      const key = [edge.tail, edge.head, edge.ltail, edge.lhead, decoration || edge.timer ? `${transition.id} ${targetId}` : ''].join('\u0000');
      const group = drawn.get(key) ?? edge;
      group.labels.push(transitionLabel(transition, notes, decoration));
      drawn.set(key, group);
    }
  }
  const transitionEdges: string[] = [];
  let loops = 0;
  for (const { tail, head, ltail, lhead, home, labels, decoration, timer } of drawn.values()) {
    const label = labels.length === 1 && !labels[0]!.includes('<br') ? `<${labels[0]}>` : `<${labels.map((line) => `${line}<br align="left"/>`).join('')}>`;
    const look = {
      ...(decoration ? { color: quote(decoration.color), penwidth: decoration.mark ? 2.6 : 1.4, URL: quote(decoration.href), tooltip: quote(decoration.tooltip), target: quote('_top') } : {}),
      ...(timer ? { style: quote('dashed') } : {}),
    };
    // In the atlas (a decoration: every transition its own edge) every label is a node of its own, the edge
    // drawn through it: a label Graphviz places beside its edge may land over another's or beside the wrong
    // edge (two answers of one call into a state inside a frame), or touch its own edge's line.
    if (tail === head || timer || ltail || lhead || decoration) {
      loops += 1;
      const loop = quote(tail !== head ? `@label ${tail.slice(1, -1)} ${loops}` : decoration ? `@loop ${tail.slice(1, -1)} ${loops}` : `@loop ${tail.slice(1, -1)}`);
      addNode(home, `${loop}${attributes({ ...(decoration ? { shape: 'none', margin: quote('0.06,0.03') } : { shape: 'plain' }), label, fontsize: 10, fontcolor: quote('#1f2a33'), fillcolor: quote('none'), ...(decoration ? { URL: look.URL, tooltip: look.tooltip, target: look.target } : {}) })}`);
      // A timer's label node between two states keeps the frames the edge is clipped at; a loop has none.
      const [fromTail, toHead] = tail === head ? [{}, {}] : [{ ltail }, { lhead }];
      transitionEdges.push(`  ${tail} -> ${loop}${attributes({ arrowhead: 'none', ...fromTail, ...look })}`, `  ${loop} -> ${head}${attributes({ ...toHead, ...look })}`);
    } else {
      transitionEdges.push(`  ${tail} -> ${head}${attributes({ label, ltail, lhead, ...look })}`);
    }
  }

  const emit = (state: FlowState, indent: string, depth: number): void => {
    if (!isCluster(state)) {
      lines.push(stateNode(state, indent));
      return;
    }
    const parallel = state.kind === 'parallel';
    const invokes = state.invokes.length ? ` <font point-size="9">invokes ${html(state.invokes.join(', '))}</font>` : '';
    lines.push(`${indent}subgraph ${clusterId(state)} {`);
    const inner = `${indent}  `;
    lines.push(
      `${inner}graph${attributes({
        label: `<<b>${html(state.key)}</b>${parallel ? ' <i>(parallel: all regions at once)</i>' : ''}${invokes}>`,
        style: quote(parallel ? 'rounded,dashed' : 'rounded,filled'),
        fillcolor: parallel ? undefined : quote(COLORS.clusterFills[depth % 2]!),
        color: quote(parallel ? COLORS.parallelLine : COLORS.clusterLine),
        penwidth: parallel ? 1.4 : 1,
        margin: 12,
      })}`,
    );
    if (state.kind === 'compound' && state.initial) {
      const initial = byId.get(state.initial)!;
      lines.push(`${inner}${initialId(state)}${attributes({ shape: 'point', width: 0.12, color: quote(COLORS.pseudo), fillcolor: quote(COLORS.pseudo) })}`);
      edges.push(`  ${initialId(state)} -> ${anchor(initial)}${attributes({ lhead: isCluster(initial) ? clusterId(initial) : undefined })}`);
    }
    for (const child of state.children) emit(child, inner, depth + 1);
    if (state.children.some((child) => child.kind === 'final')) {
      lines.push(`${inner}${finalId(state)}${attributes({ shape: 'point', width: 0.12, peripheries: 2, color: quote(COLORS.pseudo), fillcolor: quote(COLORS.pseudo) })}`);
      for (const child of state.children) if (child.kind === 'final') edges.push(`  ${nodeId(child)} -> ${finalId(state)}`);
    }
    lines.push(...(extraNodes.get(state.id) ?? []).map((node) => `${inner}${node}`));
    lines.push(`${indent}}`);
  };
  edges.push(`  ${START} -> ${anchor(flow.root)}${attributes({ lhead: isCluster(flow.root) ? clusterId(flow.root) : undefined })}`);
  emit(flow.root, '  ', 0);
  lines.push(...(extraNodes.get(null) ?? []).map((node) => `  ${node}`));
  edges.push(...transitionEdges);
  lines.push(...edges, '}');
  return `${lines.join('\n')}\n`;
}
