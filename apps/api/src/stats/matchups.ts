import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/**
 * matchup_player: the archetype of every player of an ended individual event (no team, no
 * multi-deck), the top-level category of their deck(s). A player whose decks are not all classified, or whose two days' decks
 * belong to different archetypes, has none and their games are left out: the round a deck was played
 * in is not recorded, so such games cannot be assigned honestly.
 */
const PLAYER_ARCHETYPES = sql`
  INSERT INTO matchup_player (tournament_id, pin_code, archetype)
  SELECT e.tournament_id, ep.pin_code, min(coalesce(c.parent_id, c.id))
  FROM entry e
  JOIN tournament t ON t.id = e.tournament_id
  JOIN entry_player ep ON ep.entry_id = e.id
  JOIN entry_deck ed ON ed.entry_id = e.id
  JOIN deck d ON d.deck_id = ed.deck_id
  LEFT JOIN deck_category c ON c.id = d.variant_id
  WHERE t.status = 'ended' AND NOT t.is_team AND NOT t.multi_deck
  GROUP BY 1, 2
  HAVING count(c.id) = count(*) AND count(DISTINCT coalesce(c.parent_id, c.id)) = 1`;

/**
 * Rebuilds the matchup aggregate (migration 080) from the pairings and the current archetypes of the
 * decks. Called by refreshDeckStats, inside the transaction of the import or category edit.
 *
 * A game is a pairing with a result (1 player1 won, 2 player2 won, 3 tie) of two players who both
 * have an archetype; byes (5) and double losses (4) are not games between two decks. Swiss and top-cut
 * rounds both count. Each game is stored from both sides; a mirror once, as a win and a loss of the
 * archetype (or a tie).
 */
export async function refreshMatchups(db: Db): Promise<void> {
  await sql`DELETE FROM matchup_player`.execute(db);
  await sql`DELETE FROM matchup_stat`.execute(db);
  await sql`DELETE FROM matchup_day`.execute(db);
  await sql`DELETE FROM matchup_week`.execute(db);
  await sql`DELETE FROM matchup_reg`.execute(db);

  await PLAYER_ARCHETYPES.execute(db);
  // Real row counts for the planner: estimated from the grouping above, the join below ran for seconds.
  await sql`ANALYZE matchup_player`.execute(db);

  await sql`
    WITH games AS (
      SELECT m.tournament_id, p1.archetype AS a, p2.archetype AS b, m.outcome
      FROM match m
      JOIN matchup_player p1 ON p1.tournament_id = m.tournament_id AND p1.pin_code = m.player1
      JOIN matchup_player p2 ON p2.tournament_id = m.tournament_id AND p2.pin_code = m.player2
      WHERE m.outcome IN (1, 2, 3) AND m.player1 <> m.player2
    ),
    sides AS (
      SELECT tournament_id, a, b, (outcome = 1)::int AS win, (outcome = 2)::int AS loss, (outcome = 3)::int AS tie
      FROM games WHERE a <> b
      UNION ALL
      SELECT tournament_id, b, a, (outcome = 2)::int, (outcome = 1)::int, (outcome = 3)::int
      FROM games WHERE a <> b
      UNION ALL
      SELECT tournament_id, a, a, (outcome <> 3)::int, (outcome <> 3)::int, (outcome = 3)::int
      FROM games WHERE a = b
    )
    INSERT INTO matchup_stat (tournament_id, a, b, wins, losses, ties)
    SELECT tournament_id, a, b, sum(win), sum(loss), sum(tie)
    FROM sides
    GROUP BY 1, 2, 3`.execute(db);

  await sql`
    INSERT INTO matchup_day (date, regulation, regulation_mark, a, b, wins, losses, ties)
    SELECT t.date, t.regulation, t.regulation_mark, s.a, s.b, sum(s.wins), sum(s.losses), sum(s.ties)
    FROM matchup_stat s JOIN tournament t ON t.id = s.tournament_id
    GROUP BY 1, 2, 3, 4, 5`.execute(db);

  await sql`
    INSERT INTO matchup_week (week, regulation, regulation_mark, a, b, wins, losses, ties)
    SELECT date - (extract(isodow FROM date)::int - 1), regulation, regulation_mark, a, b, sum(wins), sum(losses), sum(ties)
    FROM matchup_day
    GROUP BY 1, 2, 3, 4, 5`.execute(db);

  await sql`
    INSERT INTO matchup_reg (regulation, regulation_mark, a, b, wins, losses, ties)
    SELECT regulation, regulation_mark, a, b, sum(wins), sum(losses), sum(ties)
    FROM matchup_week
    GROUP BY 1, 2, 3, 4`.execute(db);

  await sql`ANALYZE matchup_stat, matchup_day, matchup_week, matchup_reg`.execute(db);
}
