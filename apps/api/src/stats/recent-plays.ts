import { RECENT_USE_CUTS } from '@ptcg/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { RECENT_ORDER, RECENT_TOP_CUT } from '../db/queries/deck-usage.ts';

/**
 * effect_recent_play: for every card (effect), the newest RECENT_USE_CUTS.limit top-cut plays of
 * decks holding any print of it, numbered in the order deck/deck-recent-by-card lists them. It does
 * not depend on archetypes: only an import changes it.
 */
export async function insertRecentPlays(db: Db): Promise<void> {
  await sql`
    WITH plays AS (
      SELECT t.date, t.id AS tournament_id, e.id AS entry_id, ed.deck_id, row_number() OVER (ORDER BY ${RECENT_ORDER}) AS n
      FROM tournament t JOIN entry e ON e.tournament_id = t.id JOIN entry_deck ed ON ed.entry_id = e.id
      WHERE ${RECENT_TOP_CUT}
    ),
    held AS (
      SELECT DISTINCT dc.deck_id, c.effect_id
      FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
      WHERE dc.deck_id IN (SELECT deck_id FROM plays)
    ),
    ranked AS (
      SELECT h.effect_id, p.date, p.tournament_id, p.entry_id, p.deck_id,
             row_number() OVER (PARTITION BY h.effect_id ORDER BY p.n) AS ord
      FROM plays p JOIN held h ON h.deck_id = p.deck_id
    )
    INSERT INTO effect_recent_play (effect_id, ord, date, tournament_id, entry_id, deck_id)
    SELECT effect_id, ord, date, tournament_id, entry_id, deck_id FROM ranked
    WHERE ord <= ${RECENT_USE_CUTS.limit}::int`.execute(db);
}
