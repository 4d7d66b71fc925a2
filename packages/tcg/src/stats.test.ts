import { describe, expect, it } from 'vitest';
import {
  changeColour, conversionRatio, formatShare, pastMonthsRange, pastWeeksRange, pieGroups, topCutTimes, weekRange,
} from './stats.ts';

describe('pieGroups', () => {
  const rows = [
    { name: '喷火龙ex', count: 40 },
    { name: '密勒顿ex', count: 30 },
    { name: '古剑豹', count: 1 },
    { name: '沙奈朵ex', count: 27 },
    { name: '洛奇亚VSTAR', count: 2 },
  ];

  it('keeps slices of 2% or more and merges the rest into 其他 at the end', () => {
    const slices = pieGroups(rows);
    expect(slices.map((s) => [s.name, s.count])).toEqual([
      ['喷火龙ex', 40], ['密勒顿ex', 30], ['沙奈朵ex', 27], ['洛奇亚VSTAR', 2], ['其他', 1],
    ]);
    expect(slices[3]!.share).toBeCloseTo(0.02, 12);
    expect(slices[4]).toMatchObject({ isOther: true, share: 0.01 });
    expect(slices[4]!.rows.map((r) => r.name)).toEqual(['古剑豹']);
  });

  it('measures shares against a given total', () => {
    const slices = pieGroups(rows, 0.02, 200);
    expect(slices.find((s) => s.isOther)!.rows.map((r) => r.name)).toEqual(['洛奇亚VSTAR', '古剑豹']);
    expect(slices[0]!.share).toBe(0.2);
  });

  it('has no 其他 slice when nothing is small, and nothing for an empty table', () => {
    expect(pieGroups([{ name: 'a', count: 1 }, { name: 'b', count: 1 }]).some((s) => s.isOther)).toBe(false);
    expect(pieGroups([])).toEqual([]);
  });
});

describe('changeColour', () => {
  it('is neutral between 0.97 and 1.03 inclusive, red above and green below', () => {
    expect(changeColour(0.97)).toBe('neutral');
    expect(changeColour(1)).toBe('neutral');
    expect(changeColour(1.03)).toBe('neutral');
    expect(changeColour(1.031)).toBe('up');
    expect(changeColour(Infinity)).toBe('up');
    expect(changeColour(0.969)).toBe('down');
    expect(changeColour(NaN)).toBe('neutral');
  });
});

describe('conversionRatio', () => {
  it('divides the share of points by the share of entries from 20 decks on', () => {
    expect(conversionRatio({ count: 20, share: 0.1, share2: 0.15 })).toBeCloseTo(1.5, 12);
    expect(conversionRatio({ count: 19, share: 0.1, share2: 0.15 })).toBeNull();
    expect(conversionRatio({ count: 25, share: 0, share2: 0 })).toBeNull();
  });
});

describe('formatShare', () => {
  it('shows a percentage with two decimals', () => {
    expect(formatShare(0.12345)).toBe('12.35%');
    expect(formatShare(0)).toBe('0.00%');
  });
});

describe('date ranges', () => {
  // Wednesday 2026-01-14, 10:00 in Shanghai.
  const wednesday = new Date('2026-01-14T02:00:00Z');

  it('gives Monday–Sunday weeks counted back from the current one', () => {
    expect(weekRange(wednesday, 0)).toEqual({ from: '2026-01-12', to: '2026-01-18' });
    expect(weekRange(wednesday, 1)).toEqual({ from: '2026-01-05', to: '2026-01-11' });
    expect(weekRange(wednesday, 4)).toEqual({ from: '2025-12-15', to: '2025-12-21' });
  });

  it('uses the Shanghai day: Sunday 23:30 in Shanghai is still that week', () => {
    const sundayNight = new Date('2026-01-18T15:30:00Z');
    expect(weekRange(sundayNight, 1)).toEqual({ from: '2026-01-05', to: '2026-01-11' });
    const mondayMorning = new Date('2026-01-18T16:30:00Z');
    expect(weekRange(mondayMorning, 1)).toEqual({ from: '2026-01-12', to: '2026-01-18' });
  });

  it('gives the past n weeks from a Monday up to today', () => {
    expect(pastWeeksRange(wednesday, 1)).toEqual({ from: '2026-01-12', to: '2026-01-14' });
    expect(pastWeeksRange(wednesday, 4)).toEqual({ from: '2025-12-22', to: '2026-01-14' });
  });

  it('gives the past n months up to today', () => {
    expect(pastMonthsRange(wednesday, 1)).toEqual({ from: '2025-12-15', to: '2026-01-14' });
    expect(pastMonthsRange(wednesday, 12)).toEqual({ from: '2025-01-15', to: '2026-01-14' });
    expect(pastMonthsRange(new Date('2026-03-31T04:00:00Z'), 1)).toEqual({ from: '2026-03-01', to: '2026-03-31' });
  });
});

describe('topCutTimes', () => {
  it('counts cumulative champion, top 2, 4, 8 and 16 finishes', () => {
    expect(topCutTimes([1, 2, 3, 5, 9, 16, 17, 999998, 999999])).toEqual([1, 2, 3, 4, 6]);
    expect(topCutTimes([])).toEqual([0, 0, 0, 0, 0]);
  });
});
