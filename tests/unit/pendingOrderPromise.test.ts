import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SCHEDULE } from '../../domain/deliveryPromise.ts';
import type { OrderStatus } from '../../domain/orders.ts';
import { pendingOrderPromise } from '../../src/screens/OrderHistoryScreen.view.ts';

describe('pendingOrderPromise: a Pending order\'s promise from the time it was placed', () => {
  it.each<[OrderStatus, string, string | null]>([
    // The server's zone-less times are UTC: 09:30 UTC is 15:00 in Rajkot.
    ['pending', '2026-11-24 09:30:00', 'Arrives today, usually within 60 minutes'],
    ['pending', '2026-11-24 15:30:00', 'Arrives tomorrow after 10:00 AM'],
    ['pending', '2026-11-24 18:30:00', 'Arrives today after 10:00 AM'],
    ['pending', '2026-11-24T03:00:00+05:30', 'Arrives today after 10:00 AM'],
    ['pending', 'not a time', null],
    ['confirm', '2026-11-24 09:30:00', null],
    ['completed', '2026-11-24 09:30:00', null],
    ['cancelled', '2026-11-24 09:30:00', null],
  ])('%s placed at %s: %s', (status, date, text) => {
    expect(pendingOrderPromise({ status, date }, DEFAULT_DELIVERY_SCHEDULE)).toBe(text);
  });

  it('follows the shop\'s schedule', () => {
    const schedule = { opensAt: '11:00', closesAt: '23:00', cutOff: '22:30', usualMinutes: 45 };
    expect(pendingOrderPromise({ status: 'pending', date: '2026-11-24T22:00:00+05:30' }, schedule)).toBe('Arrives today, usually within 45 minutes');
    expect(pendingOrderPromise({ status: 'pending', date: '2026-11-24T22:30:00+05:30' }, schedule)).toBe('Arrives tomorrow after 11:00 AM');
  });
});
