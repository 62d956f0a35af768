/**
 * Issue 16: the storefront shows the chosen language by filling the English catalogues with its texts and
 * rendering again (src/app/language.ts), so a text must be read when it is shown, not kept from when a module
 * loaded. No storefront module (src/, machines/, domain/) reads a catalogue text at module scope: a machine's
 * toasts name their texts by key (domain/message.ts), and the toaster words them in the shown language when it
 * shows them (`wordsOf`). Every English catalogue registers as live (domain/liveTexts.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { afterEach, describe, expect, it } from 'vitest';
import { showCatalogues } from '../../domain/liveTexts.ts';
import { wordsOf } from '../../domain/liveTexts.ts';
import { messageKeys } from '../../domain/message.ts';
import { messages } from '../../domain/messages/index.ts';
import { reorderTexts } from '../../domain/messages/reorder.ts';
import { languageCatalogues } from '../../src/app/languageCatalogues.ts';

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

/** `catalogue.key` reads outside any function. */
function moduleScopeReads(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isFunctionLike(node)) return;
    if (ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && CATALOGUE.test(node.expression.text)) {
      found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText()}`);
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

describe('catalogue texts are read when shown', () => {
  it('no module of the storefront keeps one from when it loaded', () => {
    const reads = ['src', 'machines', 'domain'].flatMap(files).flatMap(moduleScopeReads);
    expect(reads).toEqual([]);
  });

  it('every English catalogue the storefront reads registers as live, under its export name', () => {
    const dir = join('domain', 'messages');
    const unregistered = readdirSync(dir)
      .filter((name) => name.endsWith('.ts') && !['server.ts', 'translation.ts', ...DESK_ONLY].includes(name))
      .flatMap((name) => {
        const text = readFileSync(join(dir, name), 'utf8');
        const exported = [...text.matchAll(/^export const (\w+) =(.*)$/gm)];
        // A catalogue's sayer (`sayMessages = messageKeys('messages', messages)`) sits beside it and is no catalogue.
        const catalogues = exported.filter(([, , rest]) => !rest!.includes('messageKeys('));
        return catalogues.filter(([, exportName, rest]) => !rest!.includes(`liveCatalogue('${exportName}',`)).map(([, exportName]) => `${name} ${exportName}`);
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

describe('a message by key (issue 24: the toasts)', () => {
  afterEach(() => showCatalogues(null));

  it('is worded in the language shown when it is shown, with its values in their places', async () => {
    const sayMessages = messageKeys('messages', messages);
    const sayReorder = messageKeys('reorderTexts', reorderTexts);
    const removed = sayMessages('itemRemoved');
    const gone = sayMessages('linesNoLongerAvailable', 'Kesar Pista 5 Litre');
    const unavailable = sayReorder('reorderUnavailable', ['Kesar Pista (5 Litre)', 'Rajbhog (750 ML)']);
    expect([removed, gone].map(wordsOf)).toEqual(['Item removed from cart', 'No longer available, taken out of your cart: Kesar Pista 5 Litre']);
    showCatalogues(await languageCatalogues('gu'));
    expect([removed, gone, unavailable].map(wordsOf)).toEqual([
      'વસ્તુ કાર્ટમાંથી કાઢી નાખી',
      'હવે મળતું નથી, તમારા કાર્ટમાંથી કાઢી નાખ્યું: Kesar Pista 5 Litre',
      'Kesar Pista (5 Litre) અને Rajbhog (750 ML) હવે ઉપલબ્ધ નથી.',
    ]);
    showCatalogues(null);
    expect(wordsOf(removed)).toBe('Item removed from cart');
  });

  it('shows words that arrived worded as they are, and an unknown key as the key', () => {
    expect(wordsOf('Only pending orders can be cancelled')).toBe('Only pending orders can be cancelled');
    expect(wordsOf({ id: 'messages.noSuchText' })).toBe('messages.noSuchText');
  });

  it('names each catalogue by its export name, the name it registers under', () => {
    const named = ['src', 'machines', 'domain'].flatMap(files).flatMap((path) =>
      [...readFileSync(path, 'utf8').matchAll(/messageKeys\('(\w+)', (\w+)\)/g)].map(([, name, catalogue]) => ({ path, name, catalogue })),
    );
    expect(named.length).toBeGreaterThan(10);
    expect(named.filter(({ name, catalogue }) => name !== catalogue)).toEqual([]);
  });
});
