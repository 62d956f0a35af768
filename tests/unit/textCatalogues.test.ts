/**
 * Issue 24: a screen reads its texts in the language it shows (domain/textCatalogues.ts; src/app/texts.ts's
 * `useTexts`), and nothing global changes with a language. No storefront module (src/, machines/, domain/)
 * reads an English catalogue's text directly: it names the catalogue to `useTexts` or `textsIn` with the
 * language shown, or makes messages by key from it (`messageKeys`, `sayer`), which whoever shows them words
 * in its language (`wordsIn`). Every English catalogue names itself (`textCatalogue`).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { beforeAll, describe, expect, it } from 'vitest';
import { messageKeys, shownLaterKeys } from '../../domain/message.ts';
import { cartTexts } from '../../domain/messages/cart.ts';
import { reorderTexts } from '../../domain/messages/reorder.ts';
import { toastTexts } from '../../domain/messages/toasts.ts';
import * as guCart from '../../domain/messages/gu/cart.ts';
import * as hiCart from '../../domain/messages/hi/cart.ts';
import { textsIn } from '../../domain/textCatalogues.ts';
import { wordsIn } from '../../domain/wording.ts';
import { loadTranslations } from '../../src/app/languageCatalogues.ts';
import { sayToast } from '../../machines/kit.ts';

const CATALOGUE = /^(messages|[a-z][A-Za-z]*Texts)$/;
/** Read at build time only: the web app manifest's words (vite.config.ts), one per installed app, in English. */
const BUILD_TIME = new Set([join('domain', 'webApp.ts')]);

function files(directory: string): string[] {
  return readdirSync(directory).flatMap((name) => {
    const path = join(directory, name);
    if (statSync(path).isDirectory()) return name === 'desk' || name === 'messages' ? [] : files(path);
    return /\.tsx?$/.test(name) && !name.endsWith('.css.ts') && !BUILD_TIME.has(path) ? [path] : [];
  });
}

/** What may be done with an English catalogue outside domain/messages/: name it to one of these, or to `typeof`. */
const NAMED_TO = new Set(['useTexts', 'textsIn', 'messageKeys', 'sayer']);

