import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { deriveCategories } from '../../domain/categoryOrder.ts';
import { loadTranslations } from '../../src/app/languageCatalogues.ts';
import * as guLabels from '../../domain/messages/gu/labels.ts';
import { productRecord, type ProductRecord } from '../../domain/contract.ts';
import { PLACEHOLDER_IMAGE } from '../../domain/images.ts';
import {
  ALL_CATEGORIES, categoryLabel, filterProducts, imageForSize, isOutOfStock, mergeProductLists, productDescription, productPath, stockStatus,
  toProduct, type Product,
} from '../../domain/products.ts';
import { fromPrice, productById } from '../../domain/productPage.ts';

const product = (record: ProductRecord): Product => toProduct(productRecord.parse(record));

const tubRecord = (overrides: Partial<ProductRecord> = {}): ProductRecord => ({
  pid: 7,
  title: 'Kesar Pista',
  type: 'IceCreame',
  image: 'kesar.png',
  cover: 'kesar-cover.png',
  status: 'In Stock',
  product_data: [
    { id: 70, size: '750 ML', price: '289', mrp: '300', status: 'In Stock' },
    { id: 71, size: '5 Litre', price: 1390, mrp: 1650, status: 'In Stock' },
  ],
  ...overrides,
});

describe('toProduct', () => {
  it('maps pid, title, type, image, cover and sizes', () => {
    const p = product(tubRecord());
    expect(p).toMatchObject({
      id: 7,
      name: 'Kesar Pista',
      category: 'IceCreame',
      image: '/uploads/kesar.png',
      cover: '/uploads/kesar-cover.png',
      hasCover: true,
    });
    expect(p.sizes).toEqual([
      { id: 70, size: '750 ML', price: 289, mrp: 300, status: 'In Stock' },
      { id: 71, size: '5 Litre', price: 1390, mrp: 1650, status: 'In Stock' },
    ]);
    expect(p.description).toContain('Kesar Pista');
  });

  it.each([
    { name: 'type missing', type: undefined, expected: 'Classic Flavors' },
    { name: 'type null', type: null, expected: 'Classic Flavors' },
    { name: 'type empty', type: '', expected: 'Classic Flavors' },
    { name: 'type blank', type: '  ', expected: 'Classic Flavors' },
    { name: 'type ConeCandy', type: 'ConeCandy', expected: 'ConeCandy' },
    { name: 'type Sundae', type: 'Sundae', expected: 'Sundae' },
  ])('category when $name -> $expected', ({ type, expected }) => {
    expect(product(tubRecord({ type })).category).toBe(expected);
  });

  it.each([
    { name: 'no product_data', product_data: undefined },
    { name: 'product_data null', product_data: null },
    { name: 'product_data empty', product_data: [] },
  ])('$name -> one Regular size, price 0, mrp 0, In Stock', ({ product_data }) => {
    expect(product(tubRecord({ product_data })).sizes).toEqual([{ id: 0, size: 'Regular', price: 0, mrp: 0, status: 'In Stock' }]);
  });

  it('a product Out of Stock makes every size Out of Stock', () => {
    const p = product(tubRecord({ status: 'Out of Stock' }));
    expect(p.sizes.map((s) => s.status)).toEqual(['Out of Stock', 'Out of Stock']);
    expect(isOutOfStock(p)).toBe(true);
  });

  it('a product Out of Stock without sizes gets a Regular size Out of Stock', () => {
    expect(product(tubRecord({ status: 'Out of Stock', product_data: null })).sizes).toEqual([
      { id: 0, size: 'Regular', price: 0, mrp: 0, status: 'Out of Stock' },
    ]);
  });

  it('a size Out of Stock stays so; the others stay In Stock', () => {
    const p = product(
      tubRecord({
        product_data: [
          { id: 1, size: '750 ML', price: 1, mrp: 1, status: 'Out of Stock' },
          { id: 2, size: '5 Litre', price: 1, mrp: 1 },
        ],
      }),
    );
    expect(p.sizes.map((s) => s.status)).toEqual(['Out of Stock', 'In Stock']);
    expect(isOutOfStock(p)).toBe(false);
  });

  it.each([
    { name: 'file name', image: 'x.png', expected: '/uploads/x.png' },
    { name: 'absolute path', image: '/img/x.png', expected: '/img/x.png' },
    { name: 'http address', image: 'https://cdn.example.com/x.png', expected: 'https://cdn.example.com/x.png' },
    { name: 'missing', image: undefined, expected: PLACEHOLDER_IMAGE },
    { name: 'empty', image: '', expected: PLACEHOLDER_IMAGE },
  ])('image rule: $name -> $expected', ({ image, expected }) => {
    const p = product(tubRecord({ image, cover: null }));
    expect(p.image).toBe(expected);
    expect(p.cover).toBe(expected); // cover defaults to the image
    expect(p.hasCover).toBe(false);
  });

  it.each([
    { name: 'missing', cover: undefined },
    { name: 'null', cover: null },
    { name: 'empty', cover: '' },
    { name: 'blank', cover: '  ' },
  ])('cover $name -> the image', ({ cover }) => {
    const p = product(tubRecord({ cover }));
    expect(p.cover).toBe('/uploads/kesar.png');
    expect(p.hasCover).toBe(false);
  });

  it('parses text prices and rounds them to whole rupees', () => {
    const p = product(tubRecord({ product_data: [{ id: 1, size: '750 ML', price: ' 249.40 ', mrp: '260.6' }] }));
    expect(p.sizes[0]).toMatchObject({ price: 249, mrp: 261 });
  });
});

