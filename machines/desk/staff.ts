/**
 * Staff (issue 12, "Who"): the owner sees the desk's accounts, adds a staff member (email, name and a
 * first password, checked with the storefront's own field rules before they are sent) and deactivates
 * one, which ends that person's desk sessions on the server. The owner's own account is never offered
 * for deactivation. Effects are actors the desk provides; each rejects with the server's words.
 */
import { assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import { fail, formSaid, type Check } from '../../domain/validation.ts';
import { isValidEmail, validateName, validatePassword } from '../../domain/personRules.ts';
import { notice, notProvided, type Notice } from '../kit.ts';
import { loadingStates, savingState } from './ownerKit.ts';
import { ownerMessages } from '../../domain/desk/messages.ts';

export interface StaffMember {
  deskUserId: number;
  email: string;
  name: string;
  role: 'owner' | 'staff';
  active: boolean;
}

export interface NewStaff {
  email: string;
  name: string;
  password: string;
}

export type StaffEvent = { type: 'RETRY' } | ({ type: 'ADD' } & NewStaff) | { type: 'DEACTIVATE'; deskUserId: number };

export interface StaffContext {
  members: StaffMember[];
  formProblem: string | null;
  pendingStaff: NewStaff | null;
  pendingDeactivation: number | null;
  /** Bumped when a staff member is added, so the form clears itself. */
  added: number;
}

/** A new staff member's fields as they are sent (email trimmed and lower-cased, name tidied), or why not. */
export function checkNewStaff(form: NewStaff): Check<NewStaff> {
  const email = form.email.trim().toLowerCase();
  if (!isValidEmail(email)) return fail(formSaid('invalidEmail'));
  const name = validateName(form.name);
  if (!name.ok) return name;
  const password = validatePassword(form.password);
  if (!password.ok) return password;
  return { ok: true, value: { email, name: name.value, password: password.value } };
}

const formOf = (event: StaffEvent): NewStaff => (event.type === 'ADD' ? { email: event.email, name: event.name, password: event.password } : { email: '', name: '', password: '' });

/** Only an active staff member can be deactivated; never the owner. */
export const canDeactivate = (member: StaffMember) => member.role === 'staff' && member.active;

export const staffMachine = setup({
  types: {
    context: {} as StaffContext,
    events: {} as StaffEvent,
  },
  actors: {
    loadStaff: fromPromise<StaffMember[], void>(notProvided('loadStaff')),
    addStaff: fromPromise<unknown, NewStaff>(notProvided('addStaff')),
    deactivateStaff: fromPromise<unknown, { deskUserId: number }>(notProvided('deactivateStaff')),
  },
  guards: {
    isNewStaffValid: ({ event }) => checkNewStaff(formOf(event)).ok,
    isActiveStaff: ({ context, event }) =>
      event.type === 'DEACTIVATE' && context.members.some((member) => member.deskUserId === event.deskUserId && canDeactivate(member)),
  },
  actions: {
    storeMembers: assign({ members: (_, params: { members: StaffMember[] }) => params.members }),
    showFormProblem: assign({
      formProblem: ({ event }) => {
        const checked = checkNewStaff(formOf(event));
        return checked.ok ? null : checked.message;
      },
    }),
    rememberStaff: assign({
      formProblem: null,
      pendingStaff: ({ event }) => {
        const checked = checkNewStaff(formOf(event));
        return checked.ok ? checked.value : null;
      },
    }),
    rememberDeactivation: assign({ pendingDeactivation: ({ event }) => (event.type === 'DEACTIVATE' ? event.deskUserId : null) }),
    /** The first password is not kept once it is sent. */
    forgetPendingStaff: assign({ pendingStaff: null }),
    countAdded: assign({ added: ({ context }) => context.added + 1 }),
    /** Supplied by the desk: a toast. */
    notify: (_, _params: Notice) => {},
  },
}).createMachine({
  id: 'staff',
  meta: { issue: '12.who' },
  context: { members: [], formProblem: null, pendingStaff: null, pendingDeactivation: null, added: 0 },
  initial: 'loading',
  states: {
    ...loadingStates({ src: 'loadStaff', store: 'storeMembers', key: 'members', meta: { issue: '12.who' } }),
    ready: {
      meta: { issue: '12.who' },
      initial: 'idle',
      states: {
        idle: {
          meta: { issue: '12.who' },
          on: {
            ADD: [{ guard: 'isNewStaffValid', target: 'adding', actions: 'rememberStaff' }, { actions: 'showFormProblem' }],
            DEACTIVATE: { guard: 'isActiveStaff', target: 'deactivating', actions: 'rememberDeactivation' },
          },
        },
        adding: savingState({
          meta: { issue: '12.who' },
          src: 'addStaff',
          input: ({ context }: { context: StaffContext }) => context.pendingStaff as NewStaff,
          target: '#staff.loading',
          done: ['forgetPendingStaff', 'countAdded'],
          saved: notice(ownerMessages.staffAdded, 'success'),
          undone: ['forgetPendingStaff'],
          failedTitle: ownerMessages.changeFailed,
        }),
        deactivating: savingState({
          meta: { issue: '12.who' },
          src: 'deactivateStaff',
          input: ({ context }: { context: StaffContext }) => ({ deskUserId: context.pendingDeactivation ?? 0 }),
          target: '#staff.loading',
          saved: notice(ownerMessages.staffDeactivated, 'success'),
          failedTitle: ownerMessages.changeFailed,
        }),
      },
    },
  },
});

export type StaffSnapshot = SnapshotFrom<typeof staffMachine>;
