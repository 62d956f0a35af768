/**
 * The session machine: generated paths reach every state and transition, with what each state promises
 * checked on the way (drivers/session.ts checkSession); what a step does (toasts, navigations, storage)
 * is checked in example scenarios below, each against the spec's own texts (domain/messages/, quoted
 * verbatim by tests/unit/messages.test.ts). The account flows are tests/model/account.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { httpTexts } from '../../domain/messages/http.ts';
import { messages } from '../../domain/messages/index.ts';
import { toastTexts } from '../../domain/messages/toasts.ts';
import { sessionMachine, type SessionUser } from '../../machines/session.ts';
import { loggedInAsha, sessionInput, sessionModel, storedAsha } from '../../model/models/session.ts';
import { answeredCalls, error, settled, startOnClock, success, type Answers } from './answeredCalls.ts';
import { checkSession, emptySessionLog, machineWithFakes, recordingActions } from './drivers/session.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

const paths = generatePaths(sessionModel);
const coverage = new Coverage();

// Coverage, not a count: the last test fails naming any state or transition no path reached.
describe('session machine paths', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const log = emptySessionLog();
    const effects = new FakeEffects();
    await runPath(path, { machine: machineWithFakes(effects, log), effects, input: sessionModel.input, coverage, check: checkSession(log) });
  });

  it('reaches every state and transition of the session machine', () => {
    expectFullCoverage(sessionMachine, coverage);
  });
});

// ---- examples: a scenario, and what the customer sees -----------------------------------------------

const callNames = ['restoreSession', 'logout'] as const;

/**
 * A session whose calls answer from `answers` (in order, per call); a call with no answer left stays in
 * flight. The browser storage starts with `stored`.
 */
async function startSession(stored: SessionUser | null, answers: Answers<(typeof callNames)[number]> = {}) {
  const log = emptySessionLog();
  const { calls, actors } = answeredCalls(callNames, answers);
  (answers.restoreSession ??= []).unshift({ output: stored });
  log.storedUser = stored;
  const { actor, clock, send } = startOnClock(sessionMachine.provide({ actors: actors as never, actions: recordingActions(log) }), sessionInput);
  await settled();
  calls.length = 0;
  return { actor, log, calls, clock, send };
}

describe('session examples: start, login, profile', () => {
  it('a stored customer is logged in at start, with nothing said', async () => {
    const { actor, log } = await startSession(storedAsha);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(actor.getSnapshot().context.user).toEqual(storedAsha);
    expect(log.toasts).toEqual([]);
  });

  it('unreadable storage starts a visitor and removes the broken keys', async () => {
    const { actor, log } = await startSession(null, { restoreSession: [{ error: new Error('Unexpected token in JSON') }] });
    expect(actor.getSnapshot().matches('visitor')).toBe(true);
    expect(log.storedUser).toBeNull();
  });

  it('a login the account machine made logs the user in and stores it, saying nothing itself', async () => {
    const { actor, log, send } = await startSession(null);
    await send({ type: 'LOGGED_IN', user: loggedInAsha });
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    expect(log.storedUser).toEqual(loggedInAsha);
    expect(log.toasts).toEqual([]);
  });

  it('a visitor opening /profile is told to log in and sent to /login', async () => {
    const { log, send } = await startSession(null);
    await send({ type: 'VISIT_PROFILE' });
    expect(log.toasts).toEqual([error(messages.pleaseLoginForProfile)]);
    expect(log.navigations).toEqual(['/login']);
  });

  it('a saved name is kept and stored', async () => {
    const { actor, log, send } = await startSession(storedAsha);
    await send({ type: 'PROFILE_SAVING' });
    await send({ type: 'PROFILE_SAVED', name: 'Asha Rani Patel' });
    expect(actor.getSnapshot().context.user).toEqual({ ...storedAsha, name: 'Asha Rani Patel' });
    expect(log.storedUser).toEqual({ ...storedAsha, name: 'Asha Rani Patel' });
    expect(actor.getSnapshot().matches({ loggedIn: 'idle' })).toBe(true);
  });

  it('a 401 while the name is saved does not end the session; the name kept locally drops the token', async () => {
    const { actor, log, send } = await startSession(storedAsha);
    await send({ type: 'PROFILE_SAVING' });
    await send({ type: 'SESSION_EXPIRED' });
    expect(log.toasts).toEqual([]);
    expect(actor.getSnapshot().matches('loggedIn')).toBe(true);
    await send({ type: 'PROFILE_KEPT_LOCALLY', name: 'Ravi Shah' });
    expect(log.storedUser).toEqual({ ...storedAsha, name: 'Ravi Shah', token: null });
  });
});

describe('session examples: delete account, logout, expiry, language', () => {
  it('a deleted account wipes storage, forgets the language and the user', async () => {
    const { actor, log, send } = await startSession(storedAsha);
    await send({ type: 'ACCOUNT_DELETED' });
    expect(actor.getSnapshot().matches('visitor')).toBe(true);
    expect(log.storedUser).toBeNull();
    expect(log.storedLanguage).toBeNull();
    expect(actor.getSnapshot().context.language).toBe('en');
  });

  it.each([
    ['revoked', { output: { code: '200', msg: toastTexts.loggedOut } }],
    ['failed', { error: { message: httpTexts.unauthorized } }],
  ])('Log out (%s by the server) sends the token, says "Logged out successfully" and goes to /', async (_how, outcome) => {
    const { actor, log, calls, send } = await startSession(storedAsha, { logout: [outcome] });
    await send({ type: 'LOGOUT' });
    expect(calls).toEqual([{ name: 'logout', input: { token: storedAsha.token } }]);
    expect(log.toasts).toEqual([success(toastTexts.loggedOut)]);
    expect(log.navigations).toEqual(['/']);
    expect(log.storedUser).toBeNull();
    expect(actor.getSnapshot().matches('visitor')).toBe(true);
  });

  it('SESSION_EXPIRED ends the session with "Authentication session expired. Please log in again."', async () => {
    const { actor, log, send } = await startSession(storedAsha);
    await send({ type: 'SESSION_EXPIRED' });
    expect(log.toasts).toEqual([error(toastTexts.sessionExpired)]);
    expect(log.storedUser).toBeNull();
    expect(actor.getSnapshot().context.user).toBeNull();
  });

  it('a chosen language is kept and stored', async () => {
    const { actor, log, send } = await startSession(null);
    await send({ type: 'SET_LANGUAGE', language: 'hi' });
    expect(actor.getSnapshot().context.language).toBe('hi');
    expect(log.storedLanguage).toBe('hi');
  });
});
