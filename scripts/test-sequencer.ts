// The order test files start in. Vitest starts the files it has timings for longest first; a clean
// clone (CI) has none, and Vitest then starts the largest files first, which left short files of
// long runtime to the end: the memory test (17 s) ran alone after every other file of its project, with
// the second core idle. Files measured at ten seconds or more in a CI run start first here, longest
// first, whenever a file of the run has no timing yet; the rest follow in Vitest's own order.
import path from 'node:path';
import { BaseSequencer, type TestSpecification } from 'vitest/node';

export const LONG_FILES_FIRST = [
  // Longest first as measured in a CI run; each project's files keep this order among themselves.
  'apps/web/e2e/cards.test.ts',
  'apps/web/e2e/tournaments.test.ts',
  'apps/web/e2e/accessibility-desktop.test.ts',
  'apps/web/e2e/accessibility-phone.test.ts',
  'apps/web/e2e/shell.test.ts',
  'apps/api/src/stats/category-edit.test.ts',
  'apps/web/e2e/decks.test.ts',
  'apps/api/src/shutdown.test.ts',
  'apps/web/e2e/admin.test.ts',
  'apps/web/e2e/decklist.test.ts',
  'apps/web/e2e/matchups.test.ts',
  'apps/web/e2e/demo-season.test.ts',
  'apps/web/e2e/players.test.ts',
  'apps/web/e2e/imported-event.test.ts',
  'apps/api/src/routes/deck/miniapp-code.test.ts',
  'apps/api/src/http/bounded-memory.test.ts',
  'apps/web/e2e/home.test.ts',
  'apps/api/src/routes/deck/categories.test.ts',
  'apps/api/src/routes/tournament/imported-events.test.ts',
  'apps/api/src/routes/card/card-shapes.test.ts',
  'apps/api/src/routes/deck/deck-list.test.ts',
  'scripts/season/generate.test.ts',
  'apps/api/src/routes/deck/deck-usage.test.ts',
  'apps/api/src/http/answers.test.ts',
  'apps/api/src/cluster.test.ts',
  'apps/api/src/security/security.test.ts',
  'apps/api/src/routes/player/imported-players.test.ts',
  'apps/api/src/import/tournaments/import-tournaments.test.ts',
  'apps/api/src/import/tournaments/remove-generated.test.ts',
  'apps/api/src/db/migrate.test.ts',
  'apps/api/src/routes/deck/deck-stats.test.ts',
];

export class LongFilesFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const root = this.ctx.config.root;
    const key = (f: TestSpecification) => path.relative(root, f.moduleId).split(path.sep).join('/');
    const timed = sorted.every((f) => this.ctx.cache.getFileTestResults(`${f.project.name}:${key(f)}`));
    if (timed) return sorted;
    const rank = (f: TestSpecification) => {
      const i = LONG_FILES_FIRST.indexOf(key(f));
      return i < 0 ? LONG_FILES_FIRST.length : i;
    };
    // Array.prototype.sort is stable: the files of one rank keep Vitest's order.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
