import fs from 'node:fs';
import path from 'node:path';
import { REPO_ROOT } from '../env.ts';
import type { DatabaseHandle } from './index.ts';

// From the repository root, so the compiled server (dist/server.js) reads the same files.
const MIGRATIONS_DIR = path.join(REPO_ROOT, 'apps/api/src/db/migrations');
/** Arbitrary constant: several server instances starting at once migrate one at a time. */
const MIGRATION_LOCK = 727_001;

export function migrationFiles(): string[] {
  return fs
    .readdirSync(MIGRATIONS_DIR)
    .filter((f) => /^\d{3}_.+\.sql$/.test(f))
    .sort();
}

/** Applies every numbered SQL file not yet recorded, each in its own transaction. Returns the applied names. */
export async function migrate(handle: DatabaseHandle): Promise<string[]> {
  return handle.withRawConnection(async (exec) => {
    await exec(`SELECT pg_advisory_lock(${MIGRATION_LOCK})`);
    try {
      await exec(
        'CREATE TABLE IF NOT EXISTS schema_migration (name text PRIMARY KEY, applied_at timestamptz NOT NULL DEFAULT now())',
      );
      const done = new Set(
        (
          (await handle.db
            .selectFrom('schema_migration' as never)
            .select('name' as never)
            .execute()) as { name: string }[]
        ).map((r) => r.name),
      );
      const applied: string[] = [];
      for (const file of migrationFiles()) {
        if (done.has(file)) continue;
        const text = fs.readFileSync(path.join(MIGRATIONS_DIR, file), 'utf8');
        await exec('BEGIN');
        try {
          await exec(text);
          await exec(`INSERT INTO schema_migration (name) VALUES ('${file.replace(/'/g, "''")}')`);
          await exec('COMMIT');
        } catch (err) {
          await exec('ROLLBACK');
          throw new Error(`Migration ${file} failed: ${(err as Error).message}`, { cause: err });
        }
        applied.push(file);
      }
      return applied;
    } finally {
      await exec(`SELECT pg_advisory_unlock(${MIGRATION_LOCK})`);
    }
  });
}
