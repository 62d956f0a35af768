/**
 * README and docs/design.md link only inside the repository (a newcomer's clone has nothing beside
 * it), and every link they hold leads to a file or folder that exists.
 */
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PAGES = ['README.md', 'docs/design.md'];

function linksOf(markdown: string): string[] {
  return [...markdown.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]!);
}

describe.each(PAGES)('%s', (page) => {
  const text = readFileSync(join(ROOT, page), 'utf8');

  it('links only to files of the repository that exist', () => {
    const links = linksOf(text).filter((link) => !link.startsWith('#'));
    expect(links.length).toBeGreaterThan(0);
    const outside = links.filter((link) => {
      if (/^[a-z]+:/i.test(link)) return true;
      const target = resolve(dirname(join(ROOT, page)), link.split('#')[0]!);
      return relative(ROOT, target).startsWith('..') || !existsSync(target);
    });
    expect(outside).toEqual([]);
  });

  it('names no path outside the repository', () => {
    expect(text).not.toMatch(/\.\.\/shared|shared\/(spec|DESIGN)/);
  });
});
