// Usage: npm run season:remove
//   Removes the generated default season (示例数据) from the configured database (DATABASE_URL, else
//   the embedded one in PGLITE_DIR): its series, tournaments and players, in one transaction. Real
//   results, deck categories and decklists stay; the next start does not load the default season again.
import { openDatabase } from '#api/db/index.ts';
import { migrate } from '#api/db/migrate.ts';
import { loadEnv } from '#api/env.ts';
import { DEFAULT_BANNER, DEFAULT_HOME_TEXT, DEMO_ANNOUNCEMENTS } from '#api/seed.ts';
import { removeGeneratedSeason } from './remove-generated.ts';

const env = loadEnv();
const handle = await openDatabase({ databaseUrl: env.DATABASE_URL, pgliteDir: env.PGLITE_DIR });
let failed = false;
try {
  await migrate(handle);
  const removed = await removeGeneratedSeason(handle.db, [
    { kind: 'banner', from: DEMO_ANNOUNCEMENTS.banner, to: DEFAULT_BANNER },
    { kind: 'home', from: DEMO_ANNOUNCEMENTS.home, to: DEFAULT_HOME_TEXT },
  ]);
  console.log(
    `已删除示例赛季：赛事系列 ${removed.series} 个，赛事 ${removed.tournaments} 场，选手 ${removed.players} 名；以后启动不再载入示例赛季`,
  );
} catch (err) {
  failed = true;
  console.error(`删除失败，未改动任何数据: ${(err as Error).message}`);
} finally {
  await handle.close();
}
process.exit(failed ? 1 : 0);
