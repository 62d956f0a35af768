/**
 * A message by key (domain/message.ts) in words, in the language of whoever shows it (issue 24): its
 * catalogue's text (domain/textCatalogues.ts) with its values in their places. A value that names a product's
 * size (`ItemValue`: a cart line gone, an order line that cannot go back) is worded in that language too, as
 * the server's refusals name one: its name in the language where the shop wrote one, its size in the
 * language's words ("કેસર પિસ્તા (5 લિટર)"). Words that arrived worded (the server's `msg`, in the language
 * the call asked for) are shown as they are.
 */
import type { Language } from './locale.ts';
import type { ItemValue, MessageValue, Words } from './message.ts';
import { nameIn } from './products.ts';
import { shownSize } from './sizes.ts';
import { catalogueNamed, textsIn } from './textCatalogues.ts';

const isItem = (value: unknown): value is ItemValue => typeof value === 'object' && value !== null && 'item' in value;

/** A product's size in `language`: "Kesar Pista (5 Litre)", "કેસર પિસ્તા (5 લિટર)". */
export const itemWords = (language: Language, { item, names, size }: ItemValue): string =>
  `${nameIn({ name: item, names }, language)} (${shownSize(language, size)})`;

const valueIn = (language: Language, value: MessageValue): unknown =>
  isItem(value) ? itemWords(language, value) : Array.isArray(value) ? value.map((each: MessageValue) => valueIn(language, each)) : value;

/** Words in `language`; a key of no catalogue shows as the key, which the screen tests would see. */
export function wordsIn(language: Language, words: Words): string {
  if (typeof words === 'string') return words;
  const [name = '', key = ''] = words.id.split('.');
  const catalogue = catalogueNamed(name);
  const text = catalogue && textsIn(language, catalogue)[key];
  if (typeof text === 'function') return (text as (...values: unknown[]) => string)(...Object.values(words.values ?? {}).map((value) => valueIn(language, value)));
  return typeof text === 'string' ? text : words.id;
}
