import { assign, setup } from 'xstate';
import { describe, expect, it } from 'vitest';
import type { RegisteredMachine } from '../../model/registry.ts';
import { fileURLToPath } from 'node:url';
import { diffMachines, machineModules } from '../../scripts/atlas/diff.ts';
import { gapsFromRecords, layersReaching, layerStyle } from '../../scripts/atlas/layers.ts';
import { registeredMachines } from '../../model/registry.ts';
import { indexPage, machinePage, storyPage } from '../../scripts/atlas/site.ts';
import { journeysPage } from '../../scripts/atlas/journeys.ts';
import type { JourneyRecord } from '../../scripts/atlas/journeyRecord.ts';
import { readFlow } from '../../scripts/flows/structure.ts';
import { labelProblems } from '../../scripts/flows/labelLayout.ts';

const door = setup({ guards: { isUnlocked: () => true } }).createMachine({
  id: 'door',
  meta: { spec: '2' },
  initial: 'shut',
  states: {
    shut: { meta: { spec: '4' }, on: { OPEN: { guard: 'isUnlocked', target: 'open' }, KNOCK: {} } },
    open: { meta: { spec: ['4', '7'] }, on: { SHUT: 'shut' } },
  },
});

const registered = (machine: typeof door): RegisteredMachine => ({
  name: 'door',
  title: 'Door',
  summary: 'Opens and shuts.',
  model: { machine, events: () => [], serializeState: (snapshot: { value: unknown }) => JSON.stringify(snapshot.value) } as unknown as RegisteredMachine['model'],
});

const inventory = { door: ['door.shut --OPEN#0', 'door.shut --KNOCK#0', 'door.open --SHUT#0'] };

describe('atlas: layers', () => {
  const gaps = gapsFromRecords(inventory, [
    { layer: 'machine', machine: 'door', transitions: inventory.door },
    { layer: 'screens', machine: 'door', transitions: ['door.shut --OPEN#0', 'door.open --SHUT#0'] },
    { layer: 'browser', machine: 'door', transitions: ['door.shut --OPEN#0'] },
  ]);

  it('keeps per layer the transitions it did not reach', () => {
    expect(gaps).toEqual({ door: { machine: [], screens: ['door.shut --KNOCK#0'], browser: ['door.shut --KNOCK#0', 'door.open --SHUT#0'] } });
  });

  it.each([
    ['door.shut --OPEN#0', ['machine', 'screens', 'browser'], '#1a7f37'],
    ['door.open --SHUT#0', ['machine', 'screens'], '#9a6700'],
    ['door.shut --KNOCK#0', ['machine'], '#cf222e'],
  ])('colours %s by the layers that reached it', (transition, layers, color) => {
    expect(layersReaching(gaps, 'door', transition)).toEqual(layers);
    expect(layerStyle(layersReaching(gaps, 'door', transition)).color).toBe(color);
  });

  it('a layer that did not run for a machine reached none of it', () => {
    expect(layersReaching({ door: { machine: [] } }, 'door', 'door.open --SHUT#0')).toEqual(['machine']);
    expect(layerStyle([]).color).toBe('#6e7781');
  });

  it('colours the edges of the diagram and links each to its row', async () => {
    const html = await machinePage(registered(door), { machines: [registered(door)], gaps, stories: null, changes: null });
    expect(html).toContain('<tr id="t0">');
    expect(html).toMatch(/<a xlink:href="#t2"[^>]*xlink:title="SHUT: machine and screens, not Chromium"/);
    expect(html).toContain('stroke="#1a7f37"');
    expect(html).toContain('stroke="#cf222e"');
  });
});

describe('atlas: requirements trace', () => {
  it('lists per section the elements that implement it, and the sections no element claims', () => {
    const html = indexPage({ machines: [registered(door)], gaps: {}, stories: null, changes: null });
    const row = (ref: string) => html.split('\n').find((line) => line.startsWith(`<tr id="req-${encodeURIComponent(ref)}">`));
    expect(row('§4')).toContain('Door</a> (2 states, 3 transitions)');
    expect(row('§7')).toContain('Door</a> (1 states, 1 transitions)');
    expect(row('§2')).toContain('Door</a> (1 states, 0 transitions)');
    expect(row('§9')).toContain('no machine element claims it');
    expect(html).toContain('Not claimed by any element: §1, §3, §5, §6, §8, §9, #12.who');
  });
});

