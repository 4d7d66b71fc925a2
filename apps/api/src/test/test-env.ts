import { loadEnv } from '../env.ts';
import type { Env } from '../env.ts';

/**
 * The configuration of the app under test on a database copy (test/app.ts, and the process of
 * test/hostile-bodies.ts). Tests share busy cores: the event-loop guard and the bound on waiting for the
 * database would answer 503 to ordinary test requests (the overload tests set them). The test fixture is
 * a season 25-26 dataset: the app sees it as of a day inside that season.
 */
export function testEnv(
  database: { databaseUrl?: string; pgliteDir: string },
  overrides: Record<string, string> = {},
): Env {
  return loadEnv({
    ...process.env,
    LOG_LEVEL: 'silent',
    DATABASE_URL: database.databaseUrl ?? '',
    PGLITE_DIR: database.pgliteDir,
    MAX_EVENT_LOOP_DELAY_MS: '0',
    MAX_QUEUE_WAIT_MS: '60000',
    TODAY: process.env.TODAY ?? '2026-01-15',
    ...overrides,
  });
}
