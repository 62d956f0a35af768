/**
 * The app shell (spec section 2, "Each route change scrolls to the top"): being told the route it shows
 * already is no change, refused in every state (the app tells the route it started on once it has hydrated).
 */
import type { SnapshotFrom } from 'xstate';
import type { shellMachine } from '../../machines/shell.ts';
import { eventTable } from '../oracle.ts';

export const shellEventTable = eventTable<SnapshotFrom<typeof shellMachine>>({
  rows: [{ where: 'any header and menu', when: () => true, refuses: ['ROUTE_CHANGED to the route shown'] }],
  sample: (_type, snapshot) => ({ type: 'ROUTE_CHANGED', path: snapshot.context.path }),
});
