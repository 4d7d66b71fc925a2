import { describe, expect, it } from 'vitest';
import {
  bestOf,
  earnsPoints,
  placementPoints,
  pointsDepth,
  rankLabel,
  currentSeason,
  seasonOf,
  seasonRange,
  teamWeight,
} from './points.ts';

describe('placementPoints', () => {
  it('follows the Master ladder in a large field', () => {
    const ranks = [1, 2, 3, 4, 5, 8, 9, 16, 17, 32, 33, 64, 65, 128, 129];
    expect(ranks.map((r) => placementPoints('Master', r, 1024))).toEqual([
      1000, 800, 600, 600, 400, 400, 200, 200, 100, 100, 50, 50, 20, 20, 0,
    ]);
  });

  it('scales Great to half and City to a fifth', () => {
    expect([1, 2, 4, 8, 16].map((r) => placementPoints('Great', r, 256))).toEqual([500, 400, 300, 200, 100]);
    expect([1, 2, 4, 8, 16].map((r) => placementPoints('City', r, 256))).toEqual([200, 160, 120, 80, 40]);
    expect(placementPoints('City', 100, null)).toBe(4);
  });

  it('pays only the best quarter of the field, by whole tiers', () => {
    expect(pointsDepth(3)).toBe(0);
    expect(pointsDepth(4)).toBe(1);
    expect(pointsDepth(8)).toBe(2);
    expect(pointsDepth(20)).toBe(4);
    expect(pointsDepth(64)).toBe(16);
    expect(pointsDepth(5000)).toBe(128);
    expect(pointsDepth(null)).toBe(128);
    expect(placementPoints('City', 4, 20)).toBe(120);
    expect(placementPoints('City', 5, 20)).toBe(0);
    expect(placementPoints('Master', 1, 3)).toBe(0);
  });

  it('never pays NC, DQ or invalid ranks', () => {
    expect(placementPoints('Master', 999998, 100)).toBe(0);
    expect(placementPoints('Master', 999999, 100)).toBe(0);
    expect(placementPoints('Master', 0, 100)).toBe(0);
    expect(earnsPoints(1.5)).toBe(false);
    expect(earnsPoints(1)).toBe(true);
  });
});

describe('rankLabel', () => {
  it('names the special ranks', () => {
    expect(rankLabel(999998)).toBe('NC');
    expect(rankLabel(999999)).toBe('DQ');
    expect(rankLabel(7)).toBe('7');
  });
});

describe('seasons', () => {
  it('runs a season from 1 September to 31 August', () => {
    expect(seasonOf('2025-09-01')).toBe('25-26');
    expect(seasonOf('2026-08-31')).toBe('25-26');
    expect(seasonOf('2025-08-31')).toBe('24-25');
    expect(seasonOf('2023-09-01')).toBe('23-24');
  });

  it('uses the Shanghai calendar day of an instant', () => {
    expect(seasonOf(new Date('2025-08-31T16:00:00Z'))).toBe('25-26');
    expect(seasonOf(new Date('2025-08-31T15:59:59Z'))).toBe('24-25');
    expect(seasonOf('2025-08-31T16:30:00Z')).toBe('25-26');
  });

  it('names any season from the calendar, not from a fixed list', () => {
    expect(seasonOf('2023-08-31')).toBe('22-23');
    expect(seasonOf('2026-09-01')).toBe('26-27');
    expect(seasonOf('2099-12-31')).toBe('99-00');
    expect(seasonOf('not a date')).toBeNull();
  });

  it('takes today from the caller: 2026-11-23 is in 26-27, 2026-08-31 in 25-26', () => {
    expect(currentSeason(new Date('2026-11-23T12:00:00Z'))).toBe('26-27');
    expect(currentSeason(new Date('2026-08-31T15:59:00Z'))).toBe('25-26');
  });

  it('gives the calendar range of a season', () => {
    expect(seasonRange('24-25')).toEqual({ from: '2024-09-01', to: '2025-08-31' });
  });
});

describe('bestOf', () => {
  it('adds the best ten results by default', () => {
    const results = [5, 100, 20, 40, 80, 10, 60, 120, 200, 4, 400, 1, 2];
    expect(bestOf(results)).toBe(400 + 200 + 120 + 100 + 80 + 60 + 40 + 20 + 10 + 5);
  });

  it('adds everything when there are fewer results, and respects n', () => {
    expect(bestOf([10, 20])).toBe(30);
    expect(bestOf([10, 20, 30], 2)).toBe(50);
    expect(bestOf([])).toBe(0);
  });
});

describe('teamWeight', () => {
  it('splits a team entry by its number of decks', () => {
    expect(teamWeight(1)).toBe(1);
    expect(teamWeight(3)).toBeCloseTo(1 / 3, 12);
    expect(() => teamWeight(0)).toThrow(RangeError);
  });
});
