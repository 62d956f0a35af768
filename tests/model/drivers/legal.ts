/** What every legal page state promises (the sample events and how states are told apart are model/models/legal.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { shopDetails } from '../../../domain/shop.ts';
import { legalMachine, legalView } from '../../../machines/legal.ts';
import { legalHtml } from '../../../model/models/legal.ts';
import { legalTexts } from '../../../domain/messages/legal.ts';

type Snapshot = SnapshotFrom<typeof legalMachine>;

/** What each state of the privacy page promises: its title always, the HTML once ready, the failure text and the shop's email once failed. */
export function checkLegal(actual: Snapshot): void {
  const view = legalView(actual);
  expect(view.title).toBe(legalTexts.privacyPolicyTitle);
  expect(view.kind).toBe(actual.value);
  expect(actual.can({ type: 'RETRY' })).toBe(actual.matches('failed'));
  if (view.kind === 'ready') expect(view.html).toBe(legalHtml);
  if (view.kind === 'failed') {
    expect(view.message).toBe(legalTexts.failedToLoadPrivacyPolicy);
    expect(view.text).toContain(shopDetails.email);
  }
}
