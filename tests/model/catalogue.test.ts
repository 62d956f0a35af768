import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import type { ParsedAnswer } from '../../domain/contract.ts';
import { wordsIn } from '../../domain/wording.ts';
import type { Product } from '../../domain/products.ts';
import {
  CATALOGUE_FRESH_MS, CATALOGUE_RETRY_DELAY_MS, catalogueMachine, type CatalogueSeed,
} from '../../machines/catalogue.ts';
import { visibleProducts } from '../../machines/catalogueList.ts';
import { catalogueSeed, catalogueStartsModel, productAnswers } from '../../model/models/catalogue.ts';
import { checkCatalogue } from './drivers/catalogue.ts';
import { allTransitions } from '../../model/graph.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

/** From both starts: fetching, and a page the server rendered with both lists in it (`seeded: ...`, the machine starts ready). */
const paths = generatePaths(catalogueStartsModel);
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
    const effects = new FakeEffects();
    const machine = catalogueMachine.provide({
      actors: { getProducts: effects.actor('getProducts'), getConeCandy: effects.actor('getConeCandy'), loadWordSearch: effects.actor('loadWordSearch') },
      actions: { catalogueLoaded: () => {} },
    });
    await runPath(path, { machine, effects, coverage, check: checkCatalogue });
  });

  it('reaches every state and transition of the catalogue machine', () => {
    expectFullCoverage(catalogueMachine, coverage);
  });
});

type Answer = ParsedAnswer<'getProducts'> | Error;

/**
 * A started catalogue on a simulated clock whose lists answer in turn from the given queues (the last
 * answer repeats), with the calls made and what the cart was sent.
 */
function start(main: Answer[], coneCandy: Answer[], seed?: CatalogueSeed) {
  const calls: string[] = [];
  const loaded: (readonly Product[])[] = [];
  const list = (name: string, answers: Answer[]) =>
    fromPromise(async () => {
      calls.push(name);
      const answer = answers.length > 1 ? answers.shift()! : answers[0]!;
      if (answer instanceof Error) throw answer;
      return answer;
    });
  const clock = new SimulatedClock();
  const machine = catalogueMachine.provide({
    actors: { getProducts: list('getProducts', main), getConeCandy: list('getConeCandy', coneCandy) },
    actions: { catalogueLoaded: (_, params) => loaded.push(params.products) },
  });
  const actor = createActor(machine, { clock, input: { seed: seed ?? null } }).start();
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  const names = () => actor.getSnapshot().context.products.map((product) => product.name);
  return { actor, calls, loaded, clock, settle, names };
}

