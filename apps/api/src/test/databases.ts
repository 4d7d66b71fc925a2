import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { REPO_ROOT } from '../env.ts';

/** Scratch space for test databases, ignored by git. */
export const TEST_DATA_DIR = path.join(REPO_ROOT, '.test-data');

/** Names of the seeded template of one test run (several runs may share the machine). */
export function templateNames(runId: string) {
  return { pgliteDir: path.join(TEST_DATA_DIR, `pglite-template-${runId}`), pgDatabase: `ptcg_test_template_${runId}` };
}

/** Same server as TEST_DATABASE_URL, another database name. */
export function pgUrlFor(database: string): string {
  const url = new URL(process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres');
  url.pathname = `/${database}`;
  return url.toString();
}

/** Runs statements on the maintenance connection of TEST_DATABASE_URL (CREATE/DROP DATABASE). */
export async function pgAdmin(statements: string[]): Promise<void> {
  const client = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
  await client.connect();
  try {
    for (const s of statements) await client.query(s);
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
