/** What every Today state promises (its model: model/models/desk/today.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { todayMachine } from '../../../../machines/desk/today.ts';
import type { StepContext } from '../../../../model/run.ts';
import type { OwnerLog } from './ownerLog.ts';
import { refusal, summary, TODAY } from '../../../../model/models/desk/fixtures.ts';
import { YESTERDAY } from '../../../../model/models/desk/today.ts';
import { deskRuleMessages, ownerMessages } from '../../../../domain/desk/messages.ts';

type Machine = typeof todayMachine;
type Snapshot = SnapshotFrom<Machine>;

export const todayActors = ['loadDaySummary', 'downloadOrdersCsv'] as const;

export function checkToday(log: OwnerLog) {
  let previousPrints = 0;
  return (actual: Snapshot, _expected: Snapshot, { sut, event, previous }: StepContext<Machine>) => {
    const stepType: string = event.type;
    expect(actual.hasTag('busy')).toBe(actual.matches({ summary: 'loading' }));
    expect(actual.hasTag('exporting')).toBe(actual.matches({ export: 'downloading' }));
    if (actual.matches({ summary: 'ready' }) || actual.matches({ summary: 'dayEnd' })) expect(actual.context.summary).toEqual(summary);
    if (event.type === 'PICK_DAY') {
      expect(actual.context.day).toBe(event.day === YESTERDAY ? YESTERDAY : previous?.context.day);
      if (event.day === YESTERDAY) expect(sut.effects.calls.filter((call) => call.name === 'loadDaySummary').at(-1)).toEqual({ name: 'loadDaySummary', input: { day: YESTERDAY } });
    }
    if (event.type === 'EXPORT' && event.from === TODAY) expect(actual.context.exportProblem).toBe(deskRuleMessages.dayRangeOrder);
    if (event.type === 'EXPORT' && event.from === YESTERDAY) expect(sut.effects.calls.at(-1)).toEqual({ name: 'downloadOrdersCsv', input: { from: YESTERDAY, to: TODAY } });
    const prints = previousPrints;
    previousPrints = log.prints;
    expect(log.prints - prints).toBe(event.type === 'PRINT' ? 1 : 0);
    if (event.type === 'PICK_PAPER') expect(actual.context.paper).toBe(event.paper);
    else expect(actual.context.paper).toBe(previous?.context.paper ?? '80mm');
    if (event.type === 'CLOSE_DAY') expect(actual.matches({ summary: 'dayEnd' })).toBe(true);
    if (event.type === 'BACK') expect(actual.matches({ summary: 'ready' })).toBe(true);
    if (stepType === 'xstate.done.actor.downloadOrdersCsv') expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.csvDownloaded, tone: 'success' });
    if (stepType === 'xstate.error.actor.downloadOrdersCsv') expect(log.toasts.at(-1)).toEqual({ message: ownerMessages.csvFailed, tone: 'error', description: refusal.message });
  };
}
