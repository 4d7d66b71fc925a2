import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../db/index.ts';
import { inRolledBackTransaction } from '../db/rolled-back.ts';
import { reclassifyAllDecks } from './deck-archetypes.ts';
import { refreshDeckStats } from './deck-stats.ts';
import { DERIVED_TABLES } from './derived-tables.ts';

/**
 * Checks that an incremental path (a category edit) stores exactly what a full rebuild stores:
 * category-edit.test.ts after every kind of edit on the default season, and scripts/bench/decks.ts
 * after the edits at the 300,000-entry scale-up.
 *
 * The comparison runs in the database: the rows as they are are kept in temporary tables, everything
 * is rebuilt in the same transaction, and `EXCEPT ALL` counts the rows either side holds that the other
 * does not; the transaction is then rolled back. Reading every row into JavaScript as text to compare
 * there cost twice the rebuild itself on the default season.
 */

/** Decks' archetypes, then every derived table. */
const COMPARED = ['deck', ...DERIVED_TABLES] as const;
type Compared = (typeof COMPARED)[number];

export type DerivedDifference = {
  table: Compared;
  /** Rows the data held before the rebuild has that the rebuild does not. */
  onlyBefore: number;
  /** Rows the rebuild stores that the data before it lacked. */
  onlyRebuilt: number;
  /** A few of those rows as JSON, to read in a failure. */
  sample: string[];
};

const keptName = (table: Compared) => sql.table(`derived_kept_${table}`);

/**
 * The compared columns of a table. Sums kept in floating point are compared to 6 decimals (a sum
 * built by difference and one built from scratch may differ in the last bits); everything else,
 * arrays included, exactly. Of the decks only their archetype.
 */
async function comparedColumns(trx: Db, table: Compared): Promise<RawBuilder<unknown>> {
  if (table === 'deck') return sql`deck_id, variant_id`;
  const columns = await sql<{ column_name: string; udt_name: string }>`
    SELECT column_name, udt_name FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table}
    ORDER BY ordinal_position`.execute(trx);
  if (columns.rows.length === 0) throw new Error(`derived table ${table} has no columns`);
  return sql.join(
    columns.rows.map(({ column_name, udt_name }) =>
      udt_name === 'float8' || udt_name === 'float4' || udt_name === 'numeric'
        ? sql`round(${sql.ref(column_name)}::numeric, 6) AS ${sql.ref(column_name)}`
        : sql.ref(column_name),
    ),
  );
}

/** Inside a transaction: keeps the rows of every compared table as they are now (temporary tables, gone with the transaction). */
export async function keepDerived(trx: Db): Promise<void> {
  for (const table of COMPARED)
    await sql`CREATE TEMPORARY TABLE ${keptName(table)} ON COMMIT DROP AS SELECT ${await comparedColumns(trx, table)} FROM ${sql.table(table)}`.execute(
      trx,
    );
}

/** Inside the transaction of keepDerived: the tables whose rows now differ from those kept. */
export async function differencesFromKept(trx: Db): Promise<DerivedDifference[]> {
  const out: DerivedDifference[] = [];
  for (const table of COMPARED) {
    const now = sql`SELECT ${await comparedColumns(trx, table)} FROM ${sql.table(table)}`;
    const onlyBefore = sql`(TABLE ${keptName(table)} EXCEPT ALL ${now})`;
    const onlyRebuilt = sql`(${now} EXCEPT ALL TABLE ${keptName(table)})`;
    const counts = await sql<{ before: number; rebuilt: number }>`
      SELECT (SELECT count(*)::int FROM ${onlyBefore} b) AS before,
             (SELECT count(*)::int FROM ${onlyRebuilt} r) AS rebuilt`.execute(trx);
    const { before, rebuilt } = counts.rows[0]!;
    if (before === 0 && rebuilt === 0) continue;
    const sample = await sql<{ side: string; row: string }>`
      (SELECT 'before' AS side, row_to_json(b)::text AS row FROM ${onlyBefore} b LIMIT 3)
      UNION ALL
      (SELECT 'rebuilt', row_to_json(r)::text FROM ${onlyRebuilt} r LIMIT 3)`.execute(trx);
    out.push({
      table,
      onlyBefore: before,
      onlyRebuilt: rebuilt,
      sample: sample.rows.map((r) => `${r.side}: ${r.row}`),
    });
  }
  return out;
}

/**
 * How the stored archetypes and derived tables differ from what classifying every deck again and a
 * full rebuild would store now (nothing is changed: computed in a transaction rolled back), with how
 * many rows the rebuild stores.
 */
export function differencesFromFullRebuild(db: Db): Promise<{ differences: DerivedDifference[]; rows: number }> {
  return inRolledBackTransaction(db, async (trx) => {
    await keepDerived(trx);
    await reclassifyAllDecks(trx);
    await refreshDeckStats(trx);
    const differences = await differencesFromKept(trx);
    let rows = 0;
    for (const table of COMPARED)
      rows += (await sql<{ n: number }>`SELECT count(*)::int AS n FROM ${sql.table(table)}`.execute(trx)).rows[0]!.n;
    return { differences, rows };
  });
}

/** How many tables are compared (decks' archetypes and every derived table). */
export const COMPARED_TABLES = COMPARED.length;
