/**
 * The legal page machine's model paths through /privacy-policy: the loader's outcomes are settled
 * through the fake effects, Retry is the "Try Again" button, and every step asserts what the page shows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { builtInLegalText, legalFailureMessages, legalMachine } from '../../machines/legal.ts';
import { legalModel } from '../../model/models/legal.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage } from '../../model/run.ts';
import { expectScreenCoverage } from './coverage.ts';
import { renderApp, type AppHarness } from './harness.tsx';

type LegalMachine = typeof legalMachine;
type Step = GeneratedPath<LegalMachine>['steps'][number];

const paths = generatePaths(legalModel);
const coverage = new Coverage();

const PARAGRAPH = 'Rajkot Scoops keeps your name and phone to deliver your order.';

/**
 * Does what a visitor does for the step's event. The model also offers RETRY where the machine ignores it
 * (the text is shown): there the page must offer no Try Again button, and nothing happens.
 */
async function perform(app: AppHarness, step: Step, previous: Step): Promise<void> {
  const event = step.event as { type: string; output?: unknown; error?: unknown };
  if (event.type === 'xstate.done.actor.loadLegal') await app.settle('loadLegal', { output: event.output });
  else if (event.type === 'xstate.error.actor.loadLegal') await app.settle('loadLegal', { error: event.error });
  else if (event.type === 'RETRY' && previous.state.matches('failed')) await app.user.click(screen.getByRole('button', { name: 'Try Again' }));
  else if (event.type === 'RETRY') {
    expect(step.state.value).toEqual(previous.state.value);
    expect(screen.queryByRole('button', { name: 'Try Again' })).toBeNull();
  } else throw new Error(`no screen action for ${event.type}`);
}

function expectScreen(app: AppHarness, expected: SnapshotFrom<LegalMachine>, loadsSoFar: number): void {
  expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Privacy Policy');
  expect(app.location()).toBe('/privacy-policy');
  const loading = screen.queryByRole('status');
  const alert = screen.queryByRole('alert');
  const text = screen.queryByText(PARAGRAPH);
  if (expected.matches('loading')) {
    expect(loading?.textContent).toBe('Loading Privacy Policy…');
    expect(alert).toBeNull();
    expect(text).toBeNull();
  }
  if (expected.matches('ready')) {
    expect(loading).toBeNull();
    expect(alert).toBeNull();
    expect(text?.tagName).toBe('P');
    // The whole sanitised text; tags are not compared, as DOMPurify in happy-dom drops the first element's tag.
    expect(text?.parentElement?.textContent).toBe(`Privacy Policy${PARAGRAPH}`);
  }
  if (expected.matches('failed')) {
    expect(loading).toBeNull();
    expect(text).toBeNull();
    expect(within(alert!).getByText(legalFailureMessages.privacy)).toBeTruthy();
    expect(within(alert!).getByText(builtInLegalText('privacy'))).toBeTruthy();
    expect(within(alert!).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  }
  // The text is asked for once per visit of the loading state (at start and on every retry).
  expect(app.callsOf('loadLegal')).toEqual(Array.from({ length: loadsSoFar }, () => ({ document: 'privacy' })));
}

describe('legal page paths through /privacy-policy', () => {
  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const app = await renderApp({ path: '/privacy-policy', session: null, coverage: { legal: coverage } });
    await screen.findByRole('heading', { level: 1, name: 'Privacy Policy' });
    // In Chromium the page can show before the machine has asked for the text.
    await waitFor(() => expect(app.callsOf('loadLegal')).toHaveLength(1));
    let loads = 0;
    for (const [index, step] of path.steps.entries()) {
      if (index > 0) await perform(app, step, path.steps[index - 1]!);
      if (index === 0 || (step.event.type === 'RETRY' && path.steps[index - 1]!.state.matches('failed'))) loads += 1;
      expectScreen(app, step.state, loads);
    }
  });

  it('reaches every transition of the legal machine through the page', () => {
    expectScreenCoverage('legal', legalMachine, coverage, {});
  });
});
