/**
 * The first load's exact size and what is in it, for comparing two commits byte by byte where `npm run size`
 * rounds to 0.1 KB: the served gzip of the entry's files (vite's compressed copies, as `npm run size` sums
 * them) and each project module's size in it before minification, largest first.
 *
 *   npx tsx scripts/bench/firstLoadModules.ts            # then the same in a worktree of the other commit
 */
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { staticClosure } from '../../server/viteManifest.ts';
import { buildClient } from './buildClient.ts';
import { ROOT } from './root.ts';

const client = await buildClient();
try {
  const { manifest } = client;
  const entryKey = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const files = new Set([...staticClosure(manifest, [entryKey])].map((key) => manifest[key]!.file));
  const served = [...files].reduce((sum, file) => {
    const path = join(client.outDir, file);
    return sum + (existsSync(`${path}.gz`) ? statSync(`${path}.gz`).size : readFileSync(path).length);
  }, 0);
  console.log(`first load of /: ${served} B gzip as served, ${files.size} file(s)`);
  const modules = client.chunks
    .filter((chunk) => files.has(chunk.fileName))
    .flatMap((chunk) => Object.entries(chunk.modules))
    .filter(([id, info]) => !id.includes('node_modules') && info.renderedLength > 0)
    .map(([id, info]) => [info.renderedLength, relative(ROOT, id)] as const)
    .sort((a, b) => b[0] - a[0]);
  for (const [length, id] of modules) console.log(`${String(length).padStart(7)} ${id}`);
} finally {
  client.remove();
}
