import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { decimalSum } from './deck-player-ranks.ts';
import { refreshDeckStats } from './deck-stats.ts';

/**
 * The deck statistics aggregate against a small season computed by hand. Today is Wednesday
 * 2026-03-18 (Shanghai): this week is 03-16 … 03-22, last week 03-09 … 03-15.
 *
 * Decks: X (a variant of category CX), Y (a variant of another category CY), Z (no archetype). Every
 * entry's match points are a tenth of its placement points.
 * - T1 2026-03-15 (Sunday of last week), individual: 1 X 100 pts, 2 Y 80, 3 X 60, NC Y, DQ X.
 * - T4 2026-03-09 (Monday of last week), individual: 1 Y 10.
 * - T2 2026-03-16 (Monday of this week), team: 1 [X, Y] 200, 2 [Y, Y] 100.
 * - T3 2026-03-08 (Sunday two weeks ago), multi-deck: 1 [X, Y] 50, 2 [Y, Z] 0.
 * - T5 2026-02-25 (three weeks ago), individual: X ranks 1 … 20, Y ranks 21 … 25; ranks 1 … 5 score 10.
 */
let t: TestApp;
const deck = { x: 0, y: 0, z: 0 };
const cat = { x: 0, y: 0, vx: 0, vy: 0 };

async function addTournament(date: string, flags: { is_team?: boolean; multi_deck?: boolean } = {}): Promise<number> {
  const row = await sql<{ id: number }>`
    INSERT INTO tournament (name, date, status, regulation, regulation_mark, is_team, multi_deck)
    VALUES (${`测试赛 ${date}`}, ${date}::date, 'ended', 'TST-REG', 'TST', ${flags.is_team ?? false}, ${flags.multi_deck ?? false})
    RETURNING id`.execute(t.database.db);
  return row.rows[0]!.id;
}

/** An entry whose match points are a tenth of its placement points, so both shares read alike. */
async function addEntry(tournamentId: number, rank: number, points: number, decks: number[]): Promise<void> {
  const db = t.database.db;
  const row = await sql<{ id: number }>`
    INSERT INTO entry (tournament_id, rank, points, match_points)
    VALUES (${tournamentId}::int, ${rank}::int, ${points}, ${points / 10}::int) RETURNING id`.execute(db);
  const entryId = row.rows[0]!.id;
  for (const [slot, deckId] of decks.entries()) {
    await sql`INSERT INTO entry_deck (entry_id, slot, day, deck_id) VALUES (${entryId}::int, ${slot}::int, 1, ${deckId}::int)`.execute(
      db,
    );
  }
}

beforeAll(async () => {
  // The system time is faked below; with TODAY unset the server's clock reads it.
  t = await createTestApp({ TODAY: '' });
  const db = t.database.db;
  // Two variants of two different categories, and a deck of each.
  const picks = await sql<{ deck_id: number; variant_id: number; parent_id: number }>`
    SELECT DISTINCT ON (v.parent_id) d.deck_id, v.id AS variant_id, v.parent_id
    FROM deck d JOIN deck_category v ON v.id = d.variant_id
    WHERE v.parent_id IS NOT NULL ORDER BY v.parent_id, d.deck_id LIMIT 2`.execute(db);
  const [px, py] = picks.rows as [(typeof picks.rows)[0], (typeof picks.rows)[0]];
  Object.assign(deck, { x: px.deck_id, y: py.deck_id });
  Object.assign(cat, { x: px.parent_id, y: py.parent_id, vx: px.variant_id, vy: py.variant_id });
  const z = await sql<{
    deck_id: number;
  }>`SELECT deck_id FROM deck WHERE deck_id NOT IN (${deck.x}::int, ${deck.y}::int) ORDER BY deck_id LIMIT 1`.execute(
    db,
  );
  deck.z = z.rows[0]!.deck_id;
  await sql`UPDATE deck SET variant_id = NULL WHERE deck_id = ${deck.z}::int`.execute(db);

  await sql`DELETE FROM tournament`.execute(db);
  const t1 = await addTournament('2026-03-15');
  await addEntry(t1, 1, 100, [deck.x]);
  await addEntry(t1, 2, 80, [deck.y]);
  await addEntry(t1, 3, 60, [deck.x]);
  await addEntry(t1, 999_998, 0, [deck.y]);
  await addEntry(t1, 999_999, 0, [deck.x]);
  const t4 = await addTournament('2026-03-09');
  await addEntry(t4, 1, 10, [deck.y]);
  const t2 = await addTournament('2026-03-16', { is_team: true });
  await addEntry(t2, 1, 200, [deck.x, deck.y]);
  await addEntry(t2, 2, 100, [deck.y, deck.y]);
  const t3 = await addTournament('2026-03-08', { multi_deck: true });
  await addEntry(t3, 1, 50, [deck.x, deck.y]);
  await addEntry(t3, 2, 0, [deck.y, deck.z]);
  const t5 = await addTournament('2026-02-25');
  for (let rank = 1; rank <= 25; rank++) await addEntry(t5, rank, rank <= 5 ? 10 : 0, [rank <= 20 ? deck.x : deck.y]);
  await refreshDeckStats(db);

  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-18T10:00:00+08:00'));
}, 120_000);
afterAll(async () => {
  vi.useRealTimers();
  await t?.close();
});

