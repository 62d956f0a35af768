import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
import type { Language } from '../../domain/locale.ts';
import { legalMachine, legalView, type LegalDocument } from '../../machines/legal.ts';
import { legalHtml, legalModel } from '../../model/models/legal.ts';
import { checkLegal } from './drivers/legal.ts';
import { generatePaths } from '../../model/paths.ts';
import { Coverage, expectFullCoverage, FakeEffects, runPath } from '../../model/run.ts';
import { legalTexts } from '../../domain/messages/legal.ts';

const paths = generatePaths(legalModel);
const coverage = new Coverage();

describe('legal page machine paths', () => {
  it('the paths retry and settle the load with text, with nothing and with a failure', () => {
    const sent = paths.flatMap((path) => path.steps.map((step) => step.event));
    expect(new Set(sent.map((event) => event.type))).toEqual(new Set(['xstate.init', 'RETRY', 'xstate.done.actor.loadLegal', 'xstate.error.actor.loadLegal']));
    const outputs = sent.flatMap((event) => ('output' in event ? [event.output] : []));
    expect(new Set(outputs)).toEqual(new Set([{ html: legalHtml, language: 'en' }, { html: '  ', language: 'en' }]));
  });

  it.each(paths.map((path) => [path.description, path] as const))('%s', async (_description, path) => {
    const effects = new FakeEffects();
    const machine = legalMachine.provide({ actors: { loadLegal: effects.actor('loadLegal') } });
    await runPath(path, { machine, effects, input: legalModel.input, coverage, check: checkLegal });
  });

  it('reaches every state and transition of the legal page machine', () => {
    expectFullCoverage(legalMachine, coverage);
  });
});

function open(document: LegalDocument, language: Language = 'en') {
  const effects = new FakeEffects();
  const actor = createActor(legalMachine.provide({ actors: { loadLegal: effects.actor('loadLegal') } }), { input: { document, language } });
  actor.start();
  const settle = async (outcome: { output: unknown } | { error: unknown }) => {
    effects.settle('loadLegal', outcome);
    await new Promise((resolve) => setTimeout(resolve, 0));
  };
  return { actor, effects, settle };
}

describe('legal page machine: what a visit does', () => {
  it('loads the document the page is for and shows its HTML', async () => {
    const page = open('terms');
    expect(page.effects.calls).toEqual([{ name: 'loadLegal', input: { document: 'terms', language: 'en' } }]);
    expect(legalView(page.actor.getSnapshot())).toEqual({ kind: 'loading', title: 'Terms & Conditions' });
    await page.settle({ output: { html: '<p>Terms</p>', language: 'en' } });
    expect(legalView(page.actor.getSnapshot())).toEqual({ kind: 'ready', title: 'Terms & Conditions', html: '<p>Terms</p>', notice: null });
  });

  it('asks in the shown language; a document in it comes without a notice, an English one says the shop gave only English', async () => {
    const written = open('terms', 'gu');
    expect(written.effects.calls).toEqual([{ name: 'loadLegal', input: { document: 'terms', language: 'gu' } }]);
    await written.settle({ output: { html: '<p>શરતો</p>', language: 'gu' } });
    expect(legalView(written.actor.getSnapshot())).toMatchObject({ kind: 'ready', html: '<p>શરતો</p>', notice: null });
    const englishOnly = open('privacy', 'hi');
    await englishOnly.settle({ output: { html: legalHtml, language: 'en' } });
    expect(legalView(englishOnly.actor.getSnapshot())).toMatchObject({ kind: 'ready', html: legalHtml, notice: legalTexts.onlyInEnglish });
  });

  it('a failed call shows "Failed to load Terms & Conditions" and the built-in text with the contact email', async () => {
    const page = open('terms');
    await page.settle({ error: new Error('API error: 500') });
    const view = legalView(page.actor.getSnapshot());
    expect(view).toMatchObject({ kind: 'failed', message: 'Failed to load Terms & Conditions' });
    expect(view.kind === 'failed' && view.text).toContain('care@rajkot-scoops.example');
  });

  it('an empty document counts as a failure, and RETRY loads it again', async () => {
    const page = open('privacy');
    await page.settle({ output: { html: '   ', language: 'en' } });
    expect(legalView(page.actor.getSnapshot())).toMatchObject({ kind: 'failed', message: legalTexts.failedToLoadPrivacyPolicy });
    page.actor.send({ type: 'RETRY' });
    expect(page.effects.calls).toHaveLength(2);
    await page.settle({ output: { html: legalHtml, language: 'en' } });
    expect(legalView(page.actor.getSnapshot())).toEqual({ kind: 'ready', title: 'Privacy Policy', html: legalHtml, notice: null });
  });
});
