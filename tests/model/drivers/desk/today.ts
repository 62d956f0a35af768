/** The Today model: sample events, how states are told apart, what every state promises. */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { ownerTexts } from '../../../../domain/desk/ownerTexts.ts';
import { messages } from '../../../../domain/messages.ts';
import { todayMachine } from '../../../../machines/desk/today.ts';
import type { ModelConfig } from '../../../../model/paths.ts';
import type { StepContext } from '../../../../model/run.ts';
import { loadFailure, refusal, summary, TODAY, type OwnerLog } from './fixtures.ts';

type Machine = typeof todayMachine;
type Snapshot = SnapshotFrom<Machine>;
type Event = EventFromLogic<Machine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output }) as never;
const failed = (id: string, error: unknown) => ({ type: `xstate.error.actor.${id}`, error }) as never;

export const YESTERDAY = '2026-11-22';

export function todayEvents(snapshot: Snapshot): Event[] {
  const events: Event[] = [];
  if (snapshot.matches({ summary: 'loading' })) events.push(done('loadDaySummary', summary), failed('loadDaySummary', loadFailure));
  if (snapshot.matches({ summary: 'failed' })) events.push({ type: 'RETRY' });
  events.push({ type: 'PICK_DAY', day: YESTERDAY }, { type: 'PICK_DAY', day: '2026-02-30' });
  if (snapshot.matches({ export: 'downloading' })) events.push(done('downloadOrdersCsv', {}), failed('downloadOrdersCsv', refusal));
  else events.push({ type: 'EXPORT', from: YESTERDAY, to: TODAY }, { type: 'EXPORT', from: TODAY, to: YESTERDAY });
  return events;
}

export const todayModel: ModelConfig<Machine> = {
  machine: todayMachine,
  input: { today: TODAY },
  events: todayEvents,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.day}`,
};

export const todayActors = ['loadDaySummary', 'downloadOrdersCsv'] as const;

export function checkToday(log: OwnerLog) {
  return (actual: Snapshot, _expected: Snapshot, { sut, event, previous }: StepContext<Machine>) => {
    const stepType: string = event.type;
    expect(actual.hasTag('busy')).toBe(actual.matches({ summary: 'loading' }));
    expect(actual.hasTag('exporting')).toBe(actual.matches({ export: 'downloading' }));
    if (actual.matches({ summary: 'ready' })) expect(actual.context.summary).toEqual(summary);
    if (event.type === 'PICK_DAY') {
      expect(actual.context.day).toBe(event.day === YESTERDAY ? YESTERDAY : previous?.context.day);
      if (event.day === YESTERDAY) expect(sut.effects.calls.filter((call) => call.name === 'loadDaySummary').at(-1)).toEqual({ name: 'loadDaySummary', input: { day: YESTERDAY } });
    }
    if (event.type === 'EXPORT' && event.from === TODAY) expect(actual.context.exportProblem).toBe(messages.deskDayRangeOrder);
    if (event.type === 'EXPORT' && event.from === YESTERDAY) expect(sut.effects.calls.at(-1)).toEqual({ name: 'downloadOrdersCsv', input: { from: YESTERDAY, to: TODAY } });
    if (stepType === 'xstate.done.actor.downloadOrdersCsv') expect(log.toasts.at(-1)).toEqual({ message: ownerTexts.csvDownloaded, tone: 'success' });
    if (stepType === 'xstate.error.actor.downloadOrdersCsv') expect(log.toasts.at(-1)).toEqual({ message: ownerTexts.csvFailed, tone: 'error', description: refusal.message });
  };
}
