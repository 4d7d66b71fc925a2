import type { DeckStatRow, DeckStats } from '@ptcg/contract';
import { UNCLASSIFIED_ID, UNCLASSIFIED_NAME } from '@ptcg/contract';
import {
  addSums,
  mechanicWord,
  mechanicWordOfEnglishName,
  archetypeShares,
  sharesById,
  splitIntoWeeksAndDays,
  type ArchetypeSums,
  type DateRange,
} from '@ptcg/tcg';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../index.ts';
import { DECK_STAT_METRICS } from '../schema.ts';

/**
 * Reads of the deck statistics that src/stats/deck-stats.ts precomputes (deck_play, deck_stat_day,
 * deck_stat_week, card_usage_stat), answered in contract shapes.
 */

/** Name of the deck statistics in stats_state: no row while they are missing or being rebuilt. */
export const DECK_STATS = 'deck';

export async function deckStatsReady(db: Db): Promise<boolean> {
  const row = await db.selectFrom('stats_state').select('name').where('name', '=', DECK_STATS).executeTakeFirst();
  return row !== undefined;
}

/** Display fields of every archetype, and how a variant rolls up to its category. */
export interface Archetypes {
  /** The category a variant belongs to (a category is its own). */
  categoryOf(id: number): number;
  display(id: number): { name: string; label: string; icon: string[] };
  /** The ids of a category and all its variants. */
  family(id: number): number[];
  /**
   * The decks an id stands for on its own: a variant itself; a category with its 其他 variant, since
   * the classifier files a deck that matches the category but no named variant under that 其他 child.
   */
  own(id: number): number[];
  exists(id: number): boolean;
  isVariant(id: number): boolean;
}

/** Id of the row of decks no archetype matched. */
export const UNCLASSIFIED = UNCLASSIFIED_ID;

/**
 * The mechanic word of each category's main attacker: the first Pokémon among its key cards (a
 * variant's key cards start with its category's), read from any Chinese print of that effect, else
 * from the English name of an international-only print.
 */
async function mainAttackerWords(
  db: Db,
  rows: readonly { id: number; key_effects: { effectId: string }[] }[],
): Promise<Map<number, string>> {
  const effects = [...new Set(rows.flatMap((r) => r.key_effects.map((k) => k.effectId)))];
  if (effects.length === 0) return new Map();
  const found = await sql<{
    effect_id: string;
    found: boolean;
    mechanic: string | null;
    stage: string | null;
    name_en: string | null;
  }>`
    SELECT e.effect_id, c.found IS NOT NULL AS found, c.mechanic, c.stage, p.name_en
    FROM unnest(${effects}::bpchar[]) AS e(effect_id)
    LEFT JOIN LATERAL (
      SELECT TRUE AS found, mechanic, stage FROM card WHERE effect_id = e.effect_id AND card_type = 'Pokemon' LIMIT 1
    ) c ON TRUE
    LEFT JOIN LATERAL (
      SELECT name_en FROM card_print_en WHERE effect_id = e.effect_id AND card_type = 'Pokemon' LIMIT 1
    ) p ON TRUE`.execute(db);
  const wordOf = new Map<string, string>();
  for (const r of found.rows) {
    if (r.found) wordOf.set(r.effect_id, mechanicWord(r));
    else if (r.name_en !== null) wordOf.set(r.effect_id, mechanicWordOfEnglishName(r.name_en));
  }
  const out = new Map<number, string>();
  for (const r of rows) {
    const attacker = r.key_effects.find((k) => wordOf.has(k.effectId));
    if (attacker) out.set(r.id, wordOf.get(attacker.effectId)!);
  }
  return out;
}

export async function loadArchetypes(db: Db): Promise<Archetypes> {
  const rows = await db
    .selectFrom('deck_category')
    .select(['id', 'parent_id', 'name', 'label', 'icons', 'is_other', 'key_effects'])
    .execute();
  const byId = new Map(rows.map((r) => [r.id, r]));
  const words = await mainAttackerWords(db, rows);
  // A label the admin wrote wins; else the main attacker's word, the variant's own or its category's.
  const labelOf = (id: number): string => {
    const row = byId.get(id);
    if (!row) return '';
    const parent = row.parent_id === null ? '' : labelOf(row.parent_id);
    return row.label || (row.is_other ? parent : words.get(id) || parent || '');
  };
  return {
    categoryOf: (id) => byId.get(id)?.parent_id ?? id,
    display(id) {
      const row = byId.get(id);
      if (!row) return { name: UNCLASSIFIED_NAME, label: '-', icon: [] };
      const parent = row.parent_id === null ? undefined : byId.get(row.parent_id);
      return {
        // A category's 其他 variant reads "<category> 其他": 其他 alone does not say which archetype.
        name: row.is_other && parent ? `${parent.name} ${row.name}` : row.name,
        label: labelOf(id) || '-',
        icon: row.icons.length > 0 ? row.icons : (parent?.icons ?? []),
      };
    },
    family: (id) => [id, ...rows.filter((r) => r.parent_id === id).map((r) => r.id)],
    own: (id) => [id, ...rows.filter((r) => r.parent_id === id && r.is_other).map((r) => r.id)],
    exists: (id) => byId.has(id),
    isVariant: (id) => (byId.get(id)?.parent_id ?? null) !== null,
  };
}

