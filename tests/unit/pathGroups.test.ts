import { describe, expect, it } from 'vitest';
import { groupPaths, type TracedPath, type TracedStep } from '../../scripts/flows/pathGroups.ts';

/** A tiny light: off --ON--> on --DIM--> dim, OFF from either back to off; BLINK is ignored when off. */
const STATES = ['light', 'light.off', 'light.on', 'light.dim'];
const ON = 'light.off --ON--> light.on';
const DIM = 'light.on --DIM--> light.dim';
const OFF_ON = 'light.on --OFF--> light.off';
const OFF_DIM = 'light.dim --OFF--> light.off';
const TRANSITIONS = [ON, DIM, OFF_ON, OFF_DIM];

const start: TracedStep = { event: null, states: ['light', 'light.off'], transitions: [] };
const step = (event: string, state: string, transitions: string[]): TracedStep => ({ event, states: ['light', state], transitions });
const path = (...steps: TracedStep[]): TracedPath => ({
  description: steps.flatMap((s) => (s.event ? [s.event] : [])).join(' → ') || '(start)',
  steps: [start, ...steps],
});

const on = step('ON', 'light.on', [ON]);
const dim = step('DIM', 'light.dim', [DIM]);
const offFromOn = step('OFF', 'light.off', [OFF_ON]);
const offFromDim = step('OFF', 'light.off', [OFF_DIM]);
const blink = step('BLINK', 'light.off', []);

describe('groupPaths', () => {
  const paths = [path(on, dim, offFromDim), path(blink), path(on, offFromOn), path(on, dim)];
  const tables = groupPaths(STATES, TRANSITIONS, paths);

  it.each([
    ['light', '(start)', 0],
    ['light.off', '(start)', 0],
    ['light.on', 'ON', 1],
    ['light.dim', 'ON → DIM', 2],
  ])('lists the shortest path to %s first: %s', (state, description, steps) => {
    expect(tables.shortest.find((route) => route.state === state)).toEqual({ state, description, steps });
  });

  it('keeps the states in inventory order and skips a state no path reaches', () => {
    expect(groupPaths([...STATES, 'light.broken'], TRANSITIONS, paths).shortest.map((route) => route.state)).toEqual(STATES);
  });

  it('groups the other paths by the transition their last step takes, in inventory order, ignored events last', () => {
    expect(tables.groups).toEqual([
      { transitions: [OFF_ON], paths: [{ description: 'ON → OFF', steps: 2 }] },
      { transitions: [OFF_DIM], paths: [{ description: 'ON → DIM → OFF', steps: 3 }] },
      { transitions: [], paths: [{ description: 'BLINK', steps: 1 }] },
    ]);
  });

  it('lists each path once: a shortest path or a repeated path is not listed again', () => {
    const others = tables.groups.flatMap((group) => group.paths).map((line) => line.description);
    expect(new Set(others).size).toBe(others.length);
    expect(others.filter((description) => tables.shortest.some((route) => route.description === description))).toEqual([]);
    // 'ON → DIM' is the shortest path to light.dim, so it is not listed again.
    expect(others).not.toContain('ON → DIM');
    const again = groupPaths(STATES, TRANSITIONS, [...paths, path(on, offFromOn)]);
    expect(again.groups.flatMap((group) => group.paths).filter((line) => line.description === 'ON → OFF')).toHaveLength(1);
  });

  it('orders paths within a group by steps, and gives the same tables whatever the order of equal-length ties', () => {
    const longer = path(on, offFromOn, on, offFromOn);
    const grouped = groupPaths(STATES, TRANSITIONS, [longer, ...paths]);
    expect(grouped.groups[0]!.paths.map((line) => line.description)).toEqual(['ON → OFF', 'ON → OFF → ON → OFF']);
    expect(groupPaths(STATES, TRANSITIONS, [...paths].reverse()).shortest).toEqual(tables.shortest);
  });

  it('names a step that takes two transitions at once under both', () => {
    const both = path(blink, step('ALL', 'light.dim', [DIM, ON]));
    expect(groupPaths(STATES, TRANSITIONS, [path(on, dim), both]).groups).toEqual([
      { transitions: [ON, DIM], paths: [{ description: 'BLINK → ALL', steps: 2 }] },
    ]);
  });
});
