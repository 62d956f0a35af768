/**
 * The legal page machine's model paths through /privacy-policy: the loader's outcomes are settled
 * through the fake effects, Retry is the "Try Again" button, and every step asserts what the page shows.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SnapshotFrom } from 'xstate';

import * as guLegal from '../../domain/messages/gu/legal.ts';
import * as hiLegal from '../../domain/messages/hi/legal.ts';
import { messages } from '../../domain/messages/index.ts';
import { shopDetails } from '../../domain/shop.ts';
import { followSessionLanguage, show } from '../../src/app/language.ts';
import { builtInLegalText, legalFailureMessage, legalMachine } from '../../machines/legal.ts';
import { legalModel } from '../../model/models/legal.ts';
import { generatePaths, type GeneratedPath } from '../../model/paths.ts';
import { Coverage } from '../../model/run.ts';
import { expectScreenCoverage } from './coverage.ts';
import { customer } from './fixtures.ts';
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
    expect(within(alert!).getByText(legalFailureMessage('en', 'privacy'))).toBeTruthy();
    expect(within(alert!).getByText(builtInLegalText('en', 'privacy'))).toBeTruthy();
    expect(within(alert!).getByRole('button', { name: 'Try Again' })).toBeTruthy();
  }
  // The text is asked for once per visit of the loading state (at start and on every retry).
  expect(app.callsOf('loadLegal')).toEqual(Array.from({ length: loadsSoFar }, () => ({ document: 'privacy', language: 'en' })));
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

/**
 * Issue 16: the page's own texts (title, failure message, the built-in short text) follow the language
 * chosen while it is shown. Issue 24: the page then asks for the document in that language; the text the
 * server sent (the owner's, from the shop settings) is shown as it is, under a notice in the shown language
 * when the shop gave it only in English.
 */
describe.each([
  ['gu', guLegal.legalTexts],
  ['hi', hiLegal.legalTexts],
] as const)('the legal page in %s', (language, texts) => {
  afterEach(async () => {
    await show('en');
  });

  async function openInLanguage(): Promise<AppHarness> {
    const app = await renderApp({ path: '/privacy-policy', session: null });
    followSessionLanguage(app.actors.session, Promise.resolve());
    await waitFor(() => expect(app.callsOf('loadLegal')).toHaveLength(1));
    return app;
  }

  async function choose(app: AppHarness): Promise<void> {
    await app.user.selectOptions(within(screen.getByRole('banner')).getByRole('combobox', { name: 'Language' }), language);
    await screen.findByRole('heading', { level: 1, name: texts.privacyPolicyTitle });
  }

  it('asks again in the language chosen after a failure, and words the failure and the built-in short text in it', async () => {
    const app = await openInLanguage();
    await app.settle('loadLegal', { error: new Error('offline') });
    expect(within(screen.getByRole('alert')).getByText(builtInLegalText('en', 'privacy'))).toBeTruthy();
    await choose(app);
    expect(app.callsOf('loadLegal').at(-1)).toEqual({ document: 'privacy', language });
    await app.settle('loadLegal', { error: new Error('offline') });
    const alert = within(screen.getByRole('alert'));
    expect(alert.getByText(texts.failedToLoadPrivacyPolicy)).toBeTruthy();
    const fallback = texts.legalFallback(shopDetails.name, texts.privacyPolicyTitle, texts.privacyPolicySubject, shopDetails.email);
    expect(alert.getByText(fallback)).toBeTruthy();
  });

  it('says it is loading in the language chosen, and shows an English-only text as it is under a notice in that language', async () => {
    const app = await openInLanguage();
    await choose(app);
    expect(screen.getByRole('status').textContent).toBe(texts.loadingDocument(texts.privacyPolicyTitle));
    await app.settle('loadLegal', { output: { html: `<h2>Privacy Policy</h2><p>${PARAGRAPH}</p>`, language: 'en' } });
    expect(screen.getByText(PARAGRAPH).tagName).toBe('P');
    expect(screen.getByText(texts.onlyInEnglish).tagName).toBe('P');
  });

  it('shows a text the shop wrote in the language chosen without the notice', async () => {
    const app = await openInLanguage();
    await choose(app);
    await app.settle('loadLegal', { output: { html: `<h2>${texts.privacyPolicyTitle}</h2><p>${texts.privacyPolicySubject}</p>`, language } });
    expect(screen.getByText(texts.privacyPolicySubject).tagName).toBe('P');
    expect(screen.queryByText(texts.onlyInEnglish)).toBeNull();
  });
});

/**
 * Issue 23: a visitor's Back on a legal page goes back in history; /profile (spec section 2) would send a
 * visitor on to /login with an error toast. A logged-in customer's Back still returns to /profile.
 */
describe.each([
  ['/privacy-policy', 'Privacy Policy'],
  ['/terms', 'Terms & Conditions'],
] as const)('Back on %s', (path, title) => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('goes back in history for a visitor, never to /profile', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const app = await renderApp({ path, session: null });
    await screen.findByRole('heading', { level: 1, name: title });
    await app.user.click(screen.getByRole('button', { name: messages.backAction }));
    expect(back).toHaveBeenCalledTimes(1);
    expect(app.history()).not.toContain('/profile');
    expect(app.location()).toBe(path);
  });

  it('returns to /profile for a logged-in customer', async () => {
    const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
    const app = await renderApp({ path, session: customer });
    await screen.findByRole('heading', { level: 1, name: title });
    await app.user.click(screen.getByRole('button', { name: messages.backAction }));
    expect(back).not.toHaveBeenCalled();
    expect(app.location()).toBe('/profile');
  });
});
