/**
 * Issue 13: the cart says when an order placed now arrives, on a fixed clock (only Date is faked: the
 * machines' delays keep the harness's simulated clock), with the default schedule (no meta in the test page).
 */
import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { carts } from '../../model/models/checkout.ts';
import { customer } from './fixtures.ts';
import { renderApp, storedCart } from './harness.tsx';

afterEach(() => {
  vi.useRealTimers();
});

describe('the cart\'s delivery promise', () => {
  it.each([
    ['2026-11-24T15:00:00+05:30', 'Arrives today, usually within 60 minutes'],
    ['2026-11-24T20:59:00+05:30', 'Arrives today, usually within 60 minutes'],
    ['2026-11-24T21:00:00+05:30', 'Arrives tomorrow after 10:00 AM'],
    ['2026-11-24T23:59:00+05:30', 'Arrives tomorrow after 10:00 AM'],
    ['2026-11-25T00:00:00+05:30', 'Arrives today after 10:00 AM'],
    ['2026-11-25T09:59:00+05:30', 'Arrives today after 10:00 AM'],
  ])('at %s the cart says "%s"', async (now, text) => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date(now));
    await renderApp({ path: '/cart', session: customer, storage: { cart: storedCart(carts.oneTub) } });
    expect(await screen.findByText(text)).toBeTruthy();
    expect(screen.queryAllByText(/^Arrives /)).toHaveLength(1);
  });
});
