/**
 * The production build of the storefront (vite.config.ts as it is), written to a temporary folder
 * with vite's manifest so that the benchmarks never touch dist/ while others use it.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { build, type Manifest, type Rolldown } from 'vite';
import { ROOT } from './root.ts';

export interface ClientBuild {
  outDir: string;
  manifest: Manifest;
  chunks: Rolldown.OutputChunk[];
  remove(): void;
}

export async function buildClient(): Promise<ClientBuild> {
  const outDir = mkdtempSync(join(tmpdir(), 'shop-bench-build-'));
  const result = await build({ root: ROOT, logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) =>
    'output' in output ? output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk') : [],
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return { outDir, manifest, chunks, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