interface SumRow {
  variant_id: number;
  week?: string;
  count: number;
  points: number;
  match_points: number;
  raw_count: number;
  raw_points: number;
  cut_known: number;
  cut_made: number;
  top1: number;
  top2: number;
  top4: number;
  top8: number;
  top16: number;
}

/**
 * The plays of ended tournaments (deck_play) as statistics rows, with the archetype each deck has now
 * (0 = none): the weighted count, placement points and match points of SPEC 9, the raw count and match
 * points, the plays of events whose top cut is known and those inside it, and the top cut. The day
 * and week tables sum these rows; one tournament's statistics sum its own (a few dozen to a few
 * thousand).
 */
export const PLAY_ROWS = sql`(
  SELECT e.tournament_id, coalesce(d.variant_id, 0) AS variant_id, e.cut, e.points > 0 AS scored,
         e.weight AS count, e.points * e.weight AS points, e.match_points * e.weight AS match_points,
         1 AS raw_count, e.match_points AS raw_points,
         CASE WHEN e.advanced IS NULL THEN 0 ELSE 1 END AS cut_known, CASE WHEN e.advanced THEN 1 ELSE 0 END AS cut_made
  FROM deck_play e JOIN deck d ON d.deck_id = e.deck_id
)`;

/** The sums of PLAY_ROWS' columns, with the cumulative top-cut tallies of topcutTimes. */
const SUMS = sql`
  sum(count)::float8 AS count, sum(points)::float8 AS points, sum(match_points)::float8 AS match_points,
  sum(raw_count)::int AS raw_count, sum(raw_points)::float8 AS raw_points, sum(cut_known)::int AS cut_known,
  sum(cut_made)::int AS cut_made,
  coalesce(sum(raw_count) FILTER (WHERE cut = 1), 0)::int AS top1,
  coalesce(sum(raw_count) FILTER (WHERE cut BETWEEN 1 AND 2), 0)::int AS top2,
  coalesce(sum(raw_count) FILTER (WHERE cut BETWEEN 1 AND 4), 0)::int AS top4,
  coalesce(sum(raw_count) FILTER (WHERE cut BETWEEN 1 AND 8), 0)::int AS top8,
  coalesce(sum(raw_count) FILTER (WHERE cut BETWEEN 1 AND 16), 0)::int AS top16`;

function toSums(r: SumRow, id: number): ArchetypeSums {
  return {
    id,
    count: r.count,
    points: r.points,
    matchPoints: r.match_points,
    rawCount: r.raw_count,
    rawPoints: r.raw_points,
    cutKnown: r.cut_known,
    cutMade: r.cut_made,
    topcutTimes: [r.top1, r.top2, r.top4, r.top8, r.top16],
  };
}

/** Sums rows by archetype id (variants rolled up to their category unless isVariant). */
function rollUp(rows: readonly SumRow[], archetypes: Archetypes, isVariant: boolean): ArchetypeSums[] {
  const out = new Map<number, ArchetypeSums>();
  for (const r of rows) {
    const id = isVariant || r.variant_id === UNCLASSIFIED ? r.variant_id : archetypes.categoryOf(r.variant_id);
    const sums = toSums(r, id);
    const current = out.get(id);
    if (current) addSums(current, sums);
    else out.set(id, sums);
  }
  return [...out.values()];
}

function toRows(
  sums: readonly ArchetypeSums[],
  previous: Map<number, number> | null,
  archetypes: Archetypes,
  sortByPoints: boolean,
): DeckStatRow[] {
  return archetypeShares(sums, previous, sortByPoints).map((s) => ({
    ...archetypes.display(s.id),
    id: s.id,
    count: s.count,
    share: s.share,
    share2: s.share2,
    points: s.points,
    points2: s.points2,
    rawCount: s.rawCount,
    rawShare: s.rawShare,
    rawShare2: s.rawShare2,
    rawPoints: s.rawPoints,
    topcutTimes: s.topcutTimes,
    conversion: s.conversion,
    advanceRate: s.advanceRate,
    prevShare: s.prevShare,
    change: s.change,
  }));
}

