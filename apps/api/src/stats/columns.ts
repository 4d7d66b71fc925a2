import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';

/**
 * Large reads of the statistics code as columns instead of rows. The embedded database hands over a
 * few JSON arrays many times faster than the same data as rows (a million pairings: about 2 s against
 * 13 s; PostgreSQL 1.3 s against 2.2 s; `scripts/bench/columnar-reads.ts`), so a rebuild that needs
 * hundreds of thousands of rows in JS asks for one row holding one array per column:
 * `readColumns(db, { deck_id: 'int', effect_id: 'text' }, query)`. JSON rather than SQL arrays: both
 * drivers parse a JSON column with the engine's JSON.parse, and a large SQL array in JS code (PostgreSQL's
 * driver took 3.3 s for the million).
 *
 * Each column is read by name and checked against its declared kind; a column of another type (a
 * fraction where an integer is expected, a numeric not cast to its exact text, text where a number is
 * expected, a null) is an error naming the column and row, never a wrong record. Decision record 024 explains why this replaced packed text.
 */

/**
 * What a column holds: 'int' a JS-safe integer, 'float' a double
 * (float8), 'decimal' a numeric kept exact as its decimal text (cast it `::text` in the query: the embedded
 * database parses numerics to doubles, and JSON carries them as doubles), 'text' a string. No column may
 * hold null: coalesce nullable columns in the query.
 */
export type ColumnKind = 'int' | 'float' | 'decimal' | 'text';

type ValueOf<K extends ColumnKind> = K extends 'int' | 'float' ? number : string;

export type Columns<S extends Record<string, ColumnKind>> = { readonly [C in keyof S]: ValueOf<S[C]>[] };

const DECIMAL = /^-?\d+(\.\d+)?$/;

function accepts(kind: ColumnKind, v: unknown): boolean {
  switch (kind) {
    case 'int':
      return typeof v === 'number' && Number.isSafeInteger(v);
    case 'float':
      return typeof v === 'number' && Number.isFinite(v);
    case 'decimal':
      return typeof v === 'string' && DECIMAL.test(v);
    case 'text':
      return typeof v === 'string';
  }
}

/** A column whose values are not of their declared kind. */
export class ColumnTypeError extends Error {}

/**
 * Runs `query` and answers its rows as one array per column named in `spec`, in the query's row order
 * (every column's array has one entry per row). Columns of the query not in `spec` are not read.
 */
export async function readColumns<S extends Record<string, ColumnKind>>(
  db: Db,
  spec: S,
  query: RawBuilder<unknown>,
): Promise<Columns<S> & { readonly length: number }> {
  const names = Object.keys(spec);
  if (names.length === 0) throw new ColumnTypeError('readColumns: no column asked');
  // All aggregates of one SELECT see the rows in the same order, so the arrays stay aligned.
  // Each value is checked in JS below: the JSON types say what the column held.
  const result = await sql<Record<string, unknown>>`
    SELECT count(*)::int4 AS "#rows",
      ${sql.join(names.map((n) => sql`json_agg(q.${sql.ref(n)}) AS ${sql.ref(n)}`))}
    FROM (${query}) q`.execute(db);
  const row = result.rows[0]!;
  const length = row['#rows'] as number;
  const out: Record<string, unknown[]> = {};
  for (const name of names) {
    const kind = spec[name]!;
    const values = length === 0 ? [] : row[name];
    if (!Array.isArray(values) || values.length !== length)
      throw new ColumnTypeError(`列 ${name} 不是 ${length} 个值的数组`);
    for (let i = 0; i < values.length; i++) {
      if (!accepts(kind, values[i]))
        throw new ColumnTypeError(`列 ${name} 第 ${i + 1} 行应为 ${kind}，实为 ${JSON.stringify(values[i])}`);
    }
    out[name] = values as unknown[];
  }
  return Object.assign(out, { length }) as unknown as Columns<S> & { readonly length: number };
}
