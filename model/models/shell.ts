/**
 * The app shell's model: what a user does anywhere (scrolls, opens the small-screen menu, follows a
 * link) and how states are told apart. What every state promises is tests/model/drivers/shell.ts.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { shellMachine } from '../../machines/shell.ts';
import type { ModelConfig } from '../paths.ts';

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