export interface DateStatsFilter {
  topCuts: number;
  isVariant: boolean;
  sortByPoints: boolean;
  regulation: string;
  regulationMark: string;
  hasTeam: boolean;
}

/** How many archetypes the week-by-week series follows. */
export const WEEKLY_TOP = 6;

/** Conditions on the tournament attributes of the window tables. */
function attributeFilters(f: DateStatsFilter): RawBuilder<unknown> {
  const parts = [sql`TRUE`];
  if (f.regulation) parts.push(sql`regulation = ${f.regulation}`);
  if (f.regulationMark) parts.push(sql`regulation_mark = ${f.regulationMark}`);
  if (!f.hasTeam) parts.push(sql`NOT is_team`);
  return sql.join(parts, sql` AND `);
}

/**
 * The sums of the window tables for a top cut (0 = every entry), with topcutTimes inside it: the
 * champions of the top 8 are the champions, its top 16 is the top 8.
 */
function bandSums(topCuts: number): RawBuilder<unknown> {
  const band = (cut: number | null) =>
    cut === null || (topCuts > 0 && cut >= topCuts) ? (topCuts > 0 ? String(topCuts) : 'all') : String(cut);
  const b = band(null);
  return sql.raw(`sum(count_${b})::float8 AS count, sum(points_${b})::float8 AS points,
    sum(match_points_${b})::float8 AS match_points, sum(raw_count_${b})::int AS raw_count,
    sum(raw_points_${b})::float8 AS raw_points, sum(cut_known_${b})::int AS cut_known, sum(cut_made_${b})::int AS cut_made,
    ${[1, 2, 4, 8, 16].map((cut) => `sum(raw_count_${band(cut)})::int AS top${cut}`).join(', ')}`);
}

/**
 * The rows of a window: whole Monday–Sunday weeks from deck_stat_week, the days of a window's
 * partial first and last weeks from deck_stat_day, with their week. Only the columns of the asked
 * top cut are read.
 */
function windowRows(f: DateStatsFilter, range: DateRange | null): RawBuilder<unknown> {
  const band = f.topCuts > 0 ? String(f.topCuts) : 'all';
  const used = new Set([
    ...DECK_STAT_METRICS.map((metric) => `${metric}_${band}`),
    ...['1', '2', '4', '8', '16'].map((cut) => `raw_count_${f.topCuts > 0 && Number(cut) >= f.topCuts ? band : cut}`),
  ]);
  const columns = sql.raw([...used].join(', '));
  const parts: RawBuilder<unknown>[] = [];
  const weeks = (from: string, to: string) =>
    parts.push(sql`
    SELECT week, variant_id, ${columns} FROM deck_stat_week
    WHERE week BETWEEN ${from}::date AND ${to}::date AND ${attributeFilters(f)}`);
  const days = (from: string, to: string) =>
    parts.push(sql`
    SELECT date - (extract(isodow FROM date)::int - 1) AS week, variant_id, ${columns} FROM deck_stat_day
    WHERE date BETWEEN ${from}::date AND ${to}::date AND ${attributeFilters(f)}`);
  if (range === null) {
    parts.push(sql`SELECT week, variant_id, ${columns} FROM deck_stat_week WHERE ${attributeFilters(f)}`);
  } else {
    const split = splitIntoWeeksAndDays(range);
    if (split.weeks) weeks(split.weeks.from, split.weeks.to);
    for (const part of split.days) days(part.from, part.to);
  }
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}

/** The sums of a window per archetype (variants as stored; rollUp groups them). */
async function windowSums(db: Db, f: DateStatsFilter, range: DateRange | null): Promise<SumRow[]> {
  const band = sql.raw(f.topCuts > 0 ? String(f.topCuts) : 'all');
  const rows = await sql<SumRow>`
    SELECT variant_id, ${bandSums(f.topCuts)}
    FROM ${windowRows(f, range)} w
    GROUP BY variant_id
    HAVING sum(raw_count_${band}) > 0`.execute(db);
  return rows.rows;
}

/**
 * The week-by-week series of some archetypes over a window (each given as the stored variant ids it
 * covers): per week with data, the count of every archetype and of all decks. One row per week, so
 * a window of years still answers a few hundred rows.
 */