type Row = {
  id: number;
  count: number;
  share: number;
  share2: number;
  points: number;
  points2: number;
  rawCount: number;
  rawPoints: number;
  topcutTimes: number[];
  conversion: number | null;
  prevShare: number | null;
  change: number | null;
};
async function stats(
  body: object,
): Promise<{ list: Row[]; deckNum: number; tournamentNum: number; weekly: { week: string; deckNum: number }[] }> {
  const res = await t.call('deck/deck-static-by-date-and-reg', { regulation: 'TST-REG', ...body });
  expect(res.body.code).toBe(200);
  return res.body.data;
}
const row = (list: Row[], id: number) => list.find((r) => r.id === id)!;

describe('deck statistics of a window', () => {
  it('counts NC and DQ as entries but never as top cuts (last week: T1 and T4)', async () => {
    const { list, deckNum, tournamentNum } = await stats({ lastWeek: 1, isVariant: true });
    expect(deckNum).toBe(6);
    expect(tournamentNum).toBe(2);
    expect(row(list, cat.vx)).toMatchObject({
      count: 3,
      points: 160,
      rawCount: 3,
      share: 0.5,
      topcutTimes: [1, 1, 2, 2, 2],
    });
    expect(row(list, cat.vy)).toMatchObject({ count: 3, points: 90, share: 0.5, topcutTimes: [1, 2, 2, 2, 2] });
    // Match points: X 10 + 6 + 0, Y 8 + 0 and 1.
    expect(row(list, cat.vx)).toMatchObject({ points2: 16 });
    expect(row(list, cat.vx).share2).toBeCloseTo(16 / 25, 9);
  });

  it('keeps each week to Monday–Sunday: the Sunday event is last week, the Monday one this week', async () => {
    const thisWeek = await stats({ pastWeek: 1, hasTeam: true });
    expect(thisWeek.tournamentNum).toBe(1);
    expect(thisWeek.deckNum).toBe(2);
    const twoWeeksAgo = await stats({ lastWeek: 2, isVariant: true });
    expect(twoWeeksAgo.tournamentNum).toBe(1);
  });

  it('splits a team entry by its decks: count and points 1/n each, raw counts whole', async () => {
    const { list, deckNum } = await stats({ pastWeek: 1, hasTeam: true, isVariant: true });
    expect(deckNum).toBe(2);
    // rawPoints are the match points before weighting: 20 for the winning team, 10 for the other.
    expect(row(list, cat.vx)).toMatchObject({ count: 0.5, points: 100, points2: 10, rawCount: 1, rawPoints: 20 });
    expect(row(list, cat.vy)).toMatchObject({ count: 1.5, points: 200, points2: 20, rawCount: 3, rawPoints: 40 });
    expect((await stats({ pastWeek: 1, hasTeam: false })).list).toEqual([]);
  });

  it('counts every deck of a multi-deck entry, and decks of no archetype as 未分类 (id 0)', async () => {
    const { list, deckNum } = await stats({ lastWeek: 2, isVariant: true });
    expect(deckNum).toBe(4);
    expect(row(list, cat.vx)).toMatchObject({ count: 1, points: 50 });
    expect(row(list, cat.vy)).toMatchObject({ count: 2, points: 50 });
    expect(row(list, 0)).toMatchObject({ count: 1, points: 0, name: '未分类', label: '-' });
    expect(list.at(-1)!.id).toBe(0);
  });

  it('compares with the window of the same length just before: last week against two weeks ago', async () => {
    const { list } = await stats({ lastWeek: 1, isVariant: true });
    expect(row(list, cat.vx)).toMatchObject({ prevShare: 0.25, change: 2 });
    expect(row(list, cat.vy)).toMatchObject({ prevShare: 0.5, change: 1 });
    // This week so far (three days) against the three days before it (T1 only).
    const partial = await stats({ pastWeek: 1, hasTeam: true, isVariant: true });
    expect(row(partial.list, cat.vx).prevShare).toBeCloseTo(0.6, 9);
    expect(row(partial.list, cat.vx).change).toBeCloseTo(0.25 / 0.6, 9);
    const all = await stats({ isVariant: true });
    for (const r of all.list) expect(r).toMatchObject({ prevShare: null, change: null });
  });

  it('gives a conversion ratio only from 20 decks on', async () => {
    const { list } = await stats({ lastWeek: 3, isVariant: true });
    expect(row(list, cat.vx)).toMatchObject({ count: 20, share: 0.8, share2: 1, conversion: 1.25 });
    expect(row(list, cat.vy)).toMatchObject({ count: 5, conversion: null });
  });

  it('sums the past weeks across the week boundary and rolls variants up to their category', async () => {
    const { list, deckNum, weekly } = await stats({ pastWeek: 2, hasTeam: true });
    expect(deckNum).toBe(8);
    expect(row(list, cat.x).count).toBe(3.5);
    expect(row(list, cat.y).count).toBe(4.5);
    expect(weekly.map((w) => [w.week, w.deckNum])).toEqual([
      ['2026-03-09', 6],
      ['2026-03-16', 2],
    ]);
  });

  it('keeps only the top cut asked for', async () => {
    const { list, deckNum } = await stats({ lastWeek: 1, topCuts: 1, isVariant: true });
    expect(deckNum).toBe(2);
    expect(list.map((r) => r.count)).toEqual([1, 1]);
  });
});

