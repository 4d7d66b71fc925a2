import { defineConfig } from 'vitest/config';
import type { TestProjectInlineConfiguration } from 'vitest/config';
import { LongFilesFirst } from './scripts/test-sequencer.ts';

// API test files that open no database, or only embedded ones whatever the backend under test: they run
// once, with the embedded database's project (scripts/repository-layout.test.ts keeps the list true).
// The memory test is here too: what it bounds is what the request edge and the answer cache keep of a
// request's body, which no database driver sees.
export const BACKEND_FREE = [
  'apps/api/src/env.test.ts',
  'apps/api/src/db/migrate.test.ts',
  'apps/api/src/http/answer-cache.test.ts',
  'apps/api/src/http/app-errors.test.ts',
  'apps/api/src/http/bounded-memory.test.ts',
  'apps/api/src/http/track-id.test.ts',
  'apps/api/src/import/cards/card-consistency.test.ts',
  'apps/api/src/import/cards/english-prints.test.ts',
  'apps/api/src/import/cards/english-tags.test.ts',
  'apps/api/src/import/cards/import-cards.test.ts',
  'apps/api/src/import/cards/mainland-terms.test.ts',
  'apps/api/src/import/cards/name-match.test.ts',
  'apps/api/src/import/cards/tcgdex.test.ts',
  'apps/api/src/import/tournaments/import-tournaments.test.ts',
  'apps/api/src/lib/helpers.test.ts',
  'apps/api/src/shutdown.test.ts',
];

const apiProject = (name: string, backend: 'pglite' | 'postgres'): TestProjectInlineConfiguration => ({
  test: {
    name,
    include: ['apps/api/src/**/*.test.ts'],
    exclude: backend === 'postgres' ? BACKEND_FREE : [],
    env: { TEST_BACKEND: backend },
    globalSetup: ['apps/api/src/test/global-setup.ts'],
    testTimeout: 60_000,
    hookTimeout: 180_000,
    pool: 'forks',
    // Files run one after another in each worker process with the modules loaded once (with the pool's
    // setting below): loading the server's modules again for every file cost more than the tests of most
    // files. A file that writes gets its own database copy and app, the files that only read share one
    // read-only copy per worker (test/app.ts); the few that fake the clock restore it.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on two cores is one worker; the PostgreSQL files wait on the database server
    // as much as they compute, so two files at a time keep both cores busy.
    maxWorkers: 2,
    // The longest files start first, so no core waits alone at a project's end (scripts/test-sequencer.ts).
    sequence: { sequencer: LongFilesFirst },
    // A worker process runs file after file instead of one process per file. Vitest's pool reads this
    // from the root configuration only: with `isolate: false` in a project alone every file still got a
    // new process, which loaded the server's modules and built its app again (2–3 s a file, measured).
    // Each project keeps its workers to itself, and the projects run one after another.
    poolOptions: { forks: { isolate: false } },
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
          // A navigation or a render waited for by expect.poll takes longer than its default second on
          // a busy two-core machine; the waits end as soon as the page is there.
          expect: { poll: { timeout: 10_000 } },
          // Two files at a time (maxWorkers above): they only read the shared server; the admin file,
          // whose edits move the statistics, starts a server of its own.
        },
      },
    ],
  },
});