describe('stockStatus', () => {
  it.each([
    ['Out of Stock', 'Out of Stock'],
    ['out of stock', 'Out of Stock'],
    [' OUT OF STOCK ', 'Out of Stock'],
    ['In Stock', 'In Stock'],
    ['', 'In Stock'],
    [null, 'In Stock'],
    [undefined, 'In Stock'],
  ] as const)('%j -> %j', (status, expected) => {
    expect(stockStatus(status)).toBe(expected);
  });
});

describe('imageForSize', () => {
  const tub = product(tubRecord());
  const cone = product(tubRecord({ type: 'ConeCandy', product_data: [{ id: 1, size: 'Pack of 6', price: 90, mrp: 100 }] }));
  const noCover = product(tubRecord({ cover: null }));
  const coneNoCover = product(tubRecord({ type: 'ConeCandy', cover: '' }));
  it.each([
    { name: '750 ML uses the cover', p: tub, size: '750 ML' as string | undefined, expected: '/uploads/kesar-cover.png' },
    { name: '5 Litre uses the image', p: tub, size: '5 Litre', expected: '/uploads/kesar.png' },
    { name: 'no size uses the image', p: tub, size: undefined, expected: '/uploads/kesar.png' },
    { name: 'cone/candy uses the cover', p: cone, size: 'Pack of 6', expected: '/uploads/kesar-cover.png' },
    { name: 'cone/candy without size uses the cover', p: cone, size: undefined, expected: '/uploads/kesar-cover.png' },
    { name: 'no cover: 750 ML uses the image', p: noCover, size: '750 ML', expected: '/uploads/kesar.png' },
    { name: 'no cover: cone/candy uses the image', p: coneNoCover, size: 'Pack of 6', expected: '/uploads/kesar.png' },
  ])('$name', ({ p, size, expected }) => {
    expect(imageForSize(p, size === undefined ? undefined : { size })).toBe(expected);
  });
});

describe('deriveCategories', () => {
  const cats = (...categories: string[]) => categories.map((category) => ({ category }));
  it.each([
    { name: 'ConeCandy after Classic Flavors', input: cats('IceCreame', 'Classic Flavors', 'Sundae'), expected: ['IceCreame', 'Classic Flavors', 'ConeCandy', 'Sundae'] },
    { name: 'ConeCandy first when Classic Flavors is absent', input: cats('IceCreame', 'Sundae'), expected: ['ConeCandy', 'IceCreame', 'Sundae'] },
    { name: 'no duplicates, in order of first appearance', input: cats('IceCreame', 'IceCreame', 'Classic Flavors', 'IceCreame', 'Classic Flavors'), expected: ['IceCreame', 'Classic Flavors', 'ConeCandy'] },
    { name: 'ConeCandy products do not duplicate it', input: cats('ConeCandy', 'IceCreame', 'ConeCandy', 'Classic Flavors'), expected: ['IceCreame', 'Classic Flavors', 'ConeCandy'] },
    { name: 'no products', input: cats(), expected: ['ConeCandy'] },
  ])('$name', ({ input, expected }) => {
    expect(deriveCategories(input)).toEqual(expected);
  });

  it('holds every category once, ConeCandy right after Classic Flavors (or first)', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('IceCreame', 'ConeCandy', 'Classic Flavors', 'Sundae', 'Kulfi')), (categories) => {
        const result = deriveCategories(cats(...categories));
        expect(new Set(result).size).toBe(result.length);
        expect(new Set(result)).toEqual(new Set([...categories, 'ConeCandy']));
        const classic = result.indexOf('Classic Flavors');
        expect(result.indexOf('ConeCandy')).toBe(classic + 1);
      }),
    );
  });
});

