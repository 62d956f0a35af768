/** What vite's manifest (dist/.vite/manifest.json) says of a built file: the part the server and `npm run size` read. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
  isEntry?: boolean;
}

export type ViteManifest = Readonly<Record<string, ManifestChunk>>;

/** The manifest keys the given chunks load before they run: themselves and their static imports, transitively. */
export function staticClosure(manifest: ViteManifest, keys: readonly string[]): Set<string> {
  const seen = new Set<string>();
  const pending = [...keys];
  while (pending.length > 0) {
    const next = pending.pop()!;
    if (seen.has(next)) continue;
    const chunk = manifest[next];
    if (!chunk) throw new Error(`vite manifest has no entry ${next}`);
    seen.add(next);
    pending.push(...(chunk.imports ?? []));
  }
  return seen;
}
