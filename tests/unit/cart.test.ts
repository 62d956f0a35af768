import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { cartSavings, cartTotals, fiveLitreVolume, isWholesaleCart, priceLines, unitPrice, wholesaleHintLitres, wholesaleOffer } from '../../domain/cart.ts';
import type { CartLine } from '../../domain/cartLine.ts';
import { wordsIn } from '../../domain/wording.ts';
import {
  CONE_CANDY, MODEL_MILLILITRES, anyPrices, cartAndPermutation, cartArb, cataloguePrices, line, modelIsFiveLitre, sampleSize, sumOf,
} from './fixtures.ts';

const RULE_A_TEXT =
  'Please add either 1 5-liter product, or a combination of 750ml products and cone/candy products totaling at least 7 items to place your order.';

describe('unitPrice', () => {
  it.each([
    { name: 'mrp when there is one', size: '750 ML', price: 249, mrp: 260, wholesale: false, expected: 260 },
    { name: 'price when mrp is 0', size: '750 ML', price: 249, mrp: 0, wholesale: false, expected: 249 },
    { name: '5 Litre outside wholesale uses mrp', size: '5 Litre', price: 1220, mrp: 1450, wholesale: false, expected: 1450 },
    { name: '5 Litre in wholesale uses price', size: '5 Litre', price: 1220, mrp: 1450, wholesale: true, expected: 1220 },
    { name: '750 ML in wholesale keeps mrp', size: '750 ML', price: 249, mrp: 260, wholesale: true, expected: 260 },
    { name: 'Pack of 6 in wholesale keeps mrp', size: 'Pack of 6', price: 90, mrp: 100, wholesale: true, expected: 100 },
  ])('$name', ({ size, price, mrp, wholesale, expected }) => {
    expect(unitPrice(line(size, { price, mrp }), wholesale)).toBe(expected);
  });

  it('a cone/candy line sized "5" is not a 5-litre line: keeps mrp in a wholesale cart', () => {
    expect(unitPrice(line('5', { category: CONE_CANDY, price: 50, mrp: 60 }), true)).toBe(60);
  });
});

