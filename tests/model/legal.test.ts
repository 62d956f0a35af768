import { describe, expect, it } from 'vitest';
import { legalMachine } from '../../machines/legal.ts';
import { checkLegal, legalModel } from './drivers/legal.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

const paths = generatePaths(legalModel);
const coverage = new Coverage();

describe('legal page machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(2);
    expect(paths.length).toBeLessThan(50);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = new FakeEffects();
    const machine = legalMachine.provide({ actors: { loadLegal: effects.actor('loadLegal') } });
    await runPath(path, { machine, effects, input: legalModel.input, coverage, check: checkLegal() });
  });

  it('reaches every state and transition of the legal page machine', () => {
    expectFullCoverage(legalMachine, coverage);
  });
});
