import { describe, expect, it } from 'vitest';
import { computeStandings, type SwissMatch } from './swiss.ts';

const m = (round: number, player1: string, player2: string | null, outcome: SwissMatch['outcome']): SwissMatch => ({
  round,
  player1,
  player2,
  outcome,
});

describe('computeStandings: six players, three rounds, checked by hand', () => {
  // R1: A beats B, C beats D, E ties F.
  // R2: A beats C, B beats F, D ties E.
  // R3: D beats A, C beats F, B beats E.
  const matches = [
    m(1, 'A', 'B', 'p1'),
    m(1, 'C', 'D', 'p1'),
    m(1, 'E', 'F', 'tie'),
    m(2, 'A', 'C', 'p1'),
    m(2, 'B', 'F', 'p1'),
    m(2, 'D', 'E', 'tie'),
    m(3, 'A', 'D', 'p2'),
    m(3, 'C', 'F', 'p1'),
    m(3, 'B', 'E', 'p1'),
  ];
  // Records and match points: A 2-1-0 = 6, B 2-1-0 = 6, C 2-1-0 = 6, D 1-1-1 = 4, E 0-1-2 = 2, F 0-2-1 = 1.
  // Win % = points / 9: A, B, C 6/9 = 0.6667; D 4/9 = 0.4444; E 2/9 and F 1/9 are floored to 0.25.
  // OWP:
  //   A (B, C, D) = (0.6667 + 0.6667 + 0.4444) / 3 = 0.5926
  //   B (A, F, E) = (0.6667 + 0.25 + 0.25) / 3     = 0.3889
  //   C (D, A, F) = (0.4444 + 0.6667 + 0.25) / 3   = 0.4537
  //   D (C, E, A) = (0.6667 + 0.25 + 0.6667) / 3   = 0.5278
  //   E (F, D, B) = (0.25 + 0.4444 + 0.6667) / 3   = 0.4537
  //   F (E, B, C) = (0.25 + 0.6667 + 0.6667) / 3   = 0.5278
  // OOWP:
  //   A = (0.3889 + 0.4537 + 0.5278) / 3 = 0.4568
  //   B = (0.5926 + 0.5278 + 0.4537) / 3 = 0.5247
  //   C = (0.5278 + 0.5926 + 0.5278) / 3 = 0.5494
  //   D = (0.4537 + 0.4537 + 0.5926) / 3 = 0.5000
  //   E = (0.5278 + 0.5278 + 0.3889) / 3 = 0.4815
  //   F = (0.4537 + 0.3889 + 0.4537) / 3 = 0.4321
  // Order: the three 6-point players by OWP (A, C, B), then D, E, F.
  const standings = computeStandings(['A', 'B', 'C', 'D', 'E', 'F'], matches);

  it('orders by match points, then OWP', () => {
    expect(standings.map((s) => [s.rank, s.playerId, s.matchPoints])).toEqual([
      [1, 'A', 6],
      [2, 'C', 6],
      [3, 'B', 6],
      [4, 'D', 4],
      [5, 'E', 2],
      [6, 'F', 1],
    ]);
  });

  it('computes win percentages with the 25% floor', () => {
    const wp = Object.fromEntries(standings.map((s) => [s.playerId, s.winPercentage]));
    expect(wp.A).toBeCloseTo(6 / 9, 10);
    expect(wp.D).toBeCloseTo(4 / 9, 10);
    expect(wp.E).toBe(0.25);
    expect(wp.F).toBe(0.25);
  });

  it('computes OWP and OOWP as worked out above', () => {
    const expected: Record<string, [number, number]> = {
      A: [0.5926, 0.4568],
      B: [0.3889, 0.5247],
      C: [0.4537, 0.5494],
      D: [0.5278, 0.5],
      E: [0.4537, 0.4815],
      F: [0.5278, 0.4321],
    };
    for (const s of standings) {
      const [owp, oowp] = expected[s.playerId]!;
      expect(s.owp, `OWP of ${s.playerId}`).toBeCloseTo(owp, 4);
      expect(s.oowp, `OOWP of ${s.playerId}`).toBeCloseTo(oowp, 4);
    }
  });

  it('counts wins, losses and ties', () => {
    const d = standings.find((s) => s.playerId === 'D')!;
    expect([d.wins, d.losses, d.ties, d.byes, d.roundsPlayed]).toEqual([1, 1, 1, 0, 3]);
  });
});

