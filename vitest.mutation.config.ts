import { defineConfig } from 'vitest/config';

/**
 * The machine-alone path suites (project `model` of vitest.config.ts), the tests `npm run mutation`
 * (stryker.config.mjs) asks to kill each mutant of machines/ and domain/.
 */
export default defineConfig({
  test: { name: 'model', include: ['tests/model/**/*.test.ts'], testTimeout: 30_000 },
});
