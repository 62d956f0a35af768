/**
 * The audit log (issue 12, point 9): who changed which order, stock, price or setting, and when, newest
 * first, a page at a time; issue 27, point 3: filtered by person, kind of change, order and India day
 * (FILTER starts again at the newest page; an order that is no ORD id or a day that does not exist is
 * refused with a message and asks nothing). Each page names the cursor of the next older one (null on the oldest); Older
 * follows it, Newer goes back up the cursors kept, Refresh returns to the newest page.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { isCalendarDay } from '../../domain/desk/shopRules.ts';
import { ownerMessages } from '../../domain/desk/messages.ts';
import { notProvided } from '../kit.ts';
import { loadingStates } from './ownerKit.ts';

/** What the log is narrowed to; '' and null leave a filter out. */
export interface AuditFilters {
  deskUserId: number | null;
  kind: string;
  /** As typed: ORD000012 or 12. */
  order: string;
  day: string;
}

export const NO_AUDIT_FILTERS: AuditFilters = { deskUserId: null, kind: '', order: '', day: '' };

/** Why the filters cannot be asked for, or null. */
export function auditFilterProblem(filters: AuditFilters): string | null {
  if (filters.order.trim() !== '' && !/^(?:ORD)?\d{1,9}$/i.test(filters.order.trim())) return ownerMessages.auditOrderFormat;
  if (filters.day !== '' && !isCalendarDay(filters.day)) return ownerMessages.auditDayFormat;
  return null;
}

export interface AuditEntry {
  id: number;
  /** ISO-8601 instant. */
  at: string;
  /** The desk account's name. */
  who: string;
  /** What was changed, in words ("Order ORD000012: Pending → Shipped", "Price of Mango 500 ML: ₹120 → ₹130"). */
  what: string;
}

export interface AuditPage {
  entries: AuditEntry[];
  /** The cursor of the next (older) page; null when this is the oldest. */
  olderCursor: number | null;
  /** Everyone who may appear in the log, for the person filter. */
  people: { deskUserId: number; name: string }[];
}

export type AuditLogEvent = { type: 'RETRY' } | { type: 'OLDER' } | { type: 'NEWER' } | { type: 'REFRESH' } | { type: 'FILTER'; filters: AuditFilters };

export interface AuditLogContext {
  /** The cursor of every page from the newest down to the one shown (null: the newest page). */
  cursors: (number | null)[];
  page: AuditPage | null;
  filters: AuditFilters;
  filterProblem: string | null;
}

export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
  },
  actors: {
    loadAuditPage: fromPromise<AuditPage, { cursor: number | null; filters: AuditFilters }>(notProvided('loadAuditPage')),
  },
  guards: {
    hasOlderPage: ({ context }) => context.page?.olderCursor != null,
    hasNewerPage: ({ context }) => context.cursors.length > 1,
    areFiltersValid: ({ event }) => event.type === 'FILTER' && auditFilterProblem(event.filters) === null,
  },
  actions: {
    storePage: assign({ page: (_, params: { page: AuditPage }) => params.page }),
    goOlder: assign({ cursors: ({ context }) => [...context.cursors, context.page?.olderCursor ?? null] }),
    goNewer: assign({ cursors: ({ context }) => context.cursors.slice(0, -1) }),
    goNewest: assign({ cursors: [null] }),
    applyFilters: assign({
      cursors: [null],
      filterProblem: null,
      filters: ({ context, event }) => (event.type === 'FILTER' ? { ...event.filters, order: event.filters.order.trim() } : context.filters),
    }),
    showFilterProblem: assign({ filterProblem: ({ event }) => (event.type === 'FILTER' ? auditFilterProblem(event.filters) : null) }),
  },
}).createMachine({
  id: 'auditLog',
  meta: { issue: '12.9' },
  context: { cursors: [null], page: null, filters: NO_AUDIT_FILTERS, filterProblem: null },
  initial: 'loading',
  states: {
    ...loadingStates({ src: 'loadAuditPage', store: 'storePage', key: 'page', meta: { issue: '12.9' }, input: ({ context }: { context: AuditLogContext }) => ({ cursor: context.cursors.at(-1) ?? null, filters: context.filters }) }),
    ready: {
      meta: { issue: '12.9' },
      on: {
        OLDER: { guard: 'hasOlderPage', target: 'loading', actions: 'goOlder' },
        NEWER: { guard: 'hasNewerPage', target: 'loading', actions: 'goNewer' },
        REFRESH: { target: 'loading', actions: 'goNewest' },
        FILTER: [
          { guard: 'areFiltersValid', target: 'loading', actions: 'applyFilters', meta: { issue: '27.3' } },
          { actions: 'showFilterProblem', meta: { issue: '27.3' } },
        ],
      },
    },
  },
});

export type AuditLogSnapshot = SnapshotFrom<typeof auditLogMachine>;