async function weeklyShares(
  db: Db,
  f: DateStatsFilter,
  range: DateRange | null,
  archetypes: { id: number; variants: number[] }[],
): Promise<DeckStats['weekly']> {
  const band = sql.raw(f.topCuts > 0 ? String(f.topCuts) : 'all');
  const counts = archetypes.map(
    (a) => sql`coalesce(sum(count_${band}) FILTER (WHERE variant_id = ANY(${a.variants}::int4[])), 0)::float8`,
  );
  const rows = await sql<{ week: string; total: number; counts: number[] }>`
    SELECT week::text AS week, sum(count_${band})::float8 AS total, ARRAY[${sql.join([sql`0::float8`, ...counts])}] AS counts
    FROM ${windowRows(f, range)} w
    GROUP BY week
    HAVING sum(raw_count_${band}) > 0
    ORDER BY week`.execute(db);
  return rows.rows.map((r) => ({
    week: r.week,
    deckNum: r.total,
    shares: archetypes.map((a, i) => {
      const count = Number(r.counts[i + 1] ?? 0);
      return { id: a.id, count, share: r.total > 0 ? count / r.total : 0 };
    }),
  }));
}

/**
 * Statistics of the decks played in a window (null = all time) with the regulation, top-cut and
 * team filters, each row with its change against the previous window, and the week-by-week shares
 * of the top archetypes.
 */
export async function deckStatsByDate(
  db: Db,
  f: DateStatsFilter,
  windows: { current: DateRange; previous: DateRange } | null,
): Promise<DeckStats> {
  const archetypes = await loadArchetypes(db);
  const current = await windowSums(db, f, windows?.current ?? null);
  const events = await sql<{ n: number }>`
    SELECT coalesce(sum(tournaments), 0)::int AS n FROM deck_stat_day_events
    WHERE ${attributeFilters(f)}
      ${windows ? sql`AND date BETWEEN ${windows.current.from}::date AND ${windows.current.to}::date` : sql``}`.execute(
    db,
  );
  const previous = windows
    ? sharesById(rollUp(await windowSums(db, f, windows.previous), archetypes, f.isVariant))
    : null;
  const list = toRows(rollUp(current, archetypes, f.isVariant), previous, archetypes, f.sortByPoints);
  const top = list.slice(0, WEEKLY_TOP).map((r) => ({
    id: r.id,
    variants: f.isVariant || r.id === UNCLASSIFIED ? [r.id] : archetypes.family(r.id),
  }));
  return {
    list,
    deckNum: list.reduce((s, r) => s + r.count, 0),
    tournamentNum: events.rows[0]?.n ?? 0,
    from: windows?.current.from ?? null,
    to: windows?.current.to ?? null,
    weekly: list.length > 0 ? await weeklyShares(db, f, windows?.current ?? null, top) : [],
  };
}

/**
 * The field of a window: each archetype's (category's) share of the entries of individual events,
 * the decks of no archetype included (id 0), as the deck statistics of the same filters count them.
 */
export async function fieldShares(
  db: Db,
  archetypes: Archetypes,
  f: { regulation: string; regulationMark: string },
  range: DateRange | null,
): Promise<Map<number, number>> {
  const filter = { ...f, topCuts: 0, isVariant: false, sortByPoints: false, hasTeam: false };
  const sums = rollUp(await windowSums(db, filter, range), archetypes, false);
  return sharesById(sums);
}

/** Statistics of one tournament: every entry, only entries that scored, or the top N. */
export async function deckStatsByTour(
  db: Db,
  tournamentId: number,
  f: { topcut: number; points: boolean; isVariant: boolean; sortByPoints: boolean },
): Promise<DeckStats> {
  const archetypes = await loadArchetypes(db);
  const rows = await sql<SumRow>`
    SELECT variant_id, ${SUMS} FROM ${PLAY_ROWS} s
    WHERE tournament_id = ${tournamentId}::int
      ${f.points ? sql`AND scored` : sql``}
      ${f.topcut > 0 ? sql`AND cut BETWEEN 1 AND ${f.topcut}::int` : sql``}
    GROUP BY 1`.execute(db);
  const list = toRows(rollUp(rows.rows, archetypes, f.isVariant), null, archetypes, f.sortByPoints);
  return {
    list,
    deckNum: list.reduce((s, r) => s + r.count, 0),
    tournamentNum: list.length > 0 ? 1 : 0,
    from: null,
    to: null,
    weekly: [],
  };
}
