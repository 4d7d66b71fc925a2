import { TOP_CUTS } from '@ptcg/contract';
import { statsWindows } from '@ptcg/tcg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { readOnlyTestApp, type TestApp } from '#api/test/app.ts';
import {
  deckStatsProblems,
  expectedEntries as oracleEntries,
  filterCombinations,
} from '#api/test/deck-stats-oracle.ts';

/**
 * The deck statistics calls on the default season: the filter combinations answer rows whose shares
 * sum to 1 and whose counts add up to the entries of the window, counted straight from the standings
 * (test/deck-stats-oracle.ts).
 */
let t: TestApp;
let now: Date;
let regulation: string;

beforeAll(async () => {
  // The system time is faked below; with TODAY unset the server's clock reads it.
  t = await readOnlyTestApp({ TODAY: '' });
  const last = await sql<{ d: string }>`SELECT max(date)::text AS d FROM tournament WHERE status = 'ended'`.execute(
    t.database.db,
  );
  // Two days after the last ended event: the recent windows hold data, the week boundary is crossed.
  now = new Date(Date.parse(`${last.rows[0]!.d}T12:00:00+08:00`) + 2 * 86_400_000);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(now);
  regulation = (await t.call('app/home')).body.data.format;
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

const expectedEntries = (f: Parameters<typeof oracleEntries>[1]) => oracleEntries(t.database.db, f);

const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0);

describe('deck/deck-static-by-date-and-reg', () => {
  it('answers, for a fixed sample of the filter combinations, shares summing to 1 and counts equal to the entries of the window', async () => {
    // 104 of the 832 combinations (every time filter with every top cut, the other choices in a Latin
    // square); npm run bench:decks checks all of them.
    const sample = filterCombinations(regulation, true);
    expect(sample).toHaveLength(104);
    let nonEmpty = 0;
    const problems: string[] = [];
    for (const body of sample) {
      const res = await t.call('deck/deck-static-by-date-and-reg', body);
      expect(res.body.code, JSON.stringify(body)).toBe(200);
      problems.push(...(await deckStatsProblems(t.database.db, now, body, res.body.data)));
      if (res.body.data.list.length > 0) nonEmpty += 1;
    }
    expect(problems).toEqual([]);
    // Most combinations must hold data, or the sums above prove nothing.
    expect(nonEmpty).toBeGreaterThan(50);
  }, 300_000);

  it('rolls variants up to their category and names every archetype', async () => {
    const byCategory = (await t.call('deck/deck-static-by-date-and-reg', { regulation })).body.data;
    const byVariant = (await t.call('deck/deck-static-by-date-and-reg', { regulation, isVariant: true })).body.data;
    expect(byVariant.list.length).toBeGreaterThan(byCategory.list.length);
    expect(byCategory.deckNum).toBeCloseTo(byVariant.deckNum, 6);
    const top = byCategory.list[0];
    const detail = (await t.call('deck/category-detail', { id: top.id })).body.data;
    expect(detail.isVariant).toBe(false);
    expect(top.name).toBe(detail.name);
    expect(byCategory.list.map((r: { count: number }) => r.count)).toEqual(
      [...byCategory.list.map((r: { count: number }) => r.count)].sort((a: number, b: number) => b - a),
    );
  });

  it('compares each window with the one before it', async () => {
    const res = (await t.call('deck/deck-static-by-date-and-reg', { pastMonth: 3, isVariant: false })).body.data;
    const windows = statsWindows(now, { lastWeek: 0, pastWeek: 0, pastMonth: 3 })!;
    expect(res.from).toBe(windows.current.from);
    expect(res.to).toBe(windows.current.to);
    const before = (await t.call('deck/deck-static-by-date-and-reg', {})).body.data;
    expect(before.tournamentNum).toBeGreaterThanOrEqual(res.tournamentNum);
    const withChange = res.list.filter((r: { change: number | null }) => r.change !== null);
    expect(withChange.length).toBeGreaterThan(0);
    for (const r of withChange) expect(r.change).toBeCloseTo(r.share / r.prevShare, 9);
  });

  it('follows the top archetypes week by week', async () => {
    const res = (await t.call('deck/deck-static-by-date-and-reg', { pastMonth: 3 })).body.data;
    expect(res.weekly.length).toBeGreaterThan(1);
    const ids = res.list.slice(0, 6).map((r: { id: number }) => r.id);
    for (const week of res.weekly) {
      expect(new Date(`${week.week}T00:00:00Z`).getUTCDay()).toBe(1);
      expect(week.shares.map((s: { id: number }) => s.id)).toEqual(ids);
    }
    const totalWeekly = sum(res.weekly.map((w: { deckNum: number }) => w.deckNum));
    expect(totalWeekly).toBeCloseTo(res.deckNum, 6);
  });

  it('shows shares that move week by week on the default season, as a real metagame does', async () => {
    const res = (await t.call('deck/deck-static-by-date-and-reg', { pastMonth: 3 })).body.data;
    // Weeks with enough decks for a share to mean something.
    const weeks = res.weekly.filter((w: { deckNum: number }) => w.deckNum >= 30);
    expect(weeks.length).toBeGreaterThanOrEqual(4);
    const shareOf = (w: { shares: { id: number; share: number }[] }, id: number) =>
      w.shares.find((s) => s.id === id)?.share ?? 0;
    // Each of the three leading archetypes swings by at least a fifth of its mean share between its best
    // and worst week (measured: 多龙巴鲁托 15-21%, 密勒顿 8-24%, 喷火龙 7.6-9.9%), and the week's leader
    // is not the same archetype every week.
    const top = res.list.slice(0, 3) as { id: number; name: string }[];
    for (const row of top) {
      const shares = weeks.map((w: { shares: { id: number; share: number }[] }) => shareOf(w, row.id));
      const mean = shares.reduce((a: number, b: number) => a + b, 0) / shares.length;
      expect((Math.max(...shares) - Math.min(...shares)) / mean, row.name).toBeGreaterThanOrEqual(0.2);
    }
    const leaders = weeks.map(
      (w: { shares: { id: number; share: number }[] }) =>
        [...top].sort((a, b) => shareOf(w, b.id) - shareOf(w, a.id))[0]!.id,
    );
    expect(new Set(leaders).size).toBeGreaterThan(1);
  });

  it('refuses two time filters at once and unknown top cuts', async () => {
    expect((await t.call('deck/deck-static-by-date-and-reg', { lastWeek: 1, pastMonth: 3 })).body.code).toBe(10002);
    expect((await t.call('deck/deck-static-by-date-and-reg', { topCuts: 3 })).body.code).toBe(10002);
    expect((await t.call('deck/deck-static-by-date-and-reg', { pastMonth: 2 })).body.code).toBe(10002);
  });

  it('answers an honest empty list for a regulation nobody played', async () => {
    const res = (await t.call('deck/deck-static-by-date-and-reg', { regulation: 'XYZ-NOPE' })).body;
    expect(res.code).toBe(200);
    expect(res.data).toMatchObject({ list: [], deckNum: 0, tournamentNum: 0, weekly: [] });
  });
});

describe('deck/deck-static-by-tour', () => {
  it('answers every top-cut choice with shares summing to 1 and counts equal to the entries', async () => {
    // The latest events, and every team and multi-deck event.
    const tours = await sql<{ id: number }>`
      SELECT id FROM tournament WHERE status = 'ended'
      ORDER BY is_team OR multi_deck DESC, date DESC LIMIT 16`.execute(t.database.db);
    for (const tour of tours.rows) {
      for (const topcut of [0, ...TOP_CUTS]) {
        const expected = await expectedEntries({
          tournamentId: tour.id,
          regulation: '',
          hasTeam: true,
          topCuts: topcut,
        });
        for (const isVariant of [false, true]) {
          const data = (await t.call('deck/deck-static-by-tour', { tournamentId: tour.id, topcut, isVariant })).body
            .data;
          expect(data.deckNum).toBeCloseTo(expected, 6);
          if (data.list.length) expect(sum(data.list.map((r: { share: number }) => r.share))).toBeCloseTo(1, 3);
        }
      }
      const all = (await t.call('deck/deck-static-by-tour', { tournamentId: tour.id })).body.data;
      const scored = (
        await t.call('deck/deck-static-by-tour', { tournamentId: tour.id, points: true, sortByPoints: true })
      ).body.data;
      expect(scored.deckNum).toBeLessThanOrEqual(all.deckNum);
      // Sorted by score (match points), the decks of no archetype last whatever their score.
      const archetypes = scored.list.filter((r: { id: number }) => r.id !== 0);
      expect(archetypes.map((r: { points2: number }) => r.points2)).toEqual(
        [...archetypes.map((r: { points2: number }) => r.points2)].sort((a: number, b: number) => b - a),
      );
      if (archetypes.length < scored.list.length) expect(scored.list.at(-1).id).toBe(0);
      // Champions are counted in decks: one for a player, every deck of a winning team or multi-deck entry.
      const championDecks = await sql<{ n: number }>`
        SELECT count(*)::int AS n FROM entry e JOIN entry_deck ed ON ed.entry_id = e.id
        WHERE e.tournament_id = ${tour.id}::int AND e.rank = 1
          AND ed.day = (SELECT max(day) FROM entry_deck x WHERE x.entry_id = e.id)`.execute(t.database.db);
      expect(sum(all.list.map((r: { topcutTimes: number[] }) => r.topcutTimes[0]))).toBe(championDecks.rows[0]!.n);
    }
  }, 120_000);

  it('answers 10002 for an unknown tournament and for one not ended (赛事未结束, as the original)', async () => {
    expect((await t.call('deck/deck-static-by-tour', { tournamentId: 99_999_999 })).body.code).toBe(10002);
    const upcoming = await sql<{ id: number }>`SELECT id FROM tournament WHERE status <> 'ended' LIMIT 1`.execute(
      t.database.db,
    );
    expect((await t.call('deck/deck-static-by-tour', { tournamentId: upcoming.rows[0]!.id })).body).toMatchObject({
      code: 10002,
      msg: '赛事未结束',
      data: null,
    });
  });
});
