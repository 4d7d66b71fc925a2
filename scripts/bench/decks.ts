// Usage: npx tsx scripts/bench/decks.ts [--embedded-only] [--postgres-only] [--no-default] [--no-scale]
//          [--requests N] [--scale-tournaments 5400] [--scale-players 60000]
//   (or npm run bench:decks). Prints p50 / p95 latency of the deck statistics calls through the real app
//   (validation and envelope included): deck-static-by-date-and-reg over every filter combination
//   (13 time filters × 8 top cuts × categories or variants × with or without team events × all
//   regulations or the current one, each asked once: a repeat hits the answer cache; every answer is also
//   checked against the standings, test/deck-stats-oracle.ts), deck-static-by-tour,
//   core-card, category-recent-play, top-player, deck-recent-by-card and matchup (the matrix over every time filter × both
//   regulation choices × every size, each asked once, and single archetypes' rows); then the time of category
//   edits (a priority change of a category; a new variant of the most played category, then deleted;
//   that category's rule replaced by one common card, the worst case, and
//   back), each classifying again the decks it can move and rebuilding what they feed in one transaction;
//   then whether the archetypes and every derived table equal a full reclassification and rebuild (the
//   script exits with 1 when they differ, or when a combination's answer disagrees with the standings).
//   Datasets: the default season and the scale-up of scripts/bench/tournaments.ts (about 300,000
//   entries). "Today" is set two days after the dataset's last ended event, so every time window holds
//   data. Backends: the embedded database (PGlite, on disk in a temporary directory) and PostgreSQL
//   (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/ptcg_bench_decks, created and
//   dropped by this script). Generated files are cached in the system temporary directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MATCHUP_MIN_GAMES, MATCHUP_TOP, TIME_FILTERS, TOP_CUTS } from '@ptcg/contract';
import type { FastifyInstance } from 'fastify';
import { sql } from 'kysely';
import { buildApp } from '#api/http/app.ts';
import { openDatabase, type DatabaseHandle } from '#api/db/index.ts';
import { migrate } from '#api/db/migrate.ts';
import { REPO_ROOT, loadEnv } from '#api/env.ts';
import { importCardFiles } from '#api/import/cards/import-cards.ts';
import { importTournamentFiles } from '#api/import/tournaments/import-tournaments.ts';
import { createAdminUserOnce } from '#api/security/admin-users.ts';
import { COMPARED_TABLES, differencesFromFullRebuild } from '#api/stats/derived-snapshot.ts';
import { deckStatsProblems, filterCombinations } from '#api/test/deck-stats-oracle.ts';
import { pgAdmin } from './pg-admin.ts';
import { CARDS, generatedSeasonFile } from './season-file.ts';

const args = process.argv.slice(2);
function numberArg(name: string, fallback: number): number {
  const i = args.indexOf(`--${name}`);
  if (i < 0) return fallback;
  const n = Number(args[i + 1]);
  if (!Number.isInteger(n) || n <= 0) throw new Error(`--${name} 应为正整数`);
  return n;
}
const REQUESTS = numberArg('requests', 200);
const SCALE = { tournaments: numberArg('scale-tournaments', 5400), players: numberArg('scale-players', 60_000) };
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ptcg_bench_decks';
const DEFAULT_SEASON_FILE = path.join(REPO_ROOT, 'data/season.json.gz');
const ADMIN = { username: 'bench', password: 'bench-password' };
// The overload guard measures event-loop delay, which an import of the scale-up holds up for minutes.
const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent', MAX_EVENT_LOOP_DELAY_MS: '0' });

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}
const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms`;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/**
 * The clock the statistics windows read: "today" is pinned to the dataset's last event, as a site
 * showing that season would see it. Only construction without arguments is moved: Date.now keeps
 * running for everything that measures time.
 */
const RealDate = Date;
let pinnedNow: number | null = null;
class PinnedDate extends RealDate {
  constructor(...a: (number | string | Date)[]) {
    if (a.length === 0 && pinnedNow !== null) super(pinnedNow);
    else super(...(a as [number]));
  }
}
globalThis.Date = PinnedDate as DateConstructor;

interface Backend {
  label: string;
  open: () => Promise<DatabaseHandle>;
  cleanup: () => Promise<void>;
}

async function prepared(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await migrate(handle);
  await importCardFiles(handle.db, [CARDS]);
  await createAdminUserOnce(handle.db, ADMIN.username, ADMIN.password);
  return handle;
}

function embedded(): Backend {
  const dirs: string[] = [];
  return {
    label: '嵌入式 PGlite',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-decks-'));
      dirs.push(dir);
      return prepared(await openDatabase({ pgliteDir: dir }));
    },
    cleanup: async () => {
      for (const d of dirs) fs.rmSync(d, { recursive: true, force: true });
    },
  };
}

function postgres(): Backend {
  const dbName = new URL(PG_URL).pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`数据库名不合法: ${dbName}`);
  return {
    label: 'PostgreSQL',
    open: async () => {
      await pgAdmin(PG_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await pgAdmin(PG_URL, `CREATE DATABASE ${dbName}`);
      return prepared(await openDatabase({ databaseUrl: PG_URL, pgliteDir: '' }));
    },
    cleanup: () => pgAdmin(PG_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`),
  };
}

