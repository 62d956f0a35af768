import { describe, expect, it } from 'vitest';
import { createActor } from 'xstate';
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
    expect(new Set(outputs)).toEqual(new Set([legalHtml, '  ']));
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

function open(document: LegalDocument) {
  const effects = new FakeEffects();
  const actor = createActor(legalMachine.provide({ actors: { loadLegal: effects.actor('loadLegal') } }), { input: { document } });
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
    expect(page.effects.calls).toEqual([{ name: 'loadLegal', input: { document: 'terms' } }]);
    expect(legalView(page.actor.getSnapshot())).toEqual({ kind: 'loading', title: 'Terms & Conditions' });
    await page.settle({ output: '<p>Terms</p>' });
    expect(legalView(page.actor.getSnapshot())).toEqual({ kind: 'ready', title: 'Terms & Conditions', html: '<p>Terms</p>' });
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
    await page.settle({ output: '   ' });
    expect(legalView(page.actor.getSnapshot())).toMatchObject({ kind: 'failed', message: legalTexts.failedToLoadPrivacyPolicy });
    page.actor.send({ type: 'RETRY' });
    expect(page.effects.calls).toHaveLength(2);
    await page.settle({ output: legalHtml });
    expect(legalView(page.actor.getSnapshot())).toEqual({ kind: 'ready', title: 'Privacy Policy', html: legalHtml });
  });
});
