/** The Today model: sample events and how states are told apart (what every state promises: tests/model/drivers/desk/). */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { todayMachine } from '../../../machines/desk/today.ts';
import type { ModelConfig } from '../../paths.ts';
import { loadFailure, refusal, summary, TODAY } from './fixtures.ts';

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
  if (snapshot.matches({ summary: 'ready' })) events.push({ type: 'CLOSE_DAY' });
  if (snapshot.matches({ summary: 'dayEnd' })) events.push({ type: 'PICK_PAPER', paper: 'A4' }, { type: 'PICK_PAPER', paper: '80mm' }, { type: 'PRINT' }, { type: 'BACK' });
  if (snapshot.matches({ export: 'downloading' })) events.push(done('downloadOrdersCsv', {}), failed('downloadOrdersCsv', refusal));
  else events.push({ type: 'EXPORT', from: YESTERDAY, to: TODAY }, { type: 'EXPORT', from: TODAY, to: YESTERDAY });
  return events;
}

export const todayModel: ModelConfig<Machine> = {
  machine: todayMachine,
  input: { today: TODAY },
  events: todayEvents,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.day} ${snapshot.context.paper}`,
};
