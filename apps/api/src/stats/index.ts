import { sql } from 'kysely';
import { bumpDataVersion } from '../db/data-version.ts';
import type { Db } from '../db/index.ts';
import { deckStatsReady } from '../db/queries/deck-stats.ts';
import {
  beginCategoryEdit,
  finishCategoryEdit,
  reclassifyAllDecks,
  type CategoryEditScope,
} from './deck-archetypes.ts';
import { refreshDeckStats, refreshDeckStatsAfterMoves } from './deck-stats.ts';
import { refreshPlayerStats } from './player-stats.ts';

export { loadClassifier, reclassifyAllDecks } from './deck-archetypes.ts';
export type { CategoryEditScope } from './deck-archetypes.ts';

type KeyEffects = { effectId: string; qty: number }[];

/**
 * A category edit (create, edit, delete) in the caller's transaction, incrementally: call
 * startCategoryEdit before writing the category, with the ids it touches (the category, its parent
 * before and after) and its key cards before the edit, then endCategoryEdit after, with its key cards
 * after the edit (none for a delete) and whether it changed which variants a category has (a create,
 * a delete, a parent change). Only the decks the edit can move are classified again, and
 * only the statistics they feed are rebuilt; the result equals reclassifyAllDecks + a full rebuild.
 */
export const startCategoryEdit = (db: Db, touched: (number | null | undefined)[], oldRule: KeyEffects) =>
  beginCategoryEdit(
    db,
    touched.filter((id): id is number => typeof id === 'number'),
    oldRule,
  );

export async function endCategoryEdit(
  db: Db,
  scope: CategoryEditScope,
  newRule: KeyEffects,
  structural: boolean,
): Promise<{ changed: number }> {
  const moves = await finishCategoryEdit(db, scope, newRule);
  // Rankings cover an archetype's variants: only a create, a delete or a parent change alters which.
  await refreshDeckStatsAfterMoves(db, moves, structural ? scope.touched : []);
  return { changed: moves.length };
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