describe('atlas: the rules on the pages', () => {
  const byName = (name: string) => registeredMachines.find((entry) => entry.name === name)!;

  it("shows a transition's sender, its guard's meaning, what it does and the statement it implements", async () => {
    const html = await machinePage(byName('checkout'), { machines: [], gaps: {}, stories: null, changes: null });
    const row = html.split('\n').find((line) => line.includes('done: createOrder') && line.includes('clearCart'))!;
    expect(row).toContain('<small>the answer of createOrder</small>');
    expect(row).toContain('navigate: goes to /order-history');
    expect(row).toContain('invalidateOrders: marks the order history stale, so it is fetched again');
    expect(row).toContain('<a href="index.html#st-%C2%A74.7" title="After a successful order: cart cleared, success toast');
    expect(html).toContain('<small>the order rule is not met: order rule A: one 5 Litre tub, or at least 7 items of 750 ML and cone/candy (active;');
  });

  it('lists per statement of the specification its quotes and the transitions citing it', () => {
    const html = indexPage({ machines: [byName('cart'), byName('checkout')], gaps: {}, stories: null, changes: null });
    const row = html.split('\n').find((line) => line.startsWith('<tr id="st-%C2%A74.2">'))!;
    expect(row).toContain('&ldquo;Adding a product and size already in the cart raises its quantity by 1;');
    expect(row).toContain('<a href="cart.html#t5">Cart: ADD [isAddable]</a>');
    expect(html.indexOf('id="st-%C2%A74.7"')).toBeLessThan(html.indexOf('id="st-%C2%A75.1"'));
  });

  it('says a section no element claims as a whole but whose statements are implemented one by one, such as section 9, is implemented', () => {
    const html = indexPage({ machines: [byName('cart'), byName('checkout')], gaps: {}, stories: null, changes: null });
    const row = html.split('\n').find((line) => line.startsWith(`<tr id="req-${encodeURIComponent('§9')}">`))!;
    expect(row).not.toContain('no machine element claims it');
    expect(row).toContain('<a href="#st-%C2%A79.1">§9.1</a>');
    expect(html).toMatch(/Claimed by no element as a whole, but implemented statement by statement \(see the statements below\): [^<]*§9/);
  });

  it("lists a statement nothing cites with its verdict and reason, in its place; the root's links cite theirs", () => {
    const html = indexPage({ machines: [byName('cart'), byName('checkout')], gaps: {}, stories: null, changes: null });
    const row = html.split('\n').find((line) => line.startsWith('<tr id="st-%C2%A75.7">'))!;
    expect(row).toContain('<td><b>not a flow</b></td><td>a list of labels without a place');
    expect(html.indexOf('id="st-%C2%A75.6"')).toBeLessThan(html.indexOf('id="st-%C2%A75.7"'));
    expect(html.indexOf('id="st-%C2%A75.7"')).toBeLessThan(html.indexOf('id="st-%C2%A79.1"'));
    const afterOrder = html.split('\n').find((line) => line.startsWith('<tr id="st-%C2%A74.7">'))!;
    expect(afterOrder).toContain('<a href="system.html">The storefront system: ORDER_PLACED</a>');
  });

  it("names another tab's storage event in a storyboard as what it is", () => {
    const cart = byName('cart');
    const flows = new Map([['cart', { name: 'cart', transitions: readFlow(cart.model.machine).transitions }]]);
    const story = { file: 'tests/ui/cart.test.tsx', test: 'two tabs', steps: [{ action: 'click', events: ['STORAGE_CHANGED'], transitions: [], state: '{}', machine: 'cart', shot: null }] };
    expect(storyPage([story], [story], flows)).toContain('event: <i>STORAGE_CHANGED</i> (storage event: another tab wrote the cart)');
  });
});

