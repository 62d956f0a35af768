import { describe, expect, it } from 'vitest';
import { addressesMachine } from '../../machines/addresses.ts';
import { addressesModel, checkAddresses, type AddressesEffectsLog } from './drivers/addresses.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';

const paths = generatePaths(addressesModel);
const coverage = new Coverage();

describe('addresses machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(10);
    expect(paths.length).toBeLessThan(400);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const log: AddressesEffectsLog = { toasts: [], persisted: [] };
    const effects = new FakeEffects();
    const machine = addressesMachine.provide({
      actors: {
        fetchAddresses: effects.actor('fetchAddresses'),
        fetchPinCodes: effects.actor('fetchPinCodes'),
        addAddress: effects.actor('addAddress'),
        editAddress: effects.actor('editAddress'),
        deleteAddress: effects.actor('deleteAddress'),
        makeDefaultAddress: effects.actor('makeDefaultAddress'),
      },
      actions: {
        notify: (_, params) => log.toasts.push(params),
        persistDelivery: ({ context }) => log.persisted.push(context.chosenDeliveryId),
      },
    });
    await runPath(path, { machine, effects, input: addressesModel.input, coverage, check: checkAddresses(log) });
  });

  it('reaches every state and transition of the addresses machine', () => {
    expectFullCoverage(addressesMachine, coverage);
  });
});
