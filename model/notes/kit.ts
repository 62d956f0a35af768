/**
 * Chart notes (issue 25, point 4): what a machine's guards and actions mean in the specification's words,
 * where its events come from when no person clicks, and which statement of the specification each
 * transition implements. The flow docs and the atlas draw them beside the machine's own names.
 *
 * They live here, beside the machines' models, rather than in the machines' `meta` and `description`:
 * the cart, session, catalogue and shell machines are in the first load of `/`, whose size budget has no
 * room for chart text the storefront never shows. The numbers in the texts are read from the domain's
 * constants and tables, so a changed rule changes the chart; tests/unit/chartNotes.test.ts checks every
 * guard and action of a charted machine has its note and every citation is a sentence of the specification.
 */

/**
 * A statement of the storefront specification: section `section`, statement `statement` within it
 * (its bullets, table rows and paragraphs counted from 1 in order; a bold sub-heading alone on its line,
 * such as **Cart**, is not one), and a short quote of it.
 */
export interface Citation {
  section: string;
  statement: number;
  quote: string;
}

export const cite = (section: string, statement: number, quote: string): Citation => ({ section, statement, quote });

/** How a citation is written: `§4.2`. */
export const citationRef = ({ section, statement }: Citation): string => `§${section}.${statement}`;

/**
 * A rule the shop settled where the specification is silent, contradicts itself or says otherwise: the file
 * that records the decision (docs/design.md, a domain module) and a short quote of it, checked against that
 * file by tests/unit/chartNotes.test.ts.
 */
export interface Decision {
  source: string;
  quote: string;
}

export const decided = (source: string, quote: string): Decision => ({ source, quote });

/** How a decision is written beside the statements: `decision: docs/design.md`. */
export const decisionRef = ({ source }: Decision): string => `decision: ${source}`;

export interface ChartNotes {
  /** Per named guard of `setup`, what it checks, with its numbers. */
  guards: Readonly<Record<string, string>>;
  /** Per named action of `setup`, what it does: the toast, the navigation, the call, the stored value. */
  actions: Readonly<Record<string, string>>;
  /** Per event type that no person clicks, what sends it (a storage event, a stream, another machine). */
  events?: Readonly<Record<string, string>>;
  /** Per transition (`source --EVENT [guard]`, as transitionText writes it) the statements it implements. */
  cites?: Readonly<Record<string, readonly Citation[]>>;
  /** Per transition, the shop's decisions it implements where the specification is silent or says otherwise. */
  decisions?: Readonly<Record<string, readonly Decision[]>>;
  /**
   * Per transition, per action, what the action says there when the machine works its words out as it runs
   * (a toast worded from the cart, one action moving an order one way or another): the texts read from the
   * message catalogues of domain/messages/, never retyped.
   */
  says?: Readonly<Record<string, Readonly<Record<string, string>>>>;
  /**
   * Per transition a person's event takes, why the screen normally does not send it (the control is
   * disabled, or not shown): the transition is then the machine's answer when the event arrives anyway.
   */
  screen?: Readonly<Record<string, string>>;
  /** Rules the machine's readers derive from its context rather than check in a guard (wholesale), with the statements they implement. */
  derived?: Readonly<Record<string, DerivedRule>>;
}

interface DerivedRule {
  rule: string;
  cites: readonly Citation[];
  /** Points of the issues it implements (`12.2`), for a rule beyond the specification. */
  issues?: readonly string[];
  decisions?: readonly Decision[];
}

/** `a`, `a or b`, `a, b or c`. */
export const listed = (items: readonly string[], last = 'or'): string =>
  items.length <= 1 ? (items[0] ?? '') : `${items.slice(0, -1).join(', ')} ${last} ${items[items.length - 1]}`;
