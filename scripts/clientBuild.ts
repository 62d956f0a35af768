/** The storefront build is stale when any client source is newer than dist/index.html, or dist/server/ is missing. */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

const CLIENT_SOURCES = ['index.html', 'vite.config.ts', 'package-lock.json', 'src', 'domain', 'machines', 'public'];

function newestChange(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, entry) => Math.max(newest, newestChange(join(path, entry))), stat.mtimeMs);
}

export function clientBuildIsStale(root: string): boolean {
  const built = join(root, 'dist', 'index.html');
  // The server's rendering of the pages (src/entry-server.tsx) is part of the build too.
  if (!existsSync(built) || !existsSync(join(root, 'dist', 'server', 'entry-server.js'))) return true;
  const builtAt = statSync(built).mtimeMs;
  return CLIENT_SOURCES.some((source) => newestChange(join(root, source)) > builtAt);
}
