import { TOP_CUTS } from '@ptcg/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/**
 * deck_play: one row per play of a deck in an ended tournament, the rows every deck statistic sums.
 * It does not depend on archetypes (a play's archetype is its deck's, read when summed), so only an
 * import rebuilds it.
 */

/**
 * The plays of ended tournaments: one row per deck of an entry's last day (a two-day entry counts
 * once, with the deck it finished with), with the weight SPEC 9 gives it, the entry's match points and
 * whether it made the event's top cut (null when the event does not say how many it cut to). On a team event every deck
 * of the team counts 1/n of an entry and carries 1/n of the team's points (n = decks of the team); on
 * a multi-deck event every deck counts as a whole entry. NC and DQ rows stay entries (cut 0).
 */
const PLAYS = sql`
  plays AS (
    SELECT x.entry_id, x.deck_id, x.pin_code,
           CASE WHEN t.multi_deck THEN 1::numeric ELSE 1::numeric / x.decks END AS weight,
           e.tournament_id, e.rank, e.points, e.match_points,
           CASE WHEN t.top_cut > 0 THEN e.rank BETWEEN 1 AND t.top_cut END AS advanced
    FROM (
      SELECT ed.entry_id, ed.deck_id, ed.day, ed.pin_code,
             max(ed.day) OVER (PARTITION BY ed.entry_id) AS last_day,
             count(*) OVER (PARTITION BY ed.entry_id, ed.day) AS decks
      FROM entry_deck ed
    ) x
    JOIN entry e ON e.id = x.entry_id
    JOIN tournament t ON t.id = e.tournament_id
    WHERE x.day = x.last_day AND t.status = 'ended'
  )`;

/**
 * The player of play `e`: the team member its deck names, else the entry's first player (as the
 * standings show it).
 */
const PLAYER = sql`LATERAL (
  SELECT ep.pin_code FROM entry_player ep
  WHERE ep.entry_id = e.entry_id AND (e.pin_code IS NULL OR ep.pin_code = e.pin_code)
  ORDER BY ep.seat, ep.pin_code LIMIT 1
) p`;

/** The smallest top cut holding `rank` (1, 2, 4 … 64), or 0 outside the top 64 (NC and DQ included). */
const CUT = sql.raw(
  `CASE ${TOP_CUTS.map((cut) => `WHEN e.rank BETWEEN 1 AND ${cut} THEN ${cut}`).join(' ')} ELSE 0 END`,
);

/** Writes deck_play from the standings, into the empty table. */
export async function insertDeckPlays(db: Db): Promise<void> {
  await sql`
    WITH ${PLAYS}
    INSERT INTO deck_play (entry_id, deck_id, tournament_id, pin_code, weight, points, cut, match_points, advanced)
    SELECT e.entry_id, e.deck_id, e.tournament_id, p.pin_code, e.weight, e.points, ${CUT}, e.match_points, e.advanced
    FROM plays e LEFT JOIN ${PLAYER} ON TRUE`.execute(db);
  await sql`ANALYZE deck_play`.execute(db);
}
