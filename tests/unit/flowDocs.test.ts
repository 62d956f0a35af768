import { instance } from '@viz-js/viz';
import { describe, expect, it } from 'vitest';
import { createMachine, fromPromise, not, setup } from 'xstate';
import { cartMachine } from '../../machines/cart.ts';
import { allTransitions } from '../../model/graph.ts';
import { chartNotes } from '../../model/notes/index.ts';
import { toDot } from '../../scripts/flows/dot.ts';
import { cell, indexPage, pathSections } from '../../scripts/flows/markdown.ts';
import { mermaidIds, mermaidText, toMermaid } from '../../scripts/flows/mermaid.ts';
import { readFlow } from '../../scripts/flows/structure.ts';
import { renderSvg } from '../../scripts/flows/svg.ts';

const cart = readFlow(cartMachine);
const cartMermaid = toMermaid(cart);

/** A checkout-like machine with what the cart lacks: invoke done/error, always, a final state, a state with its own id. */
const checkoutMachine = setup({
  actors: { placeOrder: fromPromise(async () => ({ orderId: 1 })) },
  guards: { hasAddress: () => true, isPaid: () => true },
}).createMachine({
  id: 'checkout',
  initial: 'review',
  on: { LOGOUT: '.done', PING: { actions: [] } },
  states: {
    review: { on: { CONFIRM: { guard: not('hasAddress'), target: 'address' }, PLACE: 'placing' } },
    address: { id: 'address.form', initial: 'editing', states: { editing: { on: { CANCEL: '#checkout.review' } } }, on: { SAVE: 'review' } },
    placing: {
      invoke: { src: 'placeOrder', onDone: 'checking', onError: 'failed' },
    },
    checking: { always: [{ guard: 'isPaid', target: 'done' }, { target: 'failed' }] },
    failed: { on: { RETRY: 'placing' } },
    done: { type: 'final' },
  },
});

describe('flow structure', () => {
  it('reads states and transitions in the coverage inventory order', () => {
    expect(cart.states.map((state) => state.id)).toEqual([
      'cart', 'cart.lines', 'cart.lines.empty', 'cart.lines.filled', 'cart.lines.filled.shopping', 'cart.lines.filled.confirmingClear', 'cart.feedback', 'cart.feedback.idle', 'cart.feedback.adding',
    ]);
    expect(cart.transitions.map((transition) => transition.id)).toEqual(allTransitions(cartMachine).map((transition) => transition.id));
    expect(cart.root.kind).toBe('parallel');
  });

  it('labels delays, invoke outcomes, always, and combined guards', () => {
    const flow = readFlow(checkoutMachine);
    const events = flow.transitions.map((transition) => `${transition.source} ${transition.event} ${transition.guard ?? '-'}`);
    expect(events).toContain('checkout.review CONFIRM not(hasAddress)');
    expect(events).toContain('checkout.placing done: placeOrder -');
    expect(events).toContain('checkout.placing error: placeOrder -');
    expect(events).toContain('checkout.checking always isPaid');
    expect(cart.transitions.find((transition) => transition.eventType.startsWith('xstate.after.'))?.event).toBe('after 500ms');
  });
});

describe('Mermaid diagram', () => {
  it('draws the cart as a parallel state with two nested regions', () => {
    expect(cartMermaid.startsWith('stateDiagram-v2\n')).toBe(true);
    expect(cartMermaid).toContain('  [*] --> cart\n  state "cart" as cart {\n    state "lines" as cart_lines {\n      [*] --> cart_lines_empty\n');
    expect(cartMermaid).toMatch(/\n {4}}\n {4}--\n {4}state "feedback" as cart_feedback \{\n {6}\[\*\] --> cart_feedback_idle\n/);
  });

  it('labels transitions with event and guard name, including the delay and stays', () => {
    expect(cartMermaid).toContain('cart_lines_empty --> cart_lines_filled : ADD [isInStock]');
    expect(cartMermaid).toContain('cart_lines_filled --> cart_lines_empty : DECREASE [isOnlyLineLastUnit]');
    expect(cartMermaid).toContain('cart_lines_filled --> cart_lines_filled : CATALOGUE_LOADED\n');
    expect(cartMermaid).toContain('cart_feedback_adding --> cart_feedback_idle : after 500ms');
    expect(cartMermaid).toContain('cart_feedback_adding --> cart_feedback_adding : ADD [isAddable]');
    // One initial arrow each for the machine, lines, lines.filled and feedback.
    expect(cartMermaid.match(/ --> (?!\[\*\])/g)?.length).toBe(cart.transitions.length + 4);
  });

  it('keeps ids unique and valid, and text that would end a label escaped', () => {
    const flow = readFlow(
      createMachine({
        id: 'state',
        initial: 'a',
        states: { a: { initial: 'b', states: { b: {} } }, c: { id: 'state_a_b' }, d: { id: 'default-view' }, e: { id: '1st' } },
      }),
    );
    expect([...mermaidIds(flow).values()]).toEqual(['s_state', 'state_a', 'state_a_b', 'state_a_b_2', 's_default_view', 's_1st']);
    expect(mermaidText('done: placeOrder; "x" #1 <b>')).toBe('done#58; placeOrder#59; #34;x#34; #35;1 #60;b#62;');
  });

  it('draws invoke outcomes, always, finals and transitions across composites', () => {
    const text = toMermaid(readFlow(checkoutMachine));
    expect(text).toContain('checkout_placing --> checkout_checking : done#58; placeOrder');
    expect(toMermaid(readFlow(cartMachine), chartNotes.cart!)).toContain("cart_feedback_adding --> cart_feedback_idle : after 500ms (timer)");
    expect(text).toContain('checkout_placing --> checkout_failed : error#58; placeOrder');
    expect(text).toContain('checkout_checking --> checkout_done : always [isPaid]');
    expect(text).toContain('checkout_done --> [*]');
    expect(text).toContain('checkout_placing : invokes placeOrder');
    // Between siblings: inside their composite; across composites: at the top level.
    expect(text).toContain('\n    address_form --> checkout_review : SAVE\n');
    expect(text).toMatch(/\n {2}}\n {2}checkout --> checkout_done : LOGOUT\n {2}checkout --> checkout : PING\n {2}checkout_address_editing --> checkout_review : CANCEL\n/);
  });

  it('is the same text every time', () => {
    expect(toMermaid(readFlow(cartMachine))).toBe(cartMermaid);
  });
});

