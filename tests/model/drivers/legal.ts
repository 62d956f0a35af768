/**
 * The legal page's model: load, show the HTML, or fail to the built-in text and retry. What each state
 * promises is checked here; the calls a page makes are checked by the example tests in tests/model/legal.test.ts.
 */
import { expect } from 'vitest';
import type { EventFromLogic, SnapshotFrom } from 'xstate';
import { messages } from '../../../domain/messages.ts';
import { shopDetails } from '../../../domain/shop.ts';
import { legalMachine, legalView } from '../../../machines/legal.ts';
import type { ModelConfig } from '../../../model/paths.ts';

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

/** What each state of the privacy page promises: its title always, the HTML once ready, the failure text and the shop's email once failed. */
export function checkLegal(actual: Snapshot): void {
  const view = legalView(actual);
  expect(view.title).toBe(messages.privacyPolicyTitle);
  expect(view.kind).toBe(actual.value);
  expect(actual.can({ type: 'RETRY' })).toBe(actual.matches('failed'));
  if (view.kind === 'ready') expect(view.html).toBe(legalHtml);
  if (view.kind === 'failed') {
    expect(view.message).toBe(messages.failedToLoadPrivacyPolicy);
    expect(view.text).toContain(shopDetails.email);
  }
}
