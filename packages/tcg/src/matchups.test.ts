import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast.ts';
import {
  NO_RATE_COLOURS,
  fieldWinRate,
  matchupRate,
  wilsonInterval,
  winRateColours,
  winRateContrast,
} from './matchups.ts';

describe('wilsonInterval', () => {
  it('matches hand-computed 95% intervals', () => {
    // 7 wins of 10 and 50 of 100 (published Wilson intervals)
    const a = wilsonInterval(0.7, 10);
    expect(a.low).toBeCloseTo(0.3968, 4);
    expect(a.high).toBeCloseTo(0.8922, 4);
    const b = wilsonInterval(0.5, 100);
    expect(b.low).toBeCloseTo(0.4038, 4);
    expect(b.high).toBeCloseTo(0.5962, 4);
  });

  it('is not zero-width at 0% and 100%, and stays inside 0..1', () => {
    const none = wilsonInterval(0, 5);
    expect(none.low).toBe(0);
    expect(none.high).toBeCloseTo(0.4345, 4);
    const all = wilsonInterval(1, 5);
    expect(all.low).toBeCloseTo(0.5655, 4);
    expect(all.high).toBe(1);
    expect(wilsonInterval(0.5, 0)).toEqual({ low: 0, high: 1 });
    for (const n of [1, 3, 7, 10, 31, 1000]) expect(wilsonInterval(1, n).high).toBe(1);
  });
});

describe('matchupRate', () => {
  it('counts ties as half a win over wins + losses + ties', () => {
    const r = matchupRate({ wins: 2, losses: 1, ties: 1 }, false);
    expect(r.games).toBe(4);
    expect(r.winRate).toBe(0.625);
    expect(r.ciLow).toBeCloseTo(wilsonInterval(0.625, 4).low, 12);
    expect(r.ciHigh).toBeCloseTo(wilsonInterval(0.625, 4).high, 12);
  });

  it('gives a mirror its games counted once and no rate', () => {
    expect(matchupRate({ wins: 3, losses: 3, ties: 1 }, true)).toEqual({
      games: 4,
      winRate: null,
      ciLow: null,
      ciHigh: null,
    });
  });

  it('keeps the counts but no rate under the minimum of games', () => {
    expect(matchupRate({ wins: 2, losses: 1, ties: 0 }, false, 4)).toEqual({
      games: 3,
      winRate: null,
      ciLow: null,
      ciHigh: null,
    });
    expect(matchupRate({ wins: 2, losses: 1, ties: 0 }, false, 3).winRate).toBeCloseTo(2 / 3, 12);
  });
});

describe('winRateColours', () => {
  it('keeps text at 4.5:1 or more on every colour of the light and dark scales', () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (let i = 0; i <= 100; i++)
        expect(winRateContrast(i / 100, scheme), `${scheme} ${i}%`).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('keeps the greyed small-sample and mirror cells readable too', () => {
    for (const scheme of ['light', 'dark'] as const) {
      for (const { background, color } of Object.values(NO_RATE_COLOURS[scheme]))
        expect(contrastRatio(background, color)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('is red below 50%, green above, and saturates beyond 30% / 70%', () => {
    const red = winRateColours(0.3, 'light').background;
    const green = winRateColours(0.7, 'light').background;
    expect(parseInt(red.slice(1, 3), 16)).toBeGreaterThan(parseInt(red.slice(3, 5), 16));
    expect(parseInt(green.slice(3, 5), 16)).toBeGreaterThan(parseInt(green.slice(1, 3), 16));
    expect(winRateColours(0.1, 'dark')).toEqual(winRateColours(0.3, 'dark'));
  });
});

describe('fieldWinRate', () => {
  const field = new Map([
    [1, 0.4],
    [2, 0.3],
    [3, 0.1],
    [0, 0.2],
  ]);

  it('weighs the known win rates by the field, the mirror at 50%, over the covered part', () => {
    const rates = new Map([
      [2, 0.6],
      [3, 0.2],
    ]);
    const { winRate, coverage } = fieldWinRate(1, rates, field);
    expect(coverage).toBeCloseTo(0.8, 12);
    expect(winRate).toBeCloseTo((0.4 * 0.5 + 0.3 * 0.6 + 0.1 * 0.2) / 0.8, 12);
  });

  it('covers nothing for an archetype absent from the field with no known matchup', () => {
    expect(fieldWinRate(9, new Map(), field)).toEqual({ winRate: null, coverage: 0 });
  });
});
