// Usage: npx tsx scripts/bench/columnar-reads.ts [--rows 1000000] [--embedded-only]
//   Prints how long reading N pairing-shaped rows (tournament id, two PIN codes, outcome) into JS takes
//   as plain rows, as one packed text walked by position (the former reader) and as columns
//   (src/stats/columns.ts, one array per column, the reader in use), on the embedded
//   database (in memory) and on PostgreSQL (BENCH_DATABASE_URL, default
//   postgres://postgres@127.0.0.1:5432/postgres; only a temporary table is made). The statistics
//   rebuild reads its large inputs as columns because the embedded database is slow to hand over rows
//   (decision record 024).
import { sql } from 'kysely';
import { openDatabase, type DatabaseHandle } from '#api/db/index.ts';
import { readColumns } from '#api/stats/columns.ts';

const args = process.argv.slice(2);
const at = args.indexOf('--rows');
const ROWS = at >= 0 ? Number(args[at + 1]) : 1_000_000;
if (!Number.isInteger(ROWS) || ROWS <= 0) throw new Error('--rows 应为正整数');
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';

async function measure(label: string, handle: DatabaseHandle): Promise<void> {
  const db = handle.db;
  await sql`CREATE TEMP TABLE bench_pairing AS
    SELECT (i / 300)::int4 AS tournament_id, 'CN' || lpad((i % 9973)::text, 8, '0') AS player1,
      'CN' || lpad(((i * 7) % 9973)::text, 8, '0') AS player2, (1 + i % 3)::int4 AS outcome
    FROM generate_series(1, ${ROWS}::int) i`.execute(db);
  const query = sql`SELECT tournament_id, player1, player2, outcome FROM bench_pairing`;
  const time = async (f: () => Promise<number>) => {
    const started = performance.now();
    const n = await f();
    if (n !== ROWS) throw new Error(`读到 ${n} 行，应为 ${ROWS}`);
    return ((performance.now() - started) / 1000).toFixed(2);
  };
  const rows = await time(async () => (await query.execute(db)).rows.length);
  const packed = await time(async () => {
    const text = (
      await sql<{ s: string }>`SELECT string_agg(concat_ws(',', tournament_id, player1, player2, outcome), ';') AS s
        FROM (${query}) q`.execute(db)
    ).rows[0]!.s;
    let n = 0;
    for (const record of text.split(';')) {
      const [tid, , , outcome] = record.split(',');
      if (Number(tid) >= 0 && Number(outcome) > 0) n += 1;
    }
    return n;
  });
  const columns = await time(
    async () =>
      (await readColumns(db, { tournament_id: 'int', player1: 'text', player2: 'text', outcome: 'int' }, query)).length,
  );
  console.log(`${label}: ${ROWS} 行，逐行 ${rows} s，打包文本 ${packed} s，按列 ${columns} s`);
  await sql`DROP TABLE bench_pairing`.execute(db);
}

const embedded = await openDatabase({ pgliteDir: 'memory://' });
try {
  await measure('嵌入式 PGlite', embedded);
} finally {
  await embedded.close();
}
if (!args.includes('--embedded-only')) {
  const postgres = await openDatabase({ databaseUrl: PG_URL, pgliteDir: '' });
  try {
    await measure('PostgreSQL', postgres);
  } finally {
    await postgres.close();
  }
}