describe('wholesale (spec section 9: 5-litre lines reaching 10 litres)', () => {
  const tub = (quantity: number, productId = 1) => line('5 Litre', { quantity, productId, price: 1220, mrp: 1450 });
  it.each([
    { name: 'empty cart', lines: [] as CartLine[], wholesale: false, litres: 0, toGo: 10 },
    { name: 'one 5 Litre tub x1', lines: [tub(1)], wholesale: false, litres: 5, toGo: 5 },
    { name: 'one 5 Litre tub x2', lines: [tub(2)], wholesale: true, litres: 10, toGo: 0 },
    { name: 'two different 5 Litre products x1 each', lines: [tub(1, 1), tub(1, 2)], wholesale: true, litres: 10, toGo: 0 },
    { name: 'one 5 Litre tub x3', lines: [tub(3)], wholesale: true, litres: 15, toGo: 0 },
    { name: '5 Litre x1 plus 750 ML x20 (15 litres, but only 5 of them 5-litre)', lines: [tub(1), line('750 ML', { quantity: 20 })], wholesale: false, litres: 5, toGo: 5 },
    { name: 'cone/candy sized "5 Litre" x4 adds no litres', lines: [line('5 Litre', { category: CONE_CANDY, quantity: 4 })], wholesale: false, litres: 0, toGo: 10 },
    { name: '"Family Pack 5 Liter" and "5 L" x1 each', lines: [line('Family Pack 5 Liter'), line('5 L')], wholesale: true, litres: 10, toGo: 0 },
  ])('$name: wholesale $wholesale, $litres five-litre litres, $toGo to go', ({ lines, wholesale, litres, toGo }) => {
    expect(isWholesaleCart(lines)).toBe(wholesale);
    expect(fiveLitreVolume(lines)).toBe(litres);
    const totals = cartTotals(lines, 'A');
    expect(totals.isWholesale).toBe(wholesale);
    expect(totals.fiveLitreVolume).toBe(litres);
    expect(totals.litresToWholesale).toBe(toGo);
  });

  it.each([
    { name: 'empty cart: no hint', lines: [] as CartLine[], hint: null },
    { name: 'only 750 ML tubs: no hint (no 5-litre tub yet)', lines: [line('750 ML', { quantity: 20 })], hint: null },
    { name: 'cone/candy sized "5 Litre": no hint', lines: [line('5 Litre', { category: CONE_CANDY, quantity: 4 })], hint: null },
    { name: 'one 5 Litre tub x1: 5 litres to go', lines: [tub(1)], hint: 5 },
    { name: '"Family Pack 5 Liter" x1 beside 750 ML x20: 5 litres to go', lines: [line('Family Pack 5 Liter'), line('750 ML', { quantity: 20 })], hint: 5 },
    { name: 'one 5 Litre tub x2: wholesale, no hint', lines: [tub(2)], hint: null },
    { name: 'one 5 Litre tub x3: wholesale, no hint', lines: [tub(3)], hint: null },
  ])('wholesale hint, $name', ({ lines, hint }) => {
    expect(wholesaleHintLitres(cartTotals(lines, 'A'))).toBe(hint);
  });

  it('prices 5-litre lines at price and 750 ML lines at mrp once wholesale', () => {
    const lines = [line('5 Litre', { quantity: 2, price: 1220, mrp: 1450 }), line('750 ML', { quantity: 3, price: 249, mrp: 260 })];
    const totals = cartTotals(lines, 'A');
    expect(totals.lines.map((l) => [l.unitPrice, l.amount, l.wholesalePrice])).toEqual([
      [1220, 2440, true],
      [260, 780, false],
    ]);
    expect(totals.totalAmount).toBe(2440 + 780);
  });

  it('prices a lone 5 Litre tub at mrp (not wholesale)', () => {
    const totals = cartTotals([line('5 Litre', { price: 1220, mrp: 1450 })], 'A');
    expect(totals.lines[0]).toMatchObject({ unitPrice: 1450, amount: 1450, wholesalePrice: false });
    expect(totals.totalAmount).toBe(1450);
  });
});

