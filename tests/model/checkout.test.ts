import { describe, expect, it } from 'vitest';
import { checkoutMachine } from '../../machines/checkout.ts';
import { checkCheckout, checkoutModel, checkoutModelRuleB, newCheckoutLog } from './drivers/checkout.ts';
import { allTransitions } from '../../model/graph.ts';
import { generatePaths, type GeneratedPath, type ModelConfig } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

type CheckoutMachine = typeof checkoutMachine;

const models = { 'rule A': checkoutModel, 'rule B': checkoutModelRuleB };
const coverage = new Coverage();

async function run(model: ModelConfig<CheckoutMachine>, path: GeneratedPath<CheckoutMachine>): Promise<void> {
  const log = newCheckoutLog();
  const effects = new FakeEffects();
  const machine = checkoutMachine.provide({
    actors: {
      newIdempotencyKey: effects.actor('newIdempotencyKey'),
      createOrder: effects.actor('createOrder'),
    },
    actions: {
      notify: (_, params) => log.toasts.push(params),
      navigate: (_, params) => log.navigations.push(params),
      clearCart: () => {
        log.cartCleared += 1;
      },
      invalidateOrders: () => {
        log.ordersInvalidated += 1;
      },
      refreshCatalogue: () => {
        log.catalogueRefreshed += 1;
      },
    },
  });
  await runPath(path, { machine, effects, input: model.input, coverage, check: checkCheckout(log) });
}

describe.each(Object.entries(models))('checkout machine paths, order %s', (_rule, model) => {
  const paths = generatePaths(model);


  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    await run(model, path);
  });
});

describe('checkout machine coverage', () => {
  it('the paths of both order rules together send every event the machine listens to, timers and call outcomes included', () => {
    const sent = new Set<string>(Object.values(models).flatMap((model) => generatePaths(model).flatMap((path) => path.steps.map((step) => step.event.type))));
    const listened = new Set(allTransitions(checkoutMachine).map((transition) => transition.event));
    // Eventless transitions and a compound state's completion follow from the events sent.
    const internal = (event: string) => event === 'always' || event === '' || event.startsWith('xstate.done.state.');
    expect([...listened].filter((event) => !internal(event) && !sent.has(event))).toEqual([]);
  });

  it('reaches every state and transition of the checkout machine', () => {
    expectFullCoverage(checkoutMachine, coverage);
  });
});
