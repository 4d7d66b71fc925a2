import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { TEST_DATA_DIR } from '../../../../scripts/test-scratch.ts';

/** Names of the seeded template of one test run (several runs may share the machine). */
export function templateNames(runId: string) {
  return { pgliteDir: path.join(TEST_DATA_DIR, `pglite-template-${runId}`), pgDatabase: `ptcg_test_template_${runId}` };
}

/** Names of one worker's shared read-only copy of the template (test/app.ts, readOnlyTestApp). */
export function sharedCopyNames(runId: string, pid: number) {
  return {
    pgliteDir: path.join(TEST_DATA_DIR, `${SHARED_PREFIX}${runId}-${pid}`),
    pgDatabase: `${SHARED_PG_PREFIX}${runId}_${pid}`,
  };
}
const SHARED_PREFIX = 'pglite-shared-';
const SHARED_PG_PREFIX = 'ptcg_test_shared_';

/**
 * Removes the run's shared copies: they stay open until their worker process ends, so no test file
 * can remove them; the run's teardown does, after the workers have gone.
 */
export async function dropSharedCopies(runId: string, backend: 'pglite' | 'postgres'): Promise<void> {
  if (backend === 'postgres') {
    const found = await pgAdmin([
      `SELECT datname FROM pg_database WHERE starts_with(datname, '${SHARED_PG_PREFIX}${runId}_')`,
    ]);
    const names = found[0]!.rows.map((r: { datname: string }) => r.datname);
    await pgAdmin(names.map((name) => `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    return;
  }
  if (!fs.existsSync(TEST_DATA_DIR)) return;
  for (const name of fs.readdirSync(TEST_DATA_DIR)) {
    if (name.startsWith(`${SHARED_PREFIX}${runId}-`)) {
      fs.rmSync(path.join(TEST_DATA_DIR, name), { recursive: true, force: true });
    }
  }
}

/** Same server as TEST_DATABASE_URL, another database name. */
export function pgUrlFor(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

/**
 * Has the connections to a test database not wait for each commit to reach the disk (a database's own
 * setting, not copied with it as a template). The tests never crash the database server, so no answer
 * depends on it; the files of two workers would otherwise queue on the server's disk flushes.
 */
export function noCommitWait(database: string): string {
  return `ALTER DATABASE ${database} SET synchronous_commit = off`;
}

/** Runs statements on the maintenance connection of TEST_DATABASE_URL (CREATE/DROP DATABASE). */
export async function pgAdmin(statements: string[]): Promise<pg.QueryResult[]> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  // A broken connection fails the statement in flight; it must not also be an uncaught 'error' event.
  client.on('error', () => {});
  await client.connect();
  try {
    const results: pg.QueryResult[] = [];
    for (const s of statements) results.push(await client.query(s));
    return results;
  } finally {
    await client.end();
  }
}

export function freshDir(name: string): string {
  const dir = path.join(TEST_DATA_DIR, name);
  fs.rmSync(dir, { recursive: true, force: true });
  fs.mkdirSync(path.dirname(dir), { recursive: true });
  return dir;
}
