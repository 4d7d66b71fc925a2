import { TOP_CUTS } from '@ptcg/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { DECK_STATS } from '../db/queries/deck-stats.ts';
import { DECK_STAT_BANDS } from '../db/schema.ts';
import type { DeckMove } from './deck-archetypes.ts';
import { applyMatchupMoves, refreshMatchups } from './matchups.ts';
import { WEEK_OF } from './sql.ts';

/**
 * The plays of ended tournaments: one row per deck of an entry's last day (a two-day entry counts
 * once, with the deck it finished with), with the weight SPEC 9 gives it. On a team event every deck
 * of the team counts 1/n of an entry and carries 1/n of the team's points (n = decks of the team); on
 * a multi-deck event every deck counts as a whole entry. NC and DQ rows stay entries (cut 0).
 */
const PLAYS = sql`
  plays AS (
    SELECT x.entry_id, x.deck_id, x.pin_code,
           CASE WHEN t.multi_deck THEN 1::numeric ELSE 1::numeric / x.decks END AS weight,
           e.tournament_id, e.rank, e.points
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

/** Every column of the window tables with the band it sums (null = every entry). */
const BANDED = (['count', 'points', 'raw_count', 'raw_points'] as const).flatMap((metric) =>
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
 * Rebuilds every deck statistic (matchups included) from the standings, decks and their current archetypes. Call it
 * inside the transaction that changed them (an import), so readers see either the old or the new
 * statistics, never a mix. A category edit calls refreshDeckStatsAfterMoves instead.
 */
export async function refreshDeckStats(db: Db): Promise<void> {
  // The sums and rankings below sort hundreds of thousands of rows: in memory, not on disk.
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  await sql`DELETE FROM stats_state WHERE name = ${DECK_STATS}`.execute(db);
  for (const table of [
    'deck_play',
    'deck_stat',
    'deck_stat_day',
    'deck_stat_week',
    'deck_stat_day_events',
    'card_usage_stat',
    'deck_player_stat',
    'deck_player_rank',
  ]) {
    await sql`DELETE FROM ${sql.table(table)}`.execute(db);
  }

  await sql`
    WITH ${PLAYS}
    INSERT INTO deck_play (entry_id, deck_id, tournament_id, pin_code, weight, points, cut)
    SELECT e.entry_id, e.deck_id, e.tournament_id, p.pin_code, e.weight, e.points, ${CUT}
    FROM plays e LEFT JOIN ${PLAYER} ON TRUE`.execute(db);
  await sql`ANALYZE deck_play`.execute(db);

  await insertDeckStat(db, null);
  await insertWindows(db, null);

  await sql`
    INSERT INTO deck_stat_day_events (date, regulation, regulation_mark, is_team, tournaments)
    SELECT t.date, t.regulation, t.regulation_mark, t.is_team, count(*)
    FROM tournament t
    WHERE EXISTS (SELECT 1 FROM deck_stat s WHERE s.tournament_id = t.id)
    GROUP BY 1, 2, 3, 4`.execute(db);

  await insertCardUsage(db, null);

  await sql`
    INSERT INTO deck_player_stat (variant_id, pin_code, points, plays)
    SELECT d.variant_id, e.pin_code, sum(e.points * e.weight), count(*)
    FROM deck_play e JOIN deck d ON d.deck_id = e.deck_id
    WHERE d.variant_id IS NOT NULL AND e.pin_code IS NOT NULL
    GROUP BY 1, 2`.execute(db);
  await sql`ANALYZE deck_player_stat`.execute(db);
  await insertPlayerRanks(db, null);
  await refreshMatchups(db);

  await sql`INSERT INTO stats_state (name) VALUES (${DECK_STATS})`.execute(db);
  await sql`ANALYZE deck_stat, deck_stat_day, deck_stat_week, deck_stat_day_events, card_usage_stat, deck_player_rank`.execute(
    db,
  );
}

/**
 * Brings the deck statistics up to date after a category edit moved `moves` decks to other
 * archetypes (finishCategoryEdit), touching `touched` categories: only what those decks feed is
 * rebuilt, from the same queries as the full rebuild, so the rows are those a full rebuild writes.
 * - deck_stat: the rows of the tournaments the moved decks were played in and of the archetypes they
 *   left or joined; the day and week rows of those dates and archetypes;
 * - card_usage_stat: the archetypes the decks left or joined;
 * - matchups: the games of the players whose archetype changed, by difference (applyMatchupMoves);
 * - deck_player_stat: the moved decks' plays are subtracted from the archetype they left and added
 *   to the one they joined (numeric sums, so exact); deck_player_rank: the rankings holding those
 *   archetypes or the touched categories, and none of a deleted category.
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
    const deckIds = moves.map((m) => m.deckId);
    const tournaments = (
      await sql<{ id: number }>`
      SELECT DISTINCT tournament_id AS id FROM deck_play WHERE deck_id IN (SELECT unnest(${deckIds}::int4[]))`.execute(
        db,
      )
    ).rows.map((r) => r.id);
    // Only the rows of the archetypes the decks left or joined change (0 = unclassified).
    const variants = [...new Set(moves.flatMap((m) => [m.from ?? 0, m.to ?? 0]))];
    if (tournaments.length > 0) {
      await sql`
        DELETE FROM deck_stat
        WHERE tournament_id IN (SELECT unnest(${tournaments}::int4[])) AND variant_id = ANY(${variants}::int4[])`.execute(
        db,
      );
      await insertDeckStat(db, { tournaments, variants });
      const dates = (
        await sql<{ date: string }>`
        SELECT DISTINCT date::text AS date FROM tournament WHERE id IN (SELECT unnest(${tournaments}::int4[]))`.execute(
          db,
        )
      ).rows.map((r) => r.date);
      await sql`
        DELETE FROM deck_stat_day
        WHERE date IN (SELECT unnest(${dates}::date[])) AND variant_id = ANY(${variants}::int4[])`.execute(db);
      await sql`
        DELETE FROM deck_stat_week
        WHERE week IN (SELECT ${WEEK_OF('d')} FROM unnest(${dates}::date[]) AS u(d)) AND variant_id = ANY(${variants}::int4[])`.execute(
        db,
      );
      await insertWindows(db, { dates, variants });
    }
    await sql`DELETE FROM card_usage_stat WHERE variant_id = ANY(${variants}::int4[])`.execute(db);
    await insertCardUsage(db, variants);
    await movePlayerPoints(db, moves);
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

/** deck_stat rows of every tournament, or of the given tournaments and archetypes (0 = unclassified). */
async function insertDeckStat(db: Db, only: { tournaments: number[]; variants: number[] } | null): Promise<void> {
  await sql`
    INSERT INTO deck_stat (tournament_id, variant_id, cut, scored, count, points, raw_count, raw_points)
    SELECT e.tournament_id, coalesce(d.variant_id, 0), e.cut, e.points > 0,
           sum(e.weight), sum(e.points * e.weight), count(*), sum(e.points)
    FROM deck_play e JOIN deck d ON d.deck_id = e.deck_id
    ${
      only === null
        ? sql``
        : sql`WHERE e.tournament_id IN (SELECT unnest(${only.tournaments}::int4[]))
        AND coalesce(d.variant_id, 0) = ANY(${only.variants}::int4[])`
    }
    GROUP BY 1, 2, 3, 4`.execute(db);
}

/**
 * deck_stat_day and deck_stat_week rows of every date, or of the given dates and their weeks and the
 * given archetypes.
 */
async function insertWindows(db: Db, only: { dates: string[]; variants: number[] } | null): Promise<void> {
  await sql`
    INSERT INTO deck_stat_day (date, regulation, regulation_mark, is_team, variant_id, ${BAND_COLUMNS})
    SELECT t.date, t.regulation, t.regulation_mark, t.is_team, s.variant_id, ${BAND_SUMS}
    FROM deck_stat s JOIN tournament t ON t.id = s.tournament_id
    ${
      only === null
        ? sql``
        : sql`WHERE t.date IN (SELECT unnest(${only.dates}::date[])) AND s.variant_id = ANY(${only.variants}::int4[])`
    }
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
 * card_usage_stat: for each archetype (or the given ones; 0 = unclassified) and regulation, how many
 * plays hold each card (prints of one effect summed) in each quantity. Decks are grouped first, since
 * a list is usually played by several players.
 */
