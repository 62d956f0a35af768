/** What every audit log state promises (its model: model/models/desk/auditLog.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { auditLogMachine } from '../../../../machines/desk/auditLog.ts';
import type { StepContext } from '../../../../model/run.ts';
import type { OwnerLog } from './ownerLog.ts';
import { newestAuditPage, oldestAuditPage } from '../../../../model/models/desk/fixtures.ts';

type Machine = typeof auditLogMachine;
type Snapshot = SnapshotFrom<Machine>;

export const auditLogActors = ['loadAuditPage'] as const;

export function checkAuditLog(_log: OwnerLog) {
  return (actual: Snapshot, _expected: Snapshot, { sut }: StepContext<Machine>) => {
    expect(actual.hasTag('busy')).toBe(actual.matches('loading'));
    const newest = actual.context.cursors.length === 1;
    if (actual.matches('loading')) expect(sut.effects.calls.at(-1)).toEqual({ name: 'loadAuditPage', input: { cursor: newest ? null : 2 } });
    if (actual.matches('ready')) {
      expect(actual.context.page).toEqual(newest ? newestAuditPage : oldestAuditPage);
      expect(actual.can({ type: 'NEWER' })).toBe(!newest);
      expect(actual.can({ type: 'OLDER' })).toBe(newest);
    }
  };
}