/** Uses of an imported English catalogue other than naming it to useTexts, textsIn, messageKeys, sayer or typeof. */
function directReads(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const imported = new Set<string>();
  source.statements.forEach((statement) => {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier) || !/messages\/[a-zA-Z]+\.ts$/.test(statement.moduleSpecifier.text)) return;
    const bindings = statement.importClause?.namedBindings;
    if (bindings && ts.isNamedImports(bindings)) bindings.elements.forEach((element) => CATALOGUE.test((element.propertyName ?? element.name).text) && imported.add(element.name.text));
  });
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node)) return;
    if (ts.isIdentifier(node) && imported.has(node.text)) {
      const parent = node.parent;
      const named = ts.isCallExpression(parent) && ts.isIdentifier(parent.expression) && NAMED_TO.has(parent.expression.text) && parent.arguments.includes(node);
      if (!named && !ts.isTypeQueryNode(parent)) found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${parent.getText().slice(0, 60)}`);
    }
    node.forEachChild(visit);
  };
  visit(source);
  return found;
}

/**
 * Texts of the desk's WhatsApp notices (domain/desk/whatsApp.ts), written in the customer's language whatever
 * the desk shows: read per language by the desk, never live in the storefront nor the server's answers.
 */
const DESK_ONLY = ['orderNotice.ts'];

describe('catalogue texts are read in the language shown', () => {
  it("no module of the storefront reads an English catalogue's text directly", () => {
    const paths = ['src', 'machines', 'domain'].flatMap(files);
    expect(paths.length).toBeGreaterThan(100);
    expect(paths.flatMap(directReads)).toEqual([]);
  });

  it('every English catalogue the storefront reads names itself, under its export name', () => {
    const dir = join('domain', 'messages');
    const unregistered = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !['server.ts', 'translation.ts', ...DESK_ONLY].includes(name))
      .flatMap((name) => {
        const text = readFileSync(join(dir, name), 'utf8');
        const exported = [...text.matchAll(/^export const (\w+) =(.*)$/gm)];
        // A catalogue's sayer (`sayMessages = messageKeys('messages', messages)`) sits beside it and is no catalogue.
        const catalogues = exported.filter(([, , rest]) => !rest!.includes('messageKeys('));
        return catalogues.filter(([, exportName, rest]) => !rest!.includes(`textCatalogue('${exportName}',`)).map(([, exportName]) => `${name} ${exportName}`);
      });
    expect(unregistered).toEqual([]);
  });
});

describe("the server's catalogues (server/catalogues.ts)", () => {
  it('name every English module with its Gujarati and Hindi', async () => {
    const { catalogueModules } = await import('../../server/catalogues.ts');
    const files = readdirSync(join('domain', 'messages')).filter((name) => name.endsWith('.ts') && name !== 'translation.ts' && !DESK_ONLY.includes(name));
    expect(catalogueModules).toHaveLength(files.length);
    const catalogueNames = (module: object) => Object.entries(module).filter(([, value]) => typeof value === 'object').map(([name]) => name).sort();
    for (const area of catalogueModules) expect(Object.keys(area.gu).sort()).toEqual(catalogueNames(area.en));
  });
});

describe('texts in a language (domain/textCatalogues.ts)', () => {
  beforeAll(async () => {
    await Promise.all([loadTranslations('gu'), loadTranslations('hi')]);
  });

  it('gives each language its own texts at the same time, the English catalogue unchanged', () => {
    const english = { ...cartTexts };
    expect([textsIn('en', cartTexts).yourCart, textsIn('gu', cartTexts).yourCart, textsIn('hi', cartTexts).yourCart]).toEqual([
      'Your Cart', guCart.cartTexts.yourCart, hiCart.cartTexts.yourCart,
    ]);
    expect(guCart.cartTexts.yourCart).not.toBe(hiCart.cartTexts.yourCart);
    expect(cartTexts).toEqual(english);
    expect(textsIn('gu', cartTexts)).toBe(textsIn('gu', cartTexts));
  });

  it('a message by key is worded in the language asked for, with its values in their places, a product named in the language', () => {
    const sayToasts = messageKeys('toastTexts', toastTexts);
    const sayReorder = messageKeys('reorderTexts', reorderTexts);
    const removed = sayToasts('itemRemoved');
    const kesarTub = { item: 'Kesar Pista', names: { gu: 'કેસર પિસ્તા', hi: 'केसर पिस्ता' }, size: '5 Litre' };
    const gone = sayToasts('linesNoLongerAvailable', [kesarTub, { item: 'Rajbhog', size: '6 pcs' }]);
    // A product the catalogue no longer has keeps the name the order was placed with; its size is still worded.
    const unavailable = sayReorder('reorderUnavailable', [kesarTub, { item: 'Rajbhog', size: '750 ML' }]);
    expect([removed, gone, unavailable].map((words) => wordsIn('en', words))).toEqual([
      'Item removed from cart',
      'No longer available, taken out of your cart: Kesar Pista (5 Litre), Rajbhog (6 pcs)',
      'Kesar Pista (5 Litre) and Rajbhog (750 ML) are no longer available.',
    ]);
    expect([removed, gone, unavailable].map((words) => wordsIn('gu', words))).toEqual([
      'વસ્તુ કાર્ટમાંથી કાઢી નાખી',
      'હવે મળતું નથી, તમારા કાર્ટમાંથી કાઢી નાખ્યું: કેસર પિસ્તા (5 લિટર), Rajbhog (6 નંગ)',
      'કેસર પિસ્તા (5 લિટર) અને Rajbhog (750 મિલી) હવે ઉપલબ્ધ નથી.',
    ]);
    expect(wordsIn('hi', gone)).toBe('अब उपलब्ध नहीं, आपके कार्ट से हटा दिया: केसर पिस्ता (5 लीटर), Rajbhog (6 पीस)');
    expect(wordsIn('en', removed)).toBe('Item removed from cart');
  });

  it("the first load's machines say their toasts by the key of the toaster's catalogue, which the toaster loads (machines/kit.ts sayToast)", () => {
    const said = [sayToast('loggedOut'), sayToast('linesNoLongerAvailable', [{ item: 'Rajbhog', size: '6 pcs' }])];
    expect(said).toEqual([messageKeys('toastTexts', toastTexts)('loggedOut'), messageKeys('toastTexts', toastTexts)('linesNoLongerAvailable', [{ item: 'Rajbhog', size: '6 pcs' }])]);
    expect(said.map((words) => wordsIn('en', words))).toEqual(['Logged out successfully', 'No longer available, taken out of your cart: Rajbhog (6 pcs)']);
    expect(wordsIn('gu', said[0]!)).toBe('તમે લૉગઆઉટ થઈ ગયા છો');
    expect(shownLaterKeys<typeof toastTexts>('toastTexts')('cartCleared')).toEqual({ id: 'toastTexts.cartCleared' });
    const toaster = readFileSync(join('src', 'components', 'Toaster.tsx'), 'utf8');
    expect(toaster).toContain("import { toastTexts as englishToastTexts } from '../../domain/messages/toasts.ts';");
  });

  it('shows words that arrived worded as they are, and an unknown key as the key', () => {
    expect(wordsIn('gu', 'Only pending orders can be cancelled')).toBe('Only pending orders can be cancelled');
    expect(wordsIn('en', { id: 'messages.noSuchText' })).toBe('messages.noSuchText');
  });
});

describe('catalogue names', () => {
  it('names each catalogue by its export name, the name it registers under (imported as itself or as english…)', () => {
    const named = ['src', 'machines', 'domain'].flatMap(files).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/messageKeys\('(\w+)', (\w+)\)/g)].map(([, name, catalogue]) => ({ path, name, catalogue })),
    );
    expect(named.length).toBeGreaterThan(10);
    const englishOf = (name: string) => `english${name[0]!.toUpperCase()}${name.slice(1)}`;
    expect(named.filter(({ name, catalogue }) => name !== catalogue && englishOf(name!) !== catalogue)).toEqual([]);
  });
});
