import { MATCHUP_TOP, TIME_FILTERS } from '@ptcg/contract';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOnlyTestApp, type TestApp } from '#api/test/app.ts';

/**
 * deck/matchup on the default season: every cell adds up, both sides of a pairing agree, the games
 * equal those counted here straight from the pairings and decks, and the filters change the answer.
 */
let t: TestApp;
let regulation: string;

beforeAll(async () => {
  // The system time is faked below; with TODAY unset the server's clock reads it.
  t = await readOnlyTestApp({ TODAY: '' });
  const last = await sql<{ d: string }>`SELECT max(date)::text AS d FROM tournament WHERE status = 'ended'`.execute(
    t.database.db,
  );
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(Date.parse(`${last.rows[0]!.d}T12:00:00+08:00`) + 2 * 86_400_000));
  regulation = (await t.call('app/home')).body.data.format;
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

type Cell = {
  rowId: number;
  colId: number;
  wins: number;
  losses: number;
  ties: number;
  games: number;
  winRate: number | null;
  ciLow: number | null;
  ciHigh: number | null;
};
type Answer = {
  archetypes: { id: number; name: string; icon: string[]; games: number }[];
  cells: Cell[];
  games: number;
  minGames: number;
};
async function matchups(body: object): Promise<Answer> {
  const res = await t.call('deck/matchup', body);
  expect(res.body.code, `${JSON.stringify(body)}: ${res.body.msg}`).toBe(200);
  return res.body.data;
}

/**
 * Games of ended individual events between two players with one known archetype each, counted here
 * from the standings, decks and pairings (joined in memory, independently of the aggregate).
 */
async function gamesFromPairings(reg: string): Promise<number> {
  const db = t.database.db;
  const decks = (
    await sql<{ tournament_id: number; pin_code: string; archetype: number | null }>`
    SELECT e.tournament_id, ep.pin_code, CASE WHEN c.id IS NULL THEN NULL ELSE coalesce(c.parent_id, c.id) END AS archetype
    FROM entry e JOIN tournament t ON t.id = e.tournament_id
    JOIN entry_player ep ON ep.entry_id = e.id JOIN entry_deck ed ON ed.entry_id = e.id
    JOIN deck d ON d.deck_id = ed.deck_id LEFT JOIN deck_category c ON c.id = d.variant_id
    WHERE t.status = 'ended' AND NOT t.is_team AND NOT t.multi_deck ${reg ? sql`AND t.regulation = ${reg}` : sql``}`.execute(
      db,
    )
  ).rows;
  const archetypes = new Map<string, Set<number | null>>();
  for (const d of decks) {
    const key = `${d.tournament_id}:${d.pin_code}`;
    archetypes.set(key, (archetypes.get(key) ?? new Set()).add(d.archetype));
  }
  const known = (tournamentId: number, pin: string | null) => {
    const set = pin === null ? undefined : archetypes.get(`${tournamentId}:${pin}`);
    return set !== undefined && set.size === 1 && !set.has(null);
  };
  const matches = (
    await sql<{ tournament_id: number; player1: string; player2: string | null }>`
    SELECT tournament_id, player1, player2 FROM match WHERE outcome IN (1, 2, 3)`.execute(db)
  ).rows;
  return matches.filter((m) => known(m.tournament_id, m.player1) && known(m.tournament_id, m.player2)).length;
}

describe('deck/matchup', () => {
  it('answers, for every time filter and regulation, cells that add up and agree from both sides', async () => {
    let nonEmpty = 0;
    for (const time of TIME_FILTERS) {
      for (const reg of ['', regulation]) {
        const body = {
          lastWeek: time.lastWeek,
          pastWeek: time.pastWeek,
          pastMonth: time.pastMonth,
          regulation: reg,
          top: MATCHUP_TOP.max,
          minGames: 0,
        };
        const { archetypes, cells } = await matchups(body);
        if (cells.length > 0) nonEmpty++;
        expect(archetypes.length).toBeLessThanOrEqual(MATCHUP_TOP.max);
        expect(archetypes.map((a) => a.games)).toEqual([...archetypes.map((a) => a.games)].sort((x, y) => y - x));
        const byPair = new Map(cells.map((c) => [`${c.rowId}:${c.colId}`, c]));
        for (const c of cells) {
          if (c.rowId === c.colId) {
            expect(c.wins).toBe(c.losses);
            expect(c.games).toBe(c.wins + c.ties);
            expect(c.winRate).toBeNull();
            continue;
          }
          expect(c.games, JSON.stringify(c)).toBe(c.wins + c.losses + c.ties);
          const other = byPair.get(`${c.colId}:${c.rowId}`);
          expect(other, JSON.stringify(c)).toBeDefined();
          expect(other).toMatchObject({ wins: c.losses, losses: c.wins, ties: c.ties });
          expect(c.winRate! + other!.winRate!).toBeCloseTo(1, 12);
          expect(c.ciLow!).toBeLessThanOrEqual(c.winRate!);
          expect(c.ciHigh!).toBeGreaterThanOrEqual(c.winRate!);
        }
      }
    }
    expect(nonEmpty).toBeGreaterThan(10);
  });

  it('counts every game of the pairings once, and the regulation and window change the answer', async () => {
    for (const reg of ['', regulation]) {
      const answer = await matchups({ regulation: reg, top: MATCHUP_TOP.max, minGames: 0 });
      expect(answer.games).toBe(await gamesFromPairings(reg));
      expect(answer.games).toBeGreaterThan(100);
    }
    const all = await matchups({ minGames: 0 });
    const month = await matchups({ pastMonth: 1, minGames: 0 });
    expect(month.games).toBeGreaterThan(0);
    expect(month.games).toBeLessThan(all.games);
    const mark = (
      await sql<{ m: string }>`SELECT regulation_mark AS m FROM tournament WHERE regulation_mark <> '' LIMIT 1`.execute(
        t.database.db,
      )
    ).rows[0];
    if (mark) expect((await matchups({ regulationMark: mark.m, minGames: 0 })).games).toBeLessThanOrEqual(all.games);
    expect((await matchups({ regulation: '没有这个赛制' })).cells).toEqual([]);
  });

  it('shows the top N archetypes, leaves the rate out under the minimum of games, and answers one row', async () => {
    const top4 = await matchups({ top: 4, minGames: 0 });
    expect(top4.archetypes).toHaveLength(4);
    const ids = new Set(top4.archetypes.map((a) => a.id));
    expect(top4.cells.every((c) => ids.has(c.rowId) && ids.has(c.colId))).toBe(true);
    expect(top4.archetypes.every((a) => a.name !== '' && a.icon.length > 0)).toBe(true);

    const strict = await matchups({ top: 4, minGames: 1000 });
    expect(strict.cells.map((c) => c.games)).toEqual(top4.cells.map((c) => c.games));
    expect(strict.cells.every((c) => c.winRate === null && c.ciLow === null)).toBe(true);

    const first = top4.archetypes[0]!.id;
    const row = await matchups({ categoryId: first, minGames: 0 });
    expect(row.cells.length).toBeGreaterThan(0);
    expect(row.cells.every((c) => c.rowId === first)).toBe(true);
    const full = await matchups({ top: MATCHUP_TOP.max, minGames: 0 });
    for (const c of row.cells) {
      const same = full.cells.find((x) => x.rowId === c.rowId && x.colId === c.colId);
      if (same) expect(c).toEqual(same);
    }
  });

  it('refuses bad bodies with 10002 and a Chinese message', async () => {
    for (const body of [
      { lastWeek: 1, pastMonth: 3 },
      { pastMonth: 2 },
      { top: 1 },
      { top: MATCHUP_TOP.max + 1 },
      { minGames: -1 },
      { categoryId: 0 },
      { categoryId: 99_999_999 },
      { categoryId: 'x' },
      { regulation: 'x'.repeat(41) },
    ]) {
      const res = await t.call('deck/matchup', body);
      expect(res.status, JSON.stringify(body)).toBe(200);
      expect(res.body.code, JSON.stringify(body)).toBe(10002);
      expect(res.body.msg).toMatch(/[\u4e00-\u9fff]/);
    }
  });
});
