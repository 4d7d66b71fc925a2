import { randomBytes } from 'node:crypto';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../db/index.ts';
import { migrate } from '../db/migrate.ts';
import { loadEnv } from '../env.ts';
import { ensureAdminUser, seedDefaultData } from '../seed.ts';
import fs from 'node:fs';
import { preparedRun, TEST_ADMIN } from '../../../../scripts/test-templates.ts';
import { dropSharedCopies, freshDir, noCommitWait, pgAdmin, pgUrlFor, templateNames } from './databases.ts';

const quietLog = { info: () => {}, warn: () => {} };

/**
 * Builds one migrated database holding the default dataset; every API test file then starts from a
 * copy of it (a directory copy for the embedded database, CREATE DATABASE … TEMPLATE on PostgreSQL).
 * Under `npm test` the run made it already, as the compiled server's first start (scripts/test-templates.ts),
 * and drops it at its end.
 */
export default async function setup(project: TestProject) {
  const backend = project.config.env?.TEST_BACKEND === 'postgres' ? 'postgres' : 'pglite';
  const prepared = preparedRun(backend);
  if (prepared) {
    project.provide('testRunId', prepared);
    return () => dropSharedCopies(prepared, backend);
  }
  const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', ADMIN_PASSWORD: TEST_ADMIN.password });
  // Several runs may share one PostgreSQL server, from different machines or containers.
  const runId = `${process.pid}_${randomBytes(3).toString('hex')}`;
  const { pgliteDir, pgDatabase } = templateNames(runId);
  let databaseUrl: string | undefined;
  if (backend === 'postgres') {
    await pgAdmin([
      `DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`,
      `CREATE DATABASE ${pgDatabase}`,
      noCommitWait(pgDatabase),
    ]);
    databaseUrl = pgUrlFor(pgDatabase);
  } else {
    freshDir(path.basename(pgliteDir));
  }
  project.provide('testRunId', runId);
  const handle = await openDatabase({ databaseUrl, pgliteDir });
  try {
    await migrate(handle);
    await ensureAdminUser(handle, env, quietLog);
    await seedDefaultData(handle, env, quietLog);
  } finally {
    await handle.close();
  }
  return async () => {
    await dropSharedCopies(runId, backend);
    if (backend === 'postgres') await pgAdmin([`DROP DATABASE IF EXISTS ${pgDatabase} WITH (FORCE)`]);
    else fs.rmSync(pgliteDir, { recursive: true, force: true });
  };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testRunId: string;
  }
}
