import { TOP_CUTS } from '@ptcg/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { DECK_STATS } from '../db/queries/deck-stats.ts';
import { DECK_STAT_BANDS } from '../db/schema.ts';
import { refreshMatchups } from './matchups.ts';


/**
 * The plays of ended tournaments: one row per deck of an entry's last day (a two-day entry counts
 * once, with the deck it finished with), with the weight SPEC 9 gives it. On a team event every deck
 * of the team counts 1/n of an entry and carries 1/n of the team's points (n = decks of the team); on
 * a multi-deck event every deck counts as a whole entry. NC and DQ rows stay entries (cut 0).
 */
const PLAYS = sql`
  plays AS (
    SELECT x.entry_id, x.deck_id,
           CASE WHEN t.multi_deck THEN 1::numeric ELSE 1::numeric / x.decks END AS weight,
           e.tournament_id, e.rank, e.points
    FROM (
      SELECT ed.entry_id, ed.deck_id, ed.day,
             max(ed.day) OVER (PARTITION BY ed.entry_id) AS last_day,
             count(*) OVER (PARTITION BY ed.entry_id, ed.day) AS decks
      FROM entry_deck ed
    ) x
    JOIN entry e ON e.id = x.entry_id
    JOIN tournament t ON t.id = e.tournament_id
    WHERE x.day = x.last_day AND t.status = 'ended'
  )`;

/** The smallest top cut holding `rank` (1, 2, 4 … 64), or 0 outside the top 64 (NC and DQ included). */
const CUT = sql.raw(`CASE ${TOP_CUTS.map((cut) => `WHEN e.rank BETWEEN 1 AND ${cut} THEN ${cut}`).join(' ')} ELSE 0 END`);

/** Every column of the window tables with the band it sums (null = every entry). */
const BANDED = (['count', 'points', 'raw_count', 'raw_points'] as const).flatMap((metric) =>
  DECK_STAT_BANDS.map((band) => ({ metric, column: `${metric}_${band}`, cut: band === 'all' ? null : Number(band) })));
const BAND_COLUMNS = sql.raw(BANDED.map((b) => b.column).join(', '));
const BAND_SUMS = sql.raw(BANDED.map((b) => (b.cut === null
  ? `sum(s.${b.metric})`
  : `coalesce(sum(s.${b.metric}) FILTER (WHERE s.cut BETWEEN 1 AND ${b.cut}), 0)`)).join(', '));

/**
 * Rebuilds every deck statistic (matchups included) from the standings, pairings, decks and their
 * current archetypes. Call it inside the transaction that changed them (an import, a category edit),
 * so readers see either the old or the new statistics, never a mix.
 */
export async function refreshDeckStats(db: Db): Promise<void> {
  await sql`DELETE FROM stats_state WHERE name = ${DECK_STATS}`.execute(db);
  await sql`DELETE FROM deck_stat`.execute(db);
  await sql`DELETE FROM deck_stat_day`.execute(db);
  await sql`DELETE FROM deck_stat_week`.execute(db);
  await sql`DELETE FROM deck_stat_day_events`.execute(db);
  await sql`DELETE FROM card_usage_stat`.execute(db);

  await sql`
    WITH ${PLAYS}
    INSERT INTO deck_stat (tournament_id, variant_id, cut, scored, count, points, raw_count, raw_points)
    SELECT e.tournament_id, coalesce(d.variant_id, 0), ${CUT}, e.points > 0,
           sum(e.weight), sum(e.points * e.weight), count(*), sum(e.points)
    FROM plays e JOIN deck d ON d.deck_id = e.deck_id
    GROUP BY 1, 2, 3, 4`.execute(db);

  await sql`
    INSERT INTO deck_stat_day (date, regulation, regulation_mark, is_team, variant_id, ${BAND_COLUMNS})
    SELECT t.date, t.regulation, t.regulation_mark, t.is_team, s.variant_id, ${BAND_SUMS}
    FROM deck_stat s JOIN tournament t ON t.id = s.tournament_id
    GROUP BY 1, 2, 3, 4, 5`.execute(db);

  await sql`
    INSERT INTO deck_stat_week (week, regulation, regulation_mark, is_team, variant_id, ${BAND_COLUMNS})
    SELECT date - (extract(isodow FROM date)::int - 1), regulation, regulation_mark, is_team, variant_id,
           ${sql.join(BANDED.map(({ column }) => sql.raw(`sum(${column})`)))}
    FROM deck_stat_day
    GROUP BY 1, 2, 3, 4, 5`.execute(db);

  await sql`
    INSERT INTO deck_stat_day_events (date, regulation, regulation_mark, is_team, tournaments)
    SELECT t.date, t.regulation, t.regulation_mark, t.is_team, count(*)
    FROM tournament t
    WHERE EXISTS (SELECT 1 FROM deck_stat s WHERE s.tournament_id = t.id)
    GROUP BY 1, 2, 3, 4`.execute(db);

  await refreshCardUsage(db);
  await refreshMatchups(db);

  await sql`INSERT INTO stats_state (name) VALUES (${DECK_STATS})`.execute(db);
  await sql`ANALYZE deck_stat, deck_stat_day, deck_stat_week, deck_stat_day_events, card_usage_stat`.execute(db);
}

/**
 * card_usage_stat: for each archetype and regulation, how many plays hold each card (prints of one
 * effect summed) in each quantity. Decks are grouped first, since a list is usually played by
 * several players.
 */
async function refreshCardUsage(db: Db): Promise<void> {
  await sql`
    WITH ${PLAYS},
    deck_plays AS (
      SELECT p.deck_id, t.regulation, count(*)::int AS plays
      FROM plays p JOIN tournament t ON t.id = p.tournament_id
      GROUP BY 1, 2
    ),
    deck_effects AS (
      SELECT dc.deck_id, c.effect_id, sum(dc.count)::int AS qty, max(dc.card_id) AS card_id
      FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
      WHERE dc.deck_id IN (SELECT deck_id FROM deck_plays)
      GROUP BY 1, 2
    )
    INSERT INTO card_usage_stat (variant_id, regulation, effect_id, qty, plays, card_id)
    SELECT coalesce(d.variant_id, 0), dp.regulation, de.effect_id, de.qty, sum(dp.plays), mode() WITHIN GROUP (ORDER BY de.card_id)
    FROM deck_plays dp
    JOIN deck d ON d.deck_id = dp.deck_id
    JOIN deck_effects de ON de.deck_id = dp.deck_id
    GROUP BY 1, 2, 3, 4`.execute(db);
}
