/**
 * The requirements trace (docs/architecture.md, "Requirements trace"): the sections of the storefront
 * specification and the points of the issues that machine elements cite in their `meta`, and what each
 * state and transition of a machine implements. A state names its requirement itself; a transition names
 * its own only when it implements something its source state does not, else it implements its source's.
 */
import type { AnyStateMachine } from 'xstate';
import type { RequirementMeta } from '../machines/kit.ts';
import { allStateNodes } from './graph.ts';
import { transitionDefinitionsOf } from './xstateInternals.ts';

/** The storefront specification's numbered sections (`## N. Title` in storefront-spec.md). */
export const specSections: Readonly<Record<string, string>> = {
  '1': 'What the product does and for whom',
  '2': 'Screens and routes',
  '3': 'Entities and their fields',
  '4': 'States and transitions',
  '5': 'Validation rules',
  '6': 'Roles and permissions',
  '7': 'The calls it makes',
  '8': 'Error catalogue',
  '9': 'Business constants and limits',
};

/** The points of the issues that added flows beyond the specification: `<issue>.<point>`. */
export const issuePoints: Readonly<Record<string, string>> = {
  '12.who': 'The owner\'s desk: Who (accounts, roles, the desk sign-in)',
  '12.1': 'The owner\'s desk: Order inbox',
  '12.2': 'The owner\'s desk: Status flow',
  '12.3': 'The owner\'s desk: Ticket',
  '12.4': 'The owner\'s desk: Phone orders',
  '12.5': 'The owner\'s desk: Catalogue',
  '12.6': 'The owner\'s desk: Delivery area and shop settings',
  '12.7': 'The owner\'s desk: Password help',
  '12.8': 'The owner\'s desk: Today',
  '12.9': 'The owner\'s desk: Audit log',
  '12.live': 'The owner\'s desk: Customers see it happen',
  '13.1': 'Ordering with confidence: Payment on delivery',
  '13.2': 'Ordering with confidence: Delivery promise',
  '13.3': 'Ordering with confidence: Delivery area up front',
  '13.4': 'Ordering with confidence: Addresses people can deliver to',
  '13.5': 'Ordering with confidence: Phone-first layout',
  '13.6': 'Ordering with confidence: Prices people understand',
  '13.7': 'Ordering with confidence: Product page',
  '13.8': 'Ordering with confidence: Order again',
  '23.1': 'The first order as easy as a phone call: One actor system',
  '23.3': 'The first order as easy as a phone call: The first order as an explicit journey',
  '23.4': 'The first order as easy as a phone call: Fix every point of the walk',
  '24.5': 'ગુજરાતી and हिन्दी all the way: Legal pages in three languages',
  '27.1': 'The owner\'s day closes: Money',
  '27.3': 'The owner\'s day closes: A readable audit log',
  '27.6': 'The owner\'s day closes: Ticket',
  '27.8': 'The owner\'s day closes: One desk convention',
};

/** The sections whose every statement a chart note cites (model/notes/), or `uncitedStatements` lists with why not: the rules an analyst checks. */
export const tracedSections: readonly string[] = ['4', '5', '6', '8', '9'];

export interface UncitedStatement {
  verdict: 'not implemented' | 'not a flow';
  /** Why, in one line. */
  reason: string;
}

/** Statements of the traced sections that no transition or derived rule cites (`§5.7`, as citationRef writes it), with why. */
export const uncitedStatements: Readonly<Record<string, UncitedStatement>> = {
  '§6.5': {
    verdict: 'not a flow',
    reason: "the storefront has the two roles of §6.1; the shop's own people sign in at the owner's desk (/desk, issue 12), its own app with its own session machine (machines/desk/deskSession.ts)",
  },
  '§8.11': {
    verdict: 'not a flow',
    reason:
      "labels without a charted transition: Temporary service is not available is the delivery-area check's notice in its failed state (machines/deliveryCheck.ts, not among the charted machines); the new-version prompt is the service worker's toast (src/app/serviceWorker.ts), no machine's",
  },
  '§8.12': {
    verdict: 'not a flow',
    reason: "a picture's own fallback, no machine's: a picture that fails to load swaps in the placeholder (src/components/ProductBuying.tsx)",
  },
  '§5.7': {
    verdict: 'not a flow',
    reason:
      'a list of labels without a place: each is keyed in domain/messages and shown where a form rule uses it (login, sign-up, staff, address forms) or the server answers with it (a refused reset code); Please enter quantity has no field to ask for it',
  },
};

/** A cited requirement: `§4` for a spec section, `#12.4` for an issue point. */
export type RequirementRef = string;

export interface Traced {
  /** The state node's id or the transition's inventory id (model/graph.ts). */
  id: string;
  kind: 'state' | 'transition';
  refs: RequirementRef[];
  /** False when a transition implements its source state's requirement. */
  own: boolean;
}

const listed = (value: string | readonly string[] | undefined): string[] => (value === undefined ? [] : typeof value === 'string' ? [value] : [...value]);

/** The refs a `meta` cites, spec sections first. */
export function refsOf(meta: unknown): RequirementRef[] {
  if (!meta || typeof meta !== 'object') return [];
  const { spec, issue } = meta as RequirementMeta;
  return [...listed(spec).map((section) => `§${section}`), ...listed(issue).map((point) => `#${point}`)];
}

/** The title of a ref, or null when the specification or the issues have no such section or point. */
export function requirementTitle(ref: RequirementRef): string | null {
  const table = ref.startsWith('§') ? specSections : ref.startsWith('#') ? issuePoints : {};
  return table[ref.slice(1)] ?? null;
}

/** Every state and transition of a machine with what it implements, in the coverage inventory's order. */
export function traceOf(machine: AnyStateMachine): Traced[] {
  const nodes = allStateNodes(machine);
  const states = nodes.map((node): Traced => ({ id: node.id, kind: 'state', refs: refsOf(node.meta), own: true }));
  const transitions = nodes.flatMap((node) =>
    transitionDefinitionsOf(node).flatMap(({ eventType, list }) =>
      list.map((definition, index): Traced => {
        const own = refsOf(definition.meta);
        return { id: `${node.id} --${eventType}#${index}`, kind: 'transition', refs: own.length ? own : refsOf(node.meta), own: own.length > 0 };
      }),
    ),
  );
  return [...states, ...transitions];
}

/**
 * The statements of each section of the specification's text, numbered from 1 within the section as
 * citations count them (model/notes/kit.ts): its bullets, table rows (not the header) and paragraphs, in
 * order; a bold sub-heading alone on its line (**Cart**) is not one.
 */
export function specStatements(text: string): Map<string, string[]> {
  const sections = new Map<string, string[]>();
  let current: string[] | null = null;
  let tableHeader = false;
  for (const line of text.split('\n').map((raw) => raw.trim())) {
    const heading = /^## (\d+)\. /.exec(line);
    if (heading) {
      current = [];
      sections.set(heading[1]!, current);
      continue;
    }
    if (!current || line === '' || /^\*\*[^*]+\*\*$/.test(line)) {
      tableHeader = true;
      continue;
    }
    if (line.startsWith('|')) {
      if (!tableHeader && !/^\|[-| :]+\|$/.test(line)) current.push(line);
      tableHeader = false;
      continue;
    }
    current.push(line.replace(/^- /, ''));
    tableHeader = true;
  }
  return sections;
}
