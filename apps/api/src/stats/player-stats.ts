import { SEASON_BEST_OF } from '@ptcg/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { mergeGinPendingLists } from '../db/maintenance.ts';
import { ALL_DIVISIONS, SCOPE } from '../db/player-points.ts';

export { ALL_DIVISIONS, SCOPE };

/**
 * Rebuilds player_points from the entries of ended tournaments, after refreshing the planner
 * statistics of the tournament tables. Call it after every import, inside the import's transaction
 * (pass the transaction as db) so readers never see a half-built table.
 *
 * Rules (SPEC 9 and the issue):
 * - Every member of an entry earns the entry's points (team events included); NC and DQ rows are
 *   stored with 0 points by the importers, so they count as played but add nothing.
 * - Season (1 September to 31 August, named '26-27'; every season that has ended events), per
 *   division of the event: the sum of the player's best SEASON_BEST_OF results of events dated
 *   inside the season.
 * - Career, per division: the sum over every event of every season.
 * - Official (used when no published official_ranking was imported), one list per season
 *   ('official:26-27'; the API answers the current season's): every official Master-division result
 *   of the season, best SEASON_BEST_OF. Not only qualifier days: isQual marks the qualifier-day rows
 *   of a 高级赛 alone (API-NOTES), while main events and city events earn ranking points too. Online
 *   (unofficial) events and the rate series stay out of it, since neither counts for the official list.
 * - Unofficial (online) events count as played but earn no points.
 * - Rate series: events flagged is_rate of every division, summed. Rate events award series points
 *   of their own, so they are kept out of the season, career and official totals.
 * - pointsTimes counts the events whose points entered the total (with more than 0 points);
 *   playTimes every event played in the scope.
 * - rank ranks a row among every division of its scope, division_rank within its division; equal
 *   points share a rank. position orders rows 1..n within (scope, division): points, then within a
 *   tie the better best result (the most points from one event), then the earlier date that best
 *   result was reached, then fewer events played, then the name; the pin code only keeps the order
 *   stable between players equal in all of these.
 */
export async function refreshPlayerStats(db: Db): Promise<void> {
  // Imports change these tables wholesale and the embedded database has no autovacuum to notice:
  // without fresh statistics the planner keeps row estimates from before the import and picks scans
  // (a sequential scan of every deck per standings row) that cost a hundred times an index lookup.
  await sql`ANALYZE tournament, entry, entry_player, entry_deck, deck, deck_category, player, player_name, swiss_standing`.execute(
    db,
  );
  await sql`DELETE FROM player_points`.execute(db);
  await sql`
    WITH
    -- What a ranking search matches: the current name and every former one, lower-cased.
    names AS (
      SELECT p.pin_code, p.nickname, lower(p.nickname || coalesce(E'\n' || string_agg(n.nickname, E'\n'), '')) AS search_text
      FROM player p LEFT JOIN player_name n ON n.pin_code = p.pin_code AND n.nickname <> p.nickname
      GROUP BY p.pin_code, p.nickname
    ),
    -- One row per player and ended event.
    played AS (
      SELECT ep.pin_code, t.division, t.date, t.unofficial, t.is_rate,
             CASE WHEN t.unofficial THEN 0 ELSE e.points END AS points,
             -- The season of the event's date: 1 September to 31 August, "26-27".
             to_char(t.date - interval '8 months', 'YY') || '-' || to_char(t.date + interval '4 months', 'YY') AS season
      FROM entry e
      JOIN tournament t ON t.id = e.tournament_id
      JOIN entry_player ep ON ep.entry_id = e.id
      WHERE t.status = 'ended'
    ),
    -- Best-first order of a player's results inside each season (and inside the official window).
    season_results AS (
      SELECT p.season AS scope, p.division, p.pin_code, p.points, p.date,
             row_number() OVER (PARTITION BY p.season, p.division, p.pin_code ORDER BY p.points DESC, p.date) AS nth
      FROM played p
      WHERE NOT p.is_rate
      UNION ALL
      SELECT ${SCOPE.official}::text || ':' || p.season, p.division, p.pin_code, p.points, p.date,
             row_number() OVER (PARTITION BY p.season, p.pin_code ORDER BY p.points DESC, p.date)
      FROM played p
      WHERE NOT p.is_rate AND NOT p.unofficial AND p.division = 'Master'
    ),
    totals AS (
      SELECT scope, division, pin_code,
             sum(points) FILTER (WHERE nth <= ${SEASON_BEST_OF}::int) AS points,
             count(*) FILTER (WHERE nth <= ${SEASON_BEST_OF}::int AND points > 0) AS points_times,
             count(*) AS play_times,
             max(points) AS best, min(date) FILTER (WHERE nth = 1) AS best_date
      FROM season_results GROUP BY scope, division, pin_code
      UNION ALL
      SELECT ${SCOPE.career}::text, division, pin_code, sum(points), count(*) FILTER (WHERE points > 0), count(*),
             max(points), (array_agg(date ORDER BY points DESC, date))[1]
      FROM played WHERE NOT is_rate GROUP BY division, pin_code
      UNION ALL
      SELECT ${SCOPE.rate}::text, ${ALL_DIVISIONS}::text, pin_code, sum(points), count(*) FILTER (WHERE points > 0), count(*),
             max(points), (array_agg(date ORDER BY points DESC, date))[1]
      FROM played WHERE is_rate GROUP BY pin_code
    )
    INSERT INTO player_points (scope, division, pin_code, points, points_times, play_times, rank, division_rank, position, search_text)
    SELECT t.scope, t.division, t.pin_code, t.points, t.points_times, t.play_times,
           rank() OVER (PARTITION BY t.scope ORDER BY t.points DESC),
           rank() OVER (PARTITION BY t.scope, t.division ORDER BY t.points DESC),
           row_number() OVER (PARTITION BY t.scope, t.division
             ORDER BY t.points DESC, t.best DESC, t.best_date, t.play_times, n.nickname COLLATE "C", t.pin_code),
           n.search_text
    FROM totals t JOIN names n ON n.pin_code = t.pin_code
  `.execute(db);
  // Name searches read the GIN index of search_grams: merge the rows just inserted into it.
  await mergeGinPendingLists(db, 'player_points');
  // Fresh statistics keep the planner on the position index after the table was rebuilt.
  await sql`ANALYZE player_points`.execute(db);
}
