/** What every delivery-check state promises (the sample events and how states are told apart are model/models/deliveryCheck.ts). */
import { expect } from 'vitest';
import type { SnapshotFrom } from 'xstate';
import { formTexts } from '../../../domain/messages/forms.ts';
import { deliveryAnswer, type deliveryCheckMachine } from '../../../machines/deliveryCheck.ts';
import { typedPinCodes } from '../../../model/models/deliveryCheck.ts';

type Snapshot = SnapshotFrom<typeof deliveryCheckMachine>;

/** The answer each typed text gets once the pin codes are known. */
export const expectedAnswers: Record<string, string> = {
  [typedPinCodes.served]: 'We deliver to 360005 Kalawad Road',
  [typedPinCodes.outside]: 'Sorry, we do not deliver to 360099 yet',
  [typedPinCodes.short]: formTexts.pinCodeSixDigits,
  /** Check before typing anything. */
  '': formTexts.pinCodeRequired,
};

/** What each state promises: Check offered unless loading; the answer matches the pin code checked. */
export function checkDeliveryCheck(actual: Snapshot): void {
  const loading = actual.matches('loading');
  expect(actual.hasTag('busy')).toBe(loading);
  expect(actual.can({ type: 'CHECK' })).toBe(!loading);
  expect(actual.can({ type: 'RETRY' })).toBe(actual.matches({ open: 'failed' }));
  const answer = deliveryAnswer('en', actual);
  const { checked } = actual.context;
  if (actual.matches({ open: 'idle' }) || loading) expect(answer).toEqual({ kind: 'none' });
  if (actual.matches({ open: 'inArea' })) expect(answer).toEqual({ kind: 'inArea', text: expectedAnswers[checked] });
  if (actual.matches({ open: 'invalid' })) expect(answer).toEqual({ kind: 'invalid', text: expectedAnswers[checked] });
  if (actual.matches({ open: 'outOfArea' })) {
    expect(answer).toEqual({
      kind: 'outOfArea',
      text: expectedAnswers[checked],
      areasSummary: 'See the 3 areas we deliver to',
      areas: ['360001 Sadar Bazaar', '360005 Kalawad Road', '360007'],
    });
  }
  if (actual.matches({ open: 'failed' })) expect(answer).toEqual({ kind: 'failed', text: 'Temporary service is not available', retry: 'Try Again' });
}
