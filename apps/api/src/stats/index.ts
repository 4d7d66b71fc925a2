import { sql } from 'kysely';
import { bumpDataVersion } from '../db/data-version.ts';
import type { Db } from '../db/index.ts';
import { deckStatsReady } from '../db/queries/deck-stats.ts';
import { beginCategoryEdit, finishCategoryEdit, reclassifyAllDecks, type DeckMove } from './deck-archetypes.ts';
import { refreshDeckStats, refreshDeckStatsAfterMoves } from './deck-stats.ts';
import { refreshPlayerStats } from './player-stats.ts';

export { loadClassifier, reclassifyAllDecks } from './deck-archetypes.ts';
export type { DeckMove } from './deck-archetypes.ts';

type KeyEffects = { effectId: string; qty: number }[];

/**
 * A category create, edit or delete in the caller's transaction, bracketed: `write` writes the
 * category and answers its id (null for a delete), its key cards after the write (none for a delete)
 * and whether the write changed which variants a category has (a create, a delete, a parent change).
 * Before it, the decks the edit can move are remembered (those filed under the touched categories and
 * those the rule before matches); after it, only those and the decks the new rule matches are
 * classified again, and only the statistics the moved decks feed are rebuilt, so the result equals
 * reclassifyAllDecks + a full rebuild (category-edit.test.ts compares every derived table).
 *
 * `before.touched`: the category, its parent before and after the edit (missing ones are skipped);
 * `before.rule`: its key cards before. A preview passes `statistics: false`: the decks are classified
 * again with the same scope as a save, and the caller rolls the transaction back.
 */
export async function applyCategoryEdit(
  db: Db,
  before: { touched: (number | null | undefined)[]; rule: KeyEffects },
  write: () => Promise<{ id: number | null; rule: KeyEffects; structural: boolean }>,
  { statistics }: { statistics: boolean } = { statistics: true },
): Promise<DeckMove[]> {
  const scope = await beginCategoryEdit(
    db,
    before.touched.filter((id): id is number => typeof id === 'number'),
    before.rule,
  );
  const after = await write();
  if (after.id !== null) scope.touched.push(after.id);
  const moves = await finishCategoryEdit(db, scope, after.rule);
  // Rankings cover an archetype's variants: only a create, a delete or a parent change alters which.
  if (statistics) await refreshDeckStatsAfterMoves(db, moves, after.structural ? scope.touched : []);
  return moves;
}

/**
 * Rebuilds the data derived from imported results, inside the caller's transaction: archetypes of
 * every deck (when categories changed), then player points and deck statistics. Importers and the
 * category editor call this; nothing else writes the derived tables.
 */
export async function refreshDerivedData(
  db: Db,
  changed: { categories: boolean; results: boolean },
): Promise<{ reclassified: { decks: number; changed: number } | null }> {
  const reclassified = changed.categories ? await reclassifyAllDecks(db) : null;
  if (changed.results) await refreshPlayerStats(db);
  if (changed.results || changed.categories) await refreshDeckStats(db);
  return { reclassified };
}

/** Arbitrary constant: one instance builds missing statistics of a shared database. */
const BUILD_LOCK = 727_003;

/**
 * Builds the deck statistics when the database has none yet (a database created before they
 * existed, or one whose migration changed what they hold); answers whether it did. Until then
 * deck-recent-by-card answers Processing. The player rankings are rebuilt with them: a migration that
 * changes their rules clears the same mark, and they take a second beside the deck tables.
 */
export async function ensureDeckStats(db: Db): Promise<boolean> {
  if (await deckStatsReady(db)) return false;
  return db.transaction().execute(async (trx) => {
    await sql`SELECT pg_advisory_xact_lock(${BUILD_LOCK})`.execute(trx);
    if (await deckStatsReady(trx)) return false;
    await refreshPlayerStats(trx);
    await refreshDeckStats(trx);
    // Answers cached while the statistics were missing (Processing) must not outlive them.
    await bumpDataVersion(trx);
    return true;
  });
}
