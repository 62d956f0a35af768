import { defineConfig } from 'vitest/config';

const postgres = process.env.TEST_DATABASE_URL;

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      { extends: true as const, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      { extends: true as const, test: { name: 'model', include: ['tests/model/**/*.test.ts'] } },
      { extends: true as const, test: { name: 'api-pglite', include: ['tests/api/**/*.test.ts'], env: { API_TEST_DB: 'pglite' } } },
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
          ]
        : []),
    ],
  },
});
