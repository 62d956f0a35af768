import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import { deliveryAnswer, deliveryCheckMachine } from '../../machines/deliveryCheck.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { deliveryCheckModel, loadFailure, servedPinCodes } from '../../model/models/deliveryCheck.ts';
import { checkDeliveryCheck } from './drivers/deliveryCheck.ts';

const paths = generatePaths(deliveryCheckModel);
const coverage = new Coverage();

describe('delivery check machine paths', () => {
  it('the paths type each sample, check, retry, and settle the load both ways', () => {
    const sent = new Set(paths.flatMap((path) => path.steps.map((step) => step.event.type)));
    expect(sent).toEqual(
      new Set(['xstate.init', 'TYPE', 'CHECK', 'RETRY', 'xstate.done.actor.loadDeliveryAreas', 'xstate.error.actor.loadDeliveryAreas']),
    );
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = new FakeEffects();
    const machine = deliveryCheckMachine.provide({ actors: { loadDeliveryAreas: effects.actor('loadDeliveryAreas') } });
    await runPath(path, { machine, effects, coverage, check: checkDeliveryCheck });
  });

  it('reaches every state and transition of the delivery check machine', () => {
    expectFullCoverage(deliveryCheckMachine, coverage);
  });
});

function open() {
  const effects = new FakeEffects();
  const remembered: string[] = [];
  const actor = createActor(
    deliveryCheckMachine.provide({
      actors: { loadDeliveryAreas: effects.actor('loadDeliveryAreas') },
      actions: { rememberPinCode: (_, params) => remembered.push(params.pinCode) },
    }),
  );
  actor.start();
  const check = (text: string) => {
    actor.send({ type: 'TYPE', text });
    actor.send({ type: 'CHECK' });
  };
  const settle = async (outcome: { output: unknown } | { error: unknown }) => {
    effects.settle('loadDeliveryAreas', outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, effects, remembered, check, settle, answer: () => deliveryAnswer('en', actor.getSnapshot()) };
}

describe('delivery check: what a visitor sees', () => {
  it('the pin codes are loaded on the first check only, and every later check answers from them', async () => {
    const page = open();
    expect(page.effects.calls).toEqual([]);
    page.check('360005');
    expect(page.actor.getSnapshot().hasTag('busy')).toBe(true);
    await page.settle({ output: servedPinCodes });
    expect(page.answer()).toEqual({ kind: 'inArea', text: 'We deliver to 360005 Kalawad Road' });
    page.check(' 360099 ');
    expect(page.answer()).toMatchObject({ kind: 'outOfArea', text: 'Sorry, we do not deliver to 360099 yet' });
    page.check('360007');
    expect(page.answer()).toEqual({ kind: 'inArea', text: 'We deliver to 360007' });
    expect(page.effects.calls).toHaveLength(1);
    // Every pin code answered is handed to the app to keep for the session; text that is not one is not.
    page.check('12');
    expect(page.remembered).toEqual(['360005', '360099', '360007']);
  });

  it('text that is not a pin code is answered without asking the server', () => {
    const page = open();
    page.check('');
    expect(page.answer()).toEqual({ kind: 'invalid', text: 'Pin code is required' });
    page.check('36-005');
    expect(page.answer()).toEqual({ kind: 'invalid', text: 'Pin code must be exactly 6 digits' });
    expect(page.effects.calls).toEqual([]);
  });

  it('a failed load says so; Try Again loads once more and answers the pin code checked', async () => {
    const page = open();
    page.check('360005');
    await page.settle({ error: loadFailure });
    expect(page.answer()).toEqual({ kind: 'failed', text: 'Temporary service is not available', retry: 'Try Again' });
    page.actor.send({ type: 'TYPE', text: '360001' });
    page.actor.send({ type: 'RETRY' });
    await page.settle({ output: servedPinCodes });
    expect(page.answer()).toEqual({ kind: 'inArea', text: 'We deliver to 360005 Kalawad Road' });
    expect(page.effects.calls).toHaveLength(2);
  });
});
