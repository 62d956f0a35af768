/** What every app shell state promises (the sample events and how states are told apart are model/models/shell.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { shellMachine } from '../../../machines/shell.ts';
import { routes, shellInput, scrollPositions } from '../../../model/models/shell.ts';

type Snapshot = SnapshotFrom<typeof shellMachine>;

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