describe('computeStandings: byes and drops', () => {
  // Five players. R1: P1 beats P2, P3 beats P4, P5 has a bye.
  // R2: P1 beats P3, P5 beats P2, P4 has a bye. P4 then drops.
  // R3: P5 beats P1, P2 beats P3.
  const matches = [
    m(1, 'P1', 'P2', 'p1'),
    m(1, 'P3', 'P4', 'p1'),
    m(1, 'P5', null, 'bye'),
    m(2, 'P1', 'P3', 'p1'),
    m(2, 'P5', 'P2', 'p1'),
    m(2, 'P4', null, 'bye'),
    m(3, 'P5', 'P1', 'p1'),
    m(3, 'P2', 'P3', 'p1'),
  ];
  const players = [{ id: 'P1' }, { id: 'P2' }, { id: 'P3' }, { id: 'P4', dropped: true }, { id: 'P5' }];
  // Points: P5 9 (bye + 2 wins), P1 6, P2 3, P3 3, P4 3 (the bye).
  // Win % without byes: P1 6/9, P2 3/9, P3 3/9, P4 0/3 -> 0.25, P5 6/6 = 1.
  // OWP: P2 (P1, P5, P3) = (0.6667 + 1 + 0.3333) / 3 = 0.6667
  //      P3 (P4, P1, P2) = (0.25 + 0.6667 + 0.3333) / 3 = 0.4167
  //      P4 (P3)         = 0.3333 (the bye brings no opponent)
  //      P5 (P2, P1)     = (0.3333 + 0.6667) / 2 = 0.5
  const standings = computeStandings(players, matches);

  it('counts a bye as a win for match points', () => {
    expect(standings.map((s) => [s.playerId, s.matchPoints])).toEqual([
      ['P5', 9],
      ['P1', 6],
      ['P2', 3],
      ['P3', 3],
      ['P4', 3],
    ]);
  });

  it('leaves byes out of win percentages and OWP', () => {
    const byId = Object.fromEntries(standings.map((s) => [s.playerId, s]));
    expect(byId.P5!.winPercentage).toBe(1);
    expect(byId.P5!.byes).toBe(1);
    expect(byId.P5!.roundsPlayed).toBe(3);
    expect(byId.P5!.owp).toBeCloseTo(0.5, 10);
    expect(byId.P2!.owp).toBeCloseTo(2 / 3, 10);
    expect(byId.P3!.owp).toBeCloseTo(1.25 / 3, 10);
    expect(byId.P4!.owp).toBeCloseTo(1 / 3, 10);
  });

  it('keeps a dropped player in the standings with their record', () => {
    const p4 = standings.find((s) => s.playerId === 'P4')!;
    expect(p4).toMatchObject({ rank: 5, dropped: true, wins: 0, losses: 1, byes: 1, matchPoints: 3 });
  });

  it("caps a dropped player's win percentage at 75% for their opponents", () => {
    const s = computeStandings([{ id: 'X', dropped: true }, 'Y'], [m(1, 'X', 'Y', 'p1')]);
    expect(s.find((r) => r.playerId === 'X')!.winPercentage).toBe(0.75);
    expect(s.find((r) => r.playerId === 'Y')!.owp).toBe(0.75);
  });
});

describe('computeStandings: input checks and edge cases', () => {
  it('lists registered players who have not played yet', () => {
    expect(computeStandings(['Z', 'Y'], [])).toMatchObject([
      { rank: 1, playerId: 'Y', matchPoints: 0, owp: 0, oowp: 0 },
      { rank: 2, playerId: 'Z', matchPoints: 0, owp: 0, oowp: 0 },
    ]);
  });

  it('adds players that only appear in matches', () => {
    expect(computeStandings([], [m(1, 'A', 'B', 'tie')]).map((s) => s.matchPoints)).toEqual([1, 1]);
  });

  it('rejects a bye with an opponent, a result without one, and self-pairings', () => {
    expect(() => computeStandings([], [m(1, 'A', 'B', 'bye')])).toThrow(RangeError);
    expect(() => computeStandings([], [m(1, 'A', null, 'p1')])).toThrow(RangeError);
    expect(() => computeStandings([], [m(1, 'A', 'A', 'tie')])).toThrow(RangeError);
  });
});

describe('double loss', () => {
  it('gives both players a loss and no match points', () => {
    const table = computeStandings(['A', 'B'], [{ round: 1, player1: 'A', player2: 'B', outcome: 'double-loss' }]);
    expect(table.map((s) => [s.playerId, s.wins, s.losses, s.matchPoints])).toEqual([
      ['A', 0, 1, 0],
      ['B', 0, 1, 0],
    ]);
  });
});
