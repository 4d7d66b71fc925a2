import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { DatabaseHandle } from './db/index.ts';
import type { Env } from './env.ts';
import { importCardFiles } from './import/cards/import-cards.ts';
import { ImportError, importTournamentFiles } from './import/tournaments/import-tournaments.ts';
import { generatedSeasonRemoved } from './import/tournaments/remove-generated.ts';
import { createAdminUserOnce } from './security/admin-users.ts';
import { bumpDataVersion } from './db/data-version.ts';

/** Arbitrary constant: only one instance seeds an empty shared database. */
const SEED_LOCK = 727_002;

export const DEFAULT_BANNER = '欢迎来到宝可梦卡牌中文资料站！赛事成绩与卡组统计随导入的官方成绩更新。';
export const DEFAULT_HOME_TEXT =
  '<p>本站收录简体中文版全部卡牌、官方赛事成绩与卡组环境统计。数据由导入的赛事成绩自动计算。</p>';

/**
 * The announcements of the generated default season (data/season.json.gz carries them): the site runs
 * on demonstration data until real results are imported. `npm run season:remove` puts the defaults
 * above back.
 */
export const DEMO_ANNOUNCEMENTS = {
  banner: '本站目前运行的是示例赛季：赛事、选手与卡组统计均为生成的示例数据，导入真实赛事成绩后即删除。',
  home:
    '<p>本站收录简体中文版全部卡牌。当前的赛事、选手与卡组统计来自<strong>示例赛季</strong>（生成的数据，页面上标有「示例数据」），' +
    '用于在导入真实赛事成绩之前展示网站的功能。</p>',
} as const;

type Log = Pick<FastifyBaseLogger, 'info' | 'warn'>;

/** Fills an empty database with the default dataset shipped in data/. Tables that hold rows are left alone. */
export async function seedDefaultData(handle: DatabaseHandle, env: Env, log: Log): Promise<void> {
  await handle.withRawConnection(async (exec) => {
    await exec(`SELECT pg_advisory_lock(${SEED_LOCK})`);
    try {
      await seedUnlocked(handle, env, log);
    } finally {
      await exec(`SELECT pg_advisory_unlock(${SEED_LOCK})`);
    }
  });
}

async function isEmpty(handle: DatabaseHandle, table: 'card' | 'tournament' | 'announcement' | 'admin_user') {
  const row = await handle.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n) === 0;
}

async function seedUnlocked(handle: DatabaseHandle, env: Env, log: Log) {
  const { db } = handle;
  const cardsFile = path.join(env.DATA_DIR, 'cards.json.gz');
  if ((await isEmpty(handle, 'card')) && fs.existsSync(cardsFile)) {
    const started = Date.now();
    const report = await importCardFiles(db, [cardsFile]);
    log.info({ ...report, ms: Date.now() - started }, 'default card dataset loaded');
  }
  const seasonFile = path.join(env.DATA_DIR, 'season.json.gz');
  // A default season an operator removed (npm run season:remove) is not loaded again.
  if ((await isEmpty(handle, 'tournament')) && fs.existsSync(seasonFile) && !(await generatedSeasonRemoved(db))) {
    const started = Date.now();
    try {
      const report = await importTournamentFiles(db, [seasonFile]);
      const [file] = report.files;
      log.info(
        { tournaments: file?.tournaments, entries: file?.entries, decks: file?.newDecks, ms: Date.now() - started },
        'default season loaded',
      );
    } catch (err) {
      // The season's decklists name prints of the default card data; other card data may lack them.
      if (!(err instanceof ImportError)) throw err;
      log.warn({ reason: err.message }, 'default season not loaded (nothing was written)');
    }
  }
  if (await isEmpty(handle, 'announcement')) {
    // While the generated season is loaded the announcements say so, whoever emptied them.
    const demo = await db
      .selectFrom('tournament')
      .select('id')
      .where('generated', '=', true)
      .limit(1)
      .executeTakeFirst();
    await db
      .insertInto('announcement')
      .values([
        { kind: 'banner', text: demo ? DEMO_ANNOUNCEMENTS.banner : DEFAULT_BANNER },
        { kind: 'home', text: demo ? DEMO_ANNOUNCEMENTS.home : DEFAULT_HOME_TEXT },
      ])
      .execute();
    await bumpDataVersion(db);
  }
}

/** The first start creates the admin account: ADMIN_PASSWORD, or a generated password written to the log once. */
export async function ensureAdminUser(handle: DatabaseHandle, env: Env, log: Log): Promise<void> {
  if (!(await isEmpty(handle, 'admin_user'))) return;
  const password = env.ADMIN_PASSWORD ?? randomBytes(9).toString('base64url');
  // Another instance may have created it since the check above; then its password is the one logged.
  if (!(await createAdminUserOnce(handle.db, env.ADMIN_USERNAME, password))) return;
  if (env.ADMIN_PASSWORD) log.info({ username: env.ADMIN_USERNAME }, 'admin user created');
  else
    log.warn(
      { username: env.ADMIN_USERNAME, password },
      'admin user created with a generated password (set ADMIN_PASSWORD to choose one)',
    );
}
