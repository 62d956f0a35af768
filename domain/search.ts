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
 */

const GUJARATI = { first: 0x0a80, last: 0x0aff } as const;
const DEVANAGARI_OFFSET = 0x0a80 - 0x0900;

const VIRAMA = '\u094d';
const NUKTA = '\u093c';

/** Devanagari letters in Latin as people type them; a consonant carries a short "a" unless a sign follows. */
const CONSONANTS: Readonly<Record<string, string>> = {
  क: 'k', ख: 'kh', ग: 'g', घ: 'gh', ङ: 'n', च: 'ch', छ: 'chh', ज: 'j', झ: 'jh', ञ: 'n',
  ट: 't', ठ: 'th', ड: 'd', ढ: 'dh', ण: 'n', त: 't', थ: 'th', द: 'd', ध: 'dh', न: 'n',
  प: 'p', फ: 'ph', ब: 'b', भ: 'bh', म: 'm', य: 'y', र: 'r', ल: 'l', ळ: 'l', व: 'v',
  श: 'sh', ष: 'sh', स: 's', ह: 'h',
};
const VOWELS: Readonly<Record<string, string>> = {
  अ: 'a', आ: 'aa', इ: 'i', ई: 'ee', उ: 'u', ऊ: 'oo', ऋ: 'ri', ए: 'e', ऐ: 'ai', ऍ: 'e', ऑ: 'o', ओ: 'o', औ: 'au',
};
const VOWEL_SIGNS: Readonly<Record<string, string>> = {
  'ा': 'aa', 'ि': 'i', 'ी': 'ee', 'ु': 'u', 'ू': 'oo', 'ृ': 'ri', 'े': 'e', 'ै': 'ai', 'ॅ': 'e', 'ॉ': 'o', 'ो': 'o', 'ौ': 'au',
};
const NASALS = new Set(['ं', 'ँ']);

const asDevanagari = (char: string): string => {
  const code = char.codePointAt(0) ?? 0;
  return code >= GUJARATI.first && code <= GUJARATI.last ? String.fromCodePoint(code - DEVANAGARI_OFFSET) : char;
};

/** Gujarati or Devanagari text in Latin letters; Latin letters and digits pass as they are. */
export function romanise(text: string): string {
  const chars = [...text.normalize('NFC')].map(asDevanagari).filter((char) => char !== NUKTA);
  let out = '';
  for (const [index, char] of chars.entries()) {
    const consonant = CONSONANTS[char];
    if (consonant !== undefined) {
      const next = chars[index + 1];
      const carriesVowel = next === undefined || !(next === VIRAMA || next in VOWEL_SIGNS);
      out += carriesVowel ? `${consonant}a` : consonant;
    } else if (char in VOWEL_SIGNS) out += VOWEL_SIGNS[char];
    else if (char in VOWELS) out += VOWELS[char];
    else if (NASALS.has(char)) out += 'n';
    else if (char !== VIRAMA) out += char;
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
