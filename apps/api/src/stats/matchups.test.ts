import { wilsonInterval } from '@ptcg/tcg';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestApp, type TestApp } from '../test/app.ts';
import { refreshDeckStats } from './deck-stats.ts';
import { sortedGames } from './matchups.ts';

/**
 * The matchup aggregate against a few pairings counted by hand. Today is Wednesday 2026-03-18
 * (Shanghai); last week is 03-09 … 03-15.
 *
 * Decks: x (a variant of category X), y (a variant of category Y), z (no archetype).
 * - T1 2026-03-15, TST-REG, individual. P1 x, P2 y, P3 x, P4 y, P5 z, P6 x, P7 x.
 *   R1: P1 beats P2 (X over Y), P3 ties P4 (X–Y tie), P5 beats P6 (unknown deck: left out), P7 bye.
 *   R2: P3 beats P1 (X mirror), P2 ties P4 (Y mirror tie), P6–P7 double loss (left out).
 *   R3 (top cut): P4 beats P1 (Y over X).
 * - T2 2026-03-16, TST-REG, team event: P1 x beats P2 y (team events are left out).
 * - T3 2026-03-08, TST-REG, individual: P2 y beats P1 x.
 * - T4 2026-03-14, OTHER-REG, two days: P1 x then y (two archetypes: left out) beats P2 y;
 *   P3 x both days beats P2 y.
 */
let t: TestApp;
const deck = { x: 0, y: 0, z: 0 };
const cat = { x: 0, y: 0, vx: 0 };
const players = ['P1', 'P2', 'P3', 'P4', 'P5', 'P6', 'P7'].map((p) => `MU-${p}`);
const [P1, P2, P3, P4, P5, P6, P7] = players as [string, string, string, string, string, string, string];

async function addTournament(
  date: string,
  regulation: string,
  flags: { is_team?: boolean; two_day?: boolean } = {},
): Promise<number> {
  const row = await sql<{ id: number }>`
    INSERT INTO tournament (name, date, status, regulation, regulation_mark, is_team, two_day)
    VALUES (${`对局测试 ${date}`}, ${date}::date, 'ended', ${regulation}, 'TST', ${flags.is_team ?? false}, ${flags.two_day ?? false})
    RETURNING id`.execute(t.database.db);
  return row.rows[0]!.id;
}

/** An entry of one player with their deck of each day. */
async function addEntry(tournamentId: number, rank: number, pin: string, days: number[]): Promise<void> {
  const db = t.database.db;
  const row = await sql<{ id: number }>`
    INSERT INTO entry (tournament_id, rank) VALUES (${tournamentId}::int, ${rank}::int) RETURNING id`.execute(db);
  const entryId = row.rows[0]!.id;
  await sql`INSERT INTO entry_player (entry_id, pin_code, nickname) VALUES (${entryId}::int, ${pin}, ${pin})`.execute(
    db,
  );
  for (const [i, deckId] of days.entries()) {
    await sql`INSERT INTO entry_deck (entry_id, slot, day, pin_code, deck_id) VALUES (${entryId}::int, 0, ${i + 1}::int, ${pin}, ${deckId}::int)`.execute(
      db,
    );
  }
}

let table = 0;
async function addMatch(
  tournamentId: number,
  round: number,
  player1: string,
  player2: string | null,
  outcome: number,
  phase = 'swiss',
) {
  await sql`INSERT INTO match (tournament_id, round, table_no, player1, player2, outcome, phase)
    VALUES (${tournamentId}::int, ${round}::int, ${++table}::int, ${player1}, ${player2}, ${outcome}::int, ${phase})`.execute(
    t.database.db,
  );
}