describe("atlas: the diagrams' labels", () => {
  const svgOf = (html: string) => html.slice(html.indexOf('<svg'), html.indexOf('</svg>') + 6);

  it.each(registeredMachines.map((entry) => [entry.name, entry] as const))('draws no label of %s over another, and none nearer another edge than its own', async (_name, entry) => {
    const html = await machinePage(entry, { machines: [], gaps: {}, stories: null, changes: null });
    expect(labelProblems(svgOf(html)).filter((problem) => problem.kind !== 'crossed')).toEqual([]);
  });

  it("draws no edge through a label's text on the checkout and the desk inbox", async () => {
    for (const name of ['checkout', 'deskInbox']) {
      const html = await machinePage(registeredMachines.find((entry) => entry.name === name)!, { machines: [], gaps: {}, stories: null, changes: null });
      expect(labelProblems(svgOf(html)), name).toEqual([]);
    }
  });

  it('finds two labels drawn over each other, an edge through a label, and a label beside the wrong edge', () => {
    const text = (x: number, y: number, words: string) => `<text text-anchor="start" x="${x}" y="${y}" font-size="10.00">${words}</text>`;
    const edge = (id: string, title: string, d: string, label: string) =>
      `<g id="${id}" class="edge">\n<title>${title}</title>\n<g id="a_${id}"><path fill="none" d="${d}"/></g>\n<g id="a_${id}&#45;label">${label}</g>\n</g>\n`;
    const svg = `<svg>${edge('edge1', 'a&#45;&gt;b', 'M0,0C30,0 60,0 100,0', text(10, -4, 'done: x'))}${edge('edge2', 'a&#45;&gt;c', 'M0,0C30,60 60,60 100,100', text(12, -4, 'error: x'))}</svg>`;
    expect(labelProblems(svg).map((problem) => problem.kind)).toEqual(expect.arrayContaining(['overlap', 'misplaced']));
    const crossed = `<svg>${edge('edge1', 'a&#45;&gt;b', 'M0,0C30,0 60,0 100,0', text(10, 3, 'done: x'))}</svg>`;
    expect(labelProblems(crossed).map((problem) => problem.kind)).toEqual(['crossed']);
  });
});

