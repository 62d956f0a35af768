/**
 * Today (issue 12, point 8; issue 27, point 1): a day's money (takings of the orders delivered that day
 * split cash / UPI, what accepted orders still owe, what was cancelled, and each staff member's
 * takings), its orders by status and its top products, for the day the owner picks (today in India at
 * first); Close the day shows the day-end report on 80 mm or A4 paper and prints it (the desk's `print`
 * action); and a CSV export of the orders of a span of days, checked with
 * the domain's `checkDayRange` before it is asked for. The export is an actor the desk provides: it
 * fetches the file with the desk's token and hands it to the browser as a download.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { checkDayRange, isCalendarDay, type DayRange } from '../../domain/desk/shopRules.ts';
import type { TodayRecord } from '../../domain/desk/shopContract.ts';
import { notice, notProvided, type Notice } from '../kit.ts';
import { loadingStates, savingState } from './ownerKit.ts';
import { ownerMessages } from '../../domain/desk/messages.ts';

/** The day as the desk's `today` call answers it (domain/desk/shopContract.ts). */
export type DaySummary = TodayRecord;

/** The day-end report's paper: an 80 mm receipt roll or an A4 sheet. */
export const DAY_END_PAPERS = ['80mm', 'A4'] as const;
export type DayEndPaper = (typeof DAY_END_PAPERS)[number];

export type TodayEvent =
  | { type: 'RETRY' }
  | { type: 'PICK_DAY'; day: string }
  | ({ type: 'EXPORT' } & DayRange)
  | { type: 'CLOSE_DAY' }
  | { type: 'PICK_PAPER'; paper: DayEndPaper }
  | { type: 'PRINT' }
  | { type: 'BACK' };

export interface TodayContext {
  day: string;
  summary: DaySummary | null;
  exportProblem: string | null;
  pendingExport: DayRange | null;
  paper: DayEndPaper;
}

export interface TodayInput {
  /** Today in India (YYYY-MM-DD). */
  today: string;
}

const rangeOf = (event: TodayEvent): DayRange => (event.type === 'EXPORT' ? { from: event.from, to: event.to } : { from: '', to: '' });

export const todayMachine = setup({
  types: {
    context: {} as TodayContext,
    events: {} as TodayEvent,
    input: {} as TodayInput,
  },
  actors: {
    loadDaySummary: fromPromise<DaySummary, { day: string }>(notProvided('loadDaySummary')),
    downloadOrdersCsv: fromPromise<unknown, DayRange>(notProvided('downloadOrdersCsv')),
  },
  guards: {
    isDay: ({ event }) => event.type === 'PICK_DAY' && isCalendarDay(event.day),
    isRangeValid: ({ event }) => checkDayRange(rangeOf(event)).ok,
  },
  actions: {
    setDay: assign({ day: ({ context, event }) => (event.type === 'PICK_DAY' ? event.day : context.day), summary: null }),
    storeSummary: assign({ summary: (_, params: { summary: DaySummary }) => params.summary }),
    showExportProblem: assign({
      exportProblem: ({ event }) => {
        const checked = checkDayRange(rangeOf(event));
        return checked.ok ? null : checked.message;
      },
    }),
    rememberExport: assign({ exportProblem: null, pendingExport: ({ event }) => rangeOf(event) }),
    setPaper: assign({ paper: ({ context, event }) => (event.type === 'PICK_PAPER' ? event.paper : context.paper) }),
    /** Supplied by the desk: the browser's print dialog. */
    print: () => {},
    /** Supplied by the desk: a toast. */
    notify: (_, _params: Notice) => {},
  },
}).createMachine({
  id: 'today',
  meta: { issue: '12.8' },
  context: ({ input }) => ({ day: input.today, summary: null, exportProblem: null, pendingExport: null, paper: '80mm' }),
  type: 'parallel',
  states: {
    summary: {
      meta: { issue: '12.8' },
      initial: 'loading',
      on: { PICK_DAY: { guard: 'isDay', target: '.loading', actions: 'setDay' } },
      states: {
        ...loadingStates({ src: 'loadDaySummary', store: 'storeSummary', key: 'summary', meta: { issue: '12.8' }, input: ({ context }: { context: TodayContext }) => ({ day: context.day }) }),
        ready: { meta: { issue: '12.8' }, on: { CLOSE_DAY: 'dayEnd' } },
        dayEnd: {
          meta: { issue: '27.1' },
          on: { PICK_PAPER: { actions: 'setPaper' }, PRINT: { actions: 'print' }, BACK: 'ready' },
        },
      },
    },
    export: {
      meta: { issue: '12.8' },
      initial: 'idle',
      states: {
        idle: {
          meta: { issue: '12.8' },
          on: { EXPORT: [{ guard: 'isRangeValid', target: 'downloading', actions: 'rememberExport' }, { actions: 'showExportProblem' }] },
        },
        downloading: savingState({
          meta: { issue: '12.8' },
          tag: 'exporting',
          src: 'downloadOrdersCsv',
          input: ({ context }: { context: TodayContext }) => context.pendingExport ?? { from: context.day, to: context.day },
          saved: notice(ownerMessages.csvDownloaded, 'success'),
          failedTitle: ownerMessages.csvFailed,
        }),
      },
    },
  },
});

export type TodaySnapshot = SnapshotFrom<typeof todayMachine>;
