import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { PLAY_ROWS } from '../db/queries/deck-stats.ts';
import { DECK_STAT_BANDS, DECK_STAT_METRICS } from '../db/schema.ts';
import { WEEK_OF } from './sql.ts';

/**
 * The window tables the deck statistics are read from: deck_stat_day and deck_stat_week (each
 * archetype's banded sums per day and per week) and deck_stat_day_events (tournaments with decks per
 * day, whatever their archetype). One query writes the rows of every date (the full rebuild) or of a
 * category edit's dates and archetypes (refreshWindows).
 */

/** The dates a category edit's moved decks were played on, and the archetypes they left or joined (0: unclassified). */
export interface WindowScope {
  dates: string[];
  variants: number[];
}

/** Every column of the window tables with the band it sums (null = every entry). */
const BANDED = DECK_STAT_METRICS.flatMap((metric) =>
  DECK_STAT_BANDS.map((band) => ({ metric, column: `${metric}_${band}`, cut: band === 'all' ? null : Number(band) })),
);
const BAND_COLUMNS = sql.raw(BANDED.map((b) => b.column).join(', '));
const BAND_SUMS = sql.raw(
  BANDED.map((b) =>
    b.cut === null
      ? `sum(s.${b.metric})`
      : `coalesce(sum(s.${b.metric}) FILTER (WHERE s.cut BETWEEN 1 AND ${b.cut}), 0)`,
  ).join(', '),
);

/**
 * deck_stat_day and deck_stat_week rows of every date, or of the given dates and their weeks and the
 * given archetypes.
 */
export async function insertWindows(db: Db, only: WindowScope | null): Promise<void> {
  await sql`
    INSERT INTO deck_stat_day (date, regulation, regulation_mark, is_team, variant_id, ${BAND_COLUMNS})
    SELECT date, regulation, regulation_mark, is_team, variant_id, ${BAND_SUMS}
    FROM (
      -- Summed by top cut first: the banded sums then read a few rows per key, not every play.
      SELECT t.date, t.regulation, t.regulation_mark, t.is_team, p.variant_id, p.cut, sum(p.count) AS count,
             sum(p.points) AS points, sum(p.match_points) AS match_points, sum(p.raw_count) AS raw_count,
             sum(p.raw_points) AS raw_points, sum(p.cut_known) AS cut_known, sum(p.cut_made) AS cut_made
      FROM ${PLAY_ROWS} p JOIN tournament t ON t.id = p.tournament_id
      ${
        only === null
          ? sql``
          : sql`WHERE t.date IN (SELECT unnest(${only.dates}::date[])) AND p.variant_id = ANY(${only.variants}::int4[])`
      }
      GROUP BY 1, 2, 3, 4, 5, 6
    ) s
    GROUP BY 1, 2, 3, 4, 5`.execute(db);

  await sql`
    INSERT INTO deck_stat_week (week, regulation, regulation_mark, is_team, variant_id, ${BAND_COLUMNS})
    SELECT ${WEEK_OF('date')}, regulation, regulation_mark, is_team, variant_id,
           ${sql.join(BANDED.map(({ column }) => sql.raw(`sum(${column})`)))}
    FROM deck_stat_day
    ${
      only === null
        ? sql``
        : sql`WHERE ${WEEK_OF('date')} IN (SELECT ${WEEK_OF('d')} FROM unnest(${only.dates}::date[]) AS u(d))
        AND variant_id = ANY(${only.variants}::int4[])`
    }
    GROUP BY 1, 2, 3, 4, 5`.execute(db);
}

/**
 * Rewrites the day and week rows of an edit's scope: those rows are deleted and written again by the
 * full rebuild's own query.
 */
export async function refreshWindows(db: Db, scope: WindowScope): Promise<void> {
  if (scope.dates.length === 0) return;
  await sql`
    DELETE FROM deck_stat_day
    WHERE date IN (SELECT unnest(${scope.dates}::date[])) AND variant_id = ANY(${scope.variants}::int4[])`.execute(db);
  await sql`
    DELETE FROM deck_stat_week
    WHERE week IN (SELECT ${WEEK_OF('d')} FROM unnest(${scope.dates}::date[]) AS u(d))
      AND variant_id = ANY(${scope.variants}::int4[])`.execute(db);
  await insertWindows(db, scope);
}

/** deck_stat_day_events, into the empty table: it does not depend on archetypes. */
export async function insertDayEvents(db: Db): Promise<void> {
  await sql`
    INSERT INTO deck_stat_day_events (date, regulation, regulation_mark, is_team, tournaments)
    SELECT t.date, t.regulation, t.regulation_mark, t.is_team, count(*)
    FROM tournament t
    WHERE EXISTS (SELECT 1 FROM deck_play p WHERE p.tournament_id = t.id)
    GROUP BY 1, 2, 3, 4`.execute(db);
}