describe('deck statistics of one tournament', () => {
  it('answers top cuts and points-only choices of a team event', async () => {
    const team = await sql<{ id: number }>`SELECT id FROM tournament WHERE is_team`.execute(t.database.db);
    const id = team.rows[0]!.id;
    const all = (await t.call('deck/deck-static-by-tour', { tournamentId: id, isVariant: true })).body.data;
    expect(all.deckNum).toBe(2);
    const champion = (await t.call('deck/deck-static-by-tour', { tournamentId: id, topcut: 1, isVariant: true })).body
      .data;
    expect(champion.list.map((r: Row) => [r.id, r.count])).toEqual(
      [
        [cat.vx, 0.5],
        [cat.vy, 0.5],
      ].sort((a, b) => a[0]! - b[0]!),
    );
  });
});

describe('decimalSum', () => {
  it('adds decimal texts exactly and rounds once, as sum(numeric)::float8 does', () => {
    expect(0.1 + 0.2).not.toBe(0.3);
    expect(decimalSum(['0.1', '0.2'])).toBe(0.3);
    expect(decimalSum(['66.66666666666666666667', '100', '0.00000000000000000000'])).toBe(
      Number('166.66666666666666666667'),
    );
    expect(decimalSum(['-0.5', '2', '-1.25'])).toBe(0.25);
    expect(decimalSum(['7.5'])).toBe(7.5);
    expect(decimalSum(['200.00000000000000000000', '100.00000000000000000000', '-50'])).toBe(250);
  });
});
