/**
 * The production build of the storefront (vite.config.ts as it is) and the server's rendering of its
 * pages, written to a temporary folder with vite's manifest so that the benchmarks never touch dist/
 * while others use it.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { build, type Manifest, type Rolldown } from 'vite';
import { ROOT } from './root.ts';

export interface ClientBuild {
  outDir: string;
  manifest: Manifest;
  chunks: Rolldown.OutputChunk[];
  remove(): void;
}

/** `withServer`: also the server's rendering code (src/entry-server.tsx), as the page load needs it. */
export async function buildClient({ withServer = false } = {}): Promise<ClientBuild> {
  // Inside node_modules/, so that the server's rendering code (dist/server/ as `npm run build` writes it,
  // here outDir/server/) finds react and the others as from dist/.
  const cache = join(ROOT, 'node_modules', '.cache');
  mkdirSync(cache, { recursive: true });
  const outDir = mkdtempSync(join(cache, 'shop-bench-build-'));
  const result = await build({ root: ROOT, logLevel: 'error', build: { outDir, emptyOutDir: true, manifest: true } });
  if (withServer) {
    await build({ root: ROOT, logLevel: 'error', build: { ssr: 'src/entry-server.tsx', outDir: join(outDir, 'server'), emptyOutDir: true } });
  }
  const outputs = Array.isArray(result) ? result : [result];
  const chunks = outputs.flatMap((output) =>
    'output' in output ? output.output.filter((file): file is Rolldown.OutputChunk => file.type === 'chunk') : [],
  );
  const manifest = JSON.parse(readFileSync(join(outDir, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  return { outDir, manifest, chunks, remove: () => rmSync(outDir, { recursive: true, force: true }) };
}
