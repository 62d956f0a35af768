import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatAmount, formatRupees, sameAmount } from '../../domain/money.ts';

describe('formatRupees (Indian digit grouping, 2 decimals)', () => {
  it.each([
    [123456, '₹1,23,456.00'],
    [0, '₹0.00'],
    [5, '₹5.00'],
    [999, '₹999.00'],
    [1000, '₹1,000.00'],
    [1234.5, '₹1,234.50'],
    [99999.99, '₹99,999.99'],
    [10000000, '₹1,00,00,000.00'],
  ])('%d -> %s', (amount, text) => {
    expect(formatRupees('en', amount)).toBe(text);
  });

  it('any whole rupee amount reads back to the same number', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (amount) => {
        const text = formatRupees('en', amount);
        expect(text).toMatch(/^₹(?:\d{1,2},(?:\d{2},)*\d{3}|\d{1,3})\.00$/);
        expect(Number(text.slice(1).replaceAll(',', ''))).toBe(amount);
      }),
    );
  });
});

describe('formatAmount (the customer\'s screens, issue 24: whole rupees as local apps show them)', () => {
  it.each([
    [1450, '₹1,450'],
    [0, '₹0'],
    [5, '₹5'],
    [240, '₹240'],
    [123456, '₹1,23,456'],
    [10000000, '₹1,00,00,000'],
    [1234.5, '₹1,234.50'],
    [99999.99, '₹99,999.99'],
    [0.05, '₹0.05'],
    // Less than a paisa off a whole rupee (sums of paise in floating point) is that rupee.
    [1449.999, '₹1,450'],
    [0.1 + 0.2 + 239.7, '₹240'],
  ])('%d -> %s', (amount, text) => {
    expect(formatAmount('en', amount)).toBe(text);
  });

  it('any amount in paise reads back to the same number, with paise only when there are some', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1_000_000_000 }), (paise) => {
        const text = formatAmount('en', paise / 100);
        expect(text.includes('.')).toBe(paise % 100 !== 0);
        expect(Math.round(Number(text.slice(1).replaceAll(',', '')) * 100)).toBe(paise);
      }),
    );
  });
});

describe('sameAmount (equal to the paisa)', () => {
  it.each([
    [0.1 + 0.2, 0.3, true],
    [780, 780, true],
    [780, 780.004, true],
    [780, 780.01, false],
    [780, 779, false],
    [249.5, 249.5, true],
  ])('sameAmount(%d, %d) -> %s', (a, b, expected) => {
    expect(sameAmount(a, b)).toBe(expected);
  });

  it('is reflexive and symmetric; amounts one paisa apart differ', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 10_000_000 }), fc.integer({ min: 0, max: 10_000_000 }), (paiseA, paiseB) => {
        const a = paiseA / 100;
        const b = paiseB / 100;
        expect(sameAmount(a, a)).toBe(true);
        expect(sameAmount(a, b)).toBe(sameAmount(b, a));
        expect(sameAmount(a, b)).toBe(paiseA === paiseB);
        expect(sameAmount(a, (paiseA + 1) / 100)).toBe(false);
      }),
    );
  });
});