describe('categoryLabel', () => {
  it.each([
    ['IceCreame', 'Ice Cream'],
    ['ConeCandy', 'Cone & Candy'],
    ['Classic Flavors', 'Classic Flavors'],
    ['Sundae', 'Sundae'],
  ])('%j -> %j', (category, label) => {
    expect(categoryLabel('en', category)).toBe(label);
  });
});

describe('filterProducts', () => {
  const list = [
    { name: 'Kesar Pista', category: 'IceCreame' },
    { name: 'Alphonso Mango', category: 'IceCreame' },
    { name: 'Mango Candy', category: 'ConeCandy' },
    { name: 'Choco Cone', category: 'ConeCandy' },
  ];
  it.each([
    { name: 'all, no search', search: '', category: ALL_CATEGORIES, expected: ['Kesar Pista', 'Alphonso Mango', 'Mango Candy', 'Choco Cone'] },
    { name: 'case-insensitive search', search: 'MANGO', category: ALL_CATEGORIES, expected: ['Alphonso Mango', 'Mango Candy'] },
    { name: 'search is trimmed', search: '  pista ', category: ALL_CATEGORIES, expected: ['Kesar Pista'] },
    { name: 'category only', search: '', category: 'ConeCandy', expected: ['Mango Candy', 'Choco Cone'] },
    { name: 'search within a category', search: 'mango', category: 'IceCreame', expected: ['Alphonso Mango'] },
    { name: 'nothing found', search: 'vanilla', category: ALL_CATEGORIES, expected: [] },
    { name: 'unknown category', search: '', category: 'Sundae', expected: [] },
  ])('$name', ({ search, category, expected }) => {
    expect(filterProducts(list, search, category).map((p) => p.name)).toEqual(expected);
  });

  it('All Categories with an empty search keeps every product; results are always a subset in order', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.string(), category: fc.constantFrom('IceCreame', 'ConeCandy') })),
        fc.string({ maxLength: 3 }),
        fc.constantFrom(ALL_CATEGORIES, 'IceCreame', 'ConeCandy'),
        (products, search, category) => {
          expect(filterProducts(products, '', ALL_CATEGORIES)).toEqual(products);
          const found = filterProducts(products, search, category);
          expect(found).toEqual(products.filter((p) => found.includes(p)));
          for (const p of found) expect(p.name.toLowerCase()).toContain(search.trim().toLowerCase());
        },
      ),
    );
  });
});

describe('mergeProductLists', () => {
  it('main products first, then cone/candy, in their own order', () => {
    const main = [tubRecord({ pid: 3, title: 'C' }), tubRecord({ pid: 1, title: 'A' })].map((r) => productRecord.parse(r));
    const cones = [tubRecord({ pid: 9, title: 'Cone', type: 'ConeCandy' }), tubRecord({ pid: 2, title: 'Candy', type: 'ConeCandy' })].map((r) =>
      productRecord.parse(r),
    );
    expect(mergeProductLists(main, cones).map((p) => p.id)).toEqual([3, 1, 9, 2]);
    expect(mergeProductLists([], cones).map((p) => p.id)).toEqual([9, 2]);
    expect(mergeProductLists(main, []).map((p) => p.id)).toEqual([3, 1]);
  });
});

describe('isOutOfStock', () => {
  const size = (status: 'In Stock' | 'Out of Stock') => ({ id: 1, size: '750 ML', price: 1, mrp: 1, status });
  it.each([
    { name: 'every size out', sizes: [size('Out of Stock'), size('Out of Stock')], expected: true },
    { name: 'one size in', sizes: [size('Out of Stock'), size('In Stock')], expected: false },
    { name: 'all in', sizes: [size('In Stock')], expected: false },
  ])('$name -> $expected', ({ sizes, expected }) => {
    expect(isOutOfStock({ sizes })).toBe(expected);
  });
});

describe('the old backend\'s text answers and piece counts', () => {
  it('reads ids and prices sent as text, and shows a cone/candy piece count as "6 pcs"', () => {
    const cone = product({
      pid: '17', title: 'Chocolate Cone', type: 'ConeCandy', image: 'http://shop.example.com/uploads/cone.png', cover: null, status: 'In Stock',
      product_data: [{ id: '33', size: '6', price: '228', mrp: '240', status: 'In Stock' }, { id: '34', size: '12', price: '450', mrp: '480' }],
    });
    expect(cone.id).toBe(17);
    expect(cone.image).toBe('http://shop.example.com/uploads/cone.png');
    expect(cone.sizes.map((size) => [size.id, size.size, size.price, size.mrp])).toEqual([[33, '6 pcs', 228, 240], [34, '12 pcs', 450, 480]]);
  });

  it('a tub\'s size is never read as a piece count', () => {
    expect(product(tubRecord({ product_data: [{ id: 1, size: '5', price: 1, mrp: 1 }] })).sizes[0]!.size).toBe('5');
  });
});

