/**
 * Every customer-facing text has one home, domain/messages/ (issue 10), and every desk text one,
 * domain/desk/messages.ts (issue 12): no .tsx file under src/ (the storefront's and the desk's,
 * src/desk/**) writes one itself, as JSX text or as the string value of a label-like prop. Walks the files with the
 * TypeScript compiler's parser, so markup, comments and class names are told apart from text.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

const root = join(import.meta.dirname, '../..');
const labelProps = new Set(['aria-label', 'placeholder', 'title', 'alt', 'label']);

/** Text a reader sees: it holds a letter (a lone space, "·" or "×" separator is markup). */
const isText = (value: string) => /\p{L}/u.test(value);

function tsxFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return tsxFiles(path);
    return entry.name.endsWith('.tsx') ? [path] : [];
  });
}

/**
 * String literals an expression can evaluate to directly (`'a'`, `cond ? 'a' : 'b'`, `x || 'a'`); with
 * `templates`, also the written parts of a template (an aria-label `Remove ${name}` is a sentence too; a
 * template child such as a print style sheet is not read as text).
 */
function literalsOf(node: ts.Expression, templates = false): (ts.StringLiteralLike | ts.TemplateLiteralLikeNode)[] {
  if (ts.isStringLiteralLike(node)) return [node];
  if (templates && ts.isTemplateExpression(node)) return [node.head, ...node.templateSpans.map((span) => span.literal)];
  if (ts.isParenthesizedExpression(node)) return literalsOf(node.expression, templates);
  if (ts.isConditionalExpression(node)) return [...literalsOf(node.whenTrue, templates), ...literalsOf(node.whenFalse, templates)];
  if (ts.isBinaryExpression(node)) return [...literalsOf(node.left, templates), ...literalsOf(node.right, templates)];
  return [];
}

/** Each customer-facing literal in one file's source, as "line: text". */
export function customerTextsIn(fileName: string, source: string): string[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
  const found: string[] = [];
  const report = (node: ts.Node, text: string) => {
    if (isText(text)) found.push(`${file.getLineAndCharacterOfPosition(node.getStart()).line + 1}: ${text.trim()}`);
  };
  const visit = (node: ts.Node) => {
    if (ts.isJsxText(node)) report(node, node.text);
    else if (ts.isJsxExpression(node) && node.expression && !ts.isJsxAttribute(node.parent)) {
      for (const literal of literalsOf(node.expression)) report(literal, literal.text);
    } else if (ts.isJsxAttribute(node) && labelProps.has(node.name.getText(file)) && node.initializer) {
      const value = node.initializer;
      if (ts.isStringLiteral(value)) report(value, value.text);
      else if (ts.isJsxExpression(value) && value.expression) {
        for (const literal of literalsOf(value.expression, true)) report(literal, literal.text);
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(file);
  return found;
}

describe('customer-facing texts live in domain/messages/', () => {
  const files = tsxFiles(join(root, 'src')).map((path) => relative(root, path));

  it.each(files)('%s writes no text of its own', (file) => {
    expect(customerTextsIn(file, readFileSync(join(root, file), 'utf8'))).toEqual([]);
  });

  it('the desk screens are among the files checked', () => {
    expect(files).toEqual(expect.arrayContaining(['src/desk/DeskApp.tsx', 'src/desk/owner/CatalogueScreen.tsx', 'src/desk/orders/OrdersScreen.tsx']));
  });

  // The desk may share what the machines and rules say (domain/messages/index.ts, such as an order rule's
  // hint); a customer screen's own labels (the area modules beside it) are not the desk's.
  it.each(files.filter((file) => file.startsWith('src/desk/')))('%s takes no customer screen’s texts', (file) => {
    expect(readFileSync(join(root, file), 'utf8')).not.toMatch(/from '(\.\.\/)+domain\/messages\/(?!index\.ts')/);
  });

  it.each([
    ['JSX text', '<p>Hello there</p>', ['1: Hello there']],
    ['a literal child', "<p>{ok ? 'Saving…' : 'Save'}</p>", ['1: Saving…', '1: Save']],
    ['an aria-label', '<b aria-label="Close" />', ['1: Close']],
    ['a placeholder in braces', "<input placeholder={'Your name'} />", ['1: Your name']],
    ['a label prop', '<Field label="Email" />', ['1: Email']],
    ['the words of a template', '<b aria-label={`Remove ${name} now`} />', ['1: Remove', '1: now']],
    ['a template that only joins values', '<b title={`${name} ${size}`} />', []],
    ['a template child (a style sheet)', '<style>{`@page { size: ${width}mm auto }`}</style>', []],
    ['texts from messages', '<p title={messages.x}>{messages.y}{\' \'}</p>', []],
    ['class names and other props', '<p className="lead" name="email" type="tel" />', []],
  ])('finds %s', (_case, source, expected) => {
    expect(customerTextsIn('example.tsx', `const x = ${source};`)).toEqual(expected);
  });
});
