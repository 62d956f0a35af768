/**
 * The live catalogues (issue 16). Every English catalogue of domain/messages/ registers here as its module
 * loads (`liveCatalogue`); while Gujarati or Hindi is shown (`showCatalogues`, from src/app/language.ts) the
 * registered objects hold that language's texts, the English kept aside, and English is put back when it is
 * chosen again. A catalogue that loads later (a lazy screen's area) is filled as it registers. So whatever
 * reads `cartTexts.yourCart` as it renders reads the shown language, and no screen or machine changes for it;
 * tests/unit/liveTexts.test.ts checks that no module keeps a text from when it loaded. The server's own
 * catalogues stay English (it renders refusals by key: server/messageText.ts); only its rendering of a page in another
 * language (src/entry-server.tsx, built apart with modules of its own) shows one this way while it renders.
 */
type Texts = Record<string, unknown>;

const registered = new Map<string, Texts>();
const englishCopies = new Map<string, Texts>();
let shown: Readonly<Record<string, Texts>> = {};
let version = 0;

function fill(name: string, target: Texts): void {
  const texts = shown[name] ?? englishCopies.get(name);
  if (!texts) return;
  if (!englishCopies.has(name)) englishCopies.set(name, { ...target });
  Object.assign(target, texts);
}

/** Registers an English catalogue under its export name; it is the object screens and machines import. */
export function liveCatalogue<T extends object>(name: string, texts: T): T {
  registered.set(name, texts as Texts);
  version += 1;
  fill(name, texts as Texts);
  return texts;
}

/** Shows the catalogues of a language, by export name (`cartTexts`: its texts), or English again with null. */
export function showCatalogues(translated: Readonly<Record<string, Texts>> | null): void {
  shown = translated ?? {};
  registered.forEach((target, name) => fill(name, target));
  version += 1;
}

/** Each registered catalogue's English texts with its shown translation, and a count that changes with them. */
export function shownCatalogues(): { version: number; pairs: [english: Texts, shown: Texts][] } {
  const pairs = [...registered.keys()].flatMap((name) => {
    const english = englishCopies.get(name);
    const texts = shown[name];
    return english && texts ? [[english, texts] as [Texts, Texts]] : [];
  });
  return { version, pairs };
}
