/**
 * /settings/delete-account (spec section 4): Delete Account asks first (the dialog, tag
 * confirmingDelete); Yes deletes the account (deleteAccount with userId and parem 1), ends the session,
 * wipes browser storage and goes to /; No closes the question. Created by the delete account screen
 * with the logged-in customer (src/app/accountForms.ts).
 *
 * Effects the app supplies with `.provide()`: the actor `deleteAccount`, the actions `notify`,
 * `navigate` and `accountDeleted` (the session ends and browser storage is wiped).
 */
import { fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer } from '../../domain/contract.ts';
import { messageKeys } from '../../domain/message.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { errorWordsOr, notice, notProvided, toast, type Notice } from '../kit.ts';
import type { SessionUser } from '../session.ts';
import { goTo, PAREM } from './submit.ts';

const sayAccount = messageKeys('accountTexts', englishAccountTexts);

export interface DeleteAccountContext {
  /** The logged-in customer (the screen's input). */
  user: SessionUser;
}

export type DeleteAccountEvent = { type: 'REQUEST_DELETE' } | { type: 'NO' } | { type: 'YES' };

export const deleteAccountMachine = setup({
  types: {
    context: {} as DeleteAccountContext,
    events: {} as DeleteAccountEvent,
    input: {} as { user: SessionUser },
    tags: {} as 'confirmingDelete' | 'deletingAccount',
  },
  actors: {
    deleteAccount: fromPromise<ParsedAnswer<'deleteAccount'>, CallRequest<'deleteAccount'>>(notProvided('deleteAccount')),
  },
  guards: {
    hasUserId: ({ context }) => context.user.userId != null,
  },
  actions: {
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
    /** Supplied by the app: go to a route. */
    navigate: (_, _params: { to: string }) => {},
    /** Supplied by the app: the session ends, browser storage is wiped and the language is the default again. */
    accountDeleted: () => {},
  },
}).createMachine({
  id: 'deleteAccount',
  meta: { spec: '4' },
  context: ({ input }) => ({ user: input.user }),
  initial: 'idle',
  states: {
    idle: {
      meta: { spec: '4' },
      on: { REQUEST_DELETE: { target: 'confirming' } },
    },
    confirming: {
      meta: { spec: '4' },
      tags: 'confirmingDelete',
      on: {
        NO: { target: 'idle' },
        YES: [
          { guard: 'hasUserId', target: 'deleting' },
          { target: 'idle', actions: toast(sayAccount('userIdNotFound'), 'error') },
        ],
      },
    },
    deleting: {
      meta: { spec: ['4', '7'] },
      tags: ['confirmingDelete', 'deletingAccount'],
      invoke: {
        id: 'deleteAccount',
        src: 'deleteAccount',
        input: ({ context }) => ({ userId: context.user.userId ?? undefined, parem: PAREM }),
        onDone: { target: 'deleted', actions: ['accountDeleted', toast(sayAccount('accountDeleted'), 'success'), goTo('/')] },
        onError: {
          target: 'idle',
          actions: { type: 'notify', params: ({ event }) => notice(errorWordsOr(event.error, sayAccount('failedToDeleteAccount')), 'error') },
        },
      },
    },
    /** The account is gone; the screen is left for /. */
    deleted: { meta: { spec: '4' }, type: 'final' },
  },
});

export type DeleteAccountSnapshot = SnapshotFrom<typeof deleteAccountMachine>;
