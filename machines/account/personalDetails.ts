/**
 * /settings/personal-details (spec sections 4-8): only the name is editable. The form is checked once
 * (domain validatePersonalDetails: "All fields are required", "No changes to update") and saved with
 * the customer's token; with no token the name is kept in this browser only (section 6). A save
 * answered HTTP 401 keeps the name in this browser too and drops the dead token ("Authentication session
 * expired. Please log in again.", then "Profile updated locally. Please log in again to sync with
 * server."); the session does not end while the name is saved (machines/session.ts savingProfile).
 * Created by the personal details screen with the logged-in customer (src/app/accountForms.ts).
 *
 * Effects the app supplies with `.provide()`: the actor `updateProfile` (section 7's editProfile:
 * userId, name, email, phone, parem 1, the addresses, device_type web, FCMToken empty), the actions
 * `notify` and what the session must hear: `profileSaving`, `profileSaved` (the saved name),
 * `profileKeptLocally` (the name kept, the token dropped) and `profileNotSaved`.
 */
import { assertEvent, assign, fromPromise, setup, type SnapshotFrom } from 'xstate';
import type { CallRequest, ParsedAnswer } from '../../domain/contract.ts';
import { validatePersonalDetails } from '../../domain/accountRules.ts';
import { messageKeys } from '../../domain/message.ts';
import { accountTexts as englishAccountTexts } from '../../domain/messages/account.ts';
import { httpTexts as englishHttpTexts } from '../../domain/messages/http.ts';
import { errorWordsOr, notice, notProvided, sayToast, toast, type Notice } from '../kit.ts';
import type { SessionUser } from '../session.ts';
import { checkedValue, DEVICE_TYPE, isUnauthorizedError, PAREM, refusalOf, refusedTo, type Attempt } from './submit.ts';

const sayAccount = messageKeys('accountTexts', englishAccountTexts);
const sayHttp = messageKeys('httpTexts', englishHttpTexts);

export interface PersonalDetails {
  name: string;
  email: string;
  phone: string;
}

export interface PersonalDetailsContext {
  /** The logged-in customer (the screen's input); the name follows what was saved or kept. */
  user: SessionUser;
  /** The details being saved and their check (the trimmed name to save), kept only while checked and saved. */
  attempt: Attempt<PersonalDetails, string> | null;
}

export type PersonalDetailsEvent = { type: 'UPDATE_PROFILE' } & PersonalDetails;

/** The name kept locally: the checked one. */
const keptName = ({ context }: { context: PersonalDetailsContext }) => ({ name: checkedValue(context.attempt, context.user.name) });

export const personalDetailsMachine = setup({
  types: {
    context: {} as PersonalDetailsContext,
    events: {} as PersonalDetailsEvent,
    input: {} as { user: SessionUser },
    tags: {} as 'savingProfile',
  },
  actors: {
    updateProfile: fromPromise<ParsedAnswer<'editProfile'>, CallRequest<'editProfile'>>(notProvided('updateProfile')),
  },
  guards: {
    isRefused: ({ context }) => refusalOf(context.attempt) !== null,
    hasToken: ({ context }) => Boolean(context.user.token),
    isSessionExpiredError: (_, params: { error: unknown }) => isUnauthorizedError(params.error),
  },
  actions: {
    checkAttempt: assign({
      attempt: ({ context, event }) => {
        assertEvent(event, 'UPDATE_PROFILE');
        const { name, email, phone } = event;
        return { name, email, phone, check: validatePersonalDetails(event, context.user.name) };
      },
    }),
    forgetAttempt: assign({ attempt: null }),
    /** The name being saved, kept in the browser only (no token, or the token expired). */
    applyNameLocally: assign({ user: ({ context }) => ({ ...context.user, name: checkedValue(context.attempt, context.user.name) }) }),
    /** The server no longer accepts the token: keep the user, drop the token. */
    forgetToken: assign({ user: ({ context }) => ({ ...context.user, token: null }) }),
    applySavedName: assign(({ context }, params: { name: string }) => ({ user: { ...context.user, name: params.name } })),
    /** Supplied by the app: a toast. */
    notify: (_, _params: Notice) => {},
    /** Supplied by the app: the session hears that the name is being saved (a 401 then does not end it). */
    profileSaving: () => {},
    /** Supplied by the app: the session keeps and stores the saved name. */
    profileSaved: (_, _params: { name: string }) => {},
    /** Supplied by the app: the session keeps and stores the name, dropping the token. */
    profileKeptLocally: (_, _params: { name: string }) => {},
    /** Supplied by the app: the session hears that the save failed. */
    profileNotSaved: () => {},
  },
}).createMachine({
  id: 'personalDetails',
  meta: { spec: ['4', '5'] },
  context: ({ input }) => ({ user: input.user, attempt: null }),
  initial: 'idle',
  states: {
    idle: {
      meta: { spec: '4' },
      on: { UPDATE_PROFILE: { target: 'checking', actions: 'checkAttempt' } },
    },
    /** The form is checked once (checkAttempt); the outcome picks the way on. */
    checking: {
      meta: { spec: ['4', '5'] },
      always: [
        refusedTo('idle'),
        { guard: 'hasToken', target: 'saving' },
        /** Section 6: no token, the change is applied only locally. */
        {
          target: 'idle',
          actions: [
            toast(sayHttp('tokenNotFound'), 'error'),
            { type: 'profileKeptLocally', params: keptName },
            'applyNameLocally',
            'forgetAttempt',
            toast(sayAccount('profileUpdatedLocally'), 'error'),
          ],
        },
      ],
    },
    saving: {
      meta: { spec: ['4', '7'] },
      tags: 'savingProfile',
      entry: 'profileSaving',
      invoke: {
        id: 'updateProfile',
        src: 'updateProfile',
        input: ({ context }) => ({
          userId: context.user.userId ?? undefined,
          name: checkedValue(context.attempt, ''),
          email: context.attempt?.email ?? '',
          phone: context.attempt?.phone ?? '',
          parem: PAREM,
          addresses: context.user.addresses,
          device_type: DEVICE_TYPE,
          FCMToken: '',
        }),
        onDone: {
          target: 'idle',
          actions: [
            { type: 'applySavedName', params: ({ event }) => ({ name: event.output.name }) },
            { type: 'profileSaved', params: ({ event }) => ({ name: event.output.name }) },
            'forgetAttempt',
            toast(sayAccount('profileUpdated'), 'success'),
          ],
        },
        onError: [
          /** Sections 6 and 8: the token expired while saving; the name is kept locally and the session stays. */
          {
            guard: { type: 'isSessionExpiredError', params: ({ event }) => ({ error: event.error }) },
            target: 'idle',
            actions: [
              toast(sayToast('sessionExpired'), 'error'),
              { type: 'profileKeptLocally', params: keptName },
              'applyNameLocally',
              'forgetToken',
              'forgetAttempt',
              toast(sayAccount('profileUpdatedLocally'), 'error'),
            ],
          },
          {
            target: 'idle',
            actions: ['forgetAttempt', 'profileNotSaved', { type: 'notify', params: ({ event }) => notice(errorWordsOr(event.error, sayAccount('failedToUpdateProfile')), 'error') }],
          },
        ],
      },
    },
  },
});

export type PersonalDetailsSnapshot = SnapshotFrom<typeof personalDetailsMachine>;
