import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { browserPaths } from './tests/browser/project.ts';

/** The main flows' path suites, which run once more in each translated language (tests/ui/shownLanguage.ts). */
const uiLanguagePathSuites = [
  'tests/ui/catalogue.test.tsx',
  'tests/ui/cart.test.tsx',
  'tests/ui/checkout.test.tsx',
  'tests/ui/orders.test.tsx',
  'tests/ui/addresses.test.tsx',
  'tests/ui/session.test.tsx',
  'tests/ui/refusals.test.tsx',
];

const postgres = process.env.TEST_DATABASE_URL;
/** Chromium tests run where Chromium is installed and E2E=1 asks for them (.ci/run does both). */
const e2e = process.env.E2E === '1';
/** Crash, load and fault tests take minutes: STRESS=1 asks for them (.ci/run sets it). */
const stress = process.env.STRESS === '1';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two files at a time: on the 2 cores every machine here has, vitest's default (cores - 1) ran the whole
    // suite one file after another (42 min in stop 30's CI), though most files wait on a database, a server or
    // Chromium. The Chromium projects run after the others, each project alone (sequence.groupOrder): beside
    // each other they slowed a screen path past its waits.
    maxWorkers: 2,
    projects: [
      { extends: true as const, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true as const, test: { name: 'model', include: ['tests/model/**/*.test.ts'] } },
      {
        // The machines' paths through the rendered screens (Testing Library in happy-dom).
        plugins: [react(), vanillaExtractPlugin()],
        test: { name: 'ui', include: ['tests/ui/**/*.test.{ts,tsx}'], environment: 'happy-dom', testTimeout: 60_000, setupFiles: ['tests/ui/setup.ts'] },
      },
      // The main flows' screen paths again in Gujarati and in Hindi (issue 16): the app and the suites' expectations read that language's catalogues.
      ...(['gu', 'hi'] as const).map((language) => ({
        plugins: [react(), vanillaExtractPlugin()],
        test: {
          name: `ui-${language}`,
          include: uiLanguagePathSuites,
          environment: 'happy-dom',
          testTimeout: 60_000,
          env: { UI_LANGUAGE: language },
          setupFiles: ['tests/ui/setup.ts', 'tests/ui/shownLanguage.ts'],
        },
      })),
      // On PGlite in memory, each test server starting from one migrated database (tests/api/pgliteTemplate.ts).
      { extends: true as const, test: { name: 'api-pglite', include: ['tests/api/**/*.test.ts'], env: { API_TEST_DB: 'pglite' }, globalSetup: ['tests/api/pgliteTemplate.ts'] } },
      // The shop's existing apps (the Flutter app and the web port) replayed against the server.
      {
        extends: true as const,
        test: { name: 'compat-pglite', include: ['tests/compat/**/*.test.ts'], env: { API_TEST_DB: 'pglite' }, globalSetup: ['tests/api/pgliteTemplate.ts'] },
      },
      // Crash and load tests: real server processes on loopback, bounded in count and time. The crash file and the
      // load file run side by side (CI runs them after everything else): neither measures speed (their time limits
      // only catch a hang: 60 s for a first order after a restart, and per request), and one after the other they took 260 s and 151 s.
      ...(stress
        ? [{ extends: true as const, test: { name: 'stress', include: ['tests/stress/**/*.test.ts'], testTimeout: 600_000, hookTimeout: 120_000 } }]
        : []),
      ...(e2e
        ? [
            {
              extends: true as const,
              test: {
                name: 'e2e',
                include: ['tests/e2e/**/*.test.ts'],
                globalSetup: ['tests/e2e/dataDirTemplate.ts'],
                testTimeout: 120_000,
                hookTimeout: 180_000,
                // One file at a time, after the other projects: each file's own shop and Chromium keep both cores busy
                // (two at a time took as long, at a load of 10).
                fileParallelism: false,
                sequence: { groupOrder: 1 },
                // A page in Chromium on a shared CI machine can take seconds to hydrate (a Gujarati page stayed
                // English past expect.poll's default 1 s in stop 30's CI); what a poll waits for must happen, not be quick.
                expect: { poll: { timeout: 10_000 } },
              },
            },
            // The screens' model paths of tests/ui again in Debian's Chromium (issue 15).
            browserPaths,
          ]
        : []),
      ...(postgres
        ? [
            {
              extends: true as const,
              test: {
                name: 'api-postgres',
                include: ['tests/api/**/*.test.ts'],
                env: { API_TEST_DB: 'postgres' },
              },
            },
            {
              extends: true as const,
              test: { name: 'compat-postgres', include: ['tests/compat/**/*.test.ts'], env: { API_TEST_DB: 'postgres' } },
            },
          ]
        : []),
    ],
  },
});
