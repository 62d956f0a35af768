/**
 * The live catalogues (issue 16). Every English catalogue of domain/messages/ registers here as its module
 * loads (`liveCatalogue`); while Gujarati or Hindi is shown (`showCatalogues`, from src/app/language.ts) the
 * registered objects hold that language's texts, the English kept aside, and English is put back when it is
 * chosen again. A catalogue that loads later (a lazy screen's area) is filled as it registers. So whatever
 * reads `cartTexts.yourCart` as it renders reads the shown language, and no screen or machine changes for it;
 * tests/unit/liveTexts.test.ts checks that no module keeps a text from when it loaded. A message by key
 * (domain/message.ts: what a machine keeps or says) is worded from the registered catalogue its key names when
 * it is shown (`wordsOf` below). The server's own catalogues stay English (it renders refusals by key:
 * server/messageText.ts); only its rendering of a page in another language (src/entry-server.tsx, built apart
 * with modules of its own) shows one this way while it renders.
 */
import type { Words } from './message.ts';

type Texts = Record<string, unknown>;

const registered = new Map<string, Texts>();
const englishCopies = new Map<string, Texts>();
let shown: Readonly<Record<string, Texts>> = {};

function fill(name: string, target: Texts): void {
  const texts = shown[name] ?? englishCopies.get(name);
  if (!texts) return;
  if (!englishCopies.has(name)) englishCopies.set(name, { ...target });
  Object.assign(target, texts);
}

/** Registers an English catalogue under its export name; it is the object screens and machines import. */
export function liveCatalogue<T extends object>(name: string, texts: T): T {
  registered.set(name, texts as Texts);
  fill(name, texts as Texts);
  return texts;
}

/** Shows the catalogues of a language, by export name (`cartTexts`: its texts), or English again with null. */
export function showCatalogues(translated: Readonly<Record<string, Texts>> | null): void {
  shown = translated ?? {};
  registered.forEach((target, name) => fill(name, target));
}

/**
 * Words in the shown language (issue 24): a message by key (domain/message.ts) worded from the registered
 * catalogue its key names, with its values in their places; words that arrived worded (the server's `msg`) as
 * they are. What a machine keeps or says by key (a toast, a failure, a refused form, the order rule) is worded
 * with it where it is shown. A key of no registered catalogue shows as the key, which the screen tests would see.
 */
export function wordsOf(words: Words): string {
  if (typeof words === 'string') return words;
  const dot = words.id.indexOf('.');
  const text = registered.get(words.id.slice(0, dot))?.[words.id.slice(dot + 1)];
  if (typeof text === 'function') return (text as (...values: unknown[]) => string)(...Object.values(words.values ?? {}));
  return typeof text === 'string' ? text : words.id;
}
