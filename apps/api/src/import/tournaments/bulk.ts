import { sql } from 'kysely';
import type { Db } from '#api/db/index.ts';
import { chunks } from '#api/lib/batches.ts';

export type ColumnType = 'int4' | 'text' | 'bool' | 'float8' | 'date' | 'numeric';

/** Rows per statement: one array parameter per column, so the statement size does not grow with the row count. */
const CHUNK = 20_000;

/**
 * Multi-row insert through one unnest() of column arrays per chunk: a handful of parameters however
 * many rows, which is several times faster than VALUES lists on the embedded database.
 */
export async function bulkInsert(
  db: Db,
  table: string,
  columns: readonly (readonly [string, ColumnType])[],
  rows: readonly unknown[][],
): Promise<void> {
  for (const chunk of chunks(rows, CHUNK)) {
    const arrays = columns.map(([, type], i) => sql`${chunk.map((r) => r[i] ?? null)}::${sql.raw(type)}[]`);
    const names = sql.raw(columns.map(([name]) => name).join(', '));
    await sql`INSERT INTO ${sql.table(table)} (${names}) SELECT * FROM unnest(${sql.join(arrays)})`.execute(db);
  }
}

/** Reserves n ids of a serial column, so rows can be linked before they are inserted. */
export async function nextIds(db: Db, table: string, column: string, n: number): Promise<number[]> {
  if (n === 0) return [];
  const res = await sql<{ id: number }>`
    SELECT nextval(pg_get_serial_sequence(${table}, ${column}))::int4 AS id FROM generate_series(1, ${n}::int4)`.execute(
    db,
  );
  return res.rows.map((r) => r.id);
}

/**
 * Runs bulk inserts without per-row foreign-key triggers when the connection may switch them off
 * (superuser, as the embedded database always is): there they cost most of the insert time. The
 * callers insert only ids they resolved or created themselves in the same transaction. Cascading
 * deletes are triggers too, so nothing may be deleted inside fn.
 */
export async function withoutForeignKeyChecks<T>(db: Db, fn: () => Promise<T>): Promise<T> {
  const res = await sql<{ su: string }>`SELECT current_setting('is_superuser') AS su`.execute(db);
  const allowed = res.rows[0]?.su === 'on';
  if (!allowed) return fn();
  await sql`SET LOCAL session_replication_role = replica`.execute(db);
  try {
    return await fn();
  } finally {
    await sql`SET LOCAL session_replication_role = origin`.execute(db);
  }
}
