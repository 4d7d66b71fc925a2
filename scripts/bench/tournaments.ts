// Usage: npx tsx scripts/bench/tournaments.ts [--embedded-only] [--postgres-only] [--no-default] [--no-scale]
//          [--no-import] [--requests N] [--scale-tournaments 5400] [--scale-players 60000]
//   (or npm run bench:tournaments). Prints p50 / p95 latency of tournament/rank-individual, player/info
//   and the official, season and career rankings (pages, and season searches by pin code and by two
//   characters of a nickname), called through the real app (validation and envelope included), and
//   the time of an import of 1,000 generated tournaments (a first import into an empty database, then
//   a re-import that replaces them). Datasets: the default season (data/season.json.gz)
//   and a scale-up built by the season generator (asked for 5,400 tournaments it builds about 5,350
//   with about 300,000 entries; 60,000 players). Backends: the embedded database (PGlite, on disk in a
//   temporary directory, as the server runs it) and PostgreSQL (BENCH_DATABASE_URL, default
//   postgres://postgres@127.0.0.1:5432/ptcg_bench_tournaments, created and dropped by this script).
//   Generated files are cached in the system temporary directory.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '#api/http/app.ts';
import { openDatabase, type DatabaseHandle } from '#api/db/index.ts';
import { migrate } from '#api/db/migrate.ts';
import { REPO_ROOT, loadEnv } from '#api/env.ts';
import { importCardFiles } from '#api/import/cards/import-cards.ts';
import { importTournamentFiles } from '#api/import/tournaments/import-tournaments.ts';
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
const IMPORT = { tournaments: 1000, players: 20_000 };
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ptcg_bench_tournaments';
const DEFAULT_SEASON_FILE = path.join(REPO_ROOT, 'data/season.json.gz');
const env = loadEnv({ ...process.env, LOG_LEVEL: 'silent' });

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}
const fmt = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return `p50 ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms`;
};
const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

interface Backend {
  label: string;
  /** A fresh, migrated database holding the default card data. */
  open: () => Promise<DatabaseHandle>;
  cleanup: () => Promise<void>;
}

