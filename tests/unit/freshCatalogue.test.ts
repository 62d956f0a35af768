/** Today's catalogue for Order again (src/app/freshCatalogue.ts), from the catalogue actor in each of its states. */
import { describe, expect, it } from 'vitest';
import { createActor, SimulatedClock } from 'xstate';
import type { ParsedAnswer } from '../../domain/contract.ts';
import { CATALOGUE_FRESH_MS, CATALOGUE_RETRY_DELAY_MS, catalogueMachine } from '../../machines/catalogue.ts';
import { FakeEffects } from '../../model/run.ts';
import { freshCatalogue } from '../../src/app/freshCatalogue.ts';

const answer = (title: string, status = 'In Stock'): ParsedAnswer<'getProducts'> => ({
  code: '200', msg: '', Data: [{ pid: 1, title, type: 'IceCreame', image: null, cover: null, status: null, product_data: [{ id: 12, size: '5 Litre', price: 1220, mrp: 1450, status }] }],
});
const empty: ParsedAnswer<'getProducts'> = { code: '200', msg: '', Data: [] };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function catalogue() {
  const effects = new FakeEffects();
  const clock = new SimulatedClock();
  const actor = createActor(catalogueMachine.provide({ actors: { getProducts: effects.actor('getProducts'), getConeCandy: effects.actor('getConeCandy') } }), { clock, input: undefined }).start();
  const load = async (main: ParsedAnswer<'getProducts'>) => {
    effects.settle('getProducts', { output: main });
    effects.settle('getConeCandy', { output: empty });
    await tick();
  };
  const fetches = () => effects.calls.filter((call) => call.name === 'getProducts').length;
  return { actor, clock, effects, load, fetches };
}

describe('freshCatalogue', () => {
  it('waits for the first load and answers its products', async () => {
    const shop = catalogue();
    const products = freshCatalogue(shop.actor);
    await shop.load(answer('Alphonso Mango'));
    expect((await products).map((product) => product.name)).toEqual(['Alphonso Mango']);
    expect(shop.fetches()).toBe(1);
  });

  it('answers a fresh catalogue at once, without fetching it again', async () => {
    const shop = catalogue();
    await shop.load(answer('Alphonso Mango'));
    expect((await freshCatalogue(shop.actor)).map((product) => product.sizes[0]!.status)).toEqual(['In Stock']);
    expect(shop.fetches()).toBe(1);
  });

  it('fetches a stale catalogue again and answers the new one (the stock changed meanwhile)', async () => {
    const shop = catalogue();
    await shop.load(answer('Alphonso Mango'));
    shop.clock.increment(CATALOGUE_FRESH_MS);
    const products = freshCatalogue(shop.actor);
    expect(shop.fetches()).toBe(2);
    await shop.load(answer('Alphonso Mango', 'Out of Stock'));
    expect((await products).map((product) => product.sizes[0]!.status)).toEqual(['Out of Stock']);
  });

  it('fetches a failed catalogue again, and rejects with the reason when that fails too', async () => {
    const shop = catalogue();
    shop.effects.settle('getProducts', { error: new Error('offline') });
    await tick();
    shop.clock.increment(CATALOGUE_RETRY_DELAY_MS);
    shop.effects.settle('getProducts', { error: new Error('offline') });
    await tick();
    expect(shop.actor.getSnapshot().matches('error')).toBe(true);
    const products = freshCatalogue(shop.actor);
    shop.effects.settle('getProducts', { error: new Error('still offline') });
    await tick();
    shop.clock.increment(CATALOGUE_RETRY_DELAY_MS);
    shop.effects.settle('getProducts', { error: new Error('still offline') });
    await expect(products).rejects.toThrow('still offline');
  });

  it('stops waiting when its signal aborts, with the signal\'s reason, and no longer listens to the catalogue', async () => {
    const shop = catalogue();
    const controller = new AbortController();
    const products = freshCatalogue(shop.actor, controller.signal);
    controller.abort(new Error('left the order history'));
    await expect(products).rejects.toThrow('left the order history');
    // The load goes on without it; once in, nothing is left waiting on the catalogue.
    await shop.load(answer('Alphonso Mango'));
    expect(shop.actor.getSnapshot().matches('ready')).toBe(true);
    expect((shop.actor as unknown as { observers: Set<unknown> }).observers.size).toBe(0);
  });

  it('rejects at once with the reason of a signal aborted before it asks', async () => {
    const shop = catalogue();
    await shop.load(answer('Alphonso Mango'));
    const controller = new AbortController();
    controller.abort(new Error('gone'));
    await expect(freshCatalogue(shop.actor, controller.signal)).rejects.toThrow('gone');
  });

  it('no longer listens to the catalogue once it has answered', async () => {
    const shop = catalogue();
    const products = freshCatalogue(shop.actor);
    await shop.load(answer('Alphonso Mango'));
    await products;
    expect((shop.actor as unknown as { observers: Set<unknown> }).observers.size).toBe(0);
  });
});