describe('cartTotals: derived values', () => {
  it('an empty cart', () => {
    expect(cartTotals([], 'A')).toEqual({
      lines: [],
      totalItems: 0,
      totalAmount: 0,
      totalVolume: 0,
      totalCountItems: 0,
      fiveLitreVolume: 0,
      isWholesale: false,
      litresToWholesale: 10,
      canPlaceOrder: false,
      orderValidationMessage: { id: 'messages.ruleA' },
      orderShortfall: { reading: 'A', count: 7 },
    });
    expect(cartTotals([], 'B')).toMatchObject({ canPlaceOrder: true, orderValidationMessage: null });
  });

  it.each([
    {
      name: '750 ML x3',
      lines: () => [line('750 ML', { quantity: 3 })],
      totalItems: 3, totalVolume: 2.25, totalCountItems: 0,
    },
    {
      name: '750 ML x3 + cone/candy x4 + 5 Litre x1',
      lines: () => [line('750 ML', { quantity: 3 }), line('Pack of 6', { category: CONE_CANDY, quantity: 4 }), line('5 Litre')],
      totalItems: 8, totalVolume: 7.25, totalCountItems: 4,
    },
    {
      name: 'cone/candy only (x2 and x5)',
      lines: () => [line('Pack of 6', { category: CONE_CANDY, quantity: 2 }), line('Pack of 12', { category: CONE_CANDY, quantity: 5 })],
      totalItems: 7, totalVolume: 0, totalCountItems: 7,
    },
    {
      name: '500 ml x1 + 750 ML x1 (0.1 + 0.2 style floats)',
      lines: () => [line('500 ml'), line('750 ML'), line('100 ml', { quantity: 2 })],
      totalItems: 4, totalVolume: 1.45, totalCountItems: 0,
    },
  ])('$name: $totalItems items, $totalVolume litres, $totalCountItems cone/candy', ({ lines, totalItems, totalVolume, totalCountItems }) => {
    const totals = cartTotals(lines(), 'A');
    expect(totals.totalItems).toBe(totalItems);
    expect(totals.totalVolume).toBe(totalVolume);
    expect(totals.totalCountItems).toBe(totalCountItems);
  });

  it('totalVolume of 750 ML x3 is exactly 2.25 (not 2.2499999)', () => {
    expect(cartTotals([line('750 ML', { quantity: 3 })], 'A').totalVolume).toBe(2.25);
  });

  it.each([
    { name: '100 ml x3', lines: () => [line('100 ml', { quantity: 3 })], litres: 0.3 },
    { name: '100 ml + 200 ml', lines: () => [line('100 ml'), line('200 ml')], litres: 0.3 },
    { name: '700 ml x3 + 100 ml', lines: () => [line('700 ml', { quantity: 3 }), line('100 ml')], litres: 2.2 },
  ])('totalVolume is exact to the millilitre despite binary fractions: $name -> $litres', ({ lines, litres }) => {
    expect(cartTotals(lines(), 'A').totalVolume).toBe(litres);
  });

  it('totalVolume of any millilitre sizes is the millilitres over 1000, exactly', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ ml: fc.integer({ min: 1, max: 2000 }), quantity: fc.integer({ min: 1, max: 20 }) }), { maxLength: 6 }),
        (shapes) => {
          const lines = shapes.map(({ ml, quantity }) => line(`${ml} ml`, { quantity }));
          expect(cartTotals(lines, 'A').totalVolume).toBe(sumOf(shapes.map(({ ml, quantity }) => ml * quantity)) / 1000);
        },
      ),
    );
  });

  it.each([
    {
      name: 'rule A, 6 items of 750 ML', rule: 'A' as const, lines: () => [line('750 ML', { quantity: 6 })], ok: false,
      message: { id: 'messages.ruleA' }, text: RULE_A_TEXT,
    },
    { name: 'rule A, 7 items of 750 ML', rule: 'A' as const, lines: () => [line('750 ML', { quantity: 7 })], ok: true, message: null },
    { name: 'rule A, one 5 Litre', rule: 'A' as const, lines: () => [line('5 Litre')], ok: true, message: null },
    {
      name: 'rule B, cone/candy x4', rule: 'B' as const, lines: () => [line('Pack of 6', { category: CONE_CANDY, quantity: 4 })], ok: false,
      message: { id: 'messages.ruleB', values: { 0: 4 } }, text: 'Minimum 5 quantities required for ConeCandy products. Current quantity: 4',
    },
    { name: 'rule B, 750 ML x1', rule: 'B' as const, lines: () => [line('750 ML')], ok: true, message: null },
  ])('canPlaceOrder / orderValidationMessage follow the order rule: $name', ({ rule, lines, ok, message, text }) => {
    const totals = cartTotals(lines(), rule);
    expect(totals.canPlaceOrder).toBe(ok);
    expect(totals.orderValidationMessage).toEqual(message);
    // The key words as spec section 5 quotes it.
    expect(totals.orderValidationMessage && wordsIn('en', totals.orderValidationMessage)).toBe(text ?? null);
  });
});

describe('priceLines', () => {
  it('keeps every line and its order, adding unitPrice and amount', () => {
    const lines = [line('750 ML', { quantity: 2, mrp: 260 }), line('Pack of 6', { category: CONE_CANDY, quantity: 3, mrp: 0, price: 40 })];
    const priced = priceLines(lines);
    expect(priced.map((l) => l.size.id)).toEqual(lines.map((l) => l.size.id));
    expect(priced.map((l) => [l.unitPrice, l.amount])).toEqual([
      [260, 520],
      [40, 120],
    ]);
  });
});

/** Independent model of the spec's pricing (sections 4 and 9). */
function modelTotal(lines: readonly CartLine[], allowWholesale = true): number {
  const fiveLitreMl = sumOf(lines.filter(modelIsFiveLitre).map((l) => 5000 * l.quantity));
  const wholesale = allowWholesale && fiveLitreMl >= 10_000;
  return sumOf(
    lines.map((l) => {
      const unit = wholesale && modelIsFiveLitre(l) ? l.size.price : l.size.mrp > 0 ? l.size.mrp : l.size.price;
      return unit * l.quantity;
    }),
  );
}

