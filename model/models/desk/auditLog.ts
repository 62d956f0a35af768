/** The audit log model: sample events and how states are told apart (what every state promises: tests/model/drivers/desk/). */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { auditLogMachine } from '../../../machines/desk/auditLog.ts';
import type { ModelConfig } from '../../paths.ts';
import { auditFilters, loadFailure, newestAuditPage, oldestAuditPage } from './fixtures.ts';

type Machine = typeof auditLogMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = EventFromLogic<Machine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;

export function auditLogEvents(snapshot: Snapshot): Event[] {
  if (snapshot.matches('loading')) {
    const page = snapshot.context.cursors.length === 1 ? newestAuditPage : oldestAuditPage;
    return [done('loadAuditPage', page), failed('loadAuditPage', loadFailure)];
  }
  if (snapshot.matches('failed')) return [{ type: 'RETRY' }];
  return [
    { type: 'OLDER' }, { type: 'NEWER' }, { type: 'REFRESH' },
    { type: 'FILTER', filters: auditFilters },
    { type: 'FILTER', filters: { ...auditFilters, order: 'twelve' } },
  ];
}

export const auditLogModel: ModelConfig<Machine> = {
  machine: auditLogMachine,
  events: auditLogEvents,
  serializeState: (snapshot) =>
    `${JSON.stringify(snapshot.value)} page:${snapshot.context.cursors.length} filtered:${snapshot.context.filters.deskUserId !== null} problem:${snapshot.context.filterProblem !== null}`,
};
