import { describe, expect, it } from 'vitest';
import { catalogueMachine } from '../../machines/catalogue.ts';
import { catalogueModel, checkCatalogue, type CatalogueEffectsLog } from './drivers/catalogue.ts';
import { allTransitions } from '../../model/graph.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

const paths = generatePaths(catalogueModel);
const coverage = new Coverage();

describe('catalogue machine paths', () => {
  it('the paths send every event the machine listens to, timers and call outcomes included', () => {
    const sent = new Set<string>(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    const listened = new Set(allTransitions(catalogueMachine).map((transition) => transition.event));
    // Eventless transitions and a compound state's completion follow from the events sent.
    const internal = (event: string) => event === 'always' || event === '' || event.startsWith('xstate.done.state.');
    expect([...listened].filter((event) => !internal(event) && !sent.has(event))).toEqual([]);
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
