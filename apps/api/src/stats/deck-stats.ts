import { RECENT_USE_CUTS, TOP_CUTS } from '@ptcg/contract';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';
import { DECK_STATS, PLAY_ROWS } from '../db/queries/deck-stats.ts';
import { chunks } from '../lib/batches.ts';
import { RECENT_ORDER, RECENT_TOP_CUT } from '../db/queries/deck-usage.ts';
import { DECK_STAT_BANDS, DECK_STAT_METRICS } from '../db/schema.ts';
import type { DeckMove } from './deck-archetypes.ts';
import { applyMatchupMoves, refreshMatchups } from './matchups.ts';
import { readColumns } from './columns.ts';
import { readDeckEffects } from './deck-effects.ts';
import { DERIVED_TABLES } from './derived-tables.ts';
import { WEEK_OF } from './sql.ts';

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
 * Rebuilds every deck statistic (matchups included) from the standings, decks and their current archetypes. Call it
 * inside the transaction that changed them (an import), so readers see either the old or the new
 * statistics, never a mix. A category edit calls refreshDeckStatsAfterMoves instead.
 */
export async function refreshDeckStats(db: Db): Promise<void> {
  // The sums and rankings below sort hundreds of thousands of rows: in memory, not on disk.
  await sql`SET LOCAL work_mem = '64MB'`.execute(db);
  await sql`DELETE FROM stats_state WHERE name = ${DECK_STATS}`.execute(db);
  for (const table of DERIVED_TABLES) await sql`DELETE FROM ${sql.table(table)}`.execute(db);

  await sql`
    WITH ${PLAYS}
    INSERT INTO deck_play (entry_id, deck_id, tournament_id, pin_code, weight, points, cut, match_points, advanced)
    SELECT e.entry_id, e.deck_id, e.tournament_id, p.pin_code, e.weight, e.points, ${CUT}, e.match_points, e.advanced
    FROM plays e LEFT JOIN ${PLAYER} ON TRUE`.execute(db);
  await sql`ANALYZE deck_play`.execute(db);

  await insertWindows(db, null);

  await sql`
    INSERT INTO deck_stat_day_events (date, regulation, regulation_mark, is_team, tournaments)
    SELECT t.date, t.regulation, t.regulation_mark, t.is_team, count(*)
    FROM tournament t
    WHERE EXISTS (SELECT 1 FROM deck_play p WHERE p.tournament_id = t.id)
    GROUP BY 1, 2, 3, 4`.execute(db);

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
    if (dates.length > 0) {
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

/**
 * deck_stat_day and deck_stat_week rows of every date, or of the given dates and their weeks and the
 * given archetypes.
 */
async function insertWindows(db: Db, only: { dates: string[]; variants: number[] } | null): Promise<void> {
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
 * card_usage_stat: for each archetype (0 = unclassified) and regulation, how many plays hold each card
 * (prints of one effect summed) in each quantity; and effect_print, the print of each card most
 * played. Decks are grouped first, since a list is usually played by several players.
 */
async function insertCardUsage(db: Db): Promise<void> {
  await sql`
    WITH deck_plays AS (
      SELECT p.deck_id, t.regulation, count(*)::int AS plays
      FROM deck_play p JOIN tournament t ON t.id = p.tournament_id
      GROUP BY 1, 2
    ),
    deck_effects AS (
      SELECT dc.deck_id, c.effect_id, sum(dc.count)::int AS qty
      FROM deck_card dc JOIN card c ON c.card_id = dc.card_id
      WHERE dc.deck_id IN (SELECT deck_id FROM deck_plays)
      GROUP BY 1, 2
    )
    INSERT INTO card_usage_stat (variant_id, regulation, effect_id, qty, plays)
    SELECT coalesce(d.variant_id, 0), dp.regulation, de.effect_id, de.qty, sum(dp.plays)
    FROM deck_plays dp
    JOIN deck d ON d.deck_id = dp.deck_id
    JOIN deck_effects de ON de.deck_id = dp.deck_id
    GROUP BY 1, 2, 3, 4`.execute(db);
  // Ties go to the newest print (the highest id).
  await sql`
    WITH deck_plays AS (SELECT deck_id, count(*)::int AS plays FROM deck_play GROUP BY 1)
    INSERT INTO effect_print (effect_id, card_id)
    SELECT DISTINCT ON (c.effect_id) c.effect_id, dc.card_id
    FROM deck_plays dp JOIN deck_card dc ON dc.deck_id = dp.deck_id JOIN card c ON c.card_id = dc.card_id
    GROUP BY c.effect_id, dc.card_id
    ORDER BY c.effect_id, sum(dp.plays) DESC, dc.card_id DESC`.execute(db);
}

/**
 * effect_recent_play: for every card (effect), the newest RECENT_USE_CUTS.limit top-cut plays of
 * decks holding any print of it, numbered in the order deck/deck-recent-by-card lists them. It does
 * not depend on archetypes: only an import changes it.
 */
async function insertRecentPlays(db: Db): Promise<void> {
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

/**
 * Moves the card usage of the moved decks' plays from the archetype each left to the one it joined
 * (integer counts, so the rows are those a rebuild writes; a count that falls to 0 is removed). The
 * decks' plays and cards are read as columns and summed in JS: a popular archetype's decks hold a
 * hundred thousand cards, which the embedded database is slow to join and group. The plays are summed
 * per (left, joined) pair first: an edit moves many decks between a few archetypes, so each (card,
 * quantity) is counted once per pair and then taken from one archetype and given to the other.
 */
async function moveCardUsage(db: Db, moves: readonly DeckMove[]): Promise<void> {
  const played = await readColumns(
    db,
    { deck_id: 'int', regulation: 'text', n: 'int' },
    sql`
    SELECT p.deck_id, t.regulation, count(*)::int4 AS n
    FROM deck_play p JOIN tournament t ON t.id = p.tournament_id
    WHERE p.deck_id = ANY(${moves.map((m) => m.deckId)}::int4[])
    GROUP BY 1, 2`,
  );
  const plays = new Map<number, [string, number][]>();
  for (let i = 0; i < played.length; i++) {
    const item: [string, number] = [played.regulation[i]!, played.n[i]!];
    const list = plays.get(played.deck_id[i]!);
    if (list) list.push(item);
    else plays.set(played.deck_id[i]!, [item]);
  }
  const effects = await readDeckEffects(db, { decks: [...plays.keys()], effects: null });
  // (left, joined) → (regulation, effect, qty) → plays moved; keys joined by a tab, which no
  // regulation or effect id holds.
  const byPair = new Map<string, { from: number; to: number; counts: Map<string, number> }>();
  for (const m of moves) {
    const deckPlays = plays.get(m.deckId);
    const held = effects.get(m.deckId);
    if (!deckPlays || !held) continue;
    const from = m.from ?? 0;
    const to = m.to ?? 0;
    const pairKey = `${from}\t${to}`;
    let pair = byPair.get(pairKey);
    if (!pair) byPair.set(pairKey, (pair = { from, to, counts: new Map() }));
    for (const [regulation, n] of deckPlays) {
      for (const [effect, qty] of held) {
        const key = `${regulation}\t${effect}\t${qty}`;
        pair.counts.set(key, (pair.counts.get(key) ?? 0) + n);
      }
    }
  }
  // (variant, regulation, effect, qty) → change in plays.
  const delta = new Map<string, number>();
  for (const { from, to, counts } of byPair.values()) {
    for (const [key, n] of counts) {
      delta.set(`${from}\t${key}`, (delta.get(`${from}\t${key}`) ?? 0) - n);
      delta.set(`${to}\t${key}`, (delta.get(`${to}\t${key}`) ?? 0) + n);
    }
  }
  const rows = [...delta].filter(([, n]) => n !== 0).map(([key, n]) => [...key.split('\t'), n] as const);
  for (const part of chunks(rows, 20_000)) {
    await sql`
      INSERT INTO card_usage_stat AS s (variant_id, regulation, effect_id, qty, plays)
      SELECT * FROM unnest(${part.map((r) => Number(r[0]))}::int4[], ${part.map((r) => r[1])}::text[],
        ${part.map((r) => r[2])}::bpchar[], ${part.map((r) => Number(r[3]))}::int4[], ${part.map((r) => r[4])}::int4[])
      ON CONFLICT (variant_id, regulation, effect_id, qty) DO UPDATE SET plays = s.plays + excluded.plays`.execute(db);
  }
  await sql`DELETE FROM card_usage_stat WHERE plays = 0`.execute(db);
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
  // Each player's points per archetype: exact decimal sums of the plays (numeric), read as decimal text.
  const variants = [...new Set(scope.map((s) => s[2]))];
  const points = await readColumns(
    db,
    { variant_id: 'int', pin_code: 'text', points: 'decimal' },
    sql`
    SELECT d.variant_id, e.pin_code, sum(e.points * e.weight)::text AS points
    FROM deck_play e
    JOIN deck d ON d.deck_id = e.deck_id
    WHERE d.variant_id = ANY(${variants}::int4[]) AND e.pin_code IS NOT NULL
    GROUP BY 1, 2`,
  );
  const pointsOf = new Map<number, Map<string, string>>();
  for (let i = 0; i < points.length; i++) {
    const variant = points.variant_id[i]!;
    let m = pointsOf.get(variant);
    if (!m) pointsOf.set(variant, (m = new Map()));
    m.set(points.pin_code[i]!, points.points[i]!);
  }
  // A ranking's points are the exact sum of its variants' decimals, rounded once to a double, as
  // sum(numeric)::float8 gives. Most points first; equal points share a ranking (1, 1, 3: the reader
  // takes the first position of the same points) and are listed by PIN.
  const rankings = new Map<string, { id: number; all: boolean; variants: number[] }>();
  for (const [id, all, variant] of scope) {
    const key = `${id}:${all}`;
    const r = rankings.get(key);
    if (r) r.variants.push(variant);
    else rankings.set(key, { id, all, variants: [variant] });
  }
  const rows: { id: number; all: boolean; pins: string; points: string }[] = [];
  for (const { id, all, variants: own } of rankings.values()) {
    const parts = new Map<string, string[]>();
    for (const variant of own) {
      for (const [pin, points] of pointsOf.get(variant) ?? []) {
        const list = parts.get(pin);
        if (list) list.push(points);
        else parts.set(pin, [points]);
      }
    }
    // A player who scored nothing with the archetype is not one of its top players.
    const ranked = [...parts]
      .map(([pin, list]) => [pin, decimalSum(list)] as const)
      .filter(([, points]) => points > 0)
      .sort((x, y) => y[1] - x[1] || (x[0] < y[0] ? -1 : x[0] > y[0] ? 1 : 0));
    if (ranked.length === 0) continue;
    rows.push({ id, all, pins: ranked.map((r) => r[0]).join(','), points: ranked.map((r) => r[1]).join(',') });
  }
  // The lists travel as comma-joined texts, a few statements for every ranking: long arrays as
  // parameters, or a statement per ranking, cost far more on the embedded database.
  for (const part of chunks(rows, 50)) {
    await sql`
      INSERT INTO deck_player_rank (archetype_id, all_variants, pins, points)
      SELECT id, all_variants, string_to_array(pins, ','), string_to_array(points, ',')::float8[]
      FROM unnest(${part.map((r) => r.id)}::int4[], ${part.map((r) => r.all)}::bool[], ${part.map((r) => r.pins)}::text[],
        ${part.map((r) => r.points)}::text[]) AS u(id, all_variants, pins, points)`.execute(db);
  }
}

/** The exact sum of decimal numbers (numeric's text), as the nearest double. */
export function decimalSum(values: readonly string[]): number {
  if (values.length === 1) return Number(values[0]);
  // Whole numbers (most sums: points of individual events) add exactly as doubles.
  let whole = 0;
  for (const v of values) {
    const n = Number(v);
    if (!Number.isInteger(n) || !Number.isSafeInteger(whole + n)) {
      whole = NaN;
      break;
    }
    whole += n;
  }
  if (!Number.isNaN(whole)) return whole;
  let scale = 0;
  for (const v of values) {
    const dot = v.indexOf('.');
    if (dot >= 0) scale = Math.max(scale, v.length - dot - 1);
  }
  let total = 0n;
  for (const v of values) {
    const dot = v.indexOf('.');
    total += dot < 0 ? BigInt(v + '0'.repeat(scale)) : BigInt(v.slice(0, dot) + v.slice(dot + 1).padEnd(scale, '0'));
  }
  const negative = total < 0n;
  const digits = (negative ? -total : total).toString().padStart(scale + 1, '0');
  const text = scale === 0 ? digits : `${digits.slice(0, -scale)}.${digits.slice(-scale)}`;
  return Number(negative ? `-${text}` : text);
}
