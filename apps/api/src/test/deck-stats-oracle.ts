import { TIME_FILTERS, TOP_CUTS, type RequestOf, type ResponseOf } from '@ptcg/contract';
import { statsWindows } from '@ptcg/tcg';
import { sql } from 'kysely';
import type { Db } from '../db/index.ts';

/**
 * What `deck/deck-static-by-date-and-reg` must answer, counted straight from the standings: the API test
 * checks a fixed sample of the filter combinations, `npm run bench:decks` every one of them (832) on the
 * default season.
 */

type Body = RequestOf<'deck/deck-static-by-date-and-reg'>;
type Answer = ResponseOf<'deck/deck-static-by-date-and-reg'>;

/** Entries of the window counted from the standings: a multi-deck entry counts each deck of its last day. */
export async function expectedEntries(
  db: Db,
  f: { from?: string; to?: string; tournamentId?: number; regulation: string; hasTeam: boolean; topCuts: number },
): Promise<number> {
  const r = await sql<{ n: number }>`
    SELECT coalesce(sum(CASE WHEN t.multi_deck THEN
      (SELECT count(*) FROM entry_deck ed WHERE ed.entry_id = e.id AND ed.day = (SELECT max(day) FROM entry_deck x WHERE x.entry_id = e.id))
      ELSE 1 END), 0)::int AS n
    FROM entry e JOIN tournament t ON t.id = e.tournament_id
    WHERE t.status = 'ended' AND EXISTS (SELECT 1 FROM entry_deck ed WHERE ed.entry_id = e.id)
      ${f.from ? sql`AND t.date BETWEEN ${f.from}::date AND ${f.to}::date` : sql``}
      ${f.tournamentId ? sql`AND t.id = ${f.tournamentId}::int` : sql``}
      ${f.regulation ? sql`AND t.regulation = ${f.regulation}` : sql``}
      ${f.hasTeam ? sql`` : sql`AND NOT t.is_team`}
      ${f.topCuts > 0 ? sql`AND e.rank BETWEEN 1 AND ${f.topCuts}::int` : sql``}`.execute(db);
  return r.rows[0]!.n;
}

/**
 * Every filter combination of the statistics page (13 time filters × 8 top cuts × with or without team
 * events × all regulations or `regulation` × categories or variants), or, with `sample`, a Latin square
 * of them: one combination per time filter and top cut (104), whose other three choices run through all
 * eight of their settings along every time filter and along every top cut.
 */
export function filterCombinations(regulation: string, sample: boolean): Body[] {
  const out: Body[] = [];
  TIME_FILTERS.forEach((time, i) => {
    [0, ...TOP_CUTS].forEach((topCuts, j) => {
      for (let bits = 0; bits < 8; bits++) {
        if (sample && bits !== (i + j) % 8) continue;
        out.push({
          lastWeek: time.lastWeek,
          pastWeek: time.pastWeek,
          pastMonth: time.pastMonth,
          topCuts,
          hasTeam: (bits & 1) === 1,
          regulation: bits & 2 ? regulation : '',
          isVariant: (bits & 4) === 4,
        } as Body);
      }
    });
  });
  return out;
}

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);
const near = (a: number, b: number, digits: number) => Math.abs(a - b) < 10 ** -digits / 2;

/**
 * What is wrong with one answer (an empty list when nothing is): counts that do not add up to the
 * entries of the window, shares that do not sum to 1, a top-8 count above the top-1 one, an unnamed
 * archetype, a change where there is no window to compare with. `counted` keeps the entries of each
 * window and filter across calls: categories and variants share them, so a sweep counts each once.
 */
export async function deckStatsProblems(
  db: Db,
  now: Date,
  body: Body,
  answer: Answer,
  counted: Map<string, Promise<number>> = new Map(),
): Promise<string[]> {
  const at = JSON.stringify(body);
  const windows = statsWindows(now, {
    lastWeek: body.lastWeek ?? 0,
    pastWeek: body.pastWeek ?? 0,
    pastMonth: body.pastMonth ?? 0,
  });
  const filter = {
    ...windows?.current,
    regulation: body.regulation ?? '',
    hasTeam: body.hasTeam ?? false,
    topCuts: body.topCuts ?? 0,
  };
  const key = JSON.stringify(filter);
  if (!counted.has(key)) counted.set(key, expectedEntries(db, filter));
  const expected = await counted.get(key)!;
  const problems: string[] = [];
  const { list, deckNum } = answer;
  const rows = sum(list.map((r) => r.count));
  if (!near(rows, expected, 6)) problems.push(`${at}: rows count ${rows}, the standings ${expected}`);
  if (!near(deckNum, expected, 6)) problems.push(`${at}: deckNum ${deckNum}, the standings ${expected}`);
  if (list.length === 0) return problems;
  for (const [field, total] of [
    ['share', sum(list.map((r) => r.share))],
    ['rawShare', sum(list.map((r) => r.rawShare))],
  ] as const) {
    if (!near(total, 1, 3)) problems.push(`${at}: ${field} sums to ${total}`);
  }
  if (sum(list.map((r) => r.points2)) > 0) {
    const share2 = sum(list.map((r) => r.share2));
    if (!near(share2, 1, 3)) problems.push(`${at}: share2 sums to ${share2}`);
  }
  for (const row of list) {
    if (row.topcutTimes[0]! > row.topcutTimes[4]!) problems.push(`${at}: ${row.id} top 1 above top 8`);
    if (row.label === '') problems.push(`${at}: ${row.id} has no label`);
    if (windows === null && row.change !== null) problems.push(`${at}: ${row.id} has a change without a window`);
  }
  return problems;
}
