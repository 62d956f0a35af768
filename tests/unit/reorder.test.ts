/** Order again's rule (domain/reorder.ts): which lines of a past order go back into the cart, and the toast texts. */
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PricedSize } from '../../domain/cartLine.ts';
import { MAX_LINE_QUANTITY } from '../../domain/constants.ts';
import { reorderTexts } from '../../domain/messages/reorder.ts';
import type { Product } from '../../domain/products.ts';
import { planReorder, reorderItemCount, type PastLine } from '../../domain/reorder.ts';

const size = (id: number, text: string, price: number, mrp: number, status: PricedSize['status'] = 'In Stock'): PricedSize => ({
  id, size: text, price, mrp, status,
});
const product = (id: number, name: string, sizes: PricedSize[], category = 'IceCreame'): Product => ({
  id, name, category, description: '', image: `/uploads/${id}.svg`, cover: `/uploads/${id}.svg`, hasCover: false, sizes,
});

/** Today's catalogue: Kesar Pista's 5 Litre tub is out of stock, the mango tub's price went up. */
const today: Product[] = [
  product(1, 'Alphonso Mango', [size(11, '750 ML', 249, 260), size(12, '5 Litre', 1250, 1500)]),
  product(2, 'Kesar Pista', [size(21, '750 ML', 270, 280), size(22, '5 Litre', 1300, 1550, 'Out of Stock')]),
  product(3, 'Chocolate Cone', [size(31, '6 pcs', 150, 160)], 'ConeCandy'),
];

const past = (productId: number, sizeId: number | null, name: string, sizeText: string, quantity: number): PastLine => ({
  productId, sizeId, name, size: sizeText, quantity,
});

describe('planReorder: examples', () => {
  it.each([
    {
      what: 'every line listed and in stock goes back at today\'s price',
      order: [past(1, 12, 'Alphonso Mango', '5 Litre', 2), past(3, 31, 'Chocolate Cone', '6 pcs', 5)],
      back: [[1, 12, 2, 1500], [3, 31, 5, 160]],
      missing: [],
    },
    {
      what: 'an out-of-stock size is named, the rest goes back',
      order: [past(2, 22, 'Kesar Pista', '5 Litre', 1), past(2, 21, 'Kesar Pista', '750 ML', 3)],
      back: [[2, 21, 3, 280]],
      missing: [{ name: 'Kesar Pista', size: '5 Litre' }],
    },
    {
      what: 'a product no longer listed is named by the name the order shows',
      order: [past(9, 91, 'Sitafal', '750 ML', 1)],
      back: [],
      missing: [{ name: 'Sitafal', size: '750 ML' }],
    },
    {
      what: 'a size no longer listed is named',
      order: [past(1, 13, 'Alphonso Mango', '1 Litre', 1)],
      back: [],
      missing: [{ name: 'Alphonso Mango', size: '1 Litre' }],
    },
    {
      what: 'a line without a size id (an older server) is matched by the size text',
      order: [past(1, null, 'Alphonso Mango', '750 ml', 4), past(2, null, 'Kesar Pista', '5 Litre', 1)],
      back: [[1, 11, 4, 260]],
      missing: [{ name: 'Kesar Pista', size: '5 Litre' }],
    },
    {
      what: 'a quantity above the line limit is clamped to it',
      order: [past(1, 11, 'Alphonso Mango', '750 ML', MAX_LINE_QUANTITY + 30)],
      back: [[1, 11, MAX_LINE_QUANTITY, 260]],
      missing: [],
    },
    {
      what: 'the same product and size listed twice becomes one line, clamped',
      order: [past(1, 11, 'Alphonso Mango', '750 ML', 60), past(1, 11, 'Alphonso Mango', '750 ML', 60)],
      back: [[1, 11, MAX_LINE_QUANTITY, 260]],
      missing: [],
    },
    {
      what: 'a line missing twice is named once; a quantity below 1 reads as 1',
      order: [past(9, 91, 'Sitafal', '750 ML', 1), past(9, 91, 'Sitafal', '750 ML', 2), past(3, 31, 'Chocolate Cone', '6 pcs', 0)],
      back: [[3, 31, 1, 160]],
      missing: [{ name: 'Sitafal', size: '750 ML' }],
    },
  ])('$what', ({ order, back, missing }) => {
    const plan = planReorder(order, today);
    expect(plan.lines.map((line) => [line.product.id, line.size.id, line.quantity, line.size.mrp])).toEqual(back);
    expect(plan.missing).toEqual(missing);
  });

  it('a line carries the product as the cart keeps it (no description or sizes) and today\'s size', () => {
    const [line] = planReorder([past(1, 12, 'Mango (old name)', '5 Litre', 1)], today).lines;
    expect(line).toEqual({
      product: { id: 1, name: 'Alphonso Mango', category: 'IceCreame', image: '/uploads/1.svg', cover: '/uploads/1.svg', hasCover: false },
      size: size(12, '5 Litre', 1250, 1500),
      quantity: 1,
    });
  });

  it('counts items by quantity', () => {
    expect(reorderItemCount(planReorder([past(1, 12, 'Alphonso Mango', '5 Litre', 2), past(3, 31, 'Chocolate Cone', '6 pcs', 5)], today))).toBe(7);
  });
});

