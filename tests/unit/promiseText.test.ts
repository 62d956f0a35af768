import { describe, expect, it } from 'vitest';
import { deliveryPromise, type DeliveryPromise } from '../../domain/deliveryPromise.ts';
import { promiseText } from '../../src/screens/deliveryPromise.view.ts';

describe('promiseText: the cart\'s and the order\'s sentence for each promise, times in 12-hour wording', () => {
  it.each<[DeliveryPromise, string]>([
    [{ kind: 'todayWithin', minutes: 60 }, 'Arrives today, usually within 60 minutes'],
    [{ kind: 'todayWithin', minutes: 45 }, 'Arrives today, usually within 45 minutes'],
    [{ kind: 'todayAfterOpening', opensAt: '10:00' }, 'Arrives today after 10:00 AM'],
    [{ kind: 'todayAfterOpening', opensAt: '09:30' }, 'Arrives today after 09:30 AM'],
    [{ kind: 'tomorrowAfterOpening', opensAt: '10:00' }, 'Arrives tomorrow after 10:00 AM'],
    [{ kind: 'tomorrowAfterOpening', opensAt: '12:15' }, 'Arrives tomorrow after 12:15 PM'],
  ])('%o reads "%s"', (promise, text) => {
    expect(promiseText('en', promise)).toBe(text);
  });

  it('around midnight, the cut-off and the opening (India time) with the default schedule', () => {
    const at = (instant: string) => promiseText('en', deliveryPromise(new Date(instant)));
    expect(at('2026-11-24T23:59:00+05:30')).toBe('Arrives tomorrow after 10:00 AM');
    expect(at('2026-11-25T00:00:00+05:30')).toBe('Arrives today after 10:00 AM');
    expect(at('2026-11-25T09:59:00+05:30')).toBe('Arrives today after 10:00 AM');
    expect(at('2026-11-25T10:00:00+05:30')).toBe('Arrives today, usually within 60 minutes');
    expect(at('2026-11-25T20:59:00+05:30')).toBe('Arrives today, usually within 60 minutes');
    expect(at('2026-11-25T21:00:00+05:30')).toBe('Arrives tomorrow after 10:00 AM');
  });
});
