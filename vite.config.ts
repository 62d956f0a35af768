import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { deskPreloads } from './scripts/deskPreloads.ts';
import { earlyTapsScript } from './scripts/earlyTapsScript.ts';
import { installableApp } from './scripts/installableApp.ts';
import { precompress } from './scripts/precompress.ts';
import { stripMachineMeta } from './scripts/stripMachineMeta.ts';

/** `npm run dev` serves the client here and proxies the API and uploads to the server on API_PORT. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8787}`;

/** `vite build --ssr`: the server's rendering of the storefront's pages (src/entry-server.tsx, issue 14). */
const SERVER_ENTRY = 'src/entry-server.tsx';

export default defineConfig(({ isSsrBuild }) => {
  const desk = deskPreloads();
  return {
    // installableApp: the web app manifest and the service worker (issue 14); earlyTapsScript: the page's first
    // script, which keeps the taps before hydration (issue 28); neither is the server's.
    plugins: [react(), vanillaExtractPlugin(), stripMachineMeta(), ...(isSsrBuild ? [] : [earlyTapsScript(), desk.plugin, precompress(), ...installableApp()])],
    server: {
      proxy: {
        '/api': apiTarget,
        '/uploads': apiTarget,
      },
    },
    resolve: {
      // @xstate/react and wouter import use-sync-external-store's shim, which carries its own implementation
      // for React before 18; React 19 has the hook built in, and the package's plain entries use it.
      alias: [
        { find: /^use-sync-external-store\/shim(\/index\.js)?$/, replacement: 'use-sync-external-store' },
        { find: /^use-sync-external-store\/shim\/with-selector(\.js)?$/, replacement: 'use-sync-external-store/with-selector' },
      ],
    },
    build: isSsrBuild ? {
      // Beside the client's files, which the server does not serve from here (server/app.ts).
      outDir: 'dist/server',
      emptyOutDir: true,
      ssr: SERVER_ENTRY,
      copyPublicDir: false,
    } : {
      outDir: 'dist',
      emptyOutDir: true,
      // dist/.vite/manifest.json: the server links a Gujarati or Hindi page's font stylesheets from it (server/app.ts).
      manifest: true,
      // Every browser of the build target preloads modules natively; the polyfill would only add bytes. The desk's
      // page preloads the desk's scripts itself (scripts/deskPreloads.ts), which the entry then does not name.
      modulePreload: { polyfill: false, resolveDependencies: desk.resolveDependencies },
      rolldownOptions: {
        output: {
          // What every page loads first (the entry and its static imports) goes into one file: the shared
          // pieces the lazy screens also import would otherwise become several small files, each a request
          // and each compressed on its own. The screens, the contract's schemas and the toaster stay apart.
          codeSplitting: {
            groups: [{ name: 'first-load', tags: ['$initial'] }],
          },
        },
      },
    },
  };
});
