/**
 * The import graph's rules (docs/architecture.md, "Import rules"): no import cycles anywhere, a
 * component (src/components/) never imports a screen's module (src/screens/), the storefront (src/)
 * never imports the model tooling (model/), which is not shipped, and neither the model tooling nor the
 * scripts (scripts/, `npm run docs`) import the tests (tests/). madge reads the graph as the
 * TypeScript compiler resolves it, type-only and dynamic imports included.
 */
import { fileURLToPath } from 'node:url';
import madge from 'madge';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../..', import.meta.url));
const FOLDERS = ['server', 'src', 'machines', 'domain', 'model', 'scripts', 'tests'];

/** Imports from one folder into another that the layering forbids, as `importer -> imported`. */
function forbiddenImports(graph: Record<string, string[]>, from: string, to: string): string[] {
  return Object.entries(graph).flatMap(([importer, imported]) =>
    importer.startsWith(from) ? imported.filter((path) => path.startsWith(to)).map((path) => `${importer} -> ${path}`) : [],
  );
}

describe('import rules', () => {
  // Reading some 270 modules takes seconds; once for every rule.
  const graph = madge(FOLDERS, { baseDir: root, fileExtensions: ['ts', 'tsx'], tsConfig: `${root}tsconfig.json` });

  it('reads the whole code base', async () => {
    const modules = Object.keys((await graph).obj());
    for (const folder of FOLDERS) expect(modules.some((path) => path.startsWith(`${folder}/`)), folder).toBe(true);
    expect(modules).toEqual(expect.arrayContaining(['server/app.ts', 'src/app/actors.ts', 'src/components/SessionGate.tsx']));
  }, 120_000);

  it('has no import cycle', async () => {
    expect((await graph).circular().map((cycle) => cycle.join(' > '))).toEqual([]);
  }, 120_000);

  it('keeps components from importing screens, and the storefront from importing the model tooling', async () => {
    const imports = (await graph).obj();
    expect(forbiddenImports(imports, 'src/components/', 'src/screens/')).toEqual([]);
    expect(forbiddenImports(imports, 'src/', 'model/')).toEqual([]);
  }, 120_000);

  it('keeps the model tooling and the scripts from importing the tests', async () => {
    const imports = (await graph).obj();
    expect(forbiddenImports(imports, 'model/', 'tests/')).toEqual([]);
    expect(forbiddenImports(imports, 'scripts/', 'tests/')).toEqual([]);
  }, 120_000);

  it('names a forbidden import', () => {
    const imports = { 'src/components/Gate.tsx': ['src/screens/login.view.ts', 'src/app/actors.ts'], 'src/screens/Login.tsx': ['src/components/Gate.tsx'] };
    expect(forbiddenImports(imports, 'src/components/', 'src/screens/')).toEqual(['src/components/Gate.tsx -> src/screens/login.view.ts']);
  });
});
