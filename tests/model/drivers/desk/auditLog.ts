/** The audit log model: sample events, how states are told apart, what every state promises. */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { auditLogMachine } from '../../../../machines/desk/auditLog.ts';
import type { ModelConfig } from '../../../../model/paths.ts';
import type { StepContext } from '../../../../model/run.ts';
import { loadFailure, newestAuditPage, oldestAuditPage, type OwnerLog } from './fixtures.ts';

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
  return [{ type: 'OLDER' }, { type: 'NEWER' }, { type: 'REFRESH' }];
}

export const auditLogModel: ModelConfig<Machine> = {
  machine: auditLogMachine,
  events: auditLogEvents,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} page:${snapshot.context.cursors.length}`,
};

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
