import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isFiveLitreSize, isSevenFiftyMlSize, orderLineSizeLabel, parseSize, pieceCountLabel, shownSize, sizeToLitres } from '../../domain/sizes.ts';
import { labelTexts as guLabels } from '../../domain/messages/gu/labels.ts';
import { labelTexts as hiLabels } from '../../domain/messages/hi/labels.ts';

describe('sizeToLitres', () => {
  it.each([
    ['750 ML', 0.75],
    ['750ml', 0.75],
    ['500 ml', 0.5],
    ['5 L', 5],
    ['5 Litre', 5],
    ['5 Litres', 5],
    ['5l', 5],
    ['5', 5],
    [' 5 ', 5],
    ['5 liter', 5],
    ['5 Ltr', 5],
    ['Family Pack 5 Liter', 5],
    ['1 Litre', 1],
    ['15 liter', 15],
    ['0.5 l', 0.5],
    ['Pack of 6', null],
    ['Pack of 5 Lollies', null],
    ['Regular', null],
    ['', null],
    ['6', null],
  ])('%j -> %j', (text, litres) => {
    expect(sizeToLitres(text)).toBe(litres);
  });

  it('reads any whole number of millilitres as that many thousandths of a litre', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 100_000 }), fc.constantFrom('ml', 'ML', ' ml', ' Ml'), (amount, unit) => {
        expect(sizeToLitres(`${amount}${unit}`)).toBe(amount / 1000);
      }),
    );
  });

  it('reads any whole number of litres in every spelling', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1000 }),
        fc.constantFrom(' L', 'l', ' Litre', ' litres', ' Liter', ' liters', ' Ltr', 'LTRS'),
        (amount, unit) => {
          expect(sizeToLitres(`${amount}${unit}`)).toBe(amount);
        },
      ),
    );
  });

  it('finds no litres in text without digits', () => {
    fc.assert(
      fc.property(fc.string().filter((s) => !/\d/.test(s)), (text) => {
        expect(sizeToLitres(text)).toBeNull();
      }),
    );
  });

  // Bug: a thousands separator ("1,000 ml") is read as its last digit group only: 000 ml = 0 litres.
  // Section 9: "Volume per size is read from the size text; ml is divided by 1000" -> 1 litre (or at
  // worst null, "no litres named"), never 0.
  it('reads "1,000 ml" as 1 litre, not 0', () => {
    expect(sizeToLitres('1,000 ml')).toBe(1);
  });
});

describe('isFiveLitreSize (spec section 5: 5, 5l, 5 l, 5 litre, or text containing 5 liter)', () => {
  it.each([
    ['5', true],
    ['5l', true],
    ['5L', true],
    ['5 l', true],
    ['5 L', true],
    ['5 litre', true],
    ['5 Litre', true],
    ['5 liter', true],
    ['5 Liters', true],
    ['Family Pack 5 Liter', true],
    ['15 liter', false],
    ['25 liter', false],
    ['0.5 l', false],
    ['750 ML', false],
    ['500 ml', false],
    ['5000 ml', true],
    ['Pack of 6', false],
    ['Pack of 5', false],
    ['Regular', false],
    ['', false],
  ])('%j -> %s', (text, expected) => {
    expect(isFiveLitreSize(text)).toBe(expected);
  });

  it('is true exactly when the size names 5 litres', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        expect(isFiveLitreSize(text)).toBe(sizeToLitres(text) === 5);
      }),
    );
  });

  it('is false for every whole number of litres other than 5', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1000 }).filter((n) => n !== 5), fc.constantFrom(' L', 'l', ' litre', ' liter'), (n, unit) => {
        expect(isFiveLitreSize(`${n}${unit}`)).toBe(false);
      }),
    );
  });
});

describe('isSevenFiftyMlSize', () => {
  it.each([
    ['750 ML', true],
    ['750ml', true],
    ['0.75 L', true],
    ['500 ml', false],
    ['5 Litre', false],
    ['Pack of 6', false],
  ])('%j -> %s', (text, expected) => {
    expect(isSevenFiftyMlSize(text)).toBe(expected);
  });
});

describe('piece counts of cone/candy sizes', () => {
  it.each([
    ['6', '6 pcs'],
    ['12', '12 pcs'],
    [' 24 ', '24 pcs'],
    ['Pack of 6', 'Pack of 6'],
    ['750 ML', '750 ML'],
  ])('pieceCountLabel(%j) is %j', (size, label) => expect(pieceCountLabel(size)).toBe(label));

  it.each([
    ['6', '6 pcs'],
    ['12', '12 pcs'],
    // The shop's old data spells the 5-litre tub "5".
    ['5', '5'],
    ['5 Litre', '5 Litre'],
  ])('orderLineSizeLabel(%j) is %j', (size, label) => expect(orderLineSizeLabel(size)).toBe(label));

  it('a piece count names no litres, so it never counts as a 5-litre tub or towards the wholesale litres', () => {
    expect(sizeToLitres('6')).toBeNull();
    expect(sizeToLitres('12')).toBeNull();
  });
});

describe('sizes as each language writes them (issue 24)', () => {
  it.each([
    { size: '750 ML', parsed: { amount: 750, unit: 'ml' }, gu: '750 મિલી', hi: '750 मि.ली.' },
    { size: '5 Litre', parsed: { amount: 5, unit: 'litre' }, gu: '5 લિટર', hi: '5 लीटर' },
    { size: '5', parsed: { amount: 5, unit: 'litre' }, gu: '5 લિટર', hi: '5 लीटर' },
    { size: '1.5 L', parsed: { amount: 1.5, unit: 'litre' }, gu: '1.5 લિટર', hi: '1.5 लीटर' },
    { size: '6 pcs', parsed: { amount: 6, unit: 'piece' }, gu: '6 નંગ', hi: '6 पीस' },
    { size: '12', parsed: { amount: 12, unit: 'piece' }, gu: '12 નંગ', hi: '12 पीस' },
    { size: 'Pack of 24', parsed: { amount: 24, unit: 'piece' }, gu: '24 નંગ', hi: '24 पीस' },
  ] as const)('$size', ({ size, parsed, gu, hi }) => {
    expect(parseSize(size)).toEqual(parsed);
    const amount = String(parsed.amount);
    expect([guLabels.sizeInWords(amount, parsed.unit), hiLabels.sizeInWords(amount, parsed.unit)]).toEqual([gu, hi]);
    // English keeps the catalogue's own text (the specification's "750 ML", "5 Litre"): shownSize in English.
    expect(shownSize('en', size)).toBe(size);
  });

  it.each(['Regular', 'Family pack 750 ML', ''])('%s names no amount and is shown as written', (size) => {
    expect(parseSize(size)).toBeNull();
  });
});
