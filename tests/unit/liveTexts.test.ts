/**
 * Issue 16: the storefront shows the chosen language by filling the English catalogues with its texts and
 * rendering again (src/app/language.ts), so a text must be read when it is shown, not kept from when a module
 * loaded. No storefront module (src/, machines/, domain/) reads a catalogue text at module scope, except a
 * machine's toast in its definition (`toast(...)`, `notice(...)`, a `notify` action), which the toaster words
 * in the shown language (src/app/toasts.ts). Every English catalogue registers as live (domain/liveTexts.ts).
 */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

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

const isNotify = (node: ts.Node): boolean =>
  (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && ['toast', 'notice'].includes(node.expression.text)) ||
  (ts.isObjectLiteralExpression(node) &&
    node.properties.some((property) => ts.isPropertyAssignment(property) && property.name.getText() === 'type' && property.initializer.getText() === "'notify'"));

/** `catalogue.key` reads outside any function, other than in a toast of a machine's definition. */
function moduleScopeReads(path: string): string[] {
  const source = ts.createSourceFile(path, readFileSync(path, 'utf8'), ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node, allowed: boolean) => {
    if (ts.isFunctionLike(node)) return;
    const inToast = allowed || (path.startsWith('machines') && isNotify(node));
    if (!inToast && ts.isPropertyAccessExpression(node) && ts.isIdentifier(node.expression) && CATALOGUE.test(node.expression.text)) {
      found.push(`${path}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1} ${node.getText()}`);
    }
    node.forEachChild((child) => visit(child, inToast));
  };
  visit(source, false);
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
        return exported.filter(([, exportName, rest]) => !rest!.includes(`liveCatalogue('${exportName}',`)).map(([, exportName]) => `${name} ${exportName}`);
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