describe('Graphviz diagram', () => {
  const dot = toDot(cart, 'Cart flow');

  it('has clusters for the parallel state and its regions, a start point and labelled edges', () => {
    expect(dot).toContain('subgraph "cluster cart" {');
    expect(dot).toContain('subgraph "cluster cart.lines" {');
    expect(dot).toContain('subgraph "cluster cart.feedback" {');
    expect(dot).toContain('"@start" -> "@initial cart.lines" [lhead="cluster cart"]');
    expect(dot).toContain('<b><i>after 500ms</i> <font point-size="9" color="#57606a">(timer)</font></b>');
    expect(dot).toContain('[isInStock]');
  });

  it('draws a composite\'s own transitions from an "any state" box, and stays as loops', () => {
    const checkoutDot = toDot(readFlow(checkoutMachine), 'Checkout flow');
    expect(checkoutDot).toContain('"@any checkout" -> "checkout.done" [label=<<b>LOGOUT</b>>]');
    expect(checkoutDot).toContain('"@any checkout" -> "@loop @any checkout" [arrowhead=none]');
    expect(checkoutDot).toContain('"checkout.placing" -> "checkout.checking" [label=<<b><i>done: placeOrder</i></b>>]');
    expect(checkoutDot).toContain('"checkout.address.editing" -> "checkout.review" [label=<<b>CANCEL</b>>]');
    expect(dot).toContain('"@loop cart.feedback.adding" -> "cart.feedback.adding"');
  });

  it('renders to SVG offline without Graphviz warnings', async () => {
    const svg = await renderSvg(dot);
    expect(svg.startsWith('<svg') || svg.startsWith('<?xml')).toBe(true);
    expect(svg).toContain('after 500ms');
    const checkoutDot = toDot(readFlow(checkoutMachine), 'Checkout flow');
    const viz = await instance();
    for (const source of [dot, checkoutDot]) {
      const result = viz.render(source, { format: 'svg' });
      expect(result.status).toBe('success');
      expect(result.errors).toEqual([]);
    }
  });
});

describe('Markdown', () => {
  it('keeps table cells in one cell', () => {
    expect(cell('A | B\nC `x` <y> _z_ CATALOGUE_LOADED')).toBe('A \\| B C \\`x\\` &lt;y> \\_z\\_ CATALOGUE_LOADED');
  });

  it('indexes every machine with its figures and page', () => {
    const figures = {
      states: 7, transitions: 15, paths: [{ description: 'ADD', steps: 1 }], statesCovered: 7, transitionsCovered: 14,
      missingStates: [], missingTransitions: ['x'], failedPaths: [], tables: { shortest: [], groups: [] },
    };
    expect(indexPage([{ name: 'cart', title: 'Cart', figures }])).toContain('| Cart | 7 | 15 | 1 | 7/7 | 14/15 | [cart.md](cart.md) |');
  });

  it('lists the shortest path to each state, then the other paths in a collapsible block per transition', () => {
    const text = pathSections({
      shortest: [{ state: 'cart.lines.empty', description: '(start)', steps: 0 }],
      groups: [
        { transitions: ['cart.lines.empty --ADD [isInStock]--> cart.lines.filled'], paths: [{ description: 'ADD | x', steps: 1 }] },
        { transitions: [], paths: [{ description: 'A → B', steps: 2 }, { description: 'C', steps: 1 }] },
      ],
    }).join('\n');
    expect(text).toContain('## Shortest path to each state\n');
    expect(text).toContain('| `cart.lines.empty` | (start) | 0 |');
    expect(text).toContain('<details>\n<summary>cart.lines.empty --ADD [isInStock]--&gt; cart.lines.filled (1 path)</summary>\n\n| path | steps |\n|---|---:|\n| ADD \\| x | 1 |\n\n</details>');
    expect(text).toContain('<summary>the last event is ignored: no transition (2 paths)</summary>');
    expect(text.indexOf('## Shortest path')).toBeLessThan(text.indexOf('## Other paths'));
  });
});