describe('atlas: what changed since a commit', () => {
  const before = setup({ guards: { isUnlocked: () => true, isJammed: () => false } }).createMachine({
    id: 'door',
    meta: { spec: '2' },
    initial: 'shut',
    states: {
      shut: { meta: { spec: '4' }, on: { OPEN: { guard: 'isUnlocked', target: 'open' }, KNOCK: {} } },
      open: { meta: { spec: '4' }, on: { SHUT: 'shut' } },
      broken: { meta: { spec: '8' } },
    },
  });
  const after = setup({ guards: { isUnlocked: () => false, isLatched: () => true } }).createMachine({
    id: 'door',
    meta: { spec: '2' },
    initial: 'shut',
    states: {
      shut: { meta: { spec: '4' }, on: { OPEN: { guard: 'isUnlocked', target: 'ajar' }, KNOCK: {}, LOCK: { guard: 'isLatched', actions: assign({}) } } },
      ajar: { meta: { spec: '4' }, on: { SHUT: 'shut' } },
      open: { meta: { spec: ['4', '7'] }, on: { SHUT: 'shut' } },
    },
  });

  it('names states, transitions and guards added, removed or changed', () => {
    const rows = diffMachines(before, after).map(({ kind, change, key, transition }) => [kind, change, key, transition]);
    expect(rows).toEqual([
      ['state', 'added', 'door.ajar', null],
      ['state', 'changed', 'door.open', null],
      ['state', 'removed', 'door.broken', null],
      ['transition', 'changed', 'door.shut --OPEN [isUnlocked]', 'door.shut --OPEN#0'],
      ['transition', 'added', 'door.shut --LOCK [isLatched]', 'door.shut --LOCK#0'],
      ['transition', 'added', 'door.ajar --SHUT', 'door.ajar --SHUT#0'],
      ['transition', 'changed', 'door.open --SHUT', 'door.open --SHUT#0'],
      ['guard', 'changed', 'isUnlocked', null],
      ['guard', 'added', 'isLatched', null],
      ['guard', 'removed', 'isJammed', null],
    ]);
  });

  it("names an action whose code changed, though every transition's shape stayed", () => {
    const config = { id: 'counter', context: { count: 0 }, on: { TICK: { actions: 'count' as const } } };
    const up = () => setup({ types: { context: {} as { count: number } }, actions: { count: assign({ count: ({ context }) => context.count + 1 }) } }).createMachine(config);
    const down = () => setup({ types: { context: {} as { count: number } }, actions: { count: assign({ count: ({ context }) => context.count - 1 }) } }).createMachine(config);
    expect(diffMachines(up(), down()).map(({ kind, change, key }) => [kind, change, key])).toEqual([['action', 'changed', 'count']]);
    expect(diffMachines(up(), up())).toEqual([]);
  });

  it('names the rules a machine imports that changed: its own module and those of machines/ and domain/ it reaches', async () => {
    const root = fileURLToPath(new URL('../..', import.meta.url));
    const modules = await machineModules(root, 'checkout');
    expect([...modules.keys()]).toEqual(expect.arrayContaining(['machines/checkout.ts', 'machines/kit.ts', 'domain/orderRule.ts', 'domain/cart.ts', 'domain/constants.ts']));
    expect([...modules.keys()].filter((path) => !/^(machines|domain)\//.test(path))).toEqual([]);
    expect(modules.has('domain/desk/orderStatus.ts')).toBe(false);
    const changed = new Map(modules).set('domain/orderRule.ts', `${modules.get('domain/orderRule.ts')}\n// 8 items now`);
    changed.delete('machines/kit.ts');
    const rows = diffMachines(door, door, { before: modules, after: changed }).map(({ kind, change, key }) => [kind, change, key]);
    expect(rows).toEqual([
      ['module', 'changed', 'domain/orderRule.ts'],
      ['module', 'removed', 'machines/kit.ts'],
    ]);
  });

  it('a machine that is new has only additions; one that is gone only removals', () => {
    expect(new Set(diffMachines(null, door).map((row) => row.change))).toEqual(new Set(['added']));
    expect(new Set(diffMachines(door, null).map((row) => row.change))).toEqual(new Set(['removed']));
    expect(diffMachines(door, door)).toEqual([]);
  });

  it('marks added and changed transitions on the diagram and lists them', async () => {
    const changes = { ref: 'v1', byMachine: { door: diffMachines(before, after) } };
    const html = await machinePage(registered(after as unknown as typeof door), { machines: [], gaps: {}, stories: null, changes });
    expect(html).toContain('Changed since <code>v1</code>');
    expect(html).toMatch(/<b[^>]*>\+ LOCK<\/b>|\+ LOCK/);
    expect(html).toMatch(/~ OPEN/);
    expect(html).toContain('<td class="removed">removed</td><td>state</td>');
  });
});

describe('atlas: the journeys page', () => {
  const journey: JourneyRecord = {
    path: 'LOG_IN → LOG_OUT',
    steps: [
      { step: 'start', messages: [] },
      {
        step: 'LOG_IN',
        messages: [
          { from: 'app', to: 'storefront', event: 'ACCOUNT_FORM_NEWS (LOGGED_IN)' },
          { from: 'storefront', to: 'session', event: 'LOGGED_IN' },
          { from: 'session', to: 'storefront', event: 'xstate.snapshot.session' },
        ],
        shot: 'shots/journeys/x/0001.jpg',
      },
    ],
  };

  it('draws each message as an arrow from its sender to its receiver, in columns outside, root, then the flows', () => {
    const html = journeysPage([journey]);
    const heads = [...html.matchAll(/<text x="(\d+)" y="15" text-anchor="middle" font-weight="bold">(\w+)<\/text>/g)].map(([, x, actor]) => [actor, Number(x)]);
    expect(heads).toEqual([['app', 60], ['storefront', 180], ['session', 300]]);
    const arrows = [...html.matchAll(/<line x1="(\d+)" y1="\d+" x2="(\d+)" y2="\d+" stroke="#0969da"\/>/g)].map(([, from, to]) => [Number(from), Number(to)]);
    expect(arrows).toEqual([[60, 180], [180, 300], [300, 180]]);
    expect(html).toContain('>ACCOUNT_FORM_NEWS (LOGGED_IN)</text>');
    expect(html).toContain('>snapshot</text>');
    expect(html).toContain('(no message between actors)');
  });

  it('shows the page after a step only where the browser run took one', () => {
    expect(journeysPage([journey])).toContain('<img src="shots/journeys/x/0001.jpg"');
    const unshot = { ...journey, steps: journey.steps.map(({ shot: _shot, ...step }) => step) };
    expect(journeysPage([unshot])).not.toContain('<img');
    expect(journeysPage([unshot])).toContain('npm run atlas -- --run');
  });
});
