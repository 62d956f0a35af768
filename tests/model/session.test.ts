import { describe, expect, it } from 'vitest';
import type { CallRequest, ParsedAnswer } from '../../domain/contract.ts';
import { sessionMachine, type SessionUser } from '../../machines/session.ts';
import { checkSession, emptySessionLog, sessionModel } from './drivers/session.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

const paths = generatePaths(sessionModel);
const coverage = new Coverage();

describe('session machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(300);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const log = emptySessionLog();
    const effects = new FakeEffects();
    const machine = sessionMachine.provide({
      actors: {
        restoreSession: effects.actor<SessionUser | null, void>('restoreSession'),
        login: effects.actor<ParsedAnswer<'login'>, CallRequest<'login'>>('login'),
        signUp: effects.actor<ParsedAnswer<'signUp'>, CallRequest<'signUp'>>('signUp'),
        logout: effects.actor<ParsedAnswer<'logout'>, { token: string | null }>('logout'),
        updateProfile: effects.actor<ParsedAnswer<'editProfile'>, CallRequest<'editProfile'>>('updateProfile'),
        changePassword: effects.actor<ParsedAnswer<'changePassword'>, CallRequest<'changePassword'>>('changePassword'),
        deleteAccount: effects.actor<ParsedAnswer<'deleteAccount'>, CallRequest<'deleteAccount'>>('deleteAccount'),
      },
      actions: {
        notify: (_, params) => log.toasts.push(params),
        navigate: (_, params) => log.navigations.push(params.to),
        persistSession: ({ context }) => log.persisted.push(context.user),
        clearSession: () => {
          log.sessionCleared += 1;
        },
        clearAllStorage: () => {
          log.allCleared += 1;
        },
        persistLanguage: ({ context }) => log.languages.push(context.language),
      },
    });
    await runPath(path, { machine, effects, input: sessionModel.input, coverage, check: checkSession(log) });
  });

  it('reaches every state and transition of the session machine', () => {
    expectFullCoverage(sessionMachine, coverage);
  });
});