function embedded(): Backend {
  const dirs: string[] = [];
  return {
    label: '嵌入式 PGlite',
    open: async () => {
      const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-tournaments-'));
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

async function prepared(handle: DatabaseHandle): Promise<DatabaseHandle> {
  await migrate(handle);
  await importCardFiles(handle.db, [CARDS]);
  return handle;
}

/** Times one call with a body drawn per request, after a warm-up of 10 requests. */
async function timeCall(app: FastifyInstance, name: string, body: () => object): Promise<number[]> {
  const times: number[] = [];
  for (let i = 0; i < REQUESTS + 10; i++) {
    const payload = body();
    const started = performance.now();
    const res = await app.inject({ method: 'POST', url: `/api/v3/${name}`, payload });
    const ms = performance.now() - started;
    const code = (res.json() as { code: number }).code;
    if (code !== 200) throw new Error(`${name} ${JSON.stringify(payload)} 返回 ${code}: ${res.body.slice(0, 200)}`);
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

async function readCalls(backend: Backend, dataset: { name: string; file: string }) {
  const handle = await backend.open();
  const app = await buildApp({ env, database: handle });
  try {
    const started = Date.now();
    const report = await importTournamentFiles(handle.db, [dataset.file]);
    const entries = report.files.reduce((n, f) => n + f.entries, 0);
    const tournaments = report.files.reduce((n, f) => n + f.tournaments, 0);
    console.log(
      `[${backend.label} / ${dataset.name}] 导入 ${tournaments} 场赛事、${entries} 条成绩用时 ${seconds(Date.now() - started)}`,
    );
    const { db } = handle;
    const ended = (
      await db.selectFrom('tournament').select('id').where('status', '=', 'ended').orderBy('id').execute()
    ).map((r) => r.id);
    const playerRows = await db.selectFrom('player').select(['pin_code', 'nickname']).orderBy('pin_code').execute();
    const players = playerRows.map((r) => r.pin_code);
    // Two neighbouring characters of a nickname, as someone who half-remembers a name types them.
    const nameParts = playerRows
      .filter((r) => [...r.nickname].length >= 2)
      .map((r) => [...r.nickname].slice(-2).join(''));
    const pages = async (scope: string) => {
      const row = await db
        .selectFrom('player_points')
        .select((eb) => eb.fn.max('position').as('n'))
        .where('scope', '=', scope)
        .where('division', '=', 'Master')
        .executeTakeFirst();
      return Array.from({ length: Math.max(1, Math.ceil(Number(row?.n ?? 0) / 100)) }, (_, i) => i + 1);
    };
    const [officialPages, seasonPages, careerPages] = [
      await pages('official'),
      await pages('25-26'),
      await pages('career'),
    ];
    const pick = picker(20_261_122);
    const results: [string, number[]][] = [
      [
        'tournament/rank-individual',
        await timeCall(app, 'tournament/rank-individual', () => ({ tournamentId: pick(ended) })),
      ],
      ['player/info', await timeCall(app, 'player/info', () => ({ pinCode: pick(players) }))],
      ['player/rank-official', await timeCall(app, 'player/rank-official', () => ({ page: pick(officialPages) }))],
      ['player/rank-season', await timeCall(app, 'player/rank-season', () => ({ page: pick(seasonPages) }))],
      ['player/rank-career', await timeCall(app, 'player/rank-career', () => ({ page: pick(careerPages) }))],
      ['player/rank-season 搜索编号', await timeCall(app, 'player/rank-season', () => ({ search: pick(players) }))],
      ['player/rank-season 搜索昵称', await timeCall(app, 'player/rank-season', () => ({ search: pick(nameParts) }))],
    ];
    console.log(`${backend.label} / ${dataset.name}（每项 ${REQUESTS} 次请求）:`);
    // Chinese characters take two columns of a terminal.
    const pad = (name: string) =>
      name + ' '.repeat(Math.max(1, 30 - [...name].reduce((n, c) => n + (c > '\u2e7f' ? 2 : 1), 0)));
    for (const [name, times] of results) console.log(`  ${pad(name)}${fmt(times)}`);
  } finally {
    await app.close();
  }
}

async function importRuns(backend: Backend, file: string) {
  const handle = await backend.open();
  try {
    const times: number[] = [];
    for (const label of ['导入空库', '重新导入（替换）']) {
      const started = performance.now();
      const report = await importTournamentFiles(handle.db, [file]);
      times.push(performance.now() - started);
      const entries = report.files.reduce((n, f) => n + f.entries, 0);
      console.log(
        `  ${label}: ${report.files.reduce((n, f) => n + f.tournaments, 0)} 场赛事、${entries} 条成绩，用时 ${seconds(times.at(-1)!)}`,
      );
    }
    console.log(`${backend.label} / 导入 ${IMPORT.tournaments} 场赛事: ${fmt(times)}`);
  } finally {
    await handle.close();
  }
}

const datasets = args.includes('--no-default') ? [] : [{ name: '默认赛季', file: DEFAULT_SEASON_FILE }];
if (!args.includes('--no-scale')) {
  datasets.push({ name: `扩展 ${SCALE.tournaments} 场赛事`, file: generatedSeasonFile(SCALE, 7_001) });
}
const importFile = args.includes('--no-import') ? null : generatedSeasonFile(IMPORT, 7_002);
const backends: Backend[] = [];
if (!args.includes('--postgres-only')) backends.push(embedded());
if (!args.includes('--embedded-only')) backends.push(postgres());
for (const backend of backends) {
  try {
    for (const dataset of datasets) await readCalls(backend, dataset);
    if (importFile) await importRuns(backend, importFile);
  } finally {
    await backend.cleanup();
  }
}
