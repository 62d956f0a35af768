/**
 * The screens' model paths (tests/ui) again in Debian's Chromium: Vitest's browser mode with its
 * playwright provider, launching the system's /usr/bin/chromium (no browser download), at a laptop's
 * width. vitest.config.ts adds this project when E2E=1; `npx vitest run --config tests/browser/vitest.config.ts`
 * runs it alone.
 */
import { playwright } from '@vitest/browser-playwright';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import type { TestProjectInlineConfiguration } from 'vitest/config';

/** The path suites of tests/ui, one per machine (the other screen tests check single screens). */
export const browserPathSuites = [
  'tests/ui/addresses.test.tsx',
  'tests/ui/cart.test.tsx',
  'tests/ui/catalogue.test.tsx',
  'tests/ui/checkout.test.tsx',
  'tests/ui/deliveryCheck.test.tsx',
  'tests/ui/legal.test.tsx',
  'tests/ui/orders.test.tsx',
  'tests/ui/reorder.test.tsx',
  'tests/ui/session.test.tsx',
  'tests/ui/shell.test.tsx',
  'tests/ui/storefront.test.tsx',
  'tests/ui/deskOwner.test.tsx',
  'tests/ui/desk/frame.test.tsx',
  'tests/ui/desk/inbox.test.tsx',
  'tests/ui/desk/passwordHelp.test.tsx',
  'tests/ui/desk/phoneOrder.test.tsx',
];

export const browserPaths: TestProjectInlineConfiguration = {
  plugins: [react(), vanillaExtractPlugin()],
  // Where the browser paths leave their storyboards and screenshots (tests/ui/atlasRecord.ts).
  define: { __ATLAS_DATA__: JSON.stringify(fileURLToPath(new URL('../../coverage/atlas-data', import.meta.url))) },
  resolve: { alias: { 'node:assert/strict': fileURLToPath(new URL('./assert.ts', import.meta.url)) } },
  // Found up front, so that Vite does not reload the page mid-run to add a dependency it found late.
  optimizeDeps: {
    include: ['react', 'react-dom', 'react-dom/client', 'react/jsx-dev-runtime', '@testing-library/react', '@testing-library/user-event', '@testing-library/dom', 'xstate', 'xstate/graph', '@xstate/react', 'wouter', 'wouter/memory-location', 'wouter/use-browser-location', 'uqr', '@radix-ui/react-toast', '@radix-ui/react-dialog', 'dompurify'],
  },
  test: {
    name: 'browser-paths',
    include: browserPathSuites,
    // After the other projects and the e2e one (vitest.config.ts): alone, as in `npm run atlas`.
    sequence: { groupOrder: 2 },
    setupFiles: ['tests/ui/setup.ts', 'tests/browser/setup.ts'],
    testTimeout: 120_000,
    hookTimeout: 120_000,
    fileParallelism: false,
    browser: {
      enabled: true,
      headless: true,
      provider: playwright({
        launchOptions: { executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: ['--no-sandbox', '--disable-dev-shm-usage'] },
      }),
      instances: [{ browser: 'chromium' }],
      // A laptop's width: the paths use the header's links, which a phone's width folds into the menu.
      viewport: { width: 1000, height: 800 },
      screenshotFailures: false,
    },
  },
};
