import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { reclassifyAllDecks } from './deck-archetypes.ts';
import { refreshDeckStats } from './deck-stats.ts';
import { DERIVED_TABLES } from './derived-tables.ts';

/**
 * Snapshots of the derived data, to check that an incremental path (a category edit) stores exactly
 * what a full rebuild stores: category-edit.test.ts after every kind of edit on the default season,
 * and scripts/bench/decks.ts after the edits at the 300,000-entry scale-up.
 */

/** Every deck's archetype and every row of the derived tables, each as a sorted list of text (sums to 6 decimals). */
export async function snapshotDerived(db: Db): Promise<Record<string, string[]>> {
  const out: Record<string, string[]> = {};
  const decks = await sql<{ deck_id: number; variant_id: number | null }>`SELECT deck_id, variant_id FROM deck`.execute(
    db,
  );
  out.deck = decks.rows.map((r) => `${r.deck_id}:${r.variant_id}`).sort();
  for (const table of DERIVED_TABLES) {
    const rows = await sql<Record<string, unknown>>`SELECT * FROM ${sql.table(table)}`.execute(db);
    out[table] = rows.rows
      .map((r) =>
        Object.keys(r)
          .sort()
          .map((k) => {
            const v = r[k];
            if (typeof v === 'number' || (typeof v === 'string' && /^-?\d+(\.\d+)?$/.test(v)))
              return `${k}=${Number(v).toFixed(6)}`;
            if (v instanceof Date) return `${k}=${v.toISOString()}`;
            return `${k}=${String(v)}`;
          })
          .join(','),
      )
      .sort();
  }
  return out;
}

class RolledBack extends Error {}

/** What classifying every deck again and a full rebuild would store now, computed in a transaction rolled back. */
export async function snapshotOfFullRebuild(db: Db): Promise<Record<string, string[]>> {
  let result: Record<string, string[]> | null = null;
  await db
    .transaction()
    .execute(async (trx) => {
      await reclassifyAllDecks(trx);
      await refreshDeckStats(trx);
      result = await snapshotDerived(trx);
      throw new RolledBack();
    })
    .catch((err: unknown) => {
      if (!(err instanceof RolledBack)) throw err;
    });
  return result!;
}

/** The tables (and "deck") whose rows differ between two snapshots, with how many rows each side holds that the other does not. */
export function snapshotDifferences(
  a: Record<string, string[]>,
  b: Record<string, string[]>,
): { table: string; onlyFirst: number; onlySecond: number }[] {
  const out: { table: string; onlyFirst: number; onlySecond: number }[] = [];
  for (const table of new Set([...Object.keys(a), ...Object.keys(b)])) {
    const x = new Set(a[table] ?? []);
    const y = new Set(b[table] ?? []);
    const onlyFirst = [...x].filter((r) => !y.has(r)).length;
    const onlySecond = [...y].filter((r) => !x.has(r)).length;
    if (onlyFirst > 0 || onlySecond > 0 || (a[table]?.length ?? 0) !== (b[table]?.length ?? 0))
      out.push({ table, onlyFirst, onlySecond });
  }
  return out;
}
