/**
 * "A text is a key with values until a screen shows it" (issue 24): a storefront machine keeps and emits
 * texts by key (domain/message.ts), never worded. After every step of a generated path, model/run.ts looks
 * through the snapshot's context and the events the actor emitted for a string that is one of the English
 * catalogues' texts: such a string was worded by the machine as it acted, in the language shown then, and
 * would stay in that language after a switch. A string the machine was handed (its input, an event, a call's
 * answer or failure: data, or the server's `msg` in the language the call named) may equal a catalogue text
 * ("Out of Stock") and is not counted; nor are the data's own defaults that a catalogue also shows as a label:
 * the category filter's "All Categories", a product's default category "Classic Flavors" and the city "Rajkot". The desk is English by design and keeps its texts worded.
 */
import { DEFAULT_CITY } from '../domain/addressDefaults.ts';
import { DEFAULT_CATEGORY } from '../domain/constants.ts';
import { ALL_CATEGORIES } from '../domain/products.ts';
import { catalogueModules } from '../server/catalogues.ts';

/** Every plain text of the customer catalogues, in English (a text that takes values is a function: not listed). */
const catalogueTexts: ReadonlySet<string> = new Set(
  catalogueModules.flatMap((area) =>
    Object.values(area.en).flatMap((catalogue) =>
      typeof catalogue === 'object' && catalogue !== null ? Object.values(catalogue).filter((text): text is string => typeof text === 'string') : [],
    ),
  ),
);

const dataValues: ReadonlySet<string> = new Set([ALL_CATEGORIES, DEFAULT_CATEGORY, DEFAULT_CITY]);

/** Every string in `value`, walked deeply; an error's message included (not an own enumerable property). */
export function stringsIn(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === 'string') into.add(value);
  else if (Array.isArray(value)) value.forEach((item) => stringsIn(item, into));
  else if (value !== null && typeof value === 'object') {
    if (value instanceof Error) into.add(value.message);
    // Data only: a flow's machine handed over in an event (FLOW_LOADED) carries no text and refers to itself.
    const prototype = Object.getPrototypeOf(value);
    if (value instanceof Error || prototype === Object.prototype || prototype === null) Object.values(value).forEach((item) => stringsIn(item, into));
  }
  return into;
}

/**
 * The catalogue texts found anywhere in `value` (objects and lists, walked deeply) that are not among the
 * strings the machine was `handed`, with where they were found.
 */
export function wordedTexts(value: unknown, handed: ReadonlySet<string>, at = ''): string[] {
  if (typeof value === 'string') {
    const worded = catalogueTexts.has(value) && !handed.has(value) && !dataValues.has(value);
    return worded ? [`${at || '(value)'}: ${JSON.stringify(value)}`] : [];
  }
  if (Array.isArray(value)) return value.flatMap((item, index) => wordedTexts(item, handed, `${at}[${index}]`));
  if (value === null || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([key, item]) => wordedTexts(item, handed, at ? `${at}.${key}` : key));
}