describe("planReorder: the products' names in the customer's languages (issue 24)", () => {
  const names = { gu: 'કેસર પિસ્તા', hi: 'केसर पिस्ता' };
  const named = today.map((listed) => (listed.id === 2 ? { ...listed, names } : listed));

  it('a line going back carries the names, so the cart shows it in the language shown', () => {
    const plan = planReorder([past(2, 21, 'Kesar Pista', '750 ML', 1), past(1, 11, 'Alphonso Mango', '750 ML', 1)], named);
    expect(plan.lines.map((line) => line.product.names)).toEqual([names, undefined]);
  });

  it('a line that cannot go back carries them where the catalogue still lists the product, to be named in the language', () => {
    const plan = planReorder([past(2, 22, 'Kesar Pista', '5 Litre', 1), past(9, 91, 'Sitafal', '750 ML', 1)], named);
    expect(plan.missing).toEqual([{ name: 'Kesar Pista', size: '5 Litre', names }, { name: 'Sitafal', size: '750 ML' }]);
  });
});

describe('planReorder: properties', () => {
  const statusArb = fc.constantFrom<PricedSize['status']>('In Stock', 'Out of Stock');
  const catalogueArb = fc.uniqueArray(
    fc.record({
      id: fc.integer({ min: 1, max: 6 }),
      sizes: fc.uniqueArray(fc.record({ id: fc.integer({ min: 1, max: 6 }), mrp: fc.integer({ min: 1, max: 2000 }), status: statusArb }), {
        selector: (entry) => entry.id, maxLength: 3,
      }),
    }),
    { selector: (entry) => entry.id, maxLength: 5 },
  ).map((entries) =>
    entries.map(({ id, sizes }) => product(id, `Product ${id}`, sizes.map((entry) => size(id * 10 + entry.id, `${entry.id * 250} ML`, entry.mrp, entry.mrp, entry.status)))),
  );
  const orderArb = fc.array(
    fc.record({ productId: fc.integer({ min: 1, max: 7 }), size: fc.integer({ min: 1, max: 7 }), quantity: fc.integer({ min: -2, max: 250 }) }),
    { maxLength: 8 },
  ).map((lines) => lines.map((line) => past(line.productId, line.productId * 10 + line.size, `Product ${line.productId}`, `${line.size * 250} ML`, line.quantity)));

  const findSize = (catalogue: readonly Product[], line: PastLine) =>
    catalogue.find((entry) => entry.id === line.productId)?.sizes.find((entry) => entry.id === line.sizeId);

  it('every line of the order either goes back (listed and in stock) or is named, never both', () => {
    fc.assert(
      fc.property(catalogueArb, orderArb, (catalogue, order) => {
        const plan = planReorder(order, catalogue);
        for (const line of order) {
          const goesBack = findSize(catalogue, line)?.status === 'In Stock';
          expect(plan.lines.some((taken) => taken.product.id === line.productId && taken.size.id === line.sizeId)).toBe(goesBack);
          expect(plan.missing.some((named) => named.name === line.name && named.size === line.size)).toBe(!goesBack);
        }
      }),
    );
  });

  it('lines go back at today\'s price and stock, once per product and size, with 1 to the line limit', () => {
    fc.assert(
      fc.property(catalogueArb, orderArb, (catalogue, order) => {
        const plan = planReorder(order, catalogue);
        const keys = plan.lines.map((line) => `${line.product.id}:${line.size.id}`);
        expect(new Set(keys).size).toBe(keys.length);
        for (const line of plan.lines) {
          expect(line.size).toEqual(catalogue.find((entry) => entry.id === line.product.id)?.sizes.find((entry) => entry.id === line.size.id));
          expect(line.size.status).toBe('In Stock');
          expect(Number.isInteger(line.quantity) && line.quantity >= 1 && line.quantity <= MAX_LINE_QUANTITY).toBe(true);
        }
      }),
    );
  });

  it('the quantity is the order\'s (at least 1 per line), up to the limit', () => {
    fc.assert(
      fc.property(catalogueArb, orderArb, (catalogue, order) => {
        for (const line of planReorder(order, catalogue).lines) {
          const ordered = order
            .filter((entry) => entry.productId === line.product.id && entry.sizeId === line.size.id)
            .reduce((sum, entry) => sum + Math.max(1, entry.quantity), 0);
          expect(line.quantity).toBe(Math.min(ordered, MAX_LINE_QUANTITY));
        }
      }),
    );
  });

  it('an empty catalogue names every line and puts none back', () => {
    fc.assert(
      fc.property(orderArb, (order) => {
        const plan = planReorder(order, []);
        expect(plan.lines).toEqual([]);
        expect(plan.missing.length).toBe(new Set(order.map((line) => `${line.name}|${line.size}`)).size);
      }),
    );
  });
});

describe('Order again texts', () => {
  it.each([
    [1, 'Added 1 item to your cart'],
    [7, 'Added 7 items to your cart'],
  ])('%i item(s): %s', (count, text) => {
    expect(reorderTexts.reorderAdded(count)).toBe(text);
  });

  it.each([
    [['Kesar Pista (5 Litre)'], 'Kesar Pista (5 Litre) is no longer available.'],
    [['Kesar Pista (5 Litre)', 'Sitafal (750 ML)'], 'Kesar Pista (5 Litre) and Sitafal (750 ML) are no longer available.'],
    [['A (750 ML)', 'B (5 Litre)', 'C (6 pcs)'], 'A (750 ML), B (5 Litre), and C (6 pcs) are no longer available.'],
  ])('names %j', (names, text) => {
    expect(reorderTexts.reorderUnavailable(names)).toBe(text);
  });
});
