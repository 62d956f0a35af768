import { describe, expect, it } from 'vitest';
import { DEFAULT_DELIVERY_SCHEDULE, pendingOrderPromise as promiseOfPendingOrder } from '../../domain/deliveryPromise.ts';
import type { OrderStatus } from '../../domain/orders.ts';
import { pendingOrderPromise } from '../../src/screens/OrderHistoryScreen.view.ts';

/** An instant given as India time on 24 November 2026 (or the day named). */
const india = (clock: string, day = '2026-11-24') => new Date(`${day}T${clock}:00+05:30`);
/** Looked at a minute after it was placed (or at a fixed moment for an unreadable time). */
const sameDay = (date: string) => {
  const placed = new Date(date.includes('T') ? date : `${date.replace(' ', 'T')}Z`);
  return Number.isNaN(placed.getTime()) ? india('12:00') : new Date(placed.getTime() + 60_000);
};

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
    expect(pendingOrderPromise('en', { status, date }, sameDay(date), DEFAULT_DELIVERY_SCHEDULE)).toBe(text);
  });

  it('follows the shop\'s schedule', () => {
    const schedule = { opensAt: '11:00', closesAt: '23:00', cutOff: '22:30', usualMinutes: 45 };
    expect(pendingOrderPromise('en', { status: 'pending', date: '2026-11-24T22:00:00+05:30' }, india('22:05'), schedule)).toBe('Arrives today, usually within 45 minutes');
    expect(pendingOrderPromise('en', { status: 'pending', date: '2026-11-24T22:30:00+05:30' }, india('22:35'), schedule)).toBe('Arrives tomorrow after 11:00 AM');
  });
});

describe('issue 23: a Pending order is promised from now, not from the day it was placed', () => {
  it.each<[string, string, string]>([
    // placed, looked at (India time), promised
    ['2026-11-24T15:00', '2026-11-24T15:30', 'Arrives today, usually within 60 minutes'],
    ['2026-11-24T20:55', '2026-11-24T21:05', 'Arrives today, usually within 60 minutes'],
    ['2026-11-24T22:00', '2026-11-24T23:30', 'Arrives tomorrow after 10:00 AM'],
    // Placed last night, due today: before opening it arrives after opening, later within the usual time.
    ['2026-11-24T22:00', '2026-11-25T08:00', 'Arrives today after 10:00 AM'],
    ['2026-11-24T22:00', '2026-11-25T15:00', 'Arrives today, usually within 60 minutes'],
    // Placed yesterday afternoon and still pending: not "today" as it was promised yesterday.
    ['2026-11-24T15:00', '2026-11-25T08:00', 'Arrives today after 10:00 AM'],
    ['2026-11-24T15:00', '2026-11-25T21:30', 'Arrives tomorrow after 10:00 AM'],
    ['2026-11-20T12:00', '2026-11-25T23:00', 'Arrives tomorrow after 10:00 AM'],
  ])('placed %s, seen %s: %s', (placed, seen, text) => {
    expect(pendingOrderPromise('en', { status: 'pending', date: `${placed}:00+05:30` }, new Date(`${seen}:00+05:30`), DEFAULT_DELIVERY_SCHEDULE)).toBe(text);
  });

  it('an order placed on one day and seen on a later one is promised exactly as one placed now', () => {
    const now = india('15:00', '2026-11-26');
    expect(promiseOfPendingOrder(india('15:00', '2026-11-25'), now)).toEqual({ kind: 'todayWithin', minutes: 60 });
    expect(promiseOfPendingOrder(india('21:30', '2026-11-25'), india('21:30', '2026-11-26'))).toEqual({ kind: 'tomorrowAfterOpening', opensAt: '10:00' });
  });
});
