import { describe, expect, it } from 'vitest';
import { cartMachine } from '../../machines/cart.ts';
import { cartModel, checkCart, type CartEffectsLog } from './drivers/cart.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

const paths = generatePaths(cartModel);
const coverage = new Coverage();

describe('cart machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(800);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const log: CartEffectsLog = { toasts: [], stored: null };
    const machine = cartMachine.provide({
      actions: {
        notify: (_, params) => log.toasts.push(params.message),
        persist: ({ context }) => {
          log.stored = context.items;
        },
      },
    });
    await runPath(path, { machine, effects: new FakeEffects(), input: cartModel.input, coverage, check: checkCart(log) });
  });

  it('reaches every state and transition of the cart machine', () => {
    expectFullCoverage(cartMachine, coverage);
  });
});