async function insertCardUsage(db: Db, variants: number[] | null): Promise<void> {
  await sql`
    WITH deck_plays AS (
      SELECT p.deck_id, t.regulation, count(*)::int AS plays
      FROM deck_play p JOIN tournament t ON t.id = p.tournament_id
      ${
        variants === null
          ? sql``
          : sql`WHERE p.deck_id IN (
        SELECT deck_id FROM deck
        WHERE variant_id IN (SELECT unnest(${variants}::int4[])) OR (variant_id IS NULL AND 0 = ANY(${variants}::int4[])))`
      }
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

/** Moves the points of the moved decks' plays from the archetype each left to the one it joined. */
async function movePlayerPoints(db: Db, moves: readonly DeckMove[]): Promise<void> {
  await sql`
    WITH moved AS (
      SELECT * FROM unnest(${moves.map((m) => m.deckId)}::int4[], ${moves.map((m) => m.from)}::int4[], ${moves.map((m) => m.to)}::int4[])
        AS m(deck_id, from_id, to_id)
    ),
    played AS (
      SELECT m.from_id, m.to_id, p.pin_code, p.points * p.weight AS points
      FROM moved m JOIN deck_play p ON p.deck_id = m.deck_id
      WHERE p.pin_code IS NOT NULL
    ),
    delta AS (
      SELECT from_id AS variant_id, pin_code, -points AS points, -1 AS plays FROM played WHERE from_id IS NOT NULL
      UNION ALL
      SELECT to_id, pin_code, points, 1 FROM played WHERE to_id IS NOT NULL
    )
    INSERT INTO deck_player_stat AS s (variant_id, pin_code, points, plays)
    SELECT variant_id, pin_code, sum(points), sum(plays) FROM delta GROUP BY 1, 2
    ON CONFLICT (variant_id, pin_code)
    DO UPDATE SET points = s.points + excluded.points, plays = s.plays + excluded.plays`.execute(db);
  const left = [...new Set(moves.map((m) => m.from).filter((v): v is number => v !== null))];
  await sql`DELETE FROM deck_player_stat WHERE variant_id IN (SELECT unnest(${left}::int4[])) AND plays = 0`.execute(
    db,
  );
}

/**
 * deck_player_rank of every archetype, or of the rankings that hold one of the given archetype ids
 * (an id's own ranking, its category's and its variants'; ids of deleted categories lose theirs).
 * The own ranking of an id covers the id and its 其他 variant; the all ranking of a category covers
 * it and every variant.
 */
async function insertPlayerRanks(db: Db, archetypes: number[] | null): Promise<void> {
  const categories = await db.selectFrom('deck_category').select(['id', 'parent_id', 'is_other']).execute();
  const parentOf = new Map(categories.map((c) => [c.id, c.parent_id]));
  let ids = categories.map((c) => c.id);
  if (archetypes !== null) {
    const wanted = new Set(archetypes);
    for (const c of categories) {
      if (c.parent_id !== null && (wanted.has(c.parent_id) || wanted.has(c.id))) {
        wanted.add(c.parent_id);
        wanted.add(c.id);
      }
    }
    for (const c of categories) if (c.parent_id !== null && wanted.has(c.parent_id)) wanted.add(c.id);
    await sql`DELETE FROM deck_player_rank WHERE archetype_id = ANY(${[...wanted]}::int4[])`.execute(db);
    ids = ids.filter((id) => wanted.has(id));
  }
  // (archetype, all, variant) for every variant a ranking sums.
  const scope: [number, boolean, number][] = [];
  for (const id of ids) {
    const top = parentOf.get(id) === null;
    for (const c of categories) {
      if (c.id === id || (c.parent_id === id && c.is_other)) scope.push([id, false, c.id]);
      if (top && (c.id === id || c.parent_id === id)) scope.push([id, true, c.id]);
    }
  }
  if (scope.length === 0) return;
  // Most points first; equal points share a ranking (1, 1, 3: the reader takes the first position of
  // the same points) and are listed by PIN.
  await sql`
    WITH scope AS (
      SELECT * FROM unnest(${scope.map((s) => s[0])}::int4[], ${scope.map((s) => s[1])}::bool[], ${scope.map((s) => s[2])}::int4[])
        AS s(archetype_id, all_variants, variant_id)
    ),
    sums AS (
      SELECT s.archetype_id, s.all_variants, ps.pin_code, sum(ps.points)::float8 AS points2
      FROM scope s
      JOIN deck_player_stat ps ON ps.variant_id = s.variant_id
      JOIN player pl ON pl.pin_code = ps.pin_code
      GROUP BY 1, 2, 3
    )
    INSERT INTO deck_player_rank (archetype_id, all_variants, pins, points)
    SELECT archetype_id, all_variants,
           array_agg(pin_code ORDER BY points2 DESC, pin_code), array_agg(points2 ORDER BY points2 DESC, pin_code)
    FROM sums
    GROUP BY 1, 2`.execute(db);
}
