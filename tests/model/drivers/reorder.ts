/** What every Order again state promises (the sample events and how states are told apart are model/models/reorder.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { reorderingId, type reorderMachine } from '../../../machines/reorder.ts';
import { pastLines, pastOrderId } from '../../../model/models/reorder.ts';

type Snapshot = SnapshotFrom<typeof reorderMachine>;

/** What each state promises: busy (and no other Order again) exactly while the catalogue loads, for the order asked. */
export function checkReorder(actual: Snapshot): void {
  const preparing = actual.matches('preparing');
  expect(actual.hasTag('reordering')).toBe(preparing);
  expect(reorderingId(actual)).toBe(preparing ? pastOrderId : null);
  expect(actual.context.lines).toEqual(preparing ? pastLines : []);
  expect(actual.can({ type: 'REORDER', orderId: pastOrderId, lines: pastLines })).toBe(!preparing);
  expect(actual.can({ type: 'REORDER', orderId: 'ORD000043', lines: [] })).toBe(false);
}
