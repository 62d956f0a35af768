/** Shared builders and fast-check arbitraries for the unit tests (not a test file itself). */
import fc from 'fast-check';
import type { CartLine, StockStatus } from '../../domain/cartLine.ts';

export const ICE_CREAM = 'IceCreame';
export const CONE_CANDY = 'ConeCandy';

let nextId = 1;

/** One cart line; defaults: ice cream, price 100, mrp 120, quantity 1, In Stock. */
export function line(
  size: string,
  options: { category?: string; price?: number; mrp?: number; quantity?: number; productId?: number; status?: StockStatus } = {},
): CartLine {
  const id = nextId++;
  return {
    productId: options.productId ?? id,
    category: options.category ?? ICE_CREAM,
    size: { id, size, price: options.price ?? 100, mrp: options.mrp ?? 120, status: options.status ?? 'In Stock' },
    quantity: options.quantity ?? 1,
  };
}

export const SIZES = ['750 ML', '5 Litre', 'Pack of 6'] as const;
export type SampleSize = (typeof SIZES)[number];

/** Independent model of a sample size: litres per unit (null: names no litres). */
export const MODEL_MILLILITRES: Record<SampleSize, number> = { '750 ML': 750, '5 Litre': 5000, 'Pack of 6': 0 };

interface LineShape {
  category: string;
  size: SampleSize;
  price: number;
  mrp: number;
  quantity: number;
  productId: number;
}

const toLine = (shape: LineShape, index: number): CartLine => ({
  productId: shape.productId,
  category: shape.category,
  size: { id: index + 1, size: shape.size, price: shape.price, mrp: shape.mrp, status: 'In Stock' },
  quantity: shape.quantity,
});

const lineShape = (prices: fc.Arbitrary<{ price: number; mrp: number }>): fc.Arbitrary<LineShape> =>
  fc
    .record({
      category: fc.constantFrom(ICE_CREAM, CONE_CANDY),
      size: fc.constantFrom(...SIZES),
      prices,
      quantity: fc.integer({ min: 1, max: 20 }),
      productId: fc.integer({ min: 1, max: 30 }),
    })
    .map(({ prices: p, ...rest }) => ({ ...rest, ...p }));

/** Any integer price and mrp (mrp 0 means "no mrp"). */
export const anyPrices = fc.record({ price: fc.integer({ min: 0, max: 5000 }), mrp: fc.integer({ min: 0, max: 5000 }) });

/** Prices as a catalogue holds them: the wholesale price never above the mrp (or no mrp at all). */
export const cataloguePrices = fc.oneof(
  fc.integer({ min: 0, max: 5000 }).chain((mrp) => fc.record({ price: fc.integer({ min: 0, max: mrp }), mrp: fc.constant(mrp) })),
  fc.record({ price: fc.integer({ min: 0, max: 5000 }), mrp: fc.constant(0) }),
);

export const cartArb = (prices: fc.Arbitrary<{ price: number; mrp: number }> = anyPrices): fc.Arbitrary<CartLine[]> =>
  fc.array(lineShape(prices), { maxLength: 8 }).map((shapes) => shapes.map(toLine));

/** A cart and the same lines in another order. */
export const cartAndPermutation = cartArb().chain((lines) =>
  fc.shuffledSubarray(lines, { minLength: lines.length, maxLength: lines.length }).map((shuffled) => [lines, shuffled] as const),
);

/** The sample size of a line built by cartArb. */
export const sampleSize = (l: CartLine): SampleSize => l.size.size as SampleSize;

/** Independent model: a line is a 5-litre tub when it is ice cream in the '5 Litre' size. */
export const modelIsFiveLitre = (l: CartLine): boolean => l.category !== CONE_CANDY && sampleSize(l) === '5 Litre';

export const sumOf = (values: readonly number[]): number => values.reduce((a, b) => a + b, 0);
