import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { CartLine } from '../../domain/cartLine.ts';
import { checkOrderRule, type OrderRuleVerdict } from '../../domain/orderRule.ts';
import { wordsIn } from '../../domain/wording.ts';
import { parseOrderRuleName } from '../../domain/orderRuleSetting.ts';
import { CONE_CANDY, cartArb, line, modelIsFiveLitre, sumOf } from './fixtures.ts';

/** A verdict with its message worded as the cart shows it (the verdict names it by key). */
const worded = (verdict: OrderRuleVerdict) => (verdict.ok ? verdict : { ...verdict, message: wordsIn('en', verdict.message) });

// Copied from spec section 5, not from messages.ts.
const RULE_A_TEXT =
  'Please add either 1 5-liter product, or a combination of 750ml products and cone/candy products totaling at least 7 items to place your order.';
const ruleBText = (n: number) => `Minimum 5 quantities required for ConeCandy products. Current quantity: ${n}`;

const tub = (quantity = 1) => line('5 Litre', { quantity });
const small = (quantity = 1) => line('750 ML', { quantity });
const cones = (quantity = 1) => line('Pack of 6', { category: CONE_CANDY, quantity });

interface Row {
  name: string;
  lines: () => CartLine[];
  ok: boolean;
  message?: string;
  /** Issue 23: how many more items (reading A) or cone/candy (reading B) the order needs. */
  more?: number;
}

describe('reading A (a 5-litre line, or 7 items of 750 ML and cone/candy together)', () => {
  const rows: Row[] = [
    { name: 'one 5 Litre tub', lines: () => [tub()], ok: true },
    { name: 'one "5 L" tub', lines: () => [line('5 L')], ok: true },
    { name: 'one "Family Pack 5 Liter" tub', lines: () => [line('Family Pack 5 Liter')], ok: true },
    { name: '5 Litre tub plus 1 cone/candy', lines: () => [tub(), cones(1)], ok: true },
    { name: '750 ML x7', lines: () => [small(7)], ok: true },
    { name: '750 ML x6', lines: () => [small(6)], ok: false, message: RULE_A_TEXT, more: 1 },
    { name: 'cone/candy x7', lines: () => [cones(7)], ok: true },
    { name: 'cone/candy x6', lines: () => [cones(6)], ok: false, message: RULE_A_TEXT, more: 1 },
    { name: '750 ML x3 + cone/candy x4 (together 7)', lines: () => [small(3), cones(4)], ok: true },
    { name: '750 ML x3 + cone/candy x3 (together 6)', lines: () => [small(3), cones(3)], ok: false, message: RULE_A_TEXT, more: 1 },
    { name: 'seven different 750 ML lines x1', lines: () => Array.from({ length: 7 }, () => small(1)), ok: true },
    { name: 'cone/candy sized "5" x1 is not a 5-litre tub', lines: () => [line('5', { category: CONE_CANDY })], ok: false, message: RULE_A_TEXT, more: 6 },
    { name: '"15 liter" x1 is not a 5-litre tub', lines: () => [line('15 liter')], ok: false, message: RULE_A_TEXT, more: 6 },
    { name: 'empty cart', lines: () => [], ok: false, message: RULE_A_TEXT, more: 7 },
  ];
  it.each(rows)('$name -> ok $ok', ({ lines, ok, message, more }) => {
    const verdict = worded(checkOrderRule('A', lines()));
    expect(verdict).toEqual(ok ? { ok: true } : { ok: false, message, shortfall: { reading: 'A', count: more } });
  });
});

