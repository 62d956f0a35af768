/** Reading back the stored cart (src/app/storedCart.ts): per-line checks and the quantity limit. */
import { describe, expect, it } from 'vitest';
import { MAX_LINE_QUANTITY } from '../../domain/constants.ts';
import { clampQuantity, isAtQuantityLimit } from '../../domain/cartLine.ts';
import type { CartItem } from '../../machines/cart.ts';
import { parseStoredCart, parseStoredCartChange } from '../../src/app/storedCart.ts';

const mango = { id: 1, name: 'Alphonso Mango', category: 'IceCreame', image: '/uploads/1.svg', cover: '/uploads/1.svg', hasCover: false };
const vanilla = { ...mango, id: 3, name: 'Madagascar Vanilla' };
const tub750 = { id: 11, size: '750 ML', price: 249, mrp: 260, status: 'In Stock' as const };
const tub5l = { id: 12, size: '5 Litre', price: 1220, mrp: 1450, status: 'In Stock' as const };
const line = (product: CartItem['product'], size: CartItem['size'], quantity: number): CartItem => ({ product, size, quantity });
const stored = (items: unknown[], version: unknown = 1) => JSON.stringify({ version, items });

describe('the quantity limit', () => {
  it('is the constant the server checks (99)', () => {
    expect(MAX_LINE_QUANTITY).toBe(99);
  });

  it.each([
    [1, 1],
    [98, 98],
    [99, 99],
    [100, 99],
    [5000, 99],
  ])('clampQuantity(%d) = %d', (quantity, clamped) => {
    expect(clampQuantity(quantity)).toBe(clamped);
  });

  it('a line is full at the limit, not below it', () => {
    expect(isAtQuantityLimit({ quantity: 98 })).toBe(false);
    expect(isAtQuantityLimit({ quantity: 99 })).toBe(true);
  });
});

describe('parseStoredCart', () => {
  it('reads a cart in the current format', () => {
    const items = [line(mango, tub750, 3), line(mango, tub5l, 1)];
    expect(parseStoredCart(stored(items))).toEqual(items);
  });

  it('clamps a line above the limit to it instead of emptying the cart', () => {
    const items = [line(mango, tub750, 150), line(vanilla, tub750, 2)];
    expect(parseStoredCart(stored(items))).toEqual([line(mango, tub750, MAX_LINE_QUANTITY), line(vanilla, tub750, 2)]);
  });

  it('drops only a damaged line and keeps the good ones', () => {
    const good = [line(mango, tub750, 3), line(vanilla, tub750, 2)];
    const damaged = [
      { ...line(mango, tub5l, 0) },
      { ...line(mango, tub5l, 2.5) },
      { product: { id: 'x' }, size: tub5l, quantity: 1 },
      { ...line(mango, tub5l, 1), size: { ...tub5l, status: 'Sold' } },
      null,
      'text',
    ];
    expect(parseStoredCart(stored([good[0], ...damaged, good[1]]))).toEqual(good);
  });

  it('reads anything not a cart of this version as an empty cart', () => {
    for (const text of [null, '', 'not json', '[]', '{}', stored([line(mango, tub750, 1)], 2), JSON.stringify({ version: 1, items: 'x' })]) {
      expect(parseStoredCart(text)).toEqual([]);
    }
  });
});

describe('parseStoredCartChange (another tab wrote the cart)', () => {
  it('takes its lines, clamped', () => {
    expect(parseStoredCartChange(stored([line(mango, tub750, 120)]))).toEqual([line(mango, tub750, MAX_LINE_QUANTITY)]);
  });

  it('a removed cart is an empty one', () => {
    expect(parseStoredCartChange(null)).toEqual([]);
  });

  it('leaves a value of another version alone (null) rather than emptying this tab', () => {
    expect(parseStoredCartChange(stored([line(mango, tub750, 1)], 2))).toBeNull();
    expect(parseStoredCartChange('not json')).toBeNull();
  });
});
