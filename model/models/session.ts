/**
 * The session's model (machines/session.ts): sample events (how storage and the server answer, what the
 * customer does outside the account forms, and what the account forms tell the session) and how
 * states are told apart. What every state promises is checkSession (tests/model/drivers/session.ts).
 * What a step does (its toasts, navigations, storage) is not re-derived: tests/model/session.test.ts
 * checks it in example scenarios against the spec's texts. The account flows themselves are
 * model/models/account.ts.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import type { ParsedAnswer } from '../../domain/contract.ts';
import { httpTexts } from '../../domain/messages/http.ts';
import { serverTexts } from '../../domain/messages/server.ts';
import { sessionMachine, type SessionInput, type SessionUser } from '../../machines/session.ts';
import type { ModelConfig } from '../paths.ts';

type SessionMachine = typeof sessionMachine;
type Snapshot = SnapshotFrom<SessionMachine>;
type Event = EventFromLogic<SessionMachine>;
/** User events plus the actor outcomes a path step may carry. */
type StepEvent = Event | { type: string; output?: unknown; error?: unknown };

// ---- sample data ---------------------------------------------------------------------------------

const address = { addressId: 31, address: '12 Kalawad Road', pinCode: '360005', phone: '9876543210', isDefault: true };

/** A customer stored by this client (keys user and auth_token): id, name and token. */
export const storedAsha: SessionUser = {
  userId: 7, name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210', addresses: [address], token: 'tok-stored',
};
/** A user stored by an older client: no id, no name, no token. */
export const storedLegacy: SessionUser = {
  userId: null, name: '', email: 'ravi@example.com', phone: '9123456780', addresses: [], token: null,
};

export const loginAnswer: ParsedAnswer<'login'> = {
  code: '200', msg: serverTexts.loginSuccessfullyServer, userId: 7, name: 'Asha Patel', email: 'asha@example.com', phone: '9876543210',
  addresses: [address], token: 'tok-new',
};

/** The user a login with loginAnswer gives (machines/account/submit.ts userFromLogin). */
export const loggedInAsha: SessionUser = {
  userId: loginAnswer.userId, name: loginAnswer.name, email: loginAnswer.email, phone: loginAnswer.phone, addresses: loginAnswer.addresses, token: loginAnswer.token,
};

/** The Profile link text each sample name must give (first word, or Profile). */
export const linkTexts: Record<string, string> = { 'Asha Patel': 'Asha', 'Asha Rani Patel': 'Asha', 'Ravi Shah': 'Ravi', '': 'Profile' };

export const sessionInput: SessionInput = { language: 'gu' };

// ---- events --------------------------------------------------------------------------------------

function loggedInEvents(snapshot: Snapshot): Event[] {
  const renamed = snapshot.context.user?.name === 'Ravi Shah' ? 'Asha Rani Patel' : 'Ravi Shah';
  const common: Event[] = [
    { type: 'PROFILE_SAVED', name: renamed },
    { type: 'PROFILE_KEPT_LOCALLY', name: renamed },
    { type: 'LOGOUT' },
    { type: 'SESSION_EXPIRED' },
  ];
  if (snapshot.matches({ loggedIn: 'savingProfile' })) return [...common, { type: 'PROFILE_NOT_SAVED' }];
  return [...common, { type: 'PROFILE_SAVING' }, { type: 'ACCOUNT_DELETED' }];
}

export function sessionEvents(snapshot: Snapshot): Event[] {
  let events: StepEvent[] = [];
  if (snapshot.matches('restoring')) {
    events = [
      { type: 'xstate.done.actor.restoreSession', output: null },
      { type: 'xstate.done.actor.restoreSession', output: storedAsha },
      { type: 'xstate.done.actor.restoreSession', output: storedLegacy },
      { type: 'xstate.error.actor.restoreSession', error: { message: 'Unexpected token in JSON' } },
    ];
  } else if (snapshot.matches('visitor')) {
    events = [{ type: 'LOGGED_IN', user: loggedInAsha }, { type: 'VISIT_PROFILE' }, { type: 'SET_LANGUAGE', language: 'hi' }];
  } else if (snapshot.matches('loggedIn')) {
    events = loggedInEvents(snapshot);
  } else if (snapshot.matches('loggingOut')) {
    events = [
      { type: 'xstate.done.actor.logout', output: { code: '200', msg: 'Logged out' } },
      { type: 'xstate.error.actor.logout', error: { message: httpTexts.unauthorized } },
    ];
  }
  return events as Event[];
}

/** State value, who is logged in (id, token), and the language. */
export function serializeSession(snapshot: Snapshot): string {
  const { user, language } = snapshot.context;
  const who = user ? `${user.userId === null ? 'noid' : 'id'}/${user.token ? 'token' : 'notoken'}` : 'visitor';
  return [JSON.stringify(snapshot.value), who, language].join(' ');
}

export const sessionModel: ModelConfig<SessionMachine> = {
  machine: sessionMachine,
  input: sessionInput,
  events: sessionEvents,
  serializeState: serializeSession,
};
