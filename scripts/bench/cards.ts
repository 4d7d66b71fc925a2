// Usage: npx tsx scripts/bench/cards.ts [--embedded-only] [--postgres-only] [--no-scale] [--runs N]
//   (or npm run bench:cards). Prints p50 / p95 latency of 20 typical basic searches and 10 advanced
//   searches on the default dataset and on a synthetic 60,000-card scale-up, on the embedded
//   database (PGlite, in memory) and on PostgreSQL (BENCH_DATABASE_URL, default
//   postgres://postgres@127.0.0.1:5432/ptcg_bench_cards, created and dropped by this script).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { calls } from '@ptcg/contract';
import { openDatabase, type DatabaseHandle } from '#api/db/index.ts';
import { migrate } from '#api/db/migrate.ts';
import { advanceSearch, basicSearch } from '#api/db/queries/card.ts';
import { REPO_ROOT } from '#api/env.ts';
import type { CardDocument } from '#api/import/cards/format.ts';
import { importCardFiles } from '#api/import/cards/import-cards.ts';
import { pgAdmin } from './pg-admin.ts';

const args = process.argv.slice(2);
const runsArg = args.indexOf('--runs');
const RUNS = runsArg >= 0 ? Number(args[runsArg + 1]) : 5;
const SCALE_TARGET = 60_000;
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/ptcg_bench_cards';
const DATASET = path.join(REPO_ROOT, 'data/cards.json.gz');

const BASIC: string[] = [
  '超梦',
  '皮卡丘',
  'pikaqiu',
  'pkq',
  'Charizard',
  '喷火龙 ex',
  'SV1S 069',
  '老大的指令',
  '抽卡',
  '伤害指示物',
  '博士的研究',
  'V',
  '洛奇亚VSTAR',
  'lqy',
  'Mew',
  '能量',
  '基本雷能量',
  'SV4a',
  '弃牌区 宝可梦',
  '沙奈朵',
];
const ADVANCE_REQUESTS: Record<string, unknown>[] = [
  { t: ['Pokemon'], energy: ['R'], hp: { op: '>=', value: 200 } },
  { t: ['Supporter'], reg: ['standard'] },
  { mechanic: ['ex'], stage: ['Stage 2'] },
  { name: '喷火龙', unique: true },
  { text: '抽卡', t: ['Item'] },
  { has: ['ability'], rc: '<=1', energy: ['P'] },
  { series: ['Sword & Shield'], r: ['SR', 'UR', 'HR'] },
  { weak: ['F'], rs: ['G'], hp: '<100' },
  { mark: ['H', 'I'], t: ['Energy'], unique: true },
  { label: ['Rapid Strike'], reg: ['expanded'] },
];
const ADVANCE = ADVANCE_REQUESTS.map((r) => calls['card/card-advance-search'].request.parse(r));

function percentile(sorted: number[], p: number): number {
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1));
  return sorted[i]!;
}

interface Timings {
  basic: number[];
  advance: number[];
  basicCpu: number[];
  advanceCpu: number[];
}

/**
 * Wall time of each search, and for the embedded database (which runs inside this process) also
 * the CPU time it used: on a busy machine the wall time mostly measures waiting for a core.
 */
async function timed(f: () => Promise<unknown>): Promise<[number, number]> {
  const cpu = process.cpuUsage();
  const t = performance.now();
  await f();
  const used = process.cpuUsage(cpu);
  return [performance.now() - t, (used.user + used.system) / 1000];
}

async function timeAll(handle: DatabaseHandle): Promise<Timings> {
  const db = handle.db;
  const basicRun = (q: string) =>
    basicSearch(db, { searchText: q, exact: false, unique: false, page: 1, pageSize: 100 });
  // Warm-up: the first queries load pages and plans.
  for (const q of BASIC) await basicRun(q);
  for (const a of ADVANCE) await advanceSearch(db, a);
  const out: Timings = { basic: [], advance: [], basicCpu: [], advanceCpu: [] };
  for (let r = 0; r < RUNS; r++) {
    for (const q of BASIC) {
      const [wall, cpu] = await timed(() => basicRun(q));
      out.basic.push(wall);
      out.basicCpu.push(cpu);
    }
    for (const a of ADVANCE) {
      const [wall, cpu] = await timed(() => advanceSearch(db, a));
      out.advance.push(wall);
      out.advanceCpu.push(cpu);
    }
  }
  return out;
}

