import { describe, expect, it } from 'vitest';
import { ordersMachine } from '../../machines/orders.ts';
import { checkOrders, ordersModel, type OrdersEffectsLog } from './drivers/orders.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

const paths = generatePaths(ordersModel);
const coverage = new Coverage();

describe('order history machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(400);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const log: OrdersEffectsLog = { toasts: [] };
    const effects = new FakeEffects();
    const machine = ordersMachine.provide({
      actors: { fetchOrders: effects.actor('fetchOrders'), cancelOrder: effects.actor('cancelOrder') },
      actions: { notify: (_, params) => log.toasts.push(params) },
    });
    await runPath(path, { machine, effects, coverage, check: checkOrders(log) });
  });

  it('reaches every state and transition of the order history machine', () => {
    expectFullCoverage(ordersMachine, coverage);
  });
});
