// The seeded databases a test run starts from, made once by `npm test` (scripts/run-tests.ts) right
// after the build and before the suites: the default dataset as the compiled server seeds it on its
// first start, on an embedded folder and, when TEST_DATABASE_URL names a server, on PostgreSQL; and a
// folder holding the card data alone, imported by the cards command. The API suites copy the seeded
// ones for each file (apps/api/src/test/global-setup.ts), the browser suite serves a copy and starts
// the servers of its own files on copies (apps/web/e2e/global-setup.ts). Before, each suite seeded its
// own at its start, on one core while the other waited.
//
// A suite run on its own (`npx vitest run --project api`) finds no templates of its run and makes its
// own, as before.
import fs from 'node:fs';
import path from 'node:path';
import { freshDir, noCommitWait, pgAdmin, pgUrlFor, templateNames } from '../apps/api/src/test/databases.ts';
import { runImporter, startCompiledServer } from './compiled-server.ts';
import { TEST_DATA_DIR } from './test-scratch.ts';

/** The account the first start creates in the templates, which both suites log in with. */
export const TEST_ADMIN = { username: 'admin', password: 'admin-test-password' };

/** The environment variable naming the run whose templates the suites use. */
export const TEMPLATES_RUN = 'TEST_TEMPLATES_RUN';

const markerOf = (runId: string) => path.join(TEST_DATA_DIR, `templates-${runId}.json`);
export const cardsOnlyTemplate = (runId: string) => path.join(TEST_DATA_DIR, `cards-only-template-${runId}`);
/** The embedded folder holding the default dataset (the API suite's template, by the same name). */
export const seededTemplate = (runId: string) => templateNames(runId).pgliteDir;

type Marker = { postgres: string | null };

/**
 * The run whose templates hold the seeded database of `backend` (the embedded folders are always made),
 * when this process runs under `npm test` and they were made; otherwise undefined.
 */
export function preparedRun(backend: 'pglite' | 'postgres'): string | undefined {
  const runId = process.env[TEMPLATES_RUN];
  if (!runId || !fs.existsSync(markerOf(runId))) return undefined;
  const marker = JSON.parse(fs.readFileSync(markerOf(runId), 'utf8')) as Marker;
  // A PostgreSQL template of another server than the one under test is no template of this run.
  if (backend === 'postgres' && marker.postgres !== (process.env.TEST_DATABASE_URL ?? null)) return undefined;
  return runId;
}

/**
 * The default dataset as the compiled server seeds it on its first start on an empty database (it is
 * stopped once it serves).
 */
export async function firstStart(database: { DATABASE_URL: string; PGLITE_DIR: string }): Promise<void> {
  const server = await startCompiledServer({ ...database, LOG_LEVEL: 'warn', ADMIN_PASSWORD: TEST_ADMIN.password });
  await server.stop();
}

/** The card data alone in an empty embedded folder, imported the way an operator does it. */
export async function importCards(dbDir: string): Promise<void> {
  await runImporter('cards', dbDir, ['data/cards.json.gz']);
}

/** Makes the templates of `runId` (about 15 s of one core each; the three are made at once). */
export async function buildTemplates(runId: string): Promise<void> {
  const names = templateNames(runId);
  const pgUrl = process.env.TEST_DATABASE_URL;
  freshDir(path.basename(names.pgliteDir));
  const cardsOnly = freshDir(path.basename(cardsOnlyTemplate(runId)));
  if (pgUrl) {
    await pgAdmin([
      `DROP DATABASE IF EXISTS ${names.pgDatabase} WITH (FORCE)`,
      `CREATE DATABASE ${names.pgDatabase}`,
      noCommitWait(names.pgDatabase),
    ]);
  }
  await Promise.all([
    firstStart({ DATABASE_URL: '', PGLITE_DIR: names.pgliteDir }),
    pgUrl ? firstStart({ DATABASE_URL: pgUrlFor(names.pgDatabase), PGLITE_DIR: 'memory://' }) : undefined,
    importCards(cardsOnly),
  ]);
  fs.writeFileSync(markerOf(runId), JSON.stringify({ postgres: pgUrl ?? null } satisfies Marker));
}

export async function dropTemplates(runId: string): Promise<void> {
  const names = templateNames(runId);
  fs.rmSync(markerOf(runId), { force: true });
  fs.rmSync(names.pgliteDir, { recursive: true, force: true });
  fs.rmSync(cardsOnlyTemplate(runId), { recursive: true, force: true });
  if (process.env.TEST_DATABASE_URL) await pgAdmin([`DROP DATABASE IF EXISTS ${names.pgDatabase} WITH (FORCE)`]);
}