beforeAll(async () => {
  // The system time is faked below; with TODAY unset the server's clock reads it.
  t = await createTestApp({ TODAY: '' });
  const db = t.database.db;
  const picks = await sql<{ deck_id: number; variant_id: number; parent_id: number }>`
    SELECT DISTINCT ON (v.parent_id) d.deck_id, v.id AS variant_id, v.parent_id
    FROM deck d JOIN deck_category v ON v.id = d.variant_id
    WHERE v.parent_id IS NOT NULL ORDER BY v.parent_id, d.deck_id LIMIT 2`.execute(db);
  const [px, py] = picks.rows as [(typeof picks.rows)[0], (typeof picks.rows)[0]];
  Object.assign(deck, { x: px.deck_id, y: py.deck_id });
  Object.assign(cat, { x: px.parent_id, y: py.parent_id, vx: px.variant_id });
  const z = await sql<{
    deck_id: number;
  }>`SELECT deck_id FROM deck WHERE deck_id NOT IN (${deck.x}::int, ${deck.y}::int) ORDER BY deck_id LIMIT 1`.execute(
    db,
  );
  deck.z = z.rows[0]!.deck_id;
  await sql`UPDATE deck SET variant_id = NULL WHERE deck_id = ${deck.z}::int`.execute(db);

  await sql`DELETE FROM tournament`.execute(db);
  for (const p of players)
    await sql`INSERT INTO player (pin_code, nickname) VALUES (${p}, ${p}) ON CONFLICT DO NOTHING`.execute(db);

  const t1 = await addTournament('2026-03-15', 'TST-REG');
  for (const [i, [pin, d]] of (
    [
      [P1, deck.x],
      [P2, deck.y],
      [P3, deck.x],
      [P4, deck.y],
      [P5, deck.z],
      [P6, deck.x],
      [P7, deck.x],
    ] as const
  ).entries()) {
    await addEntry(t1, i + 1, pin, [d]);
  }
  await addMatch(t1, 1, P1, P2, 1);
  await addMatch(t1, 1, P3, P4, 3);
  await addMatch(t1, 1, P5, P6, 1);
  await addMatch(t1, 1, P7, null, 5);
  await addMatch(t1, 2, P3, P1, 1);
  await addMatch(t1, 2, P2, P4, 3);
  await addMatch(t1, 2, P6, P7, 4);
  await addMatch(t1, 3, P4, P1, 1, 'top');

  const t2 = await addTournament('2026-03-16', 'TST-REG', { is_team: true });
  await addEntry(t2, 1, P1, [deck.x]);
  await addEntry(t2, 2, P2, [deck.y]);
  await addMatch(t2, 1, P1, P2, 1);

  const t3 = await addTournament('2026-03-08', 'TST-REG');
  await addEntry(t3, 1, P2, [deck.y]);
  await addEntry(t3, 2, P1, [deck.x]);
  await addMatch(t3, 1, P1, P2, 2);

  const t4 = await addTournament('2026-03-14', 'OTHER-REG', { two_day: true });
  await addEntry(t4, 1, P1, [deck.x, deck.y]);
  await addEntry(t4, 2, P3, [deck.x, deck.x]);
  await addEntry(t4, 3, P2, [deck.y, deck.y]);
  await addMatch(t4, 1, P1, P2, 1);
  await addMatch(t4, 2, P3, P2, 1);

  await refreshDeckStats(db);
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date('2026-03-18T10:00:00+08:00'));
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
async function matchups(
  body: object,
): Promise<{ archetypes: { id: number; games: number }[]; cells: Cell[]; games: number }> {
  const res = await t.call('deck/matchup', { minGames: 0, ...body });
  expect(res.body.code, res.body.msg).toBe(200);
  return res.body.data;
}
const cell = (cells: Cell[], a: number, b: number) => cells.find((c) => c.rowId === a && c.colId === b);

describe('matchup aggregate', () => {
  it('counts wins, losses and ties of both sides, without byes, double losses, unknown decks or team events', async () => {
    const { cells, archetypes, games } = await matchups({ regulation: 'TST-REG' });
    // T1: X beats Y, X ties Y, Y beats X (top cut); T3: Y beats X.
    expect(cell(cells, cat.x, cat.y)).toMatchObject({ wins: 1, losses: 2, ties: 1, games: 4, winRate: 0.375 });
    expect(cell(cells, cat.y, cat.x)).toMatchObject({ wins: 2, losses: 1, ties: 1, games: 4, winRate: 0.625 });
    const ci = wilsonInterval(0.375, 4);
    expect(cell(cells, cat.x, cat.y)!.ciLow).toBeCloseTo(ci.low, 12);
    expect(cell(cells, cat.x, cat.y)!.ciHigh).toBeCloseTo(ci.high, 12);
    // By hand: centre (0.375 + z²/8) / (1 + z²/4) = 0.4362, half-width 0.3443.
    expect(cell(cells, cat.x, cat.y)!.ciLow).toBeCloseTo(0.0919, 4);
    expect(cell(cells, cat.x, cat.y)!.ciHigh).toBeCloseTo(0.7806, 4);
    // Mirrors once: X's decided game is a win and a loss of X; Y's mirror is a tie.
    expect(cell(cells, cat.x, cat.x)).toMatchObject({
      wins: 1,
      losses: 1,
      ties: 0,
      games: 1,
      winRate: null,
      ciLow: null,
    });
    expect(cell(cells, cat.y, cat.y)).toMatchObject({ wins: 0, losses: 0, ties: 1, games: 1, winRate: null });
    expect(cells).toHaveLength(4);
    expect(games).toBe(6);
    // Decks' games: 4 against the other archetype and the mirror for both decks.
    expect(archetypes.map((a) => a.games)).toEqual([6, 6]);
    expect(archetypes.map((a) => a.id).sort((p, q) => p - q)).toEqual([cat.x, cat.y].sort((p, q) => p - q));
  });

  it('takes a two-day player only when both days are one archetype, and filters by regulation and window', async () => {
    const other = await matchups({ regulation: 'OTHER-REG' });
    expect(other.cells).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ rowId: cat.x, colId: cat.y, wins: 1, losses: 0, ties: 0, games: 1 }),
        expect.objectContaining({ rowId: cat.y, colId: cat.x, wins: 0, losses: 1, ties: 0, games: 1 }),
      ]),
    );
    expect(other.cells).toHaveLength(2);
    // Last week (T1 and T4, every regulation): T3 of 03-08 and the team event of 03-16 are outside.
    const lastWeek = await matchups({ lastWeek: 1 });
    expect(cell(lastWeek.cells, cat.x, cat.y)).toMatchObject({ wins: 2, losses: 1, ties: 1, games: 4, winRate: 0.625 });
    const all = await matchups({});
    expect(cell(all.cells, cat.x, cat.y)).toMatchObject({ wins: 2, losses: 2, ties: 1, games: 5, winRate: 0.5 });
  });

  it("answers one archetype's row from a variant id, and no rate under the minimum of games", async () => {
    const { cells, archetypes } = await matchups({ regulation: 'TST-REG', categoryId: cat.vx, minGames: 5 });
    expect(cells.every((c) => c.rowId === cat.x)).toBe(true);
    expect(cells).toHaveLength(2);
    expect(cell(cells, cat.x, cat.y)).toMatchObject({ games: 4, winRate: null, ciLow: null, ciHigh: null });
    expect(archetypes.map((a) => a.id)).toContain(cat.y);
  });

  it('stores the team event and the unknown deck nowhere', async () => {
    // T2, the team event, is the only event of 2026-03-16.
    const rows = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM matchup_day WHERE date = '2026-03-16'`.execute(t.database.db);
    expect(rows.rows[0]!.n).toBe(0);
    const total = await sql<{
      n: number;
    }>`SELECT coalesce(sum(x.w + x.l + x.t), 0)::int AS n
       FROM matchup_reg m CROSS JOIN LATERAL unnest(m.a, m.b, m.wins, m.losses, m.ties) AS x(a, b, w, l, t)
       WHERE x.a <> x.b AND m.regulation_mark = 'TST'`.execute(t.database.db);
    // Off the diagonal: T1 3 games, T3 1, T4 1, each stored from both sides.
    expect(total.rows[0]!.n).toBe(10);
  });
});

describe('an event’s stored games', () => {
  it('are sorted by player1, player2 and outcome, whatever order the pairings were read in', () => {
    const read = [5, 2, 1, 0, 7, 3, 5, 2, 2, 0, 3, 1, 1000000, 4, 2, 5, 1, 1];
    const sorted = [0, 3, 1, 0, 7, 3, 5, 1, 1, 5, 2, 1, 5, 2, 2, 1000000, 4, 2];
    expect(sortedGames(read)).toEqual(sorted);
    // Another reading order of the same games stores the same arrays.
    const triples = Array.from({ length: read.length / 3 }, (_, i) => read.slice(3 * i, 3 * i + 3));
    expect(sortedGames(triples.reverse().flat())).toEqual(sorted);
    expect(sortedGames([])).toEqual([]);
  });
});
