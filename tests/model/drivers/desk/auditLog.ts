/** What every audit log state promises (its model: model/models/desk/auditLog.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { auditLogMachine } from '../../../../machines/desk/auditLog.ts';
import type { StepContext } from '../../../../model/run.ts';
import type { OwnerLog } from './ownerLog.ts';
import { auditFilters, newestAuditPage, oldestAuditPage } from '../../../../model/models/desk/fixtures.ts';
import { ownerMessages } from '../../../../domain/desk/messages.ts';

type Machine = typeof auditLogMachine;
type Snapshot = SnapshotFrom<Machine>;

export const auditLogActors = ['loadAuditPage'] as const;

export function checkAuditLog(_log: OwnerLog) {
  return (actual: Snapshot, _expected: Snapshot, { sut, event, previous }: StepContext<Machine>) => {
    expect(actual.hasTag('busy')).toBe(actual.matches('loading'));
    const newest = actual.context.cursors.length === 1;
    if (actual.matches('loading')) expect(sut.effects.calls.at(-1)).toEqual({ name: 'loadAuditPage', input: { cursor: newest ? null : 2, filters: actual.context.filters } });
    if (event.type === 'FILTER' && event.filters.order === 'twelve') {
      // Refused here, asked nothing: the filters and the page stay.
      expect(actual.context.filterProblem).toBe(ownerMessages.auditOrderFormat);
      expect(actual.context.filters).toEqual(previous!.context.filters);
      expect(actual.matches('ready')).toBe(true);
    } else if (event.type === 'FILTER') {
      expect(actual.context.filters).toEqual(auditFilters);
      expect(actual.context.filterProblem).toBeNull();
      expect(actual.context.cursors).toEqual([null]);
    }
    if (actual.matches('ready')) {
      expect(actual.context.page).toEqual(newest ? newestAuditPage : oldestAuditPage);
      expect(actual.can({ type: 'NEWER' })).toBe(!newest);
      expect(actual.can({ type: 'OLDER' })).toBe(newest);
    }
  };
}
