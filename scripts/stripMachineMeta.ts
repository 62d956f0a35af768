/**
 * A vite plugin that leaves the machines' `meta` (the requirements trace: the spec section or issue point
 * each state and transition implements, docs/architecture.md) out of the storefront's build. Only the flow
 * docs and the atlas read it, from the sources; the shop never does, and its 200-odd entries would cost
 * every customer's first load bytes for nothing.
 */
import type { Plugin } from 'vite';

const MACHINE_SOURCE = /[\\/]machines[\\/].+\.ts$/;

interface Node {
  type: string;
  start: number;
  end: number;
  [key: string]: unknown;
}

function isNode(value: unknown): value is Node {
  return typeof value === 'object' && value !== null && typeof (value as Node).type === 'string';
}

/** The `meta: …` properties of every object literal in a program, outermost first. */
function metaProperties(program: Node): Node[] {
  const found: Node[] = [];
  const visit = (node: Node): void => {
    if (node.type === 'Property' && !node.computed && isNode(node.key) && (node.key.name === 'meta' || node.key.value === 'meta')) {
      found.push(node);
      return;
    }
    for (const value of Object.values(node)) {
      if (Array.isArray(value)) value.filter(isNode).forEach(visit);
      else if (isNode(value)) visit(value);
    }
  };
  visit(program);
  return found;
}

/** The code without its `meta: …` properties, each with the comma after it; null when it has none. */
export function withoutMeta(code: string, parse: (code: string) => unknown): string | null {
  const properties = metaProperties(parse(code) as Node);
  if (properties.length === 0) return null;
  let result = code;
  for (const { start, end } of [...properties].sort((a, b) => b.start - a.start)) {
    const comma = /^\s*,/.exec(result.slice(end));
    result = result.slice(0, start) + result.slice(end + (comma ? comma[0].length : 0));
  }
  return result;
}

export function stripMachineMeta(): Plugin {
  return {
    name: 'strip-machine-meta',
    apply: 'build',
    enforce: 'post',
    transform(code, id) {
      if (!MACHINE_SOURCE.test(id) || !code.includes('meta')) return null;
      const stripped = withoutMeta(code, (source) => this.parse(source));
      return stripped === null ? null : { code: stripped, map: null };
    },
  };
}
