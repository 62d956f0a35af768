/**
 * Search by what people type (issue 24): a product is found by its English name, its Gujarati and Hindi
 * names and the owner's search words, typed in any of the three scripts or in Latin letters as people
 * spell Indian words ("keri", "aam", "kaju draksh"), with small typos, any case, and with or without
 * diacritics (nukta, long or short vowel signs).
 *
 * Every word is reduced to one loose Latin key: Gujarati is read as Devanagari (the two Unicode blocks
 * share one layout, 0x200 apart), Devanagari is spelled in Latin letters, and then the spellings that
 * people vary are made one: long and short vowels, aspiration (kh, ph, sh), doubled letters, c/k, w/v,
 * z/j, and the short "a" that Hindi and Gujarati drop in speech ("कीशमिश" is kishmish, not kishamish).
 * A typed word finds a product word when its key starts that word's key, or, from five letters on, is one
 * edit (a letter added, dropped, changed or two swapped) away from it.
 *
 * The storefront loads this module apart from the first-load JavaScript (the home page never searches): the
 * catalogue machine gets `findsProductWords` from its injected `loadWordSearch` actor.
 */

const GUJARATI_FIRST = 0x0a80;
const GUJARATI_LAST = 0x0aff;
const TO_DEVANAGARI = 0x0a80 - 0x0900;

/** Devanagari consonants क (U+0915) to ह (U+0939) in Latin as people type them; each carries a short "a" unless a sign follows. */
const CONSONANTS = 'k kh g gh n ch chh j jh n t th d dh n t th d dh n n p ph b bh m y r r l l l v sh sh s h'.split(' ');
const FIRST_CONSONANT = 0x0915;
/** Independent vowels अ (U+0905) to औ (U+0914); a vowel sign (ा U+093E on) is its vowel's code + 0x38. */
const VOWELS = 'a aa i ee u oo ri li e e e ai o o o au'.split(' ');
const FIRST_VOWEL = 0x0905;
const SIGN_TO_VOWEL = 0x38;
const VIRAMA = 0x094d;
const NUKTA = 0x093c;
/** Anusvara and chandrabindu: a nasal, typed "n". */
const NASALS = [0x0901, 0x0902];

const latinOf = (table: readonly string[], first: number, code: number): string | undefined => table[code - first];
const isVowelSign = (code: number | undefined): boolean => code !== undefined && code >= 0x093e && code <= 0x094c;

/** Gujarati or Devanagari text in Latin letters; Latin letters and digits pass as they are. */
export function romanise(text: string): string {
  const codes = [...text.normalize('NFC')]
    .map((char) => char.codePointAt(0) ?? 0)
    .map((code) => (code >= GUJARATI_FIRST && code <= GUJARATI_LAST ? code - TO_DEVANAGARI : code))
    .filter((code) => code !== NUKTA);
  let out = '';
  for (const [index, code] of codes.entries()) {
    const next = codes[index + 1];
    const consonant = latinOf(CONSONANTS, FIRST_CONSONANT, code);
    const vowel = latinOf(VOWELS, FIRST_VOWEL, isVowelSign(code) ? code - SIGN_TO_VOWEL : code);
    if (consonant !== undefined) out += next === VIRAMA || isVowelSign(next) ? consonant : `${consonant}a`;
    else if (vowel !== undefined) out += vowel;
    else if (NASALS.includes(code)) out += 'n';
    else if (code !== VIRAMA) out += String.fromCodePoint(code);
  }
  return out;
}

/** One word's loose key: the spellings people vary made one (see the module's comment). */
function wordKey(word: string): string {
  const key = word
    .replace(/ph/g, 'f')
    .replace(/ee/g, 'i')
    .replace(/oo/g, 'u')
    .replace(/c(?!h)|q/g, 'k')
    .replace(/x/g, 'ks')
    .replace(/z/g, 'j')
    .replace(/w/g, 'v')
    .replace(/([bcdfgjklmnpqrstvy])h/g, '$1')
    .replace(/(.)\1+/g, '$1');
  // The short "a" is kept only where a word starts with it.
  return key.charAt(0) + key.slice(1).replace(/a/g, '');
}

/** The keys of every word in a text, in any of the three scripts or in Latin letters with any diacritics. */
export function searchKeys(text: string): string[] {
  return romanise(text)
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word !== '')
    .map(wordKey);
}

/** Whether two keys are at most one edit apart: one letter added, dropped or changed, or two neighbours swapped. */
function withinOneEdit(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1) return false;
  let start = 0;
  while (start < a.length && start < b.length && a[start] === b[start]) start += 1;
  const restA = a.slice(start);
  const restB = b.slice(start);
  if (restA === restB) return true;
  const swapped = restA.length === restB.length && restA.length >= 2 && restA[0] === restB[1] && restA[1] === restB[0];
  return swapped ? restA.slice(2) === restB.slice(2) : [restA.slice(1) === restB.slice(1), restA.slice(1) === restB, restA === restB.slice(1)].some(Boolean);
}

/** Typed keys shorter than this must match a word's start exactly; longer ones may carry one typo. */
const TYPO_FROM = 5;

function keyFinds(typed: string, word: string): boolean {
  if (word.startsWith(typed)) return true;
  if (typed.length < TYPO_FROM) return false;
  return [typed.length - 1, typed.length, typed.length + 1].some((length) => withinOneEdit(typed, word.slice(0, length)));
}

/** Whether the query has words and every one finds one of a product's word keys (searchKeys of its names and search words). */
export function findsWords(query: string, wordKeys: readonly string[]): boolean {
  const typed = searchKeys(query);
  return typed.length > 0 && typed.every((key) => wordKeys.some((word) => keyFinds(key, word)));
}

/** What the word search reads of a product: its names and the owner's search words. */
export interface WordSearchable {
  /** The English name. */
  name: string;
  names?: Partial<Record<'gu' | 'hi', string>> | undefined;
  searchWords?: string | undefined;
}

/** Each product's word keys, worked out at its first search (a new catalogue brings new product objects). */
const productKeys = new WeakMap<WordSearchable, readonly string[]>();

function keysOf(product: WordSearchable): readonly string[] {
  let keys = productKeys.get(product);
  if (keys === undefined) {
    keys = searchKeys([product.name, product.names?.gu, product.names?.hi, product.searchWords].join(' '));
    productKeys.set(product, keys);
  }
  return keys;
}

/** Whether every word of the query finds one of a product's names or search words (domain/products.ts `WordMatcher`). */
export function findsProductWords(query: string, product: WordSearchable): boolean {
  return findsWords(query, keysOf(product));
}
