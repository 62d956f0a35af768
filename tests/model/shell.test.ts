import { describe, expect, it } from 'vitest';
import { shellMachine } from '../../machines/shell.ts';
import { checkShell, shellModel, type ShellEffectsLog } from './drivers/shell.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

const paths = generatePaths(shellModel);
const coverage = new Coverage();

describe('shell machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(5);
    expect(paths.length).toBeLessThan(400);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const log: ShellEffectsLog = { scrolledToTop: 0 };
    const machine = shellMachine.provide({
      actions: {
        scrollToTop: () => {
          log.scrolledToTop += 1;
        },
      },
    });
    await runPath(path, { machine, effects: new FakeEffects(), input: shellModel.input, coverage, check: checkShell(log) });
  });

  it('reaches every state and transition of the shell machine', () => {
    expectFullCoverage(shellMachine, coverage);
  });
});
