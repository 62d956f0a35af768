import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { shellMachine } from '../../machines/shell.ts';
import { routes, scrollPositions, shellInput, shellModel } from '../../model/models/shell.ts';
import { checkShell } from './drivers/shell.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { shellEventTable } from '../../model/oracles/shell.ts';

const paths = generatePaths(shellModel);
const coverage = new Coverage();

describe('shell machine paths', () => {
  it('the paths scroll to every sample position, toggle the menu and follow every route', () => {
    const sent = paths.flatMap((path) => path.steps.map((step) => step.event));
    expect(new Set(sent.flatMap((event) => (event.type === 'SCROLLED' ? [event.y] : [])))).toEqual(new Set(scrollPositions));
    expect(new Set(sent.flatMap((event) => (event.type === 'ROUTE_CHANGED' ? [event.path] : [])))).toEqual(new Set(routes));
    expect(sent.some((event) => event.type === 'TOGGLE_MENU')).toBe(true);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const machine = shellMachine.provide({ actions: { scrollToTop: () => {} } });
    await runPath(path, { machine, effects: new FakeEffects(), input: shellModel.input, coverage, check: checkShell, events: shellEventTable });
  });

  it('reaches every state and transition of the shell machine', () => {
    expectFullCoverage(shellMachine, coverage, { events: shellEventTable });
  });
});

function start() {
  const log = { scrolledToTop: 0 };
  const machine = shellMachine.provide({ actions: { scrollToTop: () => void (log.scrolledToTop += 1) } });
  const actor = createActor(machine, { input: shellInput }).start();
  return { actor, log };
}

describe('shell machine: what the header and the menu do', () => {
  it('starts full-size with the menu closed on the route the app opened', () => {
    const { actor } = start();
    expect(actor.getSnapshot().value).toEqual({ header: 'expanded', menu: 'closed' });
    expect(actor.getSnapshot().context.path).toBe('/');
  });

  it('turns compact only once scrolled more than 20 pixels, and full-size again back at 20', () => {
    const { actor } = start();
    actor.send({ type: 'SCROLLED', y: 20 });
    expect(actor.getSnapshot().matches({ header: 'expanded' })).toBe(true);
    actor.send({ type: 'SCROLLED', y: 21 });
    expect(actor.getSnapshot().matches({ header: 'compact' })).toBe(true);
    actor.send({ type: 'SCROLLED', y: 400 });
    expect(actor.getSnapshot().matches({ header: 'compact' })).toBe(true);
    actor.send({ type: 'SCROLLED', y: 20 });
    expect(actor.getSnapshot().matches({ header: 'expanded' })).toBe(true);
  });

  it('the menu button opens and closes the menu without touching the header', () => {
    const { actor } = start();
    actor.send({ type: 'SCROLLED', y: 400 });
    actor.send({ type: 'TOGGLE_MENU' });
    expect(actor.getSnapshot().value).toEqual({ header: 'compact', menu: 'open' });
    actor.send({ type: 'TOGGLE_MENU' });
    expect(actor.getSnapshot().value).toEqual({ header: 'compact', menu: 'closed' });
  });

  it('a route change closes the menu, scrolls to the top once, shows the full header and remembers the route', () => {
    const { actor, log } = start();
    actor.send({ type: 'SCROLLED', y: 400 });
    actor.send({ type: 'TOGGLE_MENU' });
    expect(log.scrolledToTop).toBe(0);
    actor.send({ type: 'ROUTE_CHANGED', path: '/order-history' });
    expect(actor.getSnapshot().value).toEqual({ header: 'expanded', menu: 'closed' });
    expect(actor.getSnapshot().context.path).toBe('/order-history');
    expect(log.scrolledToTop).toBe(1);
  });

  it('the route the app started on is not a change: told it, the machine neither scrolls nor touches the header or the menu', () => {
    const { actor, log } = start();
    actor.send({ type: 'SCROLLED', y: 400 });
    actor.send({ type: 'TOGGLE_MENU' });
    actor.send({ type: 'ROUTE_CHANGED', path: shellInput.path });
    expect(log.scrolledToTop).toBe(0);
    expect(actor.getSnapshot().value).toEqual({ header: 'compact', menu: 'open' });
    actor.send({ type: 'ROUTE_CHANGED', path: '/products' });
    actor.send({ type: 'ROUTE_CHANGED', path: '/products' });
    expect(log.scrolledToTop).toBe(1);
  });
});
