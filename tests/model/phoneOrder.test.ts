import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { phoneOrderMachine, phoneOrderTotals } from '../../machines/desk/phoneOrder.ts';
import { phoneOrderMessages } from '../../domain/desk/messages.ts';
import { RIDER_NOTE_MAX } from '../../domain/desk/orderStatus.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { hetal, phoneOrderModel, phoneShop } from '../../model/models/desk/phoneOrder.ts';
import { checkPhoneOrder, phoneOrderActors } from './drivers/desk/phoneOrder.ts';

const paths = generatePaths(phoneOrderModel);
const coverage = new Coverage();

describe('desk phone order machine paths', () => {
  it('generates a bounded set of paths', () => {
    expect(paths.length).toBeGreaterThan(20);
    expect(paths.length).toBeLessThan(400);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = new FakeEffects();
    const actors = Object.fromEntries(phoneOrderActors.map((name) => [name, effects.actor(name)]));
    const machine = phoneOrderMachine.provide({ actors } as never);
    await runPath(path, { machine, effects, coverage, check: checkPhoneOrder(), wordedTextsAllowed: true });
  });

  it('reaches every state and transition of the phone order machine', () => {
    expectFullCoverage(phoneOrderMachine, coverage);
  });
});

describe('a phone order when the catalogue is loaded again', () => {
  it('drops sizes no longer sold and prices the rest from the fresh catalogue', async () => {
    const effects = new FakeEffects();
    const actors = Object.fromEntries(phoneOrderActors.map((name) => [name, effects.actor(name)]));
    const actor = createActor(phoneOrderMachine.provide({ actors } as never)).start();
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'OPEN' });
    effects.settle('loadShop', { output: phoneShop });
    await settled();
    actor.send({ type: 'FIND', phone: '9876543210' });
    effects.settle('findCustomer', { output: hetal });
    await settled();
    actor.send({ type: 'CONTINUE' });
    actor.send({ type: 'MORE', productId: 1, sizeId: 11 });
    actor.send({ type: 'MORE', productId: 1, sizeId: 12 });
    expect(phoneOrderTotals(actor.getSnapshot().context).orderTotal).toBe(250 + 1500);
    actor.send({ type: 'BACK' });
    actor.send({ type: 'CHANGE_PHONE' });
    // The tub is gone from the catalogue and the 750 ML costs more now.
    const [mango] = phoneShop.products;
    const fresh = { ...phoneShop, products: [{ ...mango!, sizes: [{ ...mango!.sizes[0]!, mrp: 275 }] }] };
    actor.send({ type: 'OPEN' });
    effects.settle('loadShop', { output: fresh });
    await settled();
    const { context } = actor.getSnapshot();
    expect(context.quantities).toEqual([{ productId: 1, sizeId: 11, quantity: 1 }]);
    expect(phoneOrderTotals(context).orderTotal).toBe(275);
    actor.stop();
  });
});

describe('a customer whose only address is the storefront placeholder', () => {
  const placeholderOnly = { ...hetal, addresses: [{ addressId: 9, address: 'Default  address', pinCode: '360001', isDefault: true }] };

  it('is asked for a street on the details step, before the items and the review', async () => {
    const effects = new FakeEffects();
    const actors = Object.fromEntries(phoneOrderActors.map((name) => [name, effects.actor(name)]));
    const actor = createActor(phoneOrderMachine.provide({ actors } as never)).start();
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'OPEN' });
    effects.settle('loadShop', { output: phoneShop });
    await settled();
    actor.send({ type: 'FIND', phone: '9876543210' });
    effects.settle('findCustomer', { output: placeholderOnly });
    await settled();
    // The placeholder is not picked for them: a new address is typed.
    expect(actor.getSnapshot().context.addressId).toBeNull();
    actor.send({ type: 'PICK_ADDRESS', addressId: 9 });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches('details')).toBe(true);
    expect(actor.getSnapshot().context.problem).toBe(phoneOrderMessages.placeholderNeedsStreet);
    actor.send({ type: 'PICK_ADDRESS', addressId: null });
    actor.send({ type: 'EDIT', field: 'address', value: '9 Yagnik Road' });
    actor.send({ type: 'EDIT', field: 'pinCode', value: '360005' });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches('items')).toBe(true);
    actor.stop();
  });

  it('refuses a note for the rider longer than the desk keeps', async () => {
    const effects = new FakeEffects();
    const actors = Object.fromEntries(phoneOrderActors.map((name) => [name, effects.actor(name)]));
    const actor = createActor(phoneOrderMachine.provide({ actors } as never)).start();
    const settled = () => new Promise((resolve) => setTimeout(resolve, 0));
    actor.send({ type: 'OPEN' });
    effects.settle('loadShop', { output: phoneShop });
    await settled();
    actor.send({ type: 'FIND', phone: '9876543210' });
    effects.settle('findCustomer', { output: hetal });
    await settled();
    actor.send({ type: 'EDIT', field: 'riderNote', value: 'x'.repeat(RIDER_NOTE_MAX + 1) });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().context.problem).toBe(phoneOrderMessages.riderNoteTooLong(RIDER_NOTE_MAX));
    actor.send({ type: 'EDIT', field: 'riderNote', value: 'x'.repeat(RIDER_NOTE_MAX) });
    actor.send({ type: 'CONTINUE' });
    expect(actor.getSnapshot().matches('items')).toBe(true);
    actor.stop();
  });
});
