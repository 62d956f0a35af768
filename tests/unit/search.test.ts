/**
 * Issue 24, point 3: what people type and what they get, over the demo catalogue as the storefront
 * receives it (names in three languages and the owner's search words, server/db/demo/catalogue.ts).
 */
import { describe, expect, it } from 'vitest';
import { productRecord } from '../../domain/contract.ts';
import { ALL_CATEGORIES, filterProducts, toProduct } from '../../domain/products.ts';
import { findsProductWords, romanise, searchKeys } from '../../domain/search.ts';
import { demoProducts } from '../../server/db/demo/catalogue.ts';

const catalogue = demoProducts.map((product, index) =>
  toProduct(
    productRecord.parse({
      pid: index + 1,
      title: product.title,
      names: { gu: product.words.gu, hi: product.words.hi },
      search_words: product.words.search,
      type: product.type,
      product_data: product.sizes.map((size, sizeIndex) => ({ id: index * 10 + sizeIndex + 1, ...size })),
    }),
  ),
);
const found = (typed: string) => filterProducts(catalogue, typed, ALL_CATEGORIES, findsProductWords).map((product) => product.name);

describe('what people type and what they get', () => {
  it.each([
    // Native names, in Gujarati and in Hindi script.
    { typed: 'કેરી', expected: ['Alphonso Mango', 'Mango Dolly'] },
    { typed: 'हापुस', expected: ['Alphonso Mango'] },
    { typed: 'आम', expected: ['Alphonso Mango', 'Mango Dolly'] },
    { typed: 'સીતાફળ', expected: ['Sitaphal'] },
    { typed: 'सीताफल', expected: ['Sitaphal'] },
    { typed: 'કાજુ દ્રાક્ષ', expected: ['Kaju Draksh'] },
    { typed: 'काला खट्टा', expected: ['Kala Khatta Candy'] },
    // Transliterations, as people spell them.
    { typed: 'keri', expected: ['Alphonso Mango', 'Mango Dolly'] },
    { typed: 'aam', expected: ['Alphonso Mango', 'Mango Dolly'] },
    { typed: 'kesar', expected: ['Kesar Pista', 'Kesar Pista Cone'] },
    { typed: 'keshar', expected: ['Kesar Pista', 'Kesar Pista Cone'] },
    { typed: 'pista', expected: ['Kesar Pista', 'Kesar Pista Cone', 'Pista Kulfi'] },
    { typed: 'kaju draksh', expected: ['Kaju Draksh'] },
    { typed: 'kishmish', expected: ['Kaju Draksh'] },
    { typed: 'sitafal', expected: ['Sitaphal'] },
    { typed: 'haphoos', expected: ['Alphonso Mango'] },
    { typed: 'nariyal', expected: ['Tender Coconut'] },
    // A script typed across: Gujarati letters find a name written only in Hindi, and back.
    { typed: 'કિશમિશ', expected: ['Kaju Draksh'] },
    // Small typos, case and diacritics.
    { typed: 'MANGO', expected: ['Alphonso Mango', 'Mango Dolly'] },
    { typed: 'mnago', expected: ['Alphonso Mango', 'Mango Dolly'] },
    { typed: 'butterscoth', expected: ['Butterscotch', 'Butterscotch Cone'] },
    { typed: 'stawberry', expected: ['Strawberry', 'Strawberry Cone'] },
    { typed: 'gulkamd', expected: ['Gulkand'] },
    { typed: 'chocolaet', expected: ['Belgian Chocolate', 'Chocolate Chips', 'Chocolate Cone'] },
    // Short words must be typed right: "kesar" is not one edit from "keri".
    { typed: 'kesr', expected: ['Kesar Pista', 'Kesar Pista Cone'] },
    { typed: 'vanila', expected: ['Vanilla', 'Choco Vanilla Bar'] },
    { typed: 'kulfi', expected: ['Kulfi Stick', 'Pista Kulfi', 'Rajwadi Kulfi'] },
    { typed: 'कुल्फी', expected: ['Kulfi Stick', 'Pista Kulfi', 'Rajwadi Kulfi'] },
    { typed: 'सीताफ़ल', expected: ['Sitaphal'] },
    { typed: 'Sītāphal', expected: ['Sitaphal'] },
    // The specification's search: a part of the English name still finds it.
    { typed: 'ango', expected: ['Alphonso Mango', 'Mango Dolly'] },
    // Nothing close: nothing found, and punctuation alone finds nothing.
    { typed: 'pizza', expected: [] },
    { typed: '!?', expected: [] },
  ])('$typed', ({ typed, expected }) => {
    expect(found(typed)).toEqual(expected);
  });
});

describe('search keys', () => {
  it.each([
    { text: 'કેરી', romanised: 'keree' },
    { text: 'દ્રાક્ષ', romanised: 'draaksha' },
    { text: 'कुल्फ़ी', romanised: 'kulphee' },
  ])('$text reads as $romanised', ({ text, romanised }) => {
    expect(romanise(text)).toBe(romanised);
  });

  it('Gujarati, Hindi and Latin spellings of one word share one key', () => {
    for (const spellings of [['કેરી', 'keri', 'KERI'], ['सीताफल', 'સીતાફળ', 'sitaphal', 'seetafal'], ['किशमिश', 'kishmish', 'kismis']]) {
      expect(new Set(spellings.map((text) => searchKeys(text).join(' '))).size).toBe(1);
    }
  });
});