describe('cartTotals properties over random carts', () => {
  it('totalAmount equals the sum of line amounts and the sum of unitPrice * quantity', () => {
    fc.assert(
      fc.property(cartArb(), (lines) => {
        const totals = cartTotals(lines, 'A');
        expect(totals.lines).toHaveLength(lines.length);
        expect(totals.totalAmount).toBe(sumOf(totals.lines.map((l) => l.amount)));
        expect(totals.totalAmount).toBe(sumOf(totals.lines.map((l) => l.unitPrice * l.quantity)));
        for (const l of totals.lines) expect(l.amount).toBe(l.unitPrice * l.quantity);
      }),
    );
  });

  it('totalAmount equals an independent model of the pricing rule', () => {
    fc.assert(
      fc.property(cartArb(anyPrices), (lines) => {
        expect(cartTotals(lines, 'A').totalAmount).toBe(modelTotal(lines));
      }),
    );
  });

  it('wholesale never raises a total (catalogue prices: price <= mrp, or no mrp)', () => {
    fc.assert(
      fc.property(cartArb(cataloguePrices), (lines) => {
        const nonWholesale = sumOf(lines.map((l) => (l.size.mrp > 0 ? l.size.mrp : l.size.price) * l.quantity));
        expect(cartTotals(lines, 'A').totalAmount).toBeLessThanOrEqual(nonWholesale);
        expect(cartTotals(lines, 'B').totalAmount).toBeLessThanOrEqual(nonWholesale);
      }),
    );
  });

  it('totals do not depend on the order of the lines', () => {
    fc.assert(
      fc.property(cartAndPermutation, ([lines, shuffled]) => {
        for (const rule of ['A', 'B'] as const) {
          const { lines: _a, ...first } = cartTotals(lines, rule);
          const { lines: _b, ...second } = cartTotals(shuffled, rule);
          expect(second).toEqual(first);
        }
      }),
    );
  });

  it('totalItems equals the sum of quantities; totalCountItems the cone/candy quantities', () => {
    fc.assert(
      fc.property(cartArb(), (lines) => {
        const totals = cartTotals(lines, 'A');
        expect(totals.totalItems).toBe(sumOf(lines.map((l) => l.quantity)));
        expect(totals.totalCountItems).toBe(sumOf(lines.filter((l) => l.category === CONE_CANDY).map((l) => l.quantity)));
      }),
    );
  });

  it('totalVolume counts ice cream litres only, exact to the millilitre', () => {
    fc.assert(
      fc.property(cartArb(), (lines) => {
        const ml = sumOf(lines.filter((l) => l.category !== CONE_CANDY).map((l) => MODEL_MILLILITRES[sampleSize(l)] * l.quantity));
        expect(cartTotals(lines, 'A').totalVolume).toBe(ml / 1000);
      }),
    );
  });

  it('isWholesale iff 5-litre lines hold >= 10 litres; litresToWholesale = max(0, 10 - those litres)', () => {
    fc.assert(
      fc.property(cartArb(), (lines) => {
        const litres = sumOf(lines.filter(modelIsFiveLitre).map((l) => 5 * l.quantity));
        const totals = cartTotals(lines, 'A');
        expect(totals.fiveLitreVolume).toBe(litres);
        expect(totals.isWholesale).toBe(litres >= 10);
        expect(totals.litresToWholesale).toBe(Math.max(0, 10 - litres));
        expect(totals.lines.every((l) => l.wholesalePrice === (totals.isWholesale && modelIsFiveLitre(l)))).toBe(true);
      }),
    );
  });
});

