/**
 * Issue 24: an order line's name in the order history follows the shown language when today's catalogue
 * has the product and a name for it in that language; otherwise the name stored with the order.
 */
import { describe, expect, it } from 'vitest';
import type { Language } from '../../domain/locale.ts';
import { orderItemName } from '../../src/screens/OrderHistoryScreen.view.ts';

const catalogue = [
  { id: 1, names: { gu: 'હાફૂસ કેરી', hi: 'हापुस आम' } },
  { id: 2, names: { gu: '  ', hi: '' } },
  { id: 3 },
];

describe('orderItemName', () => {
  it.each<[Language, number, string, string]>([
    ['gu', 1, 'Alphonso Mango', 'હાફૂસ કેરી'],
    ['hi', 1, 'Alphonso Mango', 'हापुस आम'],
    // English keeps the name the order was placed with, even if the product was renamed since.
    ['en', 1, 'Alphonso Mango (old name)', 'Alphonso Mango (old name)'],
    // The product has no name (or only a blank one) in the language: the stored name.
    ['gu', 2, 'Kesar Pista', 'Kesar Pista'],
    ['hi', 2, 'Kesar Pista', 'Kesar Pista'],
    ['hi', 3, 'Chocolate Cone', 'Chocolate Cone'],
    // The product is no longer in the catalogue: the stored name.
    ['gu', 99, 'Sitafal', 'Sitafal'],
  ])('in %s, product %d stored as %s reads %s', (language, productId, stored, shown) => {
    expect(orderItemName(language, { productId, name: stored }, catalogue)).toBe(shown);
  });

  it('reads the stored name while the catalogue is not loaded', () => {
    expect(orderItemName('gu', { productId: 1, name: 'Alphonso Mango' }, [])).toBe('Alphonso Mango');
  });
});
