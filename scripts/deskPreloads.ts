/**
 * The owner's desk (src/desk/main.tsx, issue 12) is a chunk the storefront's entry imports only at /desk. Vite
 * would write every script of the desk into the entry, for its preload helper to fetch beside that chunk: file
 * names every customer's first load carries for a page they never open. The desk's page asks for them instead
 * (`<link rel="modulepreload">`, server/storefrontPage.ts `deskAssets`), before any script has run, and the entry
 * names only the desk's stylesheet, which vite's helper loads with the desk's chunk as before.
 */
import type { Plugin } from 'vite';

const DESK_ENTRY = /[\\/]src[\\/]desk[\\/]main\.tsx$/;

/** The plugin that finds the desk's chunk, and the `build.modulePreload.resolveDependencies` that leaves its scripts out. */
export function deskPreloads(): { plugin: Plugin; resolveDependencies: (file: string, deps: string[]) => string[] } {
  let deskFile: string | null = null;
  return {
    plugin: {
      name: 'desk-preloads',
      apply: 'build',
      // Before vite's own generateBundle, which writes each dynamic import's preloads (and asks resolveDependencies).
      generateBundle: {
        order: 'pre',
        handler(_options, bundle) {
          const desk = Object.values(bundle).find((file) => file.type === 'chunk' && file.facadeModuleId !== null && DESK_ENTRY.test(file.facadeModuleId));
          deskFile = desk?.fileName ?? null;
        },
      },
    },
    resolveDependencies: (file, deps) => (file === deskFile ? [] : deps),
  };
}
