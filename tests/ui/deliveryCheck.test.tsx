/**
 * The delivery check's model paths through /products, as a visitor: TYPE replaces the pin code field's
 * text (selected and replaced by pasting, one change per step), CHECK is the Check button (disabled while
 * the pin codes load), RETRY the Try Again button (absent where the machine ignores it), and the load's
 * outcomes are settled through the fake effects. A subset of the generated paths that still takes every
 * transition and visits every model state is walked (`selectCoveringPaths`). Every step asserts the
 * field, the button and the answer. Then: the answer follows the visitor to /cart without a second load.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { deliveryCheckMachine } from '../../machines/deliveryCheck.ts';
import { CHECKED_PIN_CODE_KEY } from '../../src/app/deliveryCheckActor.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage } from '../../model/run.ts';
import { deliveryCheckModel, servedPinCodes } from '../../model/models/deliveryCheck.ts';
import { expectedAnswers } from '../model/drivers/deliveryCheck.ts';
import { expectScreenCoverage, selectCoveringPaths } from './coverage.ts';
import { renderApp, type AppHarness } from './harness.tsx';

type DeliveryCheckMachine = typeof deliveryCheckMachine;
type Snapshot = SnapshotFrom<DeliveryCheckMachine>;
type Step = GeneratedPath<DeliveryCheckMachine>['steps'][number];

const coverage = new Coverage();
const generated = generatePaths(deliveryCheckModel);
const paths = await selectCoveringPaths(
  generated,
  (effects) => deliveryCheckMachine.provide({ actors: { loadDeliveryAreas: effects.actor('loadDeliveryAreas') } }),
  undefined,
  deliveryCheckModel.serializeState,
);

const region = () => screen.getByRole('region', { name: 'Do we deliver to you?' });
const pinField = () => within(region()).getByRole('textbox', { name: 'Your pin code' }) as HTMLInputElement;
const checkButton = () => within(region()).getByRole('button', { name: /^(Check|Checking…)$/ }) as HTMLButtonElement;

async function perform(app: AppHarness, step: Step, previous: Snapshot): Promise<void> {
  const event = step.event as { type: string; text?: string; output?: unknown; error?: unknown };
  if (event.type === 'xstate.done.actor.loadDeliveryAreas') await app.settle('loadDeliveryAreas', { output: event.output });
  else if (event.type === 'xstate.error.actor.loadDeliveryAreas') await app.settle('loadDeliveryAreas', { error: event.error });
  else if (event.type === 'TYPE') {
    await app.user.tripleClick(pinField());
    await app.user.paste(event.text!);
  } else if (event.type === 'CHECK') await app.user.click(checkButton());
  else if (event.type === 'RETRY' && previous.matches({ open: 'failed' })) {
    await app.user.click(within(within(region()).getByRole('alert')).getByRole('button', { name: 'Try Again' }));
  } else if (event.type === 'RETRY') {
    expect(within(region()).queryByRole('button', { name: 'Try Again' })).toBeNull();
  } else throw new Error(`no screen action for ${event.type}`);
}

function expectScreen(expected: Snapshot): void {
  const { typed, checked } = expected.context;
  expect(pinField().value).toBe(typed);
  const loading = expected.matches('loading');
  expect(checkButton().textContent).toBe(loading ? 'Checking…' : 'Check');
  expect(checkButton().disabled).toBe(loading);
  const answerText = (text: string) => within(region()).queryByText(text);
  const shown = Object.values(expectedAnswers).filter((text) => answerText(text) !== null);
  const answer = expected.matches({ open: 'inArea' }) || expected.matches({ open: 'outOfArea' }) || expected.matches({ open: 'invalid' });
  expect(shown).toEqual(answer ? [expectedAnswers[checked]] : []);
  const summary = within(region()).queryByText('See the 3 areas we deliver to');
  if (expected.matches({ open: 'outOfArea' })) {
    expect(summary?.tagName).toBe('SUMMARY');
    const items = within(summary!.parentElement!).getAllByRole('listitem').map((item) => item.textContent);
    expect(items).toEqual(['360001 Sadar Bazaar', '360005 Kalawad Road', '360007']);
  } else expect(summary).toBeNull();
  const alert = within(region()).queryByRole('alert');
  if (expected.matches({ open: 'failed' })) expect(alert?.textContent).toBe('Temporary service is not availableTry Again');
  else expect(alert).toBeNull();
}

describe('delivery check paths through /products, as a visitor', () => {
  it('walks a covering subset of the generated paths', () => {
    console.log(`deliveryCheck: ${generated.length} generated paths, ${paths.length} kept`);
    expect(paths.length).toBeGreaterThan(0);
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const app = await renderApp({ path: '/products', session: null, coverage: { deliveryCheck: coverage } });
    await screen.findByRole('region', { name: 'Do we deliver to you?' });
    let loads = 0;
    for (const [index, step] of path.steps.entries()) {
      const previous = path.steps[index - 1]?.state;
      if (previous) await perform(app, step, previous);
      if (step.state.matches('loading') && !previous?.matches('loading')) loads += 1;
      expectScreen(step.state);
      expect(app.callsOf('loadDeliveryAreas')).toHaveLength(loads);
    }
  });

  it('reaches every transition of the delivery check machine through the page', () => {
    expectScreenCoverage('deliveryCheck', deliveryCheckMachine, coverage, {});
  });
});

describe('the checked pin code follows the visitor', () => {
  it('checked on /products, the cart shows the pin code and its answer again, without loading the pin codes again', async () => {
    const app = await renderApp({ path: '/products', session: null });
    await screen.findByRole('region', { name: 'Do we deliver to you?' });
    await app.user.type(pinField(), '360005');
    await app.user.click(checkButton());
    await app.settle('loadDeliveryAreas', { output: servedPinCodes });
    expect(within(region()).getByText('We deliver to 360005 Kalawad Road')).toBeTruthy();
    await app.visit('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(pinField().value).toBe('360005');
    expect(within(region()).getByText('We deliver to 360005 Kalawad Road')).toBeTruthy();
    await app.user.clear(pinField());
    await app.user.type(pinField(), '360099{Enter}');
    expect(within(region()).getByText('Sorry, we do not deliver to 360099 yet')).toBeTruthy();
    expect(app.callsOf('loadDeliveryAreas')).toHaveLength(1);
    expect(sessionStorage.getItem(CHECKED_PIN_CODE_KEY)).toBe('360099');
  });

  it('after a reload in the same browser session, the check starts with the pin code kept and answers it again', async () => {
    const app = await renderApp({ path: '/', session: null });
    sessionStorage.setItem(CHECKED_PIN_CODE_KEY, '360005');
    await app.visit('/cart');
    await screen.findByRole('region', { name: 'Do we deliver to you?' });
    expect(pinField().value).toBe('360005');
    expect(checkButton().textContent).toBe('Checking…');
    await app.settle('loadDeliveryAreas', { output: servedPinCodes });
    expect(within(region()).getByText('We deliver to 360005 Kalawad Road')).toBeTruthy();
  });

  it('issue 23: the kept pin code is checked once after the first render, never over what the customer typed since', async () => {
    const app = await renderApp({ path: '/', session: null });
    sessionStorage.setItem(CHECKED_PIN_CODE_KEY, '360005');
    await app.visit('/products');
    await screen.findByRole('region', { name: 'Do we deliver to you?' });
    await app.settle('loadDeliveryAreas', { output: servedPinCodes });
    expect(within(region()).getByText('We deliver to 360005 Kalawad Road')).toBeTruthy();
    await app.user.clear(pinField());
    await app.user.type(pinField(), '3600');
    await app.visit('/cart');
    await screen.findByRole('heading', { level: 1, name: 'Your Cart' });
    expect(pinField().value).toBe('3600');
    expect(app.callsOf('loadDeliveryAreas')).toHaveLength(1);
  });

  it('nothing kept: the check starts empty and loads nothing', async () => {
    const app = await renderApp({ path: '/cart', session: null });
    await screen.findByRole('region', { name: 'Do we deliver to you?' });
    expect(pinField().value).toBe('');
    expect(app.callsOf('loadDeliveryAreas')).toEqual([]);
  });
});
