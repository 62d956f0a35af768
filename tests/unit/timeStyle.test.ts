/**
 * Issue 24: one time style per language. English as the specification writes it ("10:00 AM"), Gujarati and
 * Hindi with the part of the day and no Latin am/pm ("બપોરે 3:48", "दोपहर 3:58"); opening hours and order
 * times alike (domain/clock.ts clockText reads the shown language's catalogue).
 */
import { describe, expect, it } from 'vitest';
import { labelTexts as en } from '../../domain/messages/labels.ts';
import { labelTexts as gu } from '../../domain/messages/gu/labels.ts';
import { labelTexts as hi } from '../../domain/messages/hi/labels.ts';
import { twelveHour } from '../../domain/clock.ts';
import { momentText } from '../../domain/moments.ts';
import { cartTexts as hiCart } from '../../domain/messages/hi/cart.ts';
import { sellingUnit } from '../../domain/cartLine.ts';

describe('one time style per language', () => {
  it.each([
    { hour: 0, minute: '05', en: '12:05 AM', gu: 'રાત્રે 12:05', hi: 'रात 12:05' },
    { hour: 9, minute: '30', en: '09:30 AM', gu: 'સવારે 9:30', hi: 'सुबह 9:30' },
    { hour: 10, minute: '00', en: '10:00 AM', gu: 'સવારે 10:00', hi: 'सुबह 10:00' },
    { hour: 12, minute: '00', en: '12:00 PM', gu: 'બપોરે 12:00', hi: 'दोपहर 12:00' },
    { hour: 15, minute: '48', en: '03:48 PM', gu: 'બપોરે 3:48', hi: 'दोपहर 3:48' },
    { hour: 15, minute: '58', en: '03:58 PM', gu: 'બપોરે 3:58', hi: 'दोपहर 3:58' },
    { hour: 18, minute: '15', en: '06:15 PM', gu: 'સાંજે 6:15', hi: 'शाम 6:15' },
    { hour: 22, minute: '00', en: '10:00 PM', gu: 'રાત્રે 10:00', hi: 'रात 10:00' },
  ])('$hour:$minute', ({ hour, minute, ...expected }) => {
    const shown = { en: en.clockTime(hour, minute), gu: gu.clockTime(hour, minute), hi: hi.clockTime(hour, minute) };
    expect(shown).toEqual(expected);
    for (const text of [shown.gu, shown.hi]) expect(text).not.toMatch(/am|pm/i);
  });

  it('English keeps the specification words: opening hours "10:00 AM", an order time in the same style', () => {
    expect(twelveHour('en', '10:00')).toBe('10:00 AM');
    expect(twelveHour('en', '22:00')).toBe('10:00 PM');
    // 10:13 UTC is 15:43 in India.
    expect(momentText('en', new Date('2026-11-27T10:13:00Z'))).toBe('27 Nov 2026, 03:43 PM');
  });
});

describe('Hindi names what one is beside its price (never प्रति पीस beside a pack or a tub)', () => {
  it.each([
    { category: 'IceCreame', expected: '₹249 प्रति टब' },
    { category: 'ConeCandy', expected: '₹240 प्रति पैक' },
  ])('$category', ({ category, expected }) => {
    const price = expected.split(' ')[0]!;
    expect(hiCart.unitPriceEach(price, sellingUnit({ category }))).toBe(expected);
    expect(hiCart.unitPriceEach(price, sellingUnit({ category }))).not.toContain('पीस');
  });
});
