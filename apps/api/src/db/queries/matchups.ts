import type { DeckMatchups, MatchupCell } from '@ptcg/contract';
import { fieldWinRate, matchupRate, splitIntoWeeksAndDays, type DateRange } from '@ptcg/tcg';
import { sql, type RawBuilder } from 'kysely';
import type { Db } from '../index.ts';
import { addPairArrays, pairOf, type PairArrays, type PairCounts } from '../matchup-arrays.ts';
import { fieldShares, type Archetypes } from './deck-stats.ts';

/** Reads of the matchup aggregate that src/stats/matchups.ts precomputes, answered in contract shapes. */

export interface MatchupFilter {
  regulation: string;
  regulationMark: string;
  categoryId: number | null;
  minGames: number;
  top: number;
}

function attributeFilters(f: MatchupFilter): RawBuilder<unknown> {
  const parts = [sql`TRUE`];
  if (f.regulation) parts.push(sql`m.regulation = ${f.regulation}`);
  if (f.regulationMark) parts.push(sql`m.regulation_mark = ${f.regulationMark}`);
  return sql.join(parts, sql` AND `);
}

/**
 * The rows of a window: whole Monday–Sunday weeks from matchup_week, the days of partial weeks from
 * matchup_day; all time from matchup_reg (one row per regulation). Each row holds the counts of every
 * pair of its key as parallel arrays (a, b, wins, losses, ties).
 */
function windowRows(f: MatchupFilter, range: DateRange | null): RawBuilder<unknown> {
  const columns = sql`m.a, m.b, m.wins, m.losses, m.ties`;
  const parts: RawBuilder<unknown>[] = [];
  const weeks = (from: string, to: string) =>
    parts.push(sql`
    SELECT ${columns} FROM matchup_week m
    WHERE m.week BETWEEN ${from}::date AND ${to}::date AND ${attributeFilters(f)}`);
  const days = (from: string, to: string) =>
    parts.push(sql`
    SELECT ${columns} FROM matchup_day m
    WHERE m.date BETWEEN ${from}::date AND ${to}::date AND ${attributeFilters(f)}`);
  if (range === null) {
    parts.push(sql`SELECT ${columns} FROM matchup_reg m WHERE ${attributeFilters(f)}`);
  } else {
    const split = splitIntoWeeksAndDays(range);
    if (split.weeks) weeks(split.weeks.from, split.weeks.to);
    for (const part of split.days) days(part.from, part.to);
  }
  return sql`(${sql.join(parts, sql` UNION ALL `)})`;
}

interface PairRow {
  a: number;
  b: number;
  wins: number;
  losses: number;
  ties: number;
}

/**
 * Every pair's counts summed over the window's rows (each a, b, wins, losses, ties as parallel arrays).
 * Summed here rather than by unnesting the arrays and grouping in SQL: a half-year window of the
 * 300,000-entry scale-up took 25–50 ms so on the embedded database, 11–25 ms this way.
 */
function summedPairs(rows: readonly PairArrays[]): PairRow[] {
  const pairs: PairCounts = new Map();
  for (const row of rows) addPairArrays(pairs, row);
  return [...pairs].map(([key, [wins, losses, ties]]) => {
    const [a, b] = pairOf(key);
    return { a, b, wins, losses, ties };
  });
}

/**
 * The matchups of a window: the `top` archetypes with the most games and every cell between them, or
 * with categoryId that archetype's row against every opponent it met. One read of the window's rows,
 * summed by pair and ordered in memory. Each archetype also gets its expected win rate against the
 * field of the window (the shares of the deck statistics with the same regulation, individual events).
 */
export async function deckMatchups(
  db: Db,
  archetypes: Archetypes,
  f: MatchupFilter,
  range: DateRange | null,
): Promise<DeckMatchups> {
  const rows = summedPairs(
    (
      await sql<{ arrays: PairArrays[] | null }>`
      SELECT json_agg(json_build_object('a', w.a, 'b', w.b, 'wins', w.wins, 'losses', w.losses, 'ties', w.ties)) AS arrays
      FROM ${windowRows(f, range)} w`.execute(db)
    ).rows[0]?.arrays ?? [],
  );

  const played = new Map<number, number>();
  let games = 0;
  for (const r of rows) {
    const mirror = r.a === r.b;
    const n = mirror ? r.wins + r.ties : r.wins + r.losses + r.ties;
    played.set(r.a, (played.get(r.a) ?? 0) + (mirror ? 2 * n : n));
    games += mirror ? n : n / 2;
  }
  const byGames = [...played].sort((x, y) => y[1] - x[1] || x[0] - y[0]);
  const row = f.categoryId === null ? null : archetypes.categoryOf(f.categoryId);
  const shown =
    row === null
      ? byGames.slice(0, f.top)
      : byGames.filter(([id]) => id === row || rows.some((r) => r.a === row && r.b === id));
  const order = new Map(shown.map(([id], i) => [id, i]));

  const cells: MatchupCell[] = rows
    .filter((r) => (row === null ? order.has(r.a) && order.has(r.b) : r.a === row))
    .sort((x, y) => order.get(x.a)! - order.get(y.a)! || order.get(x.b)! - order.get(y.b)!)
    .map((r) => ({
      rowId: r.a,
      colId: r.b,
      wins: r.wins,
      losses: r.losses,
      ties: r.ties,
      ...matchupRate(r, r.a === r.b, f.minGames),
    }));

  // Each archetype's known win rates against every opponent it met, shown or not, for its expected win
  // rate against the field.
  const rates = new Map<number, Map<number, number>>();
  for (const r of rows) {
    const { winRate } = matchupRate(r, r.a === r.b, f.minGames);
    if (winRate === null) continue;
    const own = rates.get(r.a) ?? new Map<number, number>();
    own.set(r.b, winRate);
    rates.set(r.a, own);
  }
  const field = shown.length > 0 ? await fieldShares(db, archetypes, f, range) : new Map<number, number>();

  return {
    archetypes: shown.map(([id, n]) => {
      const { name, icon } = archetypes.display(id);
      const expected = fieldWinRate(id, rates.get(id) ?? new Map(), field);
      return { id, name, icon, games: n, fieldWinRate: expected.winRate, fieldCoverage: expected.coverage };
    }),
    cells,
    games,
    minGames: f.minGames,
    from: range?.from ?? null,
    to: range?.to ?? null,
  };
}