async function call(
  app: FastifyInstance,
  name: string,
  payload: object,
  headers: Record<string, string> = {},
): Promise<number> {
  const started = performance.now();
  const res = await app.inject({ method: 'POST', url: `/api/v3/${name}`, payload, headers });
  const ms = performance.now() - started;
  const code = (res.json() as { code: number }).code;
  if (code !== 200) throw new Error(`${name} ${JSON.stringify(payload)} 返回 ${code}: ${res.body.slice(0, 200)}`);
  return ms;
}

/** Times one call with a body drawn per request, after a warm-up of 10 requests. */
async function timeCall(app: FastifyInstance, name: string, body: () => object): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    const ms = await call(app, name, body());
    if (i >= 10) times.push(ms);
  }
  return times;
}

/** A deterministic pseudo-random sequence, so every backend is asked the same requests. */
function picker(seed: number) {
  let s = seed >>> 0;
  return <T>(xs: readonly T[]): T => {
    s = (Math.imul(s, 1_664_525) + 1_013_904_223) >>> 0;
    return xs[s % xs.length]!;
  };
}

const pad = (name: string) =>
  name + ' '.repeat(Math.max(1, 40 - [...name].reduce((n, c) => n + (c > '\u2e7f' ? 2 : 1), 0)));

async function run(backend: Backend, dataset: { name: string; file: string }) {
  const handle = await backend.open();
  const app = await buildApp({ env, database: handle });
  try {
    const { db } = handle;
    const started = RealDate.now();
    const report = await importTournamentFiles(db, [dataset.file]);
    const entries = report.files.reduce((n, f) => n + f.entries, 0);
    console.log(
      `[${backend.label} / ${dataset.name}] 导入 ${entries} 条成绩（含统计）用时 ${seconds(RealDate.now() - started)}`,
    );
    const last = await sql<{ d: string }>`SELECT max(date)::text AS d FROM tournament WHERE status = 'ended'`.execute(
      db,
    );
    pinnedNow = RealDate.parse(`${last.rows[0]!.d}T12:00:00+08:00`) + 2 * 86_400_000;
    const regulation = (
      await app.inject({ method: 'POST', url: '/api/v3/app/home', payload: {} }).then((r) => r.json())
    ).data.format as string;

    // Every filter combination of the statistics page, each asked once (a repeat hits the answer cache).
    const combos = filterCombinations(regulation, false).map((body) => ({
      ...body,
      label: TIME_FILTERS.find(
        (t) => t.lastWeek === body.lastWeek && t.pastWeek === body.pastWeek && t.pastMonth === body.pastMonth,
      )!.label,
    }));
    for (const c of combos.slice(0, 10))
      await call(app, 'deck/deck-static-by-date-and-reg', { ...c, label: undefined });
    const byLabel = new Map<string, number[]>();
    const all: number[] = [];
    let slowest = { ms: 0, body: '' };
    // One round: a repeated body would be answered from the answer cache, not by the statistics.
    for (let round = 0; round < 1; round++) {
      for (const c of combos) {
        const { label, ...body } = c;
        const ms = await call(app, 'deck/deck-static-by-date-and-reg', body);
        all.push(ms);
        byLabel.set(label, [...(byLabel.get(label) ?? []), ms]);
        if (ms > slowest.ms) slowest = { ms, body: JSON.stringify(body) };
      }
    }

    // Every combination's answer against the standings (the API test checks a fixed sample of them).
    const problems: string[] = [];
    const counted = new Map<string, Promise<number>>();
    for (const c of combos) {
      const { label: _label, ...body } = c;
      const res = await app.inject({ method: 'POST', url: '/api/v3/deck/deck-static-by-date-and-reg', payload: body });
      problems.push(...(await deckStatsProblems(db, new Date(), body, res.json().data, counted)));
    }
    console.log(
      `[${backend.label} / ${dataset.name}] deck-static-by-date-and-reg 全部 ${combos.length} 个组合与成绩核对: ${problems.length} 处不符`,
    );
    for (const p of problems.slice(0, 20)) console.log(`  ${p}`);
    if (problems.length > 0) process.exitCode = 1;

    const ended = (
      await db.selectFrom('tournament').select('id').where('status', '=', 'ended').orderBy('id').execute()
    ).map((r) => r.id);
    const categories = await db.selectFrom('deck_category').select(['id', 'parent_id']).orderBy('id').execute();
    const tops = categories.filter((c) => c.parent_id === null).map((c) => c.id);
    const ids = categories.map((c) => c.id);
    const cards = (
      await sql<{ set_code: string; card_index: string }>`
      SELECT DISTINCT c.set_code, c.card_index FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
      ORDER BY 1, 2 LIMIT 2000`.execute(db)
    ).rows;
    const pick = picker(20_261_123);
    // The matchup matrix: every time filter × all regulations or the current one × every size, each body once.
    const matrix: number[] = [];
    const matrixByLabel = new Map<string, number[]>();
    let minIndex = 0;
    for (const time of TIME_FILTERS) {
      for (const reg of ['', regulation]) {
        for (const top of MATCHUP_TOP.choices) {
          const minGames = MATCHUP_MIN_GAMES.choices[minIndex++ % MATCHUP_MIN_GAMES.choices.length]!;
          const ms = await call(app, 'deck/matchup', {
            lastWeek: time.lastWeek,
            pastWeek: time.pastWeek,
            pastMonth: time.pastMonth,
            regulation: reg,
            top,
            minGames,
          });
          matrix.push(ms);
          matrixByLabel.set(time.label, [...(matrixByLabel.get(time.label) ?? []), ms]);
        }
      }
    }
    const results: [string, number[]][] = [
      ['deck-static-by-date-and-reg 全部组合', all],
      ...[...byLabel].map(([label, times]) => [`  · ${label}`, times] as [string, number[]]),
      [
        'deck-static-by-tour',
        await timeCall(app, 'deck/deck-static-by-tour', () => ({
          tournamentId: pick(ended),
          topcut: pick([0, ...TOP_CUTS]),
          points: pick([false, true]),
          isVariant: pick([false, true]),
        })),
      ],
      [
        'core-card',
        await timeCall(app, 'deck/core-card', () => ({ variant: pick(ids), showPopular: pick([false, true]) })),
      ],
      [
        'category-recent-play',
        await timeCall(app, 'deck/category-recent-play', () => {
          const all = pick([false, true]);
          return { id: all ? pick(tops) : pick(ids), all, page: pick([1, 1, 2, 3]), pageSize: pick([15, 25]) };
        }),
      ],
      [
        'top-player',
        await timeCall(app, 'deck/top-player', () => {
          const all = pick([false, true]);
          return { id: all ? pick(tops) : pick(ids), all, pageSize: pick([5, 10, 15]) };
        }),
      ],
      [
        'deck-recent-by-card',
        await timeCall(app, 'deck/deck-recent-by-card', () => {
          const c = pick(cards);
          return { setCode: c.set_code, cardIndex: c.card_index };
        }),
      ],
      ['matchup 矩阵（全部组合）', matrix],
      ...[...matrixByLabel].map(([label, times]) => [`  · ${label}`, times] as [string, number[]]),
      [
        'matchup 单个卡组',
        await timeCall(app, 'deck/matchup', () => {
          const time = pick(TIME_FILTERS);
          return {
            categoryId: pick(ids),
            lastWeek: time.lastWeek,
            pastWeek: time.pastWeek,
            pastMonth: time.pastMonth,
            regulation: pick(['', regulation]),
          };
        }),
      ],
      ['app/home', await timeCall(app, 'app/home', () => ({}))],
    ];
    console.log(
      `${backend.label} / ${dataset.name}（组合 ${combos.length} 个各 1 次；其余每项 ${REQUESTS} 次请求，重复的请求可能命中答案缓存）:`,
    );
    for (const [name, times] of results) console.log(`  ${pad(name)}${fmt(times)}`);
    console.log(`  最慢的组合 ${slowest.ms.toFixed(1)} ms: ${slowest.body}`);

    // A category edit: every deck classified again and every deck statistic rebuilt, in one transaction.
    const login = await app.inject({ method: 'POST', url: '/api/v3/auth/login', payload: ADMIN });
    const cookie = String(login.headers['set-cookie']).split(';')[0]!;
    const edited = (
      await app
        .inject({ method: 'POST', url: '/api/v3/deck/category-detail', payload: { id: tops[0] } })
        .then((r) => r.json())
    ).data;
    const rebuilds: number[] = [];
    for (const priority of [edited.priority + 1, edited.priority]) {
      rebuilds.push(
        await call(
          app,
          'deck/category-upsert',
          {
            id: edited.id,
            parentId: null,
            icon: edited.icons,
            label: edited.label,
            name: edited.name,
            priority,
            keyEffect: edited.keyEffect.map((k: { effectId: string; qty: number }) => ({
              effectId: k.effectId,
              qty: k.qty,
            })),
          },
          { cookie },
        ),
      );
    }
    console.log(`  ${pad('修改分类优先级后重建统计')}${rebuilds.map((ms) => seconds(ms)).join(' / ')}`);

    // Edits of the most played category's key cards, each followed by its own rule back. Each save
    // answers how many decks it classified again.
    const popular = (
      await sql<{ id: number }>`
      SELECT coalesce(c.parent_id, c.id) AS id FROM deck d JOIN deck_category c ON c.id = d.variant_id
      GROUP BY 1 ORDER BY count(*) DESC, 1 LIMIT 1`.execute(db)
    ).rows[0]!.id;
    const rule = (
      await app
        .inject({ method: 'POST', url: '/api/v3/deck/category-detail', payload: { id: popular } })
        .then((r) => r.json())
    ).data;
    const other = (
      await sql<{ effect_id: string }>`
      SELECT c.effect_id FROM deck_card dc JOIN card c ON c.card_id = dc.card_id WHERE c.card_type <> 'Basic Energy'
      GROUP BY 1 ORDER BY count(*) DESC, 1 OFFSET 8 LIMIT 1`.execute(db)
    ).rows[0]!.effect_id;
    const form = {
      id: rule.id,
      parentId: null,
      icon: rule.icons,
      label: rule.label,
      name: rule.name,
      priority: rule.priority,
    };
    type KeyEffect = { effectId: string; qty: number };
    const ownRule = rule.keyEffect.map((k: KeyEffect) => ({ effectId: k.effectId, qty: k.qty }));
    const save = async (keyEffect: KeyEffect[]) => {
      const started = performance.now();
      const res = await app.inject({
        method: 'POST',
        url: '/api/v3/deck/category-upsert',
        payload: { ...form, keyEffect },
        headers: { cookie },
      });
      const body = res.json() as { code: number; data: string };
      if (body.code !== 200) throw new Error(`category-upsert 返回 ${body.code}`);
      return `${seconds(performance.now() - started)}（${/(\d+) 副卡组/.exec(body.data)?.[1] ?? '?'} 副卡组重新归类）`;
    };
    // An everyday edit: a new variant of the most played category, keyed on a card about a third of
    // its decks hold (as variants are), then deleted.
    const tech = (
      await sql<{ effect_id: string }>`
      WITH family AS (
        SELECT d.deck_id FROM deck d JOIN deck_category c ON c.id = d.variant_id
        WHERE coalesce(c.parent_id, c.id) = ${popular}::int
      ),
      held AS (
        SELECT c.effect_id, count(DISTINCT dc.deck_id) AS n
        FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
        WHERE dc.deck_id IN (SELECT deck_id FROM family) AND c.card_type <> 'Basic Energy'
        GROUP BY 1
      )
      SELECT effect_id FROM held ORDER BY abs(n - (SELECT count(*) FROM family) / 3.0), effect_id LIMIT 1`.execute(db)
    ).rows[0]!.effect_id;
    let editStarted = performance.now();
    const created = await app.inject({
      method: 'POST',
      url: '/api/v3/deck/category-upsert',
      payload: { ...form, id: null, parentId: popular, name: '基准测试变体', keyEffect: [{ effectId: tech, qty: 1 }] },
      headers: { cookie },
    });
    const createdBody = created.json() as { code: number; data: string };
    if (createdBody.code !== 200) throw new Error(`category-upsert 返回 ${createdBody.code}: ${created.body}`);
    const everyday = [
      `${seconds(performance.now() - editStarted)}（${/(\d+) 副卡组/.exec(createdBody.data)?.[1] ?? '?'} 副卡组重新归类）`,
    ];
    const variantId = (await sql<{ id: number }>`SELECT id FROM deck_category WHERE name = '基准测试变体'`.execute(db))
      .rows[0]!.id;
    editStarted = performance.now();
    const deleted = await app.inject({
      method: 'POST',
      url: '/api/v3/deck/category-delete',
      payload: { id: variantId },
      headers: { cookie },
    });
    if ((deleted.json() as { code: number }).code !== 200) throw new Error(`category-delete: ${deleted.body}`);
    everyday.push(`删除 ${seconds(performance.now() - editStarted)}`);
    console.log(`  ${pad('为最常用分类新建一个变体后重建统计')}${everyday.join(' / ')}`);
    // The worst case: the rule replaced by one common card, then its own rule back.
    const heavy = [await save([{ effectId: other, qty: 1 }]), await save(ownRule)];
    console.log(`  ${pad('把最常用分类的关键卡换成一张常见卡后重建统计')}${heavy.join(' / ')}`);

    // Equivalence: after these edits, the archetypes and every derived table must be exactly what
    // classifying every deck again and a full rebuild store.
    const rebuildStarted = performance.now();
    const { differences, rows } = await differencesFromFullRebuild(db);
    const rebuildTime = seconds(performance.now() - rebuildStarted);
    console.log(
      `  ${pad('编辑后与完整重建比较')}${
        differences.length === 0
          ? `相同（${COMPARED_TABLES} 张表 ${rows} 行；完整重建并比较 ${rebuildTime}）`
          : `不同: ${differences.map((d) => `${d.table} 仅增量 ${d.onlyBefore} 行、仅重建 ${d.onlyRebuilt} 行`).join('；')}`
      }`,
    );
    for (const d of differences) for (const line of d.sample) console.log(`    ${d.table} ${line}`);
    if (differences.length > 0) process.exitCode = 1;
  } finally {
    pinnedNow = null;
    await app.close();
  }
}

const datasets = args.includes('--no-default') ? [] : [{ name: '默认赛季', file: DEFAULT_SEASON_FILE }];
if (!args.includes('--no-scale'))
  datasets.push({ name: `扩展 ${SCALE.tournaments} 场赛事`, file: generatedSeasonFile(SCALE, 7_001) });
const backends: Backend[] = [];
if (!args.includes('--postgres-only')) backends.push(embedded());
if (!args.includes('--embedded-only')) backends.push(postgres());
for (const backend of backends) {
  try {
    for (const dataset of datasets) await run(backend, dataset);
  } finally {
    await backend.cleanup();
  }
}