function report(label: string, cards: number, t: Timings, embedded: boolean) {
  const fmt = (xs: number[]) => {
    const s = [...xs].sort((a, b) => a - b);
    return `p50 ${percentile(s, 50).toFixed(1)} ms, p95 ${percentile(s, 95).toFixed(1)} ms`;
  };
  console.log(`${label} (${cards} 张卡):`);
  console.log(`  简单搜索 ×${BASIC.length}: ${fmt(t.basic)}${embedded ? `（CPU 时间 ${fmt(t.basicCpu)}）` : ''}`);
  console.log(`  高级搜索 ×${ADVANCE.length}: ${fmt(t.advance)}${embedded ? `（CPU 时间 ${fmt(t.advanceCpu)}）` : ''}`);
}

/** The default dataset repeated under new set codes until it holds at least 60,000 cards. */
function scaledFile(dir: string): string {
  const doc = JSON.parse(gunzipSync(fs.readFileSync(DATASET)).toString('utf8')) as CardDocument;
  const base = [...doc.products];
  const perCopy = base.reduce((n, p) => n + p.cards.length, 0);
  const copies = Math.ceil(SCALE_TARGET / perCopy) - 1;
  for (let k = 1; k <= copies; k++) {
    for (const p of base)
      doc.products.push({ ...p, setId: p.setId + 1000 * k, setCode: `${p.setCode}-X${k}`, name: `${p.name} ${k}` });
  }
  const file = path.join(dir, 'cards-scaled.json');
  fs.writeFileSync(file, JSON.stringify(doc));
  return file;
}

async function benchOn(label: string, open: () => Promise<DatabaseHandle>, files: { name: string; file: string }[]) {
  for (const { name, file } of files) {
    const handle = await open();
    try {
      await migrate(handle);
      const started = Date.now();
      const rep = await importCardFiles(handle.db, [file]);
      console.log(`[${label} / ${name}] 导入 ${rep.cards} 张卡用时 ${((Date.now() - started) / 1000).toFixed(1)} s`);
      report(`${label} / ${name}`, rep.cards, await timeAll(handle), handle.kind === 'pglite');
    } finally {
      await handle.close();
    }
  }
}

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'bench-cards-'));
try {
  const files = [{ name: '默认数据', file: DATASET }];
  if (!args.includes('--no-scale')) files.push({ name: `${SCALE_TARGET} 张扩展`, file: scaledFile(tmp) });
  console.log(
    `每条查询先预热 1 次，再计时 ${RUNS} 轮。机器负载 (1 分钟): ${os.loadavg()[0]!.toFixed(1)}，CPU ${os.cpus().length} 核。`,
  );
  if (!args.includes('--postgres-only')) {
    await benchOn('嵌入式 PGlite', () => openDatabase({ pgliteDir: 'memory://' }), files);
  }
  if (!args.includes('--embedded-only')) {
    const dbName = new URL(PG_URL).pathname.slice(1);
    if (!/^[a-z_][a-z0-9_]*$/.test(dbName)) throw new Error(`数据库名不合法: ${dbName}`);
    const fresh = async () => {
      await pgAdmin(PG_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
      await pgAdmin(PG_URL, `CREATE DATABASE ${dbName}`);
      return openDatabase({ databaseUrl: PG_URL, pgliteDir: '' });
    };
    try {
      await benchOn('PostgreSQL', fresh, files);
    } finally {
      await pgAdmin(PG_URL, `DROP DATABASE IF EXISTS ${dbName} WITH (FORCE)`);
    }
  }
} finally {
  fs.rmSync(tmp, { recursive: true, force: true });
}
