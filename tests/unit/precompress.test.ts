/** The build's compressed copies (scripts/precompress.ts): what a gzip or brotli client decodes must be the file itself. */
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { afterEach, expect, it } from 'vitest';
import { writeCompressedCopies } from '../../scripts/precompress.ts';

/** Minified-looking JavaScript of a few KB. */
const script = Array.from({ length: 120 }, (_, index) => `const p${index}={pid:${index},name:"Kesar Pista ${index % 7}",mrp:${40 + (index * 13) % 90}};`).join('');
let outDir: string;
afterEach(() => rmSync(outDir, { recursive: true, force: true }));

it('writes gzip and brotli copies that decode to the file, the gzip one smaller than gzip -9', async () => {
  outDir = mkdtempSync(join(tmpdir(), 'precompress-'));
  writeFileSync(join(outDir, 'app.js'), script);
  await writeCompressedCopies(outDir, ['app.js']);
  const gz = readFileSync(join(outDir, 'app.js.gz'));
  expect(gunzipSync(gz).toString()).toBe(script);
  expect(gz.length).toBeLessThan(gzipSync(script, { level: 9 }).length);
  expect(brotliDecompressSync(readFileSync(join(outDir, 'app.js.br'))).toString()).toBe(script);
});

it('copies a small file that compresses, and leaves without copies a file no copy makes smaller and files that are no text', async () => {
  outDir = mkdtempSync(join(tmpdir(), 'precompress-'));
  const small = script.slice(0, 300);
  writeFileSync(join(outDir, 'small.js'), small);
  writeFileSync(join(outDir, 'tiny.js'), 'export{a as b};');
  writeFileSync(join(outDir, 'icon.png'), script);
  await writeCompressedCopies(outDir, ['small.js', 'tiny.js', 'icon.png']);
  expect(gunzipSync(readFileSync(join(outDir, 'small.js.gz'))).toString()).toBe(small);
  expect(readFileSync(join(outDir, 'small.js.gz')).length).toBeLessThan(small.length);
  for (const file of ['tiny.js', 'icon.png']) {
    expect(existsSync(join(outDir, `${file}.gz`))).toBe(false);
    expect(existsSync(join(outDir, `${file}.br`))).toBe(false);
  }
});
