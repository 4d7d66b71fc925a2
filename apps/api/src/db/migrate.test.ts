import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { sql } from 'kysely';
import { afterAll, describe, expect, it } from 'vitest';
import { REPO_ROOT } from '../env.ts';
import { freshDir } from '../test/databases.ts';
import { openDatabase } from './index.ts';
import { migrate, migrationFiles } from './migrate.ts';

const run = promisify(execFile);
const dir = freshDir(`migrate-cli-${process.pid}`);
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const migrateCli = () =>
  run(process.execPath, ['--import', 'tsx', path.join(REPO_ROOT, 'apps/api/src/db/migrate-cli.ts')], {
    cwd: REPO_ROOT,
    env: { ...process.env, DATABASE_URL: '', PGLITE_DIR: dir, LOG_LEVEL: 'silent' },
  });

describe('npm run db:migrate', () => {
  it('builds the schema of the whole product that start-up would build, once', { timeout: 120_000 }, async () => {
    const first = await migrateCli();
    expect(first.stdout).toContain(`已应用迁移: ${migrationFiles().join(', ')}`);
    const again = await migrateCli();
    expect(again.stdout).toContain('数据库已是最新结构');

    const handle = await openDatabase({ pgliteDir: dir });
    try {
      // Start-up runs the same migrations: nothing is left for it to apply.
      expect(await migrate(handle)).toEqual([]);
      const { rows } = await sql<{ name: string }>`
        SELECT table_name AS name FROM information_schema.tables WHERE table_schema = 'public'`.execute(handle.db);
      const tables = rows.map((r) => r.name);
      // SPEC section 3: products, cards (prints and effects), series, tournaments, players and their
      // former names, standings, decks and their cards, categories and variants, announcements,
      // admin users and sessions.
      expect(tables).toEqual(
        expect.arrayContaining([
          'product',
          'card',
          'tournament_series',
          'tournament',
          'player',
          'player_name',
          'entry',
          'entry_player',
          'entry_deck',
          'swiss_standing',
          'deck',
          'deck_card',
          'deck_category',
          'announcement',
          'admin_user',
          'session',
          'schema_migration',
        ]),
      );
    } finally {
      await handle.close();
    }
  });
});
