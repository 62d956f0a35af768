/**
 * The legal page's model: load, show the HTML, or fail to the built-in text and retry. What each state
 * promises is tests/model/drivers/legal.ts; the calls a page makes are checked by the example tests in
 * tests/model/legal.test.ts.
 */
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { legalMachine } from '../../machines/legal.ts';
import type { ModelConfig } from '../paths.ts';

type LegalMachine = typeof legalMachine;
type Snapshot = SnapshotFrom<LegalMachine>;

export const legalHtml = '<h2>Privacy Policy</h2><p>Rajkot Scoops keeps your name and phone to deliver your order.</p>';

export function legalEvents(snapshot: Snapshot): EventFromLogic<LegalMachine>[] {
  if (snapshot.matches('loading')) {
    return [
      { type: 'xstate.done.actor.loadLegal', output: { html: legalHtml, language: 'en' } } as never,
      { type: 'xstate.done.actor.loadLegal', output: { html: '  ', language: 'en' } } as never,
      { type: 'xstate.error.actor.loadLegal', error: new Error('API error: 500') } as never,
    ];
  }
  return [{ type: 'RETRY' }];
}

export const legalModel: ModelConfig<LegalMachine> = {
  machine: legalMachine,
  input: { document: 'privacy', language: 'en' },
  events: legalEvents,
  serializeState: (snapshot) => `${JSON.stringify(snapshot.value)} ${snapshot.context.text ? 'html' : '-'}`,
};
