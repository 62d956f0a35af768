/**
 * Checks a rendered diagram (Graphviz's SVG, scripts/flows/svg.ts) for labels a reader cannot read or
 * reads against the wrong edge: two labels' lines drawn over each other, an edge's line drawn through a
 * label's text, and a label drawn nearer another edge than its own (a success label under the edge into
 * "failed"). The text's extent is estimated from its font size and length (Graphviz writes no widths), so
 * the checks allow a little slack.
 */

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/** One line of a label's text as drawn. */
interface TextLine extends Box {
  text: string;
}

/** A transition's label: its lines, and the edge it belongs to (none for a label drawn as a node of its own). */
interface DrawnLabel {
  id: string;
  lines: TextLine[];
  /** The edge the label is drawn beside (its points); null when the label is a node the edge runs through. */
  own: Point[] | null;
}

interface Point {
  x: number;
  y: number;
}

export interface LabelProblem {
  kind: 'overlap' | 'crossed' | 'misplaced';
  detail: string;
}

const decode = (text: string) => text.replace(/&#39;/g, "'").replace(/&#45;/g, '-').replace(/&lt;/g, '<').replace(/&gt;/g, '>').replace(/&quot;/g, '"').replace(/&amp;/g, '&');

/** The groups Graphviz writes per node and per edge: `<g id="edge5" class="edge">...</g>`, in order. */
function groups(svg: string): { kind: 'node' | 'edge'; title: string; body: string }[] {
  const found: { kind: 'node' | 'edge'; title: string; body: string }[] = [];
  const starts = [...svg.matchAll(/<g id="[^"]*" class="(node|edge)">\s*<title>([^<]*)<\/title>/g)];
  for (const [index, match] of starts.entries()) {
    const end = starts[index + 1]?.index ?? svg.length;
    found.push({ kind: match[1] as 'node' | 'edge', title: decode(match[2]!), body: svg.slice(match.index, end) });
  }
  return found;
}

const attribute = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];

/** The lines of text in a piece of SVG, each with its estimated extent (Helvetica: about half the size a character, bold 0.55). */
function textLines(svg: string): TextLine[] {
  return [...svg.matchAll(/<text([^>]*)>([^<]*)<\/text>/g)].flatMap(([, tag, raw]) => {
    const text = decode(raw!);
    if (!text.trim()) return [];
    const x = Number(attribute(tag!, 'x'));
    const y = Number(attribute(tag!, 'y'));
    const size = Number(attribute(tag!, 'font-size') ?? 14);
    const width = text.length * size * (attribute(tag!, 'font-weight') === 'bold' ? 0.55 : 0.5);
    const anchor = attribute(tag!, 'text-anchor') ?? 'start';
    const left = anchor === 'middle' ? x - width / 2 : anchor === 'end' ? x - width : x;
    return [{ text, left, right: left + width, top: y - size * 0.75, bottom: y + size * 0.2 }];
  });
}

/** The points of an SVG path of Graphviz (M, then cubic C segments), sampled along its curves. */
function pathPoints(d: string): Point[] {
  const numbers = (d.match(/-?\d+(?:\.\d+)?/g) ?? []).map(Number);
  const points: Point[] = [];
  for (let index = 0; index + 1 < numbers.length; index += 2) points.push({ x: numbers[index]!, y: numbers[index + 1]! });
  if (points.length < 4) return points;
  const sampled: Point[] = [points[0]!];
  for (let start = 0; start + 3 < points.length; start += 3) {
    const [p0, p1, p2, p3] = [points[start]!, points[start + 1]!, points[start + 2]!, points[start + 3]!];
    for (let step = 1; step <= 24; step += 1) {
      const t = step / 24;
      const u = 1 - t;
      sampled.push({
        x: u * u * u * p0.x + 3 * u * u * t * p1.x + 3 * u * t * t * p2.x + t * t * t * p3.x,
        y: u * u * u * p0.y + 3 * u * u * t * p1.y + 3 * u * t * t * p2.y + t * t * t * p3.y,
      });
    }
  }
  return sampled;
}

const edgePaths = (body: string) => [...body.matchAll(/<path[^>]*\sd="([^"]*)"/g)].flatMap(([, d]) => pathPoints(d!));

const overlaps = (a: Box, b: Box, slack: number) => a.left + slack < b.right && b.left + slack < a.right && a.top + slack < b.bottom && b.top + slack < a.bottom;

const inside = (point: Point, box: Box, margin: number) => point.x > box.left - margin && point.x < box.right + margin && point.y > box.top - margin && point.y < box.bottom + margin;

function distance(points: readonly Point[], box: Box): number {
  let nearest = Infinity;
  for (const { x, y } of points) {
    const dx = Math.max(box.left - x, 0, x - box.right);
    const dy = Math.max(box.top - y, 0, y - box.bottom);
    nearest = Math.min(nearest, Math.hypot(dx, dy));
  }
  return nearest;
}

const union = (lines: readonly TextLine[]): Box => ({
  left: Math.min(...lines.map((line) => line.left)),
  right: Math.max(...lines.map((line) => line.right)),
  top: Math.min(...lines.map((line) => line.top)),
  bottom: Math.max(...lines.map((line) => line.bottom)),
});

/** What is wrong with the labels of a rendered diagram; none when every label reads clear of the rest, beside its own edge. */
export function labelProblems(svg: string): LabelProblem[] {
  const labels: DrawnLabel[] = [];
  const edges: { id: string; points: Point[] }[] = [];
  // The edges a label node's transition runs through it by: they end at its text, as they should.
  const throughNode = (label: DrawnLabel, edge: { id: string }) => !label.own && (edge.id.startsWith(`${label.id}->`) || edge.id.endsWith(`->${label.id}`));
  for (const { kind, title, body } of groups(svg)) {
    if (kind === 'node') {
      if (title.startsWith('@label ') || title.startsWith('@loop ')) labels.push({ id: title, lines: textLines(body), own: null });
      continue;
    }
    const labelAt = body.search(/<g id="[^"]*-label">|<g id="[^"]*&#45;label">/);
    const points = edgePaths(labelAt >= 0 ? body.slice(0, labelAt) : body);
    edges.push({ id: title, points });
    if (labelAt >= 0) labels.push({ id: title, lines: textLines(body.slice(labelAt)), own: points });
  }
  const problems: LabelProblem[] = [];
  const named = (label: DrawnLabel, line: TextLine) => `${label.id} "${line.text}"`;
  for (const [index, label] of labels.entries()) {
    for (const other of labels.slice(index + 1)) {
      for (const line of label.lines) {
        const hit = other.lines.find((candidate) => overlaps(line, candidate, 1));
        if (hit) problems.push({ kind: 'overlap', detail: `${named(label, line)} is drawn over ${named(other, hit)}` });
      }
    }
    for (const line of label.lines) {
      const through = edges.find((edge) => !throughNode(label, edge) && edge.points.some((point) => inside(point, line, 0.5)));
      if (through) problems.push({ kind: 'crossed', detail: `the edge ${through.id} runs through ${named(label, line)}` });
    }
    if (label.own && label.lines.length) {
      const box = union(label.lines);
      const ownDistance = distance(label.own, box);
      const nearer = edges.find((edge) => edge.points !== label.own && distance(edge.points, box) + 4 < ownDistance);
      if (nearer) problems.push({ kind: 'misplaced', detail: `${named(label, label.lines[0]!)} is nearer the edge ${nearer.id} than its own (${ownDistance.toFixed(0)} pt away)` });
    }
  }
  return problems;
}
