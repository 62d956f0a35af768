/**
 * Words a text of an English catalogue in another language (issue 16), given pairs of an English catalogue
 * and its translation: a plain text by its key, a text that takes values (a function) by matching its
 * English wording with the values in their places, then giving the values to the translation. Text that is
 * in no catalogue (a name, an address, words the server already translated) is kept as it is.
 *
 * For texts that were fixed before the language was chosen: the toasts a machine's definition names
 * (src/app/toasts.ts). The server's refusals are rendered by key since issue 24 (server/messageText.ts).
 */
/** A catalogue: keys to texts, a text being a string or a function of its values that returns one. */
export type Catalogue = Readonly<Record<string, unknown>>;

interface Wording {
  pattern: RegExp;
  /** How many characters of the English wording are its own rather than values. */
  fixed: number;
  translated: (...values: unknown[]) => string;
}

/** Stands in for the i-th value while the English function words its text. */
const slot = (index: number) => `\u{E000}${index}\u{E001}`;
const SLOT = /\u{E000}(\d+)\u{E001}/gu;
const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function wordingOf(english: (...values: unknown[]) => string, translated: unknown): Wording | null {
  if (typeof translated !== 'function') return null;
  let worded: string;
  try {
    worded = english(...Array.from({ length: english.length }, (_, index) => slot(index)));
  } catch {
    return null;
  }
  const order: number[] = [];
  const source = escapeRegExp(worded).replace(SLOT, (_, index: string) => {
    order.push(Number(index));
    return '(.+?)';
  });
  if (order.length !== english.length) return null;
  const pattern = new RegExp(`^${source}$`, 'su');
  return {
    pattern,
    fixed: worded.replace(SLOT, '').length,
    translated: (...captured) => {
      const values: unknown[] = [];
      order.forEach((index, position) => {
        const value = captured[position] as string;
        values[index] = /^-?\d+(?:\.\d+)?$/.test(value) ? Number(value) : value;
      });
      return (translated as (...values: unknown[]) => string)(...values);
    },
  };
}

export function textTranslator(pairs: readonly (readonly [english: Catalogue, translated: Catalogue])[]): (text: string) => string {
  const plain = new Map<string, string>();
  const worded: Wording[] = [];
  for (const [english, translated] of pairs) {
    for (const [key, text] of Object.entries(english)) {
      const other = translated[key];
      if (other === undefined) continue;
      if (typeof text === 'string') {
        if (typeof other === 'string' && !plain.has(text)) plain.set(text, other);
      } else if (typeof text === 'function') {
        const wording = wordingOf(text as (...values: unknown[]) => string, other);
        if (wording) worded.push(wording);
      }
    }
  }
  // The longer wording first: "The order total is ₹5: the wholesale price applies …" also fits "The order total is {total}.".
  worded.sort((a, b) => b.fixed - a.fixed);
  return (text) => {
    const found = plain.get(text);
    if (found !== undefined) return found;
    for (const { pattern, translated } of worded) {
      const match = pattern.exec(text);
      if (match) return translated(...match.slice(1));
    }
    return text;
  };
}
