import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { storefrontMachine } from '../../machines/app.ts';
import { registeredMachines } from '../../model/registry.ts';
import { chartNotes } from '../../model/notes/index.ts';
import { citationRef } from '../../model/notes/kit.ts';
import { specStatements, traceOf, tracedSections, uncitedStatements } from '../../model/requirements.ts';
import { toDot } from '../../scripts/flows/dot.ts';
import { actionText, citationsOf, eventOrigin, guardMeaning, transitionKey } from '../../scripts/flows/notes.ts';
import { readFlow } from '../../scripts/flows/structure.ts';

const specPath = process.env.SPEC_PATH ?? '/work/shared/spec/storefront-spec.md';

/** Every machine charted: each registered one, the storefront root that links them among them. */
const machines = registeredMachines.map((entry) => entry.model.machine);
const machineWithId = (id: string) => {
  const machine = machines.find((candidate) => candidate.id === id);
  if (!machine) throw new Error(`no registered machine ${id}`);
  return machine;
};
const charted = Object.entries(chartNotes);

describe('chart notes', () => {
  it('cover every machine of the registry (the storefront root included), and no other', () => {
    expect(machines.map((machine) => machine.id)).toContain(storefrontMachine.id);
    expect(Object.keys(chartNotes).sort()).toEqual(machines.map((machine) => machine.id).sort());
  });

  it.each(machines.map((machine) => [machine.id, machine] as const))('every guard and action of %s has its meaning, and every note names a part of the machine', (id, machine) => {
    const notes = chartNotes[id];
    expect(notes, `model/notes has no notes for ${id}`).toBeDefined();
    if (!notes) return;
    const guards = Object.keys(machine.implementations.guards);
    const actions = Object.keys(machine.implementations.actions);
    expect(guards.filter((name) => !notes.guards[name])).toEqual([]);
    expect(actions.filter((name) => !notes.actions[name])).toEqual([]);
    expect(Object.keys(notes.guards).filter((name) => !guards.includes(name))).toEqual([]);
    expect(Object.keys(notes.actions).filter((name) => !actions.includes(name))).toEqual([]);
    const flow = readFlow(machine);
    const events = new Set(flow.transitions.map((transition) => transition.eventType));
    expect(Object.keys(notes.events ?? {}).filter((event) => !events.has(event))).toEqual([]);
    const keys = new Set(flow.transitions.map(transitionKey));
    expect(Object.keys(notes.cites ?? {}).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(notes.decisions ?? {}).filter((key) => !keys.has(key))).toEqual([]);
    expect(Object.keys(notes.screen ?? {}).filter((key) => !keys.has(key))).toEqual([]);
    // What an action says on a transition names a transition and one of its actions.
    const actionsOf = new Map(flow.transitions.map((transition) => [transitionKey(transition), transition.actions.map((action) => action.name)]));
    expect(Object.entries(notes.says ?? {}).flatMap(([key, said]) => Object.keys(said).filter((action) => !actionsOf.get(key)?.includes(action)).map((action) => `${key}: ${action}`))).toEqual([]);
  });

  it('a toast the machine words as it runs, on a transition implementing a rule of sections 4, 5 or 9, has its words in the notes', () => {
    const RULE_SECTIONS = ['4', '5', '9'];
    const unworded = machines.flatMap((machine) => {
      const notes = chartNotes[machine.id];
      return readFlow(machine).transitions.flatMap((transition) =>
        transition.actions
          .filter((action) => action.name === 'notify' && action.params?.startsWith('from ') && citationsOf(transition, notes ?? null).some((citation) => RULE_SECTIONS.includes(citation.section)))
          .filter(() => !notes?.says?.[transitionKey(transition)]?.notify)
          .map(() => `${machine.id}: ${transitionKey(transition)}`),
      );
    });
    expect(unworded).toEqual([]);
  });

  it('every decision quotes the file it names', () => {
    const flat = (text: string) => text.replace(/\n\s*\*?\s*/g, ' ').replace(/\*\*/g, '').replace(/\s+/g, ' ');
    const wrong = charted.flatMap(([id, notes]) =>
      [...Object.entries(notes.decisions ?? {}), ...Object.entries(notes.derived ?? {}).map(([name, { decisions }]) => [name, decisions ?? []] as const)].flatMap(([key, decisions]) =>
        decisions
          .filter((decision) => !existsSync(new URL(`../../${decision.source}`, import.meta.url)) || !flat(readFileSync(new URL(`../../${decision.source}`, import.meta.url), 'utf8')).includes(flat(decision.quote)))
          .map((decision) => `${id} ${key}: ${decision.source} "${decision.quote}"`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it.skipIf(!existsSync(specPath))('every citation quotes the statement it names', () => {
    const statements = specStatements(readFileSync(specPath, 'utf8'));
    const wrong = charted.flatMap(([id, notes]) =>
      [...Object.entries(notes.cites ?? {}), ...Object.entries(notes.derived ?? {}).map(([name, { cites }]) => [name, cites] as const)].flatMap(([key, citations]) =>
        citations
          .filter((citation) => !statements.get(citation.section)?.[citation.statement - 1]?.includes(citation.quote))
          .map((citation) => `${id} ${key}: ${citationRef(citation)} "${citation.quote}"`),
      ),
    );
    expect(wrong).toEqual([]);
  });

  it.skipIf(!existsSync(specPath))('cite every statement of the traced sections, or the trace says why nothing does', () => {
    const statements = specStatements(readFileSync(specPath, 'utf8'));
    const cited = new Set(
      charted.flatMap(([, notes]) => [...Object.values(notes.cites ?? {}).flat(), ...Object.values(notes.derived ?? {}).flatMap(({ cites }) => cites)]).map(citationRef),
    );
    const traced = tracedSections.flatMap((section) => (statements.get(section) ?? []).map((_, index) => `§${section}.${index + 1}`));
    expect(traced.filter((ref) => !cited.has(ref) && !uncitedStatements[ref])).toEqual([]);
    expect(Object.keys(uncitedStatements).filter((ref) => cited.has(ref) || !traced.includes(ref))).toEqual([]);
  });

  it('numbers the statements of a section: bullets, table rows and paragraphs, not sub-headings or table headers', () => {
    const text = ['## 4. States', '', '**Cart**', '- Increase adds 1.', '- Clear empties.', '**Product status**: In Stock.', '', '## 7. Calls', '', '| Call | Payload |', '|---|---|', '| POST /a | b |'].join('\n');
    expect(specStatements(text)).toEqual(
      new Map([
        ['4', ['Increase adds 1.', 'Clear empties.', '**Product status**: In Stock.']],
        ['7', ['| POST /a | b |']],
      ]),
    );
  });

  it('reads the numbers of the rules from the domain constants', async () => {
    vi.resetModules();
    vi.doMock('../../domain/constants.ts', async (original) => ({
      ...(await original<typeof import('../../domain/constants.ts')>()),
      RULE_A_MIN_ITEMS: 8,
      RULE_B_MIN_CONE_CANDY: 4,
      WHOLESALE_MIN_LITRES: 15,
      MAX_LINE_QUANTITY: 42,
      ADDING_FEEDBACK_MS: 700,
    }));
    const { checkoutNotes } = await import('../../model/notes/checkout.ts');
    const { cartNotes } = await import('../../model/notes/cart.ts');
    vi.doUnmock('../../domain/constants.ts');
    expect(checkoutNotes.guards.orderRuleFails).toBe(
      'the order rule is not met: order rule A: one 5 Litre tub, or at least 8 items of 750 ML and cone/candy (active; ORDER_RULE=B switches to order rule B: a 5 Litre tub, or a cart of only cone/candy holding at least 4 of them (empty and mixed carts pass))',
    );
    expect(cartNotes.derived?.isWholesale?.rule).toContain('total 15 litres or more');
    expect(cartNotes.guards.isAddable).toBe("the size is In Stock and its line holds fewer than 42 (a limit not in the specification: docs/design.md, the most the server's createOrder takes)");
    expect(cartNotes.actions.markAdding).toBe('the card shows "Adding..." (for 700 ms)');
    expect(Object.keys(cartNotes.cites ?? {})).toContain('cart.feedback.adding --after 700ms');
  });

  it("reads the new notes' numbers from the domain too: the home page, the order display, the desk's limits", async () => {
    vi.resetModules();
    vi.doMock('../../domain/constants.ts', async (original) => ({
      ...(await original<typeof import('../../domain/constants.ts')>()),
      FEATURED_PRODUCT_COUNT: 8,
      ORDER_THUMBNAILS: 5,
      MAX_ORDER_LINES: 40,
    }));
    vi.doMock('../../domain/desk/shopRules.ts', async (original) => ({ ...(await original<typeof import('../../domain/desk/shopRules.ts')>()), MAX_LOCALITY_LENGTH: 75 }));
    const { catalogueNotes } = await import('../../model/notes/catalogue.ts');
    const { ordersNotes } = await import('../../model/notes/orders.ts');
    const { phoneOrderNotes } = await import('../../model/notes/desk.ts');
    const { deliveryAreaNotes } = await import('../../model/notes/deskOwner.ts');
    vi.doUnmock('../../domain/constants.ts');
    vi.doUnmock('../../domain/desk/shopRules.ts');
    expect(catalogueNotes.derived?.featured?.rule).toBe('the home page shows the first 8 products of the catalogue');
    expect(ordersNotes.derived?.display?.rule).toContain("the first 5 items' pictures, then +N");
    expect(phoneOrderNotes.guards.maySizeHaveMore).toContain('a new line keeps the order within 40 lines');
    expect(deliveryAreaNotes.guards.isAreaValid).toContain('a locality of 1 to 75 characters');
    expect(deliveryAreaNotes.derived?.who?.rule).toBe('owner only');
  });

  it("words the order rule's toast in both readings and the address rule's disabled button from the message catalogues", async () => {
    const { messages } = await import('../../domain/messages/index.ts');
    const { cartTexts } = await import('../../domain/messages/cart.ts');
    const checkout = readFlow(machineWithId('checkout'));
    const ruleFails = checkout.transitions.find((transition) => transitionKey(transition) === 'checkout.ready --PLACE_ORDER [orderRuleFails]')!;
    const toast = actionText(ruleFails.actions.find((action) => action.name === 'notify')!, chartNotes.checkout!, ruleFails);
    expect(toast).toContain(`reading A (active) "${messages.ruleA}"`);
    expect(toast).toContain(`"${messages.ruleB(7).replace('7', '{n}')}"`);
    expect(chartNotes.checkout!.derived?.placeOrderButton?.rule).toContain(`then reads "${cartTexts.selectDeliveryAddressButton}"`);
    expect(chartNotes.checkout!.screen?.['checkout.ready --PLACE_ORDER [not(hasAddressChosen)]']).toContain('disables Place Order');
    expect(chartNotes.cart!.derived?.wholesaleHint?.rule).toContain('"Add 5 more litres of 5 Litre tubs to get the wholesale price"');
  });

  it('says where Accept and Mark delivered each move an order, and the refusals of the status flow in their sentences', async () => {
    const { deskRuleMessages } = await import('../../domain/desk/messages.ts');
    const inbox = readFlow(machineWithId('inbox'));
    const does = (key: string) => {
      const transition = inbox.transitions.find((candidate) => transitionKey(candidate) === key)!;
      return transition.actions.map((action) => actionText(action, chartNotes.inbox!, transition)).join(' ');
    };
    expect(does('inbox.signedIn.action.idle --ACCEPT [mayAccept]')).toBe('startChange: asks the server to accept the order: pending to confirm (customers see Shipped)');
    expect(does('inbox.signedIn.action.idle --DELIVER [mayDeliver]')).toBe('startChange: asks the server to mark the order delivered: confirm to completed (customers see Completed)');
    const buttons = traceOf(machineWithId('inbox')).filter((element) => /--(ACCEPT|DELIVER|CANCEL)#/.test(element.id));
    expect(buttons.map((element) => element.refs)).toEqual([
      ['#12.1', '#12.2'],
      ['#12.1', '#12.2'],
      ['#12.1', '#12.2'],
    ]);
    const flow = chartNotes.inbox!.derived!.statusFlow!;
    expect(flow.issues).toEqual(['12.2']);
    expect(flow.rule).toContain(`deliver from pending: "${deskRuleMessages.acceptBeforeDeliver('ORD000042')}"`);
    expect(flow.rule).toContain(deskRuleMessages.cannotCancel('ORD000042', 'Completed'));
  });

  it('names who may take phone orders and give password help from the role table', () => {
    expect(chartNotes.phoneOrder!.derived?.who).toEqual({ rule: 'owner and staff', cites: [], issues: ['12.who'] });
    expect(chartNotes.passwordHelp!.derived?.who).toEqual({ rule: 'owner and staff', cites: [], issues: ['12.who'] });
    expect(chartNotes.staff!.derived?.who?.rule).toBe('owner only');
  });

  it('names the desk status flow and who works it from the domain tables', () => {
    expect(chartNotes.inbox!.guards.mayAccept).toBe('Accept (owner and staff): the order is listed and pending (Pending)');
    expect(chartNotes.inbox!.guards.mayDeliver).toBe('Mark delivered (owner and staff): the order is listed and confirm (Shipped)');
    expect(chartNotes.inbox!.guards.mayCancel).toBe('Cancel with a reason (owner and staff): the order is listed and pending (Pending) or confirm (Shipped)');
  });
});

describe('charts that carry the rules', () => {
  const cart = readFlow(machineWithId('cart'));
  const checkout = readFlow(machineWithId('checkout'));
  const find = (flow: typeof cart, key: string) => {
    const transition = flow.transitions.find((candidate) => transitionKey(candidate) === key);
    if (!transition) throw new Error(`no transition ${key}`);
    return transition;
  };

  it('spells a guard out, a combined one too', () => {
    expect(guardMeaning('not(isLoggedIn)', chartNotes.checkout!)).toBe('not (a customer is logged in)');
    expect(guardMeaning('and(isViewing, not(isCancelling))', chartNotes.orders!)).toBe('and (the order history screen is on view, not (a cancellation is under way))');
    expect(guardMeaning('isLoggedIn', null)).toBeNull();
  });

  it("labels a timer with a named delay by its value too", () => {
    const inbox = readFlow(machineWithId('inbox'));
    expect(inbox.transitions.map((transition) => transition.event).filter((event) => event.startsWith('after'))).toEqual(['after ALARM_REPEAT_MS (20000ms)']);
  });

  it('says what sends an event no person clicks', () => {
    expect(eventOrigin(find(cart, 'cart.feedback.adding --after 500ms'), chartNotes.cart!)).toBe('timer');
    expect(eventOrigin(find(cart, 'cart.lines.filled --STORAGE_CHANGED'), chartNotes.cart!)).toBe('storage event: another tab wrote the cart');
    expect(eventOrigin(find(checkout, 'checkout.submitting --done: createOrder'), chartNotes.checkout!)).toBe('the answer of createOrder');
    expect(eventOrigin(find(cart, 'cart.feedback.idle --ADD [isAddable]'), chartNotes.cart!)).toBeNull();
  });

  it('lists the four effects after an order with their words', () => {
    expect(find(checkout, 'checkout.submitting --done: createOrder').actions).toEqual([
      { name: 'clearCart', params: null },
      { name: 'notify', params: '"Order Placed Successfully! Your order has been confirmed." (success)' },
      { name: 'navigate', params: '/order-history' },
      { name: 'invalidateOrders', params: null },
      { name: 'forgetAttempt', params: null },
    ]);
  });

  it("draws the Adding timer apart from ADD's label: a dashed edge through a label of its own", () => {
    const dot = toDot(cart, 'Cart flow', undefined, chartNotes.cart!);
    const timerLabel = dot.split('\n').find((line) => line.includes('@label cart.feedback.adding') && line.includes('after 500ms'));
    expect(timerLabel).toContain('(timer)');
    expect(timerLabel).not.toContain('ADD');
    expect(dot).toMatch(/"cart\.feedback\.adding" -> "@label cart\.feedback\.adding \d+" \[arrowhead=none, style="dashed"\]/);
    expect(dot).toContain('the size is In Stock and its line holds fewer');
  });
});
