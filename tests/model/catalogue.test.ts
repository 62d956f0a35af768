import { describe, expect, it } from 'vitest';
import { catalogueMachine } from '../../machines/catalogue.ts';
import { catalogueModel, checkCatalogue, type CatalogueEffectsLog } from './drivers/catalogue.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

const paths = generatePaths(catalogueModel);
const coverage = new Coverage();

describe('catalogue machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(400);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const log: CatalogueEffectsLog = { loaded: [] };
    const effects = new FakeEffects();
    const machine = catalogueMachine.provide({
      actors: { getProducts: effects.actor('getProducts'), getConeCandy: effects.actor('getConeCandy') },
      actions: { catalogueLoaded: (_, params) => log.loaded.push(params.products) },
    });
    await runPath(path, { machine, effects, coverage, check: checkCatalogue(log) });
  });

  it('reaches every state and transition of the catalogue machine', () => {
    expectFullCoverage(catalogueMachine, coverage);
  });
});
