import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './scripts/precompress.ts';

/** `npm run dev` serves the client here and proxies the API and uploads to the server on API_PORT. */
const apiTarget = `http://127.0.0.1:${process.env.API_PORT ?? 8787}`;

export default defineConfig({
  plugins: [react(), vanillaExtractPlugin(), precompress()],
  server: {
    proxy: {
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    // Every browser of the build target preloads modules natively; the polyfill would only add bytes.
    modulePreload: { polyfill: false },
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
});
