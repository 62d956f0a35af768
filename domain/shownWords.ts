/**
 * Words in the shown language (issue 24): a message by key (domain/message.ts) worded from the live catalogue
 * its key names (domain/liveTexts.ts), with its values in their places; words that arrived worded as they
 * are. The toaster words its toasts with it when it shows them; a module apart from liveTexts.ts so that it
 * loads with the toaster, not with the first page.
 */
import { registeredCatalogue } from './liveTexts.ts';
import type { Words } from './message.ts';

/** A key of no registered catalogue shows as the key, which the screen tests would see. */
export function wordsOf(words: Words): string {
  if (typeof words === 'string') return words;
  const dot = words.id.indexOf('.');
  const text = registeredCatalogue(words.id.slice(0, dot))?.[words.id.slice(dot + 1)];
  if (typeof text === 'function') return (text as (...values: unknown[]) => string)(...Object.values(words.values ?? {}));
  return typeof text === 'string' ? text : words.id;
}
