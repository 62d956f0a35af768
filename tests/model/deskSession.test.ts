import { describe, expect, it } from 'vitest';
import { deskSessionMachine, type DeskSession } from '../../machines/desk/deskSession.ts';
import { deskSessionModel } from '../../model/models/desk/deskSession.ts';
import { checkDeskSession, type DeskSessionEffectsLog } from './drivers/desk/deskSession.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

const paths = generatePaths(deskSessionModel);
const coverage = new Coverage();

describe('desk session machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.length).toBeLessThan(100);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = new FakeEffects();
    const log: DeskSessionEffectsLog = { stored: [] };
    const machine = deskSessionMachine.provide({
      actors: { restoreSession: effects.actor('restoreSession'), signIn: effects.actor('signIn'), signOut: effects.actor('signOut') },
      actions: {
        persistSession: ({ context }) => log.stored.push(context.session as DeskSession),
        clearSession: () => log.stored.push(null),
      },
    });
    await runPath(path, { machine, effects, coverage, check: checkDeskSession(log), wordedTextsAllowed: true });
  });

  it('reaches every state and transition of the desk session machine', () => {
    expectFullCoverage(deskSessionMachine, coverage);
  });
});
