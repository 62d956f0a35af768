/**
 * The app shell's model: what a user does anywhere (scrolls, opens the small-screen menu, follows a
 * link), how states are told apart, and what every state promises.
 * Shared by the machine-alone paths (tests/model) and, later, the screen paths.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { shellMachine } from '../../../machines/shell.ts';
import type { ModelConfig } from '../../../model/paths.ts';
import type { StepContext } from '../../../model/run.ts';

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

export interface ShellEffectsLog {
  /** How many times the page was scrolled to the top. */
  scrolledToTop: number;
}

/** What each shell state promises, checked against the running machine. */
export function checkShell(log: ShellEffectsLog) {
  let scrollsSeen = 0;
  return (actual: Snapshot, expected: Snapshot, { event, previous }: StepContext<ShellMachine>) => {
    expect(actual.context).toEqual(expected.context);
    const compact = actual.matches({ header: 'compact' });
    const open = actual.matches({ menu: 'open' });
    if (!previous) {
      expect(compact).toBe(false);
      expect(open).toBe(false);
      expect(actual.context.path).toBe(shellInput.path);
    } else {
      const wasOpen = previous.matches({ menu: 'open' });
      const wasCompact = previous.matches({ header: 'compact' });
      switch (event.type) {
        case 'SCROLLED':
          // Compact once scrolled more than 20 pixels.
          expect(compact).toBe(event.y > 20);
          expect(open).toBe(wasOpen);
          break;
        case 'TOGGLE_MENU':
          expect(open).toBe(!wasOpen);
          expect(compact).toBe(wasCompact);
          break;
        case 'ROUTE_CHANGED':
          // The menu closes and the page is back at the top.
          expect(open).toBe(false);
          expect(compact).toBe(false);
          expect(actual.context.path).toBe(event.path);
          break;
      }
      if (event.type !== 'ROUTE_CHANGED') expect(actual.context.path).toBe(previous.context.path);
    }
    const scrolls = log.scrolledToTop - scrollsSeen;
    scrollsSeen = log.scrolledToTop;
    expect(scrolls).toBe(event.type === 'ROUTE_CHANGED' ? 1 : 0);
  };
}