describe('reading B (a cart of only cone/candy needs 5; empty and mixed carts pass)', () => {
  const rows: Row[] = [
    { name: 'one 5 Litre tub', lines: () => [tub()], ok: true },
    { name: '5 Litre tub plus cone/candy x1', lines: () => [tub(), cones(1)], ok: true },
    { name: 'cone/candy x5', lines: () => [cones(5)], ok: true },
    { name: 'cone/candy x2 + x3 (two lines, 5 together)', lines: () => [cones(2), cones(3)], ok: true },
    { name: 'cone/candy x4', lines: () => [cones(4)], ok: false, message: ruleBText(4), more: 1 },
    { name: 'cone/candy x1 + x2', lines: () => [cones(1), cones(2)], ok: false, message: ruleBText(3), more: 2 },
    { name: 'cone/candy x1', lines: () => [cones(1)], ok: false, message: ruleBText(1), more: 4 },
    { name: 'empty cart', lines: () => [], ok: true },
    { name: 'mixed: 750 ML x1 + cone/candy x1', lines: () => [small(1), cones(1)], ok: true },
    { name: '750 ML x1 only', lines: () => [small(1)], ok: true },
  ];
  it.each(rows)('$name -> ok $ok', ({ lines, ok, message, more }) => {
    const verdict = worded(checkOrderRule('B', lines()));
    expect(verdict).toEqual(ok ? { ok: true } : { ok: false, message, shortfall: { reading: 'B', count: more } });
  });

  it('the reading B message for 4 names its key and the quantity, and reads exactly as the spec quotes it', () => {
    expect(checkOrderRule('B', [cones(4)])).toMatchObject({ message: { id: 'messages.ruleB', values: { 0: 4 } } });
    expect(worded(checkOrderRule('B', [cones(4)]))).toEqual({
      ok: false,
      message: 'Minimum 5 quantities required for ConeCandy products. Current quantity: 4',
      shortfall: { reading: 'B', count: 1 },
    });
  });
});

describe('order rule properties over random carts', () => {
  const totalQuantity = (lines: readonly CartLine[]) => sumOf(lines.map((l) => l.quantity));

  it('A passes iff the cart has a five-litre line or holds at least 7 items', () => {
    fc.assert(
      fc.property(cartArb(), (lines) => {
        const expected = lines.some(modelIsFiveLitre) || totalQuantity(lines) >= 7;
        const verdict = worded(checkOrderRule('A', lines));
        expect(verdict.ok).toBe(expected);
        if (!verdict.ok) expect(verdict.message).toBe(RULE_A_TEXT);
      }),
    );
  });

  it('B fails iff no five-litre line, non-empty, all cone/candy and fewer than 5', () => {
    fc.assert(
      fc.property(cartArb(), (lines) => {
        const fails =
          !lines.some(modelIsFiveLitre) && lines.length > 0 && lines.every((l) => l.category === CONE_CANDY) && totalQuantity(lines) < 5;
        const verdict = worded(checkOrderRule('B', lines));
        expect(verdict.ok).toBe(!fails);
        if (!verdict.ok) expect(verdict.message).toBe(ruleBText(totalQuantity(lines)));
      }),
    );
  });

  it('issue 23: the shortfall is exactly what is missing: that many more cone/candy pass, one fewer does not', () => {
    fc.assert(
      fc.property(cartArb(), fc.constantFrom('A' as const, 'B' as const), (lines, reading) => {
        const verdict = checkOrderRule(reading, lines);
        if (verdict.ok) return;
        const { count } = verdict.shortfall;
        expect(verdict.shortfall.reading).toBe(reading);
        expect(checkOrderRule(reading, [...lines, cones(count)]).ok).toBe(true);
        if (count > 1) expect(checkOrderRule(reading, [...lines, cones(count - 1)]).ok).toBe(false);
        expect(checkOrderRule(reading, [...lines, tub()]).ok).toBe(true);
      }),
    );
  });

  it('any cart with a 5-litre line passes both readings', () => {
    fc.assert(
      fc.property(cartArb(), fc.integer({ min: 1, max: 20 }), (lines, quantity) => {
        const withTub = [...lines, tub(quantity)];
        expect(checkOrderRule('A', withTub)).toEqual({ ok: true });
        expect(checkOrderRule('B', withTub)).toEqual({ ok: true });
      }),
    );
  });
});

describe('parseOrderRuleName', () => {
  it.each([
    ['A', 'A'],
    ['a', 'A'],
    ['B', 'B'],
    [' b ', 'B'],
    [undefined, 'A'],
    ['', 'A'],
    ['C', null],
    ['AB', null],
    ['reading A', null],
  ] as const)('%j -> %j', (value, expected) => {
    expect(parseOrderRuleName(value)).toBe(expected);
  });
});
