/** The legal page's model: load, show the HTML, or fail to the built-in text and retry. */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { builtInLegalText, legalFailureMessages, legalMachine, legalView } from '../../../machines/legal.ts';
import type { ModelConfig } from '../../../model/paths.ts';
import type { StepContext } from '../../../model/run.ts';

type LegalMachine = typeof legalMachine;
type Snapshot = SnapshotFrom<LegalMachine>;

export const legalHtml = '<h2>Privacy Policy</h2><p>Rajkot Scoops keeps your name and phone to deliver your order.</p>';

export function legalEvents(snapshot: Snapshot): EventFromLogic<LegalMachine>[] {
  if (snapshot.matches('loading')) {
    return [
      { type: 'xstate.done.actor.loadLegal', output: legalHtml } as never,
      { type: 'xstate.done.actor.loadLegal', output: '  ' } as never,
      { type: 'xstate.error.actor.loadLegal', error: new Error('API error: 500') } as never,
    ];
  }
  return [{ type: 'RETRY' }];
}

export const legalModel: ModelConfig<LegalMachine> = {
  machine: legalMachine,
  input: { document: 'privacy' },
  events: legalEvents,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.html ? 'html' : '-'}`,
};

/** What each state of the page promises. */
export function checkLegal() {
  return (actual: Snapshot, _expected: Snapshot, { sut }: StepContext<LegalMachine>) => {
    const view = legalView(actual);
    expect(view.title).toBe('Privacy Policy');
    if (actual.matches('ready')) expect(view).toEqual({ kind: 'ready', title: 'Privacy Policy', html: legalHtml });
    if (actual.matches('failed')) {
      expect(view).toEqual({ kind: 'failed', title: 'Privacy Policy', message: legalFailureMessages.privacy, text: builtInLegalText('privacy') });
      expect(builtInLegalText('privacy')).toContain('care@rajkot-scoops.example');
    }
    if (actual.matches('loading')) {
      expect(sut.effects.calls.at(-1)).toEqual({ name: 'loadLegal', input: { document: 'privacy' } });
    }
  };
}