describe('catalogue machine: what each step does', () => {
  it('both lists load side by side; cone/candy is merged after the main list and the cart hears of it', async () => {
    const shop = start([productAnswers.main], [productAnswers.coneCandy]);
    expect(shop.actor.getSnapshot().hasTag('loading')).toBe(true);
    await shop.settle();
    expect(shop.calls.sort()).toEqual(['getConeCandy', 'getProducts']);
    expect(shop.names()).toEqual(['Alphonso Mango', 'Kesar Pista', 'Chocolate Cone']);
    expect(shop.loaded).toEqual([shop.actor.getSnapshot().context.products]);
  });

  it('a seeded start (a page the server rendered) is ready and fresh without fetching, and the cart hears of it', async () => {
    const shop = start([productAnswers.mainRepriced], [productAnswers.coneCandy], catalogueSeed);
    const snapshot = shop.actor.getSnapshot();
    expect(snapshot.matches({ ready: { freshness: 'fresh' } })).toBe(true);
    expect(snapshot.hasTag('loading')).toBe(false);
    await shop.settle();
    expect(shop.calls).toEqual([]);
    expect(shop.names()).toEqual(['Alphonso Mango', 'Kesar Pista', 'Chocolate Cone']);
    expect(shop.loaded).toEqual([snapshot.context.products]);
    // Five minutes on, it is stale like any loaded catalogue: opening a screen fetches the new prices.
    shop.clock.increment(CATALOGUE_FRESH_MS);
    shop.actor.send({ type: 'OPENED' });
    await shop.settle();
    expect(shop.calls.sort()).toEqual(['getConeCandy', 'getProducts']);
    expect(shop.actor.getSnapshot().context.products[0]!.sizes[0]!.price).toBe(259);
  });

  it('a failed first load is tried once more after a second, then shows "Failed to fetch products" with Retry', async () => {
    const shop = start([productAnswers.refusedSilently], [productAnswers.coneCandy]);
    await shop.settle();
    expect(shop.actor.getSnapshot().matches({ loading: 'waiting' })).toBe(true);
    shop.clock.increment(CATALOGUE_RETRY_DELAY_MS);
    await shop.settle();
    const snapshot = shop.actor.getSnapshot();
    expect(snapshot.matches('error')).toBe(true);
    expect(snapshot.context.error).toEqual({ id: 'messages.failedToFetchProducts' });
    expect(wordsIn('en', snapshot.context.error!)).toBe('Failed to fetch products');
    expect(shop.calls.filter((call) => call === 'getProducts')).toHaveLength(2);
    expect(shop.loaded).toEqual([]);
  });

  it("a refusal shows the server's words; Retry loads again", async () => {
    const shop = start([productAnswers.mainRefused, productAnswers.mainRefused, productAnswers.main], [productAnswers.coneCandy]);
    await shop.settle();
    shop.clock.increment(CATALOGUE_RETRY_DELAY_MS);
    await shop.settle();
    expect(shop.actor.getSnapshot().context.error).toBe('Ice creams are being restocked');
    shop.actor.send({ type: 'RETRY' });
    await shop.settle();
    expect(shop.actor.getSnapshot().matches('ready')).toBe(true);
    expect(shop.names()).toEqual(['Alphonso Mango', 'Kesar Pista', 'Chocolate Cone']);
  });

  it('"Failed to fetch cone candy products" when the cone/candy list cannot be fetched', async () => {
    const shop = start([productAnswers.main], [productAnswers.refusedSilently]);
    await shop.settle();
    shop.clock.increment(CATALOGUE_RETRY_DELAY_MS);
    await shop.settle();
    expect(wordsIn('en', shop.actor.getSnapshot().context.error!)).toBe('Failed to fetch cone candy products');
  });

  it('the search ignores letter case; a search with no match shows "No products found" until Clear Filters', async () => {
    const shop = start([productAnswers.main], [productAnswers.coneCandy]);
    await shop.settle();
    shop.actor.send({ type: 'SEARCH', text: 'mAnGo' });
    expect(visibleProducts(shop.actor.getSnapshot().context).map((product) => product.name)).toEqual(['Alphonso Mango']);
    shop.actor.send({ type: 'SELECT_CATEGORY', category: 'ConeCandy' });
    expect(shop.actor.getSnapshot().matches({ ready: { list: 'noResults' } })).toBe(true);
    shop.actor.send({ type: 'CLEAR_FILTERS' });
    expect(visibleProducts(shop.actor.getSnapshot().context)).toHaveLength(3);
    expect(shop.calls).toHaveLength(2);
  });

  it('opening a screen refetches only after 5 minutes; the new prices reach the cart, a failed update keeps the list', async () => {
    const shop = start([productAnswers.main, productAnswers.mainRepriced, Error('offline')], [productAnswers.coneCandy]);
    await shop.settle();
    shop.actor.send({ type: 'OPENED' });
    await shop.settle();
    expect(shop.calls).toHaveLength(2);
    shop.clock.increment(CATALOGUE_FRESH_MS);
    shop.actor.send({ type: 'OPENED' });
    await shop.settle();
    expect(shop.calls).toHaveLength(4);
    expect(shop.actor.getSnapshot().context.products[0]!.sizes[0]!.price).toBe(259);
    expect(shop.loaded).toHaveLength(2);
    shop.actor.send({ type: 'REFRESH' });
    await shop.settle();
    shop.clock.increment(CATALOGUE_RETRY_DELAY_MS);
    await shop.settle();
    const snapshot = shop.actor.getSnapshot();
    expect(snapshot.matches({ ready: { freshness: 'stale' } })).toBe(true);
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.context.products[0]!.sizes[0]!.price).toBe(259);
    expect(shop.loaded).toHaveLength(2);
  });
});
