/**
 * The app shell's model: what a user does anywhere (scrolls, opens the small-screen menu, follows a
 * link), how states are told apart, and what every state promises.
 * Shared by the machine-alone paths (tests/model) and, later, the screen paths.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { shellMachine } from '../../../machines/shell.ts';
import type { ModelConfig } from '../../../model/paths.ts';

type ShellMachine = typeof shellMachine;
type Snapshot = SnapshotFrom<ShellMachine>;
type ShellModelEvent = EventFromLogic<ShellMachine>;

export const shellInput = { path: '/' };

/** Scroll positions around the 20 px threshold: the top, exactly 20, just past it, far down. */
export const scrollPositions = [0, 20, 21, 400] as const;
export const routes = ['/products', '/order-history'] as const;

export function shellEvents(snapshot: Snapshot): ShellModelEvent[] {
  return [
    ...scrollPositions.map((y) => ({ type: 'SCROLLED' as const, y })),
    { type: 'TOGGLE_MENU' },
    ...routes.filter((path) => path !== snapshot.context.path).map((path) => ({ type: 'ROUTE_CHANGED' as const, path })),
  ];
}

/** The header and the menu; the route is left out (every route behaves alike). */
export function serializeShell(snapshot: Snapshot): string {
  return JSON.stringify(snapshot.value);
}

export const shellModel: ModelConfig<ShellMachine> = {
  machine: shellMachine,
  input: shellInput,
  events: shellEvents,
  serializeState: serializeShell,
};

/**
 * What each shell state promises, checked against the running machine: the route is one the app went
 * to, a full-size header turns compact only past the 20 px threshold and a compact one expands only at
 * or above it, and the menu button always works. What a step does (scroll to the top, close the menu)
 * is checked by the example tests in tests/model/shell.test.ts.
 */
export function checkShell(actual: Snapshot, expected: Snapshot): void {
  expect(actual.context).toEqual(expected.context);
  expect([shellInput.path, ...routes]).toContain(actual.context.path);
  expect(actual.can({ type: 'TOGGLE_MENU' })).toBe(true);
  const compact = actual.matches({ header: 'compact' });
  for (const y of scrollPositions) expect(actual.can({ type: 'SCROLLED', y })).toBe(compact ? y <= 20 : y > 20);
}
