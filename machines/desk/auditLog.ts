/**
 * The audit log (issue 12, point 9): who changed which order, stock, price or setting, and when, newest
 * first, a page at a time. Each page names the cursor of the next older one (null on the oldest); Older
 * follows it, Newer goes back up the cursors kept, Refresh returns to the newest page.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { notProvided } from '../kit.ts';
import { loadingStates } from './ownerKit.ts';

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
}

export type AuditLogEvent = { type: 'RETRY' } | { type: 'OLDER' } | { type: 'NEWER' } | { type: 'REFRESH' };

export interface AuditLogContext {
  /** The cursor of every page from the newest down to the one shown (null: the newest page). */
  cursors: (number | null)[];
  page: AuditPage | null;
}

export const auditLogMachine = setup({
  types: {
    context: {} as AuditLogContext,
    events: {} as AuditLogEvent,
  },
  actors: {
    loadAuditPage: fromPromise<AuditPage, { cursor: number | null }>(notProvided('loadAuditPage')),
  },
  guards: {
    hasOlderPage: ({ context }) => context.page?.olderCursor != null,
    hasNewerPage: ({ context }) => context.cursors.length > 1,
  },
  actions: {
    storePage: assign({ page: (_, params: { page: AuditPage }) => params.page }),
    goOlder: assign({ cursors: ({ context }) => [...context.cursors, context.page?.olderCursor ?? null] }),
    goNewer: assign({ cursors: ({ context }) => context.cursors.slice(0, -1) }),
    goNewest: assign({ cursors: [null] }),
  },
}).createMachine({
  id: 'auditLog',
  meta: { issue: '12.9' },
  context: { cursors: [null], page: null },
  initial: 'loading',
  states: {
    ...loadingStates({ src: 'loadAuditPage', store: 'storePage', key: 'page', meta: { issue: '12.9' }, input: ({ context }: { context: AuditLogContext }) => ({ cursor: context.cursors.at(-1) ?? null }) }),
    ready: {
      meta: { issue: '12.9' },
      on: {
        OLDER: { guard: 'hasOlderPage', target: 'loading', actions: 'goOlder' },
        NEWER: { guard: 'hasNewerPage', target: 'loading', actions: 'goNewer' },
        REFRESH: { target: 'loading', actions: 'goNewest' },
      },
    },
  },
});

export type AuditLogSnapshot = SnapshotFrom<typeof auditLogMachine>;
