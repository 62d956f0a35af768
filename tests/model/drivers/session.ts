/**
 * What every session state promises (checkSession); the sample events and how states are told apart are
 * model/models/session.ts. The account flows' promises are drivers/account.ts.
 */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import type { ParsedAnswer } from '../../../domain/contract.ts';
import { messages } from '../../../domain/messages/index.ts';
import { toastTexts } from '../../../domain/messages/toasts.ts';
import type { Notice } from '../../../machines/kit.ts';
import { DEFAULT_LANGUAGE, profileLinkText, sessionMachine, type SessionUser } from '../../../machines/session.ts';
import type { FakeEffects, StepContext } from '../../../model/run.ts';
import { linkTexts, sessionInput } from '../../../model/models/session.ts';
import { shownNotice, type ShownNotice } from '../shownNotice.ts';

type SessionMachine = typeof sessionMachine;
type Snapshot = SnapshotFrom<SessionMachine>;

/** What the app was asked to do, as the fake app records it. Storage is modelled, not counted. */
export interface SessionEffectsLog {
  toasts: ShownNotice[];
  navigations: string[];
  /** The user the browser storage holds (keys user and auth_token): restored, written, or removed. */
  storedUser: SessionUser | null;
  /** The language the browser storage holds (key language): the input's at start. */
  storedLanguage: string | null;
}

export const emptySessionLog = (): SessionEffectsLog => ({
  toasts: [], navigations: [], storedUser: null, storedLanguage: sessionInput.language ?? null,
});

/** The app's side of the machine: toasts and routes recorded, the browser storage kept as a value. */
export const recordingActions = (log: SessionEffectsLog) => ({
  notify: (_: unknown, params: Notice) => log.toasts.push(shownNotice(params)),
  navigate: (_: unknown, params: { to: string }) => log.navigations.push(params.to),
  persistSession: ({ context }: { context: { user: SessionUser | null } }) => {
    log.storedUser = context.user;
  },
  clearSession: () => {
    log.storedUser = null;
  },
  clearAllStorage: () => {
    log.storedUser = null;
    log.storedLanguage = null;
  },
  persistLanguage: ({ context }: { context: { language: string } }) => {
    log.storedLanguage = context.language;
  },
});

/** The machine with every call faked (FakeEffects) and the app's actions recording into `log`. */
export function machineWithFakes(effects: FakeEffects, log: SessionEffectsLog) {
  return sessionMachine.provide({
    actors: {
      restoreSession: effects.actor<SessionUser | null, void>('restoreSession'),
      logout: effects.actor<ParsedAnswer<'logout'>, { token: string | null }>('logout'),
    },
    actions: recordingActions(log),
  });
}

/** Every text a session toast may show (the spec's, domain/messages/). */
const sessionToasts: ReadonlySet<string> = new Set([messages.pleaseLoginForProfile, toastTexts.sessionExpired, toastTexts.loggedOut]);

/** Every route the session may send the customer to (spec section 2). */
const sessionRoutes = new Set(['/', '/login']);

/** What each session state promises, checked after every step against the running machine. */
export function checkSession(log: SessionEffectsLog) {
  let toastsSeen = 0;
  let navigationsSeen = 0;
  return (actual: Snapshot, expected: Snapshot, { event }: StepContext<SessionMachine>) => {
    const { context } = actual;
    const step = event as { type: string; output?: unknown };
    expect(context).toEqual(expected.context);
    // The browser storage held this user before the app started (the fake storage's content).
    if (step.type === 'xstate.done.actor.restoreSession') log.storedUser = step.output as SessionUser | null;

    // Someone is logged in exactly while logged in (or logging out), and the browser storage holds that same user.
    expect(actual.matches('loggedIn') || actual.matches('loggingOut')).toBe(context.user !== null);
    if (!actual.matches('restoring')) expect(log.storedUser).toEqual(context.user);
    expect(profileLinkText('en', context)).toBe(context.user ? linkTexts[context.user.name] : 'Profile');

    // Busy: logging out is tagged, and Log out is not taken again then.
    expect(actual.hasTag('loggingOut')).toBe(actual.matches('loggingOut'));
    if (actual.matches('loggingOut')) expect(actual.can({ type: 'LOGOUT' })).toBe(false);

    // A 401 while the name is saved never ends the session (the form keeps the name locally).
    if (step.type === 'SESSION_EXPIRED' && expected.matches('loggedIn')) expect(actual.matches({ loggedIn: 'savingProfile' })).toBe(true);

    // Language: the one kept is the one stored (the default once storage is wiped).
    expect(context.language).toBe(log.storedLanguage ?? DEFAULT_LANGUAGE);

    // Toasts show the spec's texts; navigation stays on the session's routes.
    for (const toast of log.toasts.slice(toastsSeen)) {
      expect(sessionToasts.has(toast.message), toast.message).toBe(true);
      expect(['success', 'error']).toContain(toast.tone);
    }
    for (const to of log.navigations.slice(navigationsSeen)) expect(sessionRoutes.has(to), to).toBe(true);
    toastsSeen = log.toasts.length;
    navigationsSeen = log.navigations.length;
  };
}
