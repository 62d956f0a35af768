import { describe, expect, it } from 'vitest';
import { passwordHelpMachine } from '../../machines/desk/passwordHelp.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { passwordHelpModel } from '../../model/models/desk/passwordHelp.ts';
import { checkPasswordHelp } from './drivers/desk/passwordHelp.ts';

const paths = generatePaths(passwordHelpModel);
const coverage = new Coverage();

describe('desk password help machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(3);
    expect(paths.length).toBeLessThan(50);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = new FakeEffects();
    const machine = passwordHelpMachine.provide({ actors: { issueCode: effects.actor('issueCode') } });
    await runPath(path, { machine, effects, coverage, check: checkPasswordHelp(), wordedTextsAllowed: true });
  });

  it('reaches every state and transition of the password help machine', () => {
    expectFullCoverage(passwordHelpMachine, coverage);
  });
});
