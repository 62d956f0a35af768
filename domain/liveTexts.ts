/**
 * The live catalogues (issue 16). Every English catalogue of domain/messages/ registers here as its module
 * loads (`liveCatalogue`); while Gujarati or Hindi is shown (`showCatalogues`, from src/app/language.ts) the
 * registered objects hold that language's texts, the English kept aside, and English is put back when it is
 * chosen again. A catalogue that loads later (a lazy screen's area) is filled as it registers. So whatever
 * reads `cartTexts.yourCart` as it renders reads the shown language, and no screen or machine changes for it;
 * tests/unit/liveTexts.test.ts checks that no module keeps a text from when it loaded. A message by key
 * (domain/message.ts: a machine's toasts) is worded from the registered catalogue its key names when it is
 * shown (`wordsOf`, domain/shownWords.ts). The server's own catalogues stay English (it renders refusals by key:
 * server/messageText.ts); only its rendering of a page in another language (src/entry-server.tsx, built apart
 * with modules of its own) shows one this way while it renders.
 */
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

/** The registered catalogue of this export name, holding the shown language's texts (domain/shownWords.ts reads it). */
export const registeredCatalogue = (name: string): Readonly<Texts> | undefined => registered.get(name);
