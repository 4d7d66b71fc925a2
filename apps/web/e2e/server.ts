import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { startCompiledServer } from '../../../scripts/compiled-server.ts';
import { firstStart, importCards, TEST_ADMIN } from '../../../scripts/test-templates.ts';
import { TEST_DATA_DIR } from '../../../scripts/test-scratch.ts';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
/** The admin account of the seeded database (the test run's template, or seededDatabase below). */
export const E2E_ADMIN = TEST_ADMIN;

/** The settings of the suite's servers, and of the server that seeds the test run's templates. */
export const E2E_SERVER_ENV: Record<string, string> = {
  LOG_LEVEL: 'warn',
  ADMIN_PASSWORD: E2E_ADMIN.password,
  // Browser tests log in and out many times from one address; the limit itself is an API test.
  LOGIN_ATTEMPTS_PER_MINUTE: '100',
  // Browser tests share busy cores: the overload guards (503 past a wait) are API tests.
  MAX_EVENT_LOOP_DELAY_MS: '0',
  MAX_QUEUE_WAIT_MS: '60000',
  // Remote card images are unreachable in CI: the generated card faces are what the browser shows.
  CARD_IMAGE_URL: '',
  // Nor can the icon service: each page would wait seconds on its failing lookups before the browser
  // falls back to the generated badges, which are what it shows (tournaments.test.ts tests the fallback).
  ICON_URL: 'none',
};

/** A fresh, empty folder for an embedded database in the tests' scratch space (its lock file sits next to it). */
export function freshDatabaseDir(name: string): string {
  const dir = path.join(TEST_DATA_DIR, `${name}-${process.pid}`);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  return dir;
}

// When the suite runs alone (not under `npm test`, which makes the run's templates once), it makes the
// two databases its files start from the same way the templates are made.

/**
 * A database folder holding the default dataset as the server seeds it on its first start. Servers of
 * the suite start on copies of it (`copyOfDatabase`): seeding takes tens of seconds, a copy a fraction
 * of one.
 */
export async function seededDatabase(): Promise<string> {
  const dir = freshDatabaseDir('e2e-seeded');
  await firstStart({ DATABASE_URL: '', PGLITE_DIR: dir });
  return dir;
}

/** A database folder holding only the card data. Files that import events of their own start on copies of it. */
export async function cardsOnlyDatabase(): Promise<string> {
  const dir = freshDatabaseDir('e2e-cards');
  await importCards(dir);
  return dir;
}

/** A fresh copy of a database folder, for a server of its own. */
export function copyOfDatabase(template: string, name: string): string {
  const dir = freshDatabaseDir(name);
  fs.cpSync(template, dir, { recursive: true });
  return dir;
}

export type RunningServer = {
  baseUrl: string;
  /** Stops the server and removes its database folder, unless asked to keep it. */
  stop: (options?: { keepDatabase?: boolean }) => Promise<void>;
};

/**
 * The production server as `npm start` runs it (apps/api/dist/server.js with the built web app), on an
 * embedded database folder.
 */
export async function startServer(dbDir: string, env: Record<string, string> = {}): Promise<RunningServer> {
  const server = await startCompiledServer({
    DATABASE_URL: '',
    PGLITE_DIR: dbDir,
    ...E2E_SERVER_ENV,
    ...env,
  });
  return {
    baseUrl: server.baseUrl,
    stop: async ({ keepDatabase = false } = {}) => {
      await server.stop();
      if (!keepDatabase) fs.rmSync(dbDir, { recursive: true, force: true });
    },
  };
}
