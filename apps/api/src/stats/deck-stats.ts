import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { DECK_STATS } from '../db/queries/deck-stats.ts';
import { insertCardUsage, moveCardUsage } from './card-usage.ts';
import type { DeckMove } from './deck-archetypes.ts';
import { insertDeckPlays } from './deck-play.ts';
import { insertPlayerRanks } from './deck-player-ranks.ts';
import { insertDayEvents, insertWindows, refreshWindows } from './deck-windows.ts';
import { DERIVED_TABLES } from './derived-tables.ts';
import { applyMatchupMoves, refreshMatchups } from './matchups.ts';
import { insertRecentPlays } from './recent-plays.ts';

/**
 * The deck statistics' two entry points: the full rebuild of an import and the update after a
 * category edit. Each derived table has its own file, whose full rebuild is its edit path applied from
 * empty: deck-play.ts (deck_play), deck-windows.ts (deck_stat_day, deck_stat_week,
 * deck_stat_day_events), card-usage.ts (card_usage_stat, effect_print), recent-plays.ts
 * (effect_recent_play), deck-player-ranks.ts (deck_player_rank) and matchups.ts (matchup_event,
 * matchup_day, matchup_week, matchup_reg). The list of these tables is derived-tables.ts.
 */

/**
 * Rebuilds every deck statistic (matchups included) from the standings, decks and their current archetypes. Call it
 * inside the transaction that changed them (an import), so readers see either the old or the new
 * statistics, never a mix. A category edit calls refreshDeckStatsAfterMoves instead.
 */
export async function refreshDeckStats(db: Db): Promise<void> {
  // The sums and rankings below sort hundreds of thousands of rows: in memory, not on disk.
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  await sql`DELETE FROM stats_state WHERE name = ${DECK_STATS}`.execute(db);
  for (const table of DERIVED_TABLES) await sql`DELETE FROM ${sql.table(table)}`.execute(db);

  await insertDeckPlays(db);
  await insertWindows(db, null);
  await insertDayEvents(db);

  await insertCardUsage(db);
  await insertRecentPlays(db);
  await insertPlayerRanks(db, null);
  await refreshMatchups(db);

  await sql`INSERT INTO stats_state (name) VALUES (${DECK_STATS})`.execute(db);
  await sql`ANALYZE ${sql.join(DERIVED_TABLES.map((t) => sql.table(t)))}`.execute(db);
}

/**
 * Brings the deck statistics up to date after a category edit moved `moves` decks to other
 * archetypes (finishCategoryEdit), touching `touched` categories: only what those decks feed is
 * rebuilt, from the same queries as the full rebuild, so the rows are those a full rebuild writes.
 * - deck_stat_day and deck_stat_week: the rows of the dates (and their weeks) the moved decks were
 *   played on and of the archetypes they left or joined;
 * - card_usage_stat: the moved decks' plays are moved from the archetype each left to the one it
 *   joined (effect_print does not depend on archetypes);
 * - matchups: the games of the players whose archetype changed, by difference (applyMatchupMoves);
 * - deck_player_rank: the rankings holding those archetypes or the touched categories, and none of a
 *   deleted category.
 * deck_stat_day_events counts tournaments with decks, whatever their archetype: it does not change.
 */
export async function refreshDeckStatsAfterMoves(
  db: Db,
  moves: readonly DeckMove[],
  touched: readonly number[],
): Promise<void> {
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  const archetypes = [
    ...new Set([...moves.flatMap((m) => [m.from, m.to]).filter((v): v is number => v !== null), ...touched]),
  ];
  if (moves.length > 0) {
    // The dates the moved decks were played on; only the rows of the archetypes they left or joined
    // change (0 = unclassified).
    const dates = (
      await sql<{ date: string }>`
      SELECT DISTINCT t.date::text AS date
      FROM deck_play p JOIN tournament t ON t.id = p.tournament_id
      WHERE p.deck_id IN (SELECT unnest(${moves.map((m) => m.deckId)}::int4[]))`.execute(db)
    ).rows.map((r) => r.date);
    const variants = [...new Set(moves.flatMap((m) => [m.from ?? 0, m.to ?? 0]))];
    await refreshWindows(db, { dates, variants });
    await moveCardUsage(db, moves);
  }
  await applyMatchupMoves(db, await matchupDecks(db, moves, touched));
  await insertPlayerRanks(db, archetypes);
}

/**
 * The decks whose players' matchup archetype an edit can change: the decks it moved, and, for an edit
 * that changed which category is whose variant (`touched`), the decks filed under a touched category,
 * since a matchup archetype is the top-level category.
 */
async function matchupDecks(db: Db, moves: readonly DeckMove[], touched: readonly number[]): Promise<number[]> {
  const decks = new Set(moves.map((m) => m.deckId));
  if (touched.length > 0) {
    const filed = await sql<{ deck_id: number }>`
      SELECT deck_id FROM deck WHERE variant_id = ANY(${[...touched]}::int4[])`.execute(db);
    for (const r of filed.rows) decks.add(r.deck_id);
  }
  return [...decks];
}
