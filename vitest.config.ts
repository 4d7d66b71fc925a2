import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';

const apiProject = (name: string, backend: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    env: { TEST_BACKEND: backend },
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
  },
});

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: ['packages/*/src/**/*.test.ts', 'scripts/**/*.test.ts', 'apps/web/src/**/*.test.ts'],
        },
      },
      apiProject('api', 'pglite'),
      // The same API tests again on PostgreSQL when a server is given.
      ...(process.env.TEST_DATABASE_URL ? [apiProject('api-pg', 'postgres')] : []),
      {
        test: {
          name: 'browser',
          include: ['apps/web/e2e/**/*.test.ts'],
          testTimeout: 60_000,
          hookTimeout: 180_000,
          globalSetup: ['apps/web/e2e/global-setup.ts'],
          fileParallelism: false,
        },
      },
    ],
  },
});