describe('fromPrice (a product page\'s "From ₹…", issue 13)', () => {
  const sized = (...sizes: [string, number, number, string?][]) =>
    product(tubRecord({ product_data: sizes.map(([size, price, mrp, status], i) => ({ id: 80 + i, size, price, mrp, status: status ?? 'In Stock' })) }));

  it.each([
    ['the lowest MRP of the sizes', sized(['5 Litre', 1390, 1650], ['750 ML', 289, 300]), 300],
    ['the price where a size has no MRP', sized(['750 ML', 289, 0], ['5 Litre', 1390, 1650]), 289],
    ['never the wholesale price of a 5 Litre tub', sized(['5 Litre', 1390, 1650]), 1650],
    ['of the sizes in stock only', sized(['750 ML', 289, 300, 'Out of Stock'], ['5 Litre', 1390, 1650]), 1650],
    ['of all sizes when none is in stock', sized(['750 ML', 289, 300, 'Out of Stock'], ['5 Litre', 1390, 1650, 'Out of Stock']), 300],
  ])('is %s', (_case, p, expected) => {
    expect(fromPrice(p)).toBe(expected);
  });

  it('is one of the prices the product card shows, and no size in stock costs less', () => {
    const size = fc.record({ price: fc.integer({ min: 0, max: 5000 }), mrp: fc.integer({ min: 0, max: 5000 }), inStock: fc.boolean(), litre5: fc.boolean() });
    fc.assert(
      fc.property(fc.array(size, { minLength: 1, maxLength: 5 }), (sizes) => {
        const p = sized(...sizes.map(({ price, mrp, inStock, litre5 }): [string, number, number, string] => [litre5 ? '5 Litre' : '750 ML', price, mrp, inStock ? 'In Stock' : 'Out of Stock']));
        const shelf = p.sizes.map((s) => ({ price: s.mrp > 0 ? s.mrp : s.price, inStock: s.status === 'In Stock' }));
        const from = fromPrice(p);
        expect(shelf.map((s) => s.price)).toContain(from);
        if (shelf.some((s) => s.inStock)) expect(shelf.filter((s) => s.inStock).every((s) => s.price >= from)).toBe(true);
      }),
    );
  });
});

describe('productById and productPath (the product page\'s address, issue 13)', () => {
  const list = [product(tubRecord({ pid: 7 })), product(tubRecord({ pid: 12, title: 'Mango' }))];

  it.each([
    ['7', 7],
    ['12', 12],
    ['8', undefined],
    ['07', undefined],
    ['0', undefined],
    ['-7', undefined],
    ['7.0', undefined],
    ['1e1', undefined],
    ['mango', undefined],
    ['', undefined],
    ['99999999999', undefined],
  ])('the page "%s" shows the product %s', (id, expected) => {
    expect(productById(list, id)?.id).toBe(expected);
  });

  it('finds a product by its own page\'s address', () => {
    for (const p of list) expect(productById(list, productPath(p.id).split('/')[2]!)).toBe(p);
  });
});

describe('category names and descriptions in the shown language (issue 16)', () => {
  it('follow the language asked for; a category the shop made up keeps its own name', async () => {
    const mango = { name: 'Alphonso Mango', category: 'IceCreame' };
    const cone = { name: 'Choco Cone', category: 'ConeCandy' };
    expect([categoryLabel('en', 'IceCreame'), categoryLabel('en', 'ConeCandy')]).toEqual(['Ice Cream', 'Cone & Candy']);
    expect(productDescription('en', mango)).toBe('Creamy Alphonso Mango ice cream, delivered frozen across Rajkot.');
    await loadTranslations('gu');
    expect(categoryLabel('gu', 'IceCreame')).toBe(guLabels.labelTexts.iceCream);
    expect(categoryLabel('gu', 'ConeCandy')).toBe(guLabels.labelTexts.coneCandy);
    expect(categoryLabel('gu', 'Classic Flavors')).toBe(guLabels.labelTexts.classicFlavors);
    expect(categoryLabel('gu', 'Sugar Free')).toBe('Sugar Free');
    expect(productDescription('gu', mango)).toBe(guLabels.labelTexts.iceCreamDescription('Alphonso Mango'));
    expect(productDescription('gu', cone)).toBe(guLabels.labelTexts.coneCandyDescription('Choco Cone'));
    expect(productDescription('gu', cone)).toContain('Choco Cone');
    expect(categoryLabel('en', 'ConeCandy')).toBe('Cone & Candy');
  });
});