describe('cartSavings (issue 13: what the customer saves against the MRP)', () => {
  const tub = (quantity: number, price = 1220, mrp = 1480) => line('5 Litre', { price, mrp, quantity });
  it.each([
    { name: 'empty cart', lines: [] as CartLine[], saves: 0 },
    { name: 'one 5 Litre tub: retail, pays the MRP', lines: [tub(1)], saves: 0 },
    { name: 'two 5 Litre tubs: wholesale, (1480 - 1220) x 2', lines: [tub(2)], saves: 520 },
    { name: 'two different tubs x1 each', lines: [tub(1, 1220, 1480), tub(1, 1100, 1300)], saves: 260 + 200 },
    { name: 'wholesale tubs and a 750 ML line (750 ML keeps its MRP)', lines: [tub(2), line('750 ML', { price: 249, mrp: 260, quantity: 3 })], saves: 520 },
    { name: 'a tub without an MRP saves nothing', lines: [tub(2, 1220, 0)], saves: 0 },
    { name: 'a wholesale price above the MRP is not a negative saving', lines: [tub(1, 1220, 1480), tub(1, 1500, 1400)], saves: 260 },
    { name: 'cone/candy sized "5 Litre" is no tub', lines: [line('5 Litre', { category: CONE_CANDY, price: 10, mrp: 20, quantity: 4 })], saves: 0 },
  ])('$name: saves $saves', ({ lines, saves }) => {
    expect(cartSavings(lines)).toBe(saves);
  });

  it('is never negative, whatever the prices', () => {
    fc.assert(
      fc.property(cartArb(anyPrices), fc.boolean(), (lines, wholesale) => {
        expect(cartSavings(lines, wholesale)).toBeGreaterThanOrEqual(0);
      }),
    );
  });

  it('is 0 when every price equals its MRP', () => {
    fc.assert(
      fc.property(cartArb(anyPrices.map(({ mrp }) => ({ price: mrp, mrp }))), fc.boolean(), (lines, wholesale) => {
        expect(cartSavings(lines, wholesale)).toBe(0);
      }),
    );
  });

  it('a wholesale cart saves at least as much as the same lines at retail', () => {
    fc.assert(
      fc.property(cartArb(anyPrices), (lines) => {
        expect(cartSavings(lines, true)).toBeGreaterThanOrEqual(cartSavings(lines, false));
      }),
    );
  });

  it('is the MRP total less what the cart charges, for catalogue prices', () => {
    fc.assert(
      fc.property(cartArb(cataloguePrices), (lines) => {
        const atMrp = sumOf(lines.map((l) => unitPrice(l, false) * l.quantity));
        expect(cartSavings(lines)).toBe(atMrp - cartTotals(lines, 'A').totalAmount);
      }),
    );
  });
});

describe('wholesaleOffer (issue 13: the 5 Litre card names the wholesale price)', () => {
  it.each([
    { name: '5 Litre below its MRP', size: '5 Litre', price: 1220, mrp: 1480, offer: { mrp: 1480, price: 1220, minLitres: 10 } },
    { name: '5 Litre at its MRP', size: '5 Litre', price: 1480, mrp: 1480, offer: null },
    { name: '5 Litre without an MRP', size: '5 Litre', price: 1220, mrp: 0, offer: null },
    { name: '5 Litre without a wholesale price', size: '5 Litre', price: 0, mrp: 1480, offer: null },
    { name: '750 ML below its MRP', size: '750 ML', price: 249, mrp: 260, offer: null },
  ])('$name', ({ size, price, mrp, offer }) => {
    expect(wholesaleOffer(line(size, { price, mrp }))).toEqual(offer);
  });

  it('cone/candy sized "5 Litre" has no offer', () => {
    expect(wholesaleOffer(line('5 Litre', { category: CONE_CANDY, price: 10, mrp: 20 }))).toBeNull();
  });

  it('its price is what each tub costs once the cart reaches the threshold', () => {
    const tubLine = line('5 Litre', { price: 1220, mrp: 1480, quantity: 1 });
    const offer = wholesaleOffer(tubLine)!;
    const atThreshold = { ...tubLine, quantity: offer.minLitres / 5 };
    expect(priceLines([atThreshold])[0]!.unitPrice).toBe(offer.price);
    expect(priceLines([{ ...atThreshold, quantity: atThreshold.quantity - 1 }])[0]!.unitPrice).toBe(offer.mrp);
  });
});
